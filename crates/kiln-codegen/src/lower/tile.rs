//! Cache tiling of loop nests that transpose.
//!
//! The output nest runs its last dimension innermost, so stores are contiguous. When an
//! input is read with a large stride along that dimension but contiguously (or nearly) along
//! another output dimension `j` (a transpose, possibly through reshapes or a strided slice),
//! every load of the innermost loop touches a new cache line, and the line is used again only
//! one whole row of `j` later, long after it left the cache. Tiling `j` and the last
//! dimension by [`TILES`] reads each input line for a whole tile while it is in L1:
//!
//! ```text
//! for (other dimensions) { for jb { for lb { for ji in 0..T { for li in 0..T (vector) {
//!     out[.., jb·T + ji, .., lb·T + li] = ..
//! }}}}}
//! ```
//!
//! The decision reads the loads of a trial (untiled) nest: their index's coefficient for each
//! loop variable, seen through the nest's assignments. Only a perfect nest (no reduction loop
//! inside, which tiling would recompute per tile) is tiled. Every tile is whole: each of the
//! two dimensions gets the largest of [`TILES`] that divides it, else its whole extent when
//! that is short (the nest is then only reordered, so that the two dimensions are innermost),
//! else its largest divisor in `16..=64`; an extent with none of these is not tiled.

use crate::kir::{BinaryOp, Expr, Stmt, Var};
use std::collections::HashMap;

/// Tile sizes tried, largest first (16 floats are one cache line).
pub(super) const TILES: [i64; 2] = [32, 16];
/// Extents up to this are taken whole when no tile divides them.
const WHOLE: i64 = 64;
/// A load whose index steps at least this many elements per innermost iteration reads a new
/// cache line each time.
const FAR: i64 = 16;

/// The output dimension to tile with the last one and the tile sizes of the two, from the
/// trial nest `nest` whose loop variables are `vars` (one per output dimension, `None` for
/// extent 1).
pub(super) fn choose(nest: &Stmt, vars: &[Option<Var>], dims: &[i64]) -> Option<(usize, [i64; 2])> {
    let rank = dims.len();
    let inner = (*vars.last()?)?;
    let mut defs = HashMap::new();
    let mut loads = Vec::new();
    if !perfect_nest(nest, vars.iter().flatten().count(), &mut defs, &mut loads) {
        return None;
    }
    let mut best: Option<(i64, usize)> = None;
    for index in loads {
        let coef = |v: Var| {
            Coefficient {
                var: v,
                defs: &defs,
            }
            .of(index)
        };
        let far = coef(inner).is_none_or(|c| c.abs() >= FAR);
        if !far {
            continue;
        }
        for (j, v) in vars.iter().enumerate().take(rank - 1) {
            let Some(v) = v else { continue };
            if let Some(c) = coef(*v).map(i64::abs).filter(|&c| c > 0 && c < FAR) {
                if best.is_none_or(|(b, _)| c < b) {
                    best = Some((c, j));
                }
            }
        }
    }
    let (_, j) = best?;
    Some((j, [tile_for(dims[j])?, tile_for(dims[rank - 1])?]))
}

/// The tile for a dimension of extent `n` (see the module comment).
fn tile_for(n: i64) -> Option<i64> {
    TILES
        .into_iter()
        .find(|&t| n % t == 0)
        .or_else(|| (n <= WHOLE).then_some(n))
        .or_else(|| (16..=WHOLE).rev().find(|&t| n % t == 0))
}

/// Whether `s` is `depth` loops nested one in another with only assignments and stores
/// besides; collects the assignments and the load indices.
fn perfect_nest<'a>(
    s: &'a Stmt,
    depth: usize,
    defs: &mut HashMap<Var, &'a Expr>,
    loads: &mut Vec<&'a Expr>,
) -> bool {
    let Stmt::Loop { body, .. } = s else {
        return false;
    };
    let mut inner = None;
    for s in body {
        match s {
            Stmt::Loop { .. } if inner.is_none() && depth > 1 => inner = Some(s),
            Stmt::Loop { .. } => return false,
            Stmt::Assign { var, value } => {
                if defs.insert(*var, value).is_some() {
                    return false;
                }
                collect_loads(value, loads);
            }
            Stmt::Store { index, value, .. } => {
                collect_loads(index, loads);
                collect_loads(value, loads);
            }
        }
    }
    match inner {
        Some(s) => perfect_nest(s, depth - 1, defs, loads),
        None => depth == 1,
    }
}

fn collect_loads<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>) {
    match e {
        Expr::Load { index, .. } => {
            out.push(index);
            collect_loads(index, out);
        }
        Expr::Var(_) | Expr::Int(..) | Expr::Float(..) => {}
        Expr::Unary(_, x) | Expr::Convert(_, x) | Expr::Bitcast(_, x) => collect_loads(x, out),
        Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => {
            collect_loads(a, out);
            collect_loads(b, out);
        }
        Expr::Select(a, b, c) | Expr::Fma(a, b, c) => {
            for x in [a, b, c] {
                collect_loads(x, out);
            }
        }
    }
}

/// The coefficient of `var` in an s64 index expression, seeing through assignments: `Some(k)`
/// when the expression is `k·var + (terms without var)`, `None` when it is not affine in it.
struct Coefficient<'a> {
    var: Var,
    defs: &'a HashMap<Var, &'a Expr>,
}

impl Coefficient<'_> {
    fn of(&self, e: &Expr) -> Option<i64> {
        match e {
            Expr::Var(v) if *v == self.var => Some(1),
            Expr::Var(v) => self.defs.get(v).map_or(Some(0), |d| self.of(d)),
            Expr::Int(..) | Expr::Float(..) => Some(0),
            Expr::Binary(BinaryOp::Add, a, b) => self.of(a)?.checked_add(self.of(b)?),
            Expr::Binary(BinaryOp::Sub, a, b) => self.of(a)?.checked_sub(self.of(b)?),
            Expr::Binary(BinaryOp::Mul, a, b) => match (&**a, &**b) {
                (x, Expr::Int(k, _)) | (Expr::Int(k, _), x) => self.of(x)?.checked_mul(*k),
                _ => (self.of(a)? == 0 && self.of(b)? == 0).then_some(0),
            },
            _ => (!self.depends(e)).then_some(0),
        }
    }

    fn depends(&self, e: &Expr) -> bool {
        match e {
            Expr::Var(v) => *v == self.var || self.defs.get(v).is_some_and(|d| self.depends(d)),
            Expr::Int(..) | Expr::Float(..) => false,
            Expr::Load { index: x, .. }
            | Expr::Unary(_, x)
            | Expr::Convert(_, x)
            | Expr::Bitcast(_, x) => self.depends(x),
            Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => {
                self.depends(a) || self.depends(b)
            }
            Expr::Select(a, b, c) | Expr::Fma(a, b, c) => {
                self.depends(a) || self.depends(b) || self.depends(c)
            }
        }
    }
}
