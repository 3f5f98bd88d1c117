//! Tiled vector loops: exp, log, tanh, logistic, erf, log1p and expm1 on wide vectors.
//! Cranelift's x64 vectors are 128 bits, so an f32x4 polynomial costs a long instruction
//! sequence per four elements;
//! the AVX-512 helpers (`cpu::wide`) do sixteen lanes per instruction. A vector loop whose body is
//! straight-line code runs in tiles of [`TILE`] iterations:
//!
//! ```text
//! for each tile [ts, te):
//!     for each site k (a function with a tile helper of a varying f32, in evaluation order):
//!         f32x4 loop over the tile: the statements before the site's statement, then the
//!             site's argument, stored to scratch_k (sites before k read from their scratch)
//!         helper_k(scratch_k, te - ts)          -- in place, 16 lanes at a time
//!     f32x4 loop over the tile: the whole body, every site read from its scratch
//! the scalar remainder (fewer than four iterations) with the inline math
//! ```
//!
//! Bodies that are f32 arithmetic throughout skip all of this: they run as one tile program
//! (`program`), every op sixteen lanes at a time. The passes below serve the rest.
//!
//! Recomputing the cheap prefix costs a few loads from L1 per site; the scratch buffers stay
//! in L1. The helpers are bit-identical to the inline math, so the remainder (and the
//! `vector_width = 1` form of the loop) still agree with the tiled lanes bit for bit.

mod program;

use super::plan::{mentions_varying, stride, Plan};
use super::VecCx;
use crate::cpu::emit::{mem_flags, FnEmitter, Res};
use crate::cpu::helpers::Helper;
use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, Stmt, UnaryOp, Var};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, StackSlotData, StackSlotKind, Value};

/// Iterations per tile: 1 KiB of scratch per site, far inside L1 with the inputs.
pub(super) const TILE: i64 = 256;
/// At most this many sites per loop get a scratch buffer; later ones stay inline.
const MAX_SITES: usize = 8;

/// One function with a tile helper (`Helper::tile_f32`) of a varying f32 value in the loop
/// body.
pub(super) struct Site<'b> {
    /// The `Unary` expression itself (identified by address while the body is emitted).
    expr: &'b Expr,
    arg: &'b Expr,
    helper: Helper,
    /// The body statement it belongs to.
    stmt: usize,
}

/// The tiles' state while a tiled loop is emitted.
pub(super) struct TileState {
    /// The tiled sites' addresses; site `k`'s values are at `scratch + k * TILE * 4`.
    sites: Vec<*const Expr>,
    /// One stack buffer for all sites (one register rather than one per site).
    scratch: Value,
    /// Sites `[0, ready)` have their values in scratch.
    ready: usize,
    /// The tile's first iteration (i64).
    start: Value,
}

/// The sites of a loop body that can run tiled, in evaluation order (operands before the
/// ops that use them), or `None` when the loop is not tiled (see [`tileable`]).
pub(super) fn sites<'b>(k: &Kernel, plan: &Plan, body: &'b [Stmt]) -> Option<Vec<Site<'b>>> {
    let mut sites = Vec::new();
    for (i, value) in tileable(plan, body)? {
        collect(k, plan, value, i, &mut sites);
    }
    if sites.is_empty() {
        return None;
    }
    sites.truncate(MAX_SITES);
    Some(sites)
}

