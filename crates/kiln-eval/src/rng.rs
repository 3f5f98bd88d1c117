//! `rng-bit-generator`.

use crate::OpResult;
use kiln_hlo::{Instruction, Literal};

pub(crate) fn rng_bit_generator(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("rng-bit-generator is not supported by the interpreter yet".into())
}
