//! Index arithmetic: s64 expressions kept in affine form `c + Σ kᵢ·atomᵢ` where possible.
//!
//! Shape ops compose index maps (a reshape linearizes and splits again, a slice scales and
//! offsets), and the naive expressions are full of `/` and `%` that cancel: `(r·20 + c) / 20`
//! is `r` when `0 <= c < 20`. Cancelling them keeps the kernels readable, saves work, and
//! above all leaves loads whose index is visibly `base + loop variable`, which is what lets
//! the innermost loop be a vector loop. Ranges come from loop extents and clamps.

use super::builder::Lowerer;
use crate::kir::{BinaryOp, Expr, ScalarType, Stmt, Var};
use std::collections::HashMap;

/// `constant + Σ coefficient · atom`, atoms being non-affine subexpressions.
#[derive(Clone, Debug)]
struct Affine {
    terms: Vec<(Expr, i64)>,
    constant: i64,
}

fn int(x: i64) -> Expr {
    Expr::Int(x, ScalarType::S64)
}

fn bin(op: BinaryOp, a: Expr, b: Expr) -> Expr {
    Expr::Binary(op, Box::new(a), Box::new(b))
}

impl Affine {
    fn of(e: &Expr) -> Affine {
        match e {
            Expr::Int(x, ScalarType::S64) => Affine {
                terms: Vec::new(),
                constant: *x,
            },
            Expr::Binary(BinaryOp::Add, a, b) => Affine::of(a).plus(&Affine::of(b), 1),
            Expr::Binary(BinaryOp::Sub, a, b) => Affine::of(a).plus(&Affine::of(b), -1),
            Expr::Binary(BinaryOp::Mul, a, b) => match (&**a, &**b) {
                (x, Expr::Int(k, ScalarType::S64)) | (Expr::Int(k, ScalarType::S64), x) => {
                    Affine::of(x).scaled(*k)
                }
                _ => Affine::atom(e.clone()),
            },
            _ => Affine::atom(e.clone()),
        }
    }

    fn atom(e: Expr) -> Affine {
        Affine {
            terms: vec![(e, 1)],
            constant: 0,
        }
    }

    fn plus(mut self, other: &Affine, sign: i64) -> Affine {
        self.constant = self
            .constant
            .wrapping_add(other.constant.wrapping_mul(sign));
        for (atom, k) in &other.terms {
            match self.terms.iter_mut().find(|(a, _)| a == atom) {
                Some((_, c)) => *c = c.wrapping_add(k.wrapping_mul(sign)),
                None => self.terms.push((atom.clone(), k.wrapping_mul(sign))),
            }
        }
        self.terms.retain(|(_, k)| *k != 0);
        self.fold_div_rem()
    }

    /// `c·k·(x / k) + c·(x % k)` is `c·x` (truncating division, any sign): a reshape that
    /// splits a counter into digits, read back through another reshape of the same
    /// dimensions (`a.ravel()` of a parameter), leaves the counter itself.
    fn fold_div_rem(mut self) -> Affine {
        let digits = |e: &Expr, op: BinaryOp| match e {
            Expr::Binary(o, x, k) if *o == op => match **k {
                Expr::Int(k, ScalarType::S64) if k > 0 => Some(((**x).clone(), k)),
                _ => None,
            },
            _ => None,
        };
        loop {
            let pair = self.terms.iter().enumerate().find_map(|(i, (rem, c))| {
                let (x, k) = digits(rem, BinaryOp::Rem)?;
                let j = self.terms.iter().position(|(div, d)| {
                    digits(div, BinaryOp::Div) == Some((x.clone(), k))
                        && Some(*d) == c.checked_mul(k)
                })?;
                Some((i, j, x, *c))
            });
            let Some((i, j, x, c)) = pair else {
                return self;
            };
            let (first, second) = (i.max(j), i.min(j));
            self.terms.remove(first);
            self.terms.remove(second);
            self = self.plus(&Affine::of(&x), c);
        }
    }

    fn scaled(mut self, k: i64) -> Affine {
        self.constant = self.constant.wrapping_mul(k);
        for (_, c) in &mut self.terms {
            *c = c.wrapping_mul(k);
        }
        self.terms.retain(|(_, c)| *c != 0);
        self
    }

