//! Analyses and rewrites of `while` loops whose state is a tuple, shared by the while-loop
//! passes: which state elements a computation reads, rebuilding a body or condition for a
//! different state layout ([`restate`]), and computing small trip counts at compile time.
//!
//! Every analysis here gives up (returns `None`) on a loop it does not understand: a state
//! that is not a tuple, a body whose root is not a `tuple` instruction, or a computation that
//! uses its state parameter other than through `get-tuple-element`.

use crate::call_graph::Purity;
use crate::constant_folding::constant_like;
use crate::rewrite::Rewriter;
use kiln_hlo::{CompId, Computation, Error, InstrId, Instruction, Literal, Module, Opcode, Shape};
use std::collections::BTreeSet;

/// The pieces of a `while` instruction.
pub struct WhileLoop<'m> {
    pub condition: &'m Computation,
    pub condition_id: CompId,
    pub body: &'m Computation,
    pub body_id: CompId,
    /// The state's element shapes (the loop's shape is a tuple of these).
    pub elements: &'m [Shape],
}

impl<'m> WhileLoop<'m> {
    /// `None` unless `instr` is a well-formed `while` over a tuple state whose body returns a
    /// `tuple` instruction and whose computations take one parameter.
    pub fn of(module: &'m Module, instr: &'m Instruction) -> Option<WhileLoop<'m>> {
        if instr.opcode != Opcode::While {
            return None;
        }
        let (condition_id, body_id) = (instr.attrs.condition?, instr.attrs.body?);
        let condition = module.computations.get(condition_id.index())?;
        let body = module.computations.get(body_id.index())?;
        let elements = instr.shape.as_tuple()?;
        let ok = instr.operands.len() == 1
            && well_formed(condition, elements.len())
            && well_formed(body, elements.len())
            && body.root_instr().opcode == Opcode::Tuple
            && body.root_instr().operands.len() == elements.len();
        ok.then_some(WhileLoop {
            condition,
            condition_id,
            body,
            body_id,
            elements,
        })
    }

    /// The body's root operand computing the next value of element `i`.
    pub fn next_value(&self, i: usize) -> InstrId {
        self.body.root_instr().operands[i]
    }

    /// Elements the body passes through unchanged (`root[i] = gte(param, i)`).
    pub fn pass_through(&self) -> Vec<bool> {
        (0..self.elements.len())
            .map(|i| element_read(self.body, self.next_value(i)) == Some(i))
            .collect()
    }
}

/// What the analyses index by without checking: one parameter, ids in range, and reads of
/// state elements that exist.
fn well_formed(comp: &Computation, elements: usize) -> bool {
    let n = comp.instructions.len();
    let in_range = |ids: &[InstrId]| ids.iter().all(|id| id.index() < n);
    comp.parameters.len() == 1
        && comp.root.index() < n
        && in_range(&comp.parameters)
        && comp
            .instructions
            .iter()
            .all(|i| in_range(&i.operands) && in_range(&i.control_predecessors))
        && (0..n).all(|k| element_read(comp, InstrId(k as u32)).is_none_or(|i| i < elements))
}

/// If `id` is `get-tuple-element(parameter(0), i)` in `comp`, returns `i`.
pub fn element_read(comp: &Computation, id: InstrId) -> Option<usize> {
    let instr = comp.instructions.get(id.index())?;
    let param = *comp.parameters.first()?;
    (instr.opcode == Opcode::GetTupleElement && instr.operands.first() == Some(&param))
        .then_some(instr.attrs.index)
        .flatten()
        .and_then(|i| usize::try_from(i).ok())
}

/// Instructions `roots` depend on (through operands and control predecessors), plus every
/// side-effecting instruction and what it depends on.
pub fn live_from(comp: &Computation, roots: &[InstrId]) -> Vec<bool> {
    let n = comp.instructions.len();
    let mut live = vec![false; n];
    let mut stack: Vec<InstrId> = roots.to_vec();
    stack.extend(
        (0..n)
            .filter(|&k| comp.instructions[k].opcode.has_side_effect())
            .map(|k| InstrId(k as u32)),
    );
    while let Some(id) = stack.pop() {
        if id.index() >= n || live[id.index()] {
            continue;
        }
        live[id.index()] = true;
        let instr = comp.instr(id);
        stack.extend(instr.operands.iter().chain(&instr.control_predecessors));
    }
    live
}

