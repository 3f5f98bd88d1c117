//! The evaluation loop and the control-flow ops: parameters, constants, tuples, call, while,
//! conditional, map, and the fast path for tiny scalar computations.
//!
//! A computation runs its instructions in post order (only those the root depends on). Values
//! live in a slot per instruction and are dropped right after their last use, so memory stays
//! bounded by what is live. Parameters and get-tuple-element of borrowed values are borrowed,
//! not copied: a while loop's condition, for instance, reads the loop state in place.

use crate::elementwise::ScalarBinaryOp;
use crate::util::{array, copy_element, scalar_at};
use crate::{Evaluator, OpError, OpResult};
use kiln_hlo::{
    ArrayData, ArrayLiteral, CompId, Computation, ConstantValue, Error, InstrId, Instruction,
    Literal, Module, Opcode, PrimitiveType, Shape,
};
use std::borrow::Cow;

/// How to run one computation: computed once per computation and cached by the evaluator.
pub(crate) struct Plan {
    /// The instructions the root depends on, operands before users (without the multiplies
    /// absorbed into a contraction).
    order: Vec<InstrId>,
    /// `last_use[i]`: the position in `order` after which instruction `i`'s value is dead
    /// (`usize::MAX` for the root, which is returned, and for unused values).
    last_use: Vec<usize>,
    /// `frees[p]`: the instructions whose values die right after position `p`.
    frees: Vec<Vec<InstrId>>,
    /// Per instruction: the add or subtract is evaluated as one fused multiply-add.
    contractions: Vec<Option<Contraction>>,
}

/// `a * b + c`, possibly with the product or the addend negated, rounded once.
///
/// XLA:CPU compiles elementwise code with LLVM allowed to contract a multiply whose only use
/// is an add or subtract into an FMA, and the corpus results show it (`fori_loop` differs by
/// more than its tolerance otherwise). LLVM's rule for scalar f32/f64 code: the first operand
/// is contracted if it is a single-use multiply, else the second.
#[derive(Clone, Copy, Debug)]
struct Contraction {
    /// The multiply's operands.
    a: InstrId,
    b: InstrId,
    c: InstrId,
    negate_product: bool,
    negate_addend: bool,
}

impl Plan {
    pub(crate) fn new(comp: &Computation) -> Plan {
        let n = comp.instructions.len();
        let mut needed = vec![false; n];
        let mut stack = vec![comp.root];
        while let Some(id) = stack.pop() {
            if id.index() < n && !needed[id.index()] {
                needed[id.index()] = true;
                stack.extend(&comp.instr(id).operands);
            }
        }
        let order: Vec<InstrId> = comp
            .post_order()
            .into_iter()
            .filter(|id| needed[id.index()])
            .collect();
        let (contractions, absorbed) = find_contractions(comp, &order);
        let order: Vec<InstrId> = order
            .into_iter()
            .filter(|id| !absorbed.contains(id))
            .collect();
        let mut last_use = vec![usize::MAX; n];
        for (pos, &id) in order.iter().enumerate() {
            let operands = match contractions[id.index()] {
                Some(c) => vec![c.a, c.b, c.c],
                None => comp.instr(id).operands.clone(),
            };
            for op in operands.iter().filter(|op| op.index() < n) {
                last_use[op.index()] = pos;
            }
        }
        if comp.root.index() < n {
            last_use[comp.root.index()] = usize::MAX;
        }
        let mut frees = vec![Vec::new(); order.len()];
        for (i, &pos) in last_use.iter().enumerate() {
            if pos != usize::MAX {
                frees[pos].push(InstrId(i as u32));
            }
        }
        Plan {
            order,
            last_use,
            frees,
            contractions,
        }
    }
}

/// The adds and subtracts of f32/f64 arrays that XLA:CPU would evaluate as FMAs, and the
/// multiplies only those FMAs use (not evaluated on their own).
///
/// A tuple does not keep its operands from being contracted: XLA:CPU never fuses a tuple, so
/// a multiply that is also an output is computed on its own and duplicated into the fusion
/// of its one add or subtract, which contracts it (measured: `(x * 0.5, x - x * 0.5)` after
/// CSE). Only a product with no other use is absorbed.
fn find_contractions(
    comp: &Computation,
    order: &[InstrId],
) -> (Vec<Option<Contraction>>, Vec<InstrId>) {
    let n = comp.instructions.len();
    let mut users = vec![0usize; n];
    let mut fusible_users = vec![0usize; n];
    for id in order {
        let is_tuple = comp.instr(*id).opcode == Opcode::Tuple;
        for op in comp.instr(*id).operands.iter().filter(|op| op.index() < n) {
            users[op.index()] += 1;
            fusible_users[op.index()] += usize::from(!is_tuple);
        }
    }
    let mut out = vec![None; n];
    let mut absorbed = Vec::new();
    for &id in order {
        let Some(f) = kiln_hlo::fma::fma_contraction(comp, id, |m| fusible_users[m.index()] == 1)
        else {
            continue;
        };
        let ops = &comp.instr(f.product).operands;
        out[id.index()] = Some(Contraction {
            a: ops[0],
            b: ops[1],
            c: f.addend,
            negate_product: f.negate_product,
            negate_addend: f.negate_addend,
        });
        if users[f.product.index()] == 1 {
            absorbed.push(f.product);
        }
    }
    (out, absorbed)
}

