//! (stub: to be written)

use crate::{OpResult, Evaluator};
use kiln_hlo::{Instruction, Literal};

pub(crate) fn reduce(_ev: &Evaluator, _instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

