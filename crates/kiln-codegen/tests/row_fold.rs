//! Maximum and minimum folds of short rows of contiguous f32 terms (`cpu::wide::reduce::fold`,
//! rows of at most one block, such as softmax's row max): JIT kernels agree with `kiln-eval`
//! bit for bit (NaNs of any payload count as equal) for every row length around the helper's
//! vectors, accumulators of any value, special values in any position, with the helper and
//! without it; the table entries agree with an in-order fold; only a loop that does nothing
//! but fold contiguous loads calls the helper.

mod reduce_support;

use kiln_codegen::cpu::{
    compile_kernel_with, helper_table, wide_helpers_available, CompileOptions, Helper, LoadedKernel,
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
    /// Ordinary values of mixed signs and scales; with `specials`, also ±0, ±inf, NaNs of
    /// both signs, subnormals and the extreme finite values now and then.
    fn value(&mut self, specials: bool) -> f32 {
        const SPECIAL: [f32; 10] = [
            0.0,
            -0.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            -f32::NAN,
            1e-40,
            -1e-40,
            f32::MAX,
            f32::MIN,
        ];
        let r = self.next();
        if specials && r.is_multiple_of(23) {
            return SPECIAL[(r >> 8) as usize % SPECIAL.len()];
        }
        let m = (r >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
        let e = ((r >> 3) % 17) as i32 - 8;
        (m * 2f64.powi(e)) as f32
    }
}

const LENGTHS: [i64; 22] = [
    1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 48, 63, 64, 65, 80, 100, 127, 128,
];

/// `x`, or a zero of its sign where it is denormal. kiln-eval's maximum and minimum flush
/// denormals (XLA:CPU's FTZ/DAZ) and so do the fold helpers, whatever the MXCSR; the inline
/// compare-and-select code and kir_eval (IEEE) return a denormal extreme as it is.
fn flush(x: f32) -> f32 {
    if x.is_subnormal() {
        0.0f32.copysign(x)
    } else {
        x
    }
}

const WIDE: CompileOptions = CompileOptions { wide_helpers: true };
const INLINE: CompileOptions = CompileOptions {
    wide_helpers: false,
};

/// Whether `kernel`'s code loads the table slot of a maximum or minimum fold or row helper.
/// (Other wide code, such as a tile program's maximum, keeps a denormal extreme as the inline
/// code does.)
fn calls_fold_helper(kernel: &Kernel) -> bool {
    if !wide_helpers_available() {
        return false;
    }
    let clif = kiln_codegen::cpu::kernel_clif(kernel).expect("clif");
    [
        Helper::FoldMaxF32,
        Helper::FoldMinF32,
        Helper::RowMaxF32,
        Helper::RowMinF32,
    ]
    .iter()
    .any(|h| {
        let slot = format!("+{}", h.index() * 8);
        clif.lines()
            .any(|l| l.contains("load.i64") && l.ends_with(&slot))
    })
}

/// Checks module `m` on `x` against kiln-eval with the helpers and without; returns whether
/// a fold or row helper was called.
fn check(m: &Module, x: &Literal, what: &str) -> bool {
    let want = Evaluator::new(m)
        .run(std::slice::from_ref(x))
        .expect("interpreter");
    let Some(ArrayData::F32(want)) = want.as_array().map(|a| a.data.clone()) else {
        panic!("f32 result");
    };
    let kernel = lower_computation(m, m.entry, "row").expect("lower");
    let helped = calls_fold_helper(&kernel);
    for options in [WIDE, INLINE] {
        let got = run_jit(&kernel, &options, std::slice::from_ref(x));
        assert_eq!(got.len(), want.len());
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            // The inline code keeps a denormal extreme's bits (see `flush`).
            let g = if options.wide_helpers && helped {
                *g
            } else {
                flush(*g)
            };
            assert!(
                same(g, *w),
                "{what} ({options:?}): output {i} is {g:e} ({:#x}), kiln-eval {w:e} ({:#x})",
                g.to_bits(),
                w.to_bits()
            );
        }
    }
    helped
}

const OPS: [&str; 2] = ["maximum", "minimum"];
const INITS: [&str; 7] = ["-inf", "inf", "0", "-0", "1.5", "-2.25", "nan"];

