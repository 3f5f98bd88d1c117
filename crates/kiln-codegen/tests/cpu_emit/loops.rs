//! Loop structure: remainders of the vector loop, parallel ranges (split, clamped, run on
//! threads), nested loops, reductions, gathers, strided and uniform accesses, narrow types.

use crate::harness::*;
use kiln_codegen::cpu::{compile_kernel, LoadedKernel};
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;

const F32: ScalarType = ScalarType::F32;
const S64: ScalarType = ScalarType::S64;

fn f(x: f64) -> Expr {
    Expr::Float(x, F32)
}

fn store(buffer: u32, index: Expr, value: Expr) -> Stmt {
    Stmt::Store {
        buffer,
        index,
        value,
    }
}

fn for_loop(var: Var, extent: i64, parallel: bool, vector_width: u8, body: Vec<Stmt>) -> Stmt {
    Stmt::Loop {
        var,
        extent,
        body,
        parallel,
        vector_width,
    }
}

/// Extents around the main loop's two steps of four per iteration, its last single step and
/// the scalar remainder (run whole and in pieces that start anywhere).
#[test]
fn vector_loop_remainders() {
    for n in [
        0, 1, 3, 4, 5, 7, 8, 9, 11, 12, 13, 16, 17, 20, 23, 24, 29, 100,
    ] {
        let k = elementwise(&[F32, F32], F32, n, 4, |a| {
            let s = add(a[0].clone(), a[1].clone());
            mul(s, f(0.5))
        });
        check_vector_and_scalar(&k, n as u64, Tol::Exact);
        let k = elementwise(&[F32], F32, n, 4, |a| un(UnaryOp::Exp, a[0].clone()));
        check_vector_and_scalar(&k, n as u64, Tol::Ulp(2));
    }
}

/// Every split of a parallel range gives the same result as one call, including ranges
/// that start inside a group of four and empty ranges; out-of-range bounds are clamped.
#[test]
fn parallel_ranges_split_anywhere() {
    let n = 23;
    let k = elementwise(&[F32], F32, n, 4, |a| mul(a[0].clone(), f(3.0)));
    let compiled = compile_kernel(&k).unwrap();
    let loaded = LoadedKernel::load(&compiled).unwrap();
    let run = |ranges: &[(i64, i64)]| {
        let mut bufs = make_buffers(&k, 5);
        let ptrs: Vec<*mut u8> = bufs.iter_mut().map(|b| b.as_mut_ptr()).collect();
        for &(s, e) in ranges {
            // SAFETY: buffers sized for the kernel.
            unsafe { loaded.call(&ptrs, s, e) };
        }
        bufs
    };
    let whole = run(&[(0, n)]);
    for cut in 0..=n {
        assert_eq!(run(&[(0, cut), (cut, n)]), whole, "cut at {cut}");
    }
    assert_eq!(run(&[(-10, 5), (5, 5), (7, 3), (5, 1000)]), whole);
    let nothing = run(&[(3, 3), (n, n + 4), (-4, 0)]);
    assert!(nothing[1].iter().all(|&b| b == 0));
}

#[test]
fn parallel_ranges_on_threads() {
    let n = 4099;
    let k = elementwise(&[F32, F32], F32, n, 4, |a| {
        un(UnaryOp::Tanh, add(a[0].clone(), a[1].clone()))
    });
    let loaded = LoadedKernel::load(&compile_kernel(&k).unwrap()).unwrap();
    let mut want = make_buffers(&k, 9);
    run_ref(&k, &mut want, &[(0, n)]);
    let mut got = make_buffers(&k, 9);
    let ptrs: Vec<usize> = got.iter_mut().map(|b| b.as_mut_ptr() as usize).collect();
    std::thread::scope(|s| {
        for t in 0..4 {
            let (loaded, ptrs) = (&loaded, &ptrs);
            s.spawn(move || {
                let p: Vec<*mut u8> = ptrs.iter().map(|&a| a as *mut u8).collect();
                let (lo, hi) = (t * n / 4, (t + 1) * n / 4);
                // SAFETY: the threads write disjoint ranges of the output.
                unsafe { loaded.call(&p, lo, hi) };
            });
        }
    });
    compare(&k, &got, &want, Tol::Ulp(2)).unwrap();
}