/// The values a loop body computes, with their statements' positions, when the body is
/// straight-line and no store feeds a load that the prefix passes or a program's steps would
/// read before it: what tiled loops and programs both need. A buffer the body stores may be
/// loaded only at its stores' own index, which must move with the loop variable (each
/// iteration its own element, such as a column sum's `acc[j] = acc[j] + f(x[i, j])`), and
/// only up to its first store: the prefix passes skip stores, so they read what the loop
/// read before storing; a program runs its steps in statement order over each block, the
/// load and the store the same stream.
fn tileable<'b>(plan: &Plan, body: &'b [Stmt]) -> Option<Vec<(usize, &'b Expr)>> {
    let mut stores: Vec<(u32, &Expr, usize)> = Vec::new();
    let mut loaded: Vec<(u32, &Expr, usize)> = Vec::new();
    let mut values = Vec::with_capacity(body.len());
    for (i, s) in body.iter().enumerate() {
        let value = match s {
            Stmt::Assign { value, .. } => value,
            Stmt::Store {
                buffer,
                index,
                value,
            } => {
                loads(index, i, &mut loaded);
                stores.push((*buffer, index, i));
                value
            }
            Stmt::Loop { .. } => return None,
        };
        loads(value, i, &mut loaded);
        values.push((i, value));
    }
    let moves = |index: &Expr| !matches!(stride(index, &plan.strides, &plan.varying), Some(0));
    let safe = loaded.iter().all(|&(buffer, index, at)| {
        let mut to_it = stores.iter().filter(|s| s.0 == buffer).peekable();
        let first = to_it.peek().map(|s| s.2);
        to_it.all(|s| s.1 == index && moves(index)) && first.is_none_or(|f| at <= f)
    });
    safe.then_some(values)
}

fn collect<'b>(k: &Kernel, plan: &Plan, e: &'b Expr, stmt: usize, out: &mut Vec<Site<'b>>) {
    e.operands().for_each(|x| collect(k, plan, x, stmt, out));
    if let Expr::Unary(op, x) = e {
        let helper = Helper::tile_f32(*op);
        let f32_arg = *op != UnaryOp::IsFinite && k.type_of(x) == ScalarType::F32;
        if let (Some(helper), true) = (helper, f32_arg && mentions_varying(x, &plan.varying)) {
            out.push(Site {
                expr: e,
                arg: x,
                helper,
                stmt,
            });
        }
    }
}

/// The tile program for a straight-line f32 (or f16/bf16) body without exp-like functions, in a loop of
/// `extent` iterations, where running it sixteen lanes at a time pays; `None` when the body
/// does not qualify (see [`tileable`]) or no reason holds:
/// - it reads or writes f16/bf16 buffers or rounds values to them: inline, each widening
///   and rounding is some fifteen to twenty integer operations per four lanes, the helper's
///   one AVX-512 conversion (f16) or a few integer operations (bf16) per sixteen (`a * a + 1`
///   over 8M f16, 1 thread: 29.9 -> 2.1 ms);
/// - it divides f32 values (a softmax's normalization, a mean): sixteen-lane divisions are
///   several times the throughput of four-lane ones; or takes their maximum or minimum
///   (`jnp.clip`, relu6): XLA's NaN-propagating max is a compare, a max and a blend inline
///   per four lanes (a clip of f32[4M], 1 thread: 1.31 -> 0.58 ms, XLA 0.60). Only short programs: each step is a
///   pass over the tile through memory, so a longer chain around one division (an Adam
///   update: seven steps) runs faster inline in registers;
/// - it takes square roots (or their reciprocals) of f32 values: sixteen-lane roots are
///   several times the throughput of four-lane ones (a square root of f32[4M], 1 thread:
///   1.45 -> 0.92 ms). Only short programs, as for divisions;
/// - it raises f32 values to powers: the inline power is a chain of some sixty dependent
///   f64 operations per two lanes, the helper's the same operations on eight lanes with four
///   vectors side by side (`jnp.power(jnp.abs(x), 1.7)` over f32[4M], 1 thread: see
///   BENCHMARKS.md). Programs of any length: the power outweighs the steps around it;
/// - every stored buffer takes streaming stores (32 MiB and more, `program`) and the loop is
///   long enough for the helper to stream: the inline loop's 128-bit stores read each output
///   line before writing it, the helper's streaming stores do not. A row-by-row loop would
///   run the program per row without streaming, slower than inline (layernorm 2.96 -> 4.98
///   ms). Short programs only, as for divisions.
///
/// Programs that would run natively (`wide::program::runs_natively`) are not taken for
/// that alone: tried on the loops it would have changed (an Adam update, a layer norm's
/// gradient, train_step_mlp's parameter updates; 1 thread, alternating binaries), Adam ran
/// 8 % faster but the other two 7-9 % slower than their inline code.
pub(super) fn plain_program<'b>(
    k: &Kernel,
    plan: &Plan,
    body: &'b [Stmt],
    extent: i64,
) -> Option<program::Program<'b>> {
    let values = tileable(plan, body)?;
    let applies =
        |is_op: fn(&Expr) -> bool| values.iter().any(|(_, v)| applies_f32(k, plan, v, is_op));
    let divides = applies(|e| matches!(e, Expr::Binary(BinaryOp::Div, ..)));
    let clamps = applies(|e| matches!(e, Expr::Binary(BinaryOp::Max | BinaryOp::Min, ..)));
    let roots = applies(|e| matches!(e, Expr::Unary(UnaryOp::Sqrt | UnaryOp::Rsqrt, _)));
    let powers = applies(|e| matches!(e, Expr::Binary(BinaryOp::Pow, ..)));
    let long = extent >= crate::cpu::wide::program::STREAM_RANGE as i64;
    let p = program::build(k, plan, body)?;
    let pays = p.has_halves(k)
        || powers
        || ((divides || clamps) && p.steps() <= MAX_DIVISION_STEPS)
        || (roots && p.steps() <= MAX_ROOT_STEPS)
        || (long && p.streams_stores() && p.steps() <= MAX_STREAMING_STEPS);
    pays.then_some(p)
}

