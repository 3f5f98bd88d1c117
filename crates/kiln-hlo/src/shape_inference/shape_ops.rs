//! Ops that move or select data without computing on it: parameters and constants, tuples,
//! broadcast, reshape, transpose, slices, concatenate, pad, reverse, iota, bitcast.

use super::util::{array, checked, dim_index, distinct_dims, human, human_array, permutation};
use super::Ctx;
use crate::attrs::ConstantValue;
use crate::opcode::Opcode;
use crate::shape::{ArrayShape, Shape};

pub fn infer(ctx: &Ctx) -> Result<Shape, String> {
    use Opcode::*;
    match ctx.opcode {
        Parameter => parameter(ctx),
        Constant => constant(ctx),
        Iota => iota(ctx),
        Tuple => Ok(Shape::Tuple(
            ctx.operands.iter().map(|s| (*s).clone()).collect(),
        )),
        GetTupleElement => get_tuple_element(ctx),
        Broadcast => broadcast(ctx),
        Reshape => reshape(ctx),
        Transpose => transpose(ctx),
        Slice => slice(ctx),
        DynamicSlice => dynamic_slice(ctx),
        DynamicUpdateSlice => dynamic_update_slice(ctx),
        Concatenate => concatenate(ctx),
        Pad => pad(ctx),
        Reverse => reverse(ctx),
        Bitcast => bitcast(ctx),
        GetDimensionSize => {
            one_dimension(ctx, ctx.array(0)?)?;
            Ok(array(crate::PrimitiveType::S32, vec![]))
        }
        SetDimensionSize => set_dimension_size(ctx),
        other => Err(format!("no shape rule for {other}")),
    }
}

/// A parameter's shape is its declaration; only its number is checked here (the verifier
/// checks that numbers run 0..n).
fn parameter(ctx: &Ctx) -> Result<Shape, String> {
    let n = *ctx.require(&ctx.attrs.parameter_number, "parameter_number")?;
    if n < 0 {
        return Err(format!("parameter number must be >= 0, got {n}"));
    }
    Ok(ctx.declared.clone())
}

fn constant(ctx: &Ctx) -> Result<Shape, String> {
    match ctx.require(&ctx.attrs.constant, "a literal value")? {
        ConstantValue::Literal(literal) => Ok(literal.shape()),
        ConstantValue::Elided => Ok(ctx.declared.clone()),
    }
}

/// The dimensions of `iota` exist only in its declared shape.
fn iota(ctx: &Ctx) -> Result<Shape, String> {
    let declared = ctx.declared_array()?;
    let d = *ctx.require(&ctx.attrs.iota_dimension, "iota_dimension")?;
    dim_index(d, declared.rank(), "iota_dimension")?;
    if declared.ty == crate::PrimitiveType::Pred {
        return Err("iota cannot produce pred".to_string());
    }
    Ok(array(declared.ty, declared.dims.clone()))
}

fn get_tuple_element(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.operand(0)?;
    let elems = operand
        .as_tuple()
        .ok_or_else(|| format!("operand must be a tuple, got {}", human(operand)))?;
    let index = *ctx.require(&ctx.attrs.index, "index")?;
    usize::try_from(index)
        .ok()
        .and_then(|i| elems.get(i))
        .cloned()
        .ok_or_else(|| {
            format!(
                "index {index} is out of range for a tuple of {} elements",
                elems.len()
            )
        })
}

/// `broadcast` maps operand dimension i to result dimension `dimensions[i]`; the result's
/// dimensions come from the declaration and must agree with the operand's where mapped.
fn broadcast(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let declared = ctx.declared_array()?;
    let dims = ctx.require(&ctx.attrs.dimensions, "dimensions")?;
    if dims.len() != operand.rank() {
        return Err(format!(
            "broadcast dimensions {dims:?} must have one entry per operand dimension ({})",
            operand.rank()
        ));
    }
    let mapped = distinct_dims(dims, declared.rank(), "broadcast dimension")?;
    for (i, &to) in mapped.iter().enumerate() {
        if operand.dims[i] != declared.dims[to] {
            return Err(format!(
                "operand dimension {i} (size {}) maps to result dimension {to} of size {}; they must be equal",
                operand.dims[i], declared.dims[to]
            ));
        }
    }
    Ok(array(operand.ty, declared.dims.clone()))
}

