//! Row reductions whose terms are f32 arithmetic on contiguous loads, such as softmax's
//! `exp(x - max)`: the kernel computes a chunk of terms with the tile-program helper
//! (`wide::program`, the inline code's operations bit for bit) into a scratch buffer on its
//! stack, then folds the chunk's blocks with the row helper, chunk after chunk:
//!
//! ```text
//! for each chunk of CHUNK terms (whole blocks):
//!     program_f32(frame: scratch[i] = term(x[first + i], ..), len)
//!     acc = row_⊕_f32(scratch, len / 128, acc)
//! ```
//!
//! A term qualifies when it is built from f32 loads at the term's position (streams), f32
//! values that do not depend on the nest (variables and loads outside it: constants of the
//! program, computed once), and the ops a program step has, with at least one exp, log, tanh
//! or logistic: the inline nest computes those four lanes at a time, a program sixteen
//! (sum of exp(x - m) over 4096 rows of 1024, 1 thread: 3.47 -> 1.18 ms), while plain
//! arithmetic is faster inline than in passes over a scratch tile (`(x - m)²`: 0.30 inline,
//! 0.98 as a program; a variance's `(x - m)²` and `x²` have a row helper of their own,
//! `squares_entries` in `super`, which computes them in registers).

use super::nest::RowNest;
use crate::cpu::emit::{mem_flags, FnEmitter, Res};
use crate::cpu::helpers::Helper;
use crate::cpu::wide::program::{
    header_word, types_word, Op, Operand, Sign, Step, MAX_CONSTS, MAX_OPS, MAX_SLOTS, MAX_STREAMS,
};
use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, UnaryOp, Var};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, InstBuilder, StackSlotData, StackSlotKind, Value};

/// Terms per chunk: four blocks, the program helper's tile.
const CHUNK: i64 = 512;
const BLOCK: i64 = 128;

/// A term as a tile program writing to its last stream.
pub(super) struct TermProgram<'e> {
    /// The nest's loop variables: a load whose index has none of them is a constant.
    loop_vars: [Var; 3],
    steps: Vec<Step>,
    /// The loads: buffer and index.
    streams: Vec<(u32, &'e Expr)>,
    consts: Vec<&'e Expr>,
    slots: u8,
}

/// The program for `term`, or `None` when it does not qualify.
pub(super) fn translate<'e>(
    k: &Kernel,
    term: &'e Expr,
    loop_vars: &[Var; 3],
) -> Option<TermProgram<'e>> {
    let mut p = TermProgram {
        loop_vars: *loop_vars,
        steps: Vec::new(),
        streams: Vec::new(),
        consts: Vec::new(),
        slots: 0,
    };
    let value = p.operand(k, term)?;
    // Plain arithmetic is faster inline (no passes through a scratch tile).
    let transcendental = p.steps.iter().any(|s| {
        s.func
            .is_some_and(|f| f.is_function() && !matches!(f, Op::Sqrt | Op::Rsqrt))
    });
    if !transcendental {
        return None;
    }
    let out = Operand::Stream(u8::try_from(p.streams.len()).ok()?);
    p.steps
        .push(step(Op::Copy, out, vec![value], None, Sign::Keep));
    let fits = p.steps.len() <= MAX_OPS
        && p.streams.len() < MAX_STREAMS
        && p.consts.len() <= MAX_CONSTS
        && (p.slots as usize) <= MAX_SLOTS;
    fits.then_some(p)
}

fn step(op: Op, dst: Operand, args: Vec<Operand>, func: Option<Op>, post: Sign) -> Step {
    Step {
        op,
        dst,
        args,
        pre: Sign::Keep,
        func,
        post,
        round: None,
    }
}

impl<'e> TermProgram<'e> {
    fn operand(&mut self, k: &Kernel, e: &'e Expr) -> Option<Operand> {
        match e {
            Expr::Load { index, .. } if !self.loop_vars.iter().any(|&v| index.mentions(v)) => {
                self.constant(e)
            }
            Expr::Load { buffer, index } => {
                if k.buffers.get(*buffer as usize)?.ty != ScalarType::F32 {
                    return None;
                }
                let at = self
                    .streams
                    .iter()
                    .position(|&(b, i)| b == *buffer && i == &**index);
                let at = at.unwrap_or_else(|| {
                    self.streams.push((*buffer, index));
                    self.streams.len() - 1
                });
                Some(Operand::Stream(u8::try_from(at).ok()?))
            }
            Expr::Float(_, ScalarType::F32) => self.constant(e),
            Expr::Var(v) if k.var_type(*v) == ScalarType::F32 => self.constant(e),
            Expr::Binary(op, a, b) => {
                let op = match op {
                    BinaryOp::Add => Op::Add,
                    BinaryOp::Sub => Op::Sub,
                    BinaryOp::Mul => Op::Mul,
                    BinaryOp::Div => Op::Div,
                    BinaryOp::Max => Op::Max,
                    BinaryOp::Min => Op::Min,
                    _ => return None,
                };
                let args = vec![self.operand(k, a)?, self.operand(k, b)?];
                self.push(op, args, None, Sign::Keep)
            }
            Expr::Fma(a, b, c) => {
                let args = vec![
                    self.operand(k, a)?,
                    self.operand(k, b)?,
                    self.operand(k, c)?,
                ];
                self.push(Op::Fma, args, None, Sign::Keep)
            }
            Expr::Unary(op, x) => {
                let (func, post) = match op {
                    UnaryOp::Neg => (None, Sign::Neg),
                    UnaryOp::Abs => (None, Sign::Abs),
                    UnaryOp::Exp => (Some(Op::Exp), Sign::Keep),
                    UnaryOp::Log => (Some(Op::Log), Sign::Keep),
                    UnaryOp::Tanh => (Some(Op::Tanh), Sign::Keep),
                    UnaryOp::Logistic => (Some(Op::Logistic), Sign::Keep),
                    UnaryOp::Sqrt => (Some(Op::Sqrt), Sign::Keep),
                    UnaryOp::Rsqrt => (Some(Op::Rsqrt), Sign::Keep),
                    _ => return None,
                };
                let args = vec![self.operand(k, x)?];
                self.push(Op::Copy, args, func, post)
            }
            _ => None,
        }
    }

