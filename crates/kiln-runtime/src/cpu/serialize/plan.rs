//! The stored plan: an executable's programs (buffer slots, constants, root copies,
//! statistics) and thunks, written as they were built, so that a cache hit decodes them instead
//! of decoding the module and running buffer assignment and thunk building again.
//!
//! Only thunks with a stored form are written: kernels (with their in-place update or gather
//! prefetch plans, `blocks`), slices read in place (`blocks`), library calls with a stored form (`library`: GEMM, other dots,
//! scatter, convolution, sort, top-k), alone or as the product of a kOutput fusion,
//! interpreter fallbacks, and nested programs (call, while, conditional). An executable with
//! any other thunk gets no stored plan ([`encode_plan`] returns `None`) and its hits rebuild
//! from the module as before.
//!
//! The bytes are covered by the entry's checksum, and decoding checks them as well: every
//! buffer id, kernel index and parameter or output leaf in range, every kernel argument the
//! size its kernel was compiled for (the kernel records say), arena buffers and staging
//! copies inside the arena, constants matching their buffers, values' shapes matching their
//! buffers' sizes, nested programs' parameter and output buffers the size of what their caller
//! passes, GEMM extents inside their buffers, other library calls as `library` says. Plan bytes that pass the checksum yet fail a
//! check reject the entry like any corruption.
//!
//! Integers little-endian (ids and counts u32, sizes u64), strings as in the payload, shapes
//! and literals in `kiln_hlo::binary`'s encoding:
//!
//! ```text
//! plan:      parameter count, parameter shapes, root shape, the entry program
//! program:   name, buffers (tag: 0 parameter number leaf, 1 constant instr, 2 arena offset,
//!            3 output leaf; then bytes), assigned arena bytes, arena bytes, parameter leaf
//!            starts, root leaves, constants (buffer, literal), root copies (leaf, source,
//!            bytes, staging flag and offset), statistics, thunks
//! GEMM:      type (u8: 0 f32, 1 f64), lhs, rhs, out, m, n, k, threads, lhs and rhs strides
//!            (i64 pairs), batch offsets (count, i64 pairs), window flag, then the window's
//!            `from` and `below` lines (count, (a, b) i64 pairs each)
//! thunk:     0 kernel (name, record index, args, parallel extent), 2 output fusion (name,
//!            table length, parameters (table id, number), product, epilogue record index,
//!            operands, output, in-place flag, scratch bytes, the call), 3 interpret (comp,
//!            instr, operand values, output value), 4 call (program, args, output), 5 while
//!            (condition, body, init, output), 6 conditional (selector, is pred, branches,
//!            operand values, output), 7 kernel with an in-place update, 8 kernel with a
//!            gather prefetch (`blocks` has their formats), 1, 9-13 a library call (`library`),
//!            14 a dynamic slice read in place (`blocks`)
//! value:     shape, leaf buffers
//! ```

use super::{Reader, Writer};
use crate::cpu::library::gemm::GemmCall;
use crate::cpu::output_fusion::OutputFusion;
use crate::cpu::program::{BufferSlot, Fallback, Program, ProgramParts, ProgramStats, RootCopy};
use crate::cpu::row_group::{RowGroup, Scratch};
use crate::cpu::thunk::{Thunk, Value};
use crate::cpu::EntrySignature;
use kiln_codegen::cpu::LoadedKernel;
use kiln_hlo::{ArrayLiteral, CompId, InstrId, Literal, Opcode, PrimitiveType, Shape};
use kiln_opt::buffer_assignment::{BufferId, BufferKind};
use std::collections::HashMap;
use std::sync::Arc;

/// Programs nested deeper than this are not stored (and refused when decoding), so that
/// crafted bytes cannot overflow the stack.
const MAX_DEPTH: usize = 64;

/// More threads than this in a GEMM plan means it is not ours.
const MAX_THREADS: usize = 4096;

const KERNEL: u8 = 0;
const GEMM: u8 = 1;
const OUTPUT_FUSION: u8 = 2;
const INTERPRET: u8 = 3;
const CALL: u8 = 4;
const WHILE: u8 = 5;
const CONDITIONAL: u8 = 6;
const UPDATE_SLICE: u8 = 7;
const GATHER_ROWS: u8 = 8;
const DOT: u8 = 9;
/// Tags 10 to 13 are library calls (`library`).
const VIEW: u8 = 14;
const ROW_GROUP: u8 = 15;

fn bad<T>(what: impl std::fmt::Display) -> Result<T, String> {
    Err(format!("plan: {what}"))
}

