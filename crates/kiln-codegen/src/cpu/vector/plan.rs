//! Decides whether a `vector_width = 4` loop is emitted four iterations at a time, and
//! classifies its variables: *varying* ones differ between the four lanes (the loop variable
//! and whatever is computed from it), *uniform* ones are the same for all lanes.

use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, Stmt, Var};

/// The analysis of one vectorizable loop.
pub(in crate::cpu) struct Plan {
    pub loop_var: Var,
    /// Per variable: whether its value differs per lane.
    pub varying: Vec<bool>,
    /// Per variable: its step per loop iteration when it is an affine function of the loop
    /// variable (`Some(0)` for uniform variables, `Some(1)` for the loop variable).
    pub strides: Vec<Option<i64>>,
    /// The body's accumulator updates (`crate::kir::accumulator_updates`): accumulators are
    /// scalar (uniform) variables whose updates are applied after each step, in order.
    pub accumulators: Vec<(Var, BinaryOp)>,
}

impl Plan {
    pub fn accumulator(&self, v: Var) -> Option<BinaryOp> {
        self.accumulators
            .iter()
            .find(|(a, _)| *a == v)
            .map(|&(_, op)| op)
    }
}

/// Types whose varying values live in one 128-bit vector (pred as an i32 lane mask).
pub(in crate::cpu) fn is_vector_type(t: ScalarType) -> bool {
    matches!(
        t,
        ScalarType::F32 | ScalarType::S32 | ScalarType::U32 | ScalarType::Pred
    )
}

