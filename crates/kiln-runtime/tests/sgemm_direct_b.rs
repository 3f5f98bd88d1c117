//! Kiln's AVX-512 f32 GEMM reads B in place (no packed copy) for products of one row block
//! (up to 96 rows) whose B has unit column stride: every tile row then streams B's panels
//! from B itself. Checked against a naive f64-accumulated product at sizes around the tile
//! height and the one-block limit (the product of 97 rows packs B again), with ragged last
//! panels, B rows 4 KiB apart, depths over several K slices, padded and transposed
//! operands, two threads, and as dots (plain, batched, transposed operands) against the
//! reference interpreter.

#![cfg(target_arch = "x86_64")]

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_runtime::cpu::library::sgemm::{self, Dest, Strided, MR, NR};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// Values in [-1, 1) from a 64-bit LCG.
fn values(seed: u64, len: usize) -> Vec<f32> {
    let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
        })
        .collect()
}

/// One product: A and B with `pad` extra floats per stored row (A optionally stored
/// transposed), C with `pad` extra floats per row that must keep their sentinel.
#[derive(Clone, Copy, Debug)]
struct Case {
    m: usize,
    n: usize,
    k: usize,
    pad: usize,
    a_transposed: bool,
    b_transposed: bool,
    threads: usize,
}

fn case(m: usize, n: usize, k: usize) -> Case {
    Case {
        m,
        n,
        k,
        pad: 0,
        a_transposed: false,
        b_transposed: false,
        threads: 1,
    }
}

/// (row stride, column stride, length) of a `rows × cols` operand.
fn layout(rows: usize, cols: usize, pad: usize, transposed: bool) -> (isize, isize, usize) {
    if transposed {
        (1, (rows + pad) as isize, cols * (rows + pad))
    } else {
        ((cols + pad) as isize, 1, rows * (cols + pad))
    }
}

fn check(c: Case, seed: u64) {
    if !sgemm::available() {
        return;
    }
    let Case { m, n, k, pad, .. } = c;
    let (ars, acs, alen) = layout(m, k, pad, c.a_transposed);
    let (brs, bcs, blen) = layout(k, n, pad, c.b_transposed);
    let (a, b) = (values(seed, alen), values(seed + 1, blen));
    let ldc = n + pad;
    let sentinel = -777.0;
    let mut out = vec![sentinel; m * ldc];
    // SAFETY: both operands lie inside their vectors at the strides given; C is its own.
    unsafe {
        sgemm::sgemm(
            m,
            n,
            k,
            Strided {
                ptr: a.as_ptr(),
                rs: ars,
                cs: acs,
            },
            Strided {
                ptr: b.as_ptr(),
                rs: brs,
                cs: bcs,
            },
            Dest {
                ptr: out.as_mut_ptr(),
                rs: ldc as isize,
            },
            c.threads,
        );
    }
    for i in 0..m {
        for j in 0..ldc {
            let got = out[i * ldc + j];
            if j >= n {
                assert_eq!(got, sentinel, "padding written at ({i}, {j}) of {c:?}");
                continue;
            }
            let (mut want, mut scale) = (0.0f64, 0.0f64);
            for p in 0..k {
                let x = a[(i as isize * ars + p as isize * acs) as usize] as f64;
                let y = b[(p as isize * brs + j as isize * bcs) as usize] as f64;
                want += x * y;
                scale += (x * y).abs();
            }
            let tolerance = 1e-6 * (scale + 1.0) * (k as f64).sqrt();
            assert!(
                (got as f64 - want).abs() <= tolerance,
                "({i}, {j}) of {c:?}: got {got}, want {want}"
            );
        }
    }
}

/// Rows over several tile rows up to and just past the one-block limit (96), a last tile
/// row of every height class, columns off the panel width and B rows 1024 floats apart,
/// one to three K slices (the last one short), B rows padded.
#[test]
fn few_row_products_read_b_in_place() {
    let mut seed = 1;
    for m in [MR + 1, 2 * MR, 32, 37, 95, 96, 97] {
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