    /// Positive terms first, then the constant, then subtracted negative terms.
    fn to_expr(&self) -> Expr {
        let term = |atom: &Expr, k: i64| match k {
            1 => atom.clone(),
            k => bin(BinaryOp::Mul, atom.clone(), int(k)),
        };
        let mut e: Option<Expr> = None;
        let add =
            |e: Option<Expr>, t: Expr| Some(e.map_or(t.clone(), |e| bin(BinaryOp::Add, e, t)));
        for (atom, k) in self.terms.iter().filter(|(_, k)| *k > 0) {
            e = add(e, term(atom, *k));
        }
        if self.constant > 0 || (e.is_none() && self.constant >= 0) {
            e = add(e, int(self.constant));
        }
        let mut e = e.unwrap_or_else(|| int(0));
        for (atom, k) in self.terms.iter().filter(|(_, k)| *k < 0) {
            e = bin(BinaryOp::Sub, e, term(atom, k.wrapping_neg()));
        }
        if self.constant < 0 {
            e = bin(BinaryOp::Sub, e, int(self.constant.wrapping_neg()));
        }
        e
    }
}

/// The range `[lo, hi]` of an s64 expression, when known, given the ranges of variables
/// (loop counters, clamped indices): affine terms add up, `/` and `%` by positive constants,
/// `max` and `min` bound their results. Shared by the lowering and the row-access proof
/// (`crate::rows`).
pub(crate) fn value_range(ranges: &HashMap<Var, (i64, i64)>, e: &Expr) -> Option<(i64, i64)> {
    match bounds(ranges, e) {
        (Some(lo), Some(hi)) => Some((lo, hi)),
        _ => None,
    }
}

/// Lower and upper bounds of an s64 expression, each when known (a clamp bounds its result
/// even when its operand is unknown, as for indices read from memory).
fn bounds(ranges: &HashMap<Var, (i64, i64)>, e: &Expr) -> (Option<i64>, Option<i64>) {
    let a = Affine::of(e);
    let mut lo = Some(a.constant as i128);
    let mut hi = Some(a.constant as i128);
    for (atom, k) in &a.terms {
        let (alo, ahi) = atom_bounds(ranges, atom);
        let k = *k as i128;
        let (low, high) = if k > 0 { (alo, ahi) } else { (ahi, alo) };
        lo = lo.zip(low).map(|(x, b)| x + k * b as i128);
        hi = hi.zip(high).map(|(x, b)| x + k * b as i128);
    }
    let fit = |x: Option<i128>| x.and_then(|x| i64::try_from(x).ok());
    (fit(lo), fit(hi))
}

fn atom_bounds(ranges: &HashMap<Var, (i64, i64)>, atom: &Expr) -> (Option<i64>, Option<i64>) {
    let Expr::Binary(op, a, b) = atom else {
        return match atom {
            Expr::Var(v) => ranges
                .get(v)
                .map_or((None, None), |&(l, h)| (Some(l), Some(h))),
            _ => (None, None),
        };
    };
    let (alo, ahi) = bounds(ranges, a);
    let (blo, bhi) = bounds(ranges, b);
    let divisor = match &**b {
        Expr::Int(k, ScalarType::S64) if *k > 0 => Some(*k),
        _ => None,
    };
    let either = |x: Option<i64>, y: Option<i64>, f: fn(i64, i64) -> i64| match (x, y) {
        (Some(x), Some(y)) => Some(f(x, y)),
        (x, y) => x.or(y),
    };
    match (op, divisor) {
        (BinaryOp::Div, Some(k)) if alo >= Some(0) => (alo.map(|x| x / k), ahi.map(|x| x / k)),
        (BinaryOp::Rem, Some(k)) if alo >= Some(0) => {
            (Some(0), Some(ahi.map_or(k - 1, |h| h.min(k - 1))))
        }
        (BinaryOp::Max, _) => (
            either(alo, blo, i64::max),
            ahi.zip(bhi).map(|(x, y)| x.max(y)),
        ),
        (BinaryOp::Min, _) => (
            alo.zip(blo).map(|(x, y)| x.min(y)),
            either(ahi, bhi, i64::min),
        ),
        _ => (None, None),
    }
}

