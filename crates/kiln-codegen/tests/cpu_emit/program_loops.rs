//! Which loops become tile programs without an exp-like function (`vector::tile`
//! `plain_program`): short divisions, clamps and square roots, large streaming arithmetic,
//! read-modify-write loops, and every loop that reads, writes or rounds to f16/bf16; and the
//! loops that stay inline. Each against the inline and scalar code, bit for bit (what the
//! programs compute op by op is `programs.rs`).

use crate::harness::*;
use crate::programs::{uses_program, EXTENTS, F32, S64};
use crate::wide::{check_tiled, exp, f, run_with, tanh};
use kiln_codegen::cpu::{kernel_clif, wide_helpers_available, Helper};
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

/// Loops that divide f32 values run as programs without any exp-like function when the
/// program is short (a softmax's normalization by a row's uniform sum, a quotient of two
/// streams, a division in place: its load and its store are one stream), and inline when it
/// is long (an Adam update around its division), at every extent, bit for bit with the
/// inline and scalar code either way; a loop that divides integers keeps the inline code.
#[test]
fn divisions_run_as_programs() {
    type Body = fn(&[Expr]) -> Expr;
    let bodies: [(&str, bool, Body); 3] = [
        ("by a uniform", true, |a| {
            bin(BinaryOp::Div, a[0].clone(), f(3.0))
        }),
        ("two streams", true, |a| {
            bin(BinaryOp::Div, a[0].clone(), a[1].clone())
        }),
        ("an Adam update", false, |a| {
            let step = mul(mul(a[0].clone(), f(0.9)), f(0.001));
            let scale = add(un(UnaryOp::Sqrt, mul(a[1].clone(), f(0.5))), f(1e-8));
            bin(BinaryOp::Sub, a[1].clone(), bin(BinaryOp::Div, step, scale))
        }),
    ];
    for (name, short, body) in bodies {
        for n in EXTENTS {
            let k = elementwise(&[F32, F32], F32, n, 4, body);
            assert_eq!(
                uses_program(&k),
                short && wide_helpers_available(),
                "{name}"
            );
            check_tiled(&k, Some(0));
        }
    }
    let mut in_place = Kernel::new("in_place");
    let x = in_place.add_buffer(buffer("x", F32, 100, true));
    let i = in_place.new_var(S64);
    in_place.body.push(Stmt::Loop {
        var: i,
        extent: 100,
        parallel: true,
        vector_width: 4,
        body: vec![Stmt::Store {
            buffer: x,
            index: var(i),
            value: bin(BinaryOp::Div, load(x, var(i)), f(7.0)),
        }],
    });
    assert_eq!(uses_program(&in_place), wide_helpers_available());
    check_tiled(&in_place, Some(0));
    assert_integer_op_stays_inline(BinaryOp::Div);
}

/// Short loops that take f32 maxima or minima (`jnp.clip`, relu6, the larger of two streams)
/// run as programs: inline, XLA's NaN-propagating max is a compare, a max and a blend per
/// four lanes (a clip of f32[4M]: 2.6x XLA's time). Bit for bit with the inline and scalar
/// code at every extent; integer maxima stay inline.
#[test]
fn clamps_run_as_programs() {
    type Body = fn(&[Expr]) -> Expr;
    let bodies: [(&str, Body); 3] = [
        ("clip", |a| {
            let lo = bin(BinaryOp::Max, f(-0.5), a[0].clone());
            bin(BinaryOp::Min, f(0.5), lo)
        }),
        ("relu6", |a| {
            let hi = bin(BinaryOp::Min, a[0].clone(), f(6.0));
            bin(BinaryOp::Max, hi, f(0.0))
        }),
        ("two streams", |a| {
            bin(BinaryOp::Max, a[0].clone(), a[1].clone())
        }),
    ];
    for (name, body) in bodies {
        for n in EXTENTS {
            let k = elementwise(&[F32, F32], F32, n, 4, body);
            assert_eq!(uses_program(&k), wide_helpers_available(), "{name}");
            check_tiled(&k, Some(0));
        }
    }
    assert_integer_op_stays_inline(BinaryOp::Max);
}

