//! Row reductions of contiguous f32 terms through the AVX-512 row helpers
//! (`cpu::wide::reduce`): JIT kernels agree with `kiln-eval` bit for bit (NaNs of any
//! payload count as equal) for add, maximum and minimum, any row length, ranks and reduced
//! dimensions, special values, with the helpers and without them; the helper table's
//! entries agree with an independent fold in kiln-eval's order for any number of blocks.

mod reduce_support;

use kiln_codegen::cpu::{
    compile_kernel_with, helper_table, wide_helpers_available, CompileOptions, Helper,
};
use kiln_codegen::kir::{BinaryOp, Kernel};
use kiln_codegen::lower::lower_computation;
use kiln_eval::util::le_bytes;
use kiln_eval::Evaluator;
use kiln_hlo::{parse_module, verify_module, ArrayData, ArrayLiteral, Literal, Module};
use reduce_support::{f32_literal, reduce_module, run_jit, same, Rng};

/// This file's test values, drawn from the shared generator.
trait Values {
    fn value(&mut self, specials: bool) -> f32;
}

impl Values for Rng {
    /// Mostly ordinary values of mixed signs and scales; with `specials`, also ±0, ±inf,
    /// NaN and subnormals now and then.
    fn value(&mut self, specials: bool) -> f32 {
        const SPECIAL: [f32; 7] = [
            0.0,
            -0.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            1e-40,
            -1e-40,
        ];
        let r = self.next();
        if specials && r.is_multiple_of(61) {
            return SPECIAL[(r >> 8) as usize % SPECIAL.len()];
        }
        let m = (r >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
        let e = ((r >> 3) % 17) as i32 - 8;
        (m * 2f64.powi(e)) as f32
    }
}

fn input(dims: &[i64], seed: u64, specials: bool) -> Literal {
    let n: i64 = dims.iter().product();
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let data: Vec<f32> = (0..n).map(|_| rng.value(specials)).collect();
    f32_literal(dims, data)
}

/// Checks the reduction against kiln-eval with the helpers and without; returns whether the
/// two compilations differ (the helper was called).
fn check(dims: &[i64], reduced: &[i64], op: &str, init: &str, specials: bool) -> bool {
    let m = reduce_module(dims, reduced, op, init, false);
    let x = input(
        dims,
        dims.iter().sum::<i64>() as u64 + op.len() as u64,
        specials,
    );
    let want = Evaluator::new(&m)
        .run(std::slice::from_ref(&x))
        .expect("interpreter");
    let Some(ArrayData::F32(want)) = want.as_array().map(|a| a.data.clone()) else {
        panic!("f32 result");
    };
    let kernel = lower_computation(&m, m.entry, "row").expect("lower");
    let wide = CompileOptions { wide_helpers: true };
    let inline = CompileOptions {
        wide_helpers: false,
    };
    for options in [wide, inline] {
        let got = run_jit(&kernel, &options, std::slice::from_ref(&x));
        assert_eq!(got.len(), want.len());
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                same(*g, *w),
                "{op} over {dims:?} dims {reduced:?} ({options:?}): output {i} is {g:e} ({:#x}), kiln-eval {w:e} ({:#x})",
                g.to_bits(),
                w.to_bits()
            );
        }
    }
    let code = |o: &CompileOptions| compile_kernel_with(&kernel, o).expect("compile").code;
    code(&wide) != code(&inline)
}

const OPS: [(&str, &str); 3] = [("add", "0"), ("maximum", "-inf"), ("minimum", "inf")];

#[test]
fn rows_of_any_length_are_exact() {
    for n in [
        0, 1, 127, 128, 129, 255, 256, 383, 1000, 1024, 2053, 4096, 16384,
    ] {
        for (op, init) in OPS {
            for specials in [false, true] {
                let helped = check(&[3, n], &[1], op, init, specials);
                if wide_helpers_available() && n > 128 {
                    // Rows of at most one block fold in order, without blocks.
                    assert!(helped, "{op} over rows of {n}: the row helper was not used");
                }
            }
        }
    }
}

#[test]
fn other_ranks_and_reduced_dimensions_are_exact() {
    let cases: [(&[i64], &[i64]); 7] = [
        (&[2, 3, 1000], &[2]),
        (&[5, 640], &[1]),
        (&[2, 3, 256], &[1, 2]),
        (&[3, 2, 384], &[0, 2]),
        (&[4, 1, 512], &[1, 2]),
        (&[2048], &[0]),
        (&[1, 3, 1, 700], &[1, 3]),
    ];
    for (dims, reduced) in cases {
        for (op, init) in OPS {
            for specials in [false, true] {
                check(dims, reduced, op, init, specials);
            }
        }
    }
}

