//! dot and convolution. Both allow mixed precision (bf16 x bf16 -> f32, s8 x s8 -> s32, ...):
//! the result's element type is the declared one, so only the dimensions are inferred.

use super::util::{array, distinct_dims, human_array, permutation, window_output_dims};
use super::Ctx;
use crate::attrs::{ConvDims, DotDims, Window};
use crate::opcode::Opcode;
use crate::shape::{ArrayShape, Shape};
use crate::types::PrimitiveType;

pub fn infer(ctx: &Ctx) -> Result<Shape, String> {
    ctx.expect_operand_count(2)?;
    let (lhs, rhs) = (ctx.array(0)?, ctx.array(1)?);
    let (l, r) = (lhs.ty, rhs.ty);
    let compatible_types =
        l == r || (l.is_float() && r.is_float()) || (l.is_integral() && r.is_integral());
    if !compatible_types {
        return Err(format!(
            "{} operands must have the same element type up to precision, got {} and {}",
            ctx.opcode,
            human_array(lhs),
            human_array(rhs)
        ));
    }
    let dims = match ctx.opcode {
        Opcode::Dot => dot_dims(ctx, lhs, rhs)?,
        _ => conv_dims(ctx, lhs, rhs)?,
    };
    Ok(array(result_type(ctx, lhs.ty), dims))
}

/// The declared element type (it carries `preferred_element_type`), else the lhs type.
fn result_type(ctx: &Ctx, lhs: PrimitiveType) -> PrimitiveType {
    match ctx.declared.as_array() {
        Some(d) if d.ty.is_array_type() => d.ty,
        _ => lhs,
    }
}

/// Result dimensions of dot: batch dimensions (in lhs_batch_dims order), then the lhs free
/// dimensions, then the rhs free dimensions (each in increasing order).
fn dot_dims(ctx: &Ctx, lhs: &ArrayShape, rhs: &ArrayShape) -> Result<Vec<i64>, String> {
    let default = DotDims::default();
    let d = ctx.attrs.dot_dims.as_ref().unwrap_or(&default);
    if d.lhs_batch.len() != d.rhs_batch.len() || d.lhs_contracting.len() != d.rhs_contracting.len()
    {
        return Err(format!(
            "lhs and rhs need as many batch and contracting dimensions as each other, got \
             batch {:?} vs {:?} and contracting {:?} vs {:?}",
            d.lhs_batch, d.rhs_batch, d.lhs_contracting, d.rhs_contracting
        ));
    }
    let lhs_used = distinct_dims(
        &[&d.lhs_batch[..], &d.lhs_contracting[..]].concat(),
        lhs.rank(),
        "lhs batch/contracting dimension",
    )?;
    let rhs_used = distinct_dims(
        &[&d.rhs_batch[..], &d.rhs_contracting[..]].concat(),
        rhs.rank(),
        "rhs batch/contracting dimension",
    )?;
    let nb = d.lhs_batch.len();
    for (k, (&l, &r)) in lhs_used.iter().zip(&rhs_used).enumerate() {
        if lhs.dims[l] != rhs.dims[r] {
            let kind = if k < nb { "batch" } else { "contracting" };
            return Err(format!(
                "lhs {kind} dimension {l} (size {}) and rhs {kind} dimension {r} (size {}) must \
                 be equal, for lhs {} and rhs {}",
                lhs.dims[l],
                rhs.dims[r],
                human_array(lhs),
                human_array(rhs)
            ));
        }
    }
    let free = |a: &ArrayShape, used: &[usize]| -> Vec<i64> {
        (0..a.rank())
            .filter(|i| !used.contains(i))
            .map(|i| a.dims[i])
            .collect()
    };
    let mut dims: Vec<i64> = lhs_used[..nb].iter().map(|&i| lhs.dims[i]).collect();
    dims.extend(free(lhs, &lhs_used));
    dims.extend(free(rhs, &rhs_used));
    Ok(dims)
}

