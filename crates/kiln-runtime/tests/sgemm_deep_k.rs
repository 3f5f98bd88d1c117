//! Products of several row blocks (over 96 rows, or over 256 where B is packed panel by
//! panel) take K in slices of up to 1024, not 256: each slice adds into C. Checked against
//! a naive f64-accumulated product with depths of one, two and three deep slices (the last
//! one short or of one step), several row and column blocks, A kept for every column block,
//! padded and transposed operands and two threads; products of one row block keep the
//! shallow slices and are checked at the same depths.

#![cfg(target_arch = "x86_64")]

mod sgemm_check;

use sgemm_check::{case, check, Case};

#[test]
fn several_row_blocks_take_deep_k_slices() {
    let mut seed = 1;
    for m in [97, 300, 513] {
        for k in [700, 1024, 1025, 2100, 3072] {
            check(case(m, 2 * 32 + 5, k), seed);
            seed += 2;
        }
    }
}

#[test]
fn deep_slices_with_column_blocks_transposes_and_threads() {
    let mut seed = 100;
    for (m, n, k) in [(300, 1600, 1030), (200, 800, 2049), (1000, 100, 1500)] {
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

#[test]
fn one_row_block_products_at_the_same_depths() {
    let mut seed = 300;
    for m in [40, 96, 256] {
        for k in [257, 1025, 2100] {
            check(case(m, 300, k), seed);
            check(
                Case {
                    b_transposed: true,
                    pad: 1,
                    ..case(m, 300, k)
                },
                seed + 1,
            );
            seed += 2;
        }
    }
}
