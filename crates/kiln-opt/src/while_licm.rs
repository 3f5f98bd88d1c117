//! Loop-invariant code motion for `while` loops ("while-loop-invariant-code-motion"), after
//! XLA's WhileLoopInvariantCodeMotion: work in a loop body that depends only on state
//! elements the body passes through unchanged (and on constants) is computed once, before
//! the loop, and the loop carries its result as a new, passed-through state element.
//!
//! Only values worth a state element are hoisted: pure, array-shaped, not constants,
//! element reads, tuples, copies, reshapes, bitcasts, broadcasts or iotas (cheap to
//! recompute, or size-inflating), and not bigger than their operands together (as XLA with
//! `hoist_size_inflating_ops=false`). Cheap invariant instructions stay in the loop and read
//! the hoisted values. Hoisted work runs even when the loop runs zero times; every pure op is
//! total in HLO, so that changes no result.
//!
//! Why: JAX's `scan` and `fori_loop` bodies recompute weight transposes, casts and
//! reductions of loop-invariant inputs on every iteration.

use crate::call_graph::Purity;
use crate::dce::Dce;
use crate::module_rewrite::{rewrite_callees_first, Context, NewComputations};
use crate::pass::{any_instruction, Pass};
use crate::rewrite::Rewriter;
use crate::while_simplify::{initial_element, tuple_of};
use crate::while_util::{
    element_read, elements_read, live_from, restate, ElementSource, WhileLoop,
};
use kiln_hlo::{Computation, Error, InstrId, Instruction, Module, Opcode, Shape};

#[derive(Clone, Copy, Debug, Default)]
pub struct WhileLicm;

impl Pass for WhileLicm {
    fn name(&self) -> &'static str {
        "while-loop-invariant-code-motion"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        if !any_instruction(&module, |i| i.opcode == Opcode::While) {
            return Ok((module, 0));
        }
        let mut hoisted = 0;
        let (out, _) = rewrite_callees_first(module, |ctx, rw, added, old| {
            match hoist_from_loop(ctx, rw, added, old)? {
                Some(count) => hoisted += count,
                None => {
                    rw.keep(old)?;
                }
            }
            Ok(())
        })?;
        if hoisted == 0 {
            return Ok((out, 0));
        }
        let (out, _) = Dce.run_owned(out)?;
        Ok((out, hoisted))
    }
}

/// Hoists the invariant work out of loop `old`; returns how many values were hoisted, or
/// `None` (the caller keeps the instruction) if there is nothing to hoist.
fn hoist_from_loop(
    ctx: &Context,
    rw: &mut Rewriter,
    added: &mut NewComputations,
    old: InstrId,
) -> Result<Option<usize>, Error> {
    let instr = rw.old.instr(old);
    let Some(lp) = WhileLoop::of(ctx.module, instr) else {
        return Ok(None);
    };
    if elements_read(lp.body, &[lp.body.root], &[]).is_none()
        || elements_read(lp.condition, &[lp.condition.root], &[]).is_none()
    {
        return Ok(None);
    }
    let invariant = invariant_instructions(ctx.module, &lp);
    let frontier = hoisting_frontier(lp.body, &invariant);
    if frontier.is_empty() {
        return Ok(None);
    }
    let n = lp.elements.len();
    let init = rw.mapped(instr.operands[0])?;
    let hoisted_values = emit_outside(rw, &lp, &invariant, &frontier, init)?;
    let mut operands: Vec<InstrId> = (0..n)
        .map(|i| initial_element(rw, init, i, &lp.elements[i]))
        .collect();
    operands.extend(hoisted_values);
    let new_init = tuple_of(rw, operands, &format!("{}.init", instr.name));
    let mut elements = lp.elements.to_vec();
    elements.extend(frontier.iter().map(|&x| lp.body.instr(x).shape.clone()));
    let state = Shape::Tuple(elements);
    let sources: Vec<ElementSource> = (0..n).map(ElementSource::Index).collect();
    let condition = restate(lp.condition, &state, &sources, None)?;
    let body = hoisted_body(lp.body, &state, &frontier, n)?;
    let mut new_loop = instr.clone();
    new_loop.shape = state;
    new_loop.operands = vec![new_init];
    new_loop.attrs.condition = Some(added.add(condition));
    new_loop.attrs.body = Some(added.add(body));
    new_loop.control_predecessors = rw.remap_all(&instr.control_predecessors)?;
    let loop_id = rw.replace_with_new(old, new_loop);
    if rw.old.root == old || has_non_element_user(rw.old, old) {
        let reads = (0..n)
            .map(|i| read_element(rw, loop_id, i, &lp.elements[i]))
            .collect();
        let whole = tuple_of(rw, reads, &format!("{}.result", instr.name));
        rw.replace_with(old, whole);
    }
    Ok(Some(frontier.len()))
}

/// Per body instruction: computes the same value in every iteration. Reads of pass-through
/// elements and constants are invariant; so is a pure instruction of invariant operands.
fn invariant_instructions(module: &Module, lp: &WhileLoop) -> Vec<bool> {
    let pass_through = lp.pass_through();
    let body = lp.body;
    let mut purity = Purity::new(module);
    let mut invariant = vec![false; body.instructions.len()];
    for id in body.post_order() {
        let instr = body.instr(id);
        invariant[id.index()] = match element_read(body, id) {
            Some(i) => pass_through.get(i).copied().unwrap_or(false),
            None => {
                instr.opcode != Opcode::Parameter
                    && instr.control_predecessors.is_empty()
                    && instr.operands.iter().all(|o| invariant[o.index()])
                    && purity.instruction(instr)
            }
        };
    }
    invariant
}

