//! Products whose result rows fit one vector (n ≤ 16), which `sgemm::small` computes row by
//! row from B read in place: batches of tiny matrices, skinny products, transposed A, against
//! the interpreter (odd sizes, NaN and infinities, 1 and 2 threads), and the kernel itself
//! against a plain f64 product (every shape that `small::suits` takes runs there).

#![cfg(target_arch = "x86_64")]

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, Literal};
use kiln_runtime::cpu::library::sgemm::{self, small, Dest, Strided};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// `text` on `args` agrees with the interpreter on 1 and 2 threads, optimized or not.
fn assert_matches_on(text: &str, args: &[Literal]) {
    let module = support::parse(text);
    let want = Evaluator::new(&module)
        .run(args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    for (optimize, threads) in [(true, 1), (false, 1), (true, 2), (false, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("compile: {e}\n{text}"));
        let got = exe
            .execute(args)
            .unwrap_or_else(|e| panic!("execute: {e}\n{text}"));
        if let Err(e) = support::close(&got, &want, 1e-5, 1e-5) {
            panic!("optimize={optimize} threads={threads}: {e}\n{text}");
        }
    }
}

fn batched_dot(b: usize, m: usize, k: usize, n: usize, lhs_transposed: bool) -> String {
    let (lhs, lc) = if lhs_transposed {
        (format!("f32[{b},{k},{m}]"), 1)
    } else {
        (format!("f32[{b},{m},{k}]"), 2)
    };
    format!(
        "HloModule m\nENTRY e {{\n  a = {lhs} parameter(0)\n  b = f32[{b},{k},{n}] parameter(1)\n  ROOT d = f32[{b},{m},{n}] dot(a, b), lhs_batch_dims={{0}}, lhs_contracting_dims={{{lc}}}, rhs_batch_dims={{0}}, rhs_contracting_dims={{1}}\n}}"
    )
}

#[test]
fn batches_of_small_matrices_match_the_interpreter() {
    for (b, m, k, n) in [
        (64, 16, 16, 16),
        (37, 7, 5, 3),
        (9, 17, 40, 16),
        (300, 9, 16, 1),
        (5, 1, 1, 9),
        (3, 8, 257, 15),
    ] {
        for transposed in [false, true] {
            let text = batched_dot(b, m, k, n, transposed);
            let args = support::random_args(&support::parse(&text), 3);
            assert_matches_on(&text, &args);
        }
    }
}

#[test]
fn skinny_products_and_vectors_match_the_interpreter() {
    for (l, r, o) in [
        ("f32[333,129]", "f32[129,16]", "f32[333,16]"),
        ("f32[1,50]", "f32[50,7]", "f32[1,7]"),
        ("f32[40,3]", "f32[3,12]", "f32[40,12]"),
    ] {
        let text = format!(
            "HloModule m\nENTRY e {{\n  a = {l} parameter(0)\n  b = {r} parameter(1)\n  ROOT d = {o} dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}\n}}"
        );
        let args = support::random_args(&support::parse(&text), 4);
        assert_matches_on(&text, &args);
    }
}

#[test]
fn nan_and_infinities_propagate_like_the_interpreter() {
    let text = batched_dot(50, 11, 13, 16, false);
    let mut args = support::random_args(&support::parse(&text), 6);
    for (arg, first, step, value) in [
        (0, 5, 301, f32::NAN),
        (0, 77, 419, f32::INFINITY),
        (1, 31, 557, f32::NEG_INFINITY),
    ] {
        let Literal::Array(a) = &mut args[arg] else {
            panic!("array argument")
        };
        let ArrayData::F32(v) = &mut a.data else {
            panic!("f32 argument")
        };
        v.iter_mut()
            .skip(first)
            .step_by(step)
            .for_each(|x| *x = value);
    }
    assert_matches_on(&text, &args);
}

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

#[test]
fn the_kernel_computes_every_shape_it_takes() {
    if !sgemm::available() {
        return;
    }
    // Batches at padded offsets, A at any strides, C rows padded: the padding must keep its
    // sentinel.
    // Matrix-vector products stay on the other paths (one useful lane per vector here).
    assert!(!small::suits(4096, 1, 4096, 1));
    for (batch, m, k, n, threads) in [
        (1, 1, 1, 2, 1),
        (3, 9, 7, 16, 1),
        (70, 16, 16, 16, 2),
        (2, 23, 300, 5, 2),
        (1, 8, 1, 13, 1),
    ] {
        assert!(small::suits(m, n, k, 1));
        for a_transposed in [false, true] {
            let (ars, acs) = if a_transposed {
                (1, m as isize + 1)
            } else {
                (k as isize + 2, 1)
            };
            let a_len = if a_transposed {
                k * (m + 1)
            } else {
                m * (k + 2)
            };
            let (b_rs, b_len) = (n as isize + 3, k * (n + 3));
            let ldc = n + 1;
            let a = values(1, batch * a_len);
            let b = values(2, batch * b_len);
            let sentinel = -777.0;
            let mut c = vec![sentinel; batch * m * ldc];
            let offsets: Vec<(isize, isize)> = (0..batch)
                .map(|i| ((i * a_len) as isize, (i * b_len) as isize))
                .collect();
            // SAFETY: every batch's operands lie inside their vectors at these strides; C
            // holds `batch` matrices of `m` rows of `ldc` floats.
            unsafe {
                small::batched(
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
                        rs: b_rs,
                        cs: 1,
                    },
                    Dest {
                        ptr: c.as_mut_ptr(),
                        rs: ldc as isize,
                    },
                    (m * ldc) as isize,
                    &offsets,
                    threads,
                );
            }
            for bi in 0..batch {
                for i in 0..m {
                    for j in 0..ldc {
                        let got = c[bi * m * ldc + i * ldc + j];
                        if j == n {
                            assert_eq!(got, sentinel, "padding of row {i}");
                            continue;
                        }
                        let want: f64 = (0..k)
                            .map(|p| {
                                let x =
                                    a[bi * a_len + (i as isize * ars + p as isize * acs) as usize];
                                let y = b[bi * b_len + (p as isize * b_rs) as usize + j];
                                x as f64 * y as f64
                            })
                            .sum();
                        assert!(
                            (got as f64 - want).abs() <= 1e-5 * (1.0 + want.abs()) * k as f64,
                            "batch {bi} ({i}, {j}) of {m}×{k}×{n}: {got} vs {want}"
                        );
                    }
                }
            }
        }
    }
}