/// Without a parallel loop the kernel runs whole and ignores the range.
#[test]
fn kernels_without_parallel_loop_run_whole() {
    let mut k = Kernel::new("two_loops");
    let a = k.add_buffer(buffer("a", F32, 10, false));
    let o = k.add_buffer(buffer("o", F32, 10, true));
    let p = k.add_buffer(buffer("p", F32, 6, true));
    let (i, j) = (k.new_var(S64), k.new_var(S64));
    k.body = vec![
        for_loop(i, 10, false, 4, vec![store(o, var(i), load(a, var(i)))]),
        for_loop(j, 6, false, 4, vec![store(p, var(j), f(1.5))]),
    ];
    assert_eq!(compile_kernel(&k).unwrap().parallel_extent, 1);
    check_vector_and_scalar(&k, 2, Tol::Exact);
}

/// `out[r, c] = a[r, c] * row[c] + 1` with a parallel row loop and a vector column loop.
#[test]
fn nested_loops_broadcast_a_row() {
    for (rows, cols) in [(3, 5), (4, 8), (2, 17), (1, 1), (0, 4), (3, 0)] {
        let mut k = Kernel::new("broadcast_row");
        let a = k.add_buffer(buffer("a", F32, rows * cols, false));
        let row = k.add_buffer(buffer("row", F32, cols, false));
        let o = k.add_buffer(buffer("o", F32, rows * cols, true));
        let (r, c) = (k.new_var(S64), k.new_var(S64));
        let idx = add(mul(var(r), i64c(cols)), var(c));
        let value = add(mul(load(a, idx.clone()), load(row, var(c))), f(1.0));
        let inner = for_loop(c, cols, false, 4, vec![store(o, idx, value)]);
        k.body = vec![for_loop(r, rows, true, 1, vec![inner])];
        check_vector_and_scalar(&k, (rows * 10 + cols) as u64, Tol::Exact);
    }
}

/// Column sums vectorized over columns: a vector accumulator updated in an inner loop.
#[test]
fn column_reduction_in_a_vector_loop() {
    for (rows, cols) in [(5, 7), (1, 4), (8, 16), (3, 1), (2, 13), (4, 29)] {
        let mut k = Kernel::new("column_sum");
        let a = k.add_buffer(buffer("a", F32, rows * cols, false));
        let o = k.add_buffer(buffer("o", F32, cols, true));
        let (c, r, acc) = (k.new_var(S64), k.new_var(S64), k.new_var(F32));
        let idx = add(mul(var(r), i64c(cols)), var(c));
        let update = Stmt::Assign {
            var: acc,
            value: bin(BinaryOp::Max, var(acc), load(a, idx)),
        };
        k.body = vec![for_loop(
            c,
            cols,
            true,
            4,
            vec![
                Stmt::Assign {
                    var: acc,
                    value: f(f64::NEG_INFINITY),
                },
                for_loop(r, rows, false, 1, vec![update]),
                store(o, var(c), var(acc)),
            ],
        )];
        check_vector_and_scalar(&k, rows as u64, Tol::Exact);
    }
}

/// Row sums: a scalar accumulator in an inner loop that is not vectorized.
#[test]
fn row_reduction() {
    let (rows, cols) = (6, 9);
    let mut k = Kernel::new("row_sum");
    let a = k.add_buffer(buffer("a", ScalarType::S32, rows * cols, false));
    let o = k.add_buffer(buffer("o", ScalarType::S32, rows, true));
    let (r, c, acc) = (k.new_var(S64), k.new_var(S64), k.new_var(ScalarType::S32));
    let idx = add(mul(var(r), i64c(cols)), var(c));
    k.body = vec![for_loop(
        r,
        rows,
        true,
        4,
        vec![
            Stmt::Assign {
                var: acc,
                value: Expr::Int(0, ScalarType::S32),
            },
            for_loop(
                c,
                cols,
                false,
                1,
                vec![Stmt::Assign {
                    var: acc,
                    value: add(var(acc), load(a, idx)),
                }],
            ),
            store(o, var(r), var(acc)),
        ],
    )];
    check_vector_and_scalar(&k, 3, Tol::Exact);
}

