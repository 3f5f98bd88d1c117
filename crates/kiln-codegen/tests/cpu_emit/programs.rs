//! Tile programs (`cpu::wide::program`): vector loops whose whole body is f32 arithmetic
//! around exp/log/tanh/logistic run as one helper call. Every op a program has (special
//! values included), stores of plain values, several outputs, shared loads, uniform operands,
//! more live values than the helper has slots (the tile passes take over), and extents
//! around the helper's tile: against `kir_eval`, the inline code and the scalar loop, whole
//! and split into parallel pieces. Which other loops become programs (divisions, clamps,
//! roots, streaming, f16/bf16) is `program_loops.rs`.

use crate::harness::*;
use crate::wide::{bytes, check_tiled, exp, f, floats, logistic, run_with, tanh};
use kiln_codegen::cpu::{kernel_clif, wide_helpers_available, Helper};
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

pub(crate) const F32: ScalarType = ScalarType::F32;
pub(crate) const S64: ScalarType = ScalarType::S64;

/// Extents around the helper's 16 lanes and 512-iteration tiles.
pub(crate) const EXTENTS: [i64; 10] = [1, 3, 15, 16, 17, 511, 512, 513, 1041, 2000];

fn fma(a: Expr, b: Expr, c: Expr) -> Expr {
    Expr::Fma(Box::new(a), Box::new(b), Box::new(c))
}

/// The ops a program evaluates besides exp, log, tanh and logistic, applied to `x` and `y`.
fn program_ops(x: &Expr, y: &Expr) -> Vec<(&'static str, Expr)> {
    let (x, y) = (x.clone(), y.clone());
    let mut ops = vec![
        ("neg", un(UnaryOp::Neg, x.clone())),
        ("abs", un(UnaryOp::Abs, x.clone())),
        ("sqrt", un(UnaryOp::Sqrt, x.clone())),
        ("rsqrt", un(UnaryOp::Rsqrt, x.clone())),
        ("erf", un(UnaryOp::Erf, x.clone())),
        ("log1p", un(UnaryOp::Log1p, x.clone())),
        ("expm1", un(UnaryOp::Expm1, x.clone())),
        ("sign", un(UnaryOp::Sign, x.clone())),
        ("fma", fma(x.clone(), y.clone(), f(0.75))),
        (
            "fms",
            fma(x.clone(), y.clone(), un(UnaryOp::Neg, x.clone())),
        ),
        ("fms2", fma(y.clone(), f(0.5), un(UnaryOp::Neg, x.clone()))),
    ];
    for (name, op) in [
        ("add", BinaryOp::Add),
        ("sub", BinaryOp::Sub),
        ("mul", BinaryOp::Mul),
        ("div", BinaryOp::Div),
        ("max", BinaryOp::Max),
        ("min", BinaryOp::Min),
        ("pow", BinaryOp::Pow),
    ] {
        ops.push((name, bin(op, x.clone(), y.clone())));
    }
    for (name, op) in [
        ("select_lt", CmpOp::Lt),
        ("select_le", CmpOp::Le),
        ("select_gt", CmpOp::Gt),
        ("select_ge", CmpOp::Ge),
        ("select_eq", CmpOp::Eq),
        ("select_ne", CmpOp::Ne),
    ] {
        let cond = Expr::Cmp {
            op,
            total_order: false,
            lhs: Box::new(x.clone()),
            rhs: Box::new(y.clone()),
        };
        let chosen = Expr::Select(
            Box::new(cond),
            Box::new(bin(BinaryOp::Mul, x.clone(), f(2.0))),
            Box::new(y.clone()),
        );
        ops.push((name, chosen));
    }
    ops
}

