//! Tests of the CPU (Cranelift) emitter: every op and type against `kir_eval`, loops with
//! remainders and parallel ranges, vector against scalar code, the accuracy of the inline
//! f32 math, random expression kernels (proptest), compile time, the wide tile helpers, and
//! tile programs.

#[path = "cpu_emit/harness.rs"]
mod harness;

#[path = "cpu_emit/accumulators.rs"]
mod accumulators;
#[path = "cpu_emit/invariants.rs"]
mod invariants;
#[path = "cpu_emit/loops.rs"]
mod loops;
#[path = "cpu_emit/math.rs"]
mod math;
#[path = "cpu_emit/ops.rs"]
mod ops;
#[path = "cpu_emit/program_loops.rs"]
mod program_loops;
#[path = "cpu_emit/programs.rs"]
mod programs;
#[path = "cpu_emit/props.rs"]
mod props;
#[path = "cpu_emit/tile_f64.rs"]
mod tile_f64;
#[path = "cpu_emit/timing.rs"]
mod timing;
#[path = "cpu_emit/transpose.rs"]
mod transpose;
#[path = "cpu_emit/wide.rs"]
mod wide;
