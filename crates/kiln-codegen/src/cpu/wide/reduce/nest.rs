//! The loop nest of a blocked row reduction (`lower::reduce_blocks`, `fold_lanes` inside a
//! loop over whole blocks), recognized so that the emitter can call the row helper instead:
//!
//! ```text
//! for k in 0..blocks {
//!     b = id
//!     for j in 0..4 {
//!         q_0 = id; q_1 = id; q_2 = id; q_3 = id
//!         for s in 0..8 { q_g = q_g ⊕ x[first + 128·k + j + 16·s + 4·g] (g < 4) }
//!         b = b ⊕ (((q_0 ⊕ q_1) ⊕ q_2) ⊕ q_3)
//!     }
//!     acc = acc ⊕ b
//! }
//!   ─► acc = row_⊕_f32(&x[first], blocks, acc)
//! ```
//!
//! with `x` an f32 buffer, `⊕` an f32 add, maximum or minimum, `id` its identity, loads
//! either inline or through temporaries, and the partial sums through temporaries or not.
//! Lane `j + 4g` of a block folds its terms `j + 4g + 16s` in order; that is the helper's
//! order exactly (`super`). Only `acc` may be read after the nest: every variable the nest
//! assigns, and its loop variables, are read nowhere else in the kernel, since the helper
//! leaves them unset.

use super::RowOp;
use crate::cpu::emit::{FnEmitter, Res};
use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, Stmt, Var};
use cranelift_codegen::ir::{types, InstBuilder};
use std::collections::HashMap;

/// A recognized row-reduction nest (see the module comment).
pub(in crate::cpu) struct RowNest {
    op: RowOp,
    buffer: u32,
    /// The index of the first term, in the block, lane and step loop variables (zero there).
    first: Expr,
    loop_vars: [Var; 3],
    blocks: i64,
    acc: Var,
}

/// Recognizes `for var in 0..extent { body }` as a row-reduction nest of kernel `k`.
pub(in crate::cpu) fn recognize(
    k: &Kernel,
    var: Var,
    extent: i64,
    body: &[Stmt],
) -> Option<RowNest> {
    let [Stmt::Assign {
        var: block,
        value: Expr::Float(init, ScalarType::F32),
    }, Stmt::Loop {
        var: lane,
        extent: 4,
        body: lane_body,
        ..
    }, Stmt::Assign {
        var: acc,
        value: Expr::Binary(bop, acc_in, block_in),
    }] = body
    else {
        return None;
    };
    let op = RowOp::from_binary(*bop)?;
    let f32_var = |v: Var| k.var_type(v) == ScalarType::F32;
    if **acc_in != Expr::Var(*acc)
        || **block_in != Expr::Var(*block)
        || !is_identity(*init, op)
        || !f32_var(*block)
        || !f32_var(*acc)
        || extent < 1
    {
        return None;
    }
    let [c0, c1, c2, c3, Stmt::Loop {
        var: step,
        extent: 8,
        body: step_body,
        ..
    }, tree @ ..] = lane_body.as_slice()
    else {
        return None;
    };
    let mut chains = Vec::new();
    for c in [c0, c1, c2, c3] {
        match c {
            Stmt::Assign {
                var: q,
                value: Expr::Float(v, ScalarType::F32),
            } if is_identity(*v, op) && f32_var(*q) => chains.push(*q),
            _ => return None,
        }
    }
    let mut inner = vec![*block];
    inner.extend(&chains);
    let loads = chain_loads(k, step_body, *bop, &chains, &mut inner)?;
    let loop_vars = [var, *lane, *step];
    let mut assigned = Vec::new();
    assigned_vars(body, &mut assigned);
    assigned.retain(|v| !loop_vars.contains(v));
    let (buffer, first, order) = check_indices(&loads, &loop_vars, extent, &assigned)?;
    let ordered: Vec<Var> = order.iter().map(|&c| chains[c]).collect();
    check_tree(tree, *bop, *block, &ordered, &mut inner)?;
    let mut owned = inner;
    owned.extend(loop_vars);
    if owned.contains(acc) || !distinct(&owned) || !read_only_inside(k, body, &owned) {
        return None;
    }
    Some(RowNest {
        op,
        buffer,
        first,
        loop_vars,
        blocks: extent,
        acc: *acc,
    })
}

