//! (stub: to be written)

use crate::{OpResult, Evaluator};
use kiln_hlo::{Instruction, Literal};

pub(crate) fn constant(_instr: &Instruction) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn tuple(_ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn get_tuple_element(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn call(_ev: &Evaluator, _instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn while_loop(_ev: &Evaluator, _instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn conditional(_ev: &Evaluator, _instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn identity(_ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn map(_ev: &Evaluator, _instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn rng_bit_generator(_instr: &Instruction, _ops: &[&Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn parameter(_instr: &Instruction, _args: &[Literal]) -> OpResult {
    Err("not implemented yet".into())
}

pub(crate) fn check_entry_args(_module: &kiln_hlo::Module, _args: &[Literal]) -> Result<(), kiln_hlo::Error> {
    Ok(())
}

pub(crate) fn call_computation(_ev: &Evaluator, _comp: &kiln_hlo::Computation, _args: &[Literal]) -> Result<Literal, kiln_hlo::Error> {
    Err(kiln_hlo::Error::msg("not implemented yet"))
}
