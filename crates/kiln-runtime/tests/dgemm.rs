//! Kiln's AVX-512 f64 GEMM (`library::dgemm`) against a naive product in K order, over shapes
//! that exercise every edge: sizes of 1, sizes just off the tile sizes (12 × 16) and the
//! cache blocks (96 rows, 384 columns, 256 deep), K of 0 and 1, B read in place and packed,
//! transposed and strided operands, padded destination rows, batches, and 1 to 3 threads.
//! NaN and infinity reach C as in any order of the sums. On CPUs without AVX-512 the tests
//! have nothing to check and pass.

#![cfg(target_arch = "x86_64")]

use kiln_runtime::cpu::library::dgemm::{self, MR, NR};
use kiln_runtime::cpu::library::sgemm::{Dest, Strided};

/// A deterministic pseudo-random stream (64-bit LCG), values in [-1, 1).
struct Rng(u64);

impl Rng {
    fn unit(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }

    fn vec(&mut self, len: usize) -> Vec<f64> {
        (0..len).map(|_| self.unit()).collect()
    }
}

/// How one operand is laid out in its buffer.
#[derive(Clone, Copy, Debug)]
enum Layout {
    RowMajor,
    ColMajor,
    /// Row-major with padding after each row and a gap between columns (column stride 2).
    Spread,
}

impl Layout {
    /// (row stride, column stride, buffer length) of a `rows × cols` matrix.
    fn strides(self, rows: usize, cols: usize) -> (isize, isize, usize) {
        let (r, c) = (rows as isize, cols as isize);
        match self {
            Layout::RowMajor => (c, 1, rows * cols),
            Layout::ColMajor => (1, r, rows * cols),
            Layout::Spread => (2 * c + 3, 2, rows * (2 * cols + 3)),
        }
    }
}

/// One product checked: `C = A · B` for `batch` matrices, C with `c_pad` extra doubles per row.
#[derive(Clone, Copy)]
struct Case {
    m: usize,
    n: usize,
    k: usize,
    a: Layout,
    b: Layout,
    c_pad: usize,
    batch: usize,
    threads: usize,
}

fn case(m: usize, n: usize, k: usize) -> Case {
    Case {
        m,
        n,
        k,
        a: Layout::RowMajor,
        b: Layout::RowMajor,
        c_pad: 0,
        batch: 1,
        threads: 1,
    }
}

/// Checks `case` with operands drawn from `seed`, `special` (if any) written over A's
/// first element.
fn check_with(case: &Case, seed: u64, special: Option<f64>) {
    if !dgemm::available() {
        return;
    }
    let Case {
        m,
        n,
        k,
        batch,
        threads,
        ..
    } = *case;
    let mut rng = Rng(seed);
    let (ars, acs, alen) = case.a.strides(m, k);
    let (brs, bcs, blen) = case.b.strides(k, n);
    let mut a = rng.vec(alen * batch);
    let b = rng.vec(blen * batch);
    if let (Some(x), true) = (special, !a.is_empty()) {
        a[0] = x;
    }
    let ldc = n + case.c_pad;
    let sentinel = 12345.0;
    let mut c = vec![sentinel; (m * ldc * batch).max(1)];
    let offsets: Vec<(isize, isize)> = (0..batch)
        .map(|i| ((i * alen) as isize, (i * blen) as isize))
        .collect();
    // SAFETY: every matrix lies inside its vector at the strides given; C is its own vector.
    unsafe {
        dgemm::dgemm_batched(
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
                ptr: c.as_mut_ptr(),
                rs: ldc as isize,
            },
            (m * ldc) as isize,
            &offsets,
            threads,
        );
    }
    for (t, &(ao, bo)) in offsets.iter().enumerate() {
        for i in 0..m {
            for j in 0..ldc {
                let got = c[t * m * ldc + i * ldc + j];
                if j >= n {
                    assert_eq!(got, sentinel, "padding overwritten at ({i}, {j})");
                    continue;
                }
                let (mut want, mut scale) = (0.0f64, 0.0f64);
                for p in 0..k {
                    let x = a[ao as usize + (i as isize * ars + p as isize * acs) as usize];
                    let y = b[bo as usize + (p as isize * brs + j as isize * bcs) as usize];
                    want += x * y;
                    scale += (x * y).abs();
                }
                let tolerance = 1e-14 * (scale + 1.0) * (k as f64).sqrt().max(1.0);
                let ok = if want.is_nan() {
                    got.is_nan()
                } else if want.is_infinite() {
                    got == want
                } else {
                    (got - want).abs() <= tolerance
                };
                assert!(
                    ok,
                    "batch {t} ({i}, {j}) of {m}×{n}×{k} ({:?} × {:?}, {threads} threads): got {got}, want {want}",
                    case.a, case.b
                );
            }
        }
    }
}

