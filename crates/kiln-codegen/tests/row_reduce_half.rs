//! Row reductions of f16 and bf16 terms widened to f32 (`reduce(convert(x))`, as JAX writes
//! `x.astype(f32).sum(-1)`) through the row and fold helpers (`cpu::wide::reduce`): JIT
//! kernels agree with `kiln-eval` bit for bit (NaNs of any payload count as equal) for add,
//! maximum and minimum, rows shorter than a block and longer, special values of each type
//! (signalling NaNs, subnormals, infinities, signed zeros), with the helpers and without;
//! the helper table's half entries fold exactly as the f32 ones do over the widened terms.

mod reduce_support;

use half::{bf16, f16};
use kiln_codegen::cpu::{
    compile_kernel_with, helper_table, wide_helpers_available, CompileOptions, Helper,
};
use kiln_codegen::lower::lower_computation;
use kiln_eval::Evaluator;
use kiln_hlo::{parse_module, verify_module, ArrayData, ArrayLiteral, Literal, Module};
use reduce_support::{run_jit, same, Rng};

/// This file's test values, drawn from the shared generator.
trait Bits {
    fn bits(&mut self, is_bf16: bool, specials: bool) -> u16;
}

impl Bits for Rng {
    /// Mostly ordinary values of mixed signs and scales; with `specials`, also ±0, ±inf,
    /// quiet and signalling NaNs and subnormals of the type (`bf16` or not) now and then.
    fn bits(&mut self, is_bf16: bool, specials: bool) -> u16 {
        const BF16: [u16; 8] = [
            0x0000, 0x8000, 0x7f80, 0xff80, 0x7fc1, 0xff81, 0x0005, 0x8071,
        ];
        const F16: [u16; 8] = [
            0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e01, 0xfc05, 0x0003, 0x83ff,
        ];
        let r = self.next();
        if specials && r.is_multiple_of(53) {
            let table = if is_bf16 { BF16 } else { F16 };
            return table[(r >> 8) as usize % table.len()];
        }
        let m = (r >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
        let x = (m * 2f64.powi(((r >> 3) % 9) as i32 - 4)) as f32;
        if is_bf16 {
            bf16::from_f32(x).to_bits()
        } else {
            f16::from_f32(x).to_bits()
        }
    }
}

fn half_literal(is_bf16: bool, dims: &[i64], bits: Vec<u16>) -> Literal {
    let (ty, data) = if is_bf16 {
        let v = bits.into_iter().map(bf16::from_bits).collect();
        (kiln_hlo::PrimitiveType::BF16, ArrayData::BF16(v))
    } else {
        let v = bits.into_iter().map(f16::from_bits).collect();
        (kiln_hlo::PrimitiveType::F16, ArrayData::F16(v))
    };
    Literal::Array(ArrayLiteral::new(ty, dims.to_vec(), data).expect("array"))
}

/// `reduce(convert(x), init)` over the last dimension of `x: ty[rows, n]`, in f32.
fn module(ty: &str, rows: i64, n: i64, op: &str, init: &str) -> Module {
    let hlo = format!(
        "HloModule m
red {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] {op}(a, b)
}}
ENTRY e {{
  x = {ty}[{rows},{n}] parameter(0)
  c = f32[{rows},{n}] convert(x)
  i = f32[] constant({init})
  ROOT r = f32[{rows}] reduce(c, i), dimensions={{1}}, to_apply=red
}}
"
    );
    let m = parse_module(&hlo).unwrap_or_else(|e| panic!("parse: {e}\n{hlo}"));
    verify_module(&m).unwrap_or_else(|e| panic!("verify: {e}\n{hlo}"));
    m
}

const OPS: [(&str, &str); 3] = [("add", "0"), ("maximum", "-inf"), ("minimum", "inf")];

