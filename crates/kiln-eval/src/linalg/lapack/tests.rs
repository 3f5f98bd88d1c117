//! The LAPACK routines against hand-worked answers and the identities they must satisfy.

use super::identity;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};

fn f32s(dims: &[i64], v: &[f32]) -> Literal {
    Literal::Array(
        ArrayLiteral::new(
            PrimitiveType::F32,
            dims.to_vec(),
            ArrayData::F32(v.to_vec()),
        )
        .unwrap(),
    )
}

fn call(target: &str, config: &str, shape: &str, ops: &[Literal]) -> Literal {
    let params: Vec<String> = ops
        .iter()
        .enumerate()
        .map(|(i, l)| format!("  p{i} = {} parameter({i})", l.shape()))
        .collect();
    let names: Vec<String> = (0..ops.len()).map(|i| format!("p{i}")).collect();
    let text = format!(
        "HloModule m\nENTRY e {{\n{}\n  ROOT r = {shape} custom-call({}), custom_call_target=\"{target}\", api_version=API_VERSION_TYPED_FFI, backend_config={{{config}}}\n}}\n",
        params.join("\n"),
        names.join(", ")
    );
    let module = kiln_hlo::parse_module(&text).expect("parse");
    crate::Evaluator::new(&module).run(ops).expect("run")
}

