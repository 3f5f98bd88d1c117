//! Reductions over dimensions that a kept one separates (`reduce-split`): a reduce over the
//! minor-most dimensions and some other ones further out is two reduces, the minor-most run
//! first (contiguous rows, which the CPU backend sums at memory speed), then the others over
//! that much smaller result.
//!
//! `x.mean((0, 2))` of f32[64,512,64] reads, for each of the 512 outputs, 64 runs of 64
//! contiguous elements that lie 128 KiB apart; as `reduce(reduce(x, {2}), {0})` it reads `x`
//! once from start to end into f32[64,512], then sums that by columns (1 thread: 0.33 -> see
//! BENCHMARKS.md, XLA 0.17 ms).
//!
//! Only where the result cannot change but for the order of the terms (which a reduce leaves
//! unspecified, and which the backends already choose): one operand, a reducer that is one
//! associative and commutative op of its two parameters (add, max, min), and an init value
//! that is that op's identity (zero of either sign for add; -inf for a float max, +inf for a
//! float min), so that applying it once more changes nothing. Operands with a layout other
//! than row-major are left alone (their minor-most dimension is another one).

use crate::pass::{any_instruction, Pass};
use crate::rewrite::{rewrite_module, Rewriter};
use kiln_hlo::{
    ArrayData, ConstantValue, Error, InstrId, Instruction, Literal, Module, Opcode, PrimitiveType,
    Shape,
};

pub struct ReduceSplit;

impl Pass for ReduceSplit {
    fn name(&self) -> &'static str {
        "reduce-split"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        if !any_instruction(&module, |i| i.opcode == Opcode::Reduce) {
            return Ok((module, 0));
        }
        let patch = rewrite_module(&module, |m, _, rw, old| visit(m, rw, old))?;
        patch.apply(module)
    }
}

fn visit(module: &Module, rw: &mut Rewriter, old: InstrId) -> Result<(), Error> {
    let instr = rw.old.instr(old);
    let Some((inner, outer)) = split_dims(module, rw, instr) else {
        rw.keep(old)?;
        return Ok(());
    };
    let x = rw.old.instr(instr.operands[0]);
    let (Some(x_shape), Some(out)) = (x.shape.as_array(), instr.shape.as_array()) else {
        rw.keep(old)?;
        return Ok(());
    };
    let partial_dims: Vec<i64> = (0..x_shape.dims.len())
        .filter(|d| !inner.contains(&(*d as i64)))
        .map(|d| x_shape.dims[d])
        .collect();
    let (x_new, init_new) = (rw.mapped(instr.operands[0])?, rw.mapped(instr.operands[1])?);
    let mut first = Instruction::new(
        format!("{}.rows", instr.name),
        Opcode::Reduce,
        Shape::array(out.ty, partial_dims),
        vec![x_new, init_new],
    );
    first.attrs.dimensions = Some(inner);
    first.attrs.to_apply = instr.attrs.to_apply;
    first.metadata = instr.metadata.clone();
    let first = rw.add(first);
    let mut second = instr.clone();
    second.operands = vec![first, init_new];
    second.control_predecessors = Vec::new();
    second.attrs.dimensions = Some(outer);
    rw.replace_with_new(old, second);
    Ok(())
}

/// The minor-most run of reduced dimensions (as `x`'s dimensions) and the other reduced
/// dimensions (as dimensions of the first reduce's result), when `instr` is a reduce to
/// split.
fn split_dims(module: &Module, rw: &Rewriter, instr: &Instruction) -> Option<(Vec<i64>, Vec<i64>)> {
    if instr.opcode != Opcode::Reduce
        || instr.operands.len() != 2
        || !instr.control_predecessors.is_empty()
    {
        return None;
    }
    let x = rw.old.instr(instr.operands[0]).shape.as_array()?;
    if x.layout.as_ref().is_some_and(|l| !l.is_row_major()) {
        return None;
    }
    let rank = x.dims.len() as i64;
    let mut dims = instr.attrs.dimensions.clone()?;
    dims.sort_unstable();
    dims.dedup();
    if dims.iter().any(|&d| d < 0 || d >= rank) {
        return None;
    }
    // The run of reduced dimensions ending at the last one.
    let run = dims
        .iter()
        .rev()
        .zip((0..rank).rev())
        .take_while(|(d, want)| **d == *want)
        .count();
    if run == 0 || run == dims.len() {
        return None;
    }
    let (outer, inner) = dims.split_at(dims.len() - run);
    let op = reducer_op(module, instr)?;
    let init = rw.old.instr(instr.operands[1]);
    if !is_identity(op, init) {
        return None;
    }
    // Outer dimensions keep their numbers in the first reduce's result: the inner run comes
    // after all of them.
    Some((inner.to_vec(), outer.to_vec()))
}

/// The op of a reducer that is one add, max or min of its two parameters (algsimp's
/// `elementwise_reducer`, which also takes ops this pass does not split).
fn reducer_op(module: &Module, instr: &Instruction) -> Option<Opcode> {
    let comp = module.computations.get(instr.attrs.to_apply?.index())?;
    let op = crate::algsimp::elementwise_reducer(comp, instr.shape.as_array()?.ty)?;
    matches!(op, Opcode::Add | Opcode::Maximum | Opcode::Minimum).then_some(op)
}

/// Whether `init` is a scalar constant that is `op`'s identity.
fn is_identity(op: Opcode, init: &Instruction) -> bool {
    let (Opcode::Constant, Some(ConstantValue::Literal(Literal::Array(a)))) =
        (init.opcode, &init.attrs.constant)
    else {
        return false;
    };
    let value = match &a.data {
        ArrayData::F32(v) if v.len() == 1 => v[0] as f64,
        ArrayData::F64(v) if v.len() == 1 => v[0],
        ArrayData::F16(v) if v.len() == 1 => v[0].to_f64(),
        ArrayData::BF16(v) if v.len() == 1 => v[0].to_f64(),
        ArrayData::S32(v) if v.len() == 1 && op == Opcode::Add => v[0] as f64,
        ArrayData::S64(v) if v.len() == 1 && op == Opcode::Add => v[0] as f64,
        _ => return false,
    };
    let float = matches!(
        a.ty,
        PrimitiveType::F32 | PrimitiveType::F64 | PrimitiveType::F16 | PrimitiveType::BF16
    );
    match op {
        Opcode::Add => value == 0.0,
        Opcode::Maximum => float && value == f64::NEG_INFINITY,
        Opcode::Minimum => float && value == f64::INFINITY,
        _ => false,
    }
}
