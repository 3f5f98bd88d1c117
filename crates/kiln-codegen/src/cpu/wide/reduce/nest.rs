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
//! with `x` an f32, f16 or bf16 buffer (the last two widened as they are read), `⊕` an f32 add, maximum or minimum, `id` its identity, loads
//! either inline or through temporaries, and the partial sums through temporaries or not.
//! A term may also be f32 arithmetic on such loads (each at the term's position, from any
//! buffer) and on values that do not depend on the nest, the same for every chain but for
//! `g`: `super::terms` computes those with a tile program when it pays.
//! Lane `j + 4g` of a block folds its terms `j + 4g + 16s` in order; that is the helper's
//! order exactly (`super`). Only `acc` may be read after the nest: every variable the nest
//! assigns, and its loop variables, are read nowhere else in the kernel, since the helper
//! leaves them unset.

use super::RowOp;
use crate::cpu::emit::{FnEmitter, Res};
use crate::cpu::helpers::Helper;
use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, Stmt, Var};
use cranelift_codegen::ir::{types, InstBuilder, Value};
use std::collections::HashMap;

/// A recognized row-reduction nest (see the module comment).
pub(in crate::cpu) struct RowNest {
    pub(super) op: RowOp,
    /// The first lane's term: a load, or f32 arithmetic on loads (see `super::terms`), in the
    /// block, lane and step loop variables (zero at the row's first term).
    pub(super) term: Expr,
    pub(super) loop_vars: [Var; 3],
    pub(super) blocks: i64,
    pub(super) acc: Var,
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
    let terms = chain_terms(step_body, *bop, &chains, &mut inner)?;
    let loop_vars = [var, *lane, *step];
    let mut assigned = Vec::new();
    assigned_vars(body, &mut assigned);
    assigned.retain(|v| !loop_vars.contains(v));
    let order = check_terms(k, &terms, &loop_vars, extent, &assigned)?;
    let ordered: Vec<Var> = order.iter().map(|&c| chains[c]).collect();
    check_tree(tree, *bop, *block, &ordered, &mut inner)?;
    let mut owned = inner;
    owned.extend(loop_vars);
    if owned.contains(acc) || !distinct(&owned) || !read_only_inside(k, body, &owned) {
        return None;
    }
    let term = terms[order[0]].clone();
    let squares = op == RowOp::Add && squares(k, &term, &loop_vars).is_some();
    if !matches!(term, Expr::Load { .. })
        && !squares
        && super::terms::translate(k, &term, &loop_vars).is_none()
    {
        return None;
    }
    Some(RowNest {
        op,
        term,
        loop_vars,
        blocks: extent,
        acc: *acc,
    })
}

/// `term` as `(x - c) * (x - c)` or `x * x`: the load of `x` (at the term's position, f32,
/// f16 or bf16) and `c` (an f32 value that does not depend on the nest), if any.
pub(super) fn squares<'e>(
    k: &Kernel,
    term: &'e Expr,
    loop_vars: &[Var; 3],
) -> Option<(&'e Expr, Option<&'e Expr>)> {
    let Expr::Binary(BinaryOp::Mul, a, b) = term else {
        return None;
    };
    if a != b {
        return None;
    }
    let (load, c) = match &**a {
        Expr::Binary(BinaryOp::Sub, x, c) => (&**x, Some(&**c)),
        x => (x, None),
    };
    let Expr::Load { buffer, index } = load else {
        return None;
    };
    super::term_type(k.buffers.get(*buffer as usize)?.ty)?;
    let moves = |e: &Expr| loop_vars.iter().any(|&v| e.mentions(v));
    let invariant = c.is_none_or(|c| !moves(c) && k.type_of(c) == ScalarType::F32);
    (moves(index) && invariant).then_some((load, c))
}

fn is_identity(v: f64, op: RowOp) -> bool {
    (v as f32).to_bits() == op.identity().to_bits()
}

/// For each chain (in `chains` order), the term (temporaries substituted) the step body folds
/// into it: `q = q ⊕ term`, the only assignment to `q`. Every other statement assigns a
/// temporary (added to `inner`).
fn chain_terms(
    step_body: &[Stmt],
    op: BinaryOp,
    chains: &[Var],
    inner: &mut Vec<Var>,
) -> Option<Vec<Expr>> {
    let mut temps: HashMap<Var, Expr> = HashMap::new();
    let mut terms: Vec<Option<Expr>> = vec![None; chains.len()];
    for s in step_body {
        let Stmt::Assign { var, value } = s else {
            return None;
        };
        let value = substitute(value, &temps);
        if let Some(c) = chains.iter().position(|q| q == var) {
            let Expr::Binary(o, q, x) = value else {
                return None;
            };
            if o != op || *q != Expr::Var(*var) || terms[c].is_some() {
                return None;
            }
            terms[c] = Some(*x);
        } else {
            if temps.contains_key(var) || inner.contains(var) {
                return None;
            }
            inner.push(*var);
            temps.insert(*var, value);
        }
    }
    terms.into_iter().collect()
}