#[test]
fn max_and_min_propagate_nan_and_order_signed_zeros() {
    // Rows of special values only: NaN anywhere wins, -0 < +0.
    let specials = [
        0.0f32,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        1.0,
        -1.0,
    ];
    let n = 512;
    for pattern in 0..6u64 {
        let mut rng = Rng(pattern + 7);
        let data: Vec<f32> = (0..4 * n)
            .map(|i| {
                let r = rng.next();
                match pattern {
                    0 => [0.0, -0.0][(r & 1) as usize],
                    1 => [-0.0, f32::NEG_INFINITY][(r & 1) as usize],
                    2 => [0.0, f32::INFINITY][(r & 1) as usize],
                    3 if i % 301 == 17 => f32::NAN,
                    _ => specials[(r % specials.len() as u64) as usize],
                }
            })
            .collect();
        let x = Literal::Array(
            ArrayLiteral::new(
                kiln_hlo::PrimitiveType::F32,
                vec![4, n],
                ArrayData::F32(data),
            )
            .expect("array"),
        );
        for (op, init) in OPS {
            let m = reduce_module(&[4, n], &[1], op, init, false);
            let want = Evaluator::new(&m)
                .run(std::slice::from_ref(&x))
                .expect("eval");
            let Some(ArrayData::F32(want)) = want.as_array().map(|a| a.data.clone()) else {
                panic!("f32 result");
            };
            let kernel = lower_computation(&m, m.entry, "row").expect("lower");
            let got = run_jit(
                &kernel,
                &CompileOptions::default(),
                std::slice::from_ref(&x),
            );
            for (g, w) in got.iter().zip(&want) {
                assert!(same(*g, *w), "{op} pattern {pattern}: {g:e} vs {w:e}");
            }
        }
    }
}

/// kiln-eval's order for whole blocks, written out independently.
fn reference(op: &str, terms: &[f32], mut acc: f32) -> f32 {
    // XLA's maximum/minimum: NaN from either side; +0 above -0.
    let f = |a: f32, b: f32| match op {
        "add" => a + b,
        _ if a.is_nan() || b.is_nan() => f32::NAN,
        "maximum" if a == b => f32::from_bits(a.to_bits() & b.to_bits()),
        "minimum" if a == b => f32::from_bits(a.to_bits() | b.to_bits()),
        "maximum" => a.max(b),
        _ => a.min(b),
    };
    for block in terms.chunks_exact(128) {
        let mut lanes: Vec<f32> = block[..16].to_vec();
        for (t, &x) in block.iter().enumerate().skip(16) {
            lanes[t % 16] = f(lanes[t % 16], x);
        }
        let w: Vec<f32> = (0..4)
            .map(|j| f(f(f(lanes[j], lanes[j + 4]), lanes[j + 8]), lanes[j + 12]))
            .collect();
        acc = f(acc, f(f(f(w[0], w[1]), w[2]), w[3]));
    }
    acc
}

#[test]
fn table_entries_fold_any_number_of_blocks() {
    type RowFn = extern "C" fn(*const f32, i64, f32) -> f32;
    let entries = [
        ("add", Helper::RowSumF32, 0.0f32),
        ("maximum", Helper::RowMaxF32, f32::NEG_INFINITY),
        ("minimum", Helper::RowMinF32, f32::INFINITY),
    ];
    let mut rng = Rng(99);
    for blocks in [0usize, 1, 2, 3, 7, 8, 9, 15, 16, 17, 40] {
        for specials in [false, true] {
            let terms: Vec<f32> = (0..blocks * 128).map(|_| rng.value(specials)).collect();
            for (op, h, init) in entries {
                // SAFETY: the table entry has this signature (`Helper::RowReduceF32`).
                let f: RowFn = unsafe { std::mem::transmute(helper_table()[h.index()]) };
                for acc in [init, 1.5, -0.0] {
                    let got = f(terms.as_ptr(), blocks as i64, acc);
                    let want = reference(op, &terms, acc);
                    assert!(
                        same(got, want),
                        "{op}, {blocks} blocks, acc {acc}: {got:e} vs {want:e}"
                    );
                }
            }
        }
    }
    // A negative count folds nothing.
    let f: RowFn = unsafe { std::mem::transmute(helper_table()[Helper::RowSumF32.index()]) };
    assert_eq!(f(std::ptr::null(), -3, 2.5), 2.5);
}

/// Ways a hand-written nest departs from the one the helper replaces.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Nest {
    /// Exactly `reduce_blocks`' nest.
    Exact,
    /// The block's lanes combined as `((q_0 ⊕ q_1) ⊕ q_3) ⊕ q_2`.
    TreeOrder,
    /// Steps 15 terms apart instead of 16.
    Stride,
    /// The last chain 11 terms past the first instead of 12.
    Offsets,
    /// The block starting from +0, not the identity -0.
    NotIdentity,
}

