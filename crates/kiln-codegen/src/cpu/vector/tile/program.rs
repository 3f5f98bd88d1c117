//! Tiled loops whose whole body is f32 arithmetic run as one tile program
//! (`cpu::wide::program`): instead of f32x4 passes over each tile around the helper calls, the
//! kernel writes the body as a list of steps into a stack frame and makes one call for its
//! range, which evaluates every step sixteen lanes at a time. A unary op joins the step that
//! computes its operand where it can, so `exp(-|a * b + c|)` is one step.
//!
//! A body qualifies when it is straight-line, has no accumulators, and every statement is
//! an f32 assignment or a store to an f32 buffer at a unit-stride index, built from unit-stride
//! f32 loads, uniform f32 values (computed once, before the call), and the ops
//! [`Op`] lists. Indices may use the loop variable and uniform variables only, so they are
//! computed for the first iteration and advance by one element per iteration.
//!
//! f16 and bf16 values count as f32 (they compute in f32): their buffers are streams of their
//! type, a `Convert` between them and f32 that is exact is no step at all, and one that
//! rounds to f16 or bf16 is the rounding of the step that computes its operand where that
//! step has none yet, else a copy that rounds.

use super::super::plan::{mentions_varying, stride, Plan};
use super::super::varying_vars;
use crate::cpu::emit::{mem_flags, FnEmitter, Res};
use crate::cpu::helpers::Helper;
use crate::cpu::wide::program::{
    header_word, runs_natively, streaming, types_word, Half, Op, Operand, Sign, Step, MAX_CONSTS,
    MAX_INTERPRETED_CONSTS, MAX_INTERPRETED_SLOTS, MAX_OPS, MAX_SLOTS, MAX_STREAMS, STREAM_BYTES,
};
use crate::kir::{BinaryOp, CmpOp, Expr, Kernel, ScalarType, Stmt, UnaryOp, Var};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, StackSlotData, StackSlotKind, Value};

/// A loop body as a program: the op words, and what the kernel computes before the call.
pub(in crate::cpu::vector) struct Program<'b> {
    ops: Vec<Step>,
    /// Per stream: the buffer and its index expression.
    streams: Vec<(u32, &'b Expr)>,
    consts: Vec<&'b Expr>,
    slots: usize,
    /// Whether every buffer the loop stores to is large enough for streaming stores.
    streaming: bool,
}

/// Translation state.
struct Builder<'k, 'b> {
    k: &'k Kernel,
    plan: &'k Plan,
    p: Program<'b>,
    /// Where each variable's current value is.
    vars: Vec<Option<Operand>>,
    /// Slots holding an intermediate value that nothing names (reusable once consumed).
    temp: Vec<bool>,
    free: Vec<u8>,
}

impl Program<'_> {
    /// How many steps (passes over a tile) the program makes.
    pub(in crate::cpu::vector) fn steps(&self) -> usize {
        self.ops.len()
    }

    /// Whether the helper writes its outputs with streaming stores.
    pub(in crate::cpu::vector) fn streams_stores(&self) -> bool {
        self.streaming
    }

    /// Whether the helper runs the program as machine code (`wide::program::runs_natively`).
    fn runs_natively(&self, k: &Kernel) -> bool {
        let steps: Vec<(Op, Option<Op>)> = self.ops.iter().map(|s| (s.op, s.func)).collect();
        !self.has_halves(k) && runs_natively(&steps)
    }

    /// Whether the program reads or writes f16/bf16 buffers or rounds values to them.
    pub(in crate::cpu::vector) fn has_halves(&self, k: &Kernel) -> bool {
        let typed = |&(b, _): &(u32, &Expr)| half(k.buffers[b as usize].ty).is_some();
        self.streams.iter().any(typed) || self.ops.iter().any(|s| s.round.is_some())
    }
}

/// The 16-bit float type `t` is, if it is one.
fn half(t: ScalarType) -> Option<Half> {
    match t {
        ScalarType::F16 => Some(Half::F16),
        ScalarType::BF16 => Some(Half::BF16),
        _ => None,
    }
}

/// Whether values of type `t` compute in f32 (f32, f16, bf16).
fn computes_in_f32(t: ScalarType) -> bool {
    t == ScalarType::F32 || half(t).is_some()
}

