//! `batch-norm-training`, `batch-norm-inference` and `batch-norm-grad`, per XLA's operation
//! semantics: statistics per feature (dimension `feature_index`) over all other dimensions,
//! the biased variance, and `epsilon` added to the variance.
//!
//! Everything is computed in f64 and rounded once to the operand type. (XLA:CPU expands these
//! ops into f32 arithmetic; the reference is the more accurate of the two.)

use crate::linalg::numeric::real_values;
use crate::util::{array, make_array};
use crate::OpResult;
use half::{bf16, f16};
use kiln_hlo::{ArrayData, ArrayLiteral, Instruction, Literal, PrimitiveType};

/// An operand viewed as `[outer, features, inner]` around the feature dimension.
#[derive(Clone, Copy, Debug)]
pub struct FeatureView {
    pub outer: usize,
    pub features: usize,
    pub inner: usize,
}

impl FeatureView {
    fn new(instr: &Instruction, x: &ArrayLiteral) -> Result<FeatureView, String> {
        let f = instr
            .attrs
            .feature_index
            .ok_or("missing `feature_index` attribute")?;
        FeatureView::of(&x.dims, f)
    }

    /// The view of an operand of dimensions `dims` with features along `feature_index`.
    pub fn of(dims: &[i64], feature_index: i64) -> Result<FeatureView, String> {
        let f = usize::try_from(feature_index)
            .ok()
            .filter(|&f| f < dims.len())
            .ok_or_else(|| {
                format!(
                    "feature_index {feature_index} is out of range for rank {}",
                    dims.len()
                )
            })?;
        let size = |ds: &[i64]| ds.iter().map(|&d| d.max(0) as usize).product::<usize>();
        Ok(FeatureView {
            outer: size(&dims[..f]),
            features: size(&dims[f..=f]),
            inner: size(&dims[f + 1..]),
        })
    }

    /// Elements per feature.
    fn count(&self) -> f64 {
        (self.outer * self.inner) as f64
    }

    /// Calls `f(linear_index, feature)` for every element.
    fn each(&self, mut f: impl FnMut(usize, usize)) {
        let mut i = 0;
        for _ in 0..self.outer {
            for c in 0..self.features {
                for _ in 0..self.inner {
                    f(i, c);
                    i += 1;
                }
            }
        }
    }

    /// Per-feature sums of `g(linear_index, feature)`.
    fn sums(&self, mut g: impl FnMut(usize, usize) -> f64) -> Vec<f64> {
        let mut s = vec![0.0; self.features];
        self.each(|i, c| s[c] += g(i, c));
        s
    }
}

/// Operand `i` as f64 values, checked to be a float array with `len` elements when given.
fn values(ops: &[&Literal], i: usize, len: Option<usize>, what: &str) -> Result<Vec<f64>, String> {
    let a = array(
        ops.get(i)
            .ok_or_else(|| format!("missing operand {i} ({what})"))?,
    )?;
    if !a.ty.is_float() {
        return Err(format!("{what} must be floating point, got {}", a.ty));
    }
    let v = real_values(&a.data).ok_or_else(|| format!("{what}: cannot read {} data", a.ty))?;
    match len {
        Some(n) if v.len() != n => Err(format!("{what} has {} elements, expected {n}", v.len())),
        _ => Ok(v),
    }
}

fn store(v: Vec<f64>, ty: PrimitiveType, dims: Vec<i64>) -> Result<Literal, String> {
    let data = match ty {
        PrimitiveType::F64 => ArrayData::F64(v),
        PrimitiveType::F32 => ArrayData::F32(v.into_iter().map(|x| x as f32).collect()),
        PrimitiveType::F16 => ArrayData::F16(v.into_iter().map(f16::from_f64).collect()),
        PrimitiveType::BF16 => ArrayData::BF16(v.into_iter().map(bf16::from_f64).collect()),
        t => return Err(format!("batch norm cannot produce {t}")),
    };
    make_array(ty, dims, data)
}

fn epsilon(instr: &Instruction) -> f64 {
    instr.attrs.epsilon.map(|e| e.0 as f64).unwrap_or(0.0)
}

fn operand<'a>(ops: &[&'a Literal]) -> Result<&'a ArrayLiteral, String> {
    array(ops.first().ok_or("missing operand 0")?)
}

pub(crate) fn training(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let x_lit = operand(ops)?;
    let view = FeatureView::new(instr, x_lit)?;
    let x = values(ops, 0, None, "operand")?;
    let scale = values(ops, 1, Some(view.features), "scale")?;
    let offset = values(ops, 2, Some(view.features), "offset")?;
    let [out, mean, var] = training_values(&view, &x, &scale, &offset, epsilon(instr));
    let feature_dims = vec![view.features as i64];
    Ok(Literal::Tuple(vec![
        store(out, x_lit.ty, x_lit.dims.clone())?,
        store(mean, x_lit.ty, feature_dims.clone())?,
        store(var, x_lit.ty, feature_dims)?,
    ]))
}

