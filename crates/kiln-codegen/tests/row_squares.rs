//! Row sums of squares, `Σ (x - c)²` (a variance's, with `c` the row's mean) and `Σ x²`, over
//! f32, f16 and bf16 rows through the squares row helper (`cpu::wide::reduce`): JIT kernels
//! agree with `kiln-eval` bit for bit (NaNs of any payload count as equal) with the helpers
//! and without, for rows of one block and more, special values among the terms and as the
//! row's value; the table entries agree with the row-sum entries over the squares.

mod reduce_support;

use half::{bf16, f16};
use kiln_codegen::cpu::{
    compile_kernel_with, helper_table, wide_helpers_available, CompileOptions, Helper,
};
use kiln_codegen::lower::lower_computation;
use kiln_eval::Evaluator;
use kiln_hlo::{parse_module, verify_module, ArrayData, ArrayLiteral, Literal, PrimitiveType};
use reduce_support::{f32_literal, run_jit, same, Rng};

/// This file's test values, drawn from the shared generator.
trait Values {
    fn value(&mut self, specials: bool) -> f32;
}

impl Values for Rng {
    /// Mostly ordinary values; with `specials`, ±0, ±inf, NaN and subnormals now and then.
    fn value(&mut self, specials: bool) -> f32 {
        const SPECIAL: [f32; 7] = [
            0.0,
            -0.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            1e-40,
            -1e-39,
        ];
        let r = self.next();
        if specials && r.is_multiple_of(59) {
            return SPECIAL[(r >> 8) as usize % SPECIAL.len()];
        }
        let m = (r >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
        (m * 2f64.powi(((r >> 3) % 9) as i32 - 4)) as f32
    }
}

/// `values` as an array of `ty` (f32, f16 or bf16: rounded to it).
fn literal(ty: &str, dims: &[i64], values: Vec<f32>) -> Literal {
    let data = match ty {
        "f32" => return f32_literal(dims, values),
        "f16" => ArrayData::F16(values.into_iter().map(f16::from_f32).collect()),
        _ => ArrayData::BF16(values.into_iter().map(bf16::from_f32).collect()),
    };
    let pt = if ty == "f16" {
        PrimitiveType::F16
    } else {
        PrimitiveType::BF16
    };
    Literal::Array(ArrayLiteral::new(pt, dims.to_vec(), data).expect("array"))
}

/// `Σ_j (x[r, j] - m[r])²` (`centered`) or `Σ_j x[r, j]²` of `x: ty[rows, n]` in f32.
fn module(ty: &str, rows: i64, n: i64, centered: bool) -> kiln_hlo::Module {
    let term = if centered {
        format!(
            "mb = f32[{rows},{n}] broadcast(m), dimensions={{0}}
  d = f32[{rows},{n}] subtract(c, mb)
  t = f32[{rows},{n}] multiply(d, d)"
        )
    } else {
        format!("t = f32[{rows},{n}] multiply(c, c)")
    };
    let hlo = format!(
        "HloModule m
red {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}}
ENTRY e {{
  x = {ty}[{rows},{n}] parameter(0)
  m = f32[{rows}] parameter(1)
  c = f32[{rows},{n}] convert(x)
  {term}
  i = f32[] constant(0)
  ROOT r = f32[{rows}] reduce(t, i), dimensions={{1}}, to_apply=red
}}
"
    );
    let m = parse_module(&hlo).unwrap_or_else(|e| panic!("parse: {e}\n{hlo}"));
    verify_module(&m).unwrap_or_else(|e| panic!("verify: {e}\n{hlo}"));
    m
}

#[test]
fn row_squares_match_the_interpreter() {
    for ty in ["f32", "bf16", "f16"] {
        for n in [128, 256, 1000, 1024, 4096 + 128] {
            for centered in [true, false] {
                for specials in [false, true] {
                    let rows = 4;
                    let m = module(ty, rows, n, centered);
                    let mut rng = Rng(n as u64 * 7 + ty.len() as u64 + specials as u64);
                    let x = (0..rows * n).map(|_| rng.value(specials)).collect();
                    // Row values: ordinary, and with specials NaN, inf and a subnormal.
                    let mut means: Vec<f32> = (0..rows).map(|_| rng.value(false)).collect();
                    if specials {
                        means[1] = f32::NAN;
                        means[2] = f32::INFINITY;
                        means[3] = -1e-40;
                    }
                    let args = [literal(ty, &[rows, n], x), f32_literal(&[rows], means)];
                    let want = Evaluator::new(&m).run(&args).expect("interpreter");
                    let Some(ArrayData::F32(want)) = want.as_array().map(|a| a.data.clone()) else {
                        panic!("f32 result");
                    };
                    let kernel = lower_computation(&m, m.entry, "squares").expect("lower");
                    let wide = CompileOptions { wide_helpers: true };
                    let inline = CompileOptions {
                        wide_helpers: false,
                    };
                    for options in [wide, inline] {
                        let got = run_jit(&kernel, &options, &args);
                        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                            assert!(
                                same(*g, *w),
                                "{ty}[{rows},{n}] centered {centered} ({options:?}): row {i} \
                                 is {g:e} ({:#x}), kiln-eval {w:e} ({:#x})",
                                g.to_bits(),
                                w.to_bits()
                            );
                        }
                    }
                    let code =
                        |o: &CompileOptions| compile_kernel_with(&kernel, o).expect("compile").code;
                    if wide_helpers_available() && n > 128 {
                        assert!(
                            code(&wide) != code(&inline),
                            "{ty}[{rows},{n}] centered {centered}: the helper was not used"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn squares_entries_sum_as_the_row_sum_entries_over_the_squares() {
    type SumFn = extern "C" fn(*const f32, i64, f32) -> f32;
    type SquaresFn = extern "C" fn(*const f32, i64, f32, f32) -> f32;
    // SAFETY: the table entries have these signatures (`HelperSig::RowReduceF32`,
    // `HelperSig::RowSquaresF32`).
    let (sum, squares) = unsafe {
        (
            std::mem::transmute::<usize, SumFn>(helper_table()[Helper::RowSumF32.index()]),
            std::mem::transmute::<usize, SquaresFn>(helper_table()[Helper::RowSquaresF32.index()]),
        )
    };
    let mut rng = Rng(3);
    for blocks in [0usize, 1, 2, 7, 8, 9, 17] {
        for specials in [false, true] {
            let x: Vec<f32> = (0..blocks * 128).map(|_| rng.value(specials)).collect();
            for c in [0.0f32, 0.75, -2.5, f32::NAN] {
                let sq: Vec<f32> = x
                    .iter()
                    .map(|&v| {
                        let d = v - c;
                        d * d
                    })
                    .collect();
                for acc in [0.0f32, -0.0, 1.5] {
                    let want = sum(sq.as_ptr(), blocks as i64, acc);
                    let got = squares(x.as_ptr(), blocks as i64, acc, c);
                    assert!(
                        same(got, want),
                        "{blocks} blocks, c {c}, acc {acc}: {got:e} vs {want:e}"
                    );
                }
            }
        }
    }
}