/// The plan for vectorizing `for var { body }`, or `None` when the loop stays scalar: every
/// stored value and every varying variable must be 32-bit (or pred, or an s64/u64 index,
/// which is kept as four scalars); anything else would only be unrolled, not vectorized.
pub(in crate::cpu) fn plan(k: &Kernel, var: Var, body: &[Stmt]) -> Option<Plan> {
    let n = k.var_types.len();
    let mut varying = vec![false; n];
    varying[var.0 as usize] = true;
    let accumulators: Vec<(Var, BinaryOp)> = crate::kir::accumulator_updates(body)
        .into_iter()
        .map(|(a, op, _)| (a, op))
        .collect();
    let mut assigns = Vec::new();
    collect_assigns(body, &mut assigns);
    assigns.retain(|(v, _)| !accumulators.iter().any(|(a, _)| a == v));
    // Fixpoint: a variable assigned anything varying is varying.
    loop {
        let mut changed = false;
        for (v, e) in &assigns {
            if !varying[v.0 as usize] && mentions_varying(e, &varying) {
                varying[v.0 as usize] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let var_ok = |i: usize| {
        let t = k.var_types[i];
        !varying[i] || is_vector_type(t) || matches!(t, ScalarType::S64 | ScalarType::U64)
    };
    let mut defined = vec![false; n];
    defined[var.0 as usize] = true;
    if !(0..n).all(var_ok)
        || !stores_are_vector_typed(k, body)
        || !defined_before_use(body, &varying, &mut defined)
    {
        return None;
    }
    let strides = var_strides(var, &varying, &assigns);
    Some(Plan {
        loop_var: var,
        varying,
        strides,
        accumulators,
    })
}

fn collect_assigns<'a>(body: &'a [Stmt], out: &mut Vec<(Var, &'a Expr)>) {
    for s in body {
        match s {
            Stmt::Assign { var, value } => out.push((*var, value)),
            Stmt::Loop { body, .. } => collect_assigns(body, out),
            Stmt::Store { .. } => {}
        }
    }
}

/// Whether every varying variable the body reads was assigned earlier in the same
/// iteration. One that is not carries a value from outside the loop or from the previous
/// iteration (an accumulator): the producer promised that cannot happen in a width-4 loop,
/// but if it does the loop stays scalar rather than read a lane vector never initialized.
fn defined_before_use(body: &[Stmt], varying: &[bool], defined: &mut [bool]) -> bool {
    let reads_ok = |e: &Expr, defined: &[bool]| {
        let mut used = Vec::new();
        super::varying_vars(e, varying, &mut used);
        used.iter().all(|v| defined[v.0 as usize])
    };
    for s in body {
        match s {
            Stmt::Assign { var, value } => {
                if !reads_ok(value, defined) {
                    return false;
                }
                defined[var.0 as usize] = true;
            }
            Stmt::Store { index, value, .. } => {
                if !reads_ok(index, defined) || !reads_ok(value, defined) {
                    return false;
                }
            }
            Stmt::Loop { body, .. } => {
                // Assignments inside may not run (extent 0), so they do not count after it.
                if !defined_before_use(body, varying, &mut defined.to_vec()) {
                    return false;
                }
            }
        }
    }
    true
}

fn stores_are_vector_typed(k: &Kernel, body: &[Stmt]) -> bool {
    body.iter().all(|s| match s {
        Stmt::Store { buffer, .. } => is_vector_type(k.buffers[*buffer as usize].ty.compute_type()),
        Stmt::Loop { body, .. } => stores_are_vector_typed(k, body),
        Stmt::Assign { .. } => true,
    })
}

/// Whether `e` reads a varying variable.
pub(in crate::cpu) fn mentions_varying(e: &Expr, varying: &[bool]) -> bool {
    match e {
        Expr::Var(v) => varying[v.0 as usize],
        Expr::Int(..) | Expr::Float(..) => false,
        Expr::Load { index, .. } => mentions_varying(index, varying),
        Expr::Unary(_, x) | Expr::Convert(_, x) | Expr::Bitcast(_, x) => {
            mentions_varying(x, varying)
        }
        Expr::Binary(_, a, b) => mentions_varying(a, varying) || mentions_varying(b, varying),
        Expr::Cmp { lhs, rhs, .. } => {
            mentions_varying(lhs, varying) || mentions_varying(rhs, varying)
        }
        Expr::Select(c, a, b) | Expr::Fma(c, a, b) => {
            [c, a, b].iter().any(|x| mentions_varying(x, varying))
        }
    }
}

/// Strides of variables: uniform ones 0, the loop variable 1, and varying s64 variables
/// assigned exactly once an affine expression of those.
fn var_strides(var: Var, varying: &[bool], assigns: &[(Var, &Expr)]) -> Vec<Option<i64>> {
    let mut strides: Vec<Option<i64>> = varying.iter().map(|&v| (!v).then_some(0)).collect();
    strides[var.0 as usize] = Some(1);
    // Assignments come in program order, so one pass sees definitions before uses.
    for (v, e) in assigns {
        let count = assigns.iter().filter(|(w, _)| w == v).count();
        if varying[v.0 as usize] && count == 1 {
            strides[v.0 as usize] = stride(e, &strides, varying);
        }
    }
    strides
}

/// The step of s64 expression `e` per loop iteration, when it is affine in the loop variable.
pub(in crate::cpu) fn stride(e: &Expr, strides: &[Option<i64>], varying: &[bool]) -> Option<i64> {
    let s = |x: &Expr| stride(x, strides, varying);
    match e {
        Expr::Var(v) => strides[v.0 as usize],
        Expr::Int(..) => Some(0),
        Expr::Binary(BinaryOp::Add, a, b) => s(a)?.checked_add(s(b)?),
        Expr::Binary(BinaryOp::Sub, a, b) => s(a)?.checked_sub(s(b)?),
        Expr::Binary(BinaryOp::Mul, a, b) => match (a.as_ref(), b.as_ref()) {
            (Expr::Int(c, _), x) | (x, Expr::Int(c, _)) => s(x)?.checked_mul(*c),
            _ => match (s(a)?, s(b)?) {
                (0, 0) => Some(0),
                _ => None,
            },
        },
        _ => (!mentions_varying(e, varying)).then_some(0),
    }
}
