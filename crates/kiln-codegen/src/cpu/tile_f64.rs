//! Tiled scalar f64 loops: f64 loops are not vectorized (`vector::plan` keeps 32-bit lanes),
//! and each f64 tanh or log1p was a call per element. A loop whose body is straight-line and
//! has tanh or log1p of a varying f64 runs in tiles of [`TILE`] iterations instead, like the
//! f32 tiled vector loops (`vector::tile`):
//!
//! ```text
//! for each tile [ts, te):
//!     for each site k (tanh or log1p of a varying f64, in evaluation order):
//!         scalar loop over the tile: the assignments before the site's statement, then the
//!             site's argument, stored to scratch_k (sites before k read from their scratch)
//!         helper_k(scratch_k, te - ts)        -- in place, 8 lanes at a time
//!     scalar loop over the tile: the whole body, every site read from its scratch
//! ```
//!
//! Every iteration's tanh or log1p goes through the tile helper, which gives the bits of the
//! scalar f64 helper (`wide::tanh_f64`, `wide::log1p_f64`), so the values do not depend on
//! the tiling. The passes
//! before the last store nothing; a body qualifies only when no statement reads a variable
//! assigned by a later one (nothing carried from one iteration to the next: re-running
//! the assignments changes nothing) and it loads no buffer that it stores.

use super::emit::{mem_flags, FnEmitter, Res};
use super::helpers::Helper;
use crate::kir::{Expr, Kernel, ScalarType, Stmt, UnaryOp, Var};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, StackSlotData, StackSlotKind, Value};

/// Iterations per tile: 2 KiB of scratch per site, in L1.
const TILE: i64 = 256;
/// At most this many sites per loop get a scratch buffer; later ones call the scalar helper.
const MAX_SITES: usize = 4;

/// One tanh or log1p of a varying f64 in the loop body.
pub(super) struct Site<'b> {
    /// The `Unary` expression itself (identified by address while the body is emitted).
    expr: &'b Expr,
    arg: &'b Expr,
    helper: Helper,
    /// The body statement it belongs to.
    stmt: usize,
}

/// The tiles' state while a tiled loop is emitted.
pub(super) struct TileF64State {
    /// The tiled sites' addresses; site `k`'s values are at `scratch + k * TILE * 8`.
    sites: Vec<*const Expr>,
    scratch: Value,
    /// Sites `[0, ready)` have their values in scratch.
    ready: usize,
    /// The tile's first iteration (i64).
    start: Value,
    loop_var: Var,
}

/// The f64 tanh and log1p sites of `for var { body }` in evaluation order, or `None` when the loop
/// is not tiled (no site, or a body that does not qualify: see the module comment).
pub(super) fn sites<'b>(k: &Kernel, var: Var, body: &'b [Stmt]) -> Option<Vec<Site<'b>>> {
    let n = k.var_types.len();
    let mut assigned_at = vec![None; n];
    let mut stored = Vec::new();
    for (i, s) in body.iter().enumerate() {
        match s {
            Stmt::Assign { var, .. } => {
                if assigned_at[var.0 as usize].is_some() {
                    return None;
                }
                assigned_at[var.0 as usize] = Some(i);
            }
            Stmt::Store { buffer, .. } => stored.push(*buffer),
            Stmt::Loop { .. } => return None,
        }
    }
    let mut varying = vec![false; n];
    varying[var.0 as usize] = true;
    for (i, s) in body.iter().enumerate() {
        let (value, index) = match s {
            Stmt::Assign { value, .. } => (value, None),
            Stmt::Store { index, value, .. } => (value, Some(index)),
            Stmt::Loop { .. } => return None,
        };
        for e in std::iter::once(value).chain(index) {
            let mut vars = Vec::new();
            mentioned(e, &mut vars, &mut |b| stored.contains(&b));
            // A read of a variable assigned here or later: carried between iterations.
            if vars
                .iter()
                .any(|v| v.is_none() || assigned_at[v.unwrap().0 as usize].is_some_and(|a| a >= i))
            {
                return None;
            }
        }
        if let Stmt::Assign { var, value } = s {
            varying[var.0 as usize] = super::vector::mentions_varying(value, &varying);
        }
    }
    let mut sites = Vec::new();
    for (i, s) in body.iter().enumerate() {
        match s {
            Stmt::Assign { value, .. } => collect(k, &varying, value, i, &mut sites),
            Stmt::Store { index, value, .. } => {
                collect(k, &varying, index, i, &mut sites);
                collect(k, &varying, value, i, &mut sites);
            }
            Stmt::Loop { .. } => return None,
        }
    }
    if sites.is_empty() {
        return None;
    }
    sites.truncate(MAX_SITES);
    Some(sites)
}

