//! Which innermost loops may run four iterations at a time.
//!
//! A loop is a vector loop when its body carries no value from one iteration to the next
//! (every variable it assigns is assigned before it is read; nested loops run in full for all
//! four lanes and store nothing), and
//! touches memory contiguously: every load index is invariant in the loop variable or
//! advances by one element per iteration (or by -1, a reverse), and every store index
//! advances by one.
//! Loads from a buffer the loop also stores to are allowed only at the stored index (the
//! column-reduction update `out[i] = out[i] + x`), so iterations never see each other's
//! writes. The one value carried between iterations may be an accumulator `a = op(a, x)`
//! read nowhere else ([`crate::kir::accumulator_updates`]): emitters apply its updates in
//! iteration order, so row reductions (and each chain of a blocked one) vectorize their
//! loads and the computation of `x` without changing the result.

use crate::kir::{Expr, Kernel, Stmt, Var};
use std::collections::HashMap;

pub(super) fn vector_width(kernel: &Kernel, body: &[Stmt], var: Var, outer: &[Var]) -> u8 {
    if is_vectorizable(kernel, body, var) && !replaces_outer_value(body, outer) {
        4
    } else {
        1
    }
}

fn is_vectorizable(kernel: &Kernel, body: &[Stmt], var: Var) -> bool {
    let mut defs: HashMap<Var, &Expr> = HashMap::new();
    let mut stores: Vec<(u32, &Expr)> = Vec::new();
    let mut loads: Vec<(u32, &Expr)> = Vec::new();
    let accs = crate::kir::accumulator_updates(body);
    let assigned = assigned_vars(body);
    for stmt in body {
        match stmt {
            Stmt::Loop { body: inner, .. } => {
                if !nested_ok(inner, &assigned, &mut defs, &mut loads) {
                    return false;
                }
            }
            Stmt::Assign { var: v, .. } if accs.iter().any(|(a, ..)| a == v) => {
                let Some(&(_, _, x)) = accs.iter().find(|(a, ..)| a == v) else {
                    return false;
                };
                if reads_later_assigned(x, body, &defs) {
                    return false;
                }
                collect_loads(x, &mut loads);
            }
            Stmt::Assign { var: v, value } => {
                if reads_later_assigned(value, body, &defs) {
                    return false;
                }
                collect_loads(value, &mut loads);
                defs.insert(*v, value);
            }
            Stmt::Store {
                buffer,
                index,
                value,
            } => {
                if reads_later_assigned(index, body, &defs)
                    || reads_later_assigned(value, body, &defs)
                {
                    return false;
                }
                collect_loads(index, &mut loads);
                collect_loads(value, &mut loads);
                stores.push((*buffer, index));
            }
        }
    }
    let reassigned = reassigned_vars(body);
    let stride = |e: &Expr| {
        Stride {
            var,
            defs: &defs,
            reassigned: &reassigned,
        }
        .of(e)
    };
    let stores_ok = stores.iter().all(|&(b, index)| {
        stride(index) == Some(1) && stores.iter().all(|&(c, other)| c != b || other == index)
    });
    let loads_ok = loads.iter().all(|&(b, index)| {
        let writable = kernel.buffers.get(b as usize).is_none_or(|p| p.writable);
        if writable {
            stores.iter().any(|&(c, stored)| c == b && stored == index)
        } else {
            // A reverse loads a contiguous vector and shuffles it (`cpu::vector`). Every
            // other element (step 2) as two loads and a shuffle was slower than scalar code
            // on x[::2, ::2] + x[1::2, 1::2] (f32[4096,4096], 1 thread: 4.9 vs 4.0 ms).
            // A gather (an index read from memory) loads lane by lane, but the rest of the
            // loop (the index arithmetic, consumers, the store) runs four lanes at a time:
            // a shorter loop keeps more of its data-dependent misses in flight.
            matches!(stride(index), Some(-1..=1)) || reads_memory(index, &defs, &reassigned)
        }
    });
    stores_ok && loads_ok
}

/// A loop nested in the candidate runs in full for all four lanes together (its counter is
/// the same in every lane): allowed when it stores nothing and reads only values assigned
/// earlier in the same iteration of the candidate (or outside it), so that nothing carries
/// over from one iteration of the candidate to the next. Its assignments join `defs` and its
/// loads `loads`, for the checks on the whole body.
fn nested_ok<'a>(
    body: &'a [Stmt],
    assigned: &[Var],
    defs: &mut HashMap<Var, &'a Expr>,
    loads: &mut Vec<(u32, &'a Expr)>,
) -> bool {
    for stmt in body {
        match stmt {
            Stmt::Loop { body: inner, .. } => {
                if !nested_ok(inner, assigned, defs, loads) {
                    return false;
                }
            }
            Stmt::Assign { var: v, value } => {
                let mut carried = false;
                value.visit(&mut |x| {
                    if let Expr::Var(u) = x {
                        carried |= assigned.contains(u) && !defs.contains_key(u);
                    }
                });
                if carried {
                    return false;
                }
                collect_loads(value, loads);
                defs.insert(*v, value);
            }
            Stmt::Store { .. } => return false,
        }
    }
    true
}

