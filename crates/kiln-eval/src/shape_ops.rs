//! (stub: to be written)

use crate::{OpResult, Evaluator};
use kiln_hlo::{Instruction, Literal};

pub(crate) fn broadcast(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn reshape(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn transpose(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn slice(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn concatenate(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn pad(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn reverse(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn iota(_instr: &Instruction) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn dynamic_slice(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn dynamic_update_slice(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