#[test]
fn rows_of_every_length_fold_exactly_with_any_initial_value() {
    for n in LENGTHS {
        for op in OPS {
            for init in INITS {
                for specials in [false, true] {
                    let mut rng = Rng(n as u64 * 31 + init.len() as u64 + op.len() as u64);
                    let x = f32_literal(&[5, n], (0..5 * n).map(|_| rng.value(specials)).collect());
                    let m = reduce_module(&[5, n], &[1], op, init, false);
                    let what = format!("{op} init {init} over rows of {n}, specials {specials}");
                    let helped = check(&m, &x, &what);
                    // A row of one term is no loop.
                    if wide_helpers_available() && n > 1 {
                        assert!(helped, "{what}: the fold helper was not used");
                    }
                }
            }
        }
    }
}

#[test]
fn special_values_in_every_position() {
    // One special value in each position of otherwise ordinary rows, and rows of only
    // signed zeros, infinities or NaNs.
    let specials = [
        f32::NAN,
        -f32::NAN,
        f32::from_bits(0x7f80_0001),
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::MAX,
        f32::MIN,
    ];
    for n in [1i64, 15, 16, 17, 63, 64, 65, 127, 128] {
        for s in specials {
            let mut rng = Rng(n as u64 + s.to_bits() as u64);
            // Row r holds `s` at position r; the last rows are all `s`, all ±0 in turn, and
            // ±0 with a NaN in the last position.
            let rows = n + 3;
            let mut data = Vec::new();
            for r in 0..rows {
                for i in 0..n {
                    data.push(match r - n {
                        0 => s,
                        1 => [0.0, -0.0][(rng.next() & 1) as usize],
                        2 if i == n - 1 => f32::NAN,
                        2 => [0.0, -0.0][(i & 1) as usize],
                        _ if i == r => s,
                        _ => rng.value(false),
                    });
                }
            }
            let x = f32_literal(&[rows, n], data);
            for op in OPS {
                for init in ["-inf", "inf", "0", "-0"] {
                    let m = reduce_module(&[rows, n], &[1], op, init, false);
                    check(&m, &x, &format!("{op} init {init}, {s:e} in rows of {n}"));
                }
            }
        }
    }
}

#[test]
fn other_ranks_operand_orders_and_strided_rows_are_exact() {
    let cases: [(&[i64], &[i64]); 6] = [
        (&[2, 3, 64], &[2]),
        (&[4, 2, 17], &[1, 2]),
        (&[3, 5, 8], &[0, 2]),
        // Reductions over a leading dimension read strided terms: no helper.
        (&[33, 6], &[0]),
        (&[7, 3, 16], &[1]),
        (&[100], &[0]),
    ];
    for (dims, reduced) in cases {
        for op in OPS {
            for swapped in [false, true] {
                for specials in [false, true] {
                    let count: i64 = dims.iter().product();
                    let mut rng = Rng(count as u64 + swapped as u64);
                    let x = f32_literal(dims, (0..count).map(|_| rng.value(specials)).collect());
                    let m = reduce_module(dims, reduced, op, "-0", swapped);
                    check(&m, &x, &format!("{op} over {dims:?} dims {reduced:?}"));
                }
            }
        }
    }
}

/// `reduce(f(x), init)` over the last dimension of `x: ty[rows, n]`, where `f` is HLO
/// instructions on `x` ending in `t` (or `t = x`'s copy).
fn term_module(rows: i64, n: i64, ty: &str, op: &str, init: &str, f: &str) -> Module {
    let hlo = format!(
        "HloModule m
red {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT r = {ty}[] {op}(a, b)
}}
ENTRY e {{
  x = {ty}[{rows},{n}] parameter(0)
  {f}
  i = {ty}[] constant({init})
  ROOT r = {ty}[{rows}] reduce(t, i), dimensions={{1}}, to_apply=red
}}
"
    );
    let m = parse_module(&hlo).unwrap_or_else(|e| panic!("parse: {e}\n{hlo}"));
    verify_module(&m).unwrap_or_else(|e| panic!("verify: {e}\n{hlo}"));
    m
}

