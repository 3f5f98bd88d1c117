//! Kiln's HLO-to-HLO optimizations: the pass manager and the passes. Each pass lives in its
//! own file with a header comment saying what it rewrites and why; the pipeline is declared
//! in one place, `pipeline.rs`.

pub mod algsimp;
pub mod buffer_assignment;
pub mod call_graph;
pub mod conditional_simplify;
pub mod constant_folding;
pub mod cse;
pub mod dce;
pub mod dot_canonicalize;
pub mod dot_transposed_result;
pub mod fusion;
pub mod inline_calls;
pub mod module_rewrite;
pub mod pass;
pub mod pipeline;
pub mod reduce_split;
pub mod rewrite;
pub mod single_device_collectives;
pub mod tuple_simplify;
pub mod while_licm;
pub mod while_simplify;
pub mod while_util;

pub use pass::{Pass, PassRecord, Pipeline, RunOptions, Step};
