//! Linear algebra, FFT, batch normalization and random numbers.

use super::util::{array, dim_index, human, human_array};
use super::Ctx;
use crate::attrs::FftType;
use crate::opcode::Opcode;
use crate::shape::{ArrayShape, Shape};
use crate::types::PrimitiveType;

pub fn infer(ctx: &Ctx) -> Result<Shape, String> {
    use Opcode::*;
    match ctx.opcode {
        Cholesky => cholesky(ctx),
        TriangularSolve => triangular_solve(ctx),
        Fft => fft(ctx),
        BatchNormTraining => batch_norm(ctx, &[1, 2], true),
        BatchNormInference => batch_norm(ctx, &[1, 2, 3, 4], false),
        BatchNormGrad => batch_norm_grad(ctx),
        Rng => rng(ctx),
        RngBitGenerator => rng_bit_generator(ctx),
        other => Err(format!("no shape rule for {other}")),
    }
}

/// The size of a batch of square matrices `[..., n, n]`, or an error.
fn square_matrices(a: &ArrayShape, what: &str) -> Result<i64, String> {
    match a.dims.as_slice() {
        [.., m, n] if m == n => Ok(*n),
        _ => Err(format!(
            "{what} must be a (batch of) square matrices [..., n, n], got {}",
            human_array(a)
        )),
    }
}

fn expect_float_or_complex(a: &ArrayShape, what: &str) -> Result<(), String> {
    if !(a.ty.is_float() || a.ty.is_complex()) {
        return Err(format!(
            "{what} must be floating point or complex, got {}",
            human_array(a)
        ));
    }
    Ok(())
}

fn cholesky(ctx: &Ctx) -> Result<Shape, String> {
    let a = ctx.array(0)?;
    square_matrices(a, "the cholesky operand")?;
    expect_float_or_complex(a, "the cholesky operand")?;
    Ok(Shape::Array(a.clone()))
}

/// triangular-solve(a, b): solves op(a) x = b (left_side) or x op(a) = b; x has b's shape.
fn triangular_solve(ctx: &Ctx) -> Result<Shape, String> {
    let (a, b) = (ctx.array(0)?, ctx.array(1)?);
    let n = square_matrices(a, "a")?;
    expect_float_or_complex(a, "a")?;
    let rank = a.rank();
    let batch_ok = b.rank() == rank && a.dims[..rank - 2] == b.dims[..rank - 2];
    if !batch_ok || a.ty != b.ty {
        return Err(format!(
            "a and b must have the same element type, rank and batch dimensions, got {} and {}",
            human_array(a),
            human_array(b)
        ));
    }
    let left = ctx.attrs.left_side.unwrap_or(false);
    let (solved_dim, side) = if left {
        (rank - 2, "left")
    } else {
        (rank - 1, "right")
    };
    if b.dims[solved_dim] != n {
        return Err(format!(
            "with a {side}-side solve, dimension {solved_dim} of b {} must equal a's size {n}",
            human_array(b)
        ));
    }
    Ok(Shape::Array(b.clone()))
}

fn real_to_complex(t: PrimitiveType) -> Option<PrimitiveType> {
    match t {
        PrimitiveType::F32 => Some(PrimitiveType::C64),
        PrimitiveType::F64 => Some(PrimitiveType::C128),
        _ => None,
    }
}

/// fft over the last `fft_length.len()` dimensions. RFFT maps n reals to n/2+1 complex values
/// in the last dimension; IRFFT maps them back.
fn fft(ctx: &Ctx) -> Result<Shape, String> {
    let a = ctx.array(0)?;
    let kind = *ctx.require(&ctx.attrs.fft_type, "fft_type")?;
    let lengths = ctx.require(&ctx.attrs.fft_length, "fft_length")?;
    let k = lengths.len();
    if !(1..=3).contains(&k) || a.rank() < k || lengths.iter().any(|&l| l < 0) {
        return Err(format!(
            "fft_length {lengths:?} must have 1 to 3 non-negative entries, at most the operand's rank {}",
            a.rank()
        ));
    }
    let split = a.rank() - k;
    let mut expected_in = lengths.clone();
    let mut out = a.dims.clone();
    let last_half = lengths[k - 1] / 2 + 1;
    let out_ty = match kind {
        FftType::Fft | FftType::Ifft => a.ty.is_complex().then_some(a.ty),
        FftType::Rfft => {
            out[a.rank() - 1] = last_half;
            real_to_complex(a.ty)
        }
        FftType::Irfft => {
            expected_in[k - 1] = last_half;
            out[split..].copy_from_slice(lengths);
            a.ty.is_complex().then(|| a.ty.component_type())
        }
    };
    let out_ty = out_ty.ok_or_else(|| {
        format!(
            "{kind} does not accept element type {} (operand {})",
            a.ty,
            human_array(a)
        )
    })?;
    if a.dims[split..] != expected_in[..] {
        return Err(format!(
            "{kind} with fft_length {lengths:?} needs trailing operand dimensions {expected_in:?}, got {}",
            human_array(a)
        ));
    }
    Ok(array(out_ty, out))
}