/// Evaluates computation `comp_id` on `args` (one per parameter).
pub(crate) fn call_computation(
    ev: &Evaluator,
    comp_id: CompId,
    args: &[&Literal],
) -> Result<Literal, Error> {
    let comp = ev.module.comp(comp_id);
    if args.len() != comp.parameters.len() {
        return Err(Error::new(
            comp.span,
            format!(
                "computation `{}` takes {} arguments, got {}",
                comp.name,
                comp.parameters.len(),
                args.len()
            ),
        ));
    }
    let plan = ev.plan(comp_id);
    let mut values: Vec<Option<Cow<Literal>>> =
        (0..comp.instructions.len()).map(|_| None).collect();
    for (pos, &id) in plan.order.iter().enumerate() {
        let instr = comp.instr(id);
        let value =
            eval_at(ev, comp, id, pos, plan, &mut values, args).map_err(|e| locate(instr, e))?;
        values[id.index()] = Some(value);
        for dead in &plan.frees[pos] {
            values[dead.index()] = None;
        }
    }
    match values.get_mut(comp.root.index()).and_then(Option::take) {
        Some(v) => Ok(v.into_owned()),
        None => Err(Error::new(
            comp.span,
            format!("computation `{}` has no root value", comp.name),
        )),
    }
}

/// Turns an op's failure into an error located at the instruction.
pub(crate) fn locate(instr: &Instruction, e: OpError) -> Error {
    match e {
        OpError::Nested(err) => err,
        OpError::Msg(m) => Error::new(
            instr.span,
            format!("in `{}` ({}): {m}", instr.name, instr.opcode),
        ),
    }
}

/// Evaluates one instruction. Parameters, get-tuple-element and tuple move or borrow values
/// instead of copying them; everything else goes through [`Evaluator::eval_instruction`].
fn eval_at<'a>(
    ev: &Evaluator,
    comp: &Computation,
    id: InstrId,
    pos: usize,
    plan: &Plan,
    values: &mut [Option<Cow<'a, Literal>>],
    args: &[&'a Literal],
) -> Result<Cow<'a, Literal>, OpError> {
    let instr = comp.instr(id);
    let dies_here = |op: InstrId| plan.last_use[op.index()] == pos;
    match instr.opcode {
        Opcode::Parameter => return Ok(Cow::Borrowed(parameter_arg(instr, args)?)),
        Opcode::GetTupleElement => {
            let op = *instr.operands.first().ok_or("missing operand 0")?;
            let index = tuple_index(instr)?;
            let slot = values.get_mut(op.index()).ok_or("bad operand")?;
            if let Some(Cow::Borrowed(tuple)) = slot {
                let tuple: &'a Literal = tuple;
                return Ok(Cow::Borrowed(element(tuple, index)?));
            }
            if dies_here(op) && matches!(slot, Some(Cow::Owned(Literal::Tuple(_)))) {
                if let Some(Cow::Owned(Literal::Tuple(mut elems))) = slot.take() {
                    if index >= elems.len() {
                        return Err(bad_index(index, elems.len()));
                    }
                    return Ok(Cow::Owned(elems.swap_remove(index)));
                }
            }
            let tuple = slot.as_deref().ok_or("operand 0 was not computed")?;
            return Ok(Cow::Owned(element(tuple, index)?.clone()));
        }
        Opcode::Tuple => {
            let once = |op: &InstrId| instr.operands.iter().filter(|o| *o == op).count() == 1;
            let mut elems = Vec::with_capacity(instr.operands.len());
            for op in &instr.operands {
                let slot = values.get_mut(op.index()).ok_or("bad operand")?;
                let elem = if dies_here(*op) && once(op) {
                    slot.take().map(Cow::into_owned)
                } else {
                    slot.as_deref().cloned()
                };
                elems.push(elem.ok_or("an operand was not computed")?);
            }
            return Ok(Cow::Owned(Literal::Tuple(elems)));
        }
        _ => {}
    }
    if let Some(c) = plan.contractions[id.index()] {
        let get = |id: InstrId| {
            values
                .get(id.index())
                .and_then(|v| v.as_deref())
                .ok_or("an operand was not computed")
        };
        let abc = [get(c.a)?, get(c.b)?, get(c.c)?];
        return Ok(Cow::Owned(crate::elementwise::fused_multiply_add(
            instr,
            abc,
            c.negate_product,
            c.negate_addend,
        )?));
    }
    let operand = |op: &InstrId| {
        let v = values.get(op.index()).and_then(|v| v.as_deref());
        v.ok_or_else(|| format!("operand #{} was not computed", op.index()))
    };
    // Most instructions have few operands: gather them on the stack, not in a new Vec, since
    // scalar computations run this once per element of a reduce or sort.
    let n = instr.operands.len();
    if n <= SMALL {
        let mut ops = [&FILLER; SMALL];
        for (slot, op) in ops.iter_mut().zip(&instr.operands) {
            *slot = operand(op)?;
        }
        return Ok(Cow::Owned(ev.eval_instruction(
            comp,
            instr,
            &ops[..n],
            args,
        )?));
    }
    let ops = instr
        .operands
        .iter()
        .map(operand)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Cow::Owned(ev.eval_instruction(comp, instr, &ops, args)?))
}