/// The program for `body`, or `None` when some statement does not qualify.
pub(in crate::cpu::vector) fn build<'b>(
    k: &Kernel,
    plan: &Plan,
    body: &'b [Stmt],
) -> Option<Program<'b>> {
    if !plan.accumulators.is_empty() {
        return None;
    }
    let mut b = Builder {
        k,
        plan,
        p: Program {
            ops: Vec::new(),
            streams: Vec::new(),
            consts: Vec::new(),
            slots: 0,
            streaming: true,
        },
        vars: vec![None; k.var_types.len()],
        temp: Vec::new(),
        free: Vec::new(),
    };
    for s in body {
        match s {
            Stmt::Assign { var, value } => {
                let i = var.0 as usize;
                if !plan.varying[i] {
                    return None;
                }
                let v = match (k.var_types[i], value) {
                    // A comparison that several selects share: its mask in a slot.
                    (ScalarType::Pred, Expr::Cmp { .. }) => b.comparison(value)?,
                    (t, _) if computes_in_f32(t) => b.operand(value, None)?,
                    _ => return None,
                };
                if let Operand::Slot(s) = v {
                    b.temp[s as usize] = false;
                }
                b.vars[i] = Some(v);
            }
            Stmt::Store {
                buffer,
                index,
                value,
            } => {
                let dst = b.stream(*buffer, index)?;
                b.p.streaming &= k.buffers[*buffer as usize].streams(STREAM_BYTES as i64);
                let v = b.operand(value, Some(dst))?;
                if v != dst {
                    b.push(Op::Copy, dst, vec![v]);
                }
            }
            Stmt::Loop { .. } => return None,
        }
    }
    // More slots or constants than the interpreter takes: only for a native program.
    let large = b.p.slots > MAX_INTERPRETED_SLOTS || b.p.consts.len() > MAX_INTERPRETED_CONSTS;
    if large && !b.p.runs_natively(k) {
        return None;
    }
    (b.p.ops.len() <= MAX_OPS).then_some(b.p)
}

