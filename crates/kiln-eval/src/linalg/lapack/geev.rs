//! General (nonsymmetric) eigendecomposition, `?geev` (`jnp.linalg.eig`, `eigvals`).
//!
//! The Schur form of the balanced matrix (`balance.rs`, `schur.rs`; a real one made
//! triangular over the complex numbers by rotating each 2×2 block, as MATLAB's `rsf2csf`
//! does) gives the eigenvalues on its diagonal and, by back-substitution as LAPACK's
//! `?trevc` does, eigenvectors of the triangle that `Z` and the balancing map back. As
//! `?geev` returns them, each right vector `v` (`A v = λ v`) and left vector `u`
//! (`uᴴ A = λ uᴴ`) has unit 2-norm and its largest component real: positive for a complex
//! matrix (`zgeev`); for a real one with the sign `dgeev`'s computation gives it (the
//! vector's coordinate along its Schur vector scaled as `?trevc` leaves it, then `?lartg`'s
//! rotation for a complex pair). So where the vectors are unique (distinct eigenvalues) they
//! are LAPACK's, except that a real matrix's vector can come out negated where LAPACK's QR
//! iteration deflated differently by a rounding (36 of 40 random and badly scaled matrices
//! matched exactly). For a real matrix the eigenvalues come as `(wr, wi)` with each
//! conjugate pair's positive imaginary part first, the pair's vectors conjugate to each
//! other and a real eigenvalue's vector real.

use super::qr::reflector;
use super::schur::{schur_eigenvalues, similarity, SchurField};
use super::spectral::make_largest_positive;
use super::{batch_dims_with, info, matrices, option, store_as, values_as, Scalar};
use crate::linalg::factor::{load, Values};
use crate::util::array;
use kiln_hlo::{ArrayLiteral, Instruction, Literal, PrimitiveType};
use num_complex::Complex64;

pub(super) fn geev(instr: &Instruction, ops: &[&Literal]) -> Result<Literal, String> {
    let [a] = ops else {
        return Err(format!("takes 1 operand, got {}", ops.len()));
    };
    let a = array(a)?;
    let left = option(instr, "compute_left")? == 'V';
    let right = option(instr, "compute_right")? == 'V';
    match load(a, "geev")? {
        Values::Real(_) => geev_typed::<f64>(a, left, right),
        Values::Complex(_) => geev_typed::<Complex64>(a, left, right),
    }
}

/// Real: `(wr, wi, vl, vr, info)` with complex vectors; complex: `(w, vl, vr, info)`.
/// Vectors not asked for are zero.
fn geev_typed<T: SchurField>(a: &ArrayLiteral, left: bool, right: bool) -> Result<Literal, String> {
    let (batch, n, n2) = matrices(a, "geev")?;
    if n != n2 {
        return Err(format!("needs square matrices, got {:?}", a.dims));
    }
    let values: Vec<T> = values_as(a, "geev")?;
    let (mut w_all, mut vl_all, mut vr_all, mut infos) = (vec![], vec![], vec![], vec![]);
    let zeros = vec![Complex64::new(0.0, 0.0); n * n];
    for b in 0..batch {
        let (schur, balance) = T::schur(&values[b * n * n..(b + 1) * n * n], n, true);
        let w = schur_eigenvalues(&schur.t, n);
        let (t, z) = complex_schur(&schur.t, &schur.z, n, &w);
        let real_input = !a.ty.is_complex();
        let vectors = |is_left: bool| {
            let mut v = eigenvectors(&t, &z, n, is_left);
            if real_input {
                scale_as_trevc(&mut v, &schur.t, &schur.z, n, &w, is_left);
            }
            balance.undo(&mut v, n, is_left);
            normalize_columns(&mut v, n, real_input.then_some(&w[..]));
            if real_input {
                make_real_or_conjugate(&mut v, n, &w);
            }
            v
        };
        vl_all.extend(if left { vectors(true) } else { zeros.clone() });
        vr_all.extend(if right { vectors(false) } else { zeros.clone() });
        w_all.extend(w);
        infos.push(schur.info);
    }
    let batch_dims = &a.dims[..a.dims.len() - 2];
    let w_dims = batch_dims_with(a, &[n]);
    let vector_type = match a.ty {
        PrimitiveType::F32 | PrimitiveType::C64 => PrimitiveType::C64,
        _ => PrimitiveType::C128,
    };
    let mut parts = Vec::new();
    if a.ty.is_complex() {
        parts.push(store_as(w_all, a.ty, w_dims)?);
    } else {
        let (re, im): (Vec<f64>, Vec<f64>) = w_all.iter().map(|w| (w.re, w.im)).unzip();
        parts.push(store_as(re, a.ty, w_dims.clone())?);
        parts.push(store_as(im, a.ty, w_dims)?);
    }
    parts.push(store_as(vl_all, vector_type, a.dims.clone())?);
    parts.push(store_as(vr_all, vector_type, a.dims.clone())?);
    parts.push(info(infos, batch_dims)?);
    Ok(Literal::Tuple(parts))
}

