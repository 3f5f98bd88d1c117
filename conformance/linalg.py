"""Kiln conformance set "linalg": jnp.linalg and jax.scipy.linalg on CPU.

JAX lowers these to LAPACK custom-calls on CPU (`lapack_?trsm_ffi`, `lapack_?potrf_ffi`,
`lapack_?getrf_ffi`, `lapack_?geqrf_ffi`, `lapack_?orgqr_ffi`, `lapack_?syevd_ffi`,
`lapack_?gesdd_ffi`, `lapack_?geev_ffi`, `lapack_?gees_ffi`, `lapack_?gehrd_ffi`,
`lapack_?sytrd_ffi`/`?hetrd`, `lapack_?gtsv_ffi`), unlike the public corpus's raw
cholesky/triangular-solve HLO ops. Solves, inverses, determinants, Cholesky, LU and QR
factorizations, symmetric/Hermitian and general eigendecompositions, Schur, Hessenberg and
tridiagonal forms and SVDs (outputs that do not depend on the vectors' signs or on the
eigenvalues' order, where LAPACK leaves those to its computation), pseudo-inverses, least
squares and tridiagonal solves, batched, in f32, f64 and complex, and the gradient of a solve.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import Case, Gen, EXACT, F32_MODEL, F64  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import jax.scipy.linalg as jsl  # noqa: E402
from jax import lax  # noqa: E402

LINALG = (1e-3, 1e-4)


def well_conditioned(g, n, batch=(), dtype=np.float32):
    return (g.f(*batch, n, n, lo=-1, hi=1) + n * np.eye(n)).astype(dtype)


def spd(g, n, batch=(), dtype=np.float32):
    m = g.f(*batch, n, n, lo=-1, hi=1).astype(np.float64)
    return (m @ np.swapaxes(m, -1, -2) + n * np.eye(n)).astype(dtype)


def hermitian(g, n, batch=(), dtype=np.complex64):
    m = g.f(*batch, n, n, lo=-1, hi=1).astype(np.float64) + 1j * g.f(*batch, n, n, lo=-1, hi=1)
    return ((m + np.conj(np.swapaxes(m, -1, -2))) / 2).astype(dtype)


def complex_matrix(g, shape, dtype=np.complex64):
    return (g.f(*shape, lo=-1, hi=1).astype(np.float64) + 1j * g.f(*shape, lo=-1, hi=1)).astype(dtype)


def with_nan(m):
    m = m.copy()
    m[1, 2] = np.nan
    return m


def sort_complex(w):
    return w[..., jnp.lexsort((w.imag, w.real))]


def eig_sign_free(a, w, v):
    """Sorted eigenvalues, |eigenvectors| in that order and A V - V diag(w)."""
    order = jnp.lexsort((w.imag, w.real))
    residual = a.astype(v.dtype) @ v - v * w[..., None, :]
    return jnp.take_along_axis(w, order, -1), jnp.abs(jnp.take_along_axis(v, order[..., None, :], -1)), residual


def schur_sign_free(a, t, z):
    """Z T Z^H, Z^H Z, T's entries below its subdiagonal (zero) and its sorted diagonal."""
    zh = jnp.conj(z).T
    diag = jnp.diagonal(t)
    return z @ t @ zh, zh @ z, jnp.tril(t, -2), diag[jnp.lexsort((diag.imag, diag.real))]


