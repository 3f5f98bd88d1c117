//! While-loop simplification ("while-loop-simplifier"), after XLA's WhileLoopSimplifier:
//!
//! * a loop whose condition is false on its initial state (computed at compile time from
//!   constant initial elements) is replaced by the initial state;
//! * a loop that provably runs exactly once is replaced by one inlined copy of its body;
//! * an element the body passes through unchanged is, after the loop, its initial value:
//!   `get-tuple-element(while, i)` reads the initial value instead;
//! * a pass-through element whose initial value is a constant becomes that constant inside
//!   the condition and the body;
//! * elements that nothing needs are removed from the state: an element is needed if the
//!   condition reads it, a side effect in the body reads it, the loop's users read it (and it
//!   is not a pass-through), or the body's next value of a needed element reads it.
//!
//! Why: JAX's `fori_loop` and `scan` carry counters, constants and unused values in the loop
//! state; each costs a copy per iteration and hides values from the passes outside the loop.
//! Trip counts are computed with the interpreter on the part of the loop that decides them,
//! so any condition the interpreter can run is understood, not just `i < N` patterns.

use crate::dce::Dce;
use crate::inline_calls::inline_computation;
use crate::module_rewrite::{rewrite_callees_first, Context, NewComputations};
use crate::pass::{any_instruction, Pass};
use crate::rewrite::Rewriter;
use crate::while_util::{
    closure_under_body, elements_read, restate, small_trip_count, ElementSource, WhileLoop,
};
use kiln_hlo::{
    CompId, ConstantValue, Error, InstrId, Instruction, Literal, Module, Opcode, Shape,
};
use std::collections::HashMap;

#[derive(Clone, Copy, Debug, Default)]
pub struct WhileSimplify;

impl Pass for WhileSimplify {
    fn name(&self) -> &'static str {
        "while-loop-simplifier"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        if !any_instruction(&module, |i| i.opcode == Opcode::While) {
            return Ok((module, 0));
        }
        let mut after: HashMap<(CompId, InstrId), Vec<After>> = HashMap::new();
        let mut simplified = 0;
        let (out, _) = rewrite_callees_first(module, |ctx, rw, added, old| {
            let instr = rw.old.instr(old);
            if instr.opcode == Opcode::While {
                if let Some(elements) = simplify_while(ctx, rw, added, old)? {
                    simplified += 1;
                    if let Some(elements) = elements {
                        after.insert((ctx.comp, old), elements);
                    }
                    return Ok(());
                }
            }
            if let (Opcode::GetTupleElement, Some(&operand)) =
                (instr.opcode, instr.operands.first())
            {
                if let Some(elements) = after.get(&(ctx.comp, operand)) {
                    return read_after(rw, old, elements);
                }
            }
            rw.keep(old)?;
            Ok(())
        })?;
        if simplified == 0 {
            return Ok((out, 0));
        }
        let (out, _) = Dce.run_owned(out)?;
        Ok((out, simplified))
    }
}

/// What element `i` of a simplified loop's result is now.
#[derive(Clone, Copy, Debug)]
enum After {
    /// The initial value (a pass-through element), as a new instruction.
    Init(InstrId),
    /// Element `k` of the new loop's result.
    Of(InstrId, usize),
    /// Nothing outside reads it.
    Unused,
}

/// Rewrites a `get-tuple-element` of a simplified loop.
fn read_after(rw: &mut Rewriter, old: InstrId, elements: &[After]) -> Result<(), Error> {
    let instr = rw.old.instr(old).clone();
    let index = instr.attrs.index.and_then(|i| usize::try_from(i).ok());
    match index.and_then(|i| elements.get(i)) {
        Some(After::Init(value)) => rw.replace_with(old, *value),
        Some(After::Of(loop_id, k)) => {
            let mut read = instr;
            read.operands = vec![*loop_id];
            read.attrs.index = Some(*k as i64);
            read.control_predecessors = rw.remap_all(&read.control_predecessors)?;
            rw.replace_with_new(old, read);
        }
        Some(After::Unused) | None => {
            return Err(Error::msg(format!(
                "while-loop-simplifier: {} reads an element that was removed",
                instr.name
            )))
        }
    }
    Ok(())
}

