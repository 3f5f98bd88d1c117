//! Accumulators in the vector loop (`crate::kir::accumulator_updates`): `a = op(a, x)`
//! carried from one iteration to the next, applied in iteration order so that the result
//! is exactly the scalar loop's.
//!
//! Each step computes the four iterations' `x` as one vector with the rest of the body and
//! applies the updates at the end of the step. Accumulators of one op and 32-bit type are
//! packed four to a vector for the whole main loop (lane `c` is accumulator `c`): the four
//! `x` vectors are transposed (lane `c` of column `j` is accumulator `c`'s operand at
//! iteration `j`) and the columns applied in order, one vector op each; this is what makes
//! a blocked row reduction's chains (one block per lane) vectorize. An accumulator whose op
//! gives the same bits in any order (max and min, and bitwise and/or of integers; a NaN's
//! payload aside) is *spread* over the lanes of two vectors instead, the steps taking turns
//! (the main loop's two steps per iteration update different vectors): one vector op per
//! step, and the vectors, then their lanes (two shuffles), fold into the accumulator after
//! the main loop, so a step's critical path is one op instead of four and two steps' chains
//! overlap. The others are updated lane by lane with scalar code.

use super::plan::is_vector_type;
use super::{vec_type, VVal, VecCx};
use crate::cpu::emit::{FnEmitter, Res};
use crate::cpu::simd::bitcast_flags;
use crate::kir::{BinaryOp, ScalarType, Var};
use cranelift_codegen::ir::{types, Immediate, InstBuilder, Value};
use cranelift_frontend::Variable;
use std::cell::Cell;

/// Four accumulators of one op and type kept in the lanes of one vector variable, or one
/// accumulator spread over the lanes of `var` and `spare` (all members the same).
pub(super) struct Packed {
    members: [Var; 4],
    op: BinaryOp,
    ty: ScalarType,
    var: Variable,
    /// A spread accumulator's second vector, and whether the next step updates it.
    spare: Option<(Variable, Cell<bool>)>,
}

/// Whether folding with `op` on `ty` gives the same bits in any order and any grouping, and
/// folding a value in twice changes nothing (so the lanes can all start from it).
fn spreadable(op: BinaryOp, ty: ScalarType) -> bool {
    match ty {
        ScalarType::F32 => matches!(op, BinaryOp::Max | BinaryOp::Min),
        ScalarType::S32 | ScalarType::U32 => matches!(
            op,
            BinaryOp::Max | BinaryOp::Min | BinaryOp::And | BinaryOp::Or
        ),
        _ => false,
    }
}

impl FnEmitter<'_, '_> {
    /// Groups the plan's accumulators (consecutive runs of four with one op and a 32-bit
    /// type) and packs each group's current values into its vector variable.
    pub(super) fn pack_accumulators(&mut self, cx: &mut VecCx) {
        let mut run: Vec<(Var, BinaryOp, ScalarType)> = Vec::new();
        for &(a, op) in &cx.plan.accumulators {
            let ty = self.k.var_types[a.0 as usize];
            let packable = matches!(ty, ScalarType::F32 | ScalarType::S32 | ScalarType::U32);
            if !packable || run.first().is_some_and(|&(_, o, t)| (o, t) != (op, ty)) {
                run.clear();
            }
            if packable {
                run.push((a, op, ty));
            }
            if run.len() == 4 {
                let members = [run[0].0, run[1].0, run[2].0, run[3].0];
                let lanes = members.map(|m| self.b.use_var(self.vars[m.0 as usize]));
                let v = self.assemble(lanes, ty);
                let var = self.b.declare_var(vec_type(ty));
                self.b.def_var(var, v);
                cx.packed.push(Packed {
                    members,
                    op,
                    ty,
                    var,
                    spare: None,
                });
                run.clear();
            }
        }
        for &(a, op) in &cx.plan.accumulators {
            let ty = self.k.var_types[a.0 as usize];
            if !spreadable(op, ty) || cx.packed.iter().any(|p| p.members.contains(&a)) {
                continue;
            }
            let current = self.b.use_var(self.vars[a.0 as usize]);
            let v = self.b.ins().splat(vec_type(ty), current);
            let var = self.b.declare_var(vec_type(ty));
            self.b.def_var(var, v);
            // Both vectors start from the accumulator: folding it in twice changes nothing.
            let spare = self.b.declare_var(vec_type(ty));
            self.b.def_var(spare, v);
            cx.packed.push(Packed {
                members: [a; 4],
                op,
                ty,
                var,
                spare: Some((spare, Cell::new(false))),
            });
        }
    }

    /// Writes the packed accumulators back to their scalar variables (after the main loop).
    pub(super) fn unpack_accumulators(&mut self, cx: &VecCx) -> Res<()> {
        for p in &cx.packed {
            let v = self.b.use_var(p.var);
            if let Some((spare, _)) = &p.spare {
                let w = self.b.use_var(*spare);
                let v = self.vbinary_values(p.op, p.ty, v, w)?;
                // Lanes 2, 3 onto 0, 1, then lane 1 onto 0.
                let high =
                    self.shuffle_mask(&[8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7]);
                let v = self.fold_shuffled(p, v, high)?;
                let odd =
                    self.shuffle_mask(&[4, 5, 6, 7, 0, 1, 2, 3, 8, 9, 10, 11, 12, 13, 14, 15]);
                let v = self.fold_shuffled(p, v, odd)?;
                let acc = self.b.ins().extractlane(v, 0);
                self.b.def_var(self.vars[p.members[0].0 as usize], acc);
                continue;
            }
            for (k, m) in p.members.iter().enumerate() {
                let x = self.b.ins().extractlane(v, k as u8);
                self.b.def_var(self.vars[m.0 as usize], x);
            }
        }
        Ok(())
    }

