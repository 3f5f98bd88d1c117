//! Constant folding ("constant-folding"): an instruction whose operands are all constants is
//! evaluated at compile time with the reference interpreter and replaced by a constant.
//!
//! Why: JAX emits shape arithmetic, dtype conversions of literals and masks built from
//! constants; folding them leaves less work at run time and exposes constants to the
//! algebraic simplifier. The interpreter defines what every op means, so a folded value is
//! exactly what the unfolded program would compute.
//!
//! What is not folded, following XLA's HloConstantFolding: parameters, constants and tuples
//! (nothing to gain); `broadcast` and `iota` (they would turn a scalar into a big constant);
//! `fft` (slow to evaluate); anything impure or calling something impure, including `while`
//! (unbounded trip count, see [`crate::call_graph::Purity`]); results that are not arrays or
//! have more than [`MAX_RESULT_ELEMENTS`] elements; operands adding up to more than
//! [`MAX_OPERAND_ELEMENTS`] elements. An instruction the interpreter fails on is left alone.

use crate::call_graph::Purity;
use crate::dce::Dce;
use crate::pass::Pass;
use crate::rewrite::{rewrite_module, Rewriter};
use kiln_hlo::{
    CompId, Computation, ConstantValue, Error, InstrId, Instruction, Literal, Module, Opcode,
    Shape, Span,
};

/// The largest constant folding may create.
pub const MAX_RESULT_ELEMENTS: i64 = 64 * 1024;
/// The most operand elements folding may read (bounds compile time).
pub const MAX_OPERAND_ELEMENTS: i64 = 4 * 1024 * 1024;

#[derive(Clone, Copy, Debug, Default)]
pub struct ConstantFolding;

impl Pass for ConstantFolding {
    fn name(&self) -> &'static str {
        "constant-folding"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        if !has_candidates(&module) {
            return Ok((module, 0));
        }
        let mut purity = Purity::new(&module);
        let mut scratch = Scratch::new(&module);
        let patch = rewrite_module(&module, |_, _, rw, old| {
            let instr = rw.old.instr(old);
            let folded = if worth_folding(instr) && purity.instruction(instr) {
                fold(rw, &mut scratch, instr)?
            } else {
                None
            };
            match folded {
                Some(literal) => {
                    rw.replace_with_new(old, constant_like(instr, literal));
                }
                None => {
                    rw.keep(old)?;
                }
            }
            Ok(())
        })?;
        if patch.changes == 0 {
            return Ok((module, 0));
        }
        let (out, changes) = patch.apply(module)?;
        // The constants that fed folded instructions are usually dead now.
        let (out, _) = Dce.run_owned(out)?;
        Ok((out, changes))
    }
}

/// Whether some instruction worth folding has only constant operands. Every fold needs one:
/// the first fold in a computation is of such an instruction, and later ones read constants
/// that earlier folds made.
fn has_candidates(module: &Module) -> bool {
    module.computations.iter().any(|comp| {
        comp.instructions.iter().any(|instr| {
            worth_folding(instr)
                && instr.operands.iter().all(|o| {
                    comp.instructions
                        .get(o.index())
                        .is_some_and(|operand| operand.opcode == Opcode::Constant)
                })
        })
    })
}

/// Opcodes and shapes folding may replace (purity is checked separately).
fn worth_folding(instr: &Instruction) -> bool {
    use Opcode::*;
    let Shape::Array(shape) = &instr.shape else {
        return false;
    };
    !matches!(
        instr.opcode,
        Constant | Parameter | Tuple | Broadcast | Iota | Fft
    ) && instr.control_predecessors.is_empty()
        && shape.element_count() <= MAX_RESULT_ELEMENTS
}