/// The complex triangular Schur form of a Schur form `(t, z)` whose eigenvalues are `w`:
/// each 2×2 block of a real one is rotated so that its eigenvalue with the positive
/// imaginary part comes first (`rsf2csf`).
fn complex_schur<T: Scalar>(
    t: &[T],
    z: &[T],
    n: usize,
    w: &[Complex64],
) -> (Vec<Complex64>, Vec<Complex64>) {
    let complex =
        |x: &[T]| -> Vec<Complex64> { x.iter().map(|v| Complex64::new(v.re(), v.im())).collect() };
    let (mut t, mut z) = (complex(t), complex(z));
    for k in 0..n.saturating_sub(1) {
        if t[(k + 1) * n + k] == Complex64::new(0.0, 0.0) {
            continue;
        }
        // The block's eigenvector for w[k]: (b, w[k] - a), b != 0 in standard form.
        let (a, b) = (t[k * n + k], t[k * n + k + 1]);
        let (_, tau, tail) = reflector(b, &[w[k] - a]);
        let v = [Complex64::new(1.0, 0.0), tail[0]];
        similarity(&mut t, &mut z, n, k, &v, tau, k, k + 1);
        t[(k + 1) * n + k] = Complex64::new(0.0, 0.0);
    }
    (t, z)
}

/// The right (or left) eigenvectors of `B = Z T Zᴴ` with `T` upper triangular, in the
/// columns of a row-major `n × n` matrix, not normalized. A denominator `T[i, i] - λ`
/// smaller than `ulp |λ|` is replaced by it, as `?trevc` does, so repeated eigenvalues
/// still give finite vectors.
fn eigenvectors(t: &[Complex64], z: &[Complex64], n: usize, left: bool) -> Vec<Complex64> {
    let zero = Complex64::new(0.0, 0.0);
    let mut out = vec![zero; n * n];
    for k in 0..n {
        let lambda = t[k * n + k];
        let smin = (f64::EPSILON * (lambda.re.abs() + lambda.im.abs())).max(f64::MIN_POSITIVE);
        let denominator = |i: usize| {
            let d = t[i * n + i] - lambda;
            if d.re.abs() + d.im.abs() < smin {
                Complex64::new(smin, 0.0)
            } else {
                d
            }
        };
        let mut x = vec![zero; n];
        x[k] = Complex64::new(1.0, 0.0);
        if left {
            // x T = λ x with x zero before k.
            for i in k + 1..n {
                let s: Complex64 = (k..i).map(|j| x[j] * t[j * n + i]).sum();
                x[i] = -s / denominator(i);
            }
        } else {
            // T x = λ x with x zero after k.
            for i in (0..k).rev() {
                let s: Complex64 = (i + 1..=k).map(|j| t[i * n + j] * x[j]).sum();
                x[i] = -s / denominator(i);
            }
        }
        // Right: v = Z x; left: u = Z xᴴ.
        for r in 0..n {
            out[r * n + k] = (0..n)
                .map(|j| z[r * n + j] * if left { x[j].conj() } else { x[j] })
                .sum();
        }
    }
    out
}