/// Whether `body` assigns a variable of `outer` (assigned before the loop, so possibly read
/// after it) other than through an accumulator update: after a vector loop such a variable
/// would not hold its last iteration's value. A reducer that ignores its accumulator,
/// `r(a, x) = x`, lowers to `acc = x` in the row loop; its result is the last term.
fn replaces_outer_value(body: &[Stmt], outer: &[Var]) -> bool {
    let accs = crate::kir::accumulator_updates(body);
    assigned_vars(body)
        .iter()
        .any(|v| outer.contains(v) && !accs.iter().any(|(a, ..)| a == v))
}

/// Appends every variable `stmts` assign, nested loops included, to `out`.
pub(super) fn collect_assigned(stmts: &[Stmt], out: &mut Vec<Var>) {
    out.extend(assigned_vars(stmts));
}

/// Every variable `body` assigns, nested loops included.
fn assigned_vars(body: &[Stmt]) -> Vec<Var> {
    let mut out = Vec::new();
    for stmt in body {
        match stmt {
            Stmt::Loop { body, .. } => out.extend(assigned_vars(body)),
            Stmt::Assign { var, .. } => out.push(*var),
            Stmt::Store { .. } => {}
        }
    }
    out
}

/// Variables `body` assigns more than once (their last definition says nothing about their
/// stride).
fn reassigned_vars(body: &[Stmt]) -> Vec<Var> {
    let all = assigned_vars(body);
    let mut out: Vec<Var> = all
        .iter()
        .enumerate()
        .filter(|&(i, v)| all[..i].contains(v))
        .map(|(_, &v)| v)
        .collect();
    out.dedup();
    out
}

/// Whether `e` reads a variable that the body assigns but has not assigned yet at this point
/// (a value carried over from the previous iteration).
fn reads_later_assigned(e: &Expr, body: &[Stmt], defined: &HashMap<Var, &Expr>) -> bool {
    let assigned_in_body = |v: &Var| {
        body.iter()
            .any(|s| matches!(s, Stmt::Assign { var, .. } if var == v))
    };
    let mut found = false;
    e.visit(&mut |x| {
        if let Expr::Var(v) = x {
            found |= assigned_in_body(v) && !defined.contains_key(v);
        }
    });
    found
}

/// Whether `e` reads memory, seeing through the body's assignments (those made once).
fn reads_memory(e: &Expr, defs: &HashMap<Var, &Expr>, reassigned: &[Var]) -> bool {
    let mut found = false;
    e.visit(&mut |x| match x {
        Expr::Load { .. } => found = true,
        Expr::Var(v) if !reassigned.contains(v) => {
            found |= defs
                .get(v)
                .is_some_and(|d| reads_memory(d, defs, reassigned))
        }
        _ => {}
    });
    found
}

fn collect_loads<'a>(e: &'a Expr, out: &mut Vec<(u32, &'a Expr)>) {
    match e {
        Expr::Load { buffer, index } => {
            out.push((*buffer, index));
            collect_loads(index, out);
        }
        Expr::Var(_) | Expr::Int(..) | Expr::Float(..) => {}
        Expr::Unary(_, x) | Expr::Convert(_, x) | Expr::Bitcast(_, x) => collect_loads(x, out),
        Expr::Binary(_, a, b) => {
            collect_loads(a, out);
            collect_loads(b, out);
        }
        Expr::Cmp { lhs, rhs, .. } => {
            collect_loads(lhs, out);
            collect_loads(rhs, out);
        }
        Expr::Select(c, a, b) | Expr::Fma(c, a, b) => {
            collect_loads(c, out);
            collect_loads(a, out);
            collect_loads(b, out);
        }
    }
}

/// How an s64 expression changes per iteration of `var`, seeing through the body's
/// assignments: `Some(k)` for `k·var + invariant`, `None` when not affine in `var`.
struct Stride<'a> {
    var: Var,
    defs: &'a HashMap<Var, &'a Expr>,
    reassigned: &'a [Var],
}

impl Stride<'_> {
    fn of(&self, e: &Expr) -> Option<i64> {
        use crate::kir::BinaryOp::*;
        match e {
            Expr::Var(v) if *v == self.var => Some(1),
            Expr::Var(v) if self.reassigned.contains(v) => None,
            Expr::Var(v) => self.defs.get(v).map_or(Some(0), |d| self.of(d)),
            Expr::Int(..) | Expr::Float(..) => Some(0),
            Expr::Binary(Add, a, b) => Some(self.of(a)?.checked_add(self.of(b)?)?),
            Expr::Binary(Sub, a, b) => Some(self.of(a)?.checked_sub(self.of(b)?)?),
            Expr::Binary(Mul, a, b) => match (&**a, &**b, self.of(a)?, self.of(b)?) {
                (_, _, 0, 0) => Some(0),
                (_, Expr::Int(k, _), s, 0) | (Expr::Int(k, _), _, 0, s) => s.checked_mul(*k),
                _ => None,
            },
            _ if self.depends(e) => None,
            _ => Some(0),
        }
    }

    fn depends(&self, e: &Expr) -> bool {
        let mut found = false;
        e.visit(&mut |x| {
            if let Expr::Var(v) = x {
                found |= *v == self.var
                    || self.reassigned.contains(v)
                    || self.defs.get(v).is_some_and(|d| self.depends(d));
            }
        });
        found
    }
}