/// `o0[i] = op(x[i], y[i])`, `o1[i] = tanh(x[i])` (the tanh makes the loop a tiled one).
fn op_kernel(n: i64, op: impl Fn(&Expr, &Expr) -> Expr) -> Kernel {
    let mut k = Kernel::new("op");
    let x = k.add_buffer(buffer("x", F32, n, false));
    let y = k.add_buffer(buffer("y", F32, n, false));
    let o0 = k.add_buffer(buffer("o0", F32, n, true));
    let o1 = k.add_buffer(buffer("o1", F32, n, true));
    let i = k.new_var(S64);
    let (lx, ly) = (load(x, var(i)), load(y, var(i)));
    let body = vec![
        Stmt::Store {
            buffer: o0,
            index: var(i),
            value: op(&lx, &ly),
        },
        Stmt::Store {
            buffer: o1,
            index: var(i),
            value: tanh(lx),
        },
    ];
    k.body.push(Stmt::Loop {
        var: i,
        extent: n,
        body,
        parallel: true,
        vector_width: 4,
    });
    k
}

#[test]
fn every_op_matches_kir_eval_and_the_inline_code() {
    for n in [7, 515] {
        let names: Vec<&str> = program_ops(&f(0.0), &f(0.0))
            .iter()
            .map(|(name, _)| *name)
            .collect();
        for (j, name) in names.iter().enumerate() {
            let k = op_kernel(n, |x, y| program_ops(x, y).swap_remove(j).1);
            assert!(uses_program(&k) == wide_helpers_available(), "{name}");
            check_tiled(&k, Some(1));
        }
    }
}

/// Every pair of special values through every op: the program and the inline f32x4 code
/// agree bit for bit (max/min of ±0 and NaN, sqrt of negatives, divisions by zero, ...).
#[test]
fn special_value_pairs_are_bit_identical() {
    let specials = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -2.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -f32::NAN,
        f32::MIN_POSITIVE,
        1e-40,
        -1e-40,
        f32::MAX,
        -f32::MAX,
        3.0e38,
    ];
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    for &a in &specials {
        for &b in &specials {
            xs.push(a);
            ys.push(b);
        }
    }
    let n = xs.len() as i64;
    let names: Vec<&str> = program_ops(&f(0.0), &f(0.0))
        .iter()
        .map(|(name, _)| *name)
        .collect();
    for (j, name) in names.iter().enumerate() {
        let k = op_kernel(n, |x, y| program_ops(x, y).swap_remove(j).1);
        let run = |wide: bool| {
            let mut bufs = vec![
                bytes(&xs),
                bytes(&ys),
                vec![0; 4 * xs.len()],
                vec![0; 4 * xs.len()],
            ];
            run_with(&k, &mut bufs, &[(0, n)], wide);
            (floats(&bufs[2]), floats(&bufs[3]))
        };
        let (program, inline) = (run(true), run(false));
        for i in 0..xs.len() {
            for (what, p, q) in [
                ("op", program.0[i], inline.0[i]),
                ("tanh", program.1[i], inline.1[i]),
            ] {
                let same = p.to_bits() == q.to_bits() || (p.is_nan() && q.is_nan());
                assert!(
                    same,
                    "{name} {what}({:e}, {:e}): {p:e} vs {q:e}",
                    xs[i], ys[i]
                );
            }
        }
    }
}