/// The stored plan of an executable, or `None` when some thunk has no stored form.
/// `loaded[i]` is kernel record `i`'s mapped kernel.
pub fn encode_plan(
    signature: &EntrySignature,
    entry: &Program,
    loaded: &[Option<Arc<LoadedKernel>>],
) -> Option<Vec<u8>> {
    let index = loaded
        .iter()
        .enumerate()
        .filter_map(|(i, k)| Some((Arc::as_ptr(k.as_ref()?), i)))
        .collect();
    let mut e = Encoder {
        out: Writer(Vec::with_capacity(4096)),
        kernels: index,
        used: 0,
    };
    e.u32(signature.params.len())?;
    for shape in &signature.params {
        kiln_hlo::binary::write_shape(&mut e.out.0, shape);
    }
    kiln_hlo::binary::write_shape(&mut e.out.0, &signature.root);
    e.program(entry, 0)?;
    // A decoded plan must use every compiled kernel once; a build that dropped one (a
    // nested program that fell back to the interpreter after obtaining kernels) is not stored.
    let compiled = loaded.iter().filter(|k| k.is_some()).count();
    (e.used == compiled).then_some(e.out.0)
}

struct Encoder {
    out: Writer,
    /// Kernel record index by mapped kernel.
    kernels: HashMap<*const LoadedKernel, usize>,
    /// Kernel references written.
    used: usize,
}

impl Encoder {
    fn u32(&mut self, v: usize) -> Option<()> {
        self.out.u32(u32::try_from(v).ok()?);
        Some(())
    }

    fn id(&mut self, id: BufferId) {
        self.out.u32(id.0);
    }

    fn ids(&mut self, ids: &[BufferId]) -> Option<()> {
        self.u32(ids.len())?;
        ids.iter().for_each(|&id| self.id(id));
        Some(())
    }

    fn kernel(&mut self, kernel: &Arc<LoadedKernel>) -> Option<()> {
        let index = *self.kernels.get(&Arc::as_ptr(kernel))?;
        self.used += 1;
        self.u32(index)
    }

    fn value(&mut self, value: &Value) -> Option<()> {
        kiln_hlo::binary::write_shape(&mut self.out.0, &value.shape);
        self.ids(&value.leaves)
    }

    fn values(&mut self, values: &[Value]) -> Option<()> {
        self.u32(values.len())?;
        values.iter().try_for_each(|v| self.value(v))
    }

    fn program(&mut self, p: &Program, depth: usize) -> Option<()> {
        if depth >= MAX_DEPTH {
            return None;
        }
        self.out.string(&p.name);
        self.u32(p.buffers.len())?;
        for slot in &p.buffers {
            match slot.kind {
                BufferKind::Parameter { number, leaf } => {
                    self.out.u8(0);
                    self.u32(number)?;
                    self.u32(leaf)?;
                }
                BufferKind::Constant(instr) => {
                    self.out.u8(1);
                    self.out.u32(instr.0);
                }
                BufferKind::Arena { offset } => {
                    self.out.u8(2);
                    self.out.u64(offset as u64);
                }
                BufferKind::Output { leaf } => {
                    self.out.u8(3);
                    self.u32(leaf)?;
                }
            }
            self.out.u64(slot.bytes as u64);
        }
        self.out.u64(p.assigned_arena_bytes as u64);
        self.out.u64(p.arena_bytes as u64);
        self.u32(p.param_leaf_start.len())?;
        for &start in &p.param_leaf_start {
            self.u32(start)?;
        }
        self.ids(&p.root_leaves)?;
        self.u32(p.constants.len())?;
        for (id, literal) in &p.constants {
            self.id(*id);
            kiln_hlo::binary::write_literal(&mut self.out.0, &Literal::Array(literal.clone()));
        }
        self.u32(p.root_copies.len())?;
        for copy in &p.root_copies {
            self.u32(copy.leaf)?;
            self.id(copy.source);
            self.out.u64(copy.bytes as u64);
            self.out.u8(copy.staging.is_some() as u8);
            self.out.u64(copy.staging.unwrap_or(0) as u64);
        }
        self.stats(&p.stats)?;
        self.u32(p.thunks.len())?;
        p.thunks.iter().try_for_each(|t| self.thunk(t, depth))
    }

    fn stats(&mut self, s: &ProgramStats) -> Option<()> {
        self.out.u64(s.kernels as u64);
        self.out.u64(s.library_calls as u64);
        self.out.u64(s.arena_bytes as u64);
        self.u32(s.fallbacks.len())?;
        for f in &s.fallbacks {
            self.out.string(&f.instruction);
            self.u32(Opcode::ALL.iter().position(|&op| op == f.opcode)?)?;
            self.out.string(&f.reason);
        }
        self.u32(s.output_fusions.len())?;
        s.output_fusions
            .iter()
            .for_each(|line| self.out.string(line));
        Some(())
    }