/// The state elements that `starts` (and the side effects of `comp`) read, through
/// `get-tuple-element(parameter(0), i)`; elements in `ignored` do not count. `None` if the
/// parameter itself is used other than by such a read.
pub fn elements_read(
    comp: &Computation,
    starts: &[InstrId],
    ignored: &[bool],
) -> Option<BTreeSet<usize>> {
    let param = *comp.parameters.first()?;
    let live = live_from(comp, starts);
    let mut read = BTreeSet::new();
    for (k, instr) in comp.instructions.iter().enumerate() {
        if !live[k] || k == param.index() {
            continue;
        }
        match element_read(comp, InstrId(k as u32)) {
            Some(i) if !ignored.get(i).copied().unwrap_or(false) => {
                read.insert(i);
            }
            Some(_) => {}
            None if instr.operands.contains(&param)
                || instr.control_predecessors.contains(&param) =>
            {
                return None
            }
            None => {}
        }
    }
    if starts.contains(&param) {
        return None;
    }
    Some(read)
}

/// The smallest set of elements containing `seed` that is closed under "the body's next
/// value of a member reads it". `None` if the body reads its state other than by element.
pub fn closure_under_body(
    lp: &WhileLoop,
    seed: BTreeSet<usize>,
    ignored: &[bool],
) -> Option<BTreeSet<usize>> {
    let mut set = seed;
    let mut work: Vec<usize> = set.iter().copied().collect();
    while let Some(i) = work.pop() {
        let read = elements_read(lp.body, &[lp.next_value(i)], ignored)?;
        for j in read {
            if set.insert(j) {
                work.push(j);
            }
        }
    }
    Some(set)
}

/// Where an old state element comes from in a restated computation.
#[derive(Clone, Debug)]
pub enum ElementSource {
    /// Element `k` of the new state.
    Index(usize),
    /// A known value (the element is constant through the loop).
    Constant(Literal),
    /// Not available: no live instruction may read it.
    Dropped,
}

/// Rebuilds `comp`, whose parameter 0 is a loop state, for a new state of shape `new_state`:
/// reads of old element `i` become what `sources[i]` says. With `root_elements`, `comp` must
/// be a body whose root is a tuple, and the new root is a tuple of the old root's operands at
/// those positions. Only instructions the new root (or a side effect) needs are copied.
pub fn restate(
    comp: &Computation,
    new_state: &Shape,
    sources: &[ElementSource],
    root_elements: Option<&[usize]>,
) -> Result<Computation, Error> {
    let param = *comp.parameters.first().ok_or_else(|| {
        Error::msg(format!(
            "{}: a loop computation needs a parameter",
            comp.name
        ))
    })?;
    let roots: Vec<InstrId> = match root_elements {
        Some(list) => {
            let root = comp.root_instr();
            list.iter()
                .map(|&i| root.operands.get(i).copied())
                .collect::<Option<_>>()
                .ok_or_else(|| Error::msg(format!("{}: root element out of range", comp.name)))?
        }
        None => vec![comp.root],
    };
    let live = live_from(comp, &roots);
    let mut rw = Rewriter::new(comp);
    for id in comp.post_order() {
        if id == param {
            let mut p = comp.instr(id).clone();
            p.shape = new_state.clone();
            rw.replace_with_new(id, p);
        } else if live[id.index()] {
            restate_instruction(comp, &mut rw, id, sources)?;
        }
    }
    if root_elements.is_some() {
        let operands = rw.remap_all(&roots)?;
        let shapes = operands.iter().map(|&o| rw.get(o).shape.clone()).collect();
        let mut tuple = comp.root_instr().clone();
        tuple.shape = Shape::Tuple(shapes);
        tuple.operands = operands;
        tuple.control_predecessors.clear();
        rw.replace_with_new(comp.root, tuple);
    }
    rw.finish()
}