/// Most steps of a division program (measured: one division alone is 1.4x faster as a
/// program; the seven steps of an Adam update 1.6x slower).
const MAX_DIVISION_STEPS: usize = 2;

/// Most steps of a square-root program (f32[4M], 1 thread, inline against program: `sqrt(x)`
/// 1.45 -> 0.92 ms, `x * sqrt(x * x + 1)` (two steps) 1.48 -> 0.94, `x * rsqrt(x² + y²) - y`
/// (three) 2.46 -> 1.67, `sign(x) * sqrt(|x|)` (three) 1.51 -> 1.08; a four-step chain 1.64 ->
/// 1.70).
const MAX_ROOT_STEPS: usize = 3;

/// Most steps of a streaming program.
const MAX_STREAMING_STEPS: usize = 4;

/// Whether `e` applies an op that `is_op` accepts (a division, a square root, ...) to
/// varying f32 values somewhere.
fn applies_f32(k: &Kernel, plan: &Plan, e: &Expr, is_op: fn(&Expr) -> bool) -> bool {
    let here = is_op(e) && k.type_of(e) == ScalarType::F32 && mentions_varying(e, &plan.varying);
    here || e.operands().any(|x| applies_f32(k, plan, x, is_op))
}

/// Every load in `e` (of statement `at`): buffer, index and statement.
fn loads<'b>(e: &'b Expr, at: usize, out: &mut Vec<(u32, &'b Expr, usize)>) {
    if let Expr::Load { buffer, index } = e {
        out.push((*buffer, index.as_ref(), at));
    }
    e.operands().for_each(|x| loads(x, at, out));
}

