//! Short rows summed sixteen at a time (`cpu::wide::rows`): JIT kernels agree with
//! `kiln-eval` bit for bit for row counts around the group of sixteen, every row length from
//! where the helper starts to a whole block, rows strided inside a wider buffer, special
//! values whose sum depends on the order, and kernels run over ranges that start anywhere;
//! with the wide helpers on and off. Loops the helper does not take (too few rows or terms,
//! products, maxima) are left to the jam or the fold.

mod reduce_support;

use kiln_codegen::cpu::{
    compile_kernel_with, jammed_loops, row_sum_loops, CompileOptions, LoadedKernel,
};
use kiln_codegen::lower::lower_computation;
use kiln_eval::util::le_bytes;
use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, CompId, Literal, Module};
use reduce_support::{f32_literal, parsed, reduce_module, run_jit, same, Rng};

/// Values of mixed signs and scales, with ±0, ±inf, NaN and values large enough that the
/// order of the additions shows, rare enough that most rows are ordinary sums (no
/// subnormals: these kernels run without the runtime's FTZ/DAZ mode).
fn values(n: usize, seed: u64) -> Vec<f32> {
    let mut rng = Rng(seed | 1);
    (0..n)
        .map(|_| {
            let s = rng.next();
            match s % 1009 {
                0 => f32::NAN,
                1 => f32::INFINITY,
                2 => f32::NEG_INFINITY,
                3..=5 => -0.0,
                6..=9 => 1e30,
                10..=13 => -1e30,
                14..=30 => 3e7,
                _ => ((s >> 20) % 20001) as f32 / 1000.0 - 10.0,
            }
        })
        .collect()
}

/// The interpreter's f32 result of `m` on `args`.
fn interpreted(m: &Module, args: &[Literal]) -> Vec<f32> {
    let want = Evaluator::new(m).run(args).expect("interpreter");
    match want.as_array().map(|a| a.data.clone()) {
        Some(ArrayData::F32(v)) => v,
        _ => panic!("f32 result"),
    }
}

fn check(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(same(*g, *w), "{what}: element {i}: got {g:e}, want {w:e}");
    }
}

/// Runs the entry of `m` on `args` as JIT code, with and without the wide helpers, against
/// the interpreter; returns how many loops sum short rows sixteen at a time.
fn agree(m: &Module, args: &[Literal], what: &str) -> usize {
    let want = interpreted(m, args);
    let kernel = lower_computation(m, m.entry, "k").expect("lower");
    for wide_helpers in [true, false] {
        let got = run_jit(&kernel, &CompileOptions { wide_helpers }, args);
        check(&got, &want, &format!("{what}, wide helpers {wide_helpers}"));
    }
    row_sum_loops(&kernel)
}

#[test]
fn row_sums_are_exact() {
    for rows in [16, 17, 31, 32, 33, 48, 100] {
        for n in [64, 65, 79, 80, 100, 127, 128] {
            let m = reduce_module(&[rows, n], &[1], "add", "0", false);
            let x = f32_literal(
                &[rows, n],
                values((rows * n) as usize, (rows * 131 + n) as u64),
            );
            let what = format!("sum of {rows} rows of {n}");
            assert_eq!(agree(&m, &[x], &what), 1, "{what} is summed by rows");
        }
    }
}

/// The reducer's init is the accumulator's first operand: -0 and a nonzero init.
#[test]
fn inits_other_than_zero_are_kept() {
    for init in ["-0", "1.5", "-1e30"] {
        let m = reduce_module(&[40, 70], &[1], "add", init, false);
        let x = f32_literal(&[40, 70], values(40 * 70, 3));
        let what = format!("sum of 40 rows of 70 from {init}");
        assert_eq!(agree(&m, &[x], &what), 1, "{what}");
    }
}