/// The feature dimension of a batch-norm operand, checking `feature_index` and `epsilon`.
fn feature_size(ctx: &Ctx, operand: &ArrayShape) -> Result<i64, String> {
    if !operand.ty.is_float() {
        return Err(format!(
            "batch norm needs a floating point operand, got {}",
            human_array(operand)
        ));
    }
    ctx.require(&ctx.attrs.epsilon, "epsilon")?;
    let index = *ctx.require(&ctx.attrs.feature_index, "feature_index")?;
    let d = dim_index(index, operand.rank(), "feature_index")?;
    Ok(operand.dims[d])
}

/// Checks that the operands at `per_feature` are rank-1 arrays of the feature size.
fn expect_per_feature(
    ctx: &Ctx,
    operand: &ArrayShape,
    per_feature: &[usize],
) -> Result<i64, String> {
    let features = feature_size(ctx, operand)?;
    for &i in per_feature {
        let a = ctx.array(i)?;
        if a.dims != [features] || a.ty != operand.ty {
            return Err(format!(
                "operand {i} must be {}[{features}] (one value per feature), got {}",
                operand.ty,
                human_array(a)
            ));
        }
    }
    Ok(features)
}

/// batch-norm-training returns (normalized, batch mean, batch variance);
/// batch-norm-inference returns the normalized operand.
fn batch_norm(ctx: &Ctx, per_feature: &[usize], training: bool) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let features = expect_per_feature(ctx, operand, per_feature)?;
    let normalized = Shape::Array(operand.clone());
    if !training {
        return Ok(normalized);
    }
    let stats = array(operand.ty, vec![features]);
    Ok(Shape::Tuple(vec![normalized, stats.clone(), stats]))
}

/// batch-norm-grad(operand, scale, mean, variance, grad_output) returns
/// (grad_operand, grad_scale, grad_offset).
fn batch_norm_grad(ctx: &Ctx) -> Result<Shape, String> {
    let operand = ctx.array(0)?;
    let features = expect_per_feature(ctx, operand, &[1, 2, 3])?;
    let grad = ctx.array(4)?;
    if !grad.same_dims_and_type(operand) {
        return Err(format!(
            "grad_output must have the operand's shape {}, got {}",
            human_array(operand),
            human_array(grad)
        ));
    }
    let per_feature = array(operand.ty, vec![features]);
    Ok(Shape::Tuple(vec![
        Shape::Array(operand.clone()),
        per_feature.clone(),
        per_feature,
    ]))
}

/// rng(a, b): scalars of one type bounding the distribution; dimensions are declared.
fn rng(ctx: &Ctx) -> Result<Shape, String> {
    ctx.expect_operand_count(2)?;
    let (a, b) = (ctx.scalar(0)?, ctx.scalar(1)?);
    ctx.require(&ctx.attrs.distribution, "distribution")?;
    if a.ty != b.ty {
        return Err(format!(
            "rng bounds must have one type, got {} and {}",
            a.ty, b.ty
        ));
    }
    Ok(array(a.ty, ctx.declared_array()?.dims.clone()))
}

/// rng-bit-generator(state) returns (new state, bits); the bits' shape is declared.
fn rng_bit_generator(ctx: &Ctx) -> Result<Shape, String> {
    let state = ctx.array(0)?;
    let bits = match ctx.declared.as_tuple() {
        Some([_, Shape::Array(bits)]) if bits.ty.is_integral() => bits,
        _ => {
            return Err(format!(
                "rng-bit-generator produces (state, integer bits), but the declared shape is {}",
                human(ctx.declared)
            ))
        }
    };
    Ok(Shape::Tuple(vec![
        Shape::Array(state.clone()),
        Shape::Array(bits.clone()),
    ]))
}
