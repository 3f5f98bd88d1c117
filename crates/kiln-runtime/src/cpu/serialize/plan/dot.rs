//! The stored form of a dot the GEMM call does not take (`library::dot_other`): its three
//! buffers (as `library` stores them) and dimension numbers, and its thread count.
//! Decoding checks each buffer's size against its slot and plans the call again from these
//! parts (`DotCall::from_parts`, the planner's own checks), so every permutation and extent
//! it runs with is derived, never read.
//!
//! ```text
//! dot: lhs, rhs, out (buffer, type, dims), lhs batch, rhs batch, lhs contracting,
//!      rhs contracting (i64 lists), threads
//! ```

use super::decode::Decoder;
use super::library::Space;
use super::{bad, Encoder, MAX_THREADS};
use crate::cpu::library::dot_other::DotCall;
use kiln_hlo::DotDims;

impl Encoder {
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
    pub(super) fn dot(&mut self, space: &Space) -> Result<DotCall, String> {
        let (lhs, rhs, out) = (self.buf(space)?, self.buf(space)?, self.buf(space)?);
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