impl<'b> Builder<'_, 'b> {
    /// Where `e`'s values will be; `dst` is where the caller wants them (honoured when `e`
    /// is an operation).
    fn operand(&mut self, e: &'b Expr, dst: Option<Operand>) -> Option<Operand> {
        if !computes_in_f32(self.k.type_of(e)) {
            return None;
        }
        if !mentions_varying(e, &self.plan.varying) {
            let k = match self.p.consts.iter().position(|c| *c == e) {
                Some(k) => k,
                None => {
                    self.p.consts.push(e);
                    self.p.consts.len() - 1
                }
            };
            return (k < MAX_CONSTS).then_some(Operand::Const(k as u8));
        }
        let (op, args): (Op, Vec<&'b Expr>) = match e {
            Expr::Var(v) => return self.vars[v.0 as usize],
            Expr::Load { buffer, index } => return self.stream(*buffer, index),
            Expr::Unary(op, x) => return self.unary(Tail::Op(unary_op(*op)?), x, dst),
            Expr::Convert(to, x) => {
                let from = self.k.type_of(x);
                if !computes_in_f32(from) {
                    return None;
                }
                return match half(*to) {
                    Some(h) if *to != from => self.unary(Tail::Round(h), x, dst),
                    // f16/bf16 to f32, or to its own type: exact.
                    _ => self.operand(x, dst),
                };
            }
            Expr::Binary(op, a, b) => (binary_op(*op)?, vec![&**a, &**b]),
            // A select on a comparison of f32 values: the comparison's step, then the
            // select's (other conditions stay inline).
            Expr::Select(cond, x, y) => {
                let cmp = match &**cond {
                    Expr::Var(v) if self.k.var_types[v.0 as usize] == ScalarType::Pred => {
                        self.vars[v.0 as usize]?
                    }
                    cond => self.comparison(cond)?,
                };
                let (x, y) = (self.operand(x, None)?, self.operand(y, None)?);
                return self.step_of(Op::Select, vec![cmp, x, y], dst);
            }
            // a * b - c, as the lowering writes it.
            Expr::Fma(a, b, c) => match &**c {
                Expr::Unary(UnaryOp::Neg, c) if mentions_varying(c, &self.plan.varying) => {
                    (Op::Fms, vec![&**a, &**b, &**c])
                }
                _ => (Op::Fma, vec![&**a, &**b, &**c]),
            },
            _ => return None,
        };
        self.operation(op, &args, dst)
    }

    /// The mask of an IEEE comparison of f32 values (all ones where it holds), which only
    /// selects read.
    fn comparison(&mut self, e: &'b Expr) -> Option<Operand> {
        let Expr::Cmp {
            op,
            total_order: false,
            lhs,
            rhs,
        } = e
        else {
            return None;
        };
        self.operation(compare_op(*op), &[&**lhs, &**rhs], None)
    }

    /// `op` of `args`' values, computed into `dst` where given.
    fn operation(&mut self, op: Op, args: &[&'b Expr], dst: Option<Operand>) -> Option<Operand> {
        let mut operands = Vec::with_capacity(args.len());
        for a in args {
            if !computes_in_f32(self.k.type_of(a)) {
                return None;
            }
            operands.push(self.operand(a, None)?);
        }
        self.step_of(op, operands, dst)
    }

    /// The step `op` of `operands`: the first consumed temporary becomes the destination
    /// (each lane reads its operands before it is written); the others are free again.
    fn step_of(&mut self, op: Op, operands: Vec<Operand>, dst: Option<Operand>) -> Option<Operand> {
        let mut out = dst;
        for o in &operands {
            if let Operand::Slot(s) = *o {
                if self.temp[s as usize] {
                    if out.is_none() {
                        out = Some(*o);
                    } else {
                        self.temp[s as usize] = false;
                        self.free.push(s);
                    }
                }
            }
        }
        let out = match out {
            Some(o) => o,
            None => self.new_slot()?,
        };
        self.push(op, out, operands);
        Some(out)
    }

    /// `op(x)`: in the step that computes `x` when that is the latest one, its result is a
    /// temporary and the step has room (a sign fix-up before or after its function, or no
    /// function yet; a rounding where it has none), else a step of its own.
    fn unary(&mut self, op: Tail, x: &'b Expr, dst: Option<Operand>) -> Option<Operand> {
        let v = self.operand(x, None)?;
        if let (Operand::Slot(s), Some(last)) = (v, self.p.ops.last_mut()) {
            if self.temp[s as usize] && last.dst == v && fuse(last, op).is_some() {
                if let Some(d) = dst {
                    last.dst = d;
                    self.temp[s as usize] = false;
                    self.free.push(s);
                    return Some(d);
                }
                return Some(v);
            }
        }
        let out = match (dst, v) {
            (Some(d), _) => d,
            (None, Operand::Slot(s)) if self.temp[s as usize] => v,
            (None, _) => self.new_slot()?,
        };
        let mut step = Step {
            op: Op::Copy,
            dst: out,
            args: vec![v],
            pre: Sign::Keep,
            func: None,
            post: Sign::Keep,
            round: None,
        };
        fuse(&mut step, op)?;
        self.p.ops.push(step);
        if let (Some(_), Operand::Slot(s)) = (dst, v) {
            if self.temp[s as usize] {
                self.temp[s as usize] = false;
                self.free.push(s);
            }
        }
        Some(out)
    }

    fn new_slot(&mut self) -> Option<Operand> {
        let s = match self.free.pop() {
            Some(s) => s,
            None if self.temp.len() < MAX_SLOTS => {
                self.temp.push(false);
                self.p.slots = self.temp.len();
                (self.temp.len() - 1) as u8
            }
            None => return None,
        };
        self.temp[s as usize] = true;
        Some(Operand::Slot(s))
    }

    fn push(&mut self, op: Op, dst: Operand, args: Vec<Operand>) {
        self.p.ops.push(Step {
            op,
            dst,
            args,
            pre: Sign::Keep,
            func: None,
            post: Sign::Keep,
            round: None,
        });
    }

    /// The stream of `buffer` at `index`: an f32 buffer, an index that steps by one per
    /// iteration and reads no varying variable but the loop's.
    fn stream(&mut self, buffer: u32, index: &'b Expr) -> Option<Operand> {
        if !computes_in_f32(self.k.buffers[buffer as usize].ty)
            || stride(index, &self.plan.strides, &self.plan.varying) != Some(1)
        {
            return None;
        }
        let mut used: Vec<Var> = Vec::new();
        varying_vars(index, &self.plan.varying, &mut used);
        if used.iter().any(|v| *v != self.plan.loop_var) {
            return None;
        }
        let k = match self
            .p
            .streams
            .iter()
            .position(|&(b, i)| b == buffer && i == index)
        {
            Some(k) => k,
            None => {
                self.p.streams.push((buffer, index));
                self.p.streams.len() - 1
            }
        };
        (k < MAX_STREAMS).then_some(Operand::Stream(k as u8))
    }
}

