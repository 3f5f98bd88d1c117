//! Differential tests of the lowering: HLO modules lowered to kernels, run with `kir_eval`,
//! compared with the interpreter (`kiln-eval`).

#[path = "lower/harness.rs"]
mod harness;

#[path = "lower/corpus.rs"]
mod corpus;
#[path = "lower/elementwise.rs"]
mod elementwise;
#[path = "lower/errors.rs"]
mod errors;
#[path = "lower/fusions.rs"]
mod fusions;
#[path = "lower/index_arith.rs"]
mod index_arith;
#[path = "lower/reduce_blocks.rs"]
mod reduce_blocks;
#[path = "lower/reductions.rs"]
mod reductions;
#[path = "lower/shapes.rs"]
mod shapes;
#[path = "lower/transposes.rs"]
mod transposes;
