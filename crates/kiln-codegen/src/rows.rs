//! Which part of each buffer one iteration of a kernel's parallel loop touches.
//!
//! A kernel whose parallel loop runs over `P` rows *accesses buffer `b` by rows* when every
//! load and store of `b` in iteration `r` lies in `[r·n, (r + 1)·n)`, where `n` is `b`'s
//! element count over `P`: iteration `r` reads and writes only row `r`. A runtime may then
//! run several such kernels block of rows by block of rows, every kernel on a block before
//! the next block starts (a row group), and keep a buffer that only the group uses in a
//! block-sized scratch (row `r` at `scratch + (r - first)·n`): each row sees the same
//! operations in the same order as when every kernel runs over all rows in turn.
//!
//! The proof is syntactic and conservative. An index must be a sum of terms that each
//! mention either the parallel variable alone (their sum `f`) or only variables of loops
//! nested inside it and constants (their sum `g`); `f(r) == r·n` must hold for every row
//! (read off `f` when it is the row's digits in a mixed radix, each scaled by `n` times its
//! place value, as the lowering writes merged dimensions; else checked for each `r`, up to
//! [`MAX_CHECKED_ROWS`] rows) and `g` must lie in `[0, n)` by the lowering's interval
//! arithmetic over the loops' ranges (`lower::index::value_range`: affine terms, division and
//! remainder by positive constants, min, max). Any other index (a loaded index, a select, a
//! variable assigned in the body) makes the buffer not accessed by rows.

use crate::kir::{BinaryOp, Expr, Kernel, Stmt, Var};
use crate::lower::index::value_range;
use std::collections::HashMap;

/// Rows up to this many are checked one by one when `f` is not plainly `v·n`.
const MAX_CHECKED_ROWS: i64 = 1 << 16;

/// How one buffer parameter is used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BufferRows {
    pub read: bool,
    pub written: bool,
    /// Every access (if any) stays in the iteration's own row.
    pub by_rows: bool,
}

/// A kernel's parallel extent and how it uses each buffer parameter (in parameter order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowAccess {
    pub rows: i64,
    pub buffers: Vec<BufferRows>,
}

/// The row access of `kernel`, or `None` when it has no parallel loop over more than one row
/// (its body must be that one loop).
pub fn row_access(kernel: &Kernel) -> Option<RowAccess> {
    let [Stmt::Loop {
        var,
        extent,
        body,
        parallel: true,
        ..
    }] = &kernel.body[..]
    else {
        return None;
    };
    if *extent < 2 {
        return None;
    }
    let row_len = kernel
        .buffers
        .iter()
        .map(|b| {
            let count = b.element_count();
            (count % extent == 0 && count > 0).then_some(count / extent)
        })
        .collect();
    let mut walk = Walk {
        row: *var,
        rows: *extent,
        row_len,
        loops: HashMap::new(),
        buffers: vec![
            BufferRows {
                by_rows: true,
                ..BufferRows::default()
            };
            kernel.buffers.len()
        ],
    };
    walk.stmts(body);
    Some(RowAccess {
        rows: *extent,
        buffers: walk.buffers,
    })
}

struct Walk {
    row: Var,
    rows: i64,
    /// Each buffer's row length, `None` when its elements do not split into the rows.
    row_len: Vec<Option<i64>>,
    /// Variables of the loops in scope inside the parallel loop, with their ranges.
    loops: HashMap<Var, (i64, i64)>,
    buffers: Vec<BufferRows>,
}

