//! Kiln's AVX-512 f32 GEMM (`library::sgemm`) against a naive f64-accumulated product, over
//! shapes that exercise every edge: sizes of 1, sizes just off the tile sizes (12 × 32) and
//! the cache blocks, K of 0 and 1, matrix-vector products, transposed and strided operands,
//! padded destination rows, batches, and 1 or 2 threads. On CPUs without AVX-512 the tests
//! have nothing to check and pass.

#![cfg(target_arch = "x86_64")]

use kiln_runtime::cpu::library::sgemm::{self, ColumnWindow, Dest, Strided, MR, NR};

/// A deterministic pseudo-random stream (64-bit LCG), values in [-1, 1).
struct Rng(u64);

impl Rng {
    fn unit(&mut self) -> f32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
    }

    fn vec(&mut self, len: usize) -> Vec<f32> {
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

/// One product checked: `C = A · B` for `batch` matrices, C with `c_pad` extra floats per row.
struct Case {
    m: usize,
    n: usize,
    k: usize,
    a: Layout,
    b: Layout,
    c_pad: usize,
    batch: usize,
    threads: usize,
    /// Only these elements of C must be computed.
    window: Option<ColumnWindow>,
}

/// Whether row `i` of C reads column `j` under `window`.
fn read(window: &Option<ColumnWindow>, i: usize, j: usize) -> bool {
    let Some(w) = window else { return true };
    let (i, j) = (i as i64, j as i64);
    w.from.iter().all(|&(a, b)| a * i + b <= j) && w.below.iter().all(|&(a, b)| j < a * i + b)
}

/// Checks `case`; returns how many elements of C the product left unwritten (all outside
/// the window).
fn check(case: &Case, seed: u64) -> usize {
    if !sgemm::available() {
        return 0;
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
    let a = rng.vec(alen * batch);
    let b = rng.vec(blen * batch);
    let ldc = n + case.c_pad;
    let sentinel = 12345.0;
    let mut c = vec![sentinel; (m * ldc * batch).max(1)];
    let offsets: Vec<(isize, isize)> = (0..batch)
        .map(|i| ((i * alen) as isize, (i * blen) as isize))
        .collect();
    // SAFETY: every matrix lies inside its vector at the strides given; C is its own vector.
    unsafe {
        sgemm::sgemm_batched(
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
            case.window.as_ref(),
        );
    }
    let mut unwritten = 0;
    for (t, &(ao, bo)) in offsets.iter().enumerate() {
        for i in 0..m {
            for j in 0..ldc {
                let got = c[t * m * ldc + i * ldc + j];
                if j >= n {
                    assert_eq!(
                        got, sentinel,
                        "padding overwritten at ({i}, {j}), {m}×{n}×{k}"
                    );
                    continue;
                }
                if !read(&case.window, i, j) {
                    unwritten += usize::from(got == sentinel);
                    continue;
                }
                let mut want = 0.0f64;
                let mut scale = 0.0f64;
                for p in 0..k {
                    let x = a[ao as usize + (i as isize * ars + p as isize * acs) as usize] as f64;
                    let y = b[bo as usize + (p as isize * brs + j as isize * bcs) as usize] as f64;
                    want += x * y;
                    scale += (x * y).abs();
                }
                let tolerance = 1e-6 * (scale + 1.0) * (k as f64).sqrt().max(1.0);
                assert!(
                    (got as f64 - want).abs() <= tolerance,
                    "batch {t} ({i}, {j}) of {m}×{n}×{k} ({:?} × {:?}, {threads} threads): got {got}, want {want}",
                    case.a,
                    case.b
                );
            }
        }
    }
    unwritten
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
        window: None,
    }
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
fn depths_across_k_blocks_and_zero() {
    for k in [0, 1, 2, 4, 5, 255, 256, 257, 513, 1000] {
        check(&case(13, 33, k), k as u64);
        check(&case(1, 70, k), k as u64 + 1);
    }
}

#[test]
fn matrix_vector_and_vector_matrix() {
    check(&case(1, 1, 300), 2);
    check(&case(1, 1000, 300), 3);
    check(&case(300, 1, 1000), 4);
    check(&case(777, 1, 5), 5);
    check(&case(1, 3000, 2), 6);
}

#[test]
fn transposed_and_strided_operands() {
    let layouts = [Layout::RowMajor, Layout::ColMajor, Layout::Spread];
    let mut seed = 100;
    for a in layouts {
        for b in layouts {
            for (m, n, k) in [(29, 45, 37), (12, 32, 8), (5, 3, 261), (64, 96, 130)] {
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
    check(&case(50, 4200, 40), 8);
    check(
        &Case {
            a: Layout::ColMajor,
            ..case(400, 300, 600)
        },
        9,
    );
    // A transposed B (each column contiguous) over several column panels and K slices.
    check(
        &Case {
            b: Layout::ColMajor,
            ..case(100, 870, 530)
        },
        10,
    );
}

#[test]
fn batches_and_threads() {
    for threads in [1, 2, 3] {
        for (m, n, k, batch) in [
            (16, 16, 16, 7),
            (64, 64, 64, 2),
            (128, 64, 128, 5),
            (3, 5, 7, 4),
        ] {
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
fn random_shapes() {
    let mut rng = Rng(42);
    let layouts = [Layout::RowMajor, Layout::ColMajor, Layout::Spread];
    let pick = |rng: &mut Rng, max: f32| ((rng.unit() + 1.0) * 0.5 * max) as usize + 1;
    for seed in 0..60 {
        let case = Case {
            m: pick(&mut rng, 90.0),
            n: pick(&mut rng, 90.0),
            k: pick(&mut rng, 300.0),
            a: layouts[seed % 3],
            b: layouts[(seed / 3) % 3],
            c_pad: seed % 4,
            batch: 1 + seed % 3,
            threads: 1 + seed % 2,
            // Every fourth product reads only on and below a shifted diagonal.
            window: (seed % 4 == 0).then(|| ColumnWindow {
                from: vec![],
                below: vec![(1, (seed % 50) as i64 - 10)],
            }),
        };
        check(&case, seed as u64);
    }
}

/// Products with a large A of contiguous rows and a small B read A in place (one packed copy
/// of B, no copy of A): row counts off the tile height, widths off the panel width, A rows
/// padded, B transposed, C rows padded, batches and two threads.
#[test]
fn large_a_read_in_place() {
    let mut seed = 500;
    for (m, n, k) in [
        (512, 64, 512),
        (257, 33, 300),
        (1000, 7 + NR, 80),
        (130, 64, 1024),
    ] {
        for (a, b) in [
            (Layout::RowMajor, Layout::RowMajor),
            (Layout::RowMajor, Layout::ColMajor),
            (Layout::Spread, Layout::RowMajor),
        ] {
            for (batch, threads) in [(1, 1), (1, 2), (3, 2)] {
                check(
                    &Case {
                        a,
                        b,
                        c_pad: 5,
                        batch,
                        threads,
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
fn windows_compute_every_element_read_and_skip_whole_tiles() {
    let causal = ColumnWindow {
        from: vec![],
        below: vec![(1, 1)],
    };
    // A sliding window of 40 columns ending at the diagonal, and its mirror image.
    let band = ColumnWindow {
        from: vec![(1, -39)],
        below: vec![(1, 1)],
    };
    let upper = ColumnWindow {
        from: vec![(1, 0)],
        below: vec![],
    };
    // Decreasing lines: an anti-diagonal.
    let anti = ColumnWindow {
        from: vec![],
        below: vec![(-1, 300)],
    };
    let mut seed = 500;
    for window in [causal.clone(), band, upper, anti] {
        // Row blocks (96 rows), several column blocks (768), K slices (256 and 1024), both
        // operand layouts, batches and two threads.
        for (m, n, k) in [
            (200, 200, 64),
            (13, 333, 5),
            (300, 900, 300),
            (97, 1600, 40),
        ] {
            for (a, b) in [
                (Layout::RowMajor, Layout::ColMajor),
                (Layout::Spread, Layout::RowMajor),
            ] {
                for (batch, threads) in [(1, 1), (3, 2), (1, 2)] {
                    check(
                        &Case {
                            a,
                            b,
                            c_pad: 3,
                            batch,
                            threads,
                            window: Some(window.clone()),
                            ..case(m, n, k)
                        },
                        seed,
                    );
                    seed += 1;
                }
            }
        }
    }
    if !sgemm::available() {
        return;
    }
    // attention's Q · Kᵀ: about half of C lies above the diagonal, nearly all of it in tiles
    // wholly above it.
    let attention = Case {
        b: Layout::ColMajor,
        window: Some(causal),
        ..case(512, 512, 64)
    };
    let unwritten = check(&attention, 7);
    let above = 512 * 511 / 2;
    assert!(
        unwritten > above * 8 / 10,
        "{unwritten} of {above} elements above the diagonal were skipped"
    );
}
