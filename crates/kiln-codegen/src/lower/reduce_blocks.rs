//! Long associative reductions, folded in the interpreter's blocks with independent chains.
//!
//! kiln-eval folds a reduction of more than [`BLOCK`] terms whose reducer is one associative
//! op (`op(p0, p1)`: add, multiply, maximum, minimum, and, or, xor) in blocks of [`BLOCK`]
//! consecutive terms (row-major over the reduced dimensions), then the block results in order
//! from the init value. Lowering the same grouping keeps kernels bit-exact with the
//! interpreter (up to `BLOCK²` terms; beyond that the interpreter regroups the block results
//! once more and the two agree to rounding), and it is what makes long reductions fast: a
//! block has independent chains instead of one dependence chain whose latency bounds the loop.
//!
//! When the reduced dimensions are the input's last ones (each output's terms are
//! contiguous), kiln-eval folds every whole block in [`LANES`] lanes (see `fold_lanes`): one
//! step of a vector loop reads the block in order, sixteen chains in four vectors. Otherwise,
//! and for a last partial block, a block is folded in order from its first term, and
//! [`CHAINS`] consecutive blocks are folded together, each into its own accumulator. For the
//! last reduced dimension, of extent `n` (`full = n / BLOCK` whole blocks):
//!
//! ```text
//! for g in 0..full / CHAINS:   p_c = identity (c < CHAINS)
//!                              for t in 0..BLOCK: p_c = op(p_c, x[(g·CHAINS + c)·BLOCK + t])
//!                              acc = op(acc, p_0), .., acc = op(acc, p_{CHAINS-1})
//! for g in 0..full % CHAINS / 4: the same with four chains
//! for b in 0..full % 4:        the same with one chain
//! the last n % BLOCK terms:    the same with one chain
//! ```
//!
//! inside the loops over the other reduced dimensions. The loop over `t` is a vector loop:
//! each chain is an accumulator (`crate::kir::accumulator_updates`), and the CPU emitter
//! keeps four chains in the lanes of one f32x4 (one block per lane, each still folded in
//! order), so the results stay bit-exact. A block starts from the op's identity
//! rather than its first term: `identity ⊕ x == x` exactly, so the results are the same.
//! Where the host has AVX-512F, the CPU emitter runs the loop over whole blocks of a
//! contiguous f32 add, maximum or minimum of plain loads as one call of a row helper
//! (`cpu::wide::reduce`: a block is one 16-lane register, the same order bit for bit).
//! Other reduced dimensions are allowed only when blocks do not straddle them: `n` is a
//! multiple of [`BLOCK`], or a block spans whole rows of the reduced dimension before the
//! last (`n` divides [`BLOCK`], and the rows per block divide that dimension; chains of
//! blocks as above, each block's rows in order, the chains counted over the rows of every
//! reduced dimension before the last); otherwise the reduction stays one sequential loop
//! nest.

use super::builder::Lowerer;
use super::reduce::{apply_reducer, update, ReduceSpec};
use super::LowerError;
use crate::kir::{Expr, ScalarType, Var};
use kiln_hlo::{CompId, Opcode};

/// kiln-eval's block length (`reduce.rs`, `BLOCK`).
pub(super) const BLOCK: i64 = 128;
/// Blocks folded at once: enough independent chains to cover the latency of a float add
/// (or a NaN-propagating maximum) at two per cycle, few enough to stay in registers.
const CHAINS: i64 = 8;
/// kiln-eval's lanes of a block of contiguous terms (`reduce.rs`, `LANES`).
const LANES: i64 = 16;

