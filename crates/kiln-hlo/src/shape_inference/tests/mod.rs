//! Inference rules on hand-built shapes; the text-level tests are in `tests/verifier*.rs`.

// Each test starts from empty attributes and sets the few its op reads, which reads better
// than one struct literal per case.
#![allow(clippy::field_reassign_with_default)]

use super::*;
use crate::attrs::{
    ComparisonDirection, ConvDims, DotDims, FftType, GatherDims, InstrId, PadDim, ScatterDims,
    SliceDim, Window, WindowDim,
};
use crate::types::PrimitiveType::{self, *};

fn s(ty: PrimitiveType, dims: &[i64]) -> Shape {
    Shape::array(ty, dims.to_vec())
}

fn infer(
    op: Opcode,
    operands: &[Shape],
    attrs: &Attrs,
    declared: &Shape,
) -> Result<Shape, ShapeError> {
    infer_with(op, operands, attrs, declared, &[])
}

fn infer_with(
    op: Opcode,
    operands: &[Shape],
    attrs: &Attrs,
    declared: &Shape,
    comps: &[Computation],
) -> Result<Shape, ShapeError> {
    let refs: Vec<&Shape> = operands.iter().collect();
    infer_shape_from(op, &refs, attrs, declared, comps)
}

fn ok(r: Result<Shape, ShapeError>) -> String {
    match r {
        Ok(shape) => human(&shape),
        Err(e) => panic!("unexpected error: {e}"),
    }
}

fn err(r: Result<Shape, ShapeError>) -> String {
    match r {
        Ok(shape) => panic!("expected an error, inferred {}", human(&shape)),
        Err(e) => e.to_string(),
    }
}

/// A computation taking `params` and returning a fresh parameter-free root of shape `result`
/// (its instructions are never evaluated, only its signature is read).
fn comp(name: &str, params: &[Shape], result: Shape) -> Computation {
    let mut instructions: Vec<Instruction> = params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut instr = Instruction::new(format!("p{i}"), Opcode::Parameter, p.clone(), vec![]);
            instr.attrs.parameter_number = Some(i as i64);
            instr
        })
        .collect();
    instructions.push(Instruction::new("root", Opcode::Constant, result, vec![]));
    Computation {
        name: name.to_string(),
        parameters: (0..params.len() as u32).map(InstrId).collect(),
        root: InstrId(params.len() as u32),
        instructions,
        attributes: vec![],
        span: Default::default(),
    }
}

fn scalar_fn(name: &str, ty: PrimitiveType, n: usize, result: PrimitiveType) -> Computation {
    comp(name, &vec![s(ty, &[]); n], s(result, &[]))
}

mod control_and_plumbing;
mod elementwise_and_shapes;
mod linalg_and_windows;
