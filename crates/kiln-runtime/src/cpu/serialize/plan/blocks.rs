//! The stored form of the two kernel thunks with a plan of their own: a dynamic-update-slice
//! fusion's in-place window write (`UpdateSlice`) and a gather fusion's prefetching blocks
//! (`GatherRows`), each written after its kernel thunk's fields; and of a dynamic slice read
//! in place (`View`, no kernel):
//!
//! ```text
//! slice view:      source, result (buffer ids), starts (tag 0 constant i64, 1 buffer id and
//!                  type), source dims, window dims, element bytes
//! in-place update: operand, update, output (kernel argument indices), starts (tag 0 constant
//!                  i64, 1 argument index and type), dims, update dims, element bytes
//! gather prefetch: operand argument, operand strides, starts (dimension, largest start),
//!                  index program steps, batch dims, batch strides, vector stride, slice
//!                  elements, element bytes, iteration elements, block
//! step:            0 param (argument, type, at zero), 1 const, 2 convert (type, a),
//!                  3 binary (opcode, type, a, b), 4 compare (direction, a, b),
//!                  5 select (p, a, b), 6 clamp (type, lo, x, hi)
//! ```
//!
//! Decoding rebuilds the view through `SliceView::from_parts`, which checks that the window
//! lies inside the source buffer and is the size of the result buffer, after checking that
//! every start buffer holds a scalar of its type. It rebuilds the in-place update through `InPlaceUpdate::from_parts` (strides and the
//! contiguous run recomputed, never read) and checks, against the kernel's argument buffers,
//! that the window's result and update fit theirs and every start index is a scalar there; for
//! the prefetch, that every index read lies inside its argument's buffer and every step reads
//! only earlier steps. (Prefetched addresses are hints and never fault.)

use super::decode::Decoder;
use super::{bad, Encoder};
use crate::cpu::library::gather_index::{is_index_type, IndexProgram, Step};
use crate::cpu::library::gather_prefetch::GatherPrefetch;
use crate::cpu::program::BufferSlot;
use crate::cpu::slice_view::{SliceView, ViewStart};
use crate::cpu::update_slice::{InPlaceUpdate, Start};
use kiln_hlo::{ComparisonDirection, Opcode, PrimitiveType};
use kiln_opt::buffer_assignment::BufferId;

/// Index programs longer than this are refused (the planner makes at most 32 steps).
const MAX_STEPS: usize = 256;

/// Extents and strides beyond this are refused, so that position arithmetic cannot overflow.
const MAX_EXTENT: i64 = 1 << 40;

impl Encoder {
    pub(super) fn ty(&mut self, ty: PrimitiveType) -> Option<()> {
        let index = PrimitiveType::all().position(|t| t == ty)?;
        self.out.u8(u8::try_from(index).ok()?);
        Some(())
    }

    pub(super) fn i64s(&mut self, v: &[i64]) -> Option<()> {
        self.u32(v.len())?;
        v.iter().for_each(|&x| self.out.u64(x as u64));
        Some(())
    }

    pub(super) fn in_place_update(&mut self, u: &InPlaceUpdate) -> Option<()> {
        self.u32(u.operand)?;
        self.u32(u.update)?;
        self.u32(u.output)?;
        self.starts(&u.starts, |e, &index| e.u32(index))?;
        self.i64s(&u.dims)?;
        self.i64s(&u.update_dims)?;
        self.out.u64(u.element_bytes as u64);
        Some(())
    }

    /// Start indices: tag 0 and a constant, or tag 1, where the scalar is (`at`) and its type.
    fn starts<A>(
        &mut self,
        starts: &[Start<A>],
        at: impl Fn(&mut Self, &A) -> Option<()>,
    ) -> Option<()> {
        self.u32(starts.len())?;
        for start in starts {
            match start {
                Start::Constant(c) => {
                    self.out.u8(0);
                    self.out.u64(*c as u64);
                }
                Start::Scalar { at: a, ty } => {
                    self.out.u8(1);
                    at(self, a)?;
                    self.ty(*ty)?;
                }
            }
        }
        Some(())
    }