#[test]
fn half_rows_match_the_interpreter() {
    for ty in ["bf16", "f16"] {
        for n in [1, 17, 100, 128, 129, 384, 1000, 1024, 4096 + 384] {
            for (op, init) in OPS {
                for specials in [false, true] {
                    let rows = 3;
                    let m = module(ty, rows, n, op, init);
                    let mut rng = Rng(n as u64 * 31 + op.len() as u64 + specials as u64);
                    let bits = (0..rows * n)
                        .map(|_| rng.bits(ty == "bf16", specials))
                        .collect();
                    let x = half_literal(ty == "bf16", &[rows, n], bits);
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
                        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                            assert!(
                                same(*g, *w),
                                "{op} over {ty}[{rows},{n}] ({options:?}): row {i} is {g:e} \
                                 ({:#x}), kiln-eval {w:e} ({:#x})",
                                g.to_bits(),
                                w.to_bits()
                            );
                        }
                    }
                    let code =
                        |o: &CompileOptions| compile_kernel_with(&kernel, o).expect("compile").code;
                    // Rows of at most one block fold in order: only max and min take a
                    // helper there.
                    if wide_helpers_available() && (n > 128 || op != "add") {
                        assert!(
                            code(&wide) != code(&inline),
                            "{op} over {ty}[{rows},{n}]: the helper was not used"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn half_table_entries_fold_as_the_f32_ones_over_the_widened_terms() {
    type RowFn = extern "C" fn(*const f32, i64, f32) -> f32;
    type HalfFn = extern "C" fn(*const u16, i64, f32) -> f32;
    let entries = [
        (Helper::RowSumF32, Helper::RowSumBF16, Helper::RowSumF16),
        (Helper::RowMaxF32, Helper::RowMaxBF16, Helper::RowMaxF16),
        (Helper::RowMinF32, Helper::RowMinBF16, Helper::RowMinF16),
        (Helper::FoldMaxF32, Helper::FoldMaxBF16, Helper::FoldMaxF16),
        (Helper::FoldMinF32, Helper::FoldMinBF16, Helper::FoldMinF16),
    ];
    let fold = |h: Helper| matches!(h, Helper::FoldMaxF32 | Helper::FoldMinF32);
    let mut rng = Rng(7);
    for blocks in [0usize, 1, 2, 7, 8, 9, 17] {
        for extra in [0usize, 5, 16, 127] {
            for specials in [false, true] {
                for is_bf16 in [true, false] {
                    let n = blocks * 128 + extra;
                    let bits: Vec<u16> = (0..n).map(|_| rng.bits(is_bf16, specials)).collect();
                    let wide: Vec<f32> = bits
                        .iter()
                        .map(|&b| {
                            if is_bf16 {
                                bf16::from_bits(b).to_f32()
                            } else {
                                f16::from_bits(b).to_f32()
                            }
                        })
                        .collect();
                    for (f32_entry, bf16_entry, f16_entry) in entries {
                        let half_entry = if is_bf16 { bf16_entry } else { f16_entry };
                        // Row helpers take whole blocks, fold helpers any number of terms.
                        let count = if fold(f32_entry) { n } else { blocks * 128 };
                        let arg = if fold(f32_entry) { n } else { blocks } as i64;
                        // SAFETY: the table entries have these signatures
                        // (`HelperSig::RowReduceF32`) and read `count` terms.
                        let (f, h): (RowFn, HalfFn) = unsafe {
                            (
                                std::mem::transmute::<usize, RowFn>(
                                    helper_table()[f32_entry.index()],
                                ),
                                std::mem::transmute::<usize, HalfFn>(
                                    helper_table()[half_entry.index()],
                                ),
                            )
                        };
                        for acc in [0.0f32, -0.0, 1.5, f32::NEG_INFINITY] {
                            let want = f(wide[..count].as_ptr(), arg, acc);
                            let got = h(bits[..count].as_ptr(), arg, acc);
                            assert!(
                                same(got, want),
                                "{half_entry:?}, {n} terms, acc {acc}: {got:e} vs {want:e}"
                            );
                        }
                    }
                }
            }
        }
    }
}
