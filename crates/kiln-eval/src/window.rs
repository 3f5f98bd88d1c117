//! `reduce-window` and `select-and-scatter`: computations applied over sliding windows.
//!
//! A window tap that falls into padding or into a hole of a base-dilated input is skipped, so
//! it contributes exactly the init value (which every window starts from); this is what both
//! XLA's evaluator and its CPU emitter do. Windows are walked in row-major order of the window
//! index, which fixes the order of non-associative reductions and which element
//! select-and-scatter's `select` sees first.

use crate::conv::{for_each_tap, output_size, unravel};
use crate::linalg::numeric::sizes;
use crate::reduce::Combiner;
use crate::util::{array, copy_element, make_array};
use crate::{Evaluator, OpError, OpResult};
use kiln_hlo::{ArrayData, ArrayLiteral, CompId, Instruction, Literal, PrimitiveType, WindowDim};

pub(crate) fn reduce_window(ev: &Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    if ops.is_empty() || !ops.len().is_multiple_of(2) {
        return Err(format!(
            "reduce-window takes N inputs and N init values, got {} operands",
            ops.len()
        )
        .into());
    }
    let n = ops.len() / 2;
    let inputs = ops[..n]
        .iter()
        .map(|o| array(o))
        .collect::<Result<Vec<_>, _>>()?;
    let inits = ops[n..]
        .iter()
        .map(|o| array(o))
        .collect::<Result<Vec<_>, _>>()?;
    let comp = instr
        .attrs
        .to_apply
        .ok_or("reduce-window needs `to_apply`")?;
    let in_dims = sizes(&inputs[0].dims)?;
    if inputs.iter().any(|a| a.dims != inputs[0].dims) {
        return Err("reduce-window inputs must all have the same dimensions".into());
    }
    if let Some(bad) = inits.iter().find(|a| !a.dims.is_empty()) {
        return Err(format!(
            "reduce-window init values must be scalars, got {:?}",
            bad.dims
        )
        .into());
    }
    let window = window_attr(instr, in_dims.len())?;
    let out_dims = window_output_dims(&in_dims, window)?;
    check_result_shape(instr, &out_dims, n)?;
    let total: usize = out_dims.iter().product();
    let types: Vec<PrimitiveType> = inits.iter().map(|a| a.ty).collect();
    let mut combiner = Combiner::new(ev, comp, &types)?;
    let mut outs = inits
        .iter()
        .map(|a| {
            ArrayData::zeros(a.ty, total).ok_or_else(|| format!("{} is not an array type", a.ty))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let xs: Vec<&ArrayData> = inputs.iter().map(|a| &a.data).collect();
    let mut taps = Vec::new();
    for pos in 0..total {
        for (out, init) in outs.iter_mut().zip(&inits) {
            copy_element(out, pos, &init.data, 0)?;
        }
        taps.clear();
        for_each_tap(&unravel(pos, &out_dims), window, &in_dims, false, |_, i| {
            taps.push(i)
        });
        for &i in &taps {
            combiner.combine(&mut outs, pos, &xs, i)?;
        }
    }
    let dims: Vec<i64> = out_dims.iter().map(|&d| d as i64).collect();
    let arrays = outs
        .into_iter()
        .zip(&types)
        .map(|(data, &ty)| make_array(ty, dims.clone(), data))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(single_or_tuple(arrays))
}

fn single_or_tuple(mut arrays: Vec<Literal>) -> Literal {
    if arrays.len() == 1 {
        arrays.remove(0)
    } else {
        Literal::Tuple(arrays)
    }
}

/// The `window=` attribute, checked to have one dimension per operand dimension.
fn window_attr(instr: &Instruction, rank: usize) -> Result<&[WindowDim], String> {
    let w = instr
        .attrs
        .window
        .as_ref()
        .ok_or("missing `window` attribute")?;
    if w.dims.len() != rank {
        return Err(format!(
            "window has {} dimensions but the operand has rank {rank}",
            w.dims.len()
        ));
    }
    Ok(&w.dims)
}

fn window_output_dims(in_dims: &[usize], window: &[WindowDim]) -> Result<Vec<usize>, String> {
    in_dims
        .iter()
        .zip(window)
        .map(|(&n, w)| output_size(n, w))
        .collect()
}

/// The declared result must be `n` arrays (a tuple when `n > 1`) of the window's output dims.
fn check_result_shape(instr: &Instruction, out_dims: &[usize], n: usize) -> Result<(), String> {
    let leaves = instr.shape.leaves();
    let want: Vec<i64> = out_dims.iter().map(|&d| d as i64).collect();
    if leaves.len() != n || leaves.iter().any(|s| s.dims() != want.as_slice()) {
        return Err(format!(
            "result shape {} does not match {n} outputs of dimensions {want:?}",
            instr.shape
        ));
    }
    Ok(())
}

pub(crate) fn select_and_scatter(
    ev: &Evaluator,
    instr: &Instruction,
    ops: &[&Literal],
) -> OpResult {
    let [operand, source, init] = ops else {
        return Err(format!("select-and-scatter takes 3 operands, got {}", ops.len()).into());
    };
    let (operand, source, init) = (array(operand)?, array(source)?, array(init)?);
    let select = instr
        .attrs
        .select
        .ok_or("select-and-scatter needs `select`")?;
    let scatter = instr
        .attrs
        .scatter
        .ok_or("select-and-scatter needs `scatter`")?;
    if !init.dims.is_empty() {
        return Err(format!(
            "select-and-scatter init value must be a scalar, got {:?}",
            init.dims
        )
        .into());
    }
    let in_dims = sizes(&operand.dims)?;
    let window = window_attr(instr, in_dims.len())?;
    let src_dims = window_output_dims(&in_dims, window)?;
    if sizes(&source.dims)? != src_dims {
        return Err(format!(
            "source dimensions {:?} do not match the {src_dims:?} windows of the operand",
            source.dims
        )
        .into());
    }
    let total: usize = in_dims.iter().product();
    let mut out = [ArrayData::zeros(init.ty, total).ok_or("bad init type")?];
    for i in 0..total {
        copy_element(&mut out[0], i, &init.data, 0)?;
    }
    let mut scatter = Combiner::new(ev, scatter, &[init.ty])?;
    let mut select = Selector::new(ev, select, operand.ty)?;
    let mut taps = Vec::new();
    for pos in 0..src_dims.iter().product::<usize>() {
        taps.clear();
        for_each_tap(&unravel(pos, &src_dims), window, &in_dims, false, |_, i| {
            taps.push(i)
        });
        if let Some(target) = select.pick(&operand.data, &taps)? {
            scatter.combine(&mut out, target, &[&source.data], pos)?;
        }
    }
    let [out] = out;
    Ok(make_array(init.ty, operand.dims.clone(), out)?)
}

/// The `select` computation of select-and-scatter, with its two argument literals reused
/// from call to call.
struct Selector<'a, 'm> {
    ev: &'a Evaluator<'m>,
    comp: CompId,
    args: [Literal; 2],
}

impl<'a, 'm> Selector<'a, 'm> {
    fn new(ev: &'a Evaluator<'m>, comp: CompId, ty: PrimitiveType) -> Result<Self, String> {
        let scalar = || ArrayLiteral::zeros(ty, vec![]).map(Literal::Array);
        Ok(Selector {
            ev,
            comp,
            args: [scalar()?, scalar()?],
        })
    }

    /// The position among `taps` (operand offsets in window order) that `select` picks: the
    /// first, replaced by each later one for which `select(current, candidate)` is false.
    fn pick(&mut self, operand: &ArrayData, taps: &[usize]) -> Result<Option<usize>, OpError> {
        let Some((&first, rest)) = taps.split_first() else {
            return Ok(None);
        };
        let mut chosen = first;
        for &candidate in rest {
            set_scalar(&mut self.args[0], operand, chosen)?;
            set_scalar(&mut self.args[1], operand, candidate)?;
            if !is_true(&self.ev.call(self.comp, &self.args)?)? {
                chosen = candidate;
            }
        }
        Ok(Some(chosen))
    }
}

/// Overwrites the scalar literal `lit` with element `i` of `src`.
fn set_scalar(lit: &mut Literal, src: &ArrayData, i: usize) -> Result<(), String> {
    match lit {
        Literal::Array(a) => copy_element(&mut a.data, 0, src, i),
        _ => Err("internal error: scalar argument is not an array".into()),
    }
}

fn is_true(lit: &Literal) -> Result<bool, String> {
    match lit {
        Literal::Array(ArrayLiteral {
            data: ArrayData::Pred(v),
            ..
        }) if v.len() == 1 => Ok(v[0]),
        _ => Err(format!(
            "select computation must return a pred scalar, got {}",
            lit.shape()
        )),
    }
}