/// batch-norm-training on values in f64: (normalized, mean, biased variance). Public, like
/// the other `*_values` functions here, so that compiled backends compute exactly what the
/// interpreter does; the caller checks the lengths against `view`.
pub fn training_values(
    view: &FeatureView,
    x: &[f64],
    scale: &[f64],
    offset: &[f64],
    eps: f64,
) -> [Vec<f64>; 3] {
    let mean: Vec<f64> = view
        .sums(|i, _| x[i])
        .iter()
        .map(|s| s / view.count())
        .collect();
    let var: Vec<f64> = view
        .sums(|i, c| (x[i] - mean[c]).powi(2))
        .iter()
        .map(|s| s / view.count())
        .collect();
    let out = normalize(view, x, scale, offset, &mean, &var, eps);
    [out, mean, var]
}

pub(crate) fn inference(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let x_lit = operand(ops)?;
    let view = FeatureView::new(instr, x_lit)?;
    let x = values(ops, 0, None, "operand")?;
    let scale = values(ops, 1, Some(view.features), "scale")?;
    let offset = values(ops, 2, Some(view.features), "offset")?;
    let mean = values(ops, 3, Some(view.features), "mean")?;
    let var = values(ops, 4, Some(view.features), "variance")?;
    let out = normalize(&view, &x, &scale, &offset, &mean, &var, epsilon(instr));
    Ok(store(out, x_lit.ty, x_lit.dims.clone())?)
}

/// `(x - mean) * scale / sqrt(var + epsilon) + offset`, per feature: batch-norm-inference
/// on values in f64.
pub fn normalize(
    view: &FeatureView,
    x: &[f64],
    scale: &[f64],
    offset: &[f64],
    mean: &[f64],
    var: &[f64],
    eps: f64,
) -> Vec<f64> {
    let mut out = vec![0.0; x.len()];
    view.each(|i, c| out[i] = (x[i] - mean[c]) * scale[c] / (var[c] + eps).sqrt() + offset[c]);
    out
}

/// The gradients of batch-norm-training, with `mean` and `var` as given (XLA's formulas):
/// grad_offset = Σ dy; grad_scale = Σ dy (x - μ) / sqrt(σ² + ε);
/// grad_x = γ / sqrt(σ² + ε) · (dy - mean(dy) - (x - μ) · mean(dy (x - μ)) / (σ² + ε)).
pub(crate) fn grad(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let x_lit = operand(ops)?;
    let view = FeatureView::new(instr, x_lit)?;
    let x = values(ops, 0, None, "operand")?;
    let scale = values(ops, 1, Some(view.features), "scale")?;
    let mean = values(ops, 2, Some(view.features), "mean")?;
    let var = values(ops, 3, Some(view.features), "variance")?;
    let dy = values(ops, 4, Some(x.len()), "grad_output")?;
    let [grad_x, grad_scale, grad_offset] =
        grad_values(&view, &x, &scale, &mean, &var, &dy, epsilon(instr));
    let feature_dims = vec![view.features as i64];
    Ok(Literal::Tuple(vec![
        store(grad_x, x_lit.ty, x_lit.dims.clone())?,
        store(grad_scale, x_lit.ty, feature_dims.clone())?,
        store(grad_offset, x_lit.ty, feature_dims)?,
    ]))
}

/// batch-norm-grad on values in f64: (grad_x, grad_scale, grad_offset).
pub fn grad_values(
    view: &FeatureView,
    x: &[f64],
    scale: &[f64],
    mean: &[f64],
    var: &[f64],
    dy: &[f64],
    eps: f64,
) -> [Vec<f64>; 3] {
    let sum_dy = view.sums(|i, _| dy[i]);
    let sum_dy_xc = view.sums(|i, c| dy[i] * (x[i] - mean[c]));
    let n = view.count();
    let mut grad_x = vec![0.0; x.len()];
    view.each(|i, c| {
        let ve = var[c] + eps;
        let centered = x[i] - mean[c];
        grad_x[i] =
            scale[c] / ve.sqrt() * (dy[i] - sum_dy[c] / n - centered * (sum_dy_xc[c] / n) / ve);
    });
    let grad_scale: Vec<f64> = (0..view.features)
        .map(|c| sum_dy_xc[c] / (var[c] + eps).sqrt())
        .collect();
    [grad_x, grad_scale, sum_dy]
}