fn element_count(a: &ArrayShape) -> Result<i64, String> {
    a.dims
        .iter()
        .try_fold(1i64, |n, &d| n.checked_mul(d))
        .ok_or_else(|| format!("the element count of {} overflows", human_array(a)))
}

/// `reshape` keeps the element count; the new dimensions come from the declaration.
fn reshape(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let declared = ctx.declared_array()?;
    if element_count(operand)? != element_count(declared)? {
        return Err(format!(
            "reshape must keep the element count, but {} has {} elements and [{}] has {}",
            human_array(operand),
            element_count(operand)?,
            join(&declared.dims),
            element_count(declared)?
        ));
    }
    Ok(array(operand.ty, declared.dims.clone()))
}

/// `bitcast` reinterprets a buffer: the total size in bits must not change.
fn bitcast(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let declared = ctx.declared_array()?;
    let bits = |a: &ArrayShape| -> Result<i64, String> {
        checked(
            element_count(a)?.checked_mul(a.ty.bit_width() as i64),
            "the bit size",
        )
    };
    if bits(operand)? != bits(declared)? {
        return Err(format!(
            "bitcast must keep the size in bits, but {} and {} differ",
            human_array(operand),
            human_array(declared)
        ));
    }
    Ok(Shape::Array(declared.clone()))
}

fn transpose(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let perm = ctx.require(&ctx.attrs.dimensions, "dimensions")?;
    let perm = permutation(perm, operand.rank(), "transpose dimension")?;
    let dims = perm.iter().map(|&p| operand.dims[p]).collect();
    Ok(array(operand.ty, dims))
}

fn slice(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let spec = ctx.require(&ctx.attrs.slice, "slice")?;
    if spec.len() != operand.rank() {
        return Err(format!(
            "slice has {} entries but the operand {} has rank {}",
            spec.len(),
            human_array(operand),
            operand.rank()
        ));
    }
    let mut dims = Vec::with_capacity(spec.len());
    for (i, (s, &size)) in spec.iter().zip(&operand.dims).enumerate() {
        if s.start < 0 || s.start > s.limit || s.limit > size || s.stride < 1 {
            return Err(format!(
                "slice dimension {i} [{}:{}:{}] must satisfy 0 <= start <= limit <= {size} and stride >= 1",
                s.start, s.limit, s.stride
            ));
        }
        let len = s.limit - s.start;
        dims.push(if len == 0 {
            0
        } else {
            (len - 1) / s.stride + 1
        });
    }
    Ok(array(operand.ty, dims))
}

/// Start indices of dynamic-slice / dynamic-update-slice: one integral scalar per dimension,
/// all of one type (or, in the old form, a single rank-1 vector of them).
fn start_indices(ctx: &Ctx, first: usize, rank: usize) -> Result<(), String> {
    let count = ctx.operands.len().saturating_sub(first);
    if count == 1 {
        let v = ctx.array(first)?;
        if v.rank() == 1 && v.dims[0] == rank as i64 && v.ty.is_integral() {
            return Ok(());
        }
    }
    if count != rank {
        return Err(format!(
            "{} expects {rank} start index operand(s), one per dimension, got {count}",
            ctx.opcode
        ));
    }
    let mut index_type = None;
    for i in first..ctx.operands.len() {
        let idx = ctx.scalar(i)?;
        if !idx.ty.is_integral() || index_type.is_some_and(|t| t != idx.ty) {
            return Err(format!(
                "start indices must be integral scalars of one type, operand {i} is {}",
                human_array(idx)
            ));
        }
        index_type = Some(idx.ty);
    }
    Ok(())
}

fn dynamic_slice(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    start_indices(ctx, 1, operand.rank())?;
    let sizes = ctx.require(&ctx.attrs.dynamic_slice_sizes, "dynamic_slice_sizes")?;
    if sizes.len() != operand.rank() {
        return Err(format!(
            "dynamic_slice_sizes {sizes:?} must have one entry per operand dimension ({})",
            operand.rank()
        ));
    }
    for (i, (&s, &d)) in sizes.iter().zip(&operand.dims).enumerate() {
        if s < 0 || s > d {
            return Err(format!(
                "dynamic_slice_sizes[{i}] = {s} must be in 0..={d} (the operand dimension)"
            ));
        }
    }
    Ok(array(operand.ty, sizes.clone()))
}

