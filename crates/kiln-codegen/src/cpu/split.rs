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
//!
//! A select whose condition is uniform (the same in every iteration: a concatenate or a pad
//! along an outer dimension chooses its operand by the outer counter) is *unswitched*: the
//! condition is tested once before the loop, which runs with the select resolved, and the
//! assignments only the other branch read (its loads) are left out ([`unswitch`]).

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
        Expr::Select(c, a, b) if c.same_bits(cond) => {
            resolve_expr(if value { a } else { b }, cond, value)
        }
        _ => e.map_operands(|x| resolve_expr(x, cond, value)),
    }
}

/// At most this many distinct uniform conditions are unswitched in one loop (each doubles
/// the loop's code).
const MAX_UNSWITCHED: usize = 3;

/// The condition of the first select of `body` (its straight-line statements) that is the
/// same in every iteration of the loop over `var`: it reads no variable the body assigns and
/// no memory. `None` when there is none, or more than [`MAX_UNSWITCHED`].
pub(super) fn unswitch<'b>(k: &Kernel, var: Var, body: &'b [Stmt]) -> Option<&'b Expr> {
    let mut varying = vec![false; k.var_types.len()];
    varying[var.0 as usize] = true;
    for s in body {
        match s {
            Stmt::Assign { var: v, .. } => varying[v.0 as usize] = true,
            Stmt::Store { .. } => {}
            Stmt::Loop { .. } => return None,
        }
    }
    let mut conds: Vec<&Expr> = Vec::new();
    for s in body {
        let exprs: &[&Expr] = match s {
            Stmt::Assign { value, .. } => &[value],
            Stmt::Store { index, value, .. } => &[index, value],
            Stmt::Loop { .. } => return None,
        };
        for e in exprs {
            uniform_conditions(e, &varying, &mut conds);
        }
    }
    (conds.len() <= MAX_UNSWITCHED)
        .then(|| conds.first().copied())
        .flatten()
}

/// Adds the distinct uniform, load-free conditions of the selects in `e` to `out`.
fn uniform_conditions<'b>(e: &'b Expr, varying: &[bool], out: &mut Vec<&'b Expr>) {
    if let Expr::Select(c, _, _) = e {
        let uniform = !mentions_varying(c, varying) && !reads_memory(c);
        if uniform && !matches!(**c, Expr::Int(..)) && !out.iter().any(|o| o.same_bits(c)) {
            out.push(c);
        }
    }
    e.operands()
        .for_each(|x| uniform_conditions(x, varying, out));
}

fn reads_memory(e: &Expr) -> bool {
    matches!(e, Expr::Load { .. }) || e.operands().any(reads_memory)
}

/// `body` without the assignments nothing after them reads: after [`resolve`], those only
/// the other branch read. In a vector loop a variable assigned in the body is read only
/// later in the same iteration (`kir`'s rule), unless it is an accumulator, which is kept.
pub(super) fn prune(body: Vec<Stmt>) -> Vec<Stmt> {
    let accumulators: Vec<Var> = crate::kir::accumulator_updates(&body)
        .into_iter()
        .map(|(a, ..)| a)
        .collect();
    let mut live: Vec<Stmt> = Vec::with_capacity(body.len());
    for s in body.into_iter().rev() {
        let keep = match &s {
            Stmt::Assign { var, .. } => {
                accumulators.contains(var) || live.iter().any(|t| stmt_reads(t, *var))
            }
            _ => true,
        };
        if keep {
            live.push(s);
        }
    }
    live.reverse();
    live
}

fn stmt_reads(s: &Stmt, v: Var) -> bool {
    match s {
        Stmt::Assign { value, .. } => value.mentions(v),
        Stmt::Store { index, value, .. } => index.mentions(v) || value.mentions(v),
        Stmt::Loop { body, .. } => body.iter().any(|t| stmt_reads(t, v)),
    }
}