def cases():
    C = []

    def add(name, fn, args_fn, desc, tol=LINALG, x64=False):
        g = Gen(name, "kiln-linalg")
        C.append(Case(name, fn, tuple(args_fn(g)), desc, tol, x64))

    add("linalg_solve", jnp.linalg.solve, lambda g: [well_conditioned(g, 5), g.f(5, 3)],
        "solve a 5x5 system with three right-hand sides (LU, two triangular solves)")
    add("linalg_solve_vector_batched", lambda a, b: jnp.linalg.solve(a, b[..., None])[..., 0],
        lambda g: [well_conditioned(g, 4, (3,)), g.f(3, 4)], "batched solve with vector right-hand sides")
    add("linalg_inv", jnp.linalg.inv, lambda g: [well_conditioned(g, 6)], "inverse of a 6x6 matrix")
    add("linalg_det_slogdet", lambda a: (jnp.linalg.det(a), *jnp.linalg.slogdet(a)),
        lambda g: [g.f(2, 4, 4, lo=-2, hi=2)], "determinants and signed log-determinants (sign from the pivots)")
    add("linalg_det_singular", jnp.linalg.det,
        lambda g: [np.array([[1, 2, 3], [2, 4, 6], [1, 0, 1]], np.float32)], "determinant of a singular matrix", EXACT)
    add("linalg_cholesky", jnp.linalg.cholesky, lambda g: [spd(g, 5, (2,))], "batched Cholesky (lower)")
    add("linalg_cholesky_upper", lambda a: jnp.linalg.cholesky(a, upper=True), lambda g: [spd(g, 4)],
        "Cholesky, upper factor")
    add("linalg_cholesky_not_pd", jnp.linalg.cholesky,
        lambda g: [np.array([[1, 2], [2, 1]], np.float32)], "Cholesky of an indefinite matrix (NaN)", EXACT)
    add("linalg_cho_solve", lambda a, b: jsl.cho_solve(jsl.cho_factor(a), b), lambda g: [spd(g, 5), g.f(5, 2)],
        "cho_factor then cho_solve")
    add("linalg_lu_factor_solve", lambda a, b: jsl.lu_solve(jsl.lu_factor(a), b),
        lambda g: [well_conditioned(g, 5), g.f(5)], "lu_factor then lu_solve")
    add("linalg_lu", lambda a: jsl.lu(a), lambda g: [g.f(4, 4, lo=-2, hi=2)],
        "P, L, U of a 4x4 matrix (pivots as a permutation matrix)")
    add("linalg_lu_rectangular", jax.lax.linalg.lu,
        lambda g: [g.f(5, 3, lo=-2, hi=2)], "lax.linalg.lu of a tall matrix: factors, pivots, permutation", LINALG)
    for left in (True, False):
        for lower in (True, False):
            for tr in (False, True):
                name = f"linalg_trisolve_{'left' if left else 'right'}_{'lo' if lower else 'up'}_{'t' if tr else 'n'}"
                add(name, lambda a, b, left=left, lower=lower, tr=tr: lax.linalg.triangular_solve(
                        a, b, left_side=left, lower=lower, transpose_a=tr, unit_diagonal=False),
                    lambda g, left=left: [well_conditioned(g, 4), g.f(4, 3) if left else g.f(3, 4)],
                    f"lax.linalg.triangular_solve left_side={left} lower={lower} transpose_a={tr}")
    add("linalg_trisolve_unit_batched", lambda a, b: jsl.solve_triangular(a, b, lower=True, unit_diagonal=True),
        lambda g: [g.f(2, 4, 4), g.f(2, 4, 2)], "batched solve_triangular with a unit diagonal")
    add("linalg_solve_f64", jnp.linalg.solve, lambda g: [well_conditioned(g, 6, dtype=np.float64), g.f(6, 2, dtype=np.float64)],
        "f64 solve", F64, True)
    add("linalg_inv_complex", jnp.linalg.inv,
        lambda g: [(well_conditioned(g, 3) + 1j * g.f(3, 3)).astype(np.complex64)], "inverse of a complex matrix")
    add("linalg_qr_reduced", jnp.linalg.qr, lambda g: [g.f(5, 3)], "reduced QR of a tall matrix (geqrf, orgqr)")
    add("linalg_qr_complete", lambda a: jnp.linalg.qr(a, mode="complete"), lambda g: [g.f(2, 5, 3)],
        "batched complete QR (Q padded to square)")
    add("linalg_qr_wide_r", lambda a: jnp.linalg.qr(a, mode="r"), lambda g: [g.f(3, 6)], "R of a wide matrix")
    add("linalg_qr_f64", jnp.linalg.qr, lambda g: [g.f(6, 6, dtype=np.float64)], "f64 QR", F64, True)
    add("linalg_lstsq_via_qr", lambda a, b: jsl.solve_triangular(jnp.linalg.qr(a)[1], jnp.linalg.qr(a)[0].T @ b),
        lambda g: [g.f(8, 3), g.f(8, 2)], "least squares through QR and a triangular solve")
    add("linalg_eigvalsh", jnp.linalg.eigvalsh, lambda g: [spd(g, 6, (2,)) - 4 * np.eye(6, dtype=np.float32)],
        "eigenvalues of symmetric matrices (syevd), ascending")
    add("linalg_eigh_sign_free", lambda a: (lambda w, v: (w, jnp.abs(v), (v * w) @ v.T))(*jnp.linalg.eigh(a)),
        lambda g: [spd(g, 5)], "eigh: eigenvalues, |eigenvectors| and V diag(w) V^T (eigenvector signs are LAPACK's choice)")
    add("linalg_eigh_upper_f64", lambda a: jnp.linalg.eigh(a, UPLO="U")[0],
        lambda g: [spd(g, 4, dtype=np.float64)], "eigenvalues from the upper triangle, f64", F64, True)
    add("linalg_svdvals_norm2_rank_cond", lambda a: (jnp.linalg.svd(a, compute_uv=False), jnp.linalg.norm(a, 2),
                                                     jnp.linalg.matrix_rank(a), jnp.linalg.cond(a[:4])),
        lambda g: [g.f(6, 4)], "singular values (gesdd), spectral norm, rank and condition number")
    add("linalg_pinv_lstsq", lambda a, b: (jnp.linalg.pinv(a), jnp.linalg.lstsq(a, b)[0]),
        lambda g: [g.f(7, 3), g.f(7, 2)], "pseudo-inverse and least squares (unique, from the SVD)")
    add("linalg_svd_sign_free", lambda a: (lambda u, s, vt: (s, jnp.abs(u), jnp.abs(vt), (u * s[..., None, :]) @ vt))(
            *jnp.linalg.svd(a, full_matrices=False)),
        lambda g: [g.f(2, 5, 3)], "batched reduced SVD: values, |U|, |Vt| and U S Vt (vector signs are LAPACK's choice)")
    add("linalg_svd_wide_full", lambda a: (lambda u, s, vt: (s, (u * s) @ vt[:3], u @ u.T, vt @ vt.T))(*jnp.linalg.svd(a)),
        lambda g: [g.f(3, 5)], "full SVD of a wide matrix: orthonormal U and Vt, reconstruction")
    add("linalg_solve_grad", jax.grad(lambda a, b: jnp.sum(jnp.linalg.solve(a, b) ** 2), argnums=(0, 1)),
        lambda g: [well_conditioned(g, 4), g.f(4, 2)], "gradient of a solve with respect to both operands", F32_MODEL)
    # Complex eigh, SVD and QR (heevd, gesdd, geqrf/ungqr for c and z).
    add("linalg_eigh_complex", lambda a: (lambda w, v: (w, jnp.abs(v), (v * w) @ jnp.conj(v).T))(*jnp.linalg.eigh(a)),
        lambda g: [hermitian(g, 5)], "complex eigh (heevd): eigenvalues, |eigenvectors| and V diag(w) V^H")
    add("linalg_eigvalsh_complex128_upper", lambda a: jnp.linalg.eigh(a, UPLO="U")[0],
        lambda g: [hermitian(g, 4, (2,), np.complex128)], "batched c128 eigenvalues from the upper triangle", F64, True)
    add("linalg_svd_complex", lambda a: (lambda u, s, vt: (s, jnp.abs(u), jnp.abs(vt), (u * s[..., None, :]) @ vt))(
            *jnp.linalg.svd(a, full_matrices=False)),
        lambda g: [complex_matrix(g, (2, 5, 3))], "batched reduced complex SVD: values, |U|, |Vt| and U S Vt")
    add("linalg_svd_complex_wide_full", lambda a: (lambda u, s, vt: (s, (u * s) @ vt[:3], u @ jnp.conj(u).T,
                                                                      vt @ jnp.conj(vt).T))(*jnp.linalg.svd(a)),
        lambda g: [complex_matrix(g, (3, 5))], "full complex SVD of a wide matrix: unitary U and Vt, reconstruction")
    add("linalg_svdvals_complex128", lambda a: jnp.linalg.svd(a, compute_uv=False),
        lambda g: [complex_matrix(g, (6, 4), np.complex128)], "c128 singular values", F64, True)
    add("linalg_qr_complex", jnp.linalg.qr, lambda g: [complex_matrix(g, (5, 3))],
        "reduced complex QR (cgeqrf, cungqr): Q and R as LAPACK's reflectors make them")
    add("linalg_qr_complex128_complete", lambda a: jnp.linalg.qr(a, mode="complete"),
        lambda g: [complex_matrix(g, (2, 4, 3), np.complex128)], "batched complete c128 QR", F64, True)
    # General eigendecomposition (geev); the order of the eigenvalues is LAPACK's choice, so
    # values and |vectors| are compared sorted by eigenvalue, and A V - V diag(w) near zero.
    add("linalg_eig_real", lambda a: eig_sign_free(a, *jnp.linalg.eig(a)),
        lambda g: [g.f(5, 5, lo=-1, hi=1)], "eig of a real matrix with complex pairs (sgeev)")
    add("linalg_eig_complex", lambda a: eig_sign_free(a, *jnp.linalg.eig(a)),
        lambda g: [complex_matrix(g, (2, 4, 4))], "batched eig of complex matrices (cgeev)")
    add("linalg_eigvals_f64", lambda a: sort_complex(jnp.linalg.eigvals(a)),
        lambda g: [g.f(6, 6, lo=-1, hi=1, dtype=np.float64)], "f64 eigenvalues, sorted (dgeev)", F64, True)
    add("linalg_eig_left", lambda a: (lambda w, vl, vr: (sort_complex(w), jnp.abs(vl[..., jnp.lexsort((w.imag, w.real))]),
                                                        jnp.conj(vl).T @ a - w[:, None] * jnp.conj(vl).T,
                                                        jnp.abs(vr[..., jnp.lexsort((w.imag, w.real))])))(
            *lax.linalg.eig(a, compute_left_eigenvectors=True)),
        lambda g: [g.f(4, 4, lo=-1, hi=1)], "left and right eigenvectors: |VL|, |VR| sorted, VL^H A - diag(w) VL^H")
    # Schur (gees), Hessenberg (gehrd + orgqr), tridiagonal reduction (sytrd/hetrd) and solve (gtsv).
    add("linalg_schur_real", lambda a: schur_sign_free(a, *jsl.schur(a)),
        lambda g: [g.f(5, 5, lo=-1, hi=1)], "real Schur form: Z T Z^T, Z^T Z, T below its subdiagonal, sorted diag(T)")
    add("linalg_schur_complex", lambda a: schur_sign_free(a, *jsl.schur(a)),
        lambda g: [complex_matrix(g, (4, 4))], "complex Schur form: Z T Z^H, Z^H Z, strict lower T, sorted diag(T)")
    add("linalg_hessenberg", lambda a: jsl.hessenberg(a, calc_q=True), lambda g: [g.f(5, 5, lo=-1, hi=1)],
        "Hessenberg form and Q (sgehrd, sorgqr): unique with LAPACK's reflectors")
    add("linalg_hessenberg_complex128", lambda a: jsl.hessenberg(a, calc_q=True),
        lambda g: [complex_matrix(g, (4, 4), np.complex128)], "c128 Hessenberg form and Q (zgehrd, zungqr)", F64, True)
    add("linalg_tridiagonal_lower", lax.linalg.tridiagonal, lambda g: [spd(g, 5)],
        "tridiagonal reduction from the lower triangle (ssytrd): packed reflectors, d, e, taus")
    add("linalg_tridiagonal_upper_batched", lambda a: lax.linalg.tridiagonal(a, lower=False),
        lambda g: [spd(g, 4, (2,))], "batched tridiagonal reduction from the upper triangle")
    add("linalg_tridiagonal_complex", lambda a: lax.linalg.tridiagonal(a, lower=False),
        lambda g: [hermitian(g, 4)], "Hermitian tridiagonal reduction (chetrd), upper triangle")
    add("linalg_tridiagonal_solve", lambda dl, d, du, b: lax.linalg.tridiagonal_solve(dl, d, du, b),
        lambda g: [g.f(2, 6) * np.array([0, 1, 1, 1, 1, 1], np.float32), g.f(2, 6) + 3,
                   g.f(2, 6) * np.array([1, 1, 1, 1, 1, 0], np.float32), g.f(2, 6, 3)],
        "batched tridiagonal solves with three right-hand sides (sgtsv)")
    add("linalg_tridiagonal_solve_pivoting_f64", lambda dl, d, du, b: lax.linalg.tridiagonal_solve(dl, d, du, b),
        lambda g: [np.array([0, 4, -3, 2, 5], np.float64), np.array([1, 0.5, 2, -1, 1], np.float64),
                   np.array([2, 1, 3, 1, 0], np.float64), g.f(5, 2, dtype=np.float64)],
        "a tridiagonal solve that exchanges rows (small diagonal entries), f64", F64, True)
    add("linalg_eigh_svd_nan", lambda a, b: (jnp.linalg.eigh(a), jnp.linalg.svd(b, compute_uv=False),
                                             jnp.linalg.svd(b.astype(jnp.complex64))),
        lambda g: [with_nan(spd(g, 3)), with_nan(g.f(3, 4))],
        "eigh and SVD of matrices holding a NaN: NaN results (real and complex)", EXACT)
    add("linalg_qr_nan_column", jnp.linalg.qr, lambda g: [with_nan(g.f(4, 4))],
        "QR of a matrix with a NaN in column 2: Q's and R's columns before it stay finite")
    # Programs built on the new routines (unique results).
    add("linalg_sqrtm", jsl.sqrtm, lambda g: [well_conditioned(g, 4)],
        "principal square root of a nonsymmetric matrix (complex Schur form, cgees)")
    add("linalg_funm_exp", lambda a: jsl.funm(a, jnp.exp), lambda g: [g.f(3, 3, lo=-1, hi=1)],
        "funm(a, exp): Schur-Parlett through sgees and cgeev")
    add("linalg_pinv_lstsq_complex", lambda a, b: (jnp.linalg.pinv(a), jnp.linalg.lstsq(a, b)[0]),
        lambda g: [complex_matrix(g, (6, 3)), complex_matrix(g, (6, 2))],
        "complex pseudo-inverse and least squares (cgesdd)")
    return C
