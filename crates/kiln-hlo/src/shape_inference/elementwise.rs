//! Elementwise ops: unary and binary arithmetic, compare, conversions, select, clamp, map.
//! HLO has no implicit broadcasting: operands have identical dimensions (clamp's bounds may be
//! scalars).

use super::util::{array, expect_scalar_params, human_array, human_program};
use super::Ctx;
use crate::opcode::Opcode;
use crate::shape::{ArrayShape, Shape};
use crate::types::PrimitiveType;

pub fn unary(ctx: &Ctx) -> Result<Shape, String> {
    use Opcode::*;
    if ctx.opcode == Copy {
        // copy also copies tuples and tokens.
        return Ok(ctx.operand(0)?.clone());
    }
    let a = ctx.array(0)?;
    let t = a.ty;
    let same = || Ok(Shape::Array(a.clone()));
    let with_type = |ty: PrimitiveType| Ok(array(ty, a.dims.clone()));
    match ctx.opcode {
        Floor | Ceil | RoundNearestAfz | RoundNearestEven => {
            expect_type(ctx, t, t.is_float(), "a floating point")?;
            same()
        }
        Cosine | Sine | Tan | Exp | Expm1 | Log | Log1p | Logistic | Rsqrt | Sqrt | Cbrt | Tanh
        | Erf => {
            expect_type(
                ctx,
                t,
                t.is_float() || t.is_complex(),
                "a floating point or complex",
            )?;
            same()
        }
        Real | Imag => {
            expect_type(
                ctx,
                t,
                t.is_float() || t.is_complex(),
                "a floating point or complex",
            )?;
            with_type(t.component_type())
        }
        Abs => {
            expect_type(
                ctx,
                t,
                is_signed(t) || t.is_complex(),
                "a signed or complex",
            )?;
            with_type(t.component_type())
        }
        Sign => {
            expect_type(
                ctx,
                t,
                is_signed(t) || t.is_complex(),
                "a signed or complex",
            )?;
            same()
        }
        Negate => {
            expect_type(
                ctx,
                t,
                t.is_integral() || is_signed(t) || t.is_complex(),
                "a numeric",
            )?;
            same()
        }
        Clz | Popcnt => {
            expect_type(ctx, t, t.is_integral(), "an integral")?;
            same()
        }
        Not => {
            expect_type(
                ctx,
                t,
                t == PrimitiveType::Pred || t.is_integral(),
                "a pred or integral",
            )?;
            same()
        }
        IsFinite => {
            expect_type(ctx, t, t.is_float(), "a floating point")?;
            with_type(PrimitiveType::Pred)
        }
        ReducePrecision => reduce_precision(ctx, a),
        Convert => convert(ctx, a),
        BitcastConvert => bitcast_convert(ctx, a),
        other => Err(format!("no unary shape rule for {other}")),
    }
}

/// Signed integers and real floating point types.
fn is_signed(t: PrimitiveType) -> bool {
    t.is_signed_int() || t.is_float()
}

fn expect_type(ctx: &Ctx, t: PrimitiveType, ok: bool, kind: &str) -> Result<(), String> {
    if !ok {
        return Err(format!(
            "{} expects {kind} element type, got {t}",
            ctx.opcode
        ));
    }
    Ok(())
}

fn reduce_precision(ctx: &Ctx, a: &ArrayShape) -> Result<Shape, String> {
    expect_type(ctx, a.ty, a.ty.is_float(), "a floating point")?;
    let exponent = *ctx.require(&ctx.attrs.exponent_bits, "exponent_bits")?;
    let mantissa = *ctx.require(&ctx.attrs.mantissa_bits, "mantissa_bits")?;
    if exponent < 1 || mantissa < 0 {
        return Err(format!(
            "reduce-precision expects exponent_bits >= 1 and mantissa_bits >= 0, got {exponent} and {mantissa}"
        ));
    }
    Ok(Shape::Array(a.clone()))
}

/// `convert` keeps the dimensions; the target type is only in the declared shape.
fn convert(ctx: &Ctx, a: &ArrayShape) -> Result<Shape, String> {
    let to = ctx.declared_array()?.ty;
    if !to.is_array_type() {
        return Err(format!("cannot convert to {to}"));
    }
    if a.ty.is_complex() && !to.is_complex() {
        return Err(format!(
            "convert from complex {} to real {to} is not defined (use real or imag)",
            a.ty
        ));
    }
    Ok(array(to, a.dims.clone()))
}

/// `bitcast-convert` reinterprets bits: same width keeps the dimensions, a narrower target adds
/// a minor dimension of `from_bits / to_bits`, a wider one consumes such a dimension.
fn bitcast_convert(ctx: &Ctx, a: &ArrayShape) -> Result<Shape, String> {
    let to = ctx.declared_array()?.ty;
    let (from_bits, to_bits) = (a.ty.bit_width() as i64, to.bit_width() as i64);
    if !to.is_array_type() || from_bits == 0 || to_bits == 0 {
        return Err(format!("cannot bitcast-convert {} to {to}", a.ty));
    }
    if a.ty.is_complex() != to.is_complex() {
        return Err(format!(
            "cannot bitcast-convert between complex and real types ({} to {to})",
            a.ty
        ));
    }
    let mut dims = a.dims.clone();
    if from_bits > to_bits {
        dims.push(from_bits / to_bits);
    } else if from_bits < to_bits {
        let ratio = to_bits / from_bits;
        if dims.last() != Some(&ratio) {
            return Err(format!(
                "bitcast-convert from {} to {to} needs a minor dimension of size {ratio}, got {}",
                human_array(a),
                a.ty
            ));
        }
        dims.pop();
    }
    Ok(array(to, dims))
}