/// Rows whose terms are arithmetic on the loads, or integers, are no plain fold: the vector
/// loop spreads their accumulator over two vectors' lanes (`cpu::vector::accumulate`),
/// folded with shuffles at the end; the results stay exact at every length.
#[test]
fn expression_and_integer_rows_fold_exactly() {
    let rows = 5;
    let terms = [
        "t = f32[5,{n}] abs(x)",
        "t = f32[5,{n}] negate(x)",
        "c = f32[] constant(1.5)\n  cb = f32[5,{n}] broadcast(c), dimensions={}\n  t = f32[5,{n}] multiply(x, cb)",
    ];
    for n in LENGTHS {
        for op in OPS {
            for (j, f) in terms.iter().enumerate() {
                let f = f.replace("{n}", &n.to_string());
                let mut rng = Rng(n as u64 * 7 + j as u64);
                let x = f32_literal(&[rows, n], (0..rows * n).map(|_| rng.value(true)).collect());
                for init in ["-inf", "inf", "-0", "nan"] {
                    let m = term_module(rows, n, "f32", op, init, &f);
                    check(&m, &x, &format!("{op} init {init} of {f} over rows of {n}"));
                }
            }
        }
        for (op, init) in [
            ("maximum", "-7"),
            ("minimum", "5"),
            ("and", "-1"),
            ("or", "16"),
        ] {
            let mut rng = Rng(n as u64 + op.len() as u64);
            let data: Vec<i32> = (0..rows * n)
                .map(|_| rng.next() as i32 >> (rng.next() % 31))
                .collect();
            let x = Literal::Array(
                ArrayLiteral::new(
                    kiln_hlo::PrimitiveType::S32,
                    vec![rows, n],
                    ArrayData::S32(data),
                )
                .expect("array"),
            );
            let m = term_module(
                rows,
                n,
                "s32",
                op,
                init,
                "t = s32[5,{n}] copy(x)"
                    .replace("{n}", &n.to_string())
                    .as_str(),
            );
            let want = Evaluator::new(&m)
                .run(std::slice::from_ref(&x))
                .expect("interpreter");
            let kernel = lower_computation(&m, m.entry, "row").expect("lower");
            let compiled = compile_kernel_with(&kernel, &WIDE).expect("compile");
            let loaded = LoadedKernel::load(&compiled).expect("load");
            let mut input = le_bytes(&x.as_array().expect("array").data);
            let mut out = vec![0xA5u8; rows as usize * 4];
            let ptrs = [input.as_mut_ptr(), out.as_mut_ptr()];
            // SAFETY: the buffers have the kernel's sizes and outlive the call.
            unsafe { loaded.call(&ptrs, 0, loaded.parallel_extent()) };
            let want = le_bytes(&want.as_array().expect("array").data);
            assert_eq!(out, want, "s32 {op} init {init} over rows of {n}");
        }
    }
}

/// XLA's maximum/minimum, written out independently: NaN from either side, +0 above -0.
fn xla(op: &str, a: f32, b: f32) -> f32 {
    match op {
        _ if a.is_nan() || b.is_nan() => f32::NAN,
        "maximum" if a == b => f32::from_bits(a.to_bits() & b.to_bits()),
        "minimum" if a == b => f32::from_bits(a.to_bits() | b.to_bits()),
        "maximum" => a.max(b),
        _ => a.min(b),
    }
}

type FoldFn = extern "C" fn(*const f32, i64, f32) -> f32;

fn entry(h: Helper) -> FoldFn {
    // SAFETY: the table entry has this signature (`HelperSig::RowReduceF32`).
    unsafe { std::mem::transmute(helper_table()[h.index()]) }
}

const ENTRIES: [(&str, Helper); 2] = [
    ("maximum", Helper::FoldMaxF32),
    ("minimum", Helper::FoldMinF32),
];

