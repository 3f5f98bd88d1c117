//! Kiln's HLO-to-HLO optimizations: the pass manager and the passes. Each pass lives in its
//! own file with a header comment saying what it rewrites and why; the pipeline is declared
//! in one place, `pipeline.rs`.

pub mod algsimp;
pub mod cse;
pub mod dce;
pub mod dot_canonicalize;
pub mod pass;
pub mod pipeline;
pub mod rewrite;

pub use pass::{Pass, PassRecord, Pipeline, RunOptions, Step};