/// The loads of `e` in evaluation order.
fn loads_of<'e>(e: &'e Expr, out: &mut Vec<(u32, &'e Expr)>) {
    match e {
        Expr::Load { buffer, index } => out.push((*buffer, index)),
        _ => e.operands().for_each(|x| loads_of(x, out)),
    }
}

/// `e` with every load's index replaced by 0: the shape the chains' terms share.
fn without_indices(e: &Expr) -> Expr {
    match e {
        Expr::Load { buffer, .. } => Expr::Load {
            buffer: *buffer,
            index: Box::new(Expr::Int(0, ScalarType::S64)),
        },
        _ => e.map_operands(without_indices),
    }
}

/// Checks that the chains' terms are one function of f32 loads at
/// `first + 128·k + j + 16·s + 4·g` (one `first` per load, independent of the nest: reading
/// none of the `assigned` variables), the same function for every chain but for `g`, over
/// values that do not depend on the nest. Returns the chains by `g`.
fn check_terms(
    k: &Kernel,
    terms: &[Expr],
    loop_vars: &[Var; 3],
    blocks: i64,
    assigned: &[Var],
) -> Option<Vec<usize>> {
    let shape = without_indices(terms.first()?);
    let mut offsets = Vec::new();
    let mut firsts: Vec<Vec<Linear>> = Vec::new();
    for term in terms {
        if without_indices(term) != shape
            || assigned.iter().any(|&v| term.mentions(v))
            || loop_vars.iter().any(|&v| shape.mentions(v))
        {
            return None;
        }
        let mut loads = Vec::new();
        loads_of(term, &mut loads);
        // Loads whose index has none of the loop variables are values of the row.
        loads.retain(|(_, index)| loop_vars.iter().any(|&v| index.mentions(v)));
        let mut forms = Vec::new();
        for (buffer, index) in loads {
            // f16/bf16 loads only as a plain load term (`super::terms` takes f32 streams).
            super::term_type(k.buffers.get(buffer as usize)?.ty)?;
            forms.push(lane_form(index, loop_vars, blocks)?);
        }
        // The chain's offset: its first load's, which all its loads share.
        let offset = forms.first()?.constant;
        let mut rest = Vec::new();
        for mut f in forms {
            f.constant -= offset;
            rest.push(f);
        }
        offsets.push(offset);
        firsts.push(rest);
    }
    let base = *offsets.iter().min()?;
    let mut order = vec![usize::MAX; terms.len()];
    for (c, &offset) in offsets.iter().enumerate() {
        let g = (offset - base) / 4;
        let slot = order.get_mut(g as usize)?;
        let same = firsts[c].len() == firsts[0].len()
            && firsts[c]
                .iter()
                .zip(&firsts[0])
                .all(|(a, b)| a.constant == b.constant && a.same_terms(b));
        if (offset - base) % 4 != 0 || *slot != usize::MAX || !same {
            return None;
        }
        *slot = c;
    }
    Some(order)
}