/// Short loops that take f32 square roots (or their reciprocals) run as programs: sixteen-lane
/// roots are several times the throughput of four-lane ones. Longer chains around a root
/// stay inline. Bit for bit with the inline and scalar code at every extent (`check_tiled`;
/// within an ulp of `kir_eval`, which rounds its reciprocal root once from f64 where the
/// compiled code divides by the f32 root, as for every op).
#[test]
fn square_roots_run_as_programs() {
    type Body = fn(&[Expr]) -> Expr;
    // Name, whether a program, ulps from kir_eval, body.
    let bodies: [(&str, bool, u64, Body); 4] = [
        ("a root", true, 0, |a| un(UnaryOp::Sqrt, a[0].clone())),
        ("a signed root", true, 0, |a| {
            let root = un(UnaryOp::Sqrt, un(UnaryOp::Abs, a[0].clone()));
            mul(un(UnaryOp::Sign, a[0].clone()), root)
        }),
        ("a reciprocal root of a product", true, 1, |a| {
            un(UnaryOp::Rsqrt, mul(a[0].clone(), a[1].clone()))
        }),
        ("a long chain", false, 0, |a| {
            let norm = add(
                mul(a[0].clone(), a[0].clone()),
                mul(a[1].clone(), a[1].clone()),
            );
            let root = un(UnaryOp::Sqrt, norm);
            let t = bin(BinaryOp::Sub, mul(root.clone(), a[0].clone()), a[1].clone());
            add(mul(t, root), a[0].clone())
        }),
    ];
    for (name, short, ulps, body) in bodies {
        for n in EXTENTS {
            let k = elementwise(&[F32, F32], F32, n, 4, body);
            assert_eq!(
                uses_program(&k),
                short && wide_helpers_available(),
                "{name}"
            );
            check_tiled(&k, Some(ulps));
        }
    }
}

/// Plain f32 arithmetic (no exp-like function, division, maximum or minimum) runs as a program only where
/// its outputs take streaming stores (32 MiB and more), its loop is long enough for the
/// helper to stream, and the program is short: then bit for bit with the inline and scalar
/// code; smaller outputs, rows of a large output and longer chains stay inline.
#[test]
fn large_plain_arithmetic_streams_as_a_program() {
    let large = (32 << 20) / 4 + 37;
    let sum = |n: i64| elementwise(&[F32, F32], F32, n, 4, |a| add(a[0].clone(), a[1].clone()));
    let long = |n: i64| {
        elementwise(&[F32, F32], F32, n, 4, |a| {
            let mut v = mul(a[0].clone(), a[1].clone());
            for c in [0.5, 1.5, 2.5, 3.5, 4.5] {
                v = add(mul(v, f(c)), a[1].clone());
            }
            v
        })
    };
    let big = sum(large);
    assert_eq!(uses_program(&big), wide_helpers_available());
    check_tiled(&big, None);
    assert!(!uses_program(&sum(large - 64)));
    assert!(!uses_program(&long(large)));
    // The same sum over rows of 2048 (a parallel loop of rows around the vector loop).
    let (rows, cols) = (large / 2048 + 1, 2048);
    let mut by_rows = Kernel::new("by_rows");
    let x = by_rows.add_buffer(buffer("x", F32, rows * cols, false));
    let y = by_rows.add_buffer(buffer("y", F32, rows * cols, false));
    let o = by_rows.add_buffer(buffer("out", F32, rows * cols, true));
    let (r, c) = (by_rows.new_var(S64), by_rows.new_var(S64));
    let at = || add(mul(var(r), i64c(cols)), var(c));
    by_rows.body.push(Stmt::Loop {
        var: r,
        extent: rows,
        parallel: true,
        vector_width: 1,
        body: vec![Stmt::Loop {
            var: c,
            extent: cols,
            parallel: false,
            vector_width: 4,
            body: vec![Stmt::Store {
                buffer: o,
                index: at(),
                value: add(load(x, at()), load(y, at())),
            }],
        }],
    });
    assert!(!uses_program(&by_rows));
}

/// Whether `k`'s code calls `helper` (its table slot is loaded).
fn uses_helper(k: &Kernel, helper: Helper) -> bool {
    let clif = kernel_clif(k).unwrap();
    let offset = helper.index() * 8;
    clif.lines()
        .any(|l| l.contains("load.i64") && l.ends_with(&format!("+{offset}")))
}

/// `acc[c] = 0`, then for every row `r`: `acc[c] = body(acc[c] as loaded at `acc_index`,
/// x[r, c], m[c])` stored at `acc[c]`, the column loop a vector loop: a column reduction of a
/// function of the rows (logsumexp over axis 0).
fn column_kernel(
    rows: i64,
    cols: i64,
    acc_index: impl Fn(Var) -> Expr,
    body: impl Fn(Expr, Expr, Expr) -> Expr,
) -> Kernel {
    let mut k = Kernel::new("columns");
    let x = k.add_buffer(buffer("x", F32, rows * cols, false));
    let m = k.add_buffer(buffer("m", F32, cols, false));
    let acc = k.add_buffer(buffer("acc", F32, cols + 1, true));
    let (c0, r, c) = (k.new_var(S64), k.new_var(S64), k.new_var(S64));
    k.body.push(Stmt::Loop {
        var: c0,
        extent: cols,
        parallel: false,
        vector_width: 4,
        body: vec![Stmt::Store {
            buffer: acc,
            index: var(c0),
            value: f(0.0),
        }],
    });
    let xv = load(x, add(mul(var(r), i64c(cols)), var(c)));
    let value = body(load(acc, acc_index(c)), xv, load(m, var(c)));
    k.body.push(Stmt::Loop {
        var: r,
        extent: rows,
        parallel: false,
        vector_width: 1,
        body: vec![Stmt::Loop {
            var: c,
            extent: cols,
            parallel: false,
            vector_width: 4,
            body: vec![Stmt::Store {
                buffer: acc,
                index: var(c),
                value,
            }],
        }],
    });
    k
}

