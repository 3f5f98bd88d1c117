//! Piecewise loops: where a concatenate, a pad or a slice-and-concatenate (`jnp.roll`) cuts an
//! output dimension into pieces, the loop over it runs as one loop per piece.
//!
//! Lowered over the whole dimension, each element chooses its operand with a chain of selects
//! on the index and reads every operand at an index clamped into it (`max`/`min`), so the loop
//! computes every operand per element and its loads are not affine in the counter: it is not
//! a vector loop. Over one piece the index range alone decides: [`super::shape_ops`] leaves
//! out the operands the range cannot reach and the checks and clamps it already satisfies, so
//! each piece is a plain copy (or elementwise) loop that vectorizes.
//!
//! The cuts are read from a trial nest: every `<`, `<=`, `>`, `>=`, `max` and `min` of s64
//! index arithmetic that is affine in exactly one loop counter (seen through the nest's
//! assignments) changes its outcome at most once along that counter; the cut is where it does.
//! The kernel's parallel loop is cut only when it is the kernel's only loop (a concatenate of
//! vectors, `jnp.concatenate([a.ravel(), b.ravel()])`): the body is then several loops and
//! the kernel serial, but each piece vectorizes (f32[3.4M] from three operands, 1 thread:
//! 11.3 -> 0.5 ms). Otherwise a cut there would cost the kernel its threads, and a
//! condition on an outer counter is unswitched by the emitter instead (`cpu::split`).

use crate::kir::{BinaryOp, CmpOp, Expr, ScalarType, Stmt, Var};
use std::collections::HashMap;

/// The most loop nests one output nest may be cut into (the product of the pieces of every
/// cut dimension): each piece repeats the body's code.
pub(super) const MAX_PIECES: usize = 16;

/// The most pieces when the parallel loop is cut too because its pieces are more than the
/// emitter unswitches ([`UNSWITCHED_PIECES`]): a concatenate of a hundred pieces along an
/// outer dimension (the gradient of a stacked parameter `w` read as `w[i]` in an unrolled
/// loop) chose each element's operand through a chain of a hundred selects, 93 ns per element.
pub(super) const MAX_HEAD_PIECES: usize = 256;

/// The pieces of an outer dimension the emitter still runs without a select per element:
/// `cpu::split` unswitches up to three uniform conditions, four pieces.
pub(super) const UNSWITCHED_PIECES: usize = 4;

/// The cut points of each dimension (sorted, inside `1..extent`) of the trial nest `nest`,
/// whose loop counters are `vars` (one per output dimension, `None` for dimensions without a
/// loop of their own, the parallel loop's included). Dimensions are kept innermost first
/// while the number of pieces stays within `max_pieces`; `None` when nothing is cut.
pub(super) fn cuts(
    nest: &Stmt,
    vars: &[Option<Var>],
    dims: &[i64],
    max_pieces: usize,
) -> Option<Vec<Vec<i64>>> {
    let mut defs = HashMap::new();
    let mut assigned = HashMap::new();
    let mut exprs = Vec::new();
    collect(
        std::slice::from_ref(nest),
        &mut defs,
        &mut assigned,
        &mut exprs,
    );
    defs.retain(|v, _| assigned.get(v) == Some(&1));
    let counters: Vec<Var> = vars.iter().flatten().copied().collect();
    let affine = Affine {
        defs: &defs,
        counters: &counters,
    };
    let mut found: Vec<Vec<i64>> = vec![Vec::new(); dims.len()];
    for e in exprs {
        e.visit(&mut |x| {
            let Some((f, pred)) = monotone_test(x) else {
                return;
            };
            let Some((v, k, c)) = affine.single(&f) else {
                return;
            };
            let Some(d) = vars.iter().position(|&u| u == Some(v)) else {
                return;
            };
            if let Some(cut) = crossing(k, c, dims[d], pred) {
                found[d].push(cut);
            }
        });
    }
    let mut pieces = 1usize;
    let mut any = false;
    for d in (0..dims.len()).rev() {
        let cut = &mut found[d];
        cut.sort_unstable();
        cut.dedup();
        match pieces.checked_mul(cut.len() + 1) {
            Some(p) if p <= max_pieces => {
                pieces = p;
                any |= !cut.is_empty();
            }
            _ => cut.clear(),
        }
    }
    any.then_some(found)
}

/// Which side of zero a difference `f` is tested for.
#[derive(Clone, Copy)]
enum Pred {
    Lt,
    Le,
    Gt,
    Ge,
}

impl Pred {
    fn holds(self, f: i128) -> bool {
        match self {
            Pred::Lt => f < 0,
            Pred::Le => f <= 0,
            Pred::Gt => f > 0,
            Pred::Ge => f >= 0,
        }
    }
}

/// An s64 comparison or clamp as the difference of its sides and the test on it whose
/// outcome decides the result: `a < b` is `a - b < 0`; `max(a, b)` is `a` where
/// `a - b >= 0`, `min(a, b)` where `a - b <= 0`.
fn monotone_test(e: &Expr) -> Option<(Expr, Pred)> {
    let diff =
        |a: &Expr, b: &Expr| Expr::Binary(BinaryOp::Sub, Box::new(a.clone()), Box::new(b.clone()));
    match e {
        Expr::Cmp { op, lhs, rhs, .. } => {
            let pred = match op {
                CmpOp::Lt => Pred::Lt,
                CmpOp::Le => Pred::Le,
                CmpOp::Gt => Pred::Gt,
                CmpOp::Ge => Pred::Ge,
                _ => return None,
            };
            Some((diff(lhs, rhs), pred))
        }
        Expr::Binary(BinaryOp::Max, a, b) => Some((diff(a, b), Pred::Ge)),
        Expr::Binary(BinaryOp::Min, a, b) => Some((diff(a, b), Pred::Le)),
        _ => None,
    }
}