/// What [`Builder::unary`] applies to a value.
#[derive(Clone, Copy)]
enum Tail {
    Op(Op),
    Round(Half),
}

/// Applies `tail` to `step`'s result within the step, if it has room (nothing comes after
/// a rounding).
fn fuse(step: &mut Step, tail: Tail) -> Option<()> {
    if step.round.is_some() {
        return None;
    }
    let op = match tail {
        Tail::Op(op) => op,
        Tail::Round(h) => {
            step.round = Some(h);
            return Some(());
        }
    };
    match (step.func, Sign::Keep.then(op)) {
        (None, Some(_)) => step.pre = step.pre.then(op)?,
        (Some(_), Some(_)) => step.post = step.post.then(op)?,
        (None, None) if step.post == Sign::Keep => step.func = Some(op),
        _ => return None,
    }
    Some(())
}

fn unary_op(op: UnaryOp) -> Option<Op> {
    use UnaryOp::*;
    Some(match op {
        Neg => Op::Neg,
        Abs => Op::Abs,
        Sqrt => Op::Sqrt,
        Rsqrt => Op::Rsqrt,
        Exp => Op::Exp,
        Log => Op::Log,
        Tanh => Op::Tanh,
        Logistic => Op::Logistic,
        Erf => Op::Erf,
        Log1p => Op::Log1p,
        Expm1 => Op::Expm1,
        Sign => Op::Signum,
        _ => return None,
    })
}

/// The program's comparison for the inline code's (unordered only for `Ne`, as
/// `FloatCC::NotEqual`).
fn compare_op(op: CmpOp) -> Op {
    match op {
        CmpOp::Lt => Op::CmpLt,
        CmpOp::Le => Op::CmpLe,
        CmpOp::Gt => Op::CmpGt,
        CmpOp::Ge => Op::CmpGe,
        CmpOp::Eq => Op::CmpEq,
        CmpOp::Ne => Op::CmpNe,
    }
}

fn binary_op(op: BinaryOp) -> Option<Op> {
    use BinaryOp::*;
    Some(match op {
        Add => Op::Add,
        Sub => Op::Sub,
        Mul => Op::Mul,
        Div => Op::Div,
        Max => Op::Max,
        Min => Op::Min,
        Pow => Op::Pow,
        _ => return None,
    })
}

impl FnEmitter<'_, '_> {
    /// `for var in lo..hi { body }` as one call of the program helper (nothing when empty).
    pub(in crate::cpu::vector) fn program_loop(
        &mut self,
        p: &Program,
        var: Var,
        lo: Value,
        hi: Value,
    ) -> Res<()> {
        let words = 2 + p.ops.len() + p.streams.len() + p.consts.len();
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (words * 8) as u32,
            3,
        ));
        let (call, exit) = (self.b.create_block(), self.b.create_block());
        let run = self.b.ins().icmp(IntCC::SignedLessThan, lo, hi);
        self.b.ins().brif(run, call, &[], exit, &[]);
        self.b.switch_to_block(call);
        self.b.seal_block(call);
        let frame = self.b.ins().stack_addr(self.ptr_ty, slot, 0);
        let header = header_word(p.ops.len(), p.streams.len(), p.consts.len(), p.slots);
        let header = if p.streaming {
            streaming(header)
        } else {
            header
        };
        let types = p
            .streams
            .iter()
            .map(|&(b, _)| half(self.k.buffers[b as usize].ty));
        let ops = p.ops.iter().map(Step::word);
        let fixed = [header, types_word(types)].into_iter().chain(ops);
        let mut offset = 0;
        for w in fixed {
            let v = self.b.ins().iconst(types::I64, w as i64);
            self.b.ins().store(mem_flags(), v, frame, offset);
            offset += 8;
        }
        // Indices are those of the first iteration.
        self.b.def_var(self.vars[var.0 as usize], lo);
        for &(buffer, index) in &p.streams {
            let i = self.expr(index)?.0;
            let addr = self.elem_addr(buffer, i);
            self.b.ins().store(mem_flags(), addr, frame, offset);
            offset += 8;
        }
        for e in &p.consts {
            let v = self.expr(e)?.0;
            self.b.ins().store(mem_flags(), v, frame, offset);
            offset += 8;
        }
        let count = self.b.ins().isub(hi, lo);
        self.call_tile_helper(Helper::ProgramF32, frame, count);
        self.b.ins().jump(exit, &[]);
        self.b.switch_to_block(exit);
        self.b.seal_block(exit);
        Ok(())
    }
}
