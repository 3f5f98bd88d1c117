//! `?geev`, `?gees`, `?gehrd` and the balancing before them, against the identities their
//! results must satisfy and LAPACK's own results where those are unique.

use super::*;

/// A real 4×4 with the complex pair 1 ± 2i and the real eigenvalues 3 and -1, hidden by
/// the reflection `H = I - 2 u uᵀ / uᵀu` (its own inverse): `H D H`.
fn real_with_pair() -> Vec<C> {
    let d = [
        1.0, -2.0, 0.5, 0.0, 2.0, 1.0, 0.3, 0.1, 0.0, 0.0, 3.0, 0.7, 0.0, 0.0, 0.0, -1.0,
    ];
    let d: Vec<C> = d.iter().map(|&x| c(x, 0.0)).collect();
    let u = [1.0, 2.0, -1.0, 0.5];
    let uu: f64 = u.iter().map(|x| x * x).sum();
    let h: Vec<C> = (0..16)
        .map(|idx| {
            let (i, j) = (idx / 4, idx % 4);
            c(f64::from(u8::from(i == j)) - 2.0 * u[i] * u[j] / uu, 0.0)
        })
        .collect();
    matmul(&matmul(&h, &d, 4, 4, 4), &h, 4, 4, 4)
}

/// `dgeev`'s right and left vectors of `real_with_pair()` (eigenvalues 3, 1 + 2i, 1 - 2i,
/// -1 in that order).
const LAPACK_VR: [C; 16] = [
    c(-0.221345352, 0.0),
    c(-0.660302961, 0.0),
    c(-0.660302961, 0.0),
    c(-0.184680733, 0.0),
    c(-0.540631126, 0.0),
    c(0.193850411, -0.454336900),
    c(0.193850411, 0.454336900),
    c(-0.422275056, 0.0),
    c(-0.807029072, 0.0),
    c(0.145387808, 0.484626026),
    c(0.145387808, -0.484626026),
    c(0.022248319, 0.0),
    c(-0.086187571, 0.0),
    c(-0.072693904, -0.242313013),
    c(-0.072693904, 0.242313013),
    c(0.887176316, 0.0),
];
const LAPACK_VL: [C; 16] = [
    c(-0.287628896, 0.0),
    c(-0.678417380, 0.0),
    c(-0.678417380, 0.0),
    c(-0.16, 0.0),
    c(-0.575257793, 0.0),
    c(0.113538003, -0.534379266),
    c(0.113538003, 0.534379266),
    c(-0.32, 0.0),
    c(-0.697401571, 0.0),
    c(0.119642539, 0.386180296),
    c(0.119642539, -0.386180296),
    c(0.16, 0.0),
    c(-0.316194780, 0.0),
    c(-0.090182973, -0.264036463),
    c(-0.090182973, 0.264036463),
    c(0.92, 0.0),
];