fn dynamic_update_slice(ctx: &Ctx) -> Result<Shape, String> {
    ctx.expect_min_operands(2)?;
    let (operand, update) = (ctx.array(0)?, ctx.array(1)?);
    let fits = update.rank() == operand.rank()
        && update.dims.iter().zip(&operand.dims).all(|(u, o)| u <= o);
    if !fits || update.ty != operand.ty {
        return Err(format!(
            "the update must have the operand's rank and element type and fit inside it, got \
             update {} for operand {}",
            human_array(update),
            human_array(operand)
        ));
    }
    start_indices(ctx, 2, operand.rank())?;
    Ok(Shape::Array(operand.clone()))
}

/// Exactly one dimension in `dimensions={d}`, in range for `a`.
fn one_dimension(ctx: &Ctx, a: &ArrayShape) -> Result<usize, String> {
    let dims = ctx.require(&ctx.attrs.dimensions, "dimensions")?;
    match dims.as_slice() {
        [d] => dim_index(*d, a.rank(), "dimension"),
        _ => Err(format!(
            "{} expects exactly one dimension, got {dims:?}",
            ctx.opcode
        )),
    }
}

fn concatenate(ctx: &Ctx) -> Result<Shape, String> {
    ctx.expect_min_operands(1)?;
    let first = ctx.array(0)?;
    let axis = one_dimension(ctx, first)?;
    let mut dims = first.dims.clone();
    for i in 1..ctx.operands.len() {
        let a = ctx.array(i)?;
        let others_equal = a.rank() == first.rank()
            && (0..a.rank()).all(|d| d == axis || a.dims[d] == first.dims[d]);
        if !others_equal || a.ty != first.ty {
            return Err(format!(
                "concatenate operands must agree in type and in every dimension but {axis}, got {} and {}",
                human_array(first),
                human_array(a)
            ));
        }
        dims[axis] = checked(
            dims[axis].checked_add(a.dims[axis]),
            "the concatenated size",
        )?;
    }
    Ok(array(first.ty, dims))
}

/// `pad`: low/high padding may be negative (it then trims); interior padding may not.
fn pad(ctx: &Ctx) -> Result<Shape, String> {
    let (operand, value) = (ctx.array(0)?, ctx.scalar(1)?);
    if value.ty != operand.ty {
        return Err(format!(
            "the padding value must be a {} scalar, got {}",
            operand.ty,
            human_array(value)
        ));
    }
    let padding = ctx.require(&ctx.attrs.padding, "padding")?;
    if padding.len() != operand.rank() {
        return Err(format!(
            "padding has {} entries but the operand {} has rank {}",
            padding.len(),
            human_array(operand),
            operand.rank()
        ));
    }
    let mut dims = Vec::with_capacity(padding.len());
    for (i, (p, &d)) in padding.iter().zip(&operand.dims).enumerate() {
        if p.interior < 0 {
            return Err(format!(
                "interior padding of dimension {i} must be >= 0, got {}",
                p.interior
            ));
        }
        let interior = checked(
            p.interior.checked_mul(d.saturating_sub(1).max(0)),
            "padding",
        )?;
        let size = [p.low, p.high, interior]
            .iter()
            .try_fold(d, |acc, &x| acc.checked_add(x));
        let size = checked(size, "padding")?;
        if size < 0 {
            return Err(format!(
                "padding {}_{}_{} of dimension {i} (size {d}) gives a negative size {size}",
                p.low, p.high, p.interior
            ));
        }
        dims.push(size);
    }
    Ok(array(operand.ty, dims))
}

fn reverse(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let dims = ctx.require(&ctx.attrs.dimensions, "dimensions")?;
    distinct_dims(dims, operand.rank(), "reverse dimension")?;
    Ok(Shape::Array(operand.clone()))
}

fn set_dimension_size(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let d = one_dimension(ctx, operand)?;
    let size = ctx.scalar(1)?;
    if size.ty != crate::PrimitiveType::S32 {
        return Err(format!(
            "the size operand must be s32[], got {}",
            human_array(size)
        ));
    }
    let mut result = operand.clone();
    if let Some(flag) = result.dynamic.get_mut(d) {
        *flag = true;
    }
    Ok(Shape::Array(result))
}

fn join(dims: &[i64]) -> String {
    dims.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(",")
}