fn values(l: &Literal) -> Vec<f64> {
    match &l.as_array().unwrap().data {
        ArrayData::F32(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::S32(v) => v.iter().map(|&x| x as f64).collect(),
        other => panic!("{other:?}"),
    }
}

fn close(got: &[f64], want: &[f64]) {
    assert_eq!(got.len(), want.len());
    for (g, w) in got.iter().zip(want) {
        assert!(
            (g - w).abs() <= 1e-5 * (1.0 + w.abs()),
            "{got:?} vs {want:?}"
        );
    }
}

#[test]
fn trsm_solves_on_either_side_with_every_option() {
    // a = [[2, 0], [1, 4]] (lower); b = [[2, 4], [9, 6]].
    let a = f32s(&[2, 2], &[2.0, 0.0, 1.0, 4.0]);
    let b = f32s(&[2, 2], &[2.0, 4.0, 9.0, 6.0]);
    let cfg = |side: u8, uplo: u8, trans: u8, diag: u8| {
        format!("diag = {diag} : ui8, side = {side} : ui8, trans_x = {trans} : ui8, uplo = {uplo} : ui8")
    };
    let solve = |c: String| {
        values(&call(
            "lapack_strsm_ffi",
            &c,
            "f32[2,2]",
            &[a.clone(), b.clone()],
        ))
    };
    // a x = b: x0 = b0 / 2, x1 = (b1 - x0) / 4.
    close(&solve(cfg(b'L', b'L', b'N', b'N')), &[1.0, 2.0, 2.0, 1.0]);
    // a^T x = b with a^T = [[2, 1], [0, 4]]: x1 = b1 / 4, x0 = (b0 - x1) / 2.
    close(
        &solve(cfg(b'L', b'L', b'T', b'N')),
        &[-0.125, 1.25, 2.25, 1.5],
    );
    // unit diagonal: [[1, 0], [1, 1]] x = b.
    close(&solve(cfg(b'L', b'L', b'N', b'U')), &[2.0, 4.0, 7.0, 2.0]);
    // x a = b: x = b a^-1, a^-1 = [[0.5, 0], [-0.125, 0.25]].
    close(&solve(cfg(b'R', b'L', b'N', b'N')), &[0.5, 1.0, 3.75, 1.5]);
    // The upper triangle of [[2, 3], [1, 4]] read with uplo U: [[2, 3], [0, 4]] x = b.
    let upper = f32s(&[2, 2], &[2.0, 3.0, 1.0, 4.0]);
    let c = cfg(b'L', b'U', b'N', b'N');
    let got = values(&call(
        "lapack_strsm_ffi",
        &c,
        "f32[2,2]",
        &[upper, b.clone()],
    ));
    close(&got, &[-2.375, -0.25, 2.25, 1.5]);
}

/// A routine's result that is not the declared shape is an error naming the custom-call (a
/// mutated module solved `a` against itself into a declared `f32[4,3]`; the interpreter
/// returned the `f32[4,4]` solve and the CPU backend wrote it past its output buffer).
#[test]
fn a_result_other_than_the_declared_shape_is_an_error() {
    let text = "HloModule m\nENTRY e {\n  a = f32[2,2] parameter(0)\n  \
        ROOT r = f32[2,1] custom-call(a, a), custom_call_target=\"lapack_strsm_ffi\", \
        api_version=API_VERSION_TYPED_FFI, backend_config={diag = 78 : ui8, side = 76 : ui8, \
        trans_x = 78 : ui8, uplo = 76 : ui8}\n}\n";
    let module = kiln_hlo::parse_module(text).expect("parse");
    let a = f32s(&[2, 2], &[2.0, 0.0, 1.0, 4.0]);
    let err = crate::Evaluator::new(&module)
        .run(&[a])
        .expect_err("a result of the wrong shape");
    let message = err.to_string();
    assert!(
        message.contains("`r` (custom-call)")
            && message.contains("f32[2,2]")
            && message.contains("declares f32[2,1]"),
        "{message}"
    );
    assert!(err.span.is_known(), "{message}");
}

#[test]
fn potrf_factors_one_triangle_and_reports_failures() {
    // [[4, 2], [2, 5]] = L L^T with L = [[2, 0], [1, 2]].
    let a = f32s(&[2, 2], &[4.0, 2.0, 2.0, 5.0]);
    let out = call(
        "lapack_spotrf_ffi",
        "uplo = 76 : ui8",
        "(f32[2,2], s32[])",
        std::slice::from_ref(&a),
    );
    let Literal::Tuple(parts) = out else { panic!() };
    // The upper triangle keeps the input's 2.
    close(&values(&parts[0]), &[2.0, 2.0, 1.0, 2.0]);
    assert_eq!(values(&parts[1]), [0.0]);
    let out = call(
        "lapack_spotrf_ffi",
        "uplo = 85 : ui8",
        "(f32[2,2], s32[])",
        &[a],
    );
    let Literal::Tuple(parts) = out else { panic!() };
    close(&values(&parts[0]), &[2.0, 1.0, 2.0, 2.0]);
    // Not positive definite at order 2: info 2.
    let bad = f32s(&[2, 2], &[1.0, 2.0, 2.0, 1.0]);
    let out = call(
        "lapack_spotrf_ffi",
        "uplo = 76 : ui8",
        "(f32[2,2], s32[])",
        &[bad],
    );
    let Literal::Tuple(parts) = out else { panic!() };
    assert_eq!(values(&parts[1]), [2.0]);
    // A zero pivot stops it too (LAPACK's `ajj <= 0`), at order 1.
    let zero = f32s(&[2, 2], &[0.0, 0.0, 0.0, 1.0]);
    let out = call(
        "lapack_spotrf_ffi",
        "uplo = 76 : ui8",
        "(f32[2,2], s32[])",
        &[zero],
    );
    let Literal::Tuple(parts) = out else { panic!() };
    assert_eq!(values(&parts[1]), [1.0]);
}

#[test]
fn getrf_pivots_on_the_largest_entry_and_packs_the_factors() {
    // [[1, 2], [3, 4]]: pivot row 2; L = [[1, 0], [1/3, 1]], U = [[3, 4], [0, 2/3]].
    let a = f32s(&[1, 2, 2], &[1.0, 2.0, 3.0, 4.0]);
    let out = call(
        "lapack_sgetrf_ffi",
        "",
        "(f32[1,2,2], s32[1,2], s32[1])",
        &[a],
    );
    let Literal::Tuple(parts) = out else { panic!() };
    close(&values(&parts[0]), &[3.0, 4.0, 1.0 / 3.0, 2.0 / 3.0]);
    assert_eq!(values(&parts[1]), [2.0, 2.0]);
    assert_eq!(values(&parts[2]), [0.0]);
    // A singular matrix reports its first zero pivot.
    let singular = f32s(&[2, 2], &[1.0, 2.0, 2.0, 4.0]);
    let out = call(
        "lapack_sgetrf_ffi",
        "",
        "(f32[2,2], s32[2], s32[])",
        &[singular],
    );
    let Literal::Tuple(parts) = out else { panic!() };
    assert_eq!(values(&parts[2]), [2.0]);
}

#[test]
fn qr_reflectors_rebuild_the_matrix() {
    // [[3, 1], [4, 2], [0, 2]]: the first reflector maps column 0 to (-5, 0, 0).
    let a = f32s(&[3, 2], &[3.0, 1.0, 4.0, 2.0, 0.0, 2.0]);
    let out = call("lapack_sgeqrf_ffi", "", "(f32[3,2], f32[2])", &[a]);
    let Literal::Tuple(parts) = out else { panic!() };
    let packed = values(&parts[0]);
    assert!(
        (packed[0] + 5.0).abs() < 1e-6,
        "beta = -sign(alpha) * norm: {packed:?}"
    );
    let q = call(
        "lapack_sorgqr_ffi",
        "",
        "f32[3,2]",
        &[parts[0].clone(), parts[1].clone()],
    );
    let q = values(&q);
    // Q R = A with R the upper triangle of the packed result, and Q has orthonormal columns.
    let r = [packed[0], packed[1], 0.0, packed[3]];
    let qr: Vec<f64> = (0..6)
        .map(|idx| {
            (0..2)
                .map(|p| q[(idx / 2) * 2 + p] * r[p * 2 + idx % 2])
                .sum()
        })
        .collect();
    close(&qr, &[3.0, 1.0, 4.0, 2.0, 0.0, 2.0]);
    let gram: Vec<f64> = (0..4)
        .map(|idx| {
            (0..3)
                .map(|i| q[i * 2 + idx / 2] * q[i * 2 + idx % 2])
                .sum()
        })
        .collect();
    close(&gram, &[1.0, 0.0, 0.0, 1.0]);
}

#[test]
fn syevd_returns_ascending_eigenvalues_and_signed_vectors() {
    // [[2, 1], [1, 2]]: eigenvalues 1 and 3, vectors (1, -1)/sqrt2 and (1, 1)/sqrt2; only
    // the lower triangle is read (the 9 above it is ignored).
    let a = f32s(&[2, 2], &[2.0, 9.0, 1.0, 2.0]);
    let out = call(
        "lapack_ssyevd_ffi",
        "mode = 86 : ui8, uplo = 76 : ui8",
        "(f32[2,2], f32[2], s32[])",
        &[a],
    );
    let Literal::Tuple(parts) = out else { panic!() };
    close(&values(&parts[1]), &[1.0, 3.0]);
    let h = std::f64::consts::FRAC_1_SQRT_2;
    // Columns are the vectors; the first's largest component (the first of two equal) is
    // positive.
    close(&values(&parts[0]), &[h, h, -h, h]);
    assert_eq!(values(&parts[2]), [0.0]);
}

#[test]
fn gesdd_rebuilds_the_matrix_from_orthonormal_vectors() {
    for (m, n) in [(3usize, 2usize), (2, 3), (3, 3)] {
        let data: Vec<f32> = (0..m * n).map(|i| ((i * 7 % 5) as f32) - 1.5).collect();
        let a = f32s(&[m as i64, n as i64], &data);
        let k = m.min(n);
        let shape = format!("(f32[{m},{n}], f32[{k}], f32[{m},{m}], f32[{n},{n}], s32[])");
        let out = call("lapack_sgesdd_ffi", "mode = 65 : ui8", &shape, &[a]);
        let Literal::Tuple(parts) = out else { panic!() };
        let (s, u, vt) = (values(&parts[1]), values(&parts[2]), values(&parts[3]));
        assert!(s.windows(2).all(|w| w[0] >= w[1]), "descending {s:?}");
        let rebuilt: Vec<f64> = (0..m * n)
            .map(|idx| {
                (0..k)
                    .map(|p| u[(idx / n) * m + p] * s[p] * vt[p * n + idx % n])
                    .sum()
            })
            .collect();
        close(
            &rebuilt,
            &data.iter().map(|&x| x as f64).collect::<Vec<_>>(),
        );
        let gram = |x: &[f64], d: usize| -> Vec<f64> {
            (0..d * d)
                .map(|idx| {
                    (0..d)
                        .map(|i| x[i * d + idx / d] * x[i * d + idx % d])
                        .sum()
                })
                .collect()
        };

        close(&gram(&u, m), &identity(m, m));
        close(&gram(&vt, n), &identity(n, n));
    }
}

// Complex and nonsymmetric routines, checked in both precisions against the identities
// their results must satisfy; the nonsymmetric eigenproblem and the Hessenberg form are in
// `tests/nonsymmetric.rs`.

mod nonsymmetric;

type C = num_complex::Complex64;

const fn c(re: f64, im: f64) -> C {
    C::new(re, im)
}

/// A literal of type `ty` (real types take the real parts).
fn literal(ty: PrimitiveType, dims: &[i64], v: &[C]) -> Literal {
    let values = if ty.is_complex() {
        crate::linalg::factor::Values::Complex(v.to_vec())
    } else {
        crate::linalg::factor::Values::Real(v.iter().map(|x| x.re).collect())
    };
    crate::linalg::factor::store(values, ty, dims.to_vec()).unwrap()
}

fn cvalues(l: &Literal) -> Vec<C> {
    crate::linalg::numeric::complex_values(&l.as_array().unwrap().data)
}

/// Deterministic entries in [-1, 1), imaginary parts zero for real types.
fn sample(ty: PrimitiveType, len: usize, seed: usize) -> Vec<C> {
    let x = |i: usize| (((i * 37 + seed * 11) % 23) as f64 - 11.0) / 11.5;
    (0..len)
        .map(|i| c(x(i), if ty.is_complex() { x(i + 7) } else { 0.0 }))
        .collect()
}

/// The `m × n` product of row-major `m × k` and `k × n` matrices.
fn matmul(a: &[C], b: &[C], m: usize, k: usize, n: usize) -> Vec<C> {
    (0..m * n)
        .map(|idx| {
            (0..k)
                .map(|p| a[(idx / n) * k + p] * b[p * n + idx % n])
                .sum()
        })
        .collect()
}

fn adjoint(a: &[C], m: usize, n: usize) -> Vec<C> {
    (0..n * m)
        .map(|idx| a[(idx % m) * n + idx / m].conj())
        .collect()
}

fn eye(n: usize) -> Vec<C> {
    identity::<C>(n, n)
}

/// Elementwise closeness, scaled to the precision of `ty`.
fn near(got: &[C], want: &[C], ty: PrimitiveType, what: &str) {
    let tol = if matches!(ty, PrimitiveType::F32 | PrimitiveType::C64) {
        2e-5
    } else {
        1e-12
    };
    assert_eq!(got.len(), want.len(), "{what}");
    for (g, w) in got.iter().zip(want) {
        assert!(
            (g - w).norm() <= tol * (1.0 + w.norm()),
            "{what}: {got:?} vs {want:?}"
        );
    }
}

/// Each column of the row-major `n × n` `v` has unit norm and its largest component real
/// (and positive if `positive`).
fn assert_normalized(v: &[C], n: usize, ty: PrimitiveType, positive: bool) {
    for col in 0..n {
        let column: Vec<C> = (0..n).map(|r| v[r * n + col]).collect();
        let norm: f64 = column.iter().map(|x| x.norm_sqr()).sum::<f64>().sqrt();
        near(&[c(norm, 0.0)], &[c(1.0, 0.0)], ty, "unit norm");
        let largest = column.iter().map(|x| x.norm()).fold(0.0, f64::max);
        let first = column
            .iter()
            .find(|x| x.norm() >= largest * (1.0 - 1e-6))
            .unwrap();
        assert!(
            (first.re > 0.0 || !positive) && first.im == 0.0,
            "largest component {first:?} in {column:?}"
        );
    }
}

fn tuple(l: Literal) -> Vec<Literal> {
    let Literal::Tuple(parts) = l else {
        panic!("not a tuple")
    };
    parts
}

#[test]
fn heevd_diagonalizes_hermitian_matrices_in_both_precisions() {
    let n = 4;
    for (ty, letter) in [(PrimitiveType::C64, 'c'), (PrimitiveType::C128, 'z')] {
        // Two Hermitian matrices; the strictly upper triangle holds junk that uplo = L ignores.
        let mut a = sample(ty, 2 * n * n, 1);
        for m in a.chunks_exact_mut(n * n) {
            for i in 0..n {
                m[i * n + i].im = 0.0;
                for j in i + 1..n {
                    m[i * n + j] = c(9.0, 9.0);
                }
            }
        }
        let real = ty.component_type();
        let shape = format!("({}[2,4,4], {}[2,4], s32[2])", ty, real);
        let parts = tuple(call(
            &format!("lapack_{letter}heevd_ffi"),
            "mode = 86 : ui8, uplo = 76 : ui8",
            &shape,
            &[literal(ty, &[2, 4, 4], &a)],
        ));
        let (v_all, w_all) = (cvalues(&parts[0]), cvalues(&parts[1]));
        for b in 0..2 {
            let m: Vec<C> = (0..n * n)
                .map(|idx| {
                    let (i, j) = (idx / n, idx % n);
                    if i >= j {
                        a[b * 16 + idx]
                    } else {
                        a[b * 16 + j * n + i].conj()
                    }
                })
                .collect();
            let (v, w) = (&v_all[b * 16..(b + 1) * 16], &w_all[b * 4..(b + 1) * 4]);
            assert!(w.windows(2).all(|p| p[0].re <= p[1].re), "ascending {w:?}");
            let vw: Vec<C> = (0..n * n).map(|idx| v[idx] * w[idx % n]).collect();
            near(&matmul(&m, v, n, n, n), &vw, ty, "A V = V diag(w)");
            near(
                &matmul(&adjoint(v, n, n), v, n, n, n),
                &eye(n),
                ty,
                "Vᴴ V = I",
            );
            assert_normalized(v, n, ty, true);
        }
    }
}

#[test]
fn complex_gesdd_rebuilds_the_matrix_from_unitary_vectors() {
    for (ty, letter) in [(PrimitiveType::C64, 'c'), (PrimitiveType::C128, 'z')] {
        for (m, n) in [(4usize, 2usize), (2, 3)] {
            let k = m.min(n);
            let a = sample(ty, m * n, m + n);
            let real = ty.component_type();
            let shape =
                format!("({ty}[{m},{n}], {real}[{k}], {ty}[{m},{m}], {ty}[{n},{n}], s32[])");
            let parts = tuple(call(
                &format!("lapack_{letter}gesdd_ffi"),
                "mode = 65 : ui8",
                &shape,
                &[literal(ty, &[m as i64, n as i64], &a)],
            ));
            let (s, u, vt) = (cvalues(&parts[1]), cvalues(&parts[2]), cvalues(&parts[3]));
            assert!(s.windows(2).all(|p| p[0].re >= p[1].re), "descending {s:?}");
            let us: Vec<C> = (0..m * k)
                .map(|idx| u[(idx / k) * m + idx % k] * s[idx % k])
                .collect();
            near(&matmul(&us, &vt[..k * n], m, k, n), &a, ty, "U S Vᴴ = A");
            near(
                &matmul(&adjoint(&u, m, m), &u, m, m, m),
                &eye(m),
                ty,
                "Uᴴ U = I",
            );
            near(
                &matmul(&vt, &adjoint(&vt, n, n), n, n, n),
                &eye(n),
                ty,
                "Vᴴ V = I",
            );
        }
    }
}

#[test]
fn complex_qr_reflectors_rebuild_the_matrix() {
    let (m, n) = (4usize, 3usize);
    for (ty, letter) in [(PrimitiveType::C64, 'c'), (PrimitiveType::C128, 'z')] {
        let a = sample(ty, 2 * m * n, 3);
        let parts = tuple(call(
            &format!("lapack_{letter}geqrf_ffi"),
            "",
            &format!("({ty}[2,4,3], {ty}[2,3])"),
            &[literal(ty, &[2, 4, 3], &a)],
        ));
        let q = cvalues(&call(
            &format!("lapack_{letter}ungqr_ffi"),
            "",
            &format!("{ty}[2,4,3]"),
            &[parts[0].clone(), parts[1].clone()],
        ));
        let packed = cvalues(&parts[0]);
        for b in 0..2 {
            let r: Vec<C> = (0..n * n)
                .map(|idx| {
                    if idx / n <= idx % n {
                        packed[b * 12 + idx]
                    } else {
                        c(0.0, 0.0)
                    }
                })
                .collect();
            // ?larfg leaves a real diagonal with beta = -sign(re alpha) * norm.
            let norm0: f64 = (0..m)
                .map(|i| a[b * 12 + i * n].norm_sqr())
                .sum::<f64>()
                .sqrt();
            let want = -a[b * 12].re.signum() * norm0;
            near(&[r[0]], &[c(want, 0.0)], ty, "beta");
            let q = &q[b * 12..(b + 1) * 12];
            near(
                &matmul(q, &r, m, n, n),
                &a[b * 12..(b + 1) * 12],
                ty,
                "Q R = A",
            );
            near(
                &matmul(&adjoint(q, m, n), q, n, m, n),
                &eye(n),
                ty,
                "Qᴴ Q = I",
            );
        }
    }
}

/// `Q = H_0 .. H_{k-1}` from reflectors whose vectors start `offset` rows below their
/// column (`v` row-major `n × n`, leading 1 implied).
fn reflectors_product(v: &[C], tau: &[C], n: usize, offset: usize) -> Vec<C> {
    let mut q = eye(n);
    for (j, &t) in tau.iter().enumerate() {
        let start = j + offset;
        let mut h = eye(n);
        let vec: Vec<C> = (0..n)
            .map(|i| match i.cmp(&start) {
                std::cmp::Ordering::Less => c(0.0, 0.0),
                std::cmp::Ordering::Equal => c(1.0, 0.0),
                std::cmp::Ordering::Greater => v[i * n + j],
            })
            .collect();
        for idx in 0..n * n {
            h[idx] -= t * vec[idx / n] * vec[idx % n].conj();
        }
        q = matmul(&q, &h, n, n, n);
    }
    q
}

#[test]
fn sytrd_and_hetrd_reduce_to_real_tridiagonal_form_from_either_triangle() {
    let n = 4;
    for (ty, name) in [
        (PrimitiveType::F64, "dsytrd"),
        (PrimitiveType::C64, "chetrd"),
    ] {
        for lower in [true, false] {
            let mut a = sample(ty, n * n, 6);
            for i in 0..n {
                a[i * n + i].im = 0.0;
                for j in 0..i {
                    a[i * n + j] = a[j * n + i].conj();
                }
            }
            let real = ty.component_type();
            let uplo = if lower { 76 } else { 85 };
            let parts = tuple(call(
                &format!("lapack_{name}_ffi"),
                &format!("uplo = {uplo} : ui8"),
                &format!("({ty}[4,4], {real}[4], {real}[3], {ty}[3], s32[])"),
                &[literal(ty, &[4, 4], &a)],
            ));
            let (packed, d, e, tau) = (
                cvalues(&parts[0]),
                cvalues(&parts[1]),
                cvalues(&parts[2]),
                cvalues(&parts[3]),
            );
            let mut t = vec![c(0.0, 0.0); n * n];
            for i in 0..n {
                t[i * n + i] = d[i];
                if i + 1 < n {
                    t[(i + 1) * n + i] = e[i];
                    t[i * n + i + 1] = e[i];
                }
            }
            // Upper: reflector i (LAPACK's H(i)) has its vector in column i + 1 above row i,
            // applied last first; checked through the reversed matrix, where it is the
            // lower case's reflector n - 2 - i.
            let q = if lower {
                reflectors_product(&packed, &tau, n, 1)
            } else {
                let flip =
                    |x: &[C]| -> Vec<C> { (0..n * n).map(|idx| x[n * n - 1 - idx]).collect() };
                let mut rev_tau = tau.clone();
                rev_tau.reverse();
                flip(&reflectors_product(&flip(&packed), &rev_tau, n, 1))
            };
            let rebuilt = matmul(&matmul(&q, &t, n, n, n), &adjoint(&q, n, n), n, n, n);
            near(
                &rebuilt,
                &a,
                ty,
                &format!("{name} lower={lower}: Q T Qᴴ = A"),
            );
        }
    }
}

#[test]
fn gtsv_solves_with_row_interchanges_and_reports_zero_pivots() {
    // Rows: [1 2 0 0], [4 0.5 1 0], [0 -3 2 3], [0 0 2 -1]; dl[0] and du[3] unused.
    let (dl, d, du) = (
        [0.0, 4.0, -3.0, 2.0],
        [1.0, 0.5, 2.0, -1.0],
        [2.0, 1.0, 3.0, 0.0],
    );
    let x = [1.0, -2.0, 0.5, 3.0];
    let b: Vec<f64> = (0..4)
        .map(|i| {
            d[i] * x[i]
                + if i > 0 { dl[i] * x[i - 1] } else { 0.0 }
                + if i < 3 { du[i] * x[i + 1] } else { 0.0 }
        })
        .collect();
    let real = |v: &[f64]| -> Vec<C> { v.iter().map(|&x| c(x, 0.0)).collect() };
    for (ty, letter) in [(PrimitiveType::F32, 's'), (PrimitiveType::C128, 'z')] {
        let parts = tuple(call(
            &format!("lapack_{letter}gtsv_ffi"),
            "",
            &format!("({ty}[4], {ty}[4], {ty}[4], {ty}[4,1], s32[])"),
            &[
                literal(ty, &[4], &real(&dl)),
                literal(ty, &[4], &real(&d)),
                literal(ty, &[4], &real(&du)),
                literal(ty, &[4, 1], &real(&b)),
            ],
        ));
        near(&cvalues(&parts[3]), &real(&x), ty, "solution");
        assert_eq!(cvalues(&parts[4]), [c(0.0, 0.0)]);
    }
    // A zero second row and column: the second pivot is zero.
    let parts = tuple(call(
        "lapack_dgtsv_ffi",
        "",
        "(f64[3], f64[3], f64[3], f64[3,1], s32[])",
        &[
            literal(PrimitiveType::F64, &[3], &real(&[0.0, 0.0, 0.0])),
            literal(PrimitiveType::F64, &[3], &real(&[1.0, 0.0, 1.0])),
            literal(PrimitiveType::F64, &[3], &real(&[0.0, 0.0, 0.0])),
            literal(PrimitiveType::F64, &[3, 1], &real(&[1.0, 1.0, 1.0])),
        ],
    ));
    assert_eq!(cvalues(&parts[4]), [c(2.0, 0.0)]);
}

#[test]
fn eigh_and_svd_of_a_matrix_with_nan_or_infinity_are_nan() {
    // Jacobi stopped at once on a non-finite off-diagonal and returned the diagonal and the
    // identity; LAPACK's results are NaN (gesdd refuses a NaN with info -4).
    for (ty, letter) in [(PrimitiveType::F32, 's'), (PrimitiveType::C128, 'z')] {
        for bad in [f64::NAN, f64::INFINITY] {
            let mut a = sample(ty, 9, 8);
            a[5] = c(bad, 0.0);
            let a = literal(ty, &[3, 3], &a);
            let (real, routine) = (
                ty.component_type(),
                if ty.is_complex() { "heevd" } else { "syevd" },
            );
            let parts = tuple(call(
                &format!("lapack_{letter}{routine}_ffi"),
                "mode = 86 : ui8, uplo = 85 : ui8",
                &format!("({ty}[3,3], {real}[3], s32[])"),
                std::slice::from_ref(&a),
            ));
            assert!(
                cvalues(&parts[0]).iter().all(|x| x.re.is_nan()),
                "{routine} vectors"
            );
            assert!(
                cvalues(&parts[1]).iter().all(|x| x.re.is_nan()),
                "{routine} values"
            );
            let parts = tuple(call(
                &format!("lapack_{letter}gesdd_ffi"),
                "mode = 65 : ui8",
                &format!("({ty}[3,3], {real}[3], {ty}[3,3], {ty}[3,3], s32[])"),
                &[a],
            ));
            for part in &parts[1..4] {
                assert!(cvalues(part).iter().all(|x| x.re.is_nan()), "gesdd {bad}");
            }
            let info = if bad.is_nan() { -4.0 } else { 0.0 };
            assert_eq!(cvalues(&parts[4]), [c(info, 0.0)]);
        }
    }
}

#[test]
fn orgqr_keeps_a_nan_reflector_out_of_the_columns_before_it() {
    // A NaN in column 2 makes reflectors 2 and 3 NaN; Q's columns 0 and 1 do not depend on
    // them (?ung2r never applies H_j left of column j), as XLA:CPU's Q shows.
    let mut a = sample(PrimitiveType::F64, 16, 9);
    a[6] = c(f64::NAN, 0.0);
    let parts = tuple(call(
        "lapack_dgeqrf_ffi",
        "",
        "(f64[4,4], f64[4])",
        &[literal(PrimitiveType::F64, &[4, 4], &a)],
    ));
    let q = cvalues(&call(
        "lapack_dorgqr_ffi",
        "",
        "f64[4,4]",
        &[parts[0].clone(), parts[1].clone()],
    ));
    for (idx, x) in q.iter().enumerate() {
        assert_eq!(x.re.is_nan(), idx % 4 >= 2, "{q:?}");
    }
}