/// Strided, reversed, modular and broadcast indices (lane-by-lane loads), an s64 index
/// variable, and an f32 variable assigned in the body.
#[test]
fn gathers_and_index_variables() {
    let n = 19;
    let indices: Vec<Box<dyn Fn(Var) -> Expr>> = vec![
        Box::new(|i| add(mul(var(i), i64c(2)), i64c(1))),
        Box::new(|i| Expr::Binary(BinaryOp::Sub, Box::new(i64c(n - 1)), Box::new(var(i)))),
        Box::new(|i| bin(BinaryOp::Rem, mul(var(i), i64c(7)), i64c(n))),
        Box::new(|i| bin(BinaryOp::Div, var(i), i64c(4))),
        Box::new(|_| i64c(3)),
    ];
    for (s, index) in indices.iter().enumerate() {
        let mut k = Kernel::new("gather");
        let a = k.add_buffer(buffer("a", F32, 2 * n, false));
        let o = k.add_buffer(buffer("o", F32, n, true));
        let (i, j, t) = (k.new_var(S64), k.new_var(S64), k.new_var(F32));
        let body = vec![
            Stmt::Assign {
                var: j,
                value: index(i),
            },
            Stmt::Assign {
                var: t,
                value: mul(load(a, var(j)), f(2.0)),
            },
            store(o, var(i), add(var(t), var(t))),
        ];
        k.body = vec![for_loop(i, n, true, 4, body)];
        check_vector_and_scalar(&k, s as u64, Tol::Exact);
    }
}

/// A store of a uniform value to a uniform place inside a vector loop, next to lanes.
#[test]
fn uniform_store_in_vector_loop() {
    let mut k = Kernel::new("uniform_store");
    let a = k.add_buffer(buffer("a", F32, 9, false));
    let o = k.add_buffer(buffer("o", F32, 9, true));
    let p = k.add_buffer(buffer("p", F32, 2, true));
    let i = k.new_var(S64);
    k.body = vec![for_loop(
        i,
        9,
        false,
        4,
        vec![
            store(p, i64c(1), load(a, i64c(2))),
            store(o, var(i), un(UnaryOp::Neg, load(a, var(i)))),
        ],
    )];
    check_vector_and_scalar(&k, 4, Tol::Exact);
}

/// pred, f16 and bf16 buffers read and written contiguously in a vector loop, and iota.
#[test]
fn narrow_types_in_vector_loops() {
    use ScalarType::*;
    for n in [3, 4, 13] {
        let k = elementwise(&[F16, BF16], Pred, n, 4, |a| Expr::Cmp {
            op: CmpOp::Lt,
            total_order: false,
            lhs: Box::new(a[0].clone()),
            rhs: Box::new(a[1].clone()),
        });
        check_vector_and_scalar(&k, n as u64, Tol::Exact);
        for out in [F16, BF16] {
            let k = elementwise(&[Pred, F16, F32], out, n, 4, |a| {
                let x = add(a[1].clone(), a[2].clone());
                Expr::Select(Box::new(a[0].clone()), Box::new(x), Box::new(a[2].clone()))
            });
            check_vector_and_scalar(&k, n as u64, Tol::Exact);
        }
        let k = elementwise(&[S8, U16], S32, n, 4, |a| {
            let x = Expr::Convert(S32, Box::new(a[0].clone()));
            let y = Expr::Convert(S32, Box::new(a[1].clone()));
            mul(x, y)
        });
        check_vector_and_scalar(&k, n as u64, Tol::Exact);
        let mut k = Kernel::new("iota");
        let o = k.add_buffer(buffer("o", F32, n, true));
        let q = k.add_buffer(buffer("q", S32, n, true));
        let i = k.new_var(S64);
        k.body = vec![for_loop(
            i,
            n,
            true,
            4,
            vec![
                store(o, var(i), Expr::Convert(F32, Box::new(var(i)))),
                store(q, var(i), Expr::Convert(S32, Box::new(var(i)))),
            ],
        )];
        check_vector_and_scalar(&k, 1, Tol::Exact);
    }
}