/// `out[r] = 1.5 ⊕ (blocks of row r)`, written as `Nest` says.
fn nest_kernel(op: BinaryOp, id: f64, rows: i64, blocks: i64, how: Nest) -> Kernel {
    use kiln_codegen::kir::build::*;
    use kiln_codegen::kir::{BufferParam, Expr, ScalarType, Stmt};
    const F32: ScalarType = ScalarType::F32;
    const S64: ScalarType = ScalarType::S64;
    let n = blocks * 128;
    let mut k = Kernel::new("nest");
    let param = |name: &str, len: i64, writable| BufferParam {
        name: name.into(),
        ty: F32,
        dims: vec![len],
        writable,
        resident: false,
    };
    let x = k.add_buffer(param("x", rows * n, false));
    let out = k.add_buffer(param("out", rows, true));
    let (r, acc, kb, b, j, s) = (
        k.new_var(S64),
        k.new_var(F32),
        k.new_var(S64),
        k.new_var(F32),
        k.new_var(S64),
        k.new_var(S64),
    );
    let q: Vec<_> = (0..4).map(|_| k.new_var(F32)).collect();
    let t: Vec<_> = (0..4).map(|_| k.new_var(F32)).collect();
    let w: Vec<_> = (0..3).map(|_| k.new_var(F32)).collect();
    let f = |v: f64| Expr::Float(v, F32);
    let step = if how == Nest::Stride { 15 } else { 16 };
    let mut steps = Vec::new();
    for g in 0..4 {
        let index = add(
            add(
                add(add(mul(var(r), i64c(n)), mul(var(kb), i64c(128))), var(j)),
                mul(var(s), i64c(step)),
            ),
            i64c(if how == Nest::Offsets && g == 3 {
                11
            } else {
                4 * g as i64
            }),
        );
        steps.push(Stmt::Assign {
            var: t[g],
            value: load(x, index),
        });
        steps.push(Stmt::Assign {
            var: q[g],
            value: bin(op, var(q[g]), var(t[g])),
        });
    }
    let order = if how == Nest::TreeOrder {
        [q[1], q[3], q[2]]
    } else {
        [q[1], q[2], q[3]]
    };
    let mut lane: Vec<Stmt> = q
        .iter()
        .map(|&v| Stmt::Assign {
            var: v,
            value: f(id),
        })
        .collect();
    lane.push(Stmt::Loop {
        var: s,
        extent: 8,
        body: steps,
        parallel: false,
        vector_width: 1,
    });
    let mut prev = q[0];
    for (&wv, &qv) in w.iter().zip(&order) {
        lane.push(Stmt::Assign {
            var: wv,
            value: bin(op, var(prev), var(qv)),
        });
        prev = wv;
    }
    lane.push(Stmt::Assign {
        var: b,
        value: bin(op, var(b), var(prev)),
    });
    let block_init = if how == Nest::NotIdentity { 0.0 } else { id };
    let blocks_loop = Stmt::Loop {
        var: kb,
        extent: blocks,
        body: vec![
            Stmt::Assign {
                var: b,
                value: f(block_init),
            },
            Stmt::Loop {
                var: j,
                extent: 4,
                body: lane,
                parallel: false,
                vector_width: 4,
            },
            Stmt::Assign {
                var: acc,
                value: bin(op, var(acc), var(b)),
            },
        ],
        parallel: false,
        vector_width: 1,
    };
    k.body.push(Stmt::Loop {
        var: r,
        extent: rows,
        body: vec![
            Stmt::Assign {
                var: acc,
                value: f(1.5),
            },
            blocks_loop,
            Stmt::Store {
                buffer: out,
                index: var(r),
                value: var(acc),
            },
        ],
        parallel: true,
        vector_width: 1,
    });
    k
}

#[test]
fn only_the_exact_nest_calls_the_helper() {
    let ops = [
        (BinaryOp::Add, -0.0),
        (BinaryOp::Max, f64::NEG_INFINITY),
        (BinaryOp::Min, f64::INFINITY),
    ];
    let variants = [
        Nest::Exact,
        Nest::TreeOrder,
        Nest::Stride,
        Nest::Offsets,
        Nest::NotIdentity,
    ];
    for (op, id) in ops {
        for how in variants {
            for blocks in [1, 9] {
                let k = nest_kernel(op, id, 5, blocks, how);
                let x = input(&[5 * blocks * 128], blocks as u64, true);
                let mut bufs = vec![le_bytes(&x.as_array().expect("array").data), vec![0u8; 20]];
                kiln_codegen::kir_eval::run_kernel(&k, &mut bufs, 0, 5).expect("kir_eval");
                let want: Vec<f32> = bufs[1]
                    .chunks_exact(4)
                    .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                    .collect();
                let wide = CompileOptions { wide_helpers: true };
                let got = run_jit(&k, &wide, std::slice::from_ref(&x));
                for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                    assert!(
                        same(*g, *w),
                        "{op:?} {how:?} over {blocks} blocks: row {i} is {g:e}, kir_eval {w:e}"
                    );
                }
                let code = |o: &CompileOptions| compile_kernel_with(&k, o).expect("compile").code;
                let inline = CompileOptions {
                    wide_helpers: false,
                };
                let helped = code(&wide) != code(&inline);
                let expected = how == Nest::Exact && wide_helpers_available();
                assert_eq!(helped, expected, "{op:?} {how:?} over {blocks} blocks");
            }
        }
    }
}

