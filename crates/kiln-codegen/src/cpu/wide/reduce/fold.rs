//! A loop that only folds contiguous f32 terms (or f16/bf16 ones, widened as they are read)
//! into one maximum or minimum: a row of at most one block, which `lower::reduce_blocks`
//! leaves as a plain loop (softmax's row max):
//!
//! ```text
//! for i in 0..n { t = x[first + i]; acc = acc ⊕ t }   ─►   acc = fold_⊕_f32(&x[first], n, acc)
//! ```
//!
//! with `⊕` XLA's f32 maximum or minimum (either operand order), the load inline or through
//! temporaries, `first` free of the loop. Both give the same bits in any order (NaN payloads
//! aside), so the helper folds the terms sixteen at a time in independent chains of integer
//! keys (`super::x86::extreme`), where the vector loop runs one chain of f32x4
//! compare-and-blend. Only `acc` may be read after the loop: the loop variable and the
//! temporaries are read nowhere else in the kernel, since the helper leaves them unset.

use super::nest::{assigned_vars, distinct, read_only_inside, substitute, Linear};
use super::RowOp;
use crate::cpu::emit::{FnEmitter, Res};
use crate::kir::{Expr, Kernel, ScalarType, Stmt, Var};
use cranelift_codegen::ir::{types, InstBuilder};
use std::collections::HashMap;

/// A recognized fold (see the module comment).
pub(in crate::cpu) struct RowFold {
    op: RowOp,
    buffer: u32,
    /// The load's index; at the row's first term when `var` is zero.
    index: Expr,
    var: Var,
    terms: i64,
    acc: Var,
}

/// Recognizes `for var in 0..extent { body }` as a max/min fold of contiguous f32 terms of
/// kernel `k`.
pub(in crate::cpu) fn recognize(
    k: &Kernel,
    var: Var,
    extent: i64,
    body: &[Stmt],
) -> Option<RowFold> {
    let (update, temps_stmts) = body.split_last()?;
    let Stmt::Assign {
        var: acc,
        value: Expr::Binary(bop, lhs, rhs),
    } = update
    else {
        return None;
    };
    let op = RowOp::from_binary(*bop).filter(|&op| op != RowOp::Add)?;
    let mut temps: HashMap<Var, Expr> = HashMap::new();
    let mut owned = vec![var];
    for s in temps_stmts {
        let Stmt::Assign { var: t, value } = s else {
            return None;
        };
        let value = substitute(value, &temps);
        if temps.insert(*t, value).is_some() {
            return None;
        }
        owned.push(*t);
    }
    let term = match (substitute(lhs, &temps), substitute(rhs, &temps)) {
        (Expr::Var(a), term) | (term, Expr::Var(a)) if a == *acc => term,
        _ => return None,
    };
    let Expr::Load { buffer, index } = term else {
        return None;
    };
    super::term_type(k.buffers.get(buffer as usize)?.ty)?;
    let mut assigned = Vec::new();
    assigned_vars(body, &mut assigned);
    if k.var_type(*acc) != ScalarType::F32
        || extent < 1
        || owned.contains(acc)
        || !distinct(&owned)
        || assigned.iter().any(|&v| v != var && index.mentions(v))
        || !contiguous(&index, var)
        || !read_only_inside(k, body, &owned)
    {
        return None;
    }
    Some(RowFold {
        op,
        buffer,
        index: *index,
        var,
        terms: extent,
        acc: *acc,
    })
}

/// Whether `index` is `first + var` with `first` free of `var`.
fn contiguous(index: &Expr, var: Var) -> bool {
    let mut form = Linear::default();
    if form.add(index, 1).is_none() || form.take(&Expr::Var(var)) != 1 {
        return false;
    }
    !form.terms.iter().any(|(e, _)| e.mentions(var))
}

impl FnEmitter<'_, '_> {
    /// Emits `fold` as one helper call: `acc = fold_⊕_f32(&x[first], n, acc)`.
    pub(in crate::cpu) fn row_fold(&mut self, fold: &RowFold) -> Res<()> {
        let ty = super::term_type(self.k.buffers[fold.buffer as usize].ty);
        let helper = ty
            .and_then(|ty| fold.op.fold_helper(ty))
            .ok_or_else(|| "internal: a row fold of a sum, or of other terms".to_string())?;
        let zero = self.b.ins().iconst(types::I64, 0);
        let saved = self.lane_vars[fold.var.0 as usize].replace(zero);
        let first = self.expr(&fold.index);
        self.lane_vars[fold.var.0 as usize] = saved;
        let addr = self.elem_addr(fold.buffer, first?.0);
        let terms = self.b.ins().iconst(types::I64, fold.terms);
        let acc = self.var_value(fold.acc);
        let result = self.call_helper(helper, &[addr, terms, acc]);
        self.b.def_var(self.vars[fold.acc.0 as usize], result);
        Ok(())
    }

    /// Whether `acc` may be assigned by [`FnEmitter::row_fold`] (it is not a vector lane's
    /// value).
    pub(in crate::cpu) fn can_row_fold(&self, fold: &RowFold) -> bool {
        self.lane_vars[fold.acc.0 as usize].is_none()
    }
}
