//! Kiln's AVX-512 f32 GEMM reads B in place (no packed copy) for products of up to 256 rows
//! whose B has unit column stride: every tile row then streams B's panels from B itself.
//! Checked against a naive f64-accumulated product at sizes around the tile height, the
//! row-block height (96: two row blocks from 97 rows on) and the in-place limit (the product
//! of 257 rows packs B again), with ragged last panels, B rows 4 KiB apart, depths over
//! several K slices, padded and transposed operands, two threads, and as dots (plain,
//! batched, transposed operands) against the reference interpreter.

#![cfg(target_arch = "x86_64")]

mod sgemm_check;
#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_runtime::cpu::library::sgemm::{MR, NR};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;
use sgemm_check::{case, check, Case};

/// Rows over several tile rows up to and just past the row-block height (96) and the
/// in-place limit (256), a last tile row of every height class, columns off the panel width
/// and B rows 1024 floats apart, one to three K slices (the last one short), B rows padded.
#[test]
fn few_row_products_read_b_in_place() {
    let mut seed = 1;
    for m in [MR + 1, 2 * MR, 32, 37, 95, 96, 97, 128, 200, 256, 257] {
        for (n, k) in [(NR + 1, 40), (1024, 256), (3 * NR + 5, 700)] {
            for pad in [0, 9] {
                check(
                    Case {
                        pad,
                        ..case(m, n, k)
                    },
                    seed,
                );
                seed += 2;
            }
        }
    }
}

/// A transposed or padded A (packed as before), a transposed B (packed, not read in place),
/// and two threads, which split the columns of a few-row product.
#[test]
fn transposes_and_threads() {
    let mut seed = 500;
    for (m, n, k) in [(32, 1000, 300), (60, 2 * NR + 7, 530), (90, 800, 64)] {
        for (a_transposed, b_transposed) in [(false, false), (true, false), (false, true)] {
            for threads in [1, 2] {
                check(
                    Case {
                        pad: 3,
                        a_transposed,
                        b_transposed,
                        threads,
                        ..case(m, n, k)
                    },
                    seed,
                );
                seed += 2;
            }
        }
    }
}

/// Dots of these shapes through the CPU backend, against the interpreter: plain, with the
/// rhs stored transposed, and batched with the lhs contracting its first dimension.
#[test]
fn dots_match_the_interpreter() {
    let plain = |m: usize, n: usize, k: usize| {
        format!(
            r#"
HloModule m
ENTRY main {{
  a = f32[{m},{k}] parameter(0)
  b = f32[{k},{n}] parameter(1)
  ROOT d = f32[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}}
"#
        )
    };
    let rhs_transposed = |m: usize, n: usize, k: usize| {
        format!(
            r#"
HloModule m
ENTRY main {{
  a = f32[{m},{k}] parameter(0)
  b = f32[{n},{k}] parameter(1)
  ROOT d = f32[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{1}}
}}
"#
        )
    };
    let batched = |m: usize, n: usize, k: usize| {
        format!(
            r#"
HloModule m
ENTRY main {{
  a = f32[3,{k},{m}] parameter(0)
  b = f32[3,{k},{n}] parameter(1)
  ROOT d = f32[3,{m},{n}] dot(a, b), lhs_batch_dims={{0}}, lhs_contracting_dims={{1}}, rhs_batch_dims={{0}}, rhs_contracting_dims={{1}}
}}
"#
        )
    };
    let mut texts = Vec::new();
    for (m, n, k) in [
        (32, 1024, 256),
        (50, 700, 530),
        (96, 300, 40),
        (97, 96, 300),
        (128, 256, 1024),
        (257, 100, 64),
    ] {
        texts.push(plain(m, n, k));
        texts.push(rhs_transposed(m, n, k));
        texts.push(batched(m, n, k));
    }
    for text in texts {
        let module = support::parse(&text);
        let args = support::random_args(&module, 7);
        let want = Evaluator::new(&module)
            .run(&args)
            .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
        for threads in [1, 2] {
            let options = CompileOptions {
                optimize: true,
                threads,
            };
            let exe = CpuExecutable::compile(&module, &options)
                .unwrap_or_else(|e| panic!("compile fails: {e}\n{text}"));
            let got = exe
                .execute(&args)
                .unwrap_or_else(|e| panic!("execute fails: {e}\n{text}"));
            if let Err(e) = support::close(&got, &want, 1e-4, 1e-4) {
                panic!("{threads} threads: {e}\n{text}");
            }
        }
    }
}