#[test]
fn geev_returns_eigenpairs_normalized_as_lapack_does() {
    let n = 4;
    let cases = [
        (PrimitiveType::F32, 's', real_with_pair()),
        (PrimitiveType::F64, 'd', real_with_pair()),
        (PrimitiveType::C64, 'c', sample(PrimitiveType::C64, 16, 5)),
        (PrimitiveType::C128, 'z', sample(PrimitiveType::C128, 16, 5)),
    ];
    for (ty, letter, a) in cases {
        let vty = if matches!(ty, PrimitiveType::F32 | PrimitiveType::C64) {
            "c64"
        } else {
            "c128"
        };
        let shape = if ty.is_complex() {
            format!("({ty}[2,4], {vty}[2,4,4], {vty}[2,4,4], s32[2])")
        } else {
            format!("({ty}[2,4], {ty}[2,4], {vty}[2,4,4], {vty}[2,4,4], s32[2])")
        };
        // A batch of two: the matrix and its transpose.
        let batch: Vec<C> = a
            .iter()
            .copied()
            .chain((0..16).map(|idx| a[(idx % 4) * 4 + idx / 4]))
            .collect();
        let parts = tuple(call(
            &format!("lapack_{letter}geev_ffi"),
            "compute_left = 86 : ui8, compute_right = 86 : ui8",
            &shape,
            &[literal(ty, &[2, 4, 4], &batch)],
        ));
        let w_all: Vec<C> = if ty.is_complex() {
            cvalues(&parts[0])
        } else {
            let (re, im) = (cvalues(&parts[0]), cvalues(&parts[1]));
            re.iter().zip(&im).map(|(r, i)| c(r.re, i.re)).collect()
        };
        let k = parts.len();
        let (vl_all, vr_all) = (cvalues(&parts[k - 3]), cvalues(&parts[k - 2]));
        assert_eq!(cvalues(&parts[k - 1]), [c(0.0, 0.0); 2], "info");
        for b in 0..2 {
            let m = &batch[b * 16..(b + 1) * 16];
            let w = &w_all[b * 4..(b + 1) * 4];
            let (vl, vr) = (&vl_all[b * 16..(b + 1) * 16], &vr_all[b * 16..(b + 1) * 16]);
            let vw: Vec<C> = (0..16).map(|idx| vr[idx] * w[idx % n]).collect();
            near(&matmul(m, vr, n, n, n), &vw, ty, "A V = V diag(w)");
            let wu: Vec<C> = (0..16)
                .map(|idx| adjoint(vl, n, n)[idx] * w[idx / n])
                .collect();
            near(
                &matmul(&adjoint(vl, n, n), m, n, n, n),
                &wu,
                ty,
                "Uᴴ A = diag(w) Uᴴ",
            );
            // A complex matrix's (zgeev's) largest components are positive; a real one's
            // keep dgeev's signs, checked against LAPACK's vectors below.
            assert_normalized(vr, n, ty, ty.is_complex());
            assert_normalized(vl, n, ty, ty.is_complex());
            if !ty.is_complex() && b == 0 {
                // dgeev's own vectors for this matrix (scipy's LAPACK, through jax).
                // To the constants' nine digits.
                let tol = if ty == PrimitiveType::F32 { 2e-5 } else { 5e-9 };
                for (got, want) in [(vr, &LAPACK_VR), (vl, &LAPACK_VL)] {
                    for (g, w) in got.iter().zip(want) {
                        assert!((g - w).norm() < tol, "{got:?} vs LAPACK's {want:?}");
                    }
                }
            }
            if !ty.is_complex() {
                let mut sorted: Vec<(f64, f64)> = w.iter().map(|x| (x.re, x.im)).collect();
                sorted.sort_by(|x, y| x.partial_cmp(y).unwrap());
                let want = [(-1.0, 0.0), (1.0, -2.0), (1.0, 2.0), (3.0, 0.0)];
                for (g, w) in sorted.iter().zip(want) {
                    assert!(
                        (g.0 - w.0).abs() < 1e-5 && (g.1 - w.1).abs() < 1e-5,
                        "{sorted:?}"
                    );
                }
                // Each pair: positive imaginary part first, conjugate vectors; real
                // eigenvalues have real vectors.
                for j in 0..n {
                    if w[j].im > 0.0 {
                        assert_eq!(w[j + 1], w[j].conj());
                        for r in 0..n {
                            assert_eq!(vr[r * n + j + 1], vr[r * n + j].conj());
                        }
                    } else if w[j].im == 0.0 {
                        assert!((0..n).all(|r| vr[r * n + j].im == 0.0));
                    }
                }
            }
        }
    }
}