    pub(super) fn slice_view(&mut self, v: &SliceView) -> Option<()> {
        self.id(v.source);
        self.id(v.result);
        self.starts(&v.starts, |e, &id| {
            e.id(id);
            Some(())
        })?;
        self.i64s(&v.dims)?;
        self.i64s(&v.sizes)?;
        self.out.u64(v.element_bytes as u64);
        Some(())
    }

    pub(super) fn gather_prefetch(&mut self, g: &GatherPrefetch) -> Option<()> {
        self.u32(g.operand_arg)?;
        self.i64s(&g.operand_strides)?;
        self.u32(g.starts.len())?;
        for &(dim, max_start) in &g.starts {
            self.u32(dim)?;
            self.out.u64(max_start as u64);
        }
        self.u32(g.indices.steps.len())?;
        for step in &g.indices.steps {
            self.step(step)?;
        }
        self.i64s(&g.batch_dims)?;
        self.i64s(&g.batch_strides)?;
        for v in [
            g.vector_stride,
            g.slice_elements,
            g.element_bytes,
            g.iteration_elements,
            g.block,
        ] {
            self.out.u64(v as u64);
        }
        self.u32(g.batching.len())?;
        for &(position, stride) in &g.batching {
            self.u32(position)?;
            self.out.u64(stride as u64);
        }
        Some(())
    }

    fn step(&mut self, step: &Step) -> Option<()> {
        match *step {
            Step::Param { arg, ty, at_zero } => {
                self.out.u8(0);
                self.u32(arg)?;
                self.ty(ty)?;
                self.out.u8(at_zero as u8);
            }
            Step::Const(v) => {
                self.out.u8(1);
                self.out.u64(v as u64);
            }
            Step::Convert(ty, a) => {
                self.out.u8(2);
                self.ty(ty)?;
                self.u32(a)?;
            }
            Step::Binary(op, ty, a, b) => {
                self.out.u8(3);
                self.u32(Opcode::ALL.iter().position(|&o| o == op)?)?;
                self.ty(ty)?;
                self.u32(a)?;
                self.u32(b)?;
            }
            Step::Compare(dir, a, b) => {
                self.out.u8(4);
                self.out
                    .u8(DIRECTIONS.iter().position(|&d| d == dir)? as u8);
                self.u32(a)?;
                self.u32(b)?;
            }
            Step::Select(p, a, b) => {
                self.out.u8(5);
                for v in [p, a, b] {
                    self.u32(v)?;
                }
            }
            Step::Clamp(ty, lo, x, hi) => {
                self.out.u8(6);
                self.ty(ty)?;
                for v in [lo, x, hi] {
                    self.u32(v)?;
                }
            }
        }
        Some(())
    }
}

const DIRECTIONS: [ComparisonDirection; 6] = [
    ComparisonDirection::Eq,
    ComparisonDirection::Ne,
    ComparisonDirection::Lt,
    ComparisonDirection::Le,
    ComparisonDirection::Gt,
    ComparisonDirection::Ge,
];

/// Bytes of `dims` elements of `element_bytes` each, if that neither overflows nor has a
/// negative extent.
fn array_bytes(dims: &[i64], element_bytes: usize) -> Option<usize> {
    dims.iter().try_fold(element_bytes, |acc, &d| {
        acc.checked_mul(usize::try_from(d).ok()?)
    })
}