fn is_identity(v: f64, op: RowOp) -> bool {
    (v as f32).to_bits() == op.identity().to_bits()
}

/// For each chain (in `chains` order), the buffer and index (temporaries substituted) of the
/// term the step body folds into it: `q = q ⊕ load`, the only assignment to `q`. Every other
/// statement assigns a temporary (added to `inner`).
fn chain_loads(
    k: &Kernel,
    step_body: &[Stmt],
    op: BinaryOp,
    chains: &[Var],
    inner: &mut Vec<Var>,
) -> Option<Vec<(u32, Expr)>> {
    let mut temps: HashMap<Var, Expr> = HashMap::new();
    let mut loads: Vec<Option<(u32, Expr)>> = vec![None; chains.len()];
    for s in step_body {
        let Stmt::Assign { var, value } = s else {
            return None;
        };
        let value = substitute(value, &temps);
        if let Some(c) = chains.iter().position(|q| q == var) {
            let Expr::Binary(o, q, x) = value else {
                return None;
            };
            let Expr::Load { buffer, index } = *x else {
                return None;
            };
            if o != op || *q != Expr::Var(*var) || loads[c].is_some() {
                return None;
            }
            if k.buffers.get(buffer as usize)?.ty != ScalarType::F32 {
                return None;
            }
            loads[c] = Some((buffer, *index));
        } else {
            if temps.contains_key(var) || inner.contains(var) {
                return None;
            }
            inner.push(*var);
            temps.insert(*var, value);
        }
    }
    loads.into_iter().collect()
}

/// Checks that the chains' terms are `first + 128·k + j + 16·s + 4·g` in one buffer, for a
/// `first` that does not depend on the nest (reads none of the `assigned` variables), and
/// some order of the chains `g`. Returns the buffer, chain 0's index and the chains by `g`.
fn check_indices(
    loads: &[(u32, Expr)],
    loop_vars: &[Var; 3],
    blocks: i64,
    assigned: &[Var],
) -> Option<(u32, Expr, Vec<usize>)> {
    let buffer = loads.first()?.0;
    let mut forms = Vec::new();
    for (b, index) in loads {
        if *b != buffer || assigned.iter().any(|&v| mentions(index, v)) {
            return None;
        }
        let mut form = Linear::default();
        form.add(index, 1)?;
        for (v, want) in loop_vars.iter().zip([BLOCK, 1, LANES]) {
            let coefficient = form.take(&Expr::Var(*v));
            // The block loop's variable is always 0 over one block.
            if coefficient != want && !(*v == loop_vars[0] && blocks == 1) {
                return None;
            }
        }
        if form
            .terms
            .iter()
            .any(|(e, _)| loop_vars.iter().any(|&v| mentions(e, v)))
        {
            return None;
        }
        forms.push(form);
    }
    let base = forms.iter().map(|f| f.constant).min()?;
    let mut order = vec![usize::MAX; forms.len()];
    for (c, f) in forms.iter().enumerate() {
        let g = (f.constant - base) / 4;
        let slot = order.get_mut(g as usize)?;
        if (f.constant - base) % 4 != 0 || *slot != usize::MAX || !f.same_terms(&forms[0]) {
            return None;
        }
        *slot = c;
    }
    Some((buffer, loads[order[0]].1.clone(), order))
}

const BLOCK: i64 = 128;
const LANES: i64 = 16;