/// A vector loop that loads the element it stores (a column reduction's accumulator) runs
/// its exp 16 lanes at a time, as a program where the body is plain arithmetic and in tile
/// passes where it is not, bit for bit with the inline and scalar code; loads of a stored
/// buffer at another element than its store's keep the inline code.
#[test]
fn read_modify_write_loops_run_wide() {
    let minus = |a: Expr, b: Expr| bin(BinaryOp::Sub, a, b);
    let plain = |acc: Expr, x: Expr, m: Expr| add(acc, exp(minus(x, m)));
    let guarded = |acc: Expr, x: Expr, m: Expr| {
        // A total-order comparison, which programs do not take.
        let finite = Expr::Cmp {
            op: CmpOp::Lt,
            total_order: true,
            lhs: Box::new(m.clone()),
            rhs: Box::new(f(3.0)),
        };
        let shift = Expr::Select(Box::new(finite), Box::new(m), Box::new(f(0.0)));
        add(acc, exp(minus(x, shift)))
    };
    for (rows, cols) in [(5, 37), (3, 600), (2, 2000)] {
        let k = column_kernel(rows, cols, var, plain);
        assert_eq!(uses_program(&k), wide_helpers_available());
        check_tiled(&k, Some(2));
        let k = column_kernel(rows, cols, var, guarded);
        assert_eq!(
            uses_helper(&k, Helper::ExpTileF32),
            wide_helpers_available()
        );
        check_tiled(&k, Some(2));
        // The neighbouring element (a dependence between iterations, which a vector loop's
        // producer rules out; only the choice of code is checked).
        let k = column_kernel(rows, cols, |c| add(var(c), i64c(1)), plain);
        assert!(!uses_program(&k) && !uses_helper(&k, Helper::ExpTileF32));
        // One element, never stored, for every iteration.
        let k = column_kernel(rows, cols, |_| i64c(cols), plain);
        assert!(!uses_program(&k) && !uses_helper(&k, Helper::ExpTileF32));
        check_tiled(&k, Some(2));
    }
    // A load after the store of its element in the same iteration: `a[i] = a[i] + x[i];
    // o[i] = exp(a[i])` reads the new value, which the tile passes (they skip stores) would
    // not see.
    let mut k = Kernel::new("after_store");
    let a = k.add_buffer(buffer("a", F32, 300, true));
    let x = k.add_buffer(buffer("x", F32, 300, false));
    let o = k.add_buffer(buffer("o", F32, 300, true));
    let i = k.new_var(S64);
    k.body.push(Stmt::Loop {
        var: i,
        extent: 300,
        parallel: true,
        vector_width: 4,
        body: vec![
            Stmt::Store {
                buffer: a,
                index: var(i),
                value: add(load(a, var(i)), load(x, var(i))),
            },
            Stmt::Store {
                buffer: o,
                index: var(i),
                value: exp(load(a, var(i))),
            },
        ],
    });
    assert!(!uses_program(&k) && !uses_helper(&k, Helper::ExpTileF32));
    check_tiled(&k, Some(2));
}

/// `Convert(ty, e)`: the rounding the lowering puts after each inexact f16/bf16 op.
fn round16(ty: ScalarType, e: Expr) -> Expr {
    Expr::Convert(ty, Box::new(e))
}