const SMALL: usize = 4;
static FILLER: Literal = Literal::Token;

fn element(tuple: &Literal, index: usize) -> Result<&Literal, OpError> {
    match tuple {
        Literal::Tuple(elems) => elems
            .get(index)
            .ok_or_else(|| bad_index(index, elems.len())),
        _ => Err("get-tuple-element of a value that is not a tuple".into()),
    }
}

fn bad_index(index: usize, len: usize) -> OpError {
    format!("tuple index {index} is out of range for a tuple of {len} elements").into()
}

fn tuple_index(instr: &Instruction) -> Result<usize, OpError> {
    let index = instr.attrs.index.ok_or("get-tuple-element needs index=")?;
    usize::try_from(index).map_err(|_| format!("negative tuple index {index}").into())
}

fn parameter_arg<'a>(instr: &Instruction, args: &[&'a Literal]) -> Result<&'a Literal, OpError> {
    let n = instr
        .attrs
        .parameter_number
        .ok_or("parameter without a number")?;
    usize::try_from(n)
        .ok()
        .and_then(|i| args.get(i).copied())
        .ok_or_else(|| format!("parameter({n}) has no argument ({} given)", args.len()).into())
}

pub(crate) fn parameter(instr: &Instruction, args: &[&Literal]) -> OpResult {
    Ok(parameter_arg(instr, args)?.clone())
}

pub(crate) fn constant(instr: &Instruction) -> OpResult {
    match &instr.attrs.constant {
        Some(ConstantValue::Literal(lit)) => Ok(lit.clone()),
        Some(ConstantValue::Elided) => {
            Err("constant was elided in the dump; not executable".into())
        }
        None => Err("constant without a value".into()),
    }
}

pub(crate) fn tuple(ops: &[&Literal]) -> OpResult {
    Ok(Literal::Tuple(ops.iter().map(|&l| l.clone()).collect()))
}

pub(crate) fn get_tuple_element(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let tuple = ops.first().ok_or("missing operand 0")?;
    Ok(element(tuple, tuple_index(instr)?)?.clone())
}

pub(crate) fn identity(ops: &[&Literal]) -> OpResult {
    ops.first()
        .map(|&l| l.clone())
        .ok_or_else(|| "missing operand 0".into())
}

/// A collective on Kiln's one device (see `kiln_hlo::collectives`).
pub(crate) fn single_device_collective(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    use kiln_hlo::collectives::{single_device, SingleDevice};
    let outcome = single_device(instr).ok_or("not a collective")??;
    let result = match outcome {
        SingleDevice::DeviceZero => Literal::scalar(ArrayData::U32(vec![0]), PrimitiveType::U32)?,
        SingleDevice::Zeros => zeros_of(&instr.shape)?,
        SingleDevice::Operands if instr.shape.is_tuple() => {
            Literal::Tuple(ops.iter().map(|&l| l.clone()).collect())
        }
        SingleDevice::Operands => identity(ops)?,
    };
    if !result.shape().compatible(&instr.shape) {
        return Err(format!(
            "a group of one device returns the operand, {}, but the result is {}",
            result.shape(),
            instr.shape
        )
        .into());
    }
    Ok(result)
}