    /// Applies the step's pending accumulator updates.
    pub(super) fn apply_accumulators(&mut self, cx: &VecCx) -> Res<()> {
        let pending = std::mem::take(&mut *cx.pending.borrow_mut());
        let operand = |a: Var| {
            pending
                .iter()
                .find(|(v, _)| *v == a)
                .map(|&(_, x)| x)
                .ok_or_else(|| format!("internal: accumulator v{} was not updated", a.0))
        };
        for p in &cx.packed {
            if let Some((spare, turn)) = &p.spare {
                let LaneSource::Vector(x) = operand(p.members[0])? else {
                    return Err(format!(
                        "internal: spread accumulator v{} is not 32-bit",
                        p.members[0].0
                    ));
                };
                let x = self.splat_or_vector(x, p.ty);
                let var = if turn.replace(!turn.get()) {
                    *spare
                } else {
                    p.var
                };
                let acc = self.b.use_var(var);
                let acc = self.vbinary_values(p.op, p.ty, acc, x)?;
                self.b.def_var(var, acc);
                continue;
            }
            let mut rows = Vec::with_capacity(4);
            for &m in &p.members {
                let LaneSource::Vector(x) = operand(m)? else {
                    return Err(format!(
                        "internal: packed accumulator v{} is not 32-bit",
                        m.0
                    ));
                };
                rows.push(self.splat_or_vector(x, p.ty));
            }
            let columns = self.transpose4([rows[0], rows[1], rows[2], rows[3]], p.ty);
            let mut acc = self.b.use_var(p.var);
            for c in columns {
                acc = self.vbinary_values(p.op, p.ty, acc, c)?;
            }
            self.b.def_var(p.var, acc);
        }
        for &(a, op) in &cx.plan.accumulators {
            if cx.packed.iter().any(|p| p.members.contains(&a)) {
                continue;
            }
            let x = operand(a)?;
            let ty = self.k.var_types[a.0 as usize];
            for k in 0..4u8 {
                let lane = match x {
                    LaneSource::Vector(v) => self.lane_of(v, ty, k),
                    LaneSource::Lanes(ls) => ls[k as usize],
                };
                let cur = self.b.use_var(self.vars[a.0 as usize]);
                let new = self.binary(op, ty, cur, lane)?;
                self.b.def_var(self.vars[a.0 as usize], new);
            }
        }
        Ok(())
    }

    /// Records accumulator `a`'s operand `x` for this step.
    pub(super) fn defer_accumulator(
        &mut self,
        cx: &VecCx,
        a: Var,
        x: &crate::kir::Expr,
    ) -> Res<()> {
        let ty = self.k.var_types[a.0 as usize];
        let source = if is_vector_type(ty) {
            LaneSource::Vector(self.vexpr(cx, x)?)
        } else {
            let mut lanes = [None; 4];
            for (k, l) in lanes.iter_mut().enumerate() {
                *l = Some(self.lane_expr(cx, x, k as u8)?);
            }
            LaneSource::Lanes(lanes.map(|l| l.expect("set above")))
        };
        cx.pending.borrow_mut().push((a, source));
        Ok(())
    }

    /// The columns of the 4×4 matrix whose rows are `rows`: lane `c` of column `j` is lane
    /// `j` of row `c`.
    fn transpose4(&mut self, rows: [Value; 4], ty: ScalarType) -> [Value; 4] {
        let bytes = rows.map(|r| self.b.ins().bitcast(types::I8X16, bitcast_flags(), r));
        let lo32 = self.shuffle_mask(&[0, 1, 2, 3, 16, 17, 18, 19, 4, 5, 6, 7, 20, 21, 22, 23]);
        let hi32 =
            self.shuffle_mask(&[8, 9, 10, 11, 24, 25, 26, 27, 12, 13, 14, 15, 28, 29, 30, 31]);
        let lo64 = self.shuffle_mask(&[0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23]);
        let hi64 =
            self.shuffle_mask(&[8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31]);
        let t0 = self.b.ins().shuffle(bytes[0], bytes[1], lo32);
        let t1 = self.b.ins().shuffle(bytes[2], bytes[3], lo32);
        let t2 = self.b.ins().shuffle(bytes[0], bytes[1], hi32);
        let t3 = self.b.ins().shuffle(bytes[2], bytes[3], hi32);
        let cols = [
            self.b.ins().shuffle(t0, t1, lo64),
            self.b.ins().shuffle(t0, t1, hi64),
            self.b.ins().shuffle(t2, t3, lo64),
            self.b.ins().shuffle(t2, t3, hi64),
        ];
        cols.map(|c| self.b.ins().bitcast(vec_type(ty), bitcast_flags(), c))
    }

    /// `op(v, shuffled v)` for a spread accumulator's vector `v`.
    fn fold_shuffled(&mut self, p: &Packed, v: Value, mask: Immediate) -> Res<Value> {
        let bytes = self.b.ins().bitcast(types::I8X16, bitcast_flags(), v);
        let moved = self.b.ins().shuffle(bytes, bytes, mask);
        let moved = self.b.ins().bitcast(vec_type(p.ty), bitcast_flags(), moved);
        self.vbinary_values(p.op, p.ty, v, moved)
    }

    fn shuffle_mask(&mut self, lanes: &[u8; 16]) -> Immediate {
        self.b
            .func
            .dfg
            .immediates
            .push(cranelift_codegen::ir::ConstantData::from(lanes.to_vec()))
    }
}

/// An accumulator operand for four iterations.
#[derive(Clone, Copy)]
pub(super) enum LaneSource {
    /// A 32-bit (or pred) value as the vector loop computes it.
    Vector(VVal),
    /// Four scalars (wider types).
    Lanes([Value; 4]),
}