/// For a real matrix, scales each vector (of the balanced matrix) as `?trevc` leaves it:
/// its coordinate along Schur vector `k` (its eigenvalue's position) is 1 for a real
/// eigenvalue, and for a pair's first vector (`wr + i wi` of the standardized block
/// `[[a, b], [c, a]]`) `1`, or `-wi / c` when `|b| < |c|` (right), or `wi / b`, or 1 when
/// `|b| < |c|` (left). This fixes the sign (and a pair's phase) that `?geev`'s normalization
/// keeps.
fn scale_as_trevc<T: Scalar>(
    v: &mut [Complex64],
    t: &[T],
    z: &[T],
    n: usize,
    w: &[Complex64],
    left: bool,
) {
    for k in 0..n {
        let target = if w[k].im == 0.0 {
            1.0
        } else if w[k].im > 0.0 {
            let (b, c, wi) = (t[k * n + k + 1].re(), t[(k + 1) * n + k].re(), w[k].im);
            match (b.abs() >= c.abs(), left) {
                (true, false) | (false, true) => 1.0,
                (false, false) => -wi / c,
                (true, true) => wi / b,
            }
        } else {
            // The pair's second vector is the first's conjugate.
            continue;
        };
        let along: Complex64 = (0..n).map(|r| v[r * n + k] * z[r * n + k].re()).sum();
        if along != Complex64::new(0.0, 0.0) {
            let f = target / along;
            for r in 0..n {
                v[r * n + k] *= f;
            }
        }
    }
}

/// Scales each column of the row-major `n × n` `v` to unit 2-norm and makes its largest
/// component real as `?geev` does: for a complex matrix (`pairs` None) positive, as
/// `zgeev` does; for a real one (`pairs` its eigenvalues) only the first vector of a
/// complex pair is rotated, keeping the sign of that component's real part (`?lartg`), and
/// a real eigenvalue's vector keeps its sign.
fn normalize_columns(v: &mut [Complex64], n: usize, pairs: Option<&[Complex64]>) {
    for k in 0..n {
        let norm = (0..n).map(|r| v[r * n + k].norm_sqr()).sum::<f64>().sqrt();
        if norm > 0.0 {
            for r in 0..n {
                v[r * n + k] /= norm;
            }
        }
        match pairs {
            None => {
                make_largest_positive(v, n, n, k);
            }
            Some(w) if w[k].im > 0.0 => {
                // The first component of largest modulus, as `i?amax` picks it.
                let largest = (0..n)
                    .max_by(|&i, &j| {
                        let (a, b) = (v[i * n + k].norm_sqr(), v[j * n + k].norm_sqr());
                        a.total_cmp(&b).then(j.cmp(&i))
                    })
                    .unwrap_or(0);
                let x = v[largest * n + k];
                let sign = if x.re == 0.0 { 1.0 } else { x.re.signum() };
                let f = x.conj() / x.norm() * sign;
                for r in 0..n {
                    v[r * n + k] *= f;
                }
                v[largest * n + k] = Complex64::new(sign * x.norm(), 0.0);
            }
            Some(_) => {}
        }
    }
}

/// For a real matrix: a real eigenvalue's vector made exactly real, and the second vector of
/// each conjugate pair made exactly the conjugate of the first, as LAPACK builds them.
fn make_real_or_conjugate(v: &mut [Complex64], n: usize, w: &[Complex64]) {
    for k in 0..n {
        if w[k].im == 0.0 {
            for r in 0..n {
                v[r * n + k].im = 0.0;
            }
        } else if w[k].im < 0.0 && k > 0 {
            for r in 0..n {
                v[r * n + k] = v[r * n + k - 1].conj();
            }
        }
    }
}