    fn gemm(&mut self, g: &GemmCall) -> Option<()> {
        self.out.u8(match g.ty {
            PrimitiveType::F32 => 0,
            PrimitiveType::F64 => 1,
            _ => return None,
        });
        self.id(g.lhs);
        self.id(g.rhs);
        self.id(g.out);
        for v in [g.m, g.n, g.k, g.threads] {
            self.out.u64(v as u64);
        }
        for v in [
            g.lhs_strides.0,
            g.lhs_strides.1,
            g.rhs_strides.0,
            g.rhs_strides.1,
        ] {
            self.out.u64(v as i64 as u64);
        }
        self.u32(g.batch_offsets.len())?;
        for &(l, r) in &g.batch_offsets {
            self.out.u64(l as i64 as u64);
            self.out.u64(r as i64 as u64);
        }
        self.out.u8(u8::from(g.window.is_some()));
        if let Some(window) = &g.window {
            for lines in [&window.from, &window.below] {
                self.u32(lines.len())?;
                for &(a, b) in lines {
                    self.out.u64(a as u64);
                    self.out.u64(b as u64);
                }
            }
        }
        Some(())
    }

    /// A kernel launch's fields (`None` for any other thunk).
    fn kernel_thunk(&mut self, thunk: &Thunk) -> Option<()> {
        let Thunk::Kernel {
            name,
            kernel,
            args,
            parallel_extent,
        } = thunk
        else {
            return None;
        };
        self.out.string(name);
        self.kernel(kernel)?;
        self.ids(args)?;
        self.out.u64(*parallel_extent as u64);
        Some(())
    }

    fn thunk(&mut self, thunk: &Thunk, depth: usize) -> Option<()> {
        match thunk {
            Thunk::Kernel { .. } => {
                self.out.u8(KERNEL);
                self.kernel_thunk(thunk)?;
            }
            Thunk::UpdateSlice { update, kernel } => {
                self.out.u8(UPDATE_SLICE);
                self.kernel_thunk(kernel)?;
                self.in_place_update(update)?;
            }
            Thunk::GatherRows { prefetch, kernel } => {
                self.out.u8(GATHER_ROWS);
                self.kernel_thunk(kernel)?;
                self.gather_prefetch(prefetch)?;
            }
            Thunk::View(view) => {
                self.out.u8(VIEW);
                self.slice_view(view)?;
            }
            Thunk::RowGroup(group) => {
                self.out.u8(ROW_GROUP);
                self.u32(group.members.len())?;
                for member in &group.members {
                    self.kernel_thunk(member)?;
                }
                self.out.u64(group.rows as u64);
                self.out.u64(group.block as u64);
                self.u32(group.scratch.len())?;
                for s in &group.scratch {
                    self.id(s.buffer);
                    self.out.u64(s.row_bytes as u64);
                }
            }
            // The call's tag is the thunk's.
            Thunk::Library(call) => self.call(call.as_ref())?,
            Thunk::OutputFusion(f) => {
                self.out.u8(OUTPUT_FUSION);
                self.out.string(&f.name);
                self.u32(f.table_len)?;
                self.u32(f.params.len())?;
                for &(id, number) in &f.params {
                    self.id(id);
                    self.u32(number)?;
                }
                self.id(f.product);
                self.kernel(&f.epilogue)?;
                self.ids(&f.operands)?;
                self.id(f.output);
                self.out.u8(f.in_place as u8);
                self.out.u64(f.scratch_bytes as u64);
                self.call(f.call.as_ref())?;
            }
            Thunk::Interpret {
                comp,
                instr,
                operands,
                output,
            } => {
                self.out.u8(INTERPRET);
                self.out.u32(comp.0);
                self.out.u32(instr.0);
                self.values(operands)?;
                self.value(output)?;
            }
            Thunk::Call {
                program,
                args,
                output,
            } => {
                self.out.u8(CALL);
                self.program(program, depth + 1)?;
                self.values(args)?;
                self.value(output)?;
            }
            Thunk::While {
                condition,
                body,
                init,
                output,
            } => {
                self.out.u8(WHILE);
                self.program(condition, depth + 1)?;
                self.program(body, depth + 1)?;
                self.value(init)?;
                self.value(output)?;
            }
            Thunk::Conditional {
                selector,
                selector_is_pred,
                branches,
                operands,
                output,
            } => {
                self.out.u8(CONDITIONAL);
                self.id(*selector);
                self.out.u8(*selector_is_pred as u8);
                self.u32(branches.len())?;
                for b in branches {
                    self.program(b, depth + 1)?;
                }
                self.values(operands)?;
                self.value(output)?;
            }
        }
        Some(())
    }
}

mod blocks;
mod decode;
mod dot;
mod library;
#[cfg(test)]
mod tests;

pub use decode::decode_plan;
