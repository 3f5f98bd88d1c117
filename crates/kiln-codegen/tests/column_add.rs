//! Column sums (and maxima and minima) through the AVX-512 column helpers
//! (`cpu::wide::columns`): a reduction over leading dimensions, built row by row
//! (`lower::nest`), gives the same bits with the helper as the loop it replaces, for any
//! number of rows and columns (masked tails, row groups of four), with outer kept dimensions
//! and special values; and agrees with kiln-eval (bit for bit up to 128 rows, where it folds
//! in order too, and for maxima and minima; within rounding beyond, where kiln-eval regroups
//! sums in blocks). The helper table's entry agrees with a plain loop.

mod reduce_support;

use kiln_codegen::cpu::{
    compile_kernel_with, helper_table, wide_helpers_available, CompileOptions, Helper,
};
use kiln_codegen::lower::lower_computation;
use kiln_eval::Evaluator;
use kiln_hlo::ArrayData;
use reduce_support::{f32_literal, reduce_module, run_jit, same};

/// Deterministic values of mixed signs and scales, with ±0, ±inf and NaN now and then.
fn values(n: usize, seed: u64, specials: bool) -> Vec<f32> {
    let mut s = seed | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            if specials && s.is_multiple_of(97) {
                [0.0, -0.0, f32::INFINITY, f32::NEG_INFINITY, f32::NAN][(s >> 9) as usize % 5]
            } else {
                ((s >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0) as f32
                    * 2f32.powi((s % 9) as i32 - 4)
            }
        })
        .collect()
}

/// The reduction of `dims` over `reduced` with and without the helper: the same bits, and
/// kiln-eval's values (bit for bit when it folds in order); returns whether the helper
/// changed the code.
fn check(dims: &[i64], reduced: i64, specials: bool) -> bool {
    check_op(dims, reduced, "add", "0", specials)
}

/// [`check`] for the reducer `op` with initial value `init`. XLA's maximum and minimum give
/// the same bits in kiln-eval's order as in row order.
fn check_op(dims: &[i64], reduced: i64, op: &str, init: &str, specials: bool) -> bool {
    let m = reduce_module(dims, &[reduced], op, init, false);
    let n: i64 = dims.iter().product();
    let x = values(n as usize, n as u64 * 31 + reduced as u64, specials);
    let x = [f32_literal(dims, x)];
    let want = Evaluator::new(&m).run(&x).expect("interpreter");
    let Some(ArrayData::F32(want)) = want.as_array().map(|a| a.data.clone()) else {
        panic!("f32 result");
    };
    let kernel = lower_computation(&m, m.entry, "columns").expect("lower");
    let wide = CompileOptions { wide_helpers: true };
    let inline = CompileOptions {
        wide_helpers: false,
    };
    let (a, b) = (run_jit(&kernel, &wide, &x), run_jit(&kernel, &inline, &x));
    let in_order = dims[reduced as usize] <= 128 || op != "add";
    for (i, ((a, b), w)) in a.iter().zip(&b).zip(&want).enumerate() {
        assert!(
            same(*a, *b),
            "{dims:?} over {reduced}: output {i}: helper {a:e}, loop {b:e}"
        );
        let close = same(*a, *w) || (a - w).abs() <= 1e-4 * (1.0 + w.abs());
        assert!(
            if in_order { same(*a, *w) } else { close },
            "{dims:?} over {reduced}: output {i}: {a:e}, kiln-eval {w:e}"
        );
    }
    let code = |o: &CompileOptions| compile_kernel_with(&kernel, o).expect("compile").code;
    code(&wide) != code(&inline)
}

#[test]
fn column_sums_of_any_shape_match_the_loop() {
    for rows in [1, 2, 3, 4, 5, 7, 9, 128, 129, 300] {
        for cols in [1, 15, 16, 17, 127, 128, 129, 200, 1000] {
            for specials in [false, true] {
                let helped = check(&[rows, cols], 0, specials);
                if wide_helpers_available() && cols > 1 && rows > 1 {
                    assert!(helped, "{rows} x {cols}: the column helper was not used");
                }
            }
        }
    }
}

#[test]
fn column_maxima_and_minima_match_the_loop() {
    for rows in [1, 2, 5, 129, 300] {
        for cols in [1, 16, 17, 128, 200, 1000] {
            for (op, init) in [("maximum", "-inf"), ("minimum", "inf")] {
                for specials in [false, true] {
                    let helped = check_op(&[rows, cols], 0, op, init, specials);
                    if wide_helpers_available() && cols > 1 && rows > 1 {
                        assert!(
                            helped,
                            "{op}, {rows} x {cols}: the column helper was not used"
                        );
                    }
                }
            }
        }
    }
    check_op(&[4, 70, 33], 1, "maximum", "-inf", true);
}

#[test]
fn outer_kept_dimensions_and_a_middle_reduced_one() {
    for dims in [[3, 50, 70], [2, 130, 33], [4, 5, 260]] {
        check(&dims, 1, true);
    }
}

#[test]
fn the_table_entry_adds_rows_in_order() {
    let f: extern "C" fn(*mut f32, *const f32, i64, i64, i64) =
        // SAFETY: the table holds the column helper's address at its index.
        unsafe { std::mem::transmute(helper_table()[Helper::ColumnAddF32.index()]) };
    for (rows, cols, stride) in [
        (0, 5, 5),
        (3, 0, 4),
        (6, 35, 40),
        (13, 300, 301),
        (4, 16, 16),
    ] {
        let x = values(
            (rows * stride).max(1) as usize,
            (rows * cols) as u64 + 5,
            true,
        );
        let mut want = values(cols.max(1) as usize, 99, false);
        let mut got = want.clone();
        for r in 0..rows as usize {
            for j in 0..cols as usize {
                want[j] += x[r * stride as usize + j];
            }
        }
        f(got.as_mut_ptr(), x.as_ptr(), rows, cols, stride);
        assert!(
            got.iter().zip(&want).all(|(a, b)| same(*a, *b)),
            "{rows} x {cols} (stride {stride})"
        );
    }
}