/// `None`: nothing to do (the caller keeps the loop). `Some(None)`: the loop was replaced
/// by a value. `Some(Some(elements))`: what the loop's `get-tuple-element` users now read.
fn simplify_while(
    ctx: &Context,
    rw: &mut Rewriter,
    added: &mut NewComputations,
    old: InstrId,
) -> Result<Option<Option<Vec<After>>>, Error> {
    let instr = rw.old.instr(old);
    let Some(lp) = WhileLoop::of(ctx.module, instr) else {
        return Ok(None);
    };
    let init = rw.mapped(instr.operands[0])?;
    let init_values = initial_values(rw, init, lp.elements.len());
    let init_refs: Vec<Option<&Literal>> = init_values.iter().map(Option::as_ref).collect();
    match small_trip_count(ctx.module, &lp, &init_refs, 1) {
        Some(0) => {
            rw.replace_with(old, init);
            return Ok(Some(None));
        }
        Some(1) => {
            let result = inline_computation(rw, lp.body, &[init])?;
            rw.replace_with(old, result);
            return Ok(Some(None));
        }
        _ => {}
    }
    let Some(plan) = plan_state(rw.old, old, &lp, &init_values) else {
        return Ok(None);
    };
    let elements = emit_loop(rw, added, old, &lp, &plan, init, init_values)?;
    Ok(Some(Some(elements)))
}

/// Constant initial values of the state elements (small ones only), where known.
fn initial_values(rw: &Rewriter, init: InstrId, n: usize) -> Vec<Option<Literal>> {
    let small = |l: &Literal| match l {
        Literal::Array(a) => {
            (a.element_count() as i64) <= crate::constant_folding::MAX_OPERAND_ELEMENTS
        }
        _ => false,
    };
    let init = rw.get(init);
    (0..n)
        .map(|i| {
            let literal = match (init.opcode, &init.attrs.constant) {
                (Opcode::Tuple, _) => constant_value(rw.get(*init.operands.get(i)?)),
                (Opcode::Constant, Some(ConstantValue::Literal(Literal::Tuple(e)))) => e.get(i),
                _ => None,
            }?;
            small(literal).then(|| literal.clone())
        })
        .collect()
}

fn is_small(literal: &Literal) -> bool {
    literal
        .as_array()
        .is_some_and(|a| a.element_count() as i64 <= crate::constant_folding::MAX_RESULT_ELEMENTS)
}

fn constant_value(instr: &Instruction) -> Option<&Literal> {
    match (instr.opcode, &instr.attrs.constant) {
        (Opcode::Constant, Some(ConstantValue::Literal(l))) => Some(l),
        _ => None,
    }
}

/// The new state: which old elements stay (in order), which become constants inside the
/// loop, and which the users read from the initial state.
struct StatePlan {
    kept: Vec<usize>,
    constant: Vec<bool>,
    pass_through: Vec<bool>,
    read_outside: Vec<bool>,
    /// Some user reads the loop's result other than by element.
    whole_used: bool,
}

impl StatePlan {
    fn changes_state(&self) -> bool {
        self.kept.len() != self.constant.len()
    }
}

/// Decides the new state; `None` when nothing would change.
fn plan_state(
    comp: &kiln_hlo::Computation,
    old: InstrId,
    lp: &WhileLoop,
    init_values: &[Option<Literal>],
) -> Option<StatePlan> {
    let n = lp.elements.len();
    let pass_through = lp.pass_through();
    // Only small constants move into the loop: a big one would be duplicated.
    let constant: Vec<bool> = (0..n)
        .map(|i| pass_through[i] && init_values[i].as_ref().is_some_and(is_small))
        .collect();
    let element_read_outside = element_reads(comp, old, n);
    let whole_used = used_whole(comp, old);
    let read_outside: Vec<bool> = element_read_outside
        .iter()
        .map(|&r| r || whole_used)
        .collect();
    let mut seed = elements_read(lp.condition, &[lp.condition.root], &constant)?;
    seed.extend(elements_read(lp.body, &[], &constant)?);
    seed.extend((0..n).filter(|&i| read_outside[i] && !pass_through[i]));
    let needed = closure_under_body(lp, seed, &constant)?;
    let kept: Vec<usize> = needed.into_iter().collect();
    let rewires_users = (0..n).any(|i| element_read_outside[i] && pass_through[i]);
    if kept.is_empty() || (kept.len() == n && !rewires_users) {
        return None;
    }
    Some(StatePlan {
        kept,
        constant,
        pass_through,
        read_outside,
        whole_used,
    })
}

/// Which elements of loop `old`'s result `get-tuple-element` users read.
fn element_reads(comp: &kiln_hlo::Computation, old: InstrId, n: usize) -> Vec<bool> {
    let mut read = vec![false; n];
    for user in &comp.instructions {
        if user.opcode == Opcode::GetTupleElement && user.operands.first() == Some(&old) {
            if let Some(i) = user.attrs.index.and_then(|i| usize::try_from(i).ok()) {
                if i < n {
                    read[i] = true;
                }
            }
        }
    }
    read
}

fn used_whole(comp: &kiln_hlo::Computation, old: InstrId) -> bool {
    comp.root == old
        || comp
            .instructions
            .iter()
            .any(|u| u.operands.contains(&old) && u.opcode != Opcode::GetTupleElement)
}

