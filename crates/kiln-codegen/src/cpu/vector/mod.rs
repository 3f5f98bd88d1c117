//! The f32x4 loop: a `vector_width = 4` loop runs four iterations per step of a main loop,
//! then the leftover iterations one at a time (the ordinary scalar loop), so any extent and
//! any parallel range work.
//!
//! In the main loop every expression is either *uniform* (the same for all four lanes:
//! emitted once as scalar code, splatted when combined with lanes) or *varying*. Varying
//! 32-bit values (f32, s32, u32, and pred as an all-ones/all-zeros i32 mask) are one vector;
//! loads and stores whose index steps by one per iteration are single vector accesses. What
//! has no vector form (integer division, s64 index arithmetic, gathers, narrow types) is
//! computed lane by lane with the scalar emitter and reassembled, so every kernel that
//! passes [`plan`] vectorizes completely and exactly like its scalar form.

mod accumulate;
mod expr;
mod invariant;
mod plan;

pub(in crate::cpu) use plan::mentions_varying;
mod tile;

pub(super) use plan::plan;
use plan::{is_vector_type, stride, Plan};

use super::emit::{clif_type, mem_flags, FnEmitter, Res};
use super::simd::{bitcast_flags, Width, M};
use crate::kir::{Expr, ScalarType, Stmt, Var};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, Type, Value};
use cranelift_frontend::Variable;

/// A value in the vector loop: one scalar shared by all lanes, or a vector of four.
#[derive(Clone, Copy)]
pub(super) enum VVal {
    Uniform(Value),
    Vector(Value),
}

/// The variables of one vector loop.
pub(super) struct VecCx<'p> {
    plan: &'p Plan,
    /// Varying 32-bit variables: their f32x4/i32x4 variable.
    vec_vars: Vec<Option<Variable>>,
    /// Varying wider variables (s64/u64 indices): one scalar variable per lane.
    lane_vars: Vec<Option<[Variable; 4]>>,
    /// In a tiled loop: where the tile helpers' results are.
    tile: Option<tile::TileState>,
    /// Accumulators kept four to a vector during the main loop.
    packed: Vec<accumulate::Packed>,
    /// This step's accumulator operands, applied at the end of the step.
    pending: std::cell::RefCell<Vec<(Var, accumulate::LaneSource)>>,
}

/// The vector type holding four values of 32-bit type `t` (pred masks are i32x4).
pub(super) fn vec_type(t: ScalarType) -> Type {
    if t == ScalarType::F32 {
        types::F32X4
    } else {
        types::I32X4
    }
}

impl FnEmitter<'_, '_> {
    /// `for var in lo..hi { body }` (a loop of `extent` iterations, of which a call may run
    /// a range): four iterations per step, then the remainder.
    pub fn vector_loop(
        &mut self,
        plan: &Plan,
        var: Var,
        (lo, hi, extent): (Value, Value, i64),
        body: &[Stmt],
    ) -> Res<()> {
        let mut cx = self.declare_vector_vars(plan);
        self.pack_accumulators(&mut cx);
        if self.wide_math {
            if let Some(sites) = tile::sites(self.k, plan, body) {
                return self.tiled_vector_loop(cx, &sites, var, lo, hi, body);
            }
            if let Some(p) = tile::plain_program(self.k, plan, body, extent) {
                return self.program_loop(&p, var, lo, hi);
            }
        }
        let counter = self.vars[var.0 as usize];
        let n = self.b.ins().isub(hi, lo);
        let n4 = self.b.ins().band_imm_s(n, !3);
        let main_end = self.b.ins().iadd(lo, n4);
        let n8 = self.b.ins().band_imm_s(n, !7);
        let pairs_end = self.b.ins().iadd(lo, n8);
        self.b.def_var(counter, lo);
        let join = self.hoist_invariants(var, body, lo, main_end)?;
        // Two steps per iteration while eight iterations remain (the loop's own counting and
        // branching, and the loads of loop-invariant values the body keeps in registers, are
        // paid once per eight), then at most one step of four.
        self.vector_step_loop(&cx, body, counter, pairs_end, 2)?;
        self.vector_step_loop(&cx, body, counter, main_end, 1)?;
        // The hoisted values exist only where the steps can run.
        self.hoisted.clear();
        if let Some(join) = join {
            self.b.ins().jump(join, &[]);
            self.b.switch_to_block(join);
            self.b.seal_block(join);
        }
        self.unpack_accumulators(&cx)?;
        let rest = self.b.use_var(counter);
        self.scalar_loop(var, rest, hi, false, |e| e.emit_stmts(body))
    }