/// Result dimensions of convolution, per `dim_labels`: batch (divided by batch_group_count),
/// the kernel's output features, and the windowed input spatial dimensions.
fn conv_dims(ctx: &Ctx, lhs: &ArrayShape, rhs: &ArrayShape) -> Result<Vec<i64>, String> {
    let d = ctx.require(&ctx.attrs.conv_dims, "dim_labels")?;
    let rank = lhs.rank();
    if rhs.rank() != rank || rank < 2 {
        return Err(format!(
            "input and kernel must have the same rank >= 2, got {} and {}",
            human_array(lhs),
            human_array(rhs)
        ));
    }
    check_labels(d, rank)?;
    let fgc = ctx.attrs.feature_group_count.unwrap_or(1);
    let bgc = ctx.attrs.batch_group_count.unwrap_or(1);
    let batch = lhs.dims[d.input_batch as usize];
    let in_features = lhs.dims[d.input_feature as usize];
    let kernel_in = rhs.dims[d.kernel_input_feature as usize];
    let kernel_out = rhs.dims[d.kernel_output_feature as usize];
    check_groups(fgc, bgc, batch, in_features, kernel_in, kernel_out)?;
    let empty = Window::default();
    let window = match &ctx.attrs.window {
        Some(w) => w,
        None if rank == 2 => &empty,
        None => return Err("convolution requires the attribute window".to_string()),
    };
    let input_spatial: Vec<i64> = d
        .input_spatial
        .iter()
        .map(|&i| lhs.dims[i as usize])
        .collect();
    for (i, (w, &k)) in window.dims.iter().zip(&d.kernel_spatial).enumerate() {
        let kernel_size = rhs.dims[k as usize];
        if w.size != kernel_size {
            return Err(format!(
                "window size {} of spatial dimension {i} must equal the kernel's size {kernel_size} there",
                w.size
            ));
        }
    }
    let spatial = window_output_dims(&input_spatial, window)?;
    let mut dims = vec![0; rank];
    dims[d.output_batch as usize] = batch / bgc;
    dims[d.output_feature as usize] = kernel_out;
    for (&o, s) in d.output_spatial.iter().zip(spatial) {
        dims[o as usize] = s;
    }
    Ok(dims)
}

/// Each of input, kernel and output labels must name every dimension exactly once.
fn check_labels(d: &ConvDims, rank: usize) -> Result<(), String> {
    let spatial = rank - 2;
    let sets = [
        ("input", [d.input_batch, d.input_feature], &d.input_spatial),
        (
            "kernel",
            [d.kernel_input_feature, d.kernel_output_feature],
            &d.kernel_spatial,
        ),
        (
            "output",
            [d.output_batch, d.output_feature],
            &d.output_spatial,
        ),
    ];
    for (what, fixed, spatial_dims) in sets {
        if spatial_dims.len() != spatial {
            return Err(format!(
                "dim_labels give {} {what} spatial dimension(s) for rank {rank}, expected {spatial}",
                spatial_dims.len()
            ));
        }
        let all = [&fixed[..], &spatial_dims[..]].concat();
        permutation(&all, rank, &format!("{what} dimension label"))?;
    }
    Ok(())
}

/// feature_group_count splits input features into groups, each convolved with its share of
/// the kernel's output features; batch_group_count does the same with the batch.
fn check_groups(
    fgc: i64,
    bgc: i64,
    batch: i64,
    in_features: i64,
    kernel_in: i64,
    kernel_out: i64,
) -> Result<(), String> {
    if fgc < 1 || bgc < 1 || (fgc > 1 && bgc > 1) {
        return Err(format!(
            "feature_group_count ({fgc}) and batch_group_count ({bgc}) must be >= 1, and not both > 1"
        ));
    }
    if in_features % fgc != 0 || in_features / fgc != kernel_in {
        return Err(format!(
            "the input feature dimension (size {in_features}) must equal the kernel input \
             feature dimension (size {kernel_in}) times feature_group_count ({fgc})"
        ));
    }
    if kernel_out % fgc != 0 {
        return Err(format!(
            "the kernel output feature dimension (size {kernel_out}) must be divisible by \
             feature_group_count ({fgc})"
        ));
    }
    if batch % bgc != 0 || kernel_out % bgc != 0 {
        return Err(format!(
            "the input batch (size {batch}) and kernel output features (size {kernel_out}) must \
             be divisible by batch_group_count ({bgc})"
        ));
    }
    Ok(())
}
