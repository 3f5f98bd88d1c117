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