/// Rows of a slice `x[:, 3:3 + n]`: each row's terms lie `w` apart, not `n`.
#[test]
fn strided_rows_are_exact() {
    for (rows, n, w) in [(20, 64, 80), (33, 100, 131)] {
        let m = parsed(&format!(
            "HloModule m
add {{
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT s = f32[] add(p, q)
}}
fused {{
  x = f32[{rows},{w}] parameter(0)
  s = f32[{rows},{n}] slice(x), slice={{[0:{rows}], [3:{end}]}}
  z = f32[] constant(0)
  ROOT r = f32[{rows}] reduce(s, z), dimensions={{1}}, to_apply=add
}}
ENTRY e {{
  x = f32[{rows},{w}] parameter(0)
  ROOT f = f32[{rows}] fusion(x), kind=kLoop, calls=fused
}}
",
            end = 3 + n
        ));
        let fused = m
            .computations
            .iter()
            .position(|c| c.name == "fused")
            .expect("fused computation");
        let x = f32_literal(&[rows, w], values((rows * w) as usize, 17));
        let want = interpreted(&m, std::slice::from_ref(&x));
        let kernel = lower_computation(&m, CompId(fused as u32), "rows").expect("lower");
        assert_eq!(row_sum_loops(&kernel), 1, "{kernel:#?}");
        for wide_helpers in [true, false] {
            let got = run_jit(
                &kernel,
                &CompileOptions { wide_helpers },
                std::slice::from_ref(&x),
            );
            check(&got, &want, &format!("{rows} rows of {n} in rows of {w}"));
        }
    }
}

/// Any split of the rows into ranges gives the same sums: ranges that start inside a group
/// of sixteen, empty ones, and ranges reaching past the end (clamped by the kernel).
#[test]
fn ranges_that_start_anywhere_agree() {
    let (rows, n) = (53i64, 96i64);
    let m = reduce_module(&[rows, n], &[1], "add", "0", false);
    let x = f32_literal(&[rows, n], values((rows * n) as usize, 29));
    let want = interpreted(&m, std::slice::from_ref(&x));
    let kernel = lower_computation(&m, m.entry, "k").expect("lower");
    assert_eq!(row_sum_loops(&kernel), 1);
    let compiled = compile_kernel_with(&kernel, &CompileOptions::default()).expect("compile");
    let loaded = LoadedKernel::load(&compiled).expect("load");
    for cuts in [
        vec![0, 53],
        vec![0, 1, 17, 53],
        vec![0, 5, 5, 21, 40, 60],
        vec![0, 15, 16, 31, 32, 47, 48, 53],
    ] {
        let mut input = le_bytes(&x.as_array().expect("array").data);
        let mut out = vec![0xA5u8; rows as usize * 4];
        let ptrs = [input.as_mut_ptr(), out.as_mut_ptr()];
        for w in cuts.windows(2) {
            // SAFETY: the buffers have the kernel's sizes and outlive the call.
            unsafe { loaded.call(&ptrs, w[0], w[1]) };
        }
        let got: Vec<f32> = out
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        check(&got, &want, &format!("ranges {cuts:?}"));
    }
}

#[test]
fn other_loops_are_left_to_the_jam_and_the_fold() {
    let cases = [
        // Too few rows, too few terms, a product, a maximum.
        ([15, 100], "add", "0"),
        ([40, 63], "add", "0"),
        ([40, 100], "multiply", "1"),
        ([40, 100], "maximum", "-inf"),
    ];
    for (dims, op, init) in cases {
        let m = reduce_module(&dims, &[1], op, init, false);
        let x = f32_literal(&dims, values((dims[0] * dims[1]) as usize, 41));
        let what = format!("{op} of {} rows of {}", dims[0], dims[1]);
        assert_eq!(agree(&m, &[x], &what), 0, "{what}");
    }
    // The rows that stay short enough for the jam are jammed as before.
    let m = reduce_module(&[40, 63], &[1], "add", "0", false);
    let kernel = lower_computation(&m, m.entry, "k").expect("lower");
    assert_eq!(jammed_loops(&kernel), 1);
}

/// The reducer `add(b, a)` (the term first) agrees too, whether or not the loop is taken.
#[test]
fn a_swapped_reducer_agrees() {
    let m = reduce_module(&[40, 100], &[1], "add", "0", true);
    let x = f32_literal(&[40, 100], values(4000, 43));
    agree(&m, &[x], "swapped sum of 40 rows of 100");
}