fn zeros_of(shape: &Shape) -> Result<Literal, String> {
    match shape {
        Shape::Array(a) => Ok(Literal::Array(ArrayLiteral::zeros(a.ty, a.dims.clone())?)),
        Shape::Tuple(elems) => Ok(Literal::Tuple(
            elems.iter().map(zeros_of).collect::<Result<_, _>>()?,
        )),
        other => Err(format!("cannot make zeros of {other}")),
    }
}

fn called(instr: &Instruction, comp: Option<CompId>, what: &str) -> Result<CompId, OpError> {
    comp.ok_or_else(|| format!("`{}` needs {what}=", instr.opcode).into())
}

pub(crate) fn call(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let target = match (instr.attrs.to_apply, instr.attrs.calls.as_deref()) {
        (Some(c), _) => c,
        (None, Some([c, ..])) => *c,
        _ => return Err(format!("`{}` needs to_apply= or calls=", instr.opcode).into()),
    };
    Ok(ev.call_refs(target, ops)?)
}

pub(crate) fn while_loop(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let cond = called(instr, instr.attrs.condition, "condition")?;
    let body = called(instr, instr.attrs.body, "body")?;
    let mut state = identity(ops)?;
    loop {
        let go = ev.call_refs(cond, &[&state])?;
        if !scalar_pred(&go).ok_or("the while condition did not return a pred scalar")? {
            return Ok(state);
        }
        state = ev.call_refs(body, &[&state])?;
    }
}

fn scalar_pred(lit: &Literal) -> Option<bool> {
    match lit {
        Literal::Array(ArrayLiteral {
            data: ArrayData::Pred(v),
            ..
        }) if v.len() == 1 => Some(v[0]),
        _ => None,
    }
}

/// `conditional`: a pred selects true/false computations; an s32 index selects among
/// branch_computations, and an index out of range runs the last branch (as XLA does).
pub(crate) fn conditional(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let selector = array(ops.first().ok_or("missing operand 0")?)?;
    let branches = instr.attrs.branch_computations.as_deref().unwrap_or(&[]);
    let branch = if let Some(p) = scalar_pred(ops[0]) {
        let (t, f) = (
            instr.attrs.true_computation.or(branches.first().copied()),
            instr.attrs.false_computation.or(branches.get(1).copied()),
        );
        let (comp, which) = if p {
            (t, "true_computation")
        } else {
            (f, "false_computation")
        };
        (called(instr, comp, which)?, usize::from(!p))
    } else {
        if selector.element_count() != 1 {
            return Err("the branch selector must be a scalar".into());
        }
        let last = branches
            .len()
            .checked_sub(1)
            .ok_or("conditional needs branch_computations=")?;
        let index = crate::util::index_value(selector, 0)?;
        let index = usize::try_from(index).map_or(last, |i| i.min(last));
        (branches[index], index)
    };
    let (comp, index) = branch;
    let arg = ops
        .get(index + 1)
        .ok_or_else(|| format!("conditional has no operand for branch {index}"))?;
    Ok(ev.call_refs(comp, &[*arg])?)
}

/// `map`: applies `to_apply` to the operands' elements at each index.
pub(crate) fn map(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let comp = called(instr, instr.attrs.to_apply, "to_apply")?;
    let arrays: Vec<&ArrayLiteral> = ops.iter().map(|l| array(l)).collect::<Result<_, _>>()?;
    let first = arrays.first().ok_or("map needs operands")?;
    if let Some(a) = arrays.iter().find(|a| a.dims != first.dims) {
        return Err(format!(
            "map operands differ in dimensions: {:?} and {:?}",
            first.dims, a.dims
        )
        .into());
    }
    let out_ty = instr.shape.as_array().ok_or("map returns an array")?.ty;
    if let (Some(op), [a, b]) = (scalar_binary_fast_path(ev.module, comp), arrays.as_slice()) {
        let mut acc = a.data.clone();
        op.accumulate_all(&mut acc, &b.data)?;
        return Ok(Literal::Array(ArrayLiteral::new(
            out_ty,
            first.dims.clone(),
            acc,
        )?));
    }
    let n = first.element_count();
    let mut out =
        ArrayData::zeros(out_ty, n).ok_or_else(|| format!("map cannot return {out_ty}"))?;
    // The scalar arguments are allocated once and overwritten for each element.
    let mut args: Vec<Literal> = match n {
        0 => Vec::new(),
        _ => arrays.iter().map(|a| scalar_at(a, 0)).collect(),
    };
    for i in 0..n {
        for (arg, a) in args.iter_mut().zip(&arrays) {
            if let Literal::Array(scalar) = arg {
                copy_element(&mut scalar.data, 0, &a.data, i)?;
            }
        }
        let r = ev.call(comp, &args)?;
        copy_element(&mut out, i, &array(&r)?.data, 0)?;
    }
    Ok(Literal::Array(ArrayLiteral::new(
        out_ty,
        first.dims.clone(),
        out,
    )?))
}

