//! Reductions and ops driven by a scalar computation: reduce, reduce-window,
//! select-and-scatter, sort, topk, all-reduce.

use super::util::{
    array, distinct_dims, expect_scalar_params, human_array, human_program, same_type_ignoring_fp,
    single_or_tuple, window_output_dims, without_dims,
};
use super::Ctx;
use crate::opcode::Opcode;
use crate::shape::{ArrayShape, ProgramShape, Shape};
use crate::types::PrimitiveType;

pub fn infer(ctx: &Ctx) -> Result<Shape, String> {
    use Opcode::*;
    match ctx.opcode {
        Reduce => reduce(ctx),
        ReduceWindow => reduce_window(ctx),
        SelectAndScatter => select_and_scatter(ctx),
        Sort => sort(ctx),
        TopK => topk(ctx),
        AllReduce | AllReduceStart => all_reduce(ctx),
        AllReduceDone => Ok(ctx.operand(0)?.clone()),
        other => Err(format!("no shape rule for {other}")),
    }
}

/// Checks a reducer for N inputs: it takes N accumulators then N input elements, all scalars,
/// and returns the N accumulators (a scalar when N = 1, else an N-tuple). Accumulators may
/// differ from inputs and init values in floating point precision only, as in XLA.
pub fn check_reducer(
    sig: &ProgramShape,
    inits: &[PrimitiveType],
    inputs: &[PrimitiveType],
    what: &str,
) -> Result<(), String> {
    let n = inits.len();
    let expected = || {
        let params: Vec<String> = inits
            .iter()
            .chain(inputs)
            .map(|t| format!("{t}[]"))
            .collect();
        let results: Vec<String> = inits.iter().map(|t| format!("{t}[]")).collect();
        let result = if n == 1 {
            results.join("")
        } else {
            format!("({})", results.join(", "))
        };
        format!(
            "{what} must be ({}) -> {result}, but its signature is {}",
            params.join(", "),
            human_program(sig)
        )
    };
    let accumulators: Vec<&Shape> = match (&sig.result, n) {
        (Shape::Array(_), 1) => vec![&sig.result],
        (Shape::Tuple(elems), _) if n != 1 && elems.len() == n => elems.iter().collect(),
        _ => return Err(expected()),
    };
    let scalar_type = |s: &Shape| match s.as_array() {
        Some(a) if a.rank() == 0 => Some(a.ty),
        _ => None,
    };
    if sig.parameters.len() != 2 * n {
        return Err(expected());
    }
    for i in 0..n {
        let acc = scalar_type(accumulators[i]);
        let acc_param = scalar_type(&sig.parameters[i]);
        let input_param = scalar_type(&sig.parameters[n + i]);
        let ok = match (acc, acc_param, input_param) {
            (Some(acc), Some(acc_param), Some(input_param)) => {
                acc == acc_param
                    && same_type_ignoring_fp(acc, inits[i])
                    && same_type_ignoring_fp(input_param, inputs[i])
                    && same_type_ignoring_fp(acc, input_param)
            }
            _ => false,
        };
        if !ok {
            return Err(expected());
        }
    }
    Ok(())
}

/// Splits the operands of a variadic reduce/reduce-window into N arrays of equal dimensions
/// and N scalar init values.
fn inputs_and_inits<'a>(
    ctx: &Ctx<'a>,
) -> Result<(Vec<&'a ArrayShape>, Vec<PrimitiveType>), String> {
    let total = ctx.operands.len();
    if total < 2 || !total.is_multiple_of(2) {
        return Err(format!(
            "{} takes N inputs followed by N init values, got {total} operand(s)",
            ctx.opcode
        ));
    }
    let n = total / 2;
    let inputs: Vec<&ArrayShape> = (0..n).map(|i| ctx.array(i)).collect::<Result<_, _>>()?;
    for a in &inputs[1..] {
        if a.dims != inputs[0].dims {
            return Err(format!(
                "{} inputs must have the same dimensions, got {} and {}",
                ctx.opcode,
                human_array(inputs[0]),
                human_array(a)
            ));
        }
    }
    let inits = (n..total)
        .map(|i| ctx.scalar(i).map(|a| a.ty))
        .collect::<Result<_, _>>()?;
    Ok((inputs, inits))
}

fn reduce(ctx: &Ctx) -> Result<Shape, String> {
    let (inputs, inits) = inputs_and_inits(ctx)?;
    let dims = ctx.require(&ctx.attrs.dimensions, "dimensions")?;
    let reduced = distinct_dims(dims, inputs[0].rank(), "reduce dimension")?;
    let sig = ctx.called(ctx.attrs.to_apply, "to_apply")?;
    let input_types: Vec<PrimitiveType> = inputs.iter().map(|a| a.ty).collect();
    check_reducer(&sig, &inits, &input_types, "reduce's to_apply")?;
    let kept = without_dims(&inputs[0].dims, &reduced);
    Ok(single_or_tuple(
        inits.iter().map(|t| array(*t, kept.clone())).collect(),
    ))
}