    /// Emits the body's loop-invariant expressions (`invariant`) once, in a block entered when
    /// `lo < main_end` (at least one step runs), and makes the steps use them. Returns the
    /// block where the steps' code must rejoin the path that skips them, if one was opened.
    fn hoist_invariants(
        &mut self,
        var: Var,
        body: &[Stmt],
        lo: Value,
        main_end: Value,
    ) -> Res<Option<cranelift_codegen::ir::Block>> {
        let exprs = invariant::invariant_exprs(self.k, var, body);
        if exprs.is_empty() {
            return Ok(None);
        }
        let (hoist, join) = (self.b.create_block(), self.b.create_block());
        let any = self.b.ins().icmp(IntCC::SignedLessThan, lo, main_end);
        self.b.ins().brif(any, hoist, &[], join, &[]);
        self.b.switch_to_block(hoist);
        self.b.seal_block(hoist);
        for e in exprs {
            let value = self.expr(e)?;
            self.hoisted.insert(e as *const Expr, value);
        }
        Ok(Some(join))
    }

    /// While `counter < end`: `steps` steps of the vector body, each four iterations (the
    /// caller makes `end - counter` a multiple of `4 * steps`).
    fn vector_step_loop(
        &mut self,
        cx: &VecCx,
        body: &[Stmt],
        counter: Variable,
        end: Value,
        steps: usize,
    ) -> Res<()> {
        let (body_block, exit) = (self.b.create_block(), self.b.create_block());
        let start = self.b.use_var(counter);
        let run = self.b.ins().icmp(IntCC::SignedLessThan, start, end);
        self.b.ins().brif(run, body_block, &[], exit, &[]);
        self.b.switch_to_block(body_block);
        let mut next = start;
        for _ in 0..steps {
            self.vstmts(cx, body)?;
            self.apply_accumulators(cx)?;
            let i = self.b.use_var(counter);
            next = self.b.ins().iadd_imm_s(i, 4);
            self.b.def_var(counter, next);
        }
        let more = self.b.ins().icmp(IntCC::SignedLessThan, next, end);
        self.b.ins().brif(more, body_block, &[], exit, &[]);
        self.b.seal_block(body_block);
        self.b.switch_to_block(exit);
        self.b.seal_block(exit);
        Ok(())
    }