impl Lowerer<'_> {
    /// The range `[lo, hi]` of an s64 expression, when known (see [`value_range`]).
    pub fn range(&self, e: &Expr) -> Option<(i64, i64)> {
        value_range(&self.ranges, e)
    }

    pub fn ix_add(&self, a: Expr, b: Expr) -> Expr {
        Affine::of(&a).plus(&Affine::of(&b), 1).to_expr()
    }

    pub fn ix_add_const(&self, a: Expr, k: i64) -> Expr {
        self.ix_add(a, int(k))
    }

    pub fn ix_sub(&self, a: Expr, b: Expr) -> Expr {
        Affine::of(&a).plus(&Affine::of(&b), -1).to_expr()
    }

    pub fn ix_mul(&self, a: Expr, k: i64) -> Expr {
        Affine::of(&a).scaled(k).to_expr()
    }

    /// `a / k` (k > 0), cancelled against the multiples of `k` in `a` when the rest of `a`
    /// stays in `[0, k)` and `a` is not negative.
    pub fn ix_div(&self, a: Expr, k: i64) -> Expr {
        if k == 1 {
            return a;
        }
        if k <= 0 {
            // Only for empty arrays, whose indices are never evaluated.
            return int(0);
        }
        if let Some((quotient, _)) = self.split(&a, k) {
            return quotient.to_expr();
        }
        if let Some((m, q, _)) = self.radix_split(&a, k) {
            return self.ix_div(q.to_expr(), k / m);
        }
        match self.split_multiples(&a, k) {
            Some((q, rest)) => self.ix_add(q.to_expr(), self.ix_div(rest.to_expr(), k)),
            None => bin(BinaryOp::Div, a, int(k)),
        }
    }

    /// `a % k` (k > 0), simplified like [`Lowerer::ix_div`].
    pub fn ix_rem(&self, a: Expr, k: i64) -> Expr {
        if k <= 1 {
            return int(0);
        }
        if let Some((_, rest)) = self.split(&a, k) {
            return rest.to_expr();
        }
        if let Some((m, q, r)) = self.radix_split(&a, k) {
            let high = self.ix_mul(self.ix_rem(q.to_expr(), k / m), m);
            return self.ix_add(high, r.to_expr());
        }
        match self.split_multiples(&a, k) {
            Some((_, rest)) => self.ix_rem(rest.to_expr(), k),
            None => bin(BinaryOp::Rem, a, int(k)),
        }
    }

    /// `a = m·q + r` with `0 <= r < m` for a radix `m` that divides `k` (the largest such
    /// coefficient of `a`), so that `a / k = q / (k/m)` and `a % k = (q % (k/m))·m + r`:
    /// `(768·i + j) / 98304` with `j < 768` is `i / 128`.
    fn radix_split(&self, a: &Expr, k: i64) -> Option<(i64, Affine, Affine)> {
        let mut radices: Vec<i64> = Affine::of(a)
            .terms
            .iter()
            .map(|(_, c)| *c)
            .filter(|&c| c > 1 && c < k && k % c == 0)
            .collect();
        radices.sort_unstable_by(|x, y| y.cmp(x));
        radices.dedup();
        radices
            .into_iter()
            .find_map(|m| self.split(a, m).map(|(q, r)| (m, q, r)))
    }

    /// `a = k·q + rest` with `a >= 0` and `rest >= 0` (rest may exceed `k`), when `q` is not
    /// zero: then `a / k = q + rest / k` and `a % k = rest % k`.
    fn split_multiples(&self, a: &Expr, k: i64) -> Option<(Affine, Affine)> {
        let (quotient, rest) = self.separate(a, k)?;
        let (rlo, _) = self.range(&rest.to_expr())?;
        let moved = !quotient.terms.is_empty() || quotient.constant != 0;
        (moved && rlo >= 0).then_some((quotient, rest))
    }

    /// `a = k·quotient + rest` with `0 <= rest < k` and `a >= 0`, when that can be shown.
    fn split(&self, a: &Expr, k: i64) -> Option<(Affine, Affine)> {
        let (quotient, rest) = self.separate(a, k)?;
        let (rlo, rhi) = self.range(&rest.to_expr())?;
        (rlo >= 0 && rhi < k).then_some((quotient, rest))
    }

    /// `a = k·quotient + rest` for `a >= 0`: the terms of `a` whose coefficients are
    /// multiples of `k` (and the constant's multiple of `k`) in the quotient, the others in
    /// the rest; callers check the rest's range.
    fn separate(&self, a: &Expr, k: i64) -> Option<(Affine, Affine)> {
        let (lo, _) = self.range(a)?;
        if lo < 0 {
            return None;
        }
        let aff = Affine::of(a);
        let mut quotient = Affine {
            terms: Vec::new(),
            constant: aff.constant.div_euclid(k),
        };
        let mut rest = Affine {
            terms: Vec::new(),
            constant: aff.constant.rem_euclid(k),
        };
        for (atom, c) in aff.terms {
            if c % k == 0 {
                quotient.terms.push((atom, c / k));
            } else {
                rest.terms.push((atom, c));
            }
        }
        Some((quotient, rest))
    }

    /// `clamp(e, lo, hi)`, leaving out the bounds the range of `e` already satisfies (a
    /// constant when the range lies beyond one of them).
    pub fn ix_clamp(&self, e: Expr, lo: i64, hi: i64) -> Expr {
        let (elo, ehi) = self.range(&e).unwrap_or((i64::MIN, i64::MAX));
        if lo <= hi && (ehi <= lo || elo >= hi) {
            return int(if ehi <= lo { lo } else { hi });
        }
        let e = if elo >= lo {
            e
        } else {
            bin(BinaryOp::Max, e, int(lo))
        };
        if ehi <= hi {
            e
        } else {
            bin(BinaryOp::Min, e, int(hi))
        }
    }

    /// The row-major linear index of `idx` in an array of `dims`.
    pub fn linearize(&self, idx: &[Expr], dims: &[i64]) -> Expr {
        let mut lin = int(0);
        for (i, d) in idx.iter().zip(dims) {
            lin = self.ix_add(self.ix_mul(lin, *d), i.clone());
        }
        lin
    }

    /// The index in an array of `dims` of row-major linear index `lin`.
    pub fn delinearize(&self, lin: Expr, dims: &[i64]) -> Vec<Expr> {
        let mut stride = 1i64;
        let mut out = vec![int(0); dims.len()];
        for (d, &size) in dims.iter().enumerate().rev() {
            let q = self.ix_div(lin.clone(), stride);
            out[d] = if d == 0 { q } else { self.ix_rem(q, size) };
            stride = stride.saturating_mul(size);
        }
        out
    }
}