fn restate_instruction(
    comp: &Computation,
    rw: &mut Rewriter,
    id: InstrId,
    sources: &[ElementSource],
) -> Result<(), Error> {
    let instr = comp.instr(id);
    let Some(i) = element_read(comp, id) else {
        if comp
            .parameters
            .first()
            .is_some_and(|p| instr.operands.contains(p))
        {
            return Err(Error::msg(format!(
                "{}: {} reads the loop state as a whole",
                comp.name, instr.name
            )));
        }
        rw.keep(id)?;
        return Ok(());
    };
    match sources.get(i) {
        Some(ElementSource::Index(k)) => {
            let mut read = instr.clone();
            read.attrs.index = Some(*k as i64);
            read.operands = rw.remap_all(&instr.operands)?;
            read.control_predecessors = rw.remap_all(&instr.control_predecessors)?;
            rw.replace_with_new(id, read);
        }
        Some(ElementSource::Constant(value)) => {
            rw.replace_with_new(id, constant_like(instr, value.clone()));
        }
        Some(ElementSource::Dropped) | None => {
            return Err(Error::msg(format!(
                "{}: {} reads state element {i}, which was dropped",
                comp.name, instr.name
            )))
        }
    }
    Ok(())
}

/// The loop's trip count if it is at most `at_most` and can be computed at compile time: the
/// condition and the body's update of the elements the condition depends on are pure and
/// depend only on elements whose initial values are known (`init[i]`).
pub fn small_trip_count(
    module: &Module,
    lp: &WhileLoop,
    init: &[Option<&Literal>],
    at_most: usize,
) -> Option<usize> {
    let cond_reads = elements_read(lp.condition, &[lp.condition.root], &[])?;
    let needed = closure_under_body(lp, cond_reads, &[])?;
    let needed: Vec<usize> = needed.into_iter().collect();
    let mut state: Vec<Literal> = needed
        .iter()
        .map(|&i| init.get(i).copied().flatten().cloned())
        .collect::<Option<_>>()?;
    let elements: i64 = state.iter().map(literal_elements).sum();
    if elements > crate::constant_folding::MAX_OPERAND_ELEMENTS {
        return None;
    }
    let mut scratch = crate::constant_folding::evaluation_copy(module);
    let (cond, step) = projected_loop(&mut scratch, lp, &needed).ok()??;
    let ev = kiln_eval::Evaluator::new(&scratch);
    for trips in 0..=at_most {
        let go = ev.call(cond, &[Literal::Tuple(state.clone())]).ok()?;
        if !scalar_true(&go)? {
            return Some(trips);
        }
        if trips < at_most {
            let next = ev.call(step, &[Literal::Tuple(state)]).ok()?;
            let Literal::Tuple(next) = next else {
                return None;
            };
            state = next;
        }
    }
    None
}

/// Adds to `scratch` the condition and a body reduced to the elements `needed` (in order);
/// `None` if either is impure.
fn projected_loop(
    scratch: &mut Module,
    lp: &WhileLoop,
    needed: &[usize],
) -> Result<Option<(CompId, CompId)>, Error> {
    let shape = Shape::Tuple(needed.iter().map(|&i| lp.elements[i].clone()).collect());
    let sources: Vec<ElementSource> = (0..lp.elements.len())
        .map(|i| match needed.iter().position(|&k| k == i) {
            Some(k) => ElementSource::Index(k),
            None => ElementSource::Dropped,
        })
        .collect();
    let cond = restate(lp.condition, &shape, &sources, None)?;
    let step = restate(lp.body, &shape, &sources, Some(needed))?;
    let base = scratch.computations.len();
    scratch.computations.push(cond);
    scratch.computations.push(step);
    let (cond, step) = (CompId(base as u32), CompId(base as u32 + 1));
    let mut purity = Purity::new(scratch);
    let pure = purity.computation(cond) && purity.computation(step);
    Ok(pure.then_some((cond, step)))
}

fn literal_elements(literal: &Literal) -> i64 {
    match literal {
        Literal::Array(a) => a.element_count() as i64,
        Literal::Tuple(elems) => elems.iter().map(literal_elements).sum(),
        Literal::Token => 0,
    }
}

fn scalar_true(value: &Literal) -> Option<bool> {
    match value {
        Literal::Array(a) => match &a.data {
            kiln_hlo::ArrayData::Pred(v) if v.len() == 1 => Some(v[0]),
            _ => None,
        },
        _ => None,
    }
}