/// The index as `first + 128·k + j + 16·s` with `first` free of the loop variables: the
/// linear form of `first`.
fn lane_form(index: &Expr, loop_vars: &[Var; 3], blocks: i64) -> Option<Linear> {
    let mut form = Linear::default();
    form.add(index, 1)?;
    for (v, want) in loop_vars.iter().zip([BLOCK, 1, LANES]) {
        let coefficient = form.take(&Expr::Var(*v));
        // The block loop's variable is always 0 over one block.
        if coefficient != want && !(*v == loop_vars[0] && blocks == 1) {
            return None;
        }
    }
    let free = !form
        .terms
        .iter()
        .any(|(e, _)| loop_vars.iter().any(|&v| e.mentions(v)));
    free.then_some(form)
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
pub(super) fn substitute(e: &Expr, temps: &HashMap<Var, Expr>) -> Expr {
    match e {
        Expr::Var(v) => temps.get(v).cloned().unwrap_or(Expr::Var(*v)),
        _ => e.map_operands(|x| substitute(x, temps)),
    }
}

/// An s64 index as `Σ coefficient·term + constant` (terms: whatever is not a sum, a
/// difference, a product with a constant or a constant).
#[derive(Default)]
pub(super) struct Linear {
    pub(super) terms: Vec<(Expr, i64)>,
    pub(super) constant: i64,
}

impl Linear {
    /// Adds `scale · e`; `None` on overflow.
    pub(super) fn add(&mut self, e: &Expr, scale: i64) -> Option<()> {
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
    pub(super) fn take(&mut self, term: &Expr) -> i64 {
        match self.terms.iter().position(|(t, _)| t == term) {
            Some(i) => self.terms.remove(i).1,
            None => 0,
        }
    }

    fn same_terms(&self, other: &Linear) -> bool {
        self.terms.len() == other.terms.len() && self.terms.iter().all(|t| other.terms.contains(t))
    }
}

/// Every variable `stmts` assign, loop variables included.
pub(super) fn assigned_vars(stmts: &[Stmt], out: &mut Vec<Var>) {
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

pub(super) fn distinct(vars: &[Var]) -> bool {
    vars.iter()
        .enumerate()
        .all(|(i, v)| !vars[i + 1..].contains(v))
}

/// Whether every read of `vars` in kernel `k` is inside `nest`.
pub(super) fn read_only_inside(k: &Kernel, nest: &[Stmt], vars: &[Var]) -> bool {
    let (mut all, mut inside) = (HashMap::new(), HashMap::new());
    count_reads(&k.body, &mut all);
    count_reads(nest, &mut inside);
    vars.iter().all(|v| all.get(v) == inside.get(v))
}

fn count_reads(stmts: &[Stmt], counts: &mut HashMap<Var, usize>) {
    fn expr(e: &Expr, counts: &mut HashMap<Var, usize>) {
        match e {
            Expr::Var(v) => *counts.entry(*v).or_default() += 1,
            _ => e.operands().for_each(|x| expr(x, counts)),
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
        if !matches!(nest.term, Expr::Load { .. }) {
            if let Some((load, c)) = squares(self.k, &nest.term, &nest.loop_vars) {
                return self.row_reduce_squares(nest, load, c);
            }
            return self.row_reduce_terms(nest);
        }
        let Expr::Load { buffer, index } = &nest.term else {
            unreachable!("checked above");
        };
        let ty = super::term_type(self.k.buffers[*buffer as usize].ty)
            .ok_or_else(|| "internal: a row of terms the helpers do not read".to_string())?;
        let first = self.first_index(nest, index)?;
        let addr = self.elem_addr(*buffer, first);
        let blocks = self.b.ins().iconst(types::I64, nest.blocks);
        let acc = self.var_value(nest.acc);
        let result = self.call_helper(nest.op.helper(ty), &[addr, blocks, acc]);
        self.b.def_var(self.vars[nest.acc.0 as usize], result);
        Ok(())
    }

    /// Emits `nest`, whose term is `(x - c)²` (`x²` without `c`; see [`squares`]), as one
    /// call: `acc = row_squares(&x[first], blocks, acc, c)`.
    fn row_reduce_squares(&mut self, nest: &RowNest, load: &Expr, c: Option<&Expr>) -> Res<()> {
        let Expr::Load { buffer, index } = load else {
            return Err("internal: a row of squares without a load".to_string());
        };
        let helper = match self.k.buffers[*buffer as usize].ty {
            ScalarType::F32 => Helper::RowSquaresF32,
            ScalarType::F16 => Helper::RowSquaresF16,
            ScalarType::BF16 => Helper::RowSquaresBF16,
            _ => return Err("internal: a row of squares the helpers do not read".to_string()),
        };
        let c = match c {
            Some(c) => self.expr(c)?.0,
            // `x - 0 == x` bit for bit (a NaN's payload too, once quieted by the product).
            None => self.b.ins().f32const(0.0),
        };
        let first = self.first_index(nest, index)?;
        let addr = self.elem_addr(*buffer, first);
        let blocks = self.b.ins().iconst(types::I64, nest.blocks);
        let acc = self.var_value(nest.acc);
        let result = self.call_helper(helper, &[addr, blocks, acc, c]);
        self.b.def_var(self.vars[nest.acc.0 as usize], result);
        Ok(())
    }

    /// `index` at the row's first term (the nest's loop variables zero).
    pub(super) fn first_index(&mut self, nest: &RowNest, index: &Expr) -> Res<Value> {
        let zero = self.b.ins().iconst(types::I64, 0);
        let saved: Vec<_> = nest
            .loop_vars
            .iter()
            .map(|v| self.lane_vars[v.0 as usize].replace(zero))
            .collect();
        let first = self.expr(index);
        for (v, s) in nest.loop_vars.iter().zip(saved) {
            self.lane_vars[v.0 as usize] = s;
        }
        Ok(first?.0)
    }

    /// Whether `acc` may be assigned by [`FnEmitter::row_reduce`] (it is not a vector
    /// lane's value).
    pub(in crate::cpu) fn can_row_reduce(&self, nest: &RowNest) -> bool {
        self.lane_vars[nest.acc.0 as usize].is_none()
    }
}