/// Emits the loop for `plan` (a new loop if the state changes) and returns what each old
/// element of the result is now.
fn emit_loop(
    rw: &mut Rewriter,
    added: &mut NewComputations,
    old: InstrId,
    lp: &WhileLoop,
    plan: &StatePlan,
    init: InstrId,
    init_values: Vec<Option<Literal>>,
) -> Result<Vec<After>, Error> {
    let n = lp.elements.len();
    let loop_id = if plan.changes_state() {
        let operands = plan
            .kept
            .iter()
            .map(|&i| initial_element(rw, init, i, &lp.elements[i]))
            .collect();
        let new_init = tuple_of(rw, operands, &format!("{}.init", rw.old.instr(old).name));
        let new_loop = restated_loop(rw, added, old, lp, plan, init_values, new_init)?;
        rw.replace_with_new(old, new_loop)
    } else {
        rw.keep(old)?
    };
    let mut elements = Vec::with_capacity(n);
    for i in 0..n {
        elements.push(if plan.pass_through[i] && plan.read_outside[i] {
            After::Init(initial_element(rw, init, i, &lp.elements[i]))
        } else if let Some(k) = plan.kept.iter().position(|&j| j == i) {
            After::Of(loop_id, k)
        } else {
            After::Unused
        });
    }
    if plan.changes_state() && plan.whole_used {
        let operands = elements
            .iter()
            .zip(lp.elements)
            .map(|(e, shape)| whole_element(rw, *e, shape))
            .collect::<Result<_, _>>()?;
        let whole = tuple_of(rw, operands, &rw.old.instr(old).name.clone());
        rw.replace_with(old, whole);
    }
    Ok(elements)
}

/// The new `while` instruction for `plan`, with its restated condition and body added.
fn restated_loop(
    rw: &Rewriter,
    added: &mut NewComputations,
    old: InstrId,
    lp: &WhileLoop,
    plan: &StatePlan,
    mut init_values: Vec<Option<Literal>>,
    new_init: InstrId,
) -> Result<Instruction, Error> {
    let state = Shape::Tuple(plan.kept.iter().map(|&i| lp.elements[i].clone()).collect());
    let sources: Vec<ElementSource> = (0..lp.elements.len())
        .map(|i| match plan.kept.iter().position(|&j| j == i) {
            Some(k) => ElementSource::Index(k),
            None => match init_values[i].take() {
                Some(value) if plan.constant[i] => ElementSource::Constant(value),
                _ => ElementSource::Dropped,
            },
        })
        .collect();
    let condition = restate(lp.condition, &state, &sources, None)?;
    let body = restate(lp.body, &state, &sources, Some(&plan.kept))?;
    let mut new_loop = rw.old.instr(old).clone();
    new_loop.shape = state;
    new_loop.operands = vec![new_init];
    new_loop.attrs.condition = Some(added.add(condition));
    new_loop.attrs.body = Some(added.add(body));
    new_loop.control_predecessors = rw.remap_all(&new_loop.control_predecessors)?;
    Ok(new_loop)
}

/// Element `i` of the (new) initial state `init`: the tuple's operand, or a new read.
pub fn initial_element(rw: &mut Rewriter, init: InstrId, i: usize, shape: &Shape) -> InstrId {
    let tuple = rw.get(init);
    if tuple.opcode == Opcode::Tuple {
        if let Some(&operand) = tuple.operands.get(i) {
            return operand;
        }
    }
    let name = format!("{}.{i}", tuple.name);
    let mut read = Instruction::new(name, Opcode::GetTupleElement, shape.clone(), vec![init]);
    read.attrs.index = Some(i as i64);
    rw.add(read)
}

/// A new `tuple` of `operands` (new ids).
pub fn tuple_of(rw: &mut Rewriter, operands: Vec<InstrId>, name: &str) -> InstrId {
    let shape = Shape::Tuple(operands.iter().map(|&o| rw.get(o).shape.clone()).collect());
    rw.add(Instruction::new(name, Opcode::Tuple, shape, operands))
}

fn whole_element(rw: &mut Rewriter, element: After, shape: &Shape) -> Result<InstrId, Error> {
    match element {
        After::Init(value) => Ok(value),
        After::Of(loop_id, k) => {
            let name = format!("{}.{k}", rw.get(loop_id).name);
            let mut read =
                Instruction::new(name, Opcode::GetTupleElement, shape.clone(), vec![loop_id]);
            read.attrs.index = Some(k as i64);
            Ok(rw.add(read))
        }
        After::Unused => Err(Error::msg(
            "while-loop-simplifier: a removed element is needed by a user of the whole loop",
        )),
    }
}
