//! `reduce-window` and `select-and-scatter`: computations applied over sliding windows.
//!
//! A window tap that falls into padding or into a hole of a base-dilated input is skipped, so
//! it contributes exactly the init value (which every window starts from); this is what both
//! XLA's evaluator and its CPU emitter do. Windows are walked in row-major order of the window
//! index, which fixes the order of non-associative reductions and which element
//! select-and-scatter's `select` sees first.

use crate::conv::{for_each_tap, output_size, unravel};
use crate::linalg::numeric::sizes;
use crate::util::{array, copy_element, scalar_at};
use crate::{Evaluator, OpError, OpResult};
use kiln_hlo::{ArrayData, ArrayLiteral, CompId, Instruction, Literal, WindowDim};

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
    let mut outs = inits
        .iter()
        .map(|a| {
            ArrayData::zeros(a.ty, total).ok_or_else(|| format!("{} is not an array type", a.ty))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let init_values: Vec<Literal> = inits.iter().map(|a| Literal::Array((*a).clone())).collect();
    for pos in 0..total {
        let mut accs = init_values.clone();
        let mut failure = None;
        for_each_tap(&unravel(pos, &out_dims), window, &in_dims, false, |_, i| {
            if failure.is_some() {
                return;
            }
            let mut args = std::mem::take(&mut accs);
            args.extend(inputs.iter().map(|a| scalar_at(a, i)));
            match ev.call(comp, &args) {
                Ok(r) => accs = r.into_leaves(),
                Err(e) => failure = Some(e),
            }
        });
        if let Some(e) = failure {
            return Err(OpError::Nested(e));
        }
        store_scalars(&mut outs, pos, &accs)?;
    }
    let arrays = outs
        .into_iter()
        .zip(&inits)
        .map(|(data, init)| {
            crate::util::make_array(init.ty, out_dims.iter().map(|&d| d as i64).collect(), data)
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(single_or_tuple(arrays))
}

/// Writes the scalar results of one window into element `pos` of each output.
fn store_scalars(outs: &mut [ArrayData], pos: usize, values: &[Literal]) -> Result<(), String> {
    if values.len() != outs.len() {
        return Err(format!(
            "the reduction computation returned {} values for {} outputs",
            values.len(),
            outs.len()
        ));
    }
    for (out, v) in outs.iter_mut().zip(values) {
        let v = array(v)?;
        if v.element_count() != 1 {
            return Err(format!(
                "the reduction computation returned a non-scalar {:?}",
                v.dims
            ));
        }
        copy_element(out, pos, &v.data, 0)?;
    }
    Ok(())
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
    let mut out = ArrayData::zeros(init.ty, total).ok_or("bad init type")?;
    for i in 0..total {
        copy_element(&mut out, i, &init.data, 0)?;
    }
    for pos in 0..src_dims.iter().product::<usize>() {
        let chosen = select_in_window(
            ev,
            select,
            operand,
            &unravel(pos, &src_dims),
            window,
            &in_dims,
        )?;
        if let Some(target) = chosen {
            let current = Literal::Array(ArrayLiteral {
                ty: init.ty,
                dims: vec![],
                data: crate::util::take(&out, &[target]),
            });
            let r = ev.call(scatter, &[current, scalar_at(source, pos)])?;
            store_scalars(std::slice::from_mut(&mut out), target, &[r])?;
        }
    }
    Ok(crate::util::make_array(init.ty, operand.dims.clone(), out)?)
}

/// The operand position `select` picks in one window: the first real element, replaced by
/// each later one for which `select(current, candidate)` is false.
fn select_in_window(
    ev: &Evaluator,
    select: CompId,
    operand: &ArrayLiteral,
    src_idx: &[usize],
    window: &[WindowDim],
    in_dims: &[usize],
) -> Result<Option<usize>, OpError> {
    let mut taps = Vec::new();
    for_each_tap(src_idx, window, in_dims, false, |_, i| taps.push(i));
    let mut chosen: Option<(usize, Literal)> = None;
    for i in taps {
        let candidate = scalar_at(operand, i);
        let keep = match &chosen {
            None => false,
            Some((_, current)) => {
                is_true(&ev.call(select, &[current.clone(), candidate.clone()])?)?
            }
        };
        if !keep {
            chosen = Some((i, candidate));
        }
    }
    Ok(chosen.map(|(i, _)| i))
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