/// Evaluates `instr` if every operand (in the new computation) is a constant literal.
/// `Ok(None)` means "do not fold"; interpreter failures are never errors of the pass.
fn fold(
    rw: &Rewriter,
    scratch: &mut Scratch,
    instr: &Instruction,
) -> Result<Option<Literal>, Error> {
    let mut args: Vec<&Literal> = Vec::with_capacity(instr.operands.len());
    let mut operand_elements: i64 = 0;
    for i in 0..instr.operands.len() {
        let operand = rw.operand(instr, i)?;
        let (Opcode::Constant, Some(ConstantValue::Literal(literal))) =
            (operand.opcode, &operand.attrs.constant)
        else {
            return Ok(None);
        };
        operand_elements += element_count(&operand.shape);
        args.push(literal);
    }
    if operand_elements > MAX_OPERAND_ELEMENTS {
        return Ok(None);
    }
    let shapes: Vec<Shape> = args.iter().map(|a| a.shape()).collect();
    Ok(scratch
        .evaluate(instr, &shapes, &args)
        .filter(|value| value.shape().compatible(&instr.shape)))
}

fn element_count(shape: &Shape) -> i64 {
    shape
        .leaves()
        .iter()
        .filter_map(|s| s.as_array())
        .map(|a| a.element_count())
        .sum()
}

/// A constant standing for `instr`: same shape (layout included), name and metadata.
pub fn constant_like(instr: &Instruction, literal: Literal) -> Instruction {
    let mut constant = Instruction::new(
        instr.name.clone(),
        Opcode::Constant,
        instr.shape.clone(),
        vec![],
    );
    constant.attrs.constant = Some(ConstantValue::Literal(literal));
    constant.metadata = instr.metadata.clone();
    constant
}

/// A copy of the module with one extra computation, rebuilt for each evaluation: the
/// instruction being folded with a parameter per operand. The copy keeps every computation
/// the instruction may call at its old id. Made on first use: most runs fold nothing.
pub struct Scratch<'m> {
    source: &'m Module,
    module: Option<Module>,
}

impl<'m> Scratch<'m> {
    pub fn new(source: &'m Module) -> Self {
        Scratch {
            source,
            module: None,
        }
    }

    /// The interpreter's value of `instr` applied to `args` (of shapes `shapes`), or `None`
    /// if the interpreter fails.
    pub fn evaluate(
        &mut self,
        instr: &Instruction,
        shapes: &[Shape],
        args: &[&Literal],
    ) -> Option<Literal> {
        let module = self.module.get_or_insert_with(|| {
            let mut copy = evaluation_copy(self.source);
            copy.computations.push(single_instruction(instr, &[]));
            copy
        });
        let slot = CompId((module.computations.len() - 1) as u32);
        module.computations[slot.index()] = single_instruction(instr, shapes);
        kiln_eval::Evaluator::new(module).call_refs(slot, args).ok()
    }
}

/// A copy of `module` for evaluating called computations at compile time: every computation
/// at its id, except the entry, which nothing calls and which holds most of the big
/// constants, replaced by an empty stub.
pub fn evaluation_copy(module: &Module) -> Module {
    let stub = |comp: &Computation| Computation {
        name: comp.name.clone(),
        instructions: Vec::new(),
        parameters: Vec::new(),
        root: InstrId(0),
        attributes: Vec::new(),
        span: Span::default(),
    };
    let computations = module
        .computations
        .iter()
        .enumerate()
        .map(|(i, c)| {
            if i == module.entry.index() {
                stub(c)
            } else {
                c.clone()
            }
        })
        .collect();
    Module {
        name: module.name.clone(),
        config: Default::default(),
        computations,
        entry: module.entry,
        stack_frames: None,
    }
}

/// A computation `p0..pn -> instr(p0, ..., pn)`.
fn single_instruction(instr: &Instruction, shapes: &[Shape]) -> Computation {
    let mut instructions: Vec<Instruction> = shapes
        .iter()
        .enumerate()
        .map(|(i, shape)| {
            let mut p = Instruction::new(format!("p{i}"), Opcode::Parameter, shape.clone(), vec![]);
            p.attrs.parameter_number = Some(i as i64);
            p
        })
        .collect();
    let parameters: Vec<InstrId> = (0..shapes.len()).map(|i| InstrId(i as u32)).collect();
    let mut body = instr.clone();
    body.operands = parameters.clone();
    body.control_predecessors.clear();
    instructions.push(body);
    Computation {
        name: "__kiln_constant_folding".to_string(),
        root: InstrId(shapes.len() as u32),
        instructions,
        parameters,
        attributes: Vec::new(),
        span: Span::default(),
    }
}