#[test]
fn table_entries_fold_any_number_of_terms() {
    let mut rng = Rng(7);
    for n in 0..=300usize {
        for specials in [false, true] {
            let terms: Vec<f32> = (0..n).map(|_| rng.value(specials)).collect();
            for (op, h) in ENTRIES {
                for acc in [f32::NEG_INFINITY, f32::INFINITY, f32::NAN, -0.0, 0.0, 1.5] {
                    let got = entry(h)(terms.as_ptr(), n as i64, acc);
                    let fold = terms.iter().fold(acc, |a, &x| xla(op, a, x));
                    // kiln-eval flushes a denormal result; no op, no flush.
                    let want = if n == 0 { acc } else { flush(fold) };
                    assert!(
                        same(got, want),
                        "{op}, {n} terms, acc {acc}: {got:e} vs {want:e}"
                    );
                }
            }
        }
    }
    // A negative or zero count folds nothing and reads nothing.
    for (_, h) in ENTRIES {
        assert_eq!(entry(h)(std::ptr::null(), -3, 2.5), 2.5);
        assert_eq!(entry(h)(std::ptr::null(), 0, -1.0), -1.0);
    }
}

#[cfg(target_os = "linux")]
#[test]
fn table_entries_read_nothing_past_the_last_term() {
    use std::ffi::c_void;
    extern "C" {
        fn mmap(
            addr: *mut c_void,
            len: usize,
            prot: i32,
            flags: i32,
            fd: i32,
            off: i64,
        ) -> *mut c_void;
        fn mprotect(addr: *mut c_void, len: usize, prot: i32) -> i32;
        fn munmap(addr: *mut c_void, len: usize) -> i32;
    }
    const PAGE: usize = 4096;
    const READ_WRITE: i32 = 3;
    const PRIVATE_ANONYMOUS: i32 = 0x02 | 0x20;
    // SAFETY: a fresh private mapping of two pages; the second is made inaccessible, so a
    // read past the first page's end faults.
    let base = unsafe {
        let p = mmap(
            std::ptr::null_mut(),
            2 * PAGE,
            READ_WRITE,
            PRIVATE_ANONYMOUS,
            -1,
            0,
        );
        assert!(!p.is_null() && p as isize != -1, "mmap");
        assert_eq!(
            mprotect((p as *mut u8).add(PAGE) as *mut c_void, PAGE, 0),
            0
        );
        p as *mut f32
    };
    let capacity = PAGE / 4;
    // SAFETY: the first page is readable and writable.
    let page = unsafe { std::slice::from_raw_parts_mut(base, capacity) };
    for (i, x) in page.iter_mut().enumerate() {
        *x = i as f32 - 500.0;
    }
    for n in [1usize, 5, 15, 16, 17, 33, 63, 64, 65, 127, 128, 129, 1000] {
        let first = capacity - n;
        for (op, h) in ENTRIES {
            let got = entry(h)(page[first..].as_ptr(), n as i64, 0.25);
            let want = flush(page[first..].iter().fold(0.25, |a, &x| xla(op, a, x)));
            assert!(
                same(got, want),
                "{op}, {n} terms at the end: {got:e} vs {want:e}"
            );
        }
    }
    // SAFETY: the mapping made above, no longer used.
    unsafe { munmap(base as *mut c_void, 2 * PAGE) };
}

/// Ways a hand-written loop departs from the fold the helper replaces.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Body {
    /// `t = x[r·n + i]; acc = acc ⊕ t`.
    Exact,
    /// `acc = acc ⊕ x[r·n + i]`.
    Inline,
    /// `t = x[r·n + i]; acc = t ⊕ acc`.
    Swapped,
    /// A sum: its order matters.
    Sum,
    /// Terms two apart.
    Strided,
    /// `acc = acc ⊕ (t + 1)`.
    Arithmetic,
    /// The temporary is also stored after the loop (which then runs one iteration at a
    /// time: a vector loop leaves its temporaries unset).
    TempReadAfter,
    /// The loop also stores each term.
    AlsoStores,
}