/// Powers run as programs (a loop of nothing but a power and a sign fix-up, as
/// `jnp.power(jnp.abs(x), 1.7)` lowers, included) with the inline code's bits: random bases
/// of both signs over many binades against exponents that are integers (odd and even),
/// halves, small and large fractions, zeros, infinities and NaNs, at extents around the
/// helper's vectors, whole and split.
#[test]
fn powers_run_as_programs_with_the_inline_bits() {
    let mut seed = 0x9e37_79b9_u32;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    let n = 4099;
    let exponents = [
        0.0,
        -0.0,
        1.0,
        2.0,
        3.0,
        -3.0,
        0.5,
        -0.5,
        1.7,
        -2.25,
        1e-3,
        31.0,
        150.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
    ];
    let mut xs = Vec::new();
    let mut ys = Vec::new();
    for i in 0..n {
        // Bases from 2^-40 to 2^40 with random mantissas and signs, some exact specials.
        let r = next();
        let x = match r % 16 {
            0 => [
                0.0,
                -0.0,
                1.0,
                -1.0,
                f32::INFINITY,
                -f32::INFINITY,
                f32::NAN,
            ][i % 7],
            _ => {
                let e = (r >> 4) % 81;
                let m = 1.0 + (next() >> 9) as f32 / (1u32 << 23) as f32;
                let v = m * 2f32.powi(e as i32 - 40);
                if r & 0x8000_0000 != 0 {
                    -v
                } else {
                    v
                }
            }
        };
        let y = match next() % 4 {
            0 => exponents[i % exponents.len()],
            1 => (next() % 41) as f32 - 20.0,
            _ => ((next() >> 8) as f32 / (1u32 << 24) as f32 - 0.5) * 16.0,
        };
        xs.push(x);
        ys.push(y);
    }
    let k = op_kernel(n as i64, |x, y| bin(BinaryOp::Pow, x.clone(), y.clone()));
    assert_eq!(uses_program(&k), wide_helpers_available());
    let run = |k: &Kernel, ranges: &[(i64, i64)], wide: bool| {
        let mut bufs = vec![bytes(&xs), bytes(&ys), vec![0; 4 * n], vec![0; 4 * n]];
        run_with(k, &mut bufs, ranges, wide);
        floats(&bufs[2])
    };
    let inline = run(&k, &[(0, n as i64)], false);
    let split = [(0, 17), (17, 1000), (1000, n as i64)];
    for (what, got) in [
        ("whole", run(&k, &[(0, n as i64)], true)),
        ("split", run(&k, &split, true)),
    ] {
        for i in 0..n {
            let (p, q) = (got[i], inline[i]);
            let same = p.to_bits() == q.to_bits() || (p.is_nan() && q.is_nan());
            assert!(
                same,
                "{what}: pow({:e}, {:e}): {p:e} vs {q:e}",
                xs[i], ys[i]
            );
        }
    }
    // A loop with no other reason to be a program: |x| ** 1.7 alone.
    for n in EXTENTS {
        let k = elementwise(&[F32], F32, n, 4, |a| {
            bin(BinaryOp::Pow, un(UnaryOp::Abs, a[0].clone()), f(1.7))
        });
        assert_eq!(uses_program(&k), wide_helpers_available(), "n = {n}");
        check_tiled(&k, Some(1));
    }
}

/// elementwise_chain's body, whose loads are shared by several ops, at every extent.
#[test]
fn the_chain_at_every_extent() {
    for n in EXTENTS {
        let k = elementwise(&[F32, F32], F32, n, 4, |a| {
            let (x, y) = (a[0].clone(), a[1].clone());
            let t = tanh(fma(x.clone(), y.clone(), f(1.0)));
            let d = fma(t, f(0.5), un(UnaryOp::Neg, y));
            let e = exp(un(UnaryOp::Neg, un(UnaryOp::Abs, d)));
            bin(BinaryOp::Max, e, x)
        });
        assert_eq!(uses_program(&k), wide_helpers_available());
        check_tiled(&k, None);
    }
}

/// An unrolled loop's body: 100 dependent `tanh(c * 1.01 + 0.1)` steps (a fori_loop with
/// unroll=100). Programs took 32 steps at most, and longer bodies ran the inline 4-lane code,
/// 8-10x slower (an unroll of 64: 21 ms against XLA's 4); they take up to 256 now. The same
/// bits as the inline and scalar code at every extent.
#[test]
fn long_unrolled_chains_run_as_programs() {
    for n in EXTENTS {
        let k = elementwise(&[F32], F32, n, 4, |a| {
            let mut c = a[0].clone();
            for _ in 0..100 {
                c = tanh(fma(c, f(1.01), f(0.1)));
            }
            c
        });
        assert_eq!(uses_program(&k), wide_helpers_available());
        check_tiled(&k, None);
    }
}