#[test]
fn geev_leaves_vectors_not_asked_for_zero_and_handles_repeated_eigenvalues() {
    // The identity: every vector is an eigenvector; LAPACK returns the unit vectors.
    let parts = tuple(call(
        "lapack_dgeev_ffi",
        "compute_left = 78 : ui8, compute_right = 86 : ui8",
        "(f64[3], f64[3], c128[3,3], c128[3,3], s32[])",
        &[literal(PrimitiveType::F64, &[3, 3], &eye(3))],
    ));
    near(
        &cvalues(&parts[0]),
        &[c(1.0, 0.0); 3],
        PrimitiveType::F64,
        "eigenvalues",
    );
    assert!(
        cvalues(&parts[2]).iter().all(|x| x.norm() == 0.0),
        "no left vectors"
    );
    near(
        &cvalues(&parts[3]),
        &eye(3),
        PrimitiveType::F64,
        "right vectors",
    );
}

#[test]
fn gees_returns_a_standardized_real_schur_form() {
    for (ty, letter) in [(PrimitiveType::F32, 's'), (PrimitiveType::F64, 'd')] {
        let a = real_with_pair();
        let parts = tuple(call(
            &format!("lapack_{letter}gees_ffi"),
            "mode = 86 : ui8, sort = 78 : ui8",
            &format!("({ty}[4,4], {ty}[4,4], {ty}[4], {ty}[4], s32[], s32[])"),
            &[literal(ty, &[4, 4], &a)],
        ));
        let (t, z) = (cvalues(&parts[0]), cvalues(&parts[1]));
        near(
            &matmul(&matmul(&z, &t, 4, 4, 4), &adjoint(&z, 4, 4), 4, 4, 4),
            &a,
            ty,
            "Z T Zᵀ = A",
        );
        near(
            &matmul(&adjoint(&z, 4, 4), &z, 4, 4, 4),
            &eye(4),
            ty,
            "Zᵀ Z = I",
        );
        let (wr, wi) = (cvalues(&parts[2]), cvalues(&parts[3]));
        // Quasi-triangular; the one 2×2 block has equal diagonal entries and off-diagonal
        // ones of opposite signs, and wr, wi read it with the positive part first.
        let mut blocks = 0;
        for i in 0..4 {
            for j in 0..i {
                if i > j + 1 {
                    assert_eq!(t[i * 4 + j], c(0.0, 0.0));
                } else if t[i * 4 + j] != c(0.0, 0.0) {
                    blocks += 1;
                    assert_eq!(t[j * 4 + j], t[i * 4 + i]);
                    assert!(t[j * 4 + i].re * t[i * 4 + j].re < 0.0);
                    assert!(wi[j].re > 0.0 && wi[i].re == -wi[j].re && wr[j] == t[j * 4 + j]);
                    near(&[c(wr[j].re, wi[j].re)], &[c(1.0, 2.0)], ty, "the pair");
                }
            }
        }
        assert_eq!(blocks, 1);
        assert_eq!(cvalues(&parts[5]), [c(0.0, 0.0)], "info");
    }
}

#[test]
fn complex_gees_returns_a_triangular_schur_form() {
    let a = sample(PrimitiveType::C128, 25, 2);
    let parts = tuple(call(
        "lapack_zgees_ffi",
        "mode = 86 : ui8, sort = 78 : ui8",
        "(c128[5,5], c128[5,5], c128[5], s32[], s32[])",
        &[literal(PrimitiveType::C128, &[5, 5], &a)],
    ));
    let (t, z, w) = (cvalues(&parts[0]), cvalues(&parts[1]), cvalues(&parts[2]));
    let ty = PrimitiveType::C128;
    near(
        &matmul(&matmul(&z, &t, 5, 5, 5), &adjoint(&z, 5, 5), 5, 5, 5),
        &a,
        ty,
        "Z T Zᴴ = A",
    );
    near(
        &matmul(&adjoint(&z, 5, 5), &z, 5, 5, 5),
        &eye(5),
        ty,
        "Zᴴ Z = I",
    );
    for i in 0..5 {
        assert!((0..i).all(|j| t[i * 5 + j] == c(0.0, 0.0)), "triangular");
        assert_eq!(w[i], t[i * 5 + i]);
    }
}