/// Loops the vectorizer declines (f64 values, s8 stores) still run, as scalar loops.
#[test]
fn loops_that_stay_scalar() {
    use ScalarType::*;
    let k = elementwise(&[F64, F64], F64, 11, 4, |a| {
        un(UnaryOp::Exp, add(a[0].clone(), a[1].clone()))
    });
    check_vector_and_scalar(&k, 1, Tol::Exact);
    let k = elementwise(&[S8, S8], S8, 11, 4, |a| {
        bin(BinaryOp::Div, a[0].clone(), a[1].clone())
    });
    check_vector_and_scalar(&k, 2, Tol::Exact);
}

/// Deep (but allowed) expressions and one past the depth limit: an error, not a crash.
#[test]
fn expression_depth_limit() {
    let deep = |depth: usize| {
        elementwise(&[F32], F32, 5, 4, |a| {
            (0..depth).fold(a[0].clone(), |e, _| un(UnaryOp::Neg, e))
        })
    };
    check_vector_and_scalar(&deep(200), 1, Tol::Exact);
    // Just under the limit, the recursion fits a 2 MiB thread stack (a pool thread's size).
    let limit = kiln_codegen::cpu::MAX_EXPR_DEPTH;
    let at_limit = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || compile_kernel(&deep(limit - 2)).map(|c| c.code.len()))
        .unwrap();
    assert!(at_limit.join().unwrap().is_ok());
    let err = compile_kernel(&deep(5000)).unwrap_err();
    assert!(err.contains("deeper"), "{err}");
}

#[test]
fn invalid_kernels_are_errors() {
    let mut k = elementwise(&[F32], F32, 5, 4, |a| a[0].clone());
    k.buffers[0].writable = false;
    k.buffers[1].writable = false;
    assert!(compile_kernel(&k).is_err());
    let k = elementwise(&[F32], ScalarType::S32, 5, 4, |a| a[0].clone());
    assert!(compile_kernel(&k).is_err());
    let k = elementwise(&[F32], F32, 5, 4, |_| var(Var(99)));
    assert!(compile_kernel(&k).is_err());
}

#[test]
fn compiled_kernels_are_plain_data() {
    let k = elementwise(&[F32], F32, 100, 4, |a| un(UnaryOp::Sin, a[0].clone()));
    let c = compile_kernel(&k).unwrap();
    assert_eq!(c.parallel_extent, 100);
    assert_eq!(c.buffer_count, 2);
    // A copy of the bytes (as a disk cache would hand back) loads and runs the same.
    let copy = kiln_codegen::cpu::CompiledKernel {
        code: c.code.clone(),
        ..c.clone()
    };
    let mut x = make_buffers(&k, 3);
    let mut y = x.clone();
    for (compiled, bufs) in [(&c, &mut x), (&copy, &mut y)] {
        let l = LoadedKernel::load(compiled).unwrap();
        let p: Vec<*mut u8> = bufs.iter_mut().map(|b| b.as_mut_ptr()).collect();
        // SAFETY: buffers sized for the kernel.
        unsafe { l.call(&p, 0, 100) };
    }
    assert_eq!(x, y);
    fn send_sync<T: Send + Sync>() {}
    send_sync::<LoadedKernel>();
}

/// A width-4 loop that (against the contract) carries an accumulator between iterations
/// is emitted as a scalar loop rather than reading an uninitialized lane vector.
#[test]
fn carried_accumulator_keeps_the_loop_scalar() {
    let s32 = ScalarType::S32;
    let mut k = Kernel::new("carried");
    let a = k.add_buffer(buffer("a", s32, 11, false));
    let o = k.add_buffer(buffer("o", s32, 1, true));
    let (i, acc) = (k.new_var(S64), k.new_var(s32));
    k.body = vec![
        Stmt::Assign {
            var: acc,
            value: Expr::Int(0, s32),
        },
        for_loop(
            i,
            11,
            false,
            4,
            vec![Stmt::Assign {
                var: acc,
                value: add(var(acc), load(a, var(i))),
            }],
        ),
        store(o, i64c(0), var(acc)),
    ];
    check_vector_and_scalar(&k, 8, Tol::Exact);
}

