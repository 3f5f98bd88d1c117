//! The stored form of a dot the GEMM call does not take (`library::dot_other`): its three
//! buffers (id, element type, dimensions) and dimension numbers, and its thread count.
//! Decoding checks each buffer's size against its slot and plans the call again from these
//! parts (`DotCall::from_parts`, the planner's own checks), so every permutation and extent
//! it runs with is derived, never read.
//!
//! ```text
//! dot: lhs, rhs, out (buffer, type, dims), lhs batch, rhs batch, lhs contracting,
//!      rhs contracting (i64 lists), threads
//! ```

use super::decode::Decoder;
use super::{bad, Encoder};
use crate::cpu::library::buffer::Buf;
use crate::cpu::library::dot_other::DotCall;
use crate::cpu::program::BufferSlot;
use kiln_hlo::DotDims;

/// More threads than this in a plan means it is not ours.
const MAX_THREADS: usize = 4096;

impl Encoder {
    fn buf(&mut self, b: &Buf) -> Option<()> {
        self.id(b.id);
        self.ty(b.ty)?;
        self.i64s(&b.dims)
    }

    pub(super) fn dot(&mut self, d: &DotCall) -> Option<()> {
        self.buf(&d.lhs)?;
        self.buf(&d.rhs)?;
        self.buf(&d.out)?;
        self.i64s(&d.dims.lhs_batch)?;
        self.i64s(&d.dims.rhs_batch)?;
        self.i64s(&d.dims.lhs_contracting)?;
        self.i64s(&d.dims.rhs_contracting)?;
        self.out.u64(d.threads as u64);
        Some(())
    }
}

impl Decoder<'_> {
    /// A buffer of `slots` holding exactly the array its type and dimensions describe.
    fn buf(&mut self, slots: &[BufferSlot]) -> Result<Buf, String> {
        let id = self.id(slots.len())?;
        let ty = self.ty()?;
        let dims = self.i64s()?;
        let len = dims
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?));
        match len {
            Some(len) if len.checked_mul(ty.byte_size()) == Some(slots[id.0 as usize].bytes) => {
                Ok(Buf { id, ty, dims, len })
            }
            _ => bad("a dot's buffer does not hold its array"),
        }
    }

    pub(super) fn dot(&mut self, slots: &[BufferSlot]) -> Result<DotCall, String> {
        let (lhs, rhs, out) = (self.buf(slots)?, self.buf(slots)?, self.buf(slots)?);
        let dims = DotDims {
            lhs_batch: self.i64s()?,
            rhs_batch: self.i64s()?,
            lhs_contracting: self.i64s()?,
            rhs_contracting: self.i64s()?,
        };
        let threads = self.size()?;
        if threads == 0 || threads > MAX_THREADS {
            return bad(format!("a dot on {threads} threads"));
        }
        DotCall::from_parts(lhs, rhs, out, dims, threads).or_else(bad)
    }
}