/// `reduce(f(x, y, m), dimensions={1})` for `x`, `y` of `[rows, n]` and `m` of `[rows]`
/// (broadcast along the row), with `f` given as HLO instructions ending in `t`.
fn term_module(rows: i64, n: i64, op: &str, init: &str, f: &str) -> Module {
    let hlo = format!(
        "HloModule m
red {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] {op}(a, b)
}}
ENTRY e {{
  x = f32[{rows},{n}] parameter(0)
  y = f32[{rows},{n}] parameter(1)
  m = f32[{rows}] parameter(2)
  mb = f32[{rows},{n}] broadcast(m), dimensions={{0}}
  {f}
  i = f32[] constant({init})
  ROOT r = f32[{rows}] reduce(t, i), dimensions={{1}}, to_apply=red
}}
"
    );
    let m = parse_module(&hlo).unwrap_or_else(|e| panic!("parse: {e}\n{hlo}"));
    verify_module(&m).unwrap_or_else(|e| panic!("verify: {e}\n{hlo}"));
    m
}

#[test]
fn expression_terms_match_the_inline_code() {
    let terms = [
        // Terms with exp, log, tanh or logistic run as tile programs (exp(x - max), products
        // of two rows, |x| scaled by a row value, a square root and a negation); a
        // variance's squares take the squares row helper; other functions (a sine) stay
        // inline.
        ("add", "0", "d = f32[R,N] subtract(x, mb)\n  t = f32[R,N] exponential(d)", false),
        ("maximum", "-inf", "p = f32[R,N] multiply(x, y)\n  t = f32[R,N] logistic(p)", false),
        ("minimum", "inf", "a = f32[R,N] abs(x)\n  l = f32[R,N] log(a)\n  t = f32[R,N] multiply(l, mb)", false),
        ("add", "0", "h = f32[R,N] tanh(x)\n  e = f32[R,N] exponential(h)\n  v = f32[R,N] sqrt(e)\n  t = f32[R,N] negate(v)", false),
        ("add", "0", "d = f32[R,N] subtract(x, mb)\n  t = f32[R,N] multiply(d, d)", true),
        ("add", "0", "t = f32[R,N] sine(x)", false),
    ];
    for (rows, n) in [(3, 129), (4, 512), (3, 1000), (2, 2048 + 384)] {
        for (k, &(op, init, f, exact_vs_eval)) in terms.iter().enumerate() {
            let f = f.replace("[R,N]", &format!("[{rows},{n}]"));
            let m = term_module(rows, n, op, init, &f);
            // Values within ±4, so that exp stays finite and the sums differ by order.
            let small = |dims: &[i64], seed: u64| {
                let Literal::Array(mut a) = input(dims, seed, false) else {
                    panic!("array");
                };
                if let ArrayData::F32(v) = &mut a.data {
                    v.iter_mut().for_each(|x| *x /= 64.0);
                }
                Literal::Array(a)
            };
            let args = [
                small(&[rows, n], n as u64 + k as u64),
                small(&[rows, n], n as u64 + 100 + k as u64),
                small(&[rows], n as u64 + 200 + k as u64),
            ];
            let kernel = lower_computation(&m, m.entry, "terms").expect("lower");
            let wide = run_jit(&kernel, &CompileOptions { wide_helpers: true }, &args);
            let inline = run_jit(
                &kernel,
                &CompileOptions {
                    wide_helpers: false,
                },
                &args,
            );
            let want = Evaluator::new(&m).run(&args).expect("interpreter");
            let Some(ArrayData::F32(want)) = want.as_array().map(|a| a.data.clone()) else {
                panic!("f32 result");
            };
            for (i, ((w, l), e)) in wide.iter().zip(&inline).zip(&want).enumerate() {
                assert!(
                    same(*w, *l),
                    "term {k} ({op}, {rows}x{n}): row {i} is {w:e} with the helpers, {l:e} inline"
                );
                let close = same(*w, *e) || (w - e).abs() <= 1e-5 * e.abs().max(1.0);
                assert!(
                    if exact_vs_eval { same(*w, *e) } else { close },
                    "term {k} ({op}, {rows}x{n}): row {i} is {w:e}, kiln-eval {e:e}"
                );
            }
        }
    }
}
