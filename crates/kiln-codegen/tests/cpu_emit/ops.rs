//! Every op on every type, as a one-op elementwise kernel: the JIT's vector and scalar forms
//! against `kir_eval` (bit for bit, except the f32 transcendentals, which are inline
//! approximations with the bounds of `math.rs`), and the same set of kernels accepted.

use crate::harness::*;
use kiln_codegen::cpu::compile_kernel;
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;
use kiln_codegen::kir_eval::validate;

const N: i64 = 37;

/// Checks a kernel that `kir_eval` accepts; a kernel it rejects must be rejected here too.
fn check_op(k: Kernel, seed: u64, tol: Tol) -> bool {
    if validate(&k).is_err() {
        assert!(
            compile_kernel(&k).is_err(),
            "accepted an invalid kernel: {k:?}"
        );
        return false;
    }
    check_vector_and_scalar(&k, seed, tol);
    true
}

/// The tolerance for `op` on compute type `t` (see math.rs for the measured bounds).
fn unary_tol(op: UnaryOp, t: ScalarType) -> Tol {
    use UnaryOp::*;
    match (op, t.compute_type()) {
        (Rsqrt, ScalarType::F32) => Tol::Ulp(1),
        (Cbrt | Exp | Expm1 | Log | Log1p | Tanh | Erf, ScalarType::F32) => Tol::Ulp(2),
        (Logistic | Sin | Cos, ScalarType::F32) => Tol::Ulp(3),
        // The f64 helper uses libm's erf, the oracle its own series.
        (Erf, ScalarType::F64) => Tol::Ulp(4),
        // Kiln's own f64 tanh and log1p (`wide::tanh_f64`, `wide::log1p_f64`), within 2 ulp
        // of libm's.
        (Tanh | Log1p, ScalarType::F64) => Tol::Ulp(2),
        _ => Tol::Exact,
    }
}

#[test]
fn unary_ops_on_every_type() {
    let mut checked = 0;
    for (s, op) in UnaryOp::ALL.iter().enumerate() {
        for (u, &t) in ScalarType::ALL.iter().enumerate() {
            let out = if *op == UnaryOp::IsFinite {
                ScalarType::Pred
            } else {
                t
            };
            let k = elementwise(&[t], out, N, 4, |a| un(*op, a[0].clone()));
            checked += check_op(k, (s * 100 + u) as u64, unary_tol(*op, t)) as usize;
        }
    }
    assert!(checked >= 130, "only {checked} unary kernels were valid");
}

#[test]
fn binary_ops_on_every_type() {
    let mut checked = 0;
    for (s, op) in BinaryOp::ALL.iter().enumerate() {
        for (u, &t) in ScalarType::ALL.iter().enumerate() {
            let k = elementwise(&[t, t], t, N, 4, |a| bin(*op, a[0].clone(), a[1].clone()));
            let tol = match (op, t.compute_type()) {
                (BinaryOp::Atan2, ScalarType::F32) => Tol::Ulp(4),
                (BinaryOp::Pow, ScalarType::F32) => Tol::Ulp(1),
                _ => Tol::Exact,
            };
            checked += check_op(k, (s * 100 + u) as u64, tol) as usize;
        }
    }
    assert!(checked > 120, "only {checked} binary kernels were valid");
}

#[test]
fn comparisons_on_every_type() {
    use CmpOp::*;
    for (s, op) in [Eq, Ne, Lt, Le, Gt, Ge].into_iter().enumerate() {
        for total_order in [false, true] {
            for (u, &t) in ScalarType::ALL.iter().enumerate() {
                let k = elementwise(&[t, t], ScalarType::Pred, N, 4, |a| Expr::Cmp {
                    op,
                    total_order,
                    lhs: Box::new(a[0].clone()),
                    rhs: Box::new(a[1].clone()),
                });
                check_op(k, (s * 100 + u) as u64, Tol::Exact);
            }
        }
    }
}

/// Comparing a value with itself exercises equal operands (NaN included).
#[test]
fn comparisons_with_equal_operands() {
    for t in [
        ScalarType::F32,
        ScalarType::F64,
        ScalarType::S32,
        ScalarType::Pred,
    ] {
        for total_order in [false, t.is_float()] {
            let k = elementwise(&[t], ScalarType::Pred, N, 4, |a| Expr::Cmp {
                op: CmpOp::Le,
                total_order,
                lhs: Box::new(a[0].clone()),
                rhs: Box::new(a[0].clone()),
            });
            check_op(k, 7, Tol::Exact);
        }
    }
}

#[test]
fn select_on_every_type() {
    for (u, &t) in ScalarType::ALL.iter().enumerate() {
        let k = elementwise(&[ScalarType::Pred, t, t], t, N, 4, |a| {
            Expr::Select(
                Box::new(a[0].clone()),
                Box::new(a[1].clone()),
                Box::new(a[2].clone()),
            )
        });
        check_op(k, u as u64, Tol::Exact);
    }
}

#[test]
fn conversions_between_every_pair() {
    let mut checked = 0;
    for (s, &from) in ScalarType::ALL.iter().enumerate() {
        for (u, &to) in ScalarType::ALL.iter().enumerate() {
            let k = elementwise(&[from], to, N, 4, |a| {
                Expr::Convert(to, Box::new(a[0].clone()))
            });
            checked += check_op(k, (s * 100 + u) as u64, Tol::Exact) as usize;
        }
    }
    assert_eq!(checked, 169);
}