fn reduce_window(ctx: &Ctx) -> Result<Shape, String> {
    let (inputs, inits) = inputs_and_inits(ctx)?;
    let window = ctx.require(&ctx.attrs.window, "window")?;
    let dims = window_output_dims(&inputs[0].dims, window)?;
    let sig = ctx.called(ctx.attrs.to_apply, "to_apply")?;
    let input_types: Vec<PrimitiveType> = inputs.iter().map(|a| a.ty).collect();
    check_reducer(&sig, &inits, &input_types, "reduce-window's to_apply")?;
    Ok(single_or_tuple(
        inits.iter().map(|t| array(*t, dims.clone())).collect(),
    ))
}

/// select-and-scatter(operand, source, init): `select` picks one element per window of the
/// operand, `scatter` accumulates the window's source value there. The source has the
/// windowed operand's dimensions; the result has the operand's shape.
fn select_and_scatter(ctx: &Ctx) -> Result<Shape, String> {
    let (operand, source, init) = (ctx.array(0)?, ctx.array(1)?, ctx.scalar(2)?);
    let window = ctx.require(&ctx.attrs.window, "window")?;
    let windowed = window_output_dims(&operand.dims, window)?;
    if source.dims != windowed {
        return Err(format!(
            "the source must have the windowed operand's dimensions [{}], got {}",
            windowed
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(","),
            human_array(source)
        ));
    }
    let select = ctx.called(ctx.attrs.select, "select")?;
    expect_scalar_params(
        &select,
        &[operand.ty, operand.ty],
        "select-and-scatter's select",
    )?;
    if !select
        .result
        .compatible(&array(PrimitiveType::Pred, vec![]))
    {
        return Err(format!(
            "select-and-scatter's select must return pred[], but its signature is {}",
            human_program(&select)
        ));
    }
    let scatter = ctx.called(ctx.attrs.scatter, "scatter")?;
    check_reducer(
        &scatter,
        &[init.ty],
        &[source.ty],
        "select-and-scatter's scatter",
    )?;
    if init.ty != operand.ty {
        return Err(format!(
            "the init value must be a {} scalar like the operand, got {}",
            operand.ty,
            human_array(init)
        ));
    }
    Ok(Shape::Array(operand.clone()))
}

/// sort: operands of equal dimensions sorted together along one dimension; the comparator
/// takes a (lhs, rhs) pair of scalars per operand and returns pred[].
fn sort(ctx: &Ctx) -> Result<Shape, String> {
    ctx.expect_min_operands(1)?;
    let first = ctx.array(0)?;
    let mut pair_types = Vec::with_capacity(2 * ctx.operands.len());
    for i in 0..ctx.operands.len() {
        let a = ctx.array(i)?;
        if a.dims != first.dims {
            return Err(format!(
                "sort operands must have the same dimensions, got {} and {}",
                human_array(first),
                human_array(a)
            ));
        }
        pair_types.extend([a.ty, a.ty]);
    }
    let dims = ctx.require(&ctx.attrs.dimensions, "dimensions")?;
    if dims.len() != 1 {
        return Err(format!("sort expects exactly one dimension, got {dims:?}"));
    }
    distinct_dims(dims, first.rank(), "sort dimension")?;
    let cmp = ctx.called(ctx.attrs.to_apply, "to_apply")?;
    expect_scalar_params(&cmp, &pair_types, "sort's comparator")?;
    if !cmp.result.compatible(&array(PrimitiveType::Pred, vec![])) {
        return Err(format!(
            "sort's comparator must return pred[], but its signature is {}",
            human_program(&cmp)
        ));
    }
    Ok(single_or_tuple(
        ctx.operands.iter().map(|s| (*s).clone()).collect(),
    ))
}

/// topk: the k largest (or smallest) along the last dimension, with their s32 indices.
fn topk(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let k = *ctx.require(&ctx.attrs.k, "k")?;
    let last = operand.dims.last().copied().ok_or_else(|| {
        format!(
            "topk needs an operand of rank >= 1, got {}",
            human_array(operand)
        )
    })?;
    if k < 0 || k > last {
        return Err(format!(
            "k = {k} must be in 0..={last} (the last dimension)"
        ));
    }
    let mut dims = operand.dims.clone();
    if let Some(d) = dims.last_mut() {
        *d = k;
    }
    Ok(Shape::Tuple(vec![
        array(operand.ty, dims.clone()),
        array(PrimitiveType::S32, dims),
    ]))
}

/// all-reduce: the result has the operands' shapes; to_apply is a binary scalar reducer of
/// their element type.
fn all_reduce(ctx: &Ctx) -> Result<Shape, String> {
    ctx.expect_min_operands(1)?;
    let sig = ctx.called(ctx.attrs.to_apply, "to_apply")?;
    for i in 0..ctx.operands.len() {
        let a = ctx.array(i)?;
        check_reducer(
            &sig,
            &[a.ty],
            &[a.ty],
            &format!("{}'s to_apply", ctx.opcode),
        )?;
    }
    Ok(single_or_tuple(
        ctx.operands.iter().map(|s| (*s).clone()).collect(),
    ))
}