/// The variables `e` reads, and `None` for each load of a buffer that `stored` says the
/// body stores.
fn mentioned(e: &Expr, out: &mut Vec<Option<Var>>, stored: &mut impl FnMut(u32) -> bool) {
    match e {
        Expr::Var(v) => out.push(Some(*v)),
        Expr::Load { buffer, .. } if stored(*buffer) => out.push(None),
        _ => {}
    }
    e.operands().for_each(|x| mentioned(x, out, stored));
}

fn collect<'b>(k: &Kernel, varying: &[bool], e: &'b Expr, stmt: usize, out: &mut Vec<Site<'b>>) {
    e.operands().for_each(|x| collect(k, varying, x, stmt, out));
    let Expr::Unary(op, x) = e else { return };
    let helper = match op {
        UnaryOp::Tanh => Helper::TanhTileF64,
        UnaryOp::Log1p => Helper::Log1pTileF64,
        _ => return,
    };
    if k.type_of(x) == ScalarType::F64 && super::vector::mentions_varying(x, varying) {
        out.push(Site {
            expr: e,
            arg: x,
            helper,
            stmt,
        });
    }
}

impl FnEmitter<'_, '_> {
    /// `for var in lo..hi { body }` in tiles (see the module comment).
    pub(super) fn tiled_f64_loop(
        &mut self,
        sites: &[Site],
        var: Var,
        lo: Value,
        hi: Value,
        body: &[Stmt],
    ) -> Res<()> {
        let bytes = (sites.len() as i64 * TILE * 8) as u32;
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            bytes,
            6,
        ));
        let scratch = self.b.ins().stack_addr(self.ptr_ty, slot, 0);
        let tile_start = self.b.declare_var(types::I64);
        self.b.def_var(tile_start, lo);
        let (head, exit) = (self.b.create_block(), self.b.create_block());
        let run = self.b.ins().icmp(IntCC::SignedLessThan, lo, hi);
        self.b.ins().brif(run, head, &[], exit, &[]);
        self.b.switch_to_block(head);
        let start = self.b.use_var(tile_start);
        let full = self.b.ins().iadd_imm_s(start, TILE);
        let end = self.b.ins().smin(full, hi);
        let count = self.b.ins().isub(end, start);
        let outer = self.tile_f64.replace(TileF64State {
            sites: sites.iter().map(|s| s.expr as *const Expr).collect(),
            scratch,
            ready: 0,
            start,
            loop_var: var,
        });
        for (k, site) in sites.iter().enumerate() {
            self.scalar_loop(var, start, end, true, |e| {
                for s in &body[..site.stmt] {
                    if matches!(s, Stmt::Assign { .. }) {
                        e.emit_stmts(std::slice::from_ref(s))?;
                    }
                }
                let v = e.expr(site.arg)?.0;
                let addr = e.tile_f64_addr(k);
                e.b.ins().store(mem_flags(), v, addr, 0);
                Ok(())
            })?;
            let values = self.b.ins().iadd_imm_s(scratch, k as i64 * TILE * 8);
            self.call_tile_helper(site.helper, values, count);
            if let Some(t) = self.tile_f64.as_mut() {
                t.ready = k + 1;
            }
        }
        self.scalar_loop(var, start, end, true, |e| e.emit_stmts(body))?;
        self.tile_f64 = outer;
        self.b.def_var(tile_start, end);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, end, hi);
        self.b.ins().brif(more, head, &[], exit, &[]);
        self.b.seal_block(head);
        self.b.switch_to_block(exit);
        self.b.seal_block(exit);
        Ok(())
    }

    /// The value of `e` from its scratch buffer, when `e` is a site whose helper ran.
    pub(super) fn tile_f64_value(&mut self, e: &Expr) -> Option<Value> {
        let t = self.tile_f64.as_ref()?;
        let k = t.sites[..t.ready]
            .iter()
            .position(|p| std::ptr::eq(*p, e))?;
        let addr = self.tile_f64_addr(k);
        Some(self.b.ins().load(types::F64, mem_flags(), addr, 0))
    }

    /// The address of the current iteration's value of site `k`.
    fn tile_f64_addr(&mut self, k: usize) -> Value {
        let t = self.tile_f64.as_ref().expect("in a tiled f64 loop");
        let (start, scratch, var) = (t.start, t.scratch, t.loop_var);
        let i = self.b.use_var(self.vars[var.0 as usize]);
        let offset = self.b.ins().isub(i, start);
        let offset = self.b.ins().ishl_imm_s(offset, 3);
        let offset = self.b.ins().iadd_imm_s(offset, k as i64 * TILE * 8);
        self.b.ins().iadd(scratch, offset)
    }
}
