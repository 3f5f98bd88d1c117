//! Index-set splitting: a vector loop whose body selects on its own counter against a value
//! fixed for the loop (a causal mask, `select(row >= col, x, -inf)`) runs as two loops, one
//! on each side of the point where the condition changes, each with the select resolved to
//! the branch it takes there. The mask and the select then cost nothing per element, and a
//! side whose branch is a constant stores just that.
//!
//! The condition must compare the counter (itself, as s64, or converted to s32 in the body)
//! with a uniform s32/s64 value by `<`, `<=`, `>` or `>=`; the loop's extent must fit in
//! i32, so the conversion is exact. The two loops run the iterations in their original
//! order, so accumulators see the same sequence.

use super::vector::mentions_varying;
use crate::kir::{CmpOp, Expr, Kernel, ScalarType, Stmt, Var};

/// A loop's split: where `cond` changes, and which side comes first.
pub(super) struct Split<'b> {
    /// The select condition (matched structurally).
    pub cond: &'b Expr,
    /// The uniform side of the comparison.
    pub bound: &'b Expr,
    /// Whether the crossing point is `bound + 1` rather than `bound`.
    pub plus_one: bool,
    /// The condition's value on the iterations before the crossing point.
    pub first: bool,
}

/// The first select of `body` (its straight-line statements) that can split the loop over
/// `var` (extent `extent`), if any. Every variable the body assigns counts as varying (its
/// value may change between iterations); the counter's s32 copies are the variables
/// assigned once, `convert<s32>(var)`, and count from their assignment on.
pub(super) fn find<'b>(k: &Kernel, var: Var, extent: i64, body: &'b [Stmt]) -> Option<Split<'b>> {
    if extent > i32::MAX as i64 {
        return None;
    }
    let mut varying = vec![false; k.var_types.len()];
    varying[var.0 as usize] = true;
    let mut assignments = vec![0u32; k.var_types.len()];
    for s in body {
        match s {
            Stmt::Assign { var: v, .. } => {
                varying[v.0 as usize] = true;
                assignments[v.0 as usize] += 1;
            }
            Stmt::Store { .. } => {}
            Stmt::Loop { .. } => return None,
        }
    }
    let mut counters = vec![var];
    for s in body {
        match s {
            Stmt::Assign { var: v, value } => {
                if let Some(split) = select_split(k, value, &counters, &varying) {
                    return Some(split);
                }
                let copy =
                    matches!(value, Expr::Convert(ScalarType::S32, x) if **x == Expr::Var(var));
                if copy && assignments[v.0 as usize] == 1 {
                    counters.push(*v);
                }
            }
            Stmt::Store { index, value, .. } => {
                let split = select_split(k, index, &counters, &varying)
                    .or_else(|| select_split(k, value, &counters, &varying));
                if split.is_some() {
                    return split;
                }
            }
            Stmt::Loop { .. } => return None,
        }
    }
    None
}

/// The first select in `e` whose condition compares a counter with a uniform value.
fn select_split<'b>(
    k: &Kernel,
    e: &'b Expr,
    counters: &[Var],
    varying: &[bool],
) -> Option<Split<'b>> {
    let here = match e {
        Expr::Select(c, _, _) => split_of(k, c, counters, varying),
        _ => None,
    };
    here.or_else(|| {
        e.operands()
            .find_map(|x| select_split(k, x, counters, varying))
    })
}

fn split_of<'b>(
    k: &Kernel,
    cond: &'b Expr,
    counters: &[Var],
    varying: &[bool],
) -> Option<Split<'b>> {
    let Expr::Cmp { op, lhs, rhs, .. } = cond else {
        return None;
    };
    if !matches!(k.type_of(lhs), ScalarType::S32 | ScalarType::S64) {
        return None;
    }
    // The loop variable is s64, its copies s32: a counter compared at its own type.
    let ty = k.type_of(lhs);
    let is_counter = |x: &Expr| matches!(x, Expr::Var(v) if counters.contains(v) && k.var_types[v.0 as usize] == ty);
    let uniform = |x: &Expr| !mentions_varying(x, varying);
    // Normalized to `counter OP bound`.
    let (op, bound) = if is_counter(lhs) && uniform(rhs) {
        (*op, &**rhs)
    } else if is_counter(rhs) && uniform(lhs) {
        let mirrored = match op {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
            other => *other,
        };
        (mirrored, &**lhs)
    } else {
        return None;
    };
    // counter < b: true below b; counter <= b: true below b + 1; >= and > the reverse.
    let (first, plus_one) = match op {
        CmpOp::Lt => (true, false),
        CmpOp::Le => (true, true),
        CmpOp::Ge => (false, false),
        CmpOp::Gt => (false, true),
        _ => return None,
    };
    Some(Split {
        cond,
        bound,
        plus_one,
        first,
    })
}

/// `body` with every select on `cond` replaced by the branch `value` picks.
pub(super) fn resolve(body: &[Stmt], cond: &Expr, value: bool) -> Vec<Stmt> {
    body.iter()
        .map(|s| match s {
            Stmt::Assign { var, value: e } => Stmt::Assign {
                var: *var,
                value: resolve_expr(e, cond, value),
            },
            Stmt::Store {
                buffer,
                index,
                value: e,
            } => Stmt::Store {
                buffer: *buffer,
                index: resolve_expr(index, cond, value),
                value: resolve_expr(e, cond, value),
            },
            Stmt::Loop { .. } => s.clone(),
        })
        .collect()
}

fn resolve_expr(e: &Expr, cond: &Expr, value: bool) -> Expr {
    match e {
        Expr::Select(c, a, b) if **c == *cond => {
            resolve_expr(if value { a } else { b }, cond, value)
        }
        _ => e.map_operands(|x| resolve_expr(x, cond, value)),
    }
}
