//! (stub: to be written)

use crate::{OpResult, Evaluator};
use kiln_hlo::{Instruction, Literal};

pub(crate) fn compare(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn select(_ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn clamp(_ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn convert(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn bitcast_convert(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn reduce_precision(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn unary(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn binary(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