impl FnEmitter<'_, '_> {
    /// `for var in lo..hi { body }` in tiles (see the module comment), then the remainder.
    pub(super) fn tiled_vector_loop(
        &mut self,
        mut cx: VecCx,
        sites: &[Site],
        var: Var,
        lo: Value,
        hi: Value,
        body: &[Stmt],
    ) -> Res<()> {
        if let Some(p) = program::build(self.k, cx.plan, body) {
            return self.program_loop(&p, var, lo, hi);
        }
        let n = self.b.ins().isub(hi, lo);
        let n4 = self.b.ins().band_imm_s(n, !3);
        let main_end = self.b.ins().iadd(lo, n4);
        let bytes = (sites.len() as i64 * TILE * 4) as u32;
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            bytes,
            6,
        ));
        let scratch = self.b.ins().stack_addr(self.ptr_ty, slot, 0);
        let tile_start = self.b.declare_var(types::I64);
        self.b.def_var(tile_start, lo);
        let (head, exit) = (self.b.create_block(), self.b.create_block());
        let run = self.b.ins().icmp(IntCC::SignedLessThan, lo, main_end);
        self.b.ins().brif(run, head, &[], exit, &[]);
        self.b.switch_to_block(head);
        let start = self.b.use_var(tile_start);
        let full = self.b.ins().iadd_imm_s(start, TILE);
        let end = self.b.ins().smin(full, main_end);
        let count = self.b.ins().isub(end, start);
        cx.tile = Some(TileState {
            sites: sites.iter().map(|s| s.expr as *const Expr).collect(),
            scratch,
            ready: 0,
            start,
        });
        for (k, site) in sites.iter().enumerate() {
            self.vector_steps(var, start, end, |e| {
                for s in &body[..site.stmt] {
                    // Accumulators are updated once, in the last pass.
                    let acc = matches!(s, Stmt::Assign { var, .. } if cx.plan.accumulator(*var).is_some());
                    if matches!(s, Stmt::Assign { .. }) && !acc {
                        e.vstmt(&cx, s)?;
                    }
                }
                let v = e.vexpr(&cx, site.arg)?;
                let v = e.splat_or_vector(v, ScalarType::F32);
                let addr = e.tile_values_addr(&cx);
                e.b.ins().store(mem_flags(), v, addr, scratch_offset(k));
                Ok(())
            })?;
            let values = self.b.ins().iadd_imm_s(scratch, scratch_offset(k) as i64);
            self.call_tile_helper(site.helper, values, count);
            if let Some(t) = cx.tile.as_mut() {
                t.ready = k + 1;
            }
        }
        self.vector_steps(var, start, end, |e| {
            e.vstmts(&cx, body)?;
            e.apply_accumulators(&cx)
        })?;
        self.b.def_var(tile_start, end);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, end, main_end);
        self.b.ins().brif(more, head, &[], exit, &[]);
        self.b.seal_block(head);
        self.b.switch_to_block(exit);
        self.b.seal_block(exit);
        self.unpack_accumulators(&cx)?;
        self.scalar_loop(var, main_end, hi, false, |e| e.emit_stmts(body))
    }

    /// `for var in (from..to).step_by(4) { emit_body }` for `from < to`, both multiples of
    /// four apart.
    pub(super) fn vector_steps(
        &mut self,
        var: Var,
        from: Value,
        to: Value,
        emit_body: impl FnOnce(&mut Self) -> Res<()>,
    ) -> Res<()> {
        let counter = self.vars[var.0 as usize];
        let (body_block, exit) = (self.b.create_block(), self.b.create_block());
        self.b.def_var(counter, from);
        self.b.ins().jump(body_block, &[]);
        self.b.switch_to_block(body_block);
        emit_body(self)?;
        let i = self.b.use_var(counter);
        let next = self.b.ins().iadd_imm_s(i, 4);
        self.b.def_var(counter, next);
        let more = self.b.ins().icmp(IntCC::SignedLessThan, next, to);
        self.b.ins().brif(more, body_block, &[], exit, &[]);
        self.b.seal_block(body_block);
        self.b.switch_to_block(exit);
        self.b.seal_block(exit);
        Ok(())
    }

    /// The value of `e` from its scratch buffer, when `e` is a site whose tile helper ran.
    pub(super) fn tile_value(&mut self, cx: &VecCx, e: &Expr) -> Option<Value> {
        let t = cx.tile.as_ref()?;
        let k = t.sites[..t.ready]
            .iter()
            .position(|p| std::ptr::eq(*p, e))?;
        let addr = self.tile_values_addr(cx);
        Some(
            self.b
                .ins()
                .load(types::F32X4, mem_flags(), addr, scratch_offset(k)),
        )
    }

    /// The address of the current four iterations' values in site 0's scratch (the other
    /// sites' are at [`scratch_offset`] from it).
    fn tile_values_addr(&mut self, cx: &VecCx) -> Value {
        let t = cx.tile.as_ref().expect("in a tiled loop");
        let (start, scratch) = (t.start, t.scratch);
        let i = self.b.use_var(self.vars[cx.plan.loop_var.0 as usize]);
        let k = self.b.ins().isub(i, start);
        let offset = self.b.ins().ishl_imm_s(k, 2);
        self.b.ins().iadd(scratch, offset)
    }
}

/// The byte offset of site `k`'s values in the scratch buffer.
fn scratch_offset(k: usize) -> i32 {
    (k as i64 * TILE * 4) as i32
}