/// Whether `group` (reduces sharing one loop nest) is folded in blocks: every member has one
/// input, a single associative op as reducer with a known identity, and more than [`BLOCK`]
/// terms that blocks of the last reduced dimension cover in order.
pub(super) fn applies(lw: &Lowerer, group: &[ReduceSpec]) -> Result<bool, LowerError> {
    let Some(spec) = group.first() else {
        return Ok(false);
    };
    let red: Vec<i64> = (0..spec.in_dims.len())
        .filter(|&d| spec.reduced[d])
        .map(|d| spec.in_dims[d])
        .collect();
    let Some(&n) = red.last() else {
        return Ok(false);
    };
    let terms: i64 = red.iter().product();
    let outer: i64 = terms / n.max(1);
    if terms <= BLOCK || (outer > 1 && n % BLOCK != 0 && spanned_rows(spec).is_none()) {
        return Ok(false);
    }
    for s in group {
        let ty = lw.elem_type(s.node, 0)?.compute_type();
        let ok = s.inputs.len() == 1
            && associative_op(lw, s.to_apply).is_some_and(|op| identity(op, ty).is_some());
        if !ok {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Emits the blocked loop nest for `group` (see the module comment), folding into `accs`
/// (one accumulator per member, assigned its init value).
pub(super) fn build(
    lw: &mut Lowerer,
    group: &[ReduceSpec],
    accs: &[Var],
    idx: &[Expr],
) -> Result<(), LowerError> {
    let spec = &group[0];
    let red_dims: Vec<usize> = (0..spec.in_dims.len())
        .filter(|&d| spec.reduced[d])
        .collect();
    let (&last, mut outer_dims) = red_dims
        .split_last()
        .ok_or_else(|| lw.error(spec.node, "internal: no reduced dimension"))?;
    // Blocks spanning rows of the reduced dimension before the last: the chunks' loop over
    // blocks below runs over the rows of every reduced dimension before the last, flattened
    // in row-major order, so no outer loop is opened for them.
    let rows = if contiguous(spec) || spec.in_dims[last] % BLOCK == 0 {
        None
    } else {
        spanned_rows(spec)
    };
    let row_dims: Vec<i64> = outer_dims.iter().map(|&d| spec.in_dims[d]).collect();
    if rows.is_some() {
        outer_dims = &[];
    }
    let mut outer = Vec::new();
    let mut opened = 0;
    for &d in outer_dims {
        if spec.in_dims[d] == 1 {
            outer.push(Expr::Int(0, ScalarType::S64));
        } else {
            outer.push(Expr::Var(lw.open_loop(spec.in_dims[d])));
            opened += 1;
        }
    }
    let n = spec.in_dims[last];
    let full = n / BLOCK;
    let ctx = Blocks {
        group,
        accs,
        idx,
        outer: &outer,
    };
    if contiguous(spec) {
        if full > 0 {
            // A loop even over one block: the emitter recognizes the loop over whole blocks.
            let k = Expr::Var(lw.open_loop(full));
            let start = lw.ix_mul(k, BLOCK);
            ctx.fold_lanes(lw, &start)?;
            lw.close_loop(false)?;
        }
        if n % BLOCK > 0 {
            // kiln-eval folds a last, partial block in order.
            let start = Expr::Int(full * BLOCK, ScalarType::S64);
            ctx.fold_chains(lw, &start, 1, n % BLOCK)?;
        }
        for _ in 0..opened {
            lw.close_loop(false)?;
        }
        return Ok(());
    }
    if let Some(rows) = rows {
        // Whole blocks of `rows` rows of the dimension before the last (`applies` checked
        // that they tile it), CHAINS at a time, then four, then one. The chains run on
        // across the dimensions before it: a group norm's `[32, 32, 8]` terms per output are
        // 64 blocks of 16 rows, folded eight at a time, not two at a time in a loop of 32.
        let blocks = row_dims.iter().product::<i64>() / rows;
        let mut start = 0;
        for (count, chains) in [
            (blocks / CHAINS, CHAINS),
            (blocks % CHAINS / 4, 4),
            (blocks % 4, 1),
        ] {
            if count == 0 {
                continue;
            }
            let step = chains * rows;
            let base = if count > 1 {
                let v = Expr::Var(lw.open_loop(count));
                lw.ix_add_const(lw.ix_mul(v, step), start)
            } else {
                Expr::Int(start, ScalarType::S64)
            };
            ctx.fold_row_chains(lw, &base, chains, (rows, &row_dims), n)?;
            if count > 1 {
                lw.close_loop(false)?;
            }
            start += count * step;
        }
        for _ in 0..opened {
            lw.close_loop(false)?;
        }
        return Ok(());
    }
    // Leftover blocks go four at a time where they can: four chains of one op fill the lanes
    // of one vector (a row of 512 is four blocks).
    let chunks = [
        (full / CHAINS, CHAINS, BLOCK),
        (full % CHAINS / 4, 4, BLOCK),
        (full % 4, 1, BLOCK),
        ((n % BLOCK > 0) as i64, 1, n % BLOCK),
    ];
    let mut start = 0;
    for (count, chains, len) in chunks {
        if count == 0 {
            continue;
        }
        let step = chains * len;
        let base = if count > 1 {
            let v = Expr::Var(lw.open_loop(count));
            lw.ix_add_const(lw.ix_mul(v, step), start)
        } else {
            Expr::Int(start, ScalarType::S64)
        };
        ctx.fold_chains(lw, &base, chains, len)?;
        if count > 1 {
            lw.close_loop(false)?;
        }
        start += count * step;
    }
    for _ in 0..opened {
        lw.close_loop(false)?;
    }
    Ok(())
}

/// The rows of the reduced dimension before the last that one block spans, when the last
/// reduced dimension is shorter than a block and blocks tile the two without straddling
/// (`n` divides [`BLOCK`], whose quotient divides that dimension): `x.mean((0, 2))` of a
/// `[64, 512, 64]` array folds blocks of two rows of 64 terms.
fn spanned_rows(spec: &ReduceSpec) -> Option<i64> {
    let red: Vec<i64> = (0..spec.in_dims.len())
        .filter(|&d| spec.reduced[d])
        .map(|d| spec.in_dims[d])
        .collect();
    let [.., m, n] = red[..] else {
        return None;
    };
    let ok = n > 0 && n < BLOCK && BLOCK % n == 0 && m % (BLOCK / n) == 0;
    ok.then_some(BLOCK / n)
}

/// Whether the reduced dimensions are the input's last ones (dimensions of extent 1 aside):
/// the terms of each output are contiguous, as kiln-eval checks (`offsets[t] == t`) to fold
/// blocks in lanes.
fn contiguous(spec: &ReduceSpec) -> bool {
    let reduced: Vec<bool> = (0..spec.in_dims.len())
        .filter(|&d| spec.in_dims[d] != 1)
        .map(|d| spec.reduced[d])
        .collect();
    reduced.windows(2).all(|w| w[1] || !w[0])
}

/// What every chunk of a blocked reduction shares.
struct Blocks<'a> {
    group: &'a [ReduceSpec],
    accs: &'a [Var],
    idx: &'a [Expr],
    /// Coordinates of the reduced dimensions before the last (none where blocks span rows:
    /// [`Blocks::fold_row_chains`] computes them).
    outer: &'a [Expr],
}

impl Blocks<'_> {
    /// Folds the block of [`BLOCK`] contiguous terms from position `base` of the last reduced
    /// dimension in kiln-eval's lanes, then the block result into each reduce's accumulator:
    ///
    /// ```text
    /// block = identity
    /// for j in 0..4:                              -- one step of a vector loop
    ///     q_g = x[base + 4g + j] ⊕ x[base + 4g + j + LANES] ⊕ ..   (g < 4, BLOCK / LANES terms)
    ///     block = block ⊕ (((q_0 ⊕ q_1) ⊕ q_2) ⊕ q_3)
    /// acc = acc ⊕ block
    /// ```
    ///
    /// Lane `4g + j` is `q_g` in lane `j`: sixteen independent chains of vector-wide loads.
    fn fold_lanes(&self, lw: &mut Lowerer, base: &Expr) -> Result<(), LowerError> {
        let depth = lw.current_depth();
        let block = self.new_partials(lw, depth)?;
        let j = lw.open_loop(4);
        let lane_depth = lw.current_depth();
        block.iter().for_each(|&b| lw.set_var_depth(b, lane_depth));
        let lane = lw.ix_add(base.clone(), Expr::Var(j));
        // Chains of four lanes apart, each its own variable, folded over the block's steps
        // in a loop: per step one vector load and op per chain, a few registers in all.
        let chains: Vec<Vec<Var>> = (0..LANES / 4)
            .map(|_| self.new_partials(lw, lane_depth))
            .collect::<Result<_, _>>()?;
        let step = lw.open_loop(BLOCK / LANES);
        let inner = lw.current_depth();
        chains
            .iter()
            .flatten()
            .for_each(|&q| lw.set_var_depth(q, inner));
        let at_step = lw.ix_add(lane, lw.ix_mul(Expr::Var(step), LANES));
        for (g, lanes) in chains.iter().enumerate() {
            let pos = lw.ix_add_const(at_step.clone(), 4 * g as i64);
            self.fold_term(lw, pos, lanes)?;
        }
        lw.close_loop(false)?;
        chains
            .iter()
            .flatten()
            .for_each(|&q| lw.set_var_depth(q, lane_depth));
        let mut sums: Vec<Option<Expr>> = vec![None; self.group.len()];
        for lanes in &chains {
            for ((spec, &q), sum) in self.group.iter().zip(lanes).zip(sums.iter_mut()) {
                *sum = Some(match sum.take() {
                    None => Expr::Var(q),
                    Some(s) => {
                        let new =
                            apply_reducer(lw, spec.node, spec.to_apply, &[s], &[Expr::Var(q)])?;
                        lw.materialize(single(lw, spec, new)?)?
                    }
                });
            }
        }
        for ((spec, &b), sum) in self.group.iter().zip(&block).zip(sums) {
            let sum = sum.ok_or_else(|| lw.error(spec.node, "internal: no lanes"))?;
            let new = apply_reducer(lw, spec.node, spec.to_apply, &[Expr::Var(b)], &[sum])?;
            update(lw, &[b], new)?;
        }
        // The block results are accumulators: the four lanes fold into them in order.
        lw.close_loop(true)?;
        block.iter().for_each(|&b| lw.set_var_depth(b, depth));
        self.fold_into_accs(lw, &block, depth)
    }

    /// `vars[i] = vars[i] ⊕ x_i` for every reduce `i`, `x_i` its input at position `pos` of
    /// the last reduced dimension.
    fn fold_term(&self, lw: &mut Lowerer, pos: Expr, vars: &[Var]) -> Result<(), LowerError> {
        let mut red = self.outer.to_vec();
        red.push(pos);
        self.fold_at(lw, &red, vars)
    }

    /// `vars[i] = vars[i] ⊕ x_i`, `x_i` reduce `i`'s input at reduced coordinates `red`.
    fn fold_at(&self, lw: &mut Lowerer, red: &[Expr], vars: &[Var]) -> Result<(), LowerError> {
        for (spec, &v) in self.group.iter().zip(vars) {
            let at = spec.input_index(self.idx, red);
            let x = lw.gen(spec.inputs[0], &at)?;
            let x = lw.materialize(x)?;
            let new = apply_reducer(lw, spec.node, spec.to_apply, &[Expr::Var(v)], &[x])?;
            update(lw, &[v], new)?;
        }
        Ok(())
    }

    /// Each reduce's accumulator `⊕=` its value in `results`, in block `depth`.
    fn fold_into_accs(
        &self,
        lw: &mut Lowerer,
        results: &[Var],
        depth: usize,
    ) -> Result<(), LowerError> {
        for (spec, (&r, &acc)) in self.group.iter().zip(results.iter().zip(self.accs)) {
            lw.set_var_depth(acc, depth);
            let new = apply_reducer(
                lw,
                spec.node,
                spec.to_apply,
                &[Expr::Var(acc)],
                &[Expr::Var(r)],
            )?;
            update(lw, &[acc], new)?;
        }
        Ok(())
    }

    /// One variable per reduce, assigned its op's identity in block `depth`.
    fn new_partials(&self, lw: &mut Lowerer, depth: usize) -> Result<Vec<Var>, LowerError> {
        let mut vars = Vec::new();
        for spec in self.group {
            let ty = lw.elem_type(spec.node, 0)?.compute_type();
            let op = associative_op(lw, spec.to_apply)
                .ok_or_else(|| lw.error(spec.node, "internal: not an associative reducer"))?;
            let id = identity(op, ty)
                .ok_or_else(|| lw.error(spec.node, "internal: reducer without identity"))?;
            let v = lw.new_var(ty);
            lw.set_var_depth(v, depth);
            lw.emit(crate::kir::Stmt::Assign { var: v, value: id })?;
            vars.push(v);
        }
        Ok(vars)
    }

    /// Folds `chains` consecutive blocks of `len` terms from position `base` of the last
    /// reduced dimension, one accumulator each, then each block result into its reduce's
    /// accumulator in order.
    fn fold_chains(
        &self,
        lw: &mut Lowerer,
        base: &Expr,
        chains: i64,
        len: i64,
    ) -> Result<(), LowerError> {
        self.side_by_side(lw, chains, &[len], |lw, c, counters| {
            let mut pos = lw.ix_add_const(base.clone(), c * len);
            if let [Some(t)] = counters {
                pos = lw.ix_add(pos, Expr::Var(*t));
            }
            let mut red = self.outer.to_vec();
            red.push(pos);
            red
        })
    }

    /// Folds `chains` consecutive blocks of `rows` rows of `n` terms each, in order within a
    /// block, then each block result into its reduce's accumulator in order:
    /// [`Blocks::fold_chains`] where a block spans rows (see [`spanned_rows`]). Rows are
    /// counted over the reduced dimensions before the last (extents `row_dims`), flattened
    /// in row-major order: chain `c` is the block from flattened row `base + c * rows`, whose
    /// rows lie in one row of the dimensions before the dimension before the last, as
    /// `rows` divides that dimension.
    fn fold_row_chains(
        &self,
        lw: &mut Lowerer,
        base: &Expr,
        chains: i64,
        (rows, row_dims): (i64, &[i64]),
        n: i64,
    ) -> Result<(), LowerError> {
        self.side_by_side(lw, chains, &[rows, n], |lw, c, counters| {
            let start = lw.ix_add_const(base.clone(), c * rows);
            let mut red = Vec::with_capacity(row_dims.len() + 1);
            let mut stride: i64 = row_dims.iter().product();
            for &extent in row_dims {
                stride /= extent.max(1);
                red.push(lw.ix_rem(lw.ix_div(start.clone(), stride), extent));
            }
            if let (Some(last), [Some(r), _]) = (red.last_mut(), counters) {
                *last = lw.ix_add(last.clone(), Expr::Var(*r));
            }
            red.push(match counters {
                [_, Some(t)] => Expr::Var(*t),
                _ => Expr::Int(0, ScalarType::S64),
            });
            red
        })
    }

    /// Folds `chains` blocks side by side, each into its own accumulator, in a nest of loops
    /// of `extents` (none for an extent of 1; the innermost is a vector loop, which keeps
    /// four chains in one vector), chain `c`'s term at the reduced coordinates
    /// `red(lw, c, counters)`; then each block result into its reduce's accumulator, in
    /// chain order.
    fn side_by_side(
        &self,
        lw: &mut Lowerer,
        chains: i64,
        extents: &[i64],
        red: impl Fn(&mut Lowerer, i64, &[Option<Var>]) -> Vec<Expr>,
    ) -> Result<(), LowerError> {
        let depth = lw.current_depth();
        // partials[c][i]: chain c of reduce i.
        let partials: Vec<Vec<Var>> = (0..chains)
            .map(|_| self.new_partials(lw, depth))
            .collect::<Result<_, _>>()?;
        let counters: Vec<Option<Var>> = extents
            .iter()
            .map(|&e| (e > 1).then(|| lw.open_loop(e)))
            .collect();
        let inner = lw.current_depth();
        partials
            .iter()
            .flatten()
            .for_each(|&v| lw.set_var_depth(v, inner));
        for (c, vars) in partials.iter().enumerate() {
            let at = red(lw, c as i64, &counters);
            self.fold_at(lw, &at, vars)?;
        }
        // Each chain is an accumulator of the innermost loop; outer loops carry them in order.
        let opened = counters.iter().flatten().count();
        for k in 0..opened {
            lw.close_loop(k == 0)?;
        }
        partials
            .iter()
            .flatten()
            .for_each(|&v| lw.set_var_depth(v, depth));
        for vars in &partials {
            self.fold_into_accs(lw, vars, depth)?;
        }
        Ok(())
    }
}

/// The one value of a reducer's results (blocked reductions have one input).
fn single(lw: &Lowerer, spec: &ReduceSpec, mut values: Vec<Expr>) -> Result<Expr, LowerError> {
    match values.len() {
        1 => Ok(values.remove(0)),
        _ => Err(lw.error(spec.node, "internal: a blocked reducer has one result")),
    }
}

/// The opcode when reducer `comp` is `op(parameter(0), parameter(1))` (either order) for an
/// associative `op`: the interpreter's condition for regrouping a reduction.
fn associative_op(lw: &Lowerer, comp: CompId) -> Option<Opcode> {
    use Opcode::*;
    let c = lw.module.computations.get(comp.index())?;
    let root = c.instructions.get(c.root.index())?;
    if !matches!(
        root.opcode,
        Add | Multiply | Maximum | Minimum | And | Or | Xor
    ) {
        return None;
    }
    let param = |i: usize| {
        let instr = c.instructions.get(root.operands.get(i)?.index())?;
        (instr.opcode == Parameter).then_some(instr.attrs.parameter_number?)
    };
    let pair = (param(0)?, param(1)?);
    (root.operands.len() == 2 && (pair == (0, 1) || pair == (1, 0))).then_some(root.opcode)
}

/// `e` with `op(e, x) == x` bit for bit for every `x` of compute type `ty` (`-0.0` for a
/// float sum, so that `-0.0` sums stay `-0.0`).
fn identity(op: Opcode, ty: ScalarType) -> Option<Expr> {
    use Opcode::*;
    if ty.is_float() {
        let v = match op {
            Add => -0.0,
            Multiply => 1.0,
            Maximum => f64::NEG_INFINITY,
            Minimum => f64::INFINITY,
            _ => return None,
        };
        return Some(Expr::Float(v, ty));
    }
    let bits = 8 * ty.byte_size() as u32;
    let all_ones = if bits == 64 { -1 } else { (1i64 << bits) - 1 };
    let (min, max) = if ty == ScalarType::Pred {
        (0, 1)
    } else if ty.is_signed_int() {
        (i64::MIN >> (64 - bits), i64::MAX >> (64 - bits))
    } else {
        (0, all_ones)
    };
    let ones = if ty.is_signed_int() { -1 } else { max };
    let v = match op {
        Add | Or | Xor => 0,
        Multiply => 1,
        Maximum => min,
        Minimum => max,
        And => ones,
        _ => return None,
    };
    Some(Expr::Int(v, ty))
}
