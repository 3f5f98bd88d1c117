//! (stub: to be written)

use crate::{OpResult, Evaluator};
use kiln_hlo::{Instruction, Literal};

pub(crate) fn dot(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn cholesky(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn triangular_solve(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