/// Checks that `tree` assigns temporaries (added to `inner`) and ends with
/// `block = block ⊕ (((q_0 ⊕ q_1) ⊕ q_2) ⊕ q_3)` for `ordered` chains `q_g`.
fn check_tree(
    tree: &[Stmt],
    op: BinaryOp,
    block: Var,
    ordered: &[Var],
    inner: &mut Vec<Var>,
) -> Option<()> {
    let (last, temps_stmts) = tree.split_last()?;
    let mut temps: HashMap<Var, Expr> = HashMap::new();
    for s in temps_stmts {
        let Stmt::Assign { var, value } = s else {
            return None;
        };
        if temps.contains_key(var) || inner.contains(var) {
            return None;
        }
        let value = substitute(value, &temps);
        inner.push(*var);
        temps.insert(*var, value);
    }
    let Stmt::Assign {
        var,
        value: Expr::Binary(o, b, sum),
    } = last
    else {
        return None;
    };
    let bin = |a: Expr, b: Expr| Expr::Binary(op, Box::new(a), Box::new(b));
    let mut want = Expr::Var(*ordered.first()?);
    for &q in &ordered[1..] {
        want = bin(want, Expr::Var(q));
    }
    let ok =
        *var == block && *o == op && **b == Expr::Var(block) && substitute(sum, &temps) == want;
    ok.then_some(())
}

/// `e` with the temporaries replaced by their values.
fn substitute(e: &Expr, temps: &HashMap<Var, Expr>) -> Expr {
    let sub = |x: &Expr| Box::new(substitute(x, temps));
    match e {
        Expr::Var(v) => temps.get(v).cloned().unwrap_or(Expr::Var(*v)),
        Expr::Int(..) | Expr::Float(..) => e.clone(),
        Expr::Load { buffer, index } => Expr::Load {
            buffer: *buffer,
            index: sub(index),
        },
        Expr::Unary(op, x) => Expr::Unary(*op, sub(x)),
        Expr::Binary(op, a, b) => Expr::Binary(*op, sub(a), sub(b)),
        Expr::Cmp {
            op,
            total_order,
            lhs,
            rhs,
        } => Expr::Cmp {
            op: *op,
            total_order: *total_order,
            lhs: sub(lhs),
            rhs: sub(rhs),
        },
        Expr::Select(c, a, b) => Expr::Select(sub(c), sub(a), sub(b)),
        Expr::Fma(a, b, c) => Expr::Fma(sub(a), sub(b), sub(c)),
        Expr::Convert(t, x) => Expr::Convert(*t, sub(x)),
        Expr::Bitcast(t, x) => Expr::Bitcast(*t, sub(x)),
    }
}

/// An s64 index as `Σ coefficient·term + constant` (terms: whatever is not a sum, a
/// difference, a product with a constant or a constant).
#[derive(Default)]
struct Linear {
    terms: Vec<(Expr, i64)>,
    constant: i64,
}

impl Linear {
    /// Adds `scale · e`; `None` on overflow.
    fn add(&mut self, e: &Expr, scale: i64) -> Option<()> {
        match e {
            Expr::Int(c, _) => self.constant = self.constant.checked_add(c.checked_mul(scale)?)?,
            Expr::Binary(BinaryOp::Add, a, b) => {
                self.add(a, scale)?;
                self.add(b, scale)?;
            }
            Expr::Binary(BinaryOp::Sub, a, b) => {
                self.add(a, scale)?;
                self.add(b, scale.checked_neg()?)?;
            }
            Expr::Binary(BinaryOp::Mul, a, b) if matches!(**b, Expr::Int(..)) => {
                let Expr::Int(c, _) = **b else { return None };
                self.add(a, scale.checked_mul(c)?)?;
            }
            Expr::Binary(BinaryOp::Mul, a, b) if matches!(**a, Expr::Int(..)) => {
                let Expr::Int(c, _) = **a else { return None };
                self.add(b, scale.checked_mul(c)?)?;
            }
            _ => match self.terms.iter_mut().find(|(t, _)| t == e) {
                Some((_, c)) => *c = c.checked_add(scale)?,
                None => self.terms.push((e.clone(), scale)),
            },
        }
        self.terms.retain(|&(_, c)| c != 0);
        Some(())
    }

    /// Removes `term`; returns its coefficient (0 when absent).
    fn take(&mut self, term: &Expr) -> i64 {
        match self.terms.iter().position(|(t, _)| t == term) {
            Some(i) => self.terms.remove(i).1,
            None => 0,
        }
    }