impl Walk {
    fn stmts(&mut self, stmts: &[Stmt]) {
        for stmt in stmts {
            match stmt {
                Stmt::Loop {
                    var, extent, body, ..
                } => {
                    let outer = self.loops.insert(*var, (0, *extent - 1));
                    self.stmts(body);
                    match outer {
                        Some(e) => self.loops.insert(*var, e),
                        None => self.loops.remove(var),
                    };
                }
                Stmt::Assign { value, .. } => self.expr(value),
                Stmt::Store {
                    buffer,
                    index,
                    value,
                } => {
                    self.access(*buffer, index, true);
                    self.expr(index);
                    self.expr(value);
                }
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        if let Expr::Load { buffer, index } = e {
            self.access(*buffer, index, false);
        }
        for operand in e.operands() {
            self.expr(operand);
        }
    }

    fn access(&mut self, buffer: u32, index: &Expr, write: bool) {
        let by_rows = self
            .row_len
            .get(buffer as usize)
            .copied()
            .flatten()
            .is_some_and(|n| self.in_row(index, n));
        if let Some(b) = self.buffers.get_mut(buffer as usize) {
            b.read |= !write;
            b.written |= write;
            b.by_rows &= by_rows;
        }
    }

    /// Whether `index` lies in `[r·n, (r + 1)·n)` in every iteration `r` (module comment).
    fn in_row(&self, index: &Expr, n: i64) -> bool {
        let (mut f, mut g) = (Vec::new(), Vec::new());
        for t in index.sum_terms() {
            match (
                t.mentions(self.row),
                self.loops.keys().any(|v| t.mentions(*v)),
            ) {
                (true, true) => return false,
                (true, false) => f.push(t),
                (false, _) => g.push(t),
            }
        }
        let g_range = g.iter().try_fold((0i64, 0i64), |(lo, hi), t| {
            let (a, b) = value_range(&self.loops, t)?;
            Some((lo.checked_add(a)?, hi.checked_add(b)?))
        });
        let Some((lo, hi)) = g_range else {
            return false;
        };
        lo >= 0 && hi < n && self.row_start(&f, n)
    }

    /// Whether the terms `f` of the parallel variable sum to `r·n` for every row `r`.
    fn row_start(&self, f: &[&Expr], n: i64) -> bool {
        if self.digits(f, n) {
            return true;
        }
        if self.rows > MAX_CHECKED_ROWS {
            return false;
        }
        (0..self.rows).all(|r| {
            f.iter()
                .try_fold(0i64, |sum, t| sum.checked_add(eval(t, self.row, r)?))
                .is_some_and(|s| Some(s) == r.checked_mul(n))
        })
    }

    /// Whether `f` is `Σ n·d·((r / d) % m)` over the digits of the row in a mixed radix that
    /// covers it exactly (`d` from 1, each next `d` the last `d·m`, the last digit unbounded
    /// or reaching the row count): then `f(r) = n·r` for every row. This is how the lowering
    /// splits merged leading dimensions (`r / 12 · 196608 + r % 12 · 16384` for rows of
    /// 16384 over `[8, 12]`), proved without evaluating every row.
    fn digits(&self, f: &[&Expr], n: i64) -> bool {
        let row = |e: &Expr| matches!(e, Expr::Var(v) if *v == self.row);
        let int = |e: &Expr| match e {
            Expr::Int(c, _) if *c > 0 => Some(*c),
            _ => None,
        };
        // (coefficient, d, m) of one term.
        let digit = |t: &Expr| -> Option<(i64, i64, Option<i64>)> {
            let (c, x) = match t {
                Expr::Binary(BinaryOp::Mul, a, b) => match (a.as_ref(), b.as_ref()) {
                    (x, Expr::Int(c, _)) | (Expr::Int(c, _), x) => (*c, x),
                    _ => return None,
                },
                x => (1, x),
            };
            let (d, m) = match x {
                x if row(x) => (1, None),
                Expr::Binary(BinaryOp::Div, a, b) if row(a) => (int(b)?, None),
                Expr::Binary(BinaryOp::Rem, a, b) if row(a) => (1, Some(int(b)?)),
                Expr::Binary(BinaryOp::Rem, a, b) => match a.as_ref() {
                    Expr::Binary(BinaryOp::Div, v, d) if row(v) => (int(d)?, Some(int(b)?)),
                    _ => return None,
                },
                Expr::Binary(BinaryOp::Div, a, b) => match a.as_ref() {
                    Expr::Binary(BinaryOp::Rem, v, m) if row(v) => {
                        let (m, d) = (int(m)?, int(b)?);
                        (m % d == 0).then_some((d, Some(m / d)))?
                    }
                    _ => return None,
                },
                _ => return None,
            };
            Some((c, d, m))
        };
        let Some(mut digits) = f.iter().map(|t| digit(t)).collect::<Option<Vec<_>>>() else {
            return false;
        };
        digits.sort_by_key(|&(_, d, _)| d);
        let mut next = 1i64;
        for (i, &(c, d, m)) in digits.iter().enumerate() {
            if d != next || n.checked_mul(d) != Some(c) {
                return false;
            }
            let last = i + 1 == digits.len();
            match m {
                Some(m) => match d.checked_mul(m) {
                    Some(span) if !last || span >= self.rows => next = span,
                    _ => return false,
                },
                None if last => {}
                None => return false,
            }
        }
        !digits.is_empty()
    }
}

/// The value of an integer term of `row` alone at `row = r`.
fn eval(e: &Expr, row: Var, r: i64) -> Option<i64> {
    match e {
        Expr::Int(c, _) => Some(*c),
        Expr::Var(v) => (*v == row).then_some(r),
        Expr::Binary(op, a, b) => {
            let (a, b) = (eval(a, row, r)?, eval(b, row, r)?);
            match op {
                BinaryOp::Add => a.checked_add(b),
                BinaryOp::Sub => a.checked_sub(b),
                BinaryOp::Mul => a.checked_mul(b),
                BinaryOp::Div if b > 0 && a >= 0 => Some(a / b),
                BinaryOp::Rem if b > 0 && a >= 0 => Some(a % b),
                BinaryOp::Min => Some(a.min(b)),
                BinaryOp::Max => Some(a.max(b)),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests;