/// A chain whose output has 32 MiB and more (the kernel flags the program for streaming
/// stores, and the helper streams whole ranges of 64K iterations and more from their first
/// line boundary on): the same bits as the inline and scalar code, whole and in pieces; the
/// flag is the header's top bit, set only for the large output.
#[test]
fn large_outputs_stream() {
    let chain = |n: i64| {
        elementwise(&[F32, F32], F32, n, 4, |a| {
            let (x, y) = (a[0].clone(), a[1].clone());
            let t = tanh(fma(x.clone(), y.clone(), f(1.0)));
            let d = fma(t, f(0.5), un(UnaryOp::Neg, y));
            bin(BinaryOp::Max, exp(un(UnaryOp::Neg, un(UnaryOp::Abs, d))), x)
        })
    };
    let flagged = |k: &Kernel| {
        let clif = kernel_clif(k).unwrap();
        clif.lines().any(|l| {
            l.split("iconst.i64 ")
                .nth(1)
                .and_then(|c| c.trim().parse::<i64>().ok())
                .is_some_and(|c| c < 0 && c & 0xffff == 3)
        })
    };
    let large = chain((32 << 20) / 4 + 1037);
    if wide_helpers_available() {
        assert!(flagged(&large) && !flagged(&chain((32 << 20) / 4 - 1)));
    }
    check_tiled(&large, None);
}

/// Stores of a load, a uniform constant and a variable (copies), a variable read by two
/// later statements, and a log of a positive argument.
#[test]
fn plain_values_variables_and_several_outputs() {
    for n in EXTENTS {
        let mut k = Kernel::new("outputs");
        let x = k.add_buffer(buffer("x", F32, n, false));
        let outs: Vec<u32> = (0..4)
            .map(|j| k.add_buffer(buffer(&format!("o{j}"), F32, n, true)))
            .collect();
        let i = k.new_var(S64);
        let (v1, v2) = (k.new_var(F32), k.new_var(F32));
        let store = |b: u32, value: Expr| Stmt::Store {
            buffer: b,
            index: var(i),
            value,
        };
        let body = vec![
            Stmt::Assign {
                var: v1,
                value: load(x, var(i)),
            },
            Stmt::Assign {
                var: v2,
                value: exp(mul(var(v1), f(0.25))),
            },
            store(outs[0], var(v1)),
            store(outs[1], f(2.5)),
            store(outs[2], var(v2)),
            store(
                outs[3],
                add(
                    logistic(var(v2)),
                    un(UnaryOp::Log, add(un(UnaryOp::Abs, var(v1)), f(1.5))),
                ),
            ),
        ];
        k.body.push(Stmt::Loop {
            var: i,
            extent: n,
            body,
            parallel: true,
            vector_width: 4,
        });
        assert_eq!(uses_program(&k), wide_helpers_available());
        check_tiled(&k, Some(8));
    }
}

/// Twelve values alive at once need more scratch than a program has: the loop keeps the
/// tile passes, with the same results.
#[test]
fn more_live_values_than_slots() {
    let mut k = Kernel::new("live");
    let n = 700;
    let x = k.add_buffer(buffer("x", F32, n, false));
    let o = k.add_buffer(buffer("o", F32, n, true));
    let i = k.new_var(S64);
    let vs: Vec<Var> = (0..12).map(|_| k.new_var(F32)).collect();
    let mut body: Vec<Stmt> = vs
        .iter()
        .enumerate()
        .map(|(j, &v)| Stmt::Assign {
            var: v,
            value: exp(mul(load(x, var(i)), f(j as f64 * 0.125))),
        })
        .collect();
    let sum = vs.iter().map(|&v| var(v)).reduce(add).unwrap();
    body.push(Stmt::Store {
        buffer: o,
        index: var(i),
        value: sum,
    });
    k.body.push(Stmt::Loop {
        var: i,
        extent: n,
        body,
        parallel: true,
        vector_width: 4,
    });
    assert!(!uses_program(&k));
    check_tiled(&k, Some(8));
}