impl Decoder<'_> {
    pub(super) fn ty(&mut self) -> Result<PrimitiveType, String> {
        let index = self.r.u8()? as usize;
        match PrimitiveType::all().nth(index) {
            Some(ty) => Ok(ty),
            None => bad(format!("element type {index} out of range")),
        }
    }

    fn i64(&mut self) -> Result<i64, String> {
        Ok(self.u64()? as i64)
    }

    pub(super) fn i64s(&mut self) -> Result<Vec<i64>, String> {
        let n = self.count(8)?;
        (0..n).map(|_| self.i64()).collect()
    }

    /// The in-place window write of a kernel over `args` (buffers of `slots`).
    pub(super) fn in_place_update(
        &mut self,
        args: &[BufferId],
        slots: &[BufferSlot],
    ) -> Result<InPlaceUpdate, String> {
        let (operand, update, output) = (self.u32()?, self.u32()?, self.u32()?);
        let starts = self.starts(|d| d.u32())?;
        let dims = self.i64s()?;
        let update_dims = self.i64s()?;
        let element_bytes = self.size()?;
        let arg_bytes = |i: usize| args.get(i).map(|id| slots[id.0 as usize].bytes);
        let result_bytes = array_bytes(&dims, element_bytes);
        let update_bytes = array_bytes(&update_dims, element_bytes);
        let fits = matches!((arg_bytes(output), result_bytes), (Some(a), Some(r)) if r <= a)
            && matches!((arg_bytes(update), update_bytes), (Some(a), Some(u)) if u <= a)
            && arg_bytes(operand).is_some()
            && starts.iter().all(|s| match s {
                Start::Constant(_) => true,
                Start::Scalar { at, ty } => arg_bytes(*at).is_some_and(|b| b >= ty.byte_size()),
            });
        if !fits {
            return bad("an in-place update does not fit its kernel's buffers");
        }
        InPlaceUpdate::from_parts(
            operand,
            update,
            output,
            starts,
            dims,
            update_dims,
            element_bytes,
        )
        .map_or_else(|| bad("an in-place update is inconsistent"), Ok)
    }

    /// Start indices (see the encoder), each scalar's place read by `at`.
    fn starts<A>(
        &mut self,
        mut at: impl FnMut(&mut Self) -> Result<A, String>,
    ) -> Result<Vec<Start<A>>, String> {
        let n = self.count(2)?;
        let mut starts = Vec::with_capacity(n);
        for _ in 0..n {
            starts.push(match self.r.u8()? {
                0 => Start::Constant(self.i64()?),
                1 => Start::Scalar {
                    at: at(self)?,
                    ty: self.ty()?,
                },
                tag => return bad(format!("bad start tag {tag}")),
            });
        }
        Ok(starts)
    }

    /// A dynamic slice read in place, over buffers of `slots`.
    pub(super) fn slice_view(&mut self, slots: &[BufferSlot]) -> Result<SliceView, String> {
        let (source, result) = (self.id(slots.len())?, self.id(slots.len())?);
        let starts = self.starts(|d| d.id(slots.len()))?;
        let scalar = |s: &ViewStart| match s {
            Start::Constant(_) => true,
            Start::Scalar { at, ty } => {
                s.is_index() && slots[at.0 as usize].bytes >= ty.byte_size()
            }
        };
        if !starts.iter().all(scalar) {
            return bad("a slice view's start is not a scalar index");
        }
        let view = SliceView {
            source,
            result,
            starts,
            dims: self.i64s()?,
            sizes: self.i64s()?,
            element_bytes: self.size()?,
        };
        let bytes = |id: BufferId| slots[id.0 as usize].bytes;
        SliceView::from_parts(view, bytes(source), bytes(result))
            .map_or_else(|| bad("a slice view does not fit its buffers"), Ok)
    }

    /// The prefetch plan of a gather kernel over `args` (buffers of `slots`).
    pub(super) fn gather_prefetch(
        &mut self,
        args: &[BufferId],
        slots: &[BufferSlot],
    ) -> Result<GatherPrefetch, String> {
        let operand_arg = self.u32()?;
        let operand_strides = self.i64s()?;
        let n = self.count(12)?;
        let mut starts = Vec::with_capacity(n);
        for _ in 0..n {
            starts.push((self.u32()?, self.i64()?));
        }
        let n = self.count(2)?;
        if n == 0 || n > MAX_STEPS {
            return bad(format!("an index program of {n} steps"));
        }
        let mut steps = Vec::with_capacity(n);
        for k in 0..n {
            steps.push(self.step(k)?);
        }
        let batch_dims = self.i64s()?;
        let batch_strides = self.i64s()?;
        let vector_stride = self.i64()?;
        let slice_elements = self.i64()?;
        let element_bytes = self.i64()?;
        let iteration_elements = self.i64()?;
        let block = self.i64()?;
        let n = self.count(12)?;
        let mut batching = Vec::with_capacity(n);
        for _ in 0..n {
            batching.push((self.u32()?, self.i64()?));
        }
        let in_range = |v: i64| (0..=MAX_EXTENT).contains(&v);
        let positive = |v: i64| (1..=MAX_EXTENT).contains(&v);
        let shape_ok = operand_arg < args.len()
            && !starts.is_empty()
            && starts
                .iter()
                .all(|&(dim, max)| dim < operand_strides.len() && in_range(max))
            && operand_strides.iter().all(|&s| in_range(s))
            && batch_dims.len() == batch_strides.len()
            && batch_dims.iter().all(|&d| positive(d))
            && batch_strides.iter().all(|&s| in_range(s))
            && in_range(vector_stride)
            && batching
                .iter()
                .all(|&(position, stride)| position < batch_dims.len() && in_range(stride))
            && [slice_elements, element_bytes, iteration_elements, block]
                .into_iter()
                .all(positive);
        if !shape_ok {
            return bad("a gather prefetch plan is inconsistent");
        }
        // The farthest index vector element any batch reads (positions wrap per dimension).
        let last = batch_dims
            .iter()
            .zip(&batch_strides)
            .map(|(&d, &s)| (d - 1) * s)
            .sum::<i64>()
            + (starts.len() as i64 - 1) * vector_stride;
        for step in &steps {
            let Step::Param { arg, ty, at_zero } = *step else {
                continue;
            };
            let needed = if at_zero { 0 } else { last } as usize + 1;
            let fits = args
                .get(arg)
                .is_some_and(|id| slots[id.0 as usize].bytes / ty.byte_size().max(1) >= needed);
            if !fits || !is_index_type(ty) {
                return bad("a gather index read lies outside its buffer");
            }
        }
        Ok(GatherPrefetch {
            operand_arg,
            operand_strides,
            starts,
            batching,
            indices: IndexProgram { steps },
            batch_dims,
            batch_strides,
            vector_stride,
            slice_elements,
            element_bytes,
            iteration_elements,
            block,
        })
    }

    /// Step `k` of an index program: it may read steps before it only.
    fn step(&mut self, k: usize) -> Result<Step, String> {
        let step = match self.r.u8()? {
            0 => Step::Param {
                arg: self.u32()?,
                ty: self.ty()?,
                at_zero: self.flag()?,
            },
            1 => Step::Const(self.i64()?),
            2 => {
                let ty = self.ty()?;
                Step::Convert(ty, self.earlier(k)?)
            }
            3 => {
                let index = self.u32()?;
                let Some(&op) = Opcode::ALL.get(index) else {
                    return bad(format!("opcode {index} out of range"));
                };
                let ty = self.ty()?;
                Step::Binary(op, ty, self.earlier(k)?, self.earlier(k)?)
            }
            4 => {
                let index = self.r.u8()? as usize;
                let Some(&dir) = DIRECTIONS.get(index) else {
                    return bad(format!("comparison {index} out of range"));
                };
                Step::Compare(dir, self.earlier(k)?, self.earlier(k)?)
            }
            5 => Step::Select(self.earlier(k)?, self.earlier(k)?, self.earlier(k)?),
            6 => {
                let ty = self.ty()?;
                Step::Clamp(ty, self.earlier(k)?, self.earlier(k)?, self.earlier(k)?)
            }
            tag => return bad(format!("bad index step tag {tag}")),
        };
        Ok(step)
    }

    /// A step index below `k`.
    fn earlier(&mut self, k: usize) -> Result<usize, String> {
        let i = self.u32()?;
        if i >= k {
            return bad(format!("index step {k} reads step {i}"));
        }
        Ok(i)
    }
}