/// `out[r] = fold of x[r·n .. r·n + n]` from 1.5, written as `how` says (the temporary
/// stored to `out[rows + r]` or the terms to `out[rows + r·n + i]` where it says so).
fn fold_kernel(op: BinaryOp, rows: i64, n: i64, how: Body) -> Kernel {
    use kiln_codegen::kir::build::*;
    use kiln_codegen::kir::{BufferParam, Expr, ScalarType, Stmt};
    const F32: ScalarType = ScalarType::F32;
    const S64: ScalarType = ScalarType::S64;
    let mut k = Kernel::new("fold");
    let param = |name: &str, len: i64, writable| BufferParam {
        name: name.into(),
        ty: F32,
        dims: vec![len],
        writable,
        resident: false,
    };
    let x = k.add_buffer(param("x", 2 * rows * n, false));
    let out = k.add_buffer(param("out", rows + rows * n, true));
    let (r, i, acc, t) = (
        k.new_var(S64),
        k.new_var(S64),
        k.new_var(F32),
        k.new_var(F32),
    );
    let op = if how == Body::Sum { BinaryOp::Add } else { op };
    let stride = if how == Body::Strided { 2 } else { 1 };
    let term = load(x, add(mul(var(r), i64c(n)), mul(var(i), i64c(stride))));
    let mut body = vec![Stmt::Assign {
        var: t,
        value: term.clone(),
    }];
    let update = match how {
        Body::Inline => bin(op, var(acc), term),
        Body::Swapped => bin(op, var(t), var(acc)),
        Body::Arithmetic => bin(op, var(acc), add(var(t), Expr::Float(1.0, F32))),
        _ => bin(op, var(acc), var(t)),
    };
    if how == Body::Inline {
        body.clear();
    }
    if how == Body::AlsoStores {
        body.push(Stmt::Store {
            buffer: out,
            index: add(add(mul(var(r), i64c(n)), var(i)), i64c(rows)),
            value: var(t),
        });
    }
    body.push(Stmt::Assign {
        var: acc,
        value: update,
    });
    let mut row = vec![
        Stmt::Assign {
            var: acc,
            value: Expr::Float(1.5, F32),
        },
        Stmt::Loop {
            var: i,
            extent: n,
            body,
            parallel: false,
            vector_width: if how == Body::TempReadAfter { 1 } else { 4 },
        },
        Stmt::Store {
            buffer: out,
            index: var(r),
            value: var(acc),
        },
    ];
    if how == Body::TempReadAfter {
        row.insert(
            0,
            Stmt::Assign {
                var: t,
                value: Expr::Float(0.0, F32),
            },
        );
        row.push(Stmt::Store {
            buffer: out,
            index: add(var(r), i64c(rows)),
            value: var(t),
        });
    }
    k.body.push(Stmt::Loop {
        var: r,
        extent: rows,
        body: row,
        parallel: true,
        vector_width: 1,
    });
    k
}

#[test]
fn only_a_plain_fold_of_contiguous_terms_calls_the_helper() {
    use Body::*;
    let bodies = [
        Exact,
        Inline,
        Swapped,
        Sum,
        Strided,
        Arithmetic,
        TempReadAfter,
        AlsoStores,
    ];
    let rows = 6;
    for op in [BinaryOp::Max, BinaryOp::Min] {
        for how in bodies {
            for n in [1, 20, 128] {
                let k = fold_kernel(op, rows, n, how);
                let mut rng = Rng(n as u64 + 3);
                let data: Vec<f32> = (0..2 * rows * n).map(|_| rng.value(true)).collect();
                let x = f32_literal(&[2 * rows * n], data);
                let mut bufs = vec![
                    le_bytes(&x.as_array().expect("array").data),
                    vec![0xA5u8; 4 * (rows + rows * n) as usize],
                ];
                kiln_codegen::kir_eval::run_kernel(&k, &mut bufs, 0, rows).expect("kir_eval");
                let want: Vec<f32> = bufs[1]
                    .chunks_exact(4)
                    .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                    .collect();
                let got = run_jit(&k, &WIDE, std::slice::from_ref(&x));
                for (j, (g, w)) in got.iter().zip(&want).enumerate() {
                    assert!(
                        same(flush(*g), flush(*w)),
                        "{op:?} {how:?} over rows of {n}: output {j} is {g:e}, kir_eval {w:e}"
                    );
                }
                let code = |o: &CompileOptions| compile_kernel_with(&k, o).expect("compile").code;
                let helped = code(&WIDE) != code(&INLINE);
                let expected = matches!(how, Exact | Inline | Swapped) && wide_helpers_available();
                assert_eq!(helped, expected, "{op:?} {how:?} over rows of {n}");
            }
        }
    }
}