    fn constant(&mut self, e: &'e Expr) -> Option<Operand> {
        let at = self.consts.iter().position(|&c| c == e);
        let at = at.unwrap_or_else(|| {
            self.consts.push(e);
            self.consts.len() - 1
        });
        Some(Operand::Const(u8::try_from(at).ok()?))
    }

    /// A step into a fresh slot.
    fn push(
        &mut self,
        op: Op,
        args: Vec<Operand>,
        func: Option<Op>,
        post: Sign,
    ) -> Option<Operand> {
        if self.slots as usize >= MAX_SLOTS || self.steps.len() >= MAX_OPS {
            return None;
        }
        let dst = Operand::Slot(self.slots);
        self.slots += 1;
        self.steps.push(step(op, dst, args, func, post));
        Some(dst)
    }
}

impl FnEmitter<'_, '_> {
    /// Emits `nest`, whose term is not a plain load, as chunks of a term program and the row
    /// helper (module comment).
    pub(super) fn row_reduce_terms(&mut self, nest: &RowNest) -> Res<()> {
        let p = translate(self.k, &nest.term, &nest.loop_vars)
            .ok_or_else(|| "internal: a row term without a program".to_string())?;
        let n_streams = p.streams.len() + 1;
        let words = 2 + p.steps.len() + n_streams + p.consts.len();
        let frame_slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (words * 8) as u32,
            3,
        ));
        let scratch_slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (CHUNK * 4) as u32,
            6,
        ));
        let frame = self.b.ins().stack_addr(self.ptr_ty, frame_slot, 0);
        let scratch = self.b.ins().stack_addr(self.ptr_ty, scratch_slot, 0);
        let header = header_word(p.steps.len(), n_streams, p.consts.len(), p.slots as usize);
        // Every stream f32 (the scratch output too).
        let types = types_word(std::iter::repeat_n(None, n_streams));
        let mut offset = 0;
        for w in [header, types]
            .into_iter()
            .chain(p.steps.iter().map(Step::word))
        {
            let v = self.b.ins().iconst(types::I64, w as i64);
            self.b.ins().store(mem_flags(), v, frame, offset);
            offset += 8;
        }
        let streams_at = offset;
        let mut bases = Vec::new();
        for &(buffer, index) in &p.streams {
            let first = self.first_index(nest, index)?;
            bases.push(self.elem_addr(buffer, first));
        }
        let out_at = streams_at + 8 * p.streams.len() as i32;
        self.b.ins().store(mem_flags(), scratch, frame, out_at);
        offset = out_at + 8;
        for &e in &p.consts {
            let v = self.expr(e)?.0;
            self.b.ins().store(mem_flags(), v, frame, offset);
            offset += 8;
        }
        let chunk = |e: &mut Self, shift: Value, len: i64, acc: Value| -> Value {
            for (k, &base) in bases.iter().enumerate() {
                let addr = e.b.ins().iadd(base, shift);
                e.b.ins()
                    .store(mem_flags(), addr, frame, streams_at + 8 * k as i32);
            }
            let count = e.b.ins().iconst(types::I64, len);
            e.call_tile_helper(Helper::ProgramF32, frame, count);
            let blocks = e.b.ins().iconst(types::I64, len / BLOCK);
            e.call_helper(nest.op.helper(None), &[scratch, blocks, acc])
        };
        let mut acc = self.var_value(nest.acc);
        let full = nest.blocks * BLOCK / CHUNK;
        if full > 0 {
            let body = self.b.create_block();
            let exit = self.b.create_block();
            let c = self.b.append_block_param(body, types::I64);
            let a = self.b.append_block_param(body, types::F32);
            let done = self.b.append_block_param(exit, types::F32);
            let zero = self.b.ins().iconst(types::I64, 0);
            self.b.ins().jump(body, &[zero.into(), acc.into()]);
            self.b.switch_to_block(body);
            let shift = self.b.ins().imul_imm_s(c, CHUNK * 4);
            let next_acc = chunk(self, shift, CHUNK, a);
            let next = self.b.ins().iadd_imm_s(c, 1);
            let more = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, next, full);
            self.b.ins().brif(
                more,
                body,
                &[next.into(), next_acc.into()],
                exit,
                &[next_acc.into()],
            );
            self.b.seal_block(body);
            self.b.switch_to_block(exit);
            self.b.seal_block(exit);
            acc = done;
        }
        let rest = nest.blocks * BLOCK - full * CHUNK;
        if rest > 0 {
            let shift = self.b.ins().iconst(types::I64, full * CHUNK * 4);
            acc = chunk(self, shift, rest, acc);
        }
        self.b.def_var(self.vars[nest.acc.0 as usize], acc);
        Ok(())
    }
}