/// The first `x` in `1..n` where `pred(k·x + c)` differs from `pred(c)`, if any: the test is
/// monotone in `x`, so it changes at most once.
fn crossing(k: i64, c: i64, n: i64, pred: Pred) -> Option<i64> {
    let at = |x: i64| pred.holds(k as i128 * x as i128 + c as i128);
    let start = at(0);
    if n < 2 || at(n - 1) == start {
        return None;
    }
    let (mut lo, mut hi) = (0, n - 1); // at(lo) == start, at(hi) != start
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if at(mid) == start {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(hi)
}

/// Every statement's expressions (assigned values, store indices and values), the single
/// definition of each variable and how often each is assigned.
fn collect<'a>(
    body: &'a [Stmt],
    defs: &mut HashMap<Var, &'a Expr>,
    assigned: &mut HashMap<Var, u32>,
    exprs: &mut Vec<&'a Expr>,
) {
    for s in body {
        match s {
            Stmt::Loop { body, .. } => collect(body, defs, assigned, exprs),
            Stmt::Assign { var, value } => {
                defs.insert(*var, value);
                *assigned.entry(*var).or_default() += 1;
                exprs.push(value);
            }
            Stmt::Store { index, value, .. } => exprs.extend([index, value]),
        }
    }
}

/// How many selects the statements of `nest` hold (the trial nest of an output: a
/// concatenate of more than [`UNSWITCHED_PIECES`] pieces along an outer dimension has at
/// least that many).
pub(super) fn selects(nest: &Stmt) -> usize {
    let mut exprs = Vec::new();
    collect(
        std::slice::from_ref(nest),
        &mut HashMap::new(),
        &mut HashMap::new(),
        &mut exprs,
    );
    let mut n = 0;
    for e in exprs {
        e.visit(&mut |x| n += matches!(x, Expr::Select(..)) as usize);
    }
    n
}

/// s64 expressions as `Σ kᵢ·counterᵢ + c` over the nest's loop counters.
struct Affine<'a> {
    defs: &'a HashMap<Var, &'a Expr>,
    counters: &'a [Var],
}

impl Affine<'_> {
    /// `(counter, k, c)` when `e` is `k·counter + c` with `k != 0`.
    fn single(&self, e: &Expr) -> Option<(Var, i64, i64)> {
        let mut terms = Vec::new();
        let c = self.of(e, 1, &mut terms, 0)?;
        let mut folded: Vec<(Var, i64)> = Vec::new();
        for (v, k) in terms {
            match folded.iter_mut().find(|(u, _)| *u == v) {
                Some((_, x)) => *x = x.checked_add(k)?,
                None => folded.push((v, k)),
            }
        }
        folded.retain(|&(_, k)| k != 0);
        match folded.as_slice() {
            [(v, k)] => Some((*v, *k, c)),
            _ => None,
        }
    }

    /// Adds `scale·e`'s counter terms to `terms`; returns its constant times `scale`.
    fn of(&self, e: &Expr, scale: i64, terms: &mut Vec<(Var, i64)>, depth: u32) -> Option<i64> {
        if depth > 64 {
            return None;
        }
        match e {
            Expr::Var(v) if self.counters.contains(v) => {
                terms.push((*v, scale));
                Some(0)
            }
            Expr::Var(v) => self.of(self.defs.get(v)?, scale, terms, depth + 1),
            Expr::Int(x, ScalarType::S64) => x.checked_mul(scale),
            Expr::Binary(BinaryOp::Add, a, b) => self
                .of(a, scale, terms, depth + 1)?
                .checked_add(self.of(b, scale, terms, depth + 1)?),
            Expr::Binary(BinaryOp::Sub, a, b) => self
                .of(a, scale, terms, depth + 1)?
                .checked_add(self.of(b, scale.checked_neg()?, terms, depth + 1)?),
            Expr::Binary(BinaryOp::Mul, a, b) => match (&**a, &**b) {
                (x, Expr::Int(k, ScalarType::S64)) | (Expr::Int(k, ScalarType::S64), x) => {
                    self.of(x, scale.checked_mul(*k)?, terms, depth + 1)
                }
                _ => None,
            },
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crossing_finds_the_first_changed_iteration() {
        // x < 1024 over 0..3072: changes at 1024.
        assert_eq!(crossing(1, -1024, 3072, Pred::Lt), Some(1024));
        // x <= 1023: the same place.
        assert_eq!(crossing(1, -1023, 3072, Pred::Le), Some(1024));
        // 2047 - x >= 2041 (a reversed index clamped): true up to 6.
        assert_eq!(crossing(-1, 2047 - 2041, 2048, Pred::Ge), Some(7));
        // Never changes inside the range, or only at its end.
        assert_eq!(crossing(1, -5000, 3072, Pred::Lt), None);
        assert_eq!(crossing(1, 0, 3072, Pred::Ge), None);
        assert_eq!(crossing(2, -7, 10, Pred::Lt), Some(4));
        assert_eq!(crossing(1, -1, 1, Pred::Lt), None);
    }
}