fn check(case: &Case, seed: u64) {
    check_with(case, seed, None)
}

#[test]
fn sizes_around_the_tile_edges() {
    let sizes = [1, 2, MR - 1, MR, MR + 1, NR - 1, NR, NR + 1, 2 * NR + 5];
    let mut seed = 1;
    for &m in &sizes {
        for &n in &sizes {
            for k in [1, 3, 17] {
                check(&case(m, n, k), seed);
                seed += 1;
            }
        }
    }
}

#[test]
fn depths_across_k_slices_and_zero() {
    for k in [0, 1, 2, 4, 5, 255, 256, 257, 513, 1000] {
        check(&case(13, 33, k), k as u64);
        check(&case(130, 20, k), k as u64 + 1);
    }
}

#[test]
fn transposed_and_strided_operands() {
    let layouts = [Layout::RowMajor, Layout::ColMajor, Layout::Spread];
    let mut seed = 100;
    for a in layouts {
        for b in layouts {
            for (m, n, k) in [(29, 45, 37), (12, 16, 8), (5, 3, 261), (130, 96, 270)] {
                check(
                    &Case {
                        a,
                        b,
                        c_pad: 7,
                        ..case(m, n, k)
                    },
                    seed,
                );
                seed += 1;
            }
        }
    }
}

#[test]
fn larger_than_the_cache_blocks() {
    // More rows than one A block, more columns than one B block, depth over two K slices.
    check(&case(800, 70, 530), 7);
    check(&case(50, 900, 40), 8);
    check(
        &Case {
            a: Layout::ColMajor,
            b: Layout::Spread,
            ..case(200, 800, 600)
        },
        9,
    );
}

#[test]
fn batches_and_threads() {
    for threads in [1, 2, 3] {
        for (m, n, k, batch) in [(16, 16, 16, 7), (64, 64, 64, 2), (100, 40, 128, 5)] {
            check(
                &Case {
                    batch,
                    threads,
                    ..case(m, n, k)
                },
                (m * 31 + batch * 7 + threads) as u64,
            );
        }
        // Split over rows, then over columns (few rows).
        check(
            &Case {
                threads,
                c_pad: 3,
                ..case(300, 200, 100)
            },
            10 + threads as u64,
        );
        check(
            &Case {
                threads,
                b: Layout::ColMajor,
                ..case(12, 1000, 300)
            },
            20 + threads as u64,
        );
    }
}

#[test]
fn nan_and_infinity_reach_their_row() {
    for special in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        // B in place (one row block) and packed (several), 1 and 2 threads.
        for (m, threads) in [(20, 1), (200, 2)] {
            check_with(
                &Case {
                    threads,
                    ..case(m, 37, 300)
                },
                3,
                Some(special),
            );
        }
    }
}

#[test]
fn random_shapes() {
    let mut rng = Rng(42);
    let layouts = [Layout::RowMajor, Layout::ColMajor, Layout::Spread];
    let pick = |rng: &mut Rng, max: f64| ((rng.unit() + 1.0) * 0.5 * max) as usize + 1;
    for seed in 0..60 {
        let case = Case {
            m: pick(&mut rng, 150.0),
            n: pick(&mut rng, 90.0),
            k: pick(&mut rng, 300.0),
            a: layouts[seed % 3],
            b: layouts[(seed / 3) % 3],
            c_pad: seed % 4,
            batch: 1 + seed % 3,
            threads: 1 + seed % 2,
        };
        check(&case, seed as u64);
    }
}