#[test]
fn gehrd_reduces_to_hessenberg_form_with_lapacks_reflectors() {
    let n = 5;
    for (ty, letter) in [(PrimitiveType::F32, 's'), (PrimitiveType::C128, 'z')] {
        let a = sample(ty, n * n, 4);
        let parts = tuple(call(
            &format!("lapack_{letter}gehrd_ffi"),
            "high = 5 : i32, low = 1 : i32",
            &format!("({ty}[5,5], {ty}[4], s32[])"),
            &[literal(ty, &[5, 5], &a)],
        ));
        let (packed, tau) = (cvalues(&parts[0]), cvalues(&parts[1]));
        let q = reflectors_product(&packed, &tau, n, 1);
        let h: Vec<C> = (0..n * n)
            .map(|idx| {
                if idx / n <= idx % n + 1 {
                    packed[idx]
                } else {
                    c(0.0, 0.0)
                }
            })
            .collect();
        near(
            &matmul(&matmul(&q, &h, n, n, n), &adjoint(&q, n, n), n, n, n),
            &a,
            ty,
            "Q H Qᴴ = A",
        );
        // The subdiagonal is ?larfg's beta: real.
        assert!((0..n - 1).all(|i| packed[(i + 1) * n + i].im == 0.0));
    }
}

#[test]
fn geev_orders_eigenvalues_as_lapack_after_balancing() {
    // LAPACK's dgeev order (scipy's, through jax): a badly scaled matrix, one whose
    // eigenvalues the permutation isolates, and a lower-triangular-like one.
    // (row-major matrix, eigenvalues as (re, im) in LAPACK's order)
    type Case<'a> = (&'a [f64], &'a [(f64, f64)]);
    let cases: [Case; 3] = [
        (
            &[
                1.0, 200.0, 0.0, 3.0, 0.01, 2.0, 5.0, 0.0, 0.0, 0.5, -3.0, 40.0, 2.0, 0.0, 0.03,
                1.0,
            ],
            &[
                (-16.85311243, 0.0),
                (0.25187777, 16.53412332),
                (0.25187777, -16.53412332),
                (17.34935689, 0.0),
            ],
        ),
        (
            &[
                4.0, 0.0, 0.0, 0.0, 1.0, 2.0, 0.0, 3.0, 5.0, 1.0, -1.0, 2.0, 0.0, 0.0, 0.0, 7.0,
            ],
            &[(-1.0, 0.0), (2.0, 0.0), (4.0, 0.0), (7.0, 0.0)],
        ),
        (
            &[1.0, 2.0, 0.0, 0.0, 3.0, 0.0, 4.0, 5.0, 6.0],
            &[(6.0, 0.0), (1.0, 0.0), (3.0, 0.0)],
        ),
    ];
    for (a, want) in cases {
        let n = want.len();
        let a: Vec<C> = a.iter().map(|&x| c(x, 0.0)).collect();
        let shape = format!("(f64[{n}], f64[{n}], c128[{n},{n}], c128[{n},{n}], s32[])");
        let parts = tuple(call(
            "lapack_dgeev_ffi",
            "compute_left = 78 : ui8, compute_right = 86 : ui8",
            &shape,
            &[literal(PrimitiveType::F64, &[n as i64, n as i64], &a)],
        ));
        let (wr, wi, vr) = (cvalues(&parts[0]), cvalues(&parts[1]), cvalues(&parts[3]));
        let w: Vec<C> = wr.iter().zip(&wi).map(|(r, i)| c(r.re, i.re)).collect();
        let want: Vec<C> = want.iter().map(|&(r, i)| c(r, i)).collect();
        for (g, x) in w.iter().zip(&want) {
            assert!(
                (g - x).norm() < 1e-7 * (1.0 + x.norm()),
                "{w:?} vs {want:?}"
            );
        }
        let vw: Vec<C> = (0..n * n).map(|idx| vr[idx] * w[idx % n]).collect();
        near(
            &matmul(&a, &vr, n, n, n),
            &vw,
            PrimitiveType::F64,
            "A V = V diag(w)",
        );
    }
}
