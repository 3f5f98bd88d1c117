//! Helpers shared by the inference rules: printing shapes without layouts, safe lookups of
//! called computations, dimension-number checks and window arithmetic.

use crate::attrs::{CompId, Window};
use crate::instruction::Computation;
use crate::shape::{ArrayShape, ProgramShape, Shape};
use crate::types::PrimitiveType;

/// A shape as HLO text without layouts (`f32[2,3]`, `(f32[], s32[4])`): messages compare
/// element types and dimensions, so layouts would only be noise.
pub fn human(shape: &Shape) -> String {
    match shape {
        Shape::Array(a) => human_array(a),
        Shape::Token => "token[]".to_string(),
        Shape::Tuple(elems) => {
            let parts: Vec<String> = elems.iter().map(human).collect();
            format!("({})", parts.join(", "))
        }
    }
}

pub fn human_array(a: &ArrayShape) -> String {
    let dims: Vec<String> = a
        .dims
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let dynamic = a.dynamic.get(i).copied().unwrap_or(false);
            format!("{}{d}", if dynamic { "<=" } else { "" })
        })
        .collect();
    format!("{}[{}]", a.ty, dims.join(","))
}

pub fn human_program(p: &ProgramShape) -> String {
    let params: Vec<String> = p.parameters.iter().map(human).collect();
    format!("({}) -> {}", params.join(", "), human(&p.result))
}

/// An array shape with the default layout.
pub fn array(ty: PrimitiveType, dims: Vec<i64>) -> Shape {
    Shape::Array(ArrayShape::new(ty, dims))
}

/// A computation's signature, checking every index it follows (the verifier may call this on a
/// computation it has not checked yet).
pub fn program_shape(computations: &[Computation], id: CompId) -> Result<ProgramShape, String> {
    let comp = computations.get(id.index()).ok_or_else(|| {
        format!(
            "computation #{} does not exist (the module has {})",
            id.index(),
            computations.len()
        )
    })?;
    let shape_of = |instr_id: crate::attrs::InstrId| {
        comp.instructions
            .get(instr_id.index())
            .map(|i| i.shape.clone())
            .ok_or_else(|| format!("computation {} refers to a missing instruction", comp.name))
    };
    let parameters = comp
        .parameters
        .iter()
        .map(|p| shape_of(*p))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ProgramShape {
        parameters,
        result: shape_of(comp.root)?,
    })
}

/// Dimension `d` of a rank-`rank` array as an index, or an error naming `what`.
pub fn dim_index(d: i64, rank: usize, what: &str) -> Result<usize, String> {
    if d < 0 || d as u64 >= rank as u64 {
        return Err(format!(
            "{what} {d} is out of range for rank {rank} (expected 0..{rank})"
        ));
    }
    Ok(d as usize)
}

/// Checks that `dims` are distinct dimensions of a rank-`rank` array; returns them as indices.
pub fn distinct_dims(dims: &[i64], rank: usize, what: &str) -> Result<Vec<usize>, String> {
    let mut seen = vec![false; rank];
    let mut out = Vec::with_capacity(dims.len());
    for &d in dims {
        let i = dim_index(d, rank, what)?;
        if seen[i] {
            return Err(format!("{what} {d} appears more than once in {dims:?}"));
        }
        seen[i] = true;
        out.push(i);
    }
    Ok(out)
}

/// Checks that `dims` are strictly increasing (XLA requires sorted dimension lists in places).
pub fn sorted_dims(dims: &[i64], what: &str) -> Result<(), String> {
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return Err(format!("{what} must be sorted and distinct, got {dims:?}"));
    }
    Ok(())
}

/// Checks that `perm` is a permutation of 0..rank.
pub fn permutation(perm: &[i64], rank: usize, what: &str) -> Result<Vec<usize>, String> {
    if perm.len() != rank {
        return Err(format!(
            "{what} must be a permutation of 0..{rank}, got {perm:?}"
        ));
    }
    distinct_dims(perm, rank, what)
}

/// The dimensions of `dims` without the indices in `drop` (which are in range).
pub fn without_dims(dims: &[i64], drop: &[usize]) -> Vec<i64> {
    dims.iter()
        .enumerate()
        .filter(|(i, _)| !drop.contains(i))
        .map(|(_, d)| *d)
        .collect()
}

/// `a == b`, or both real floating point types: XLA lets reductions accumulate a bf16 input
/// in f32 and similar, and calls this "ignoring floating point precision".
pub fn same_type_ignoring_fp(a: PrimitiveType, b: PrimitiveType) -> bool {
    a == b || (a.is_float() && b.is_float())
}

/// Adds/multiplies user-supplied sizes without overflowing (an error instead of a panic).
pub fn checked(value: Option<i64>, what: &str) -> Result<i64, String> {
    value.ok_or_else(|| format!("{what} overflows a 64-bit integer"))
}

/// `(size - 1) * dilation + 1`, or 0 for an empty dimension.
fn dilated(size: i64, dilation: i64) -> Option<i64> {
    if size <= 0 {
        return Some(0);
    }
    (size - 1).checked_mul(dilation)?.checked_add(1)
}

/// The output dimensions of a window applied to `dims` (reduce-window, select-and-scatter and
/// convolution spatial dimensions): the dilated, padded base divided into strided positions.
pub fn window_output_dims(dims: &[i64], window: &Window) -> Result<Vec<i64>, String> {
    if window.dims.len() != dims.len() {
        return Err(format!(
            "the window has {} dimension(s) but is applied to {} dimension(s)",
            window.dims.len(),
            dims.len()
        ));
    }
    let mut out = Vec::with_capacity(dims.len());
    for (i, (w, &d)) in window.dims.iter().zip(dims).enumerate() {
        if w.size <= 0 || w.stride <= 0 || w.base_dilation <= 0 || w.window_dilation <= 0 {
            return Err(format!(
                "window dimension {i} must have positive size, stride and dilations, got \
                 size={} stride={} lhs_dilate={} rhs_dilate={}",
                w.size, w.stride, w.base_dilation, w.window_dilation
            ));
        }
        let overflow = || format!("window dimension {i} overflows");
        let base = dilated(d, w.base_dilation).ok_or_else(overflow)?;
        let padded = base
            .checked_add(w.padding_low)
            .and_then(|v| v.checked_add(w.padding_high))
            .ok_or_else(overflow)?;
        let span = dilated(w.size, w.window_dilation).ok_or_else(overflow)?;
        out.push(if padded < span {
            0
        } else {
            (padded - span) / w.stride + 1
        });
    }
    Ok(out)
}

/// Checks that a called computation takes scalars: `params[i]` is `ty[]` for each `(i, ty)`.
pub fn expect_scalar_params(
    sig: &ProgramShape,
    types: &[PrimitiveType],
    what: &str,
) -> Result<(), String> {
    let expected: Vec<Shape> = types.iter().map(|t| array(*t, vec![])).collect();
    let matches = sig.parameters.len() == expected.len()
        && sig
            .parameters
            .iter()
            .zip(&expected)
            .all(|(p, e)| p.compatible(e));
    if !matches {
        let want: Vec<String> = expected.iter().map(human).collect();
        return Err(format!(
            "{what} must take ({}), but its signature is {}",
            want.join(", "),
            human_program(sig)
        ));
    }
    Ok(())
}

/// A single shape or, for several, a tuple of them (variadic reduce, sort, scatter, ...).
pub fn single_or_tuple(mut shapes: Vec<Shape>) -> Shape {
    if shapes.len() == 1 {
        shapes.remove(0)
    } else {
        Shape::Tuple(shapes)
    }
}