pub fn binary(ctx: &Ctx) -> Result<Shape, String> {
    use Opcode::*;
    let (a, b) = (ctx.array(0)?, ctx.array(1)?);
    if a.dims != b.dims {
        return Err(format!(
            "operands must have the same dimensions (HLO does not broadcast), got {} and {}",
            human_array(a),
            human_array(b)
        ));
    }
    if ctx.opcode == StochasticConvert {
        return stochastic_convert(ctx, a, b);
    }
    if a.ty != b.ty {
        return Err(format!(
            "operands must have the same element type, got {} and {}",
            human_array(a),
            human_array(b)
        ));
    }
    let t = a.ty;
    let with_type = |ty: PrimitiveType| Ok(array(ty, a.dims.clone()));
    match ctx.opcode {
        Compare => {
            ctx.require(&ctx.attrs.direction, "direction")?;
            with_type(PrimitiveType::Pred)
        }
        Complex => {
            let to = match t {
                PrimitiveType::F32 => PrimitiveType::C64,
                PrimitiveType::F64 => PrimitiveType::C128,
                _ => return Err(format!("complex expects f32 or f64 operands, got {t}")),
            };
            with_type(to)
        }
        And | Or | Xor => {
            expect_type(
                ctx,
                t,
                t == PrimitiveType::Pred || t.is_integral(),
                "a pred or integral",
            )?;
            with_type(t)
        }
        ShiftLeft | ShiftRightArithmetic | ShiftRightLogical => {
            expect_type(ctx, t, t.is_integral(), "an integral")?;
            with_type(t)
        }
        Atan2 => {
            expect_type(
                ctx,
                t,
                t.is_float() || t.is_complex(),
                "a floating point or complex",
            )?;
            with_type(t)
        }
        // XLA's shape inference refuses pred for these ("expected element type in shape to
        // be arithmetic type"); add, multiply, maximum and minimum take it.
        Subtract | Divide | Remainder | Power => {
            expect_type(ctx, t, t != PrimitiveType::Pred, "an arithmetic (not pred)")?;
            with_type(t)
        }
        _ => with_type(t),
    }
}

/// `stochastic-convert(operand, random)`: random bits of an unsigned type as wide as the
/// operand's type; the target type is in the declared shape.
fn stochastic_convert(ctx: &Ctx, a: &ArrayShape, random: &ArrayShape) -> Result<Shape, String> {
    if !a.ty.is_float() || !random.ty.is_unsigned_int() || a.ty.bit_width() != random.ty.bit_width()
    {
        return Err(format!(
            "stochastic-convert expects a floating point operand and unsigned random bits of the \
             same width, got {} and {}",
            a.ty, random.ty
        ));
    }
    Ok(array(ctx.declared_array()?.ty, a.dims.clone()))
}

/// HLO `select` needs a `pred` of the same dimensions as the values (unlike the client API,
/// HLO does not accept a scalar predicate).
pub fn select(ctx: &Ctx) -> Result<Shape, String> {
    let (pred, on_true, on_false) = (ctx.array(0)?, ctx.array(1)?, ctx.array(2)?);
    if pred.ty != PrimitiveType::Pred {
        return Err(format!(
            "select's predicate must be pred, got {}",
            human_array(pred)
        ));
    }
    if !on_true.same_dims_and_type(on_false) {
        return Err(format!(
            "select's on_true and on_false must have the same shape, got {} and {}",
            human_array(on_true),
            human_array(on_false)
        ));
    }
    if pred.dims != on_true.dims {
        return Err(format!(
            "select's predicate must have the dimensions of its values, got {} and {}",
            human_array(pred),
            human_array(on_true)
        ));
    }
    Ok(Shape::Array(on_true.clone()))
}

/// `clamp(min, operand, max)`: the bounds are scalars or have the operand's dimensions.
pub fn clamp(ctx: &Ctx) -> Result<Shape, String> {
    let (min, x, max) = (ctx.array(0)?, ctx.array(1)?, ctx.array(2)?);
    for (name, bound) in [("min", min), ("max", max)] {
        let dims_ok = bound.rank() == 0 || bound.dims == x.dims;
        if !dims_ok || bound.ty != x.ty {
            return Err(format!(
                "clamp's {name} must be a {ty} scalar or {x}, got {b}",
                ty = x.ty,
                x = human_array(x),
                b = human_array(bound)
            ));
        }
    }
    Ok(Shape::Array(x.clone()))
}

/// `map` applies a scalar computation elementwise over operands of equal dimensions.
pub fn map(ctx: &Ctx) -> Result<Shape, String> {
    ctx.expect_min_operands(1)?;
    let first = ctx.array(0)?;
    let mut types = Vec::with_capacity(ctx.operands.len());
    for i in 0..ctx.operands.len() {
        let a = ctx.array(i)?;
        if a.dims != first.dims {
            return Err(format!(
                "map operands must have the same dimensions, got {} and {}",
                human_array(first),
                human_array(a)
            ));
        }
        types.push(a.ty);
    }
    if let Some(dims) = &ctx.attrs.dimensions {
        if !dims.iter().copied().eq(0..first.rank() as i64) {
            return Err(format!(
                "map's dimensions must be all of 0..{}, got {dims:?}",
                first.rank()
            ));
        }
    }
    let sig = ctx.called(ctx.attrs.to_apply, "to_apply")?;
    expect_scalar_params(&sig, &types, "map's to_apply")?;
    match sig.result.as_array() {
        Some(r) if r.rank() == 0 => Ok(array(r.ty, first.dims.clone())),
        _ => Err(format!(
            "map's to_apply must return a scalar, but its signature is {}",
            human_program(&sig)
        )),
    }
}
