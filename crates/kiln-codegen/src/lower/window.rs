//! `reduce-window`: an accumulator loop nest over the window at each output position.
//!
//! Tap `k` of the window at output position `o` reads dilated-input position
//! `x = o·stride + k·window_dilation - padding_low`, a real input element when `x >= 0`,
//! `x % base_dilation == 0` and `x / base_dilation < n`. Taps in padding or in holes are
//! skipped (the accumulator keeps its value), as the interpreter and XLA do; the reducer is
//! still evaluated on a clamped element and its result discarded by a select. Taps run in
//! row-major order of the window index, the interpreter's order.

use super::builder::{Lowerer, Node};
use super::reduce::{apply_reducer, update};
use super::LowerError;
use crate::kir::{BinaryOp, CmpOp, Expr, ScalarType, Stmt, Var};
use kiln_hlo::WindowDim;

/// The values (one per output) of reduce-window `node` at output index `idx`.
pub(super) fn gen_reduce_window(
    lw: &mut Lowerer,
    node: Node,
    idx: &[Expr],
) -> Result<Vec<Expr>, LowerError> {
    let instr = lw.instr(node);
    let n = instr.operands.len() / 2;
    if n == 0 || instr.operands.len() != 2 * n {
        return Err(lw.error(node, "reduce-window needs N inputs and N init values"));
    }
    let window = instr.attrs.window.as_ref().map(|w| w.dims.clone());
    let to_apply = instr.attrs.to_apply;
    let (Some(window), Some(to_apply)) = (window, to_apply) else {
        return Err(lw.error(node, "reduce-window without window or to_apply"));
    };
    let inputs: Vec<Node> = (0..n)
        .map(|i| lw.operand(node, i))
        .collect::<Result<_, _>>()?;
    let inits: Vec<Node> = (n..2 * n)
        .map(|i| lw.operand(node, i))
        .collect::<Result<_, _>>()?;
    let in_dims = lw.dims(inputs[0])?.to_vec();
    let bad =
        |w: &WindowDim| w.stride < 1 || w.base_dilation < 1 || w.window_dilation < 1 || w.size < 0;
    if window.len() != in_dims.len() || idx.len() != in_dims.len() || window.iter().any(bad) {
        return Err(lw.error(node, "the window does not match the input"));
    }
    let depth = lw.depth_of_all(idx);
    let saved = lw.detach(depth);
    let spec = WindowSpec {
        node,
        inputs,
        inits,
        in_dims,
        window,
        to_apply,
    };
    let result = build(lw, &spec, idx, depth);
    lw.reattach(saved);
    let values = result?;
    for (k, v) in values.iter().enumerate() {
        lw.memo_put(node, k, idx, v.clone());
    }
    Ok(values)
}

struct WindowSpec {
    node: Node,
    inputs: Vec<Node>,
    inits: Vec<Node>,
    in_dims: Vec<i64>,
    window: Vec<WindowDim>,
    to_apply: kiln_hlo::CompId,
}

fn build(
    lw: &mut Lowerer,
    spec: &WindowSpec,
    idx: &[Expr],
    depth: usize,
) -> Result<Vec<Expr>, LowerError> {
    let mut accs: Vec<Var> = Vec::new();
    for (k, &init) in spec.inits.iter().enumerate() {
        let ty = lw.elem_type(spec.node, k)?.compute_type();
        let value = lw.gen(init, &[])?;
        let v = lw.new_var(ty);
        lw.set_var_depth(v, depth);
        lw.emit(Stmt::Assign { var: v, value })?;
        accs.push(v);
    }
    let no_taps = spec.in_dims.contains(&0) || spec.window.iter().any(|w| w.size == 0);
    if !no_taps {
        accumulate(lw, spec, idx, &accs)?;
    }
    accs.iter().for_each(|&v| lw.set_var_depth(v, depth));
    Ok(accs.into_iter().map(Expr::Var).collect())
}

fn accumulate(
    lw: &mut Lowerer,
    spec: &WindowSpec,
    idx: &[Expr],
    accs: &[Var],
) -> Result<(), LowerError> {
    let mut opened = 0;
    let taps: Vec<Expr> = spec
        .window
        .iter()
        .map(|w| {
            if w.size == 1 {
                Expr::Int(0, ScalarType::S64)
            } else {
                opened += 1;
                Expr::Var(lw.open_loop(w.size))
            }
        })
        .collect();
    // The accumulators change every iteration: nothing reading them may leave the loop.
    let inner = lw.current_depth();
    accs.iter().for_each(|&v| lw.set_var_depth(v, inner));
    let (valid, at) = taps_in_input(lw, spec, idx, &taps)?;
    let mut xs = Vec::new();
    for &input in &spec.inputs {
        let x = lw.gen(input, &at)?;
        xs.push(lw.materialize(x)?);
    }
    let acc_exprs: Vec<Expr> = accs.iter().map(|&v| Expr::Var(v)).collect();
    let mut new = apply_reducer(lw, spec.node, spec.to_apply, &acc_exprs, &xs)?;
    if let Some(valid) = valid {
        let valid = lw.materialize(valid)?;
        new = new
            .into_iter()
            .zip(acc_exprs)
            .map(|(v, acc)| Expr::Select(Box::new(valid.clone()), Box::new(v), Box::new(acc)))
            .collect();
    }
    update(lw, accs, new)?;
    (0..opened).try_for_each(|_| lw.close_loop(false).map(|_| ()))
}

/// For window taps `taps` at output index `idx`: the condition that the tap lands on a real
/// input element (`None` when it always does) and the input index (clamped into the input).
fn taps_in_input(
    lw: &mut Lowerer,
    spec: &WindowSpec,
    idx: &[Expr],
    taps: &[Expr],
) -> Result<(Option<Expr>, Vec<Expr>), LowerError> {
    let mut valid: Option<Expr> = None;
    let mut at = Vec::with_capacity(idx.len());
    for (((o, k), w), &n) in idx.iter().zip(taps).zip(&spec.window).zip(&spec.in_dims) {
        let x = lw.ix_add(
            lw.ix_mul(o.clone(), w.stride),
            lw.ix_mul(k.clone(), w.window_dilation),
        );
        let x = lw.materialize(lw.ix_add_const(x, -w.padding_low))?;
        let last = (n - 1) * w.base_dilation;
        let (lo, hi) = lw.range(&x).unwrap_or((i64::MIN, i64::MAX));
        if lo < 0 {
            valid = and(valid, cmp(CmpOp::Ge, x.clone(), 0));
        }
        if hi > last {
            valid = and(valid, cmp(CmpOp::Le, x.clone(), last));
        }
        if w.base_dilation > 1 {
            let hole = lw.ix_rem(x.clone(), w.base_dilation);
            valid = and(valid, cmp(CmpOp::Eq, hole, 0));
        }
        let clamped = lw.ix_clamp(x, 0, last);
        at.push(lw.ix_div(clamped, w.base_dilation));
    }
    Ok((valid, at))
}

fn cmp(op: CmpOp, a: Expr, k: i64) -> Expr {
    Expr::Cmp {
        op,
        total_order: false,
        lhs: Box::new(a),
        rhs: Box::new(Expr::Int(k, ScalarType::S64)),
    }
}

fn and(a: Option<Expr>, b: Expr) -> Option<Expr> {
    Some(match a {
        Some(a) => Expr::Binary(BinaryOp::And, Box::new(a), Box::new(b)),
        None => b,
    })
}