/// Invariant values worth hoisting that an instruction staying in the loop reads, in
/// post order.
fn hoisting_frontier(body: &Computation, invariant: &[bool]) -> Vec<InstrId> {
    let worth: Vec<bool> = (0..body.instructions.len())
        .map(|k| invariant[k] && worth_hoisting(body, &body.instructions[k]))
        .collect();
    let live = live_from(body, &[body.root]);
    let mut in_frontier = vec![false; body.instructions.len()];
    for (k, user) in body.instructions.iter().enumerate() {
        if !live[k] || worth[k] {
            continue;
        }
        for op in &user.operands {
            if worth[op.index()] {
                in_frontier[op.index()] = true;
            }
        }
    }
    body.post_order()
        .into_iter()
        .filter(|id| in_frontier[id.index()])
        .collect()
}

fn worth_hoisting(body: &Computation, instr: &Instruction) -> bool {
    use Opcode::*;
    let Shape::Array(shape) = &instr.shape else {
        return false;
    };
    let cheap = matches!(
        instr.opcode,
        Constant | GetTupleElement | Tuple | Copy | Reshape | Bitcast | Broadcast | Iota
    );
    let operand_elements: i64 = instr
        .operands
        .iter()
        .filter_map(|o| body.instr(*o).shape.as_array())
        .map(|a| a.element_count())
        .sum();
    !cheap && shape.element_count() <= operand_elements
}

/// Copies the invariant instructions the frontier needs in front of the loop, reading the
/// initial state; returns the new ids of the frontier's copies.
fn emit_outside(
    rw: &mut Rewriter,
    lp: &WhileLoop,
    invariant: &[bool],
    frontier: &[InstrId],
    init: InstrId,
) -> Result<Vec<InstrId>, Error> {
    let body = lp.body;
    let mut needed = vec![false; body.instructions.len()];
    let mut stack: Vec<InstrId> = frontier.to_vec();
    while let Some(id) = stack.pop() {
        if !needed[id.index()] && invariant[id.index()] {
            needed[id.index()] = true;
            if element_read(body, id).is_none() {
                stack.extend(&body.instr(id).operands);
            }
        }
    }
    let mut outside: Vec<Option<InstrId>> = vec![None; body.instructions.len()];
    for id in body.post_order() {
        if !needed[id.index()] {
            continue;
        }
        if let Some(i) = element_read(body, id) {
            outside[id.index()] = Some(initial_element(rw, init, i, &lp.elements[i]));
        } else {
            let mut copy = body.instr(id).clone();
            copy.operands = copy
                .operands
                .iter()
                .map(|o| outside[o.index()])
                .collect::<Option<_>>()
                .ok_or_else(|| {
                    Error::msg(format!("hoisting {}: operand not hoisted", copy.name))
                })?;
            outside[id.index()] = Some(rw.add(copy));
        }
    }
    frontier
        .iter()
        .map(|x| outside[x.index()])
        .collect::<Option<_>>()
        .ok_or_else(|| Error::msg("hoisting: a frontier value was not emitted"))
}

/// The body for the extended state: frontier value `k` is read from element `n + k`, which
/// the new root passes through.
fn hoisted_body(
    body: &Computation,
    state: &Shape,
    frontier: &[InstrId],
    n: usize,
) -> Result<Computation, Error> {
    let param = *body
        .parameters
        .first()
        .ok_or_else(|| Error::msg(format!("{}: a loop body needs a parameter", body.name)))?;
    let mut rw = Rewriter::new(body);
    let mut carried = Vec::with_capacity(frontier.len());
    for id in body.post_order() {
        if id == param {
            let mut p = body.instr(id).clone();
            p.shape = state.clone();
            rw.replace_with_new(id, p);
        } else if let Some(k) = frontier.iter().position(|&x| x == id) {
            let instr = body.instr(id);
            let new_param = rw.mapped(param)?;
            let mut read = Instruction::new(
                instr.name.clone(),
                Opcode::GetTupleElement,
                instr.shape.clone(),
                vec![new_param],
            );
            read.attrs.index = Some((n + k) as i64);
            carried.push(rw.replace_with_new(id, read));
        } else if id == body.root {
            let mut root = body.instr(id).clone();
            root.operands = rw.remap_all(&root.operands)?;
            root.operands.extend(&carried);
            root.control_predecessors = rw.remap_all(&root.control_predecessors)?;
            root.shape = state.clone();
            rw.replace_with_new(id, root);
        } else {
            rw.keep(id)?;
        }
    }
    rw.finish()
}

fn has_non_element_user(comp: &Computation, old: InstrId) -> bool {
    comp.instructions
        .iter()
        .any(|u| u.operands.contains(&old) && u.opcode != Opcode::GetTupleElement)
}

fn read_element(rw: &mut Rewriter, loop_id: InstrId, i: usize, shape: &Shape) -> InstrId {
    let name = format!("{}.{i}", rw.get(loop_id).name);
    let mut read = Instruction::new(name, Opcode::GetTupleElement, shape.clone(), vec![loop_id]);
    read.attrs.index = Some(i as i64);
    rw.add(read)
}