    fn same_terms(&self, other: &Linear) -> bool {
        self.terms.len() == other.terms.len() && self.terms.iter().all(|t| other.terms.contains(t))
    }
}

fn mentions(e: &Expr, v: Var) -> bool {
    match e {
        Expr::Var(x) => *x == v,
        Expr::Int(..) | Expr::Float(..) => false,
        Expr::Load { index: x, .. }
        | Expr::Unary(_, x)
        | Expr::Convert(_, x)
        | Expr::Bitcast(_, x) => mentions(x, v),
        Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => {
            mentions(a, v) || mentions(b, v)
        }
        Expr::Select(a, b, c) | Expr::Fma(a, b, c) => {
            mentions(a, v) || mentions(b, v) || mentions(c, v)
        }
    }
}

/// Every variable `stmts` assign, loop variables included.
fn assigned_vars(stmts: &[Stmt], out: &mut Vec<Var>) {
    for s in stmts {
        match s {
            Stmt::Loop { var, body, .. } => {
                out.push(*var);
                assigned_vars(body, out);
            }
            Stmt::Assign { var, .. } => out.push(*var),
            Stmt::Store { .. } => {}
        }
    }
}

fn distinct(vars: &[Var]) -> bool {
    vars.iter()
        .enumerate()
        .all(|(i, v)| !vars[i + 1..].contains(v))
}

/// Whether every read of `vars` in kernel `k` is inside `nest`.
fn read_only_inside(k: &Kernel, nest: &[Stmt], vars: &[Var]) -> bool {
    let (mut all, mut inside) = (HashMap::new(), HashMap::new());
    count_reads(&k.body, &mut all);
    count_reads(nest, &mut inside);
    vars.iter().all(|v| all.get(v) == inside.get(v))
}

fn count_reads(stmts: &[Stmt], counts: &mut HashMap<Var, usize>) {
    fn expr(e: &Expr, counts: &mut HashMap<Var, usize>) {
        match e {
            Expr::Var(v) => *counts.entry(*v).or_default() += 1,
            Expr::Int(..) | Expr::Float(..) => {}
            Expr::Load { index: x, .. }
            | Expr::Unary(_, x)
            | Expr::Convert(_, x)
            | Expr::Bitcast(_, x) => expr(x, counts),
            Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => {
                expr(a, counts);
                expr(b, counts);
            }
            Expr::Select(a, b, c) | Expr::Fma(a, b, c) => {
                expr(a, counts);
                expr(b, counts);
                expr(c, counts);
            }
        }
    }
    for s in stmts {
        match s {
            Stmt::Loop { body, .. } => count_reads(body, counts),
            Stmt::Assign { value, .. } => expr(value, counts),
            Stmt::Store { index, value, .. } => {
                expr(index, counts);
                expr(value, counts);
            }
        }
    }
}

impl FnEmitter<'_, '_> {
    /// Emits `nest` as one call of its row helper: `acc = helper(&x[first], blocks, acc)`.
    pub(in crate::cpu) fn row_reduce(&mut self, nest: &RowNest) -> Res<()> {
        let zero = self.b.ins().iconst(types::I64, 0);
        let saved: Vec<_> = nest
            .loop_vars
            .iter()
            .map(|v| self.lane_vars[v.0 as usize].replace(zero))
            .collect();
        let first = self.expr(&nest.first);
        for (v, s) in nest.loop_vars.iter().zip(saved) {
            self.lane_vars[v.0 as usize] = s;
        }
        let addr = self.elem_addr(nest.buffer, first?.0);
        let blocks = self.b.ins().iconst(types::I64, nest.blocks);
        let acc = self.var_value(nest.acc);
        let result = self.call_helper(nest.op.helper(), &[addr, blocks, acc]);
        self.b.def_var(self.vars[nest.acc.0 as usize], result);
        Ok(())
    }

    /// Whether `acc` may be assigned by [`FnEmitter::row_reduce`] (it is not a vector
    /// lane's value).
    pub(in crate::cpu) fn can_row_reduce(&self, nest: &RowNest) -> bool {
        self.lane_vars[nest.acc.0 as usize].is_none()
    }
}