    fn declare_vector_vars<'p>(&mut self, plan: &'p Plan) -> VecCx<'p> {
        let n = self.k.var_types.len();
        let mut cx = VecCx {
            plan,
            vec_vars: vec![None; n],
            lane_vars: vec![None; n],
            tile: None,
            packed: Vec::new(),
            pending: Default::default(),
        };
        for (i, &t) in self.k.var_types.iter().enumerate() {
            if !plan.varying[i] || i == plan.loop_var.0 as usize {
                continue;
            }
            if is_vector_type(t) {
                cx.vec_vars[i] = Some(self.b.declare_var(vec_type(t)));
            } else {
                let ty = clif_type(t);
                cx.lane_vars[i] = Some(std::array::from_fn(|_| self.b.declare_var(ty)));
            }
        }
        cx
    }

    fn vstmts(&mut self, cx: &VecCx, stmts: &[Stmt]) -> Res<()> {
        stmts.iter().try_for_each(|s| self.vstmt(cx, s))
    }

    fn vstmt(&mut self, cx: &VecCx, s: &Stmt) -> Res<()> {
        match s {
            Stmt::Loop {
                var, extent, body, ..
            } => {
                if *extent == 0 {
                    return Ok(());
                }
                // Inner loops run in full for all four lanes together; their counter is uniform.
                let lo = self.b.ins().iconst(types::I64, 0);
                let hi = self.b.ins().iconst(types::I64, *extent);
                self.scalar_loop(*var, lo, hi, true, |e| e.vstmts(cx, body))
            }
            Stmt::Assign { var, value } => {
                let i = var.0 as usize;
                if cx.plan.accumulator(*var).is_some() {
                    let crate::kir::Expr::Binary(_, _, x) = value else {
                        return Err(format!("internal: v{i} is not an accumulator update"));
                    };
                    return self.defer_accumulator(cx, *var, x);
                }
                if let Some(vv) = cx.vec_vars[i] {
                    let v = self.vexpr(cx, value)?;
                    let v = self.splat_or_vector(v, self.k.var_types[i]);
                    self.b.def_var(vv, v);
                } else if let Some(lanes) = cx.lane_vars[i] {
                    for (k, lane_var) in lanes.iter().enumerate() {
                        let v = self.lane_expr(cx, value, k as u8)?;
                        self.b.def_var(*lane_var, v);
                    }
                } else {
                    let v = self.expr(value)?.0;
                    self.b.def_var(self.vars[i], v);
                }
                Ok(())
            }
            Stmt::Store {
                buffer,
                index,
                value,
            } => self.vstore(cx, *buffer, index, value),
        }
    }

    fn vstore(&mut self, cx: &VecCx, buffer: u32, index: &Expr, value: &Expr) -> Res<()> {
        let ty = self.k.buffers[buffer as usize].ty;
        let step = stride(index, &cx.plan.strides, &cx.plan.varying);
        if step == Some(0) && !mentions_varying(value, &cx.plan.varying) {
            // Every lane stores the same value to the same place.
            let i = self.expr(index)?.0;
            let v = self.expr(value)?.0;
            self.store_elem(buffer, i, v);
            return Ok(());
        }
        let v = self.vexpr(cx, value)?;
        if step == Some(1) {
            let i0 = self.lane_expr(cx, index, 0)?;
            if self.store_contiguous(buffer, i0, v)? {
                return Ok(());
            }
        }
        let t = ty.compute_type();
        for k in 0..4u8 {
            let i = self.lane_expr(cx, index, k)?;
            let x = self.lane_of(v, t, k);
            self.store_elem(buffer, i, x);
        }
        Ok(())
    }

    /// Evaluates `e` for lane `k` with scalar code.
    fn lane_expr(&mut self, cx: &VecCx, e: &Expr, k: u8) -> Res<Value> {
        let mut used = Vec::new();
        varying_vars(e, &cx.plan.varying, &mut used);
        for &v in &used {
            let lane_value = self.lane_of_var(cx, v, k);
            self.lane_vars[v.0 as usize] = Some(lane_value);
        }
        let r = self.expr(e);
        for &v in &used {
            self.lane_vars[v.0 as usize] = None;
        }
        Ok(r?.0)
    }

    fn lane_of_var(&mut self, cx: &VecCx, v: Var, k: u8) -> Value {
        let i = v.0 as usize;
        if v == cx.plan.loop_var {
            let base = self.b.use_var(self.vars[i]);
            return self.b.ins().iadd_imm_s(base, k as i64);
        }
        if let Some(vv) = cx.vec_vars[i] {
            let vec = self.b.use_var(vv);
            return self.lane_of(VVal::Vector(vec), self.k.var_types[i], k);
        }
        match cx.lane_vars[i] {
            Some(lanes) => self.b.use_var(lanes[k as usize]),
            None => self.b.use_var(self.vars[i]),
        }
    }

    /// Lane `k` of a value of type `t` as a scalar (pred masks become 0/1 bytes).
    fn lane_of(&mut self, v: VVal, t: ScalarType, k: u8) -> Value {
        match v {
            VVal::Uniform(s) => s,
            VVal::Vector(vec) => {
                let x = self.b.ins().extractlane(vec, k);
                if t == ScalarType::Pred {
                    let b = self.b.ins().ireduce(types::I8, x);
                    self.b.ins().band_imm_s(b, 1)
                } else {
                    x
                }
            }
        }
    }

    /// The four lanes of a value of 32-bit type `t` as one vector.
    pub(super) fn splat_or_vector(&mut self, v: VVal, t: ScalarType) -> Value {
        match v {
            VVal::Vector(vec) => vec,
            VVal::Uniform(s) if t == ScalarType::Pred => {
                let m = self.b.ins().ineg(s);
                let m = self.b.ins().sextend(types::I32, m);
                self.b.ins().splat(types::I32X4, m)
            }
            VVal::Uniform(s) => self.b.ins().splat(vec_type(t), s),
        }
    }

    /// A vector from four scalars of 32-bit type `t` (pred lanes as 0/1 bytes).
    fn assemble(&mut self, lanes: [Value; 4], t: ScalarType) -> Value {
        let lanes = if t == ScalarType::Pred {
            lanes.map(|l| self.b.ins().uextend(types::I32, l))
        } else {
            lanes
        };
        let mut v = self.b.ins().splat(vec_type(t), lanes[0]);
        for (k, &l) in lanes.iter().enumerate().skip(1) {
            v = self.b.ins().insertlane(v, l, k as u8);
        }
        if t == ScalarType::Pred {
            v = self.b.ins().ineg(v);
        }
        v
    }

    /// `e` computed lane by lane with scalar code.
    fn lanewise(&mut self, cx: &VecCx, e: &Expr) -> Res<VVal> {
        let t = self.k.type_of(e);
        let mut lanes = Vec::with_capacity(4);
        for k in 0..4u8 {
            lanes.push(self.lane_expr(cx, e, k)?);
        }
        let lanes = [lanes[0], lanes[1], lanes[2], lanes[3]];
        Ok(VVal::Vector(self.assemble(lanes, t)))
    }

    /// Stores four lanes at consecutive elements from `i0` with one store (pred, f16 and bf16
    /// lanes are narrowed first); returns whether the buffer type allowed it.
    fn store_contiguous(&mut self, buffer: u32, i0: Value, v: VVal) -> Res<bool> {
        use ScalarType::*;
        let ty = self.k.buffers[buffer as usize].ty;
        let vec = self.splat_or_vector(v, ty.compute_type());
        let raw = match ty {
            F32 | S32 | U32 => vec,
            Pred => {
                // 0/-1 masks to 0/1 bytes: the low 4 bytes after two narrowing steps.
                let one = M::new(self, Width::Four).i(1);
                let bits = self.b.ins().band(vec, one);
                let halves = self.b.ins().unarrow(bits, bits);
                let bytes = self.b.ins().unarrow(halves, halves);
                let words = self.b.ins().bitcast(types::I32X4, bitcast_flags(), bytes);
                self.b.ins().extractlane(words, 0)
            }
            F16 | BF16 => {
                let bits = self.f32_to_half_bits(ty, vec, Width::Four);
                let halves = self.b.ins().unarrow(bits, bits);
                let quads = self.b.ins().bitcast(types::I64X2, bitcast_flags(), halves);
                self.b.ins().extractlane(quads, 0)
            }
            _ => return Ok(false),
        };
        let addr = self.elem_addr(buffer, i0);
        self.b.ins().store(mem_flags(), raw, addr, 0);
        Ok(true)
    }
}

/// The varying variables `e` reads (each once).
pub(super) fn varying_vars(e: &Expr, varying: &[bool], out: &mut Vec<Var>) {
    match e {
        Expr::Var(v) => {
            if varying[v.0 as usize] && !out.contains(v) {
                out.push(*v);
            }
        }
        Expr::Int(..) | Expr::Float(..) => {}
        Expr::Load { index, .. } => varying_vars(index, varying, out),
        Expr::Unary(_, x) | Expr::Convert(_, x) | Expr::Bitcast(_, x) => {
            varying_vars(x, varying, out)
        }
        Expr::Binary(_, a, b) | Expr::Cmp { lhs: a, rhs: b, .. } => {
            varying_vars(a, varying, out);
            varying_vars(b, varying, out);
        }
        Expr::Select(c, a, b) | Expr::Fma(c, a, b) => {
            for x in [c, a, b] {
                varying_vars(x, varying, out);
            }
        }
    }
}