pub(crate) fn rng_bit_generator(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    crate::rng::rng_bit_generator(instr, ops)
}

/// Recognizes a computation that is just a binary elementwise op of its two scalar
/// parameters, `op(parameter(0), parameter(1))` or `op(parameter(1), parameter(0))`, such as
/// the `add`/`maximum`/`and` combiners of reduce, scatter and reduce-window.
///
/// For other op implementations: when this returns `Some(op)`, call
/// [`ScalarBinaryOp::accumulate`] (`acc[i] = f(acc[i], x[j])`, the accumulator being
/// parameter 0) instead of [`Evaluator::call`] on two scalar literals; it computes exactly the
/// same value without allocating. Otherwise fall back to `Evaluator::call`.
pub fn scalar_binary_fast_path(module: &Module, comp: CompId) -> Option<ScalarBinaryOp> {
    let c = module.computations.get(comp.index())?;
    let [p0, p1] = c.parameters.as_slice() else {
        return None;
    };
    let scalar_ty = |id: &InstrId| match &c.instructions.get(id.index())?.shape {
        Shape::Array(a) if a.dims.is_empty() => Some(a.ty),
        _ => None,
    };
    let (ty, root) = (scalar_ty(p0)?, c.instructions.get(c.root.index())?);
    if scalar_ty(p1)? != ty || scalar_ty(&c.root)? != ty {
        return None;
    }
    if matches!(root.opcode, Opcode::Compare | Opcode::Complex)
        || !root.opcode.is_elementwise_binary()
    {
        return None;
    }
    let swapped = match root.operands.as_slice() {
        [a, b] if a == p0 && b == p1 => false,
        [a, b] if a == p1 && b == p0 => true,
        _ => return None,
    };
    ScalarBinaryOp::new(root.opcode, ty, swapped)
}

/// Checks the entry arguments against the entry computation's parameters.
pub fn check_entry_args(module: &Module, args: &[Literal]) -> Result<(), Error> {
    let comp = module.entry_computation();
    if args.len() != comp.parameters.len() {
        return Err(Error::new(
            comp.span,
            format!(
                "the entry computation `{}` takes {} parameters, got {} inputs",
                comp.name,
                comp.parameters.len(),
                args.len()
            ),
        ));
    }
    for (i, (param, arg)) in comp.parameters.iter().zip(args).enumerate() {
        let p = comp
            .instructions
            .get(param.index())
            .ok_or_else(|| Error::msg(format!("parameter {i} is not an instruction")))?;
        check_value(&p.shape, arg).map_err(|why| {
            Error::new(
                p.span,
                format!(
                    "parameter {i} (`{}`) expects {}, got {}{why}",
                    p.name,
                    plain(&p.shape),
                    describe(arg)
                ),
            )
        })?;
    }
    Ok(())
}

/// `Err(reason)` when `value` does not fit `shape` (the reason may be empty).
fn check_value(shape: &Shape, value: &Literal) -> Result<(), String> {
    match (shape, value) {
        (Shape::Array(s), Literal::Array(a)) => {
            if s.ty != a.ty {
                return Err(" (wrong element type)".into());
            }
            if s.dims != a.dims {
                return Err(" (wrong dimensions)".into());
            }
            if !a.data.matches_type(a.ty) || a.data.len() != crate::util::count(&a.dims) {
                return Err(" (the array's data does not match its shape)".into());
            }
            crate::util::check_sub_byte_range(a.ty, &a.data).map_err(|e| format!(" ({e})"))
        }
        (Shape::Tuple(ss), Literal::Tuple(vs)) if ss.len() == vs.len() => {
            ss.iter().zip(vs).try_for_each(|(s, v)| check_value(s, v))
        }
        (Shape::Token, Literal::Token) => Ok(()),
        _ => Err(String::new()),
    }
}

/// A shape as HLO text without layouts: `f32[2,3]`, `(f32[], s32[4])`.
fn plain(shape: &Shape) -> String {
    match shape {
        Shape::Array(a) => format!("{}{:?}", a.ty, a.dims).replace(' ', ""),
        Shape::Tuple(elems) => format!(
            "({})",
            elems.iter().map(plain).collect::<Vec<_>>().join(", ")
        ),
        Shape::Token => "token[]".into(),
    }
}

fn describe(value: &Literal) -> String {
    plain(&value.shape())
}
