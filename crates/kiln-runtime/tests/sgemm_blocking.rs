//! The blocking choices of Kiln's AVX-512 f32 GEMM that depend on the shape: products with
//! few enough rows for one A block, whose B panels are packed one at a time into a single
//! slot; products of several column blocks, whose A is packed once for all of them; and
//! products of at most one tile row, whose B is read in place. Each is checked
//! against a naive f64-accumulated product at sizes off the tile and block edges (several
//! column blocks and K slices, padded rows, transposed operands, two threads), and as a dot
//! against the reference interpreter.

#![cfg(target_arch = "x86_64")]

mod sgemm_check;
#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_runtime::cpu::library::sgemm::{MR, NR};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;
use sgemm_check::{case, check, Case};

/// Up to 256 rows form one A block when B has unit column stride; from 97 rows on (fewer
/// read B in place, tests/sgemm_direct_b.rs), its panels share one packing slot. Rows at and around that limit and the tile height, columns over two column
/// blocks (768 each) with a ragged last panel, depths over two and three K slices.
#[test]
fn one_row_block_packs_every_b_panel_into_one_slot() {
    let mut seed = 1;
    for m in [MR + 1, 100, 128, 255, 256, 257] {
        for (n, k) in [(2 * NR + 3, 300), (800, 530), (1600, 257)] {
            check(case(m, n, k), seed);
            seed += 2;
        }
    }
    for threads in [1, 2] {
        for (a_transposed, pad) in [(false, 3), (true, 5)] {
            let c = Case {
                pad,
                a_transposed,
                threads,
                ..case(200, 900, 600)
            };
            check(c, seed);
            seed += 2;
        }
    }
    // A transposed B is packed block by block as before.
    check(
        Case {
            b_transposed: true,
            ..case(120, 800, 300)
        },
        seed,
    );
}

/// With several column blocks (over 768 columns), A is packed once for all of them: several
/// row blocks and K slices (the last one shorter), A and B transposed, two threads.
#[test]
fn a_packed_once_for_every_column_block() {
    let mut seed = 300;
    for (m, n, k) in [(300, 1600, 530), (97, 2000, 70), (260, 800, 1000)] {
        for (a_transposed, b_transposed) in [(false, false), (true, false), (false, true)] {
            for threads in [1, 2] {
                let c = Case {
                    pad: 2,
                    a_transposed,
                    b_transposed,
                    threads,
                    ..case(m, n, k)
                };
                check(c, seed);
                seed += 2;
            }
        }
    }
}

/// Products of one tile row read B in place, each tile prefetching the next panel's rows:
/// widths off the panel width, several panels and K slices, padded B rows.
#[test]
fn one_tile_row_reads_b_in_place() {
    let mut seed = 100;
    for m in [2, 5, MR - 1, MR] {
        for (n, k) in [(NR + 1, 40), (1000, 300), (3 * NR, 700)] {
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

/// The same shapes as dots through the CPU backend, against the interpreter.
#[test]
fn dots_of_these_shapes_match_the_interpreter() {
    for (m, n, k) in [
        (200, 800, 530),
        (37, 1000, 300),
        (10, 900, 260),
        (1, 70, 300),
    ] {
        let text = format!(
            r#"
HloModule m
ENTRY main {{
  a = f32[{m},{k}] parameter(0)
  b = f32[{k},{n}] parameter(1)
  ROOT d = f32[{m},{n}] dot(a, b), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
}}
"#
        );
        let module = support::parse(&text);
        let args = support::random_args(&module, 5);
        let want = Evaluator::new(&module)
            .run(&args)
            .unwrap_or_else(|e| panic!("interpreter: {e}"));
        for threads in [1, 2] {
            let options = CompileOptions {
                optimize: true,
                threads,
            };
            let exe = CpuExecutable::compile(&module, &options)
                .unwrap_or_else(|e| panic!("{m}x{n}x{k}: compile fails: {e}"));
            let got = exe
                .execute(&args)
                .unwrap_or_else(|e| panic!("{m}x{n}x{k}: execute fails: {e}"));
            if let Err(e) = support::close(&got, &want, 1e-4, 1e-4) {
                panic!("{m}x{n}x{k}, {threads} threads: {e}");
            }
        }
    }
}