/// 64-bit indices affine in the vector loop's variable, narrowed to 32-bit lanes (iotas and
/// masks such as a causal `row >= column`), are built as lane 0 plus a constant ramp instead
/// of lane by lane: the same values, wrapping included, for any step and offset, in the main
/// loop and the remainder, against `kir_eval` and the scalar form.
#[test]
fn narrowed_affine_indices_in_vector_loops() {
    const S32: ScalarType = ScalarType::S32;
    const U32: ScalarType = ScalarType::U32;
    let (rows, n) = (3, 11);
    for (step, offset) in [
        (1, 0),
        (-1, 5),
        (3, -7),
        (1 << 31, 1),
        ((1 << 32) + 5, (1 << 32) - 2),
        (-(1 << 33) - 3, i64::MAX - 40),
    ] {
        for to in [S32, U32] {
            let mut k = Kernel::new("narrowed_affine");
            let input = k.add_buffer(buffer("in", F32, rows * n, false));
            let lanes = k.add_buffer(buffer("lanes", to, rows * n, true));
            let masked = k.add_buffer(buffer("masked", F32, rows * n, true));
            let row = k.new_var(S64);
            let col = k.new_var(S64);
            let at = add(mul(var(row), i64c(n)), var(col));
            let narrowed =
                Expr::Convert(to, Box::new(add(mul(var(col), i64c(step)), i64c(offset))));
            let row_index = Expr::Convert(to, Box::new(mul(var(row), i64c(4))));
            let keep = Expr::Cmp {
                op: CmpOp::Ge,
                total_order: false,
                lhs: Box::new(row_index),
                rhs: Box::new(narrowed.clone()),
            };
            let value = Expr::Select(
                Box::new(keep),
                Box::new(load(input, at.clone())),
                Box::new(f(f64::NEG_INFINITY)),
            );
            let inner = for_loop(
                col,
                n,
                false,
                4,
                vec![store(lanes, at.clone(), narrowed), store(masked, at, value)],
            );
            k.body.push(for_loop(row, rows, true, 1, vec![inner]));
            check_vector_and_scalar(&k, 11, Tol::Exact);
        }
    }
}

/// A vector loop whose body selects on its counter against a per-row bound (a causal mask)
/// runs as two loops around the crossing point (`cpu::split`): every comparison, either
/// side, the counter as s64 or as its s32 copy, bounds before, inside and past the loop, and
/// an f32 sum of the selected values (order-sensitive) — against `kir_eval` and the scalar
/// loop, bit for bit.
#[test]
fn selects_on_the_counter_split_the_loop() {
    const S32: ScalarType = ScalarType::S32;
    let (rows, n) = (7, 13);
    for op in [CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge, CmpOp::Eq] {
        for counter_first in [false, true] {
            for (narrow, step, offset) in [(false, 3, -4), (true, 2, 0), (true, -5, 20)] {
                let mut k = Kernel::new("split");
                let x = k.add_buffer(buffer("x", F32, rows * n, false));
                let out = k.add_buffer(buffer("out", F32, rows * n, true));
                let sums = k.add_buffer(buffer("sums", F32, rows, true));
                let (row, col) = (k.new_var(S64), k.new_var(S64));
                let copy = k.new_var(S32);
                let acc = k.new_var(F32);
                let bound = add(mul(var(row), i64c(step)), i64c(offset));
                let (counter, bound) = if narrow {
                    (var(copy), Expr::Convert(S32, Box::new(bound)))
                } else {
                    (var(col), bound)
                };
                let (lhs, rhs) = if counter_first {
                    (counter, bound)
                } else {
                    (bound, counter)
                };
                let cond = Expr::Cmp {
                    op,
                    total_order: false,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                };
                let at = add(mul(var(row), i64c(n)), var(col));
                let picked = Expr::Select(
                    Box::new(cond),
                    Box::new(mul(load(x, at.clone()), f(0.125))),
                    Box::new(f(-3.0)),
                );
                let body = vec![
                    Stmt::Assign {
                        var: copy,
                        value: Expr::Convert(S32, Box::new(var(col))),
                    },
                    store(out, at, picked.clone()),
                    Stmt::Assign {
                        var: acc,
                        value: add(var(acc), picked),
                    },
                ];
                let row_body = vec![
                    Stmt::Assign {
                        var: acc,
                        value: f(0.5),
                    },
                    for_loop(col, n, false, 4, body),
                    store(sums, var(row), var(acc)),
                ];
                k.body.push(for_loop(row, rows, true, 1, row_body));
                check_vector_and_scalar(&k, 5, Tol::Exact);
            }
        }
    }
}