/// A long chain of the kind JAX's erfc expansion is (a polynomial of twenty coefficients
/// in x², an exp, a division, a comparison and a select): more constants than the
/// interpreter takes, so it runs as a program only because it runs natively
/// (`wide::program::runs_natively`), with the bits of the inline code at every extent and
/// split anywhere. The same chain with an erf (no native form) keeps the tile passes.
#[test]
fn long_chains_with_many_constants_run_natively() {
    for (name, native) in [("exp", true), ("erf", false)] {
        for n in [130, 2085] {
            let k = elementwise(&[F32], F32, n, 4, |a| {
                let x = a[0].clone();
                let t = mul(x.clone(), x.clone());
                let p = (1..20).fold(f(0.03125), |p, j| {
                    fma(p, t.clone(), f(0.5 - j as f64 * 0.0390625))
                });
                let g = match name {
                    "exp" => exp(un(UnaryOp::Neg, t.clone())),
                    _ => un(UnaryOp::Erf, t.clone()),
                };
                let c = Expr::Cmp {
                    op: CmpOp::Lt,
                    total_order: false,
                    lhs: Box::new(x),
                    rhs: Box::new(f(0.5)),
                };
                let quotient = bin(BinaryOp::Div, p.clone(), add(t, f(1.0)));
                Expr::Select(Box::new(c), Box::new(mul(p, g)), Box::new(quotient))
            });
            assert_eq!(
                uses_program(&k),
                native && wide_helpers_available(),
                "{name}, n = {n}"
            );
            check_tiled(&k, Some(16));
        }
    }
}

/// A comparison kept in a predicate variable and read by two selects, as JAX's erfinv
/// expansion writes it, is a step of the program (its mask in a slot), with the inline
/// code's bits at every extent.
#[test]
fn shared_comparisons_run_as_programs() {
    for n in [130, 2085] {
        let mut k = Kernel::new("shared_comparison");
        let x = k.add_buffer(buffer("x", F32, n, false));
        let o = k.add_buffer(buffer("o", F32, n, true));
        let i = k.new_var(S64);
        let c = k.new_var(ScalarType::Pred);
        let xi = || load(x, var(i));
        let select = |a: Expr, b: Expr| Expr::Select(Box::new(var(c)), Box::new(a), Box::new(b));
        let body = vec![
            Stmt::Assign {
                var: c,
                value: Expr::Cmp {
                    op: CmpOp::Lt,
                    total_order: false,
                    lhs: Box::new(xi()),
                    rhs: Box::new(f(0.25)),
                },
            },
            Stmt::Store {
                buffer: o,
                index: var(i),
                value: add(select(exp(xi()), mul(xi(), f(3.0))), select(f(1.0), xi())),
            },
        ];
        k.body.push(Stmt::Loop {
            var: i,
            extent: n,
            body,
            parallel: true,
            vector_width: 4,
        });
        assert_eq!(uses_program(&k), wide_helpers_available(), "n = {n}");
        check_tiled(&k, Some(8));
    }
}

/// A body with an op programs lack (a comparison) keeps the tile passes.
#[test]
fn other_ops_keep_the_tile_passes() {
    // A total-order comparison (programs take the IEEE ones only).
    let k = elementwise(&[F32], F32, 300, 4, |a| {
        let c = Expr::Cmp {
            op: CmpOp::Lt,
            total_order: true,
            lhs: Box::new(a[0].clone()),
            rhs: Box::new(f(0.0)),
        };
        Expr::Select(Box::new(c), Box::new(exp(a[0].clone())), Box::new(f(1.0)))
    });
    assert!(!uses_program(&k));
    check_tiled(&k, Some(2));
}

/// Whether `k`'s code calls the program helper (its table slot is loaded).
pub(crate) fn uses_program(k: &Kernel) -> bool {
    let clif = kernel_clif(k).unwrap();
    let offset = Helper::ProgramF32.index() * 8;
    clif.lines()
        .any(|l| l.contains("load.i64") && l.ends_with(&format!("+{offset}")))
}