impl Lowerer<'_> {
    /// Checks that every load and store index provably stays inside its buffer, from the
    /// ranges of loop variables and clamped indices. Bodies of empty loops never run and are
    /// not checked.
    pub fn check_bounds(&self, stmts: &[Stmt]) -> Result<(), String> {
        for stmt in stmts {
            match stmt {
                Stmt::Loop { extent, body, .. } if *extent > 0 => self.check_bounds(body)?,
                Stmt::Loop { .. } => {}
                Stmt::Assign { value, .. } => self.check_loads(value)?,
                Stmt::Store {
                    buffer,
                    index,
                    value,
                } => {
                    self.check_index(*buffer, index)?;
                    self.check_loads(index)?;
                    self.check_loads(value)?;
                }
            }
        }
        Ok(())
    }

    fn check_loads(&self, e: &Expr) -> Result<(), String> {
        match e {
            Expr::Var(_) | Expr::Int(..) | Expr::Float(..) => Ok(()),
            Expr::Load { buffer, index } => {
                self.check_index(*buffer, index)?;
                self.check_loads(index)
            }
            Expr::Unary(_, x) | Expr::Convert(_, x) | Expr::Bitcast(_, x) => self.check_loads(x),
            Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => {
                self.check_loads(a)?;
                self.check_loads(b)
            }
            Expr::Select(c, a, b) | Expr::Fma(c, a, b) => {
                self.check_loads(c)?;
                self.check_loads(a)?;
                self.check_loads(b)
            }
        }
    }

    fn check_index(&self, buffer: u32, index: &Expr) -> Result<(), String> {
        let count = self
            .kernel
            .buffers
            .get(buffer as usize)
            .map_or(0, |b| b.element_count());
        match self.range(index) {
            Some((lo, hi)) if lo >= 0 && hi < count => Ok(()),
            r => Err(format!(
                "cannot show that index {index:?} (range {r:?}) stays inside buffer {buffer} of {count} elements"
            )),
        }
    }
}