/// f16 and bf16 loop bodies as the lowering writes them (every inexact op rounded), over
/// inputs of type `ty`: `a * a + 1` (f16_ma), `tanh(a) * a + 1` (f16_ew), a division and
/// max around exact ops, an f32 output of a widened input, and a rounded f32 product.
fn half_bodies(ty: ScalarType) -> Vec<(&'static str, Vec<ScalarType>, ScalarType, Expr2)> {
    let one = || f(1.0);
    vec![
        (
            "a * a + 1",
            vec![ty],
            ty,
            Box::new(move |a: &[Expr]| {
                let sq = round16(ty, mul(a[0].clone(), a[0].clone()));
                round16(ty, add(sq, one()))
            }),
        ),
        (
            "tanh(a) * a + 1",
            vec![ty],
            ty,
            Box::new(move |a: &[Expr]| {
                let t = round16(ty, tanh(a[0].clone()));
                round16(ty, add(round16(ty, mul(t, a[0].clone())), one()))
            }),
        ),
        (
            "max(a, -b) / b",
            vec![ty, ty],
            ty,
            Box::new(move |a: &[Expr]| {
                let m = bin(BinaryOp::Max, a[0].clone(), un(UnaryOp::Neg, a[1].clone()));
                round16(ty, bin(BinaryOp::Div, m, un(UnaryOp::Abs, a[1].clone())))
            }),
        ),
        (
            "f32(a) * 2.5",
            vec![ty],
            F32,
            Box::new(move |a: &[Expr]| mul(Expr::Convert(F32, Box::new(a[0].clone())), f(2.5))),
        ),
        (
            "round(x * y)",
            vec![F32, F32],
            ty,
            Box::new(move |a: &[Expr]| round16(ty, mul(a[0].clone(), a[1].clone()))),
        ),
    ]
}

type Expr2 = Box<dyn Fn(&[Expr]) -> Expr>;

/// f16 and bf16 loops run as programs (no transcendental needed: a 16-bit stream or a
/// rounding is reason enough), at every extent, bit for bit with the inline and scalar code
/// and within an ulp of `kir_eval` for arithmetic.
#[test]
fn half_loops_run_as_programs() {
    for ty in [ScalarType::F16, ScalarType::BF16] {
        for (name, ins, out, body) in half_bodies(ty) {
            for n in EXTENTS {
                let k = elementwise(&ins, out, n, 4, &body);
                assert_eq!(uses_program(&k), wide_helpers_available(), "{ty:?} {name}");
                let ulps = (!name.contains("tanh")).then_some(0);
                check_tiled(&k, ulps);
            }
        }
    }
}

/// Every f16 (and every bf16) through each body as its first operand, the second a mix
/// of edge values: subnormals, ties, overflow, infinities, NaNs with payloads (signalling
/// ones too); the program's bits are the inline code's.
#[test]
fn every_half_input_is_bit_identical() {
    for ty in [ScalarType::F16, ScalarType::BF16] {
        for (name, ins, out, body) in half_bodies(ty) {
            let n = 1 << 16;
            let k = elementwise(&ins, out, n, 4, &body);
            let edges = [1.0f32, -0.0, 65504.0, 65520.0, 1e-7, 3.0e38, f32::NAN, -2.5];
            let input = |t: ScalarType, j: usize| -> Vec<u8> {
                (0..n as usize)
                    .flat_map(|i| match (t, j) {
                        (ScalarType::F32, _) => {
                            let bits = (i as u32).wrapping_mul(2_654_435_761);
                            let x = match i % 3 {
                                0 => f32::from_bits(bits),
                                1 => edges[i % edges.len()],
                                _ => f32::from_bits(0x3f80_1000 + (i as u32 % 4) * 0x1000),
                            };
                            x.to_le_bytes().to_vec()
                        }
                        (_, 0) => (i as u16).to_le_bytes().to_vec(),
                        _ => (i as u16).wrapping_mul(40503).to_le_bytes().to_vec(),
                    })
                    .collect()
            };
            let mut bufs: Vec<Vec<u8>> =
                ins.iter().enumerate().map(|(j, &t)| input(t, j)).collect();
            bufs.push(vec![0; n as usize * out.byte_size()]);
            let run = |wide: bool, k: &Kernel| {
                let mut b = bufs.clone();
                run_with(k, &mut b, &[(0, n)], wide);
                b.pop().unwrap()
            };
            let program = run(true, &k);
            let inline = run(false, &k);
            let scalar = run(false, &with_vector_width(&k, 1));
            let size = out.byte_size();
            for i in 0..n as usize {
                let at = |b: &[u8]| b[i * size..(i + 1) * size].to_vec();
                assert!(
                    at(&program) == at(&inline) && at(&program) == at(&scalar),
                    "{ty:?} {name} at {i}: program {:x?} inline {:x?} scalar {:x?}",
                    at(&program),
                    at(&inline),
                    at(&scalar)
                );
            }
        }
    }
}

/// `op` of two s32 streams stays inline code: programs are f32 (and f16/bf16) only.
fn assert_integer_op_stays_inline(op: BinaryOp) {
    let s32 = ScalarType::S32;
    let ints = elementwise(&[s32, s32], s32, 100, 4, |a| {
        bin(op, a[0].clone(), a[1].clone())
    });
    assert!(!uses_program(&ints), "{op:?}");
}