/// f64 and integer sources round to f16/bf16 through a nearest-even f32, as XLA:CPU does
/// (two roundings; measured with jax 0.10.2).
#[test]
fn conversion_to_half_rounds_through_f32() {
    for to in [ScalarType::F16, ScalarType::BF16] {
        let k = elementwise(&[ScalarType::F64], to, N, 4, |a| {
            Expr::Convert(to, Box::new(a[0].clone()))
        });
        check_op(k.clone(), 11, Tol::Exact);
        // Above the f16 (bf16) tie only by its f64 tail, which the f32 rounding drops.
        let x = match to {
            ScalarType::F16 => 1.0 + 2f64.powi(-11) + 2f64.powi(-40),
            _ => 1.0 + 2f64.powi(-8) + 2f64.powi(-30),
        };
        let mut bufs = vec![
            x.to_le_bytes().repeat(N as usize),
            vec![0u8; 2 * N as usize],
        ];
        run_jit(&k, &mut bufs, &[(0, N)]).unwrap();
        let want: u16 = if to == ScalarType::F16 {
            0x3c00
        } else {
            0x3f80
        };
        assert_eq!(u16::from_le_bytes([bufs[1][0], bufs[1][1]]), want, "{to:?}");
    }
}

#[test]
fn bitcasts_between_equal_widths() {
    let mut checked = 0;
    for (s, &from) in ScalarType::ALL.iter().enumerate() {
        for (u, &to) in ScalarType::ALL.iter().enumerate() {
            let k = elementwise(&[from], to, N, 4, |a| {
                Expr::Bitcast(to, Box::new(a[0].clone()))
            });
            checked += check_op(k, (s * 100 + u) as u64, Tol::Exact) as usize;
        }
    }
    assert!(checked >= 20, "{checked}");
}

/// Integer division and remainder at the trapping points, and shifts past the width.
#[test]
fn integer_edge_cases_do_not_trap() {
    for t in [
        ScalarType::S8,
        ScalarType::S32,
        ScalarType::S64,
        ScalarType::U32,
    ] {
        let min = match t {
            ScalarType::S8 => i8::MIN as i64,
            ScalarType::S32 => i32::MIN as i64,
            _ => i64::MIN,
        };
        let cases = [
            (min, -1),
            (min, 0),
            (5, 0),
            (-7, 2),
            (7, -2),
            (0, 0),
            (-1, -1),
        ];
        for op in [
            BinaryOp::Div,
            BinaryOp::Rem,
            BinaryOp::Shl,
            BinaryOp::ShrArithmetic,
        ] {
            let mut k = Kernel::new("edges");
            let o = k.add_buffer(buffer("out", t, cases.len() as i64, true));
            for (j, &(a, b)) in cases.iter().enumerate() {
                k.body.push(Stmt::Store {
                    buffer: o,
                    index: i64c(j as i64),
                    value: bin(op, Expr::Int(a, t), Expr::Int(b, t)),
                });
            }
            check_op(k, 1, Tol::Exact);
        }
    }
}

/// Operations on constants and variables rather than loads (other code paths in the
/// vector loop: uniform operands, splats).
#[test]
fn uniform_operands_mix_with_lanes() {
    for t in [ScalarType::F32, ScalarType::S32, ScalarType::U32] {
        let c = if t == ScalarType::F32 {
            Expr::Float(2.5, t)
        } else {
            Expr::Int(3, t)
        };
        for op in [
            BinaryOp::Add,
            BinaryOp::Sub,
            BinaryOp::Max,
            BinaryOp::Shl,
            BinaryOp::Div,
        ] {
            let k = elementwise(&[t], t, N, 4, |a| bin(op, c.clone(), a[0].clone()));
            check_op(k, 3, Tol::Exact);
            let k = elementwise(&[t], t, N, 4, |a| bin(op, a[0].clone(), c.clone()));
            check_op(k, 4, Tol::Exact);
        }
    }
}

/// `a * b + c` rounded once (the lowering emits it where XLA:CPU contracts).
#[test]
fn fused_multiply_add() {
    for t in [
        ScalarType::F32,
        ScalarType::F64,
        ScalarType::F16,
        ScalarType::S32,
    ] {
        let k = elementwise(&[t, t, t], t, N, 4, |a| {
            Expr::Fma(
                Box::new(a[0].clone()),
                Box::new(a[1].clone()),
                Box::new(a[2].clone()),
            )
        });
        check_op(k, 5, Tol::Exact);
    }
    // 1 + 2^-23 squared minus its rounded square: only a fused operation sees the 2^-46.
    let x = 1.0f32 + f32::EPSILON;
    let k = elementwise(&[ScalarType::F32], ScalarType::F32, 5, 4, |a| {
        let sq = mul(a[0].clone(), a[0].clone());
        Expr::Fma(
            Box::new(a[0].clone()),
            Box::new(a[0].clone()),
            Box::new(un(UnaryOp::Neg, sq)),
        )
    });
    let mut bufs = vec![x.to_le_bytes().repeat(5), vec![0u8; 20]];
    run_jit(&k, &mut bufs, &[(0, 5)]).unwrap();
    let got = f32::from_le_bytes(bufs[1][..4].try_into().unwrap());
    assert_eq!(got, 2f32.powi(-46));
}