/// A vector loop whose selects test conditions that hold for the whole loop (a concatenate
/// or pad along an outer dimension: `row < 4`, `row >= 7`) is unswitched (`cpu::split`): the
/// conditions are tested once, each loop runs with its selects resolved and without the
/// loads only the other branches read — against `kir_eval` and the scalar loop, bit for
/// bit, and no select is left.
#[test]
fn uniform_selects_unswitch_the_loop() {
    let (rows, n) = (9, 13);
    let mut k = Kernel::new("unswitch");
    let a = k.add_buffer(buffer("a", F32, 4 * n, false));
    let b = k.add_buffer(buffer("b", F32, 5 * n, false));
    let out = k.add_buffer(buffer("out", F32, rows * n, true));
    let (row, col) = (k.new_var(S64), k.new_var(S64));
    let (av, bv) = (k.new_var(F32), k.new_var(F32));
    let cmp = |op, x: i64| Expr::Cmp {
        op,
        total_order: false,
        lhs: Box::new(var(row)),
        rhs: Box::new(i64c(x)),
    };
    let a_row = bin(BinaryOp::Min, var(row), i64c(3));
    let b_row = bin(BinaryOp::Max, add(var(row), i64c(-4)), i64c(0));
    let picked = Expr::Select(
        Box::new(cmp(CmpOp::Lt, 4)),
        Box::new(mul(var(av), f(0.5))),
        Box::new(Expr::Select(
            Box::new(cmp(CmpOp::Ge, 7)),
            Box::new(var(bv)),
            Box::new(un(UnaryOp::Neg, var(bv))),
        )),
    );
    let body = vec![
        Stmt::Assign {
            var: av,
            value: load(a, add(mul(a_row, i64c(n)), var(col))),
        },
        Stmt::Assign {
            var: bv,
            value: load(b, add(mul(b_row, i64c(n)), var(col))),
        },
        store(out, add(mul(var(row), i64c(n)), var(col)), picked),
    ];
    let row_body = vec![for_loop(col, n, false, 4, body)];
    k.body.push(for_loop(row, rows, true, 1, row_body));
    check_vector_and_scalar(&k, 9, Tol::Exact);
    let clif = kiln_codegen::cpu::kernel_clif(&k).unwrap();
    assert!(!clif.contains("select"), "{clif}");
}

/// A uniform select condition holding a NaN constant (`row as f32 < NaN`, as the property
/// test's random kernels make): the derived `==` says such a condition differs from its own
/// copy, so unswitching never resolved its select and unswitched the loop again, forever
/// (a stack overflow in `random_kernels_match_kir_eval`). Conditions now compare by bits.
#[test]
fn uniform_selects_on_nan_constants_unswitch_once() {
    let (rows, n) = (5, 11);
    let mut k = Kernel::new("unswitch_nan");
    let x = k.add_buffer(buffer("x", F32, rows * n, false));
    let out = k.add_buffer(buffer("out", F32, rows * n, true));
    let (row, col) = (k.new_var(S64), k.new_var(S64));
    let at = || add(mul(var(row), i64c(n)), var(col));
    let cond = Expr::Cmp {
        op: CmpOp::Lt,
        total_order: false,
        lhs: Box::new(Expr::Convert(ScalarType::F32, Box::new(var(row)))),
        rhs: Box::new(f(f64::NAN)),
    };
    let picked = Expr::Select(
        Box::new(cond),
        Box::new(load(x, at())),
        Box::new(un(UnaryOp::Neg, load(x, at()))),
    );
    let row_body = vec![for_loop(col, n, false, 4, vec![store(out, at(), picked)])];
    k.body.push(for_loop(row, rows, true, 1, row_body));
    check_vector_and_scalar(&k, 3, Tol::Exact);
}
