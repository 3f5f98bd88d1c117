//! The stored form of library calls, alone (`Thunk::Library`) or as an output fusion's product:
//! GEMM calls (fields as planned), other dots (`dot`), scatter, convolution, sort and top-k.
//! The last four store what their planner was given (buffers, attributes, the combiner or
//! comparator alone in a module) and are planned again from those parts (`from_parts`, the
//! planners' own checks), so every stride, offset and table they run with is derived, never
//! read.
//!
//! ```text
//! call:        tag (1 GEMM, 9 dot, 10 scatter, 11 convolution, 12 sort, 13 top-k), fields
//! buffer:      id, element type, dims (i64 list)
//! scatter:     operands, indices, updates, results (buffer lists; indices one buffer),
//!              update window, inserted window, scatter to operand, input batching,
//!              indices batching dims (i64 lists), index vector dim (i64), to_apply (module)
//! convolution: input, kernel, out, dim labels (input batch, feature, spatial list; kernel
//!              input feature, output feature, spatial list; output batch, feature, spatial
//!              list), window (flag, then per dimension size, stride, padding low and high,
//!              base and window dilation (i64), reversal flag), feature and batch group counts
//!              (flag and i64 each), threads
//! sort:        operands, results (buffer lists), axis (u32), comparator (module)
//! top-k:       operand, values, indices, k (u64), largest (flag)
//! module:      a blob of `kiln_hlo::binary::encode_module`: one computation, calling none
//! ```
//!
//! Decoding checks, besides what the planners check: every buffer id in range and the buffer
//! exactly the size of the array its type and dimensions describe (and not empty: calls with
//! an empty buffer are not stored), every result a buffer the call may write (an arena or output
//! buffer, or an output fusion's product) sharing no bytes with the call's other buffers, and a
//! convolution's window small enough for the planner's arithmetic and giving the result's
//! spatial sizes before the planner sizes its tables by it.

use super::decode::{check_gemm, Decoder};
use super::{bad, Encoder, DOT, GEMM, MAX_THREADS};
use crate::cpu::library::buffer::Buf;
use crate::cpu::library::conv::{ConvAttrs, ConvCall};
use crate::cpu::library::dot_other::DotCall;
use crate::cpu::library::gemm::GemmCall;
use crate::cpu::library::scatter::ScatterCall;
use crate::cpu::library::sort::{SortCall, TopKCall};
use crate::cpu::library::LibraryCall;
use crate::cpu::program::BufferSlot;
use kiln_hlo::{CompId, ConvDims, Module, ScatterDims, WindowDim};
use kiln_opt::buffer_assignment::{BufferId, BufferKind};

pub(super) const SCATTER: u8 = 10;
pub(super) const CONVOLUTION: u8 = 11;
pub(super) const SORT: u8 = 12;
pub(super) const TOP_K: u8 = 13;

/// Strides and dilations beyond this are refused, and paddings and spatial sizes beyond
/// `MAX_PADDING`, so that the planner's window arithmetic cannot overflow.
const MAX_DILATION: i64 = 1 << 20;
const MAX_PADDING: i64 = 1 << 40;

/// The buffers a library call's ids name: a program's slots, or an output fusion's table,
/// whose entries are the fusion's parameters (sized by the operands they stand for) and its
/// product; any other entry is null when the call runs and has no size here.
pub(super) enum Space<'a> {
    Slots(&'a [BufferSlot]),
    Table {
        sizes: Vec<Option<usize>>,
        product: BufferId,
    },
}

impl Space<'_> {
    pub(super) fn len(&self) -> usize {
        match self {
            Space::Slots(slots) => slots.len(),
            Space::Table { sizes, .. } => sizes.len(),
        }
    }

    /// The bytes of buffer `id` (in range), `None` for a table entry that is not there.
    pub(super) fn bytes(&self, id: BufferId) -> Option<usize> {
        match self {
            Space::Slots(slots) => Some(slots[id.0 as usize].bytes),
            Space::Table { sizes, .. } => sizes[id.0 as usize],
        }
    }

    /// Whether buffers `a` and `b` may share bytes: the same buffer, or arena buffers whose
    /// ranges overlap (the assignment overlaps buffers that are never live together). Table
    /// entries other than the product are the fusion's operands, which the product (scratch, or
    /// the output) does not share.
    fn overlap(&self, a: BufferId, b: BufferId) -> bool {
        let Space::Slots(slots) = self else {
            return a == b;
        };
        let range = |id: BufferId| match slots[id.0 as usize].kind {
            BufferKind::Arena { offset } => Some((offset, slots[id.0 as usize].bytes)),
            _ => None,
        };
        match (range(a), range(b)) {
            _ if a == b => true,
            (Some((ao, ab)), Some((bo, bb))) => {
                ao < bo.saturating_add(bb) && bo < ao.saturating_add(ab)
            }
            _ => false,
        }
    }

    /// Whether a call may write buffer `id`: an arena or output buffer of a program, the
    /// product of a table.
    fn writable(&self, id: BufferId) -> bool {
        match self {
            Space::Slots(slots) => matches!(
                slots[id.0 as usize].kind,
                BufferKind::Arena { .. } | BufferKind::Output { .. }
            ),
            Space::Table { product, .. } => id == *product,
        }
    }
}

impl Encoder {
    /// A library call's tag and fields (`None` for a call with no stored form).
    pub(super) fn call(&mut self, call: &dyn LibraryCall) -> Option<()> {
        let call = call.as_any()?;
        if let Some(gemm) = call.downcast_ref::<GemmCall>() {
            self.out.u8(GEMM);
            self.gemm(gemm)
        } else if let Some(dot) = call.downcast_ref::<DotCall>() {
            self.out.u8(DOT);
            self.dot(dot)
        } else if let Some(scatter) = call.downcast_ref::<ScatterCall>() {
            self.out.u8(SCATTER);
            self.scatter(scatter)
        } else if let Some(conv) = call.downcast_ref::<ConvCall>() {
            self.out.u8(CONVOLUTION);
            self.conv(conv)
        } else if let Some(sort) = call.downcast_ref::<SortCall>() {
            self.out.u8(SORT);
            self.bufs(&sort.operands)?;
            self.bufs(&sort.results)?;
            self.u32(sort.axis)?;
            self.module(sort.to_apply.as_ref()?)
        } else {
            let topk = call.downcast_ref::<TopKCall>()?;
            self.out.u8(TOP_K);
            self.nonempty(&topk.operand)?;
            self.nonempty(&topk.values)?;
            self.nonempty(&topk.indices)?;
            self.out.u64(topk.k as u64);
            self.out.u8(topk.largest as u8);
            Some(())
        }
    }

    pub(super) fn buf(&mut self, b: &Buf) -> Option<()> {
        self.id(b.id);
        self.ty(b.ty)?;
        self.i64s(&b.dims)
    }

    /// A buffer of a call that stores only calls without empty buffers.
    fn nonempty(&mut self, b: &Buf) -> Option<()> {
        (b.len > 0).then_some(())?;
        self.buf(b)
    }

    fn bufs(&mut self, bufs: &[Buf]) -> Option<()> {
        self.u32(bufs.len())?;
        bufs.iter().try_for_each(|b| self.nonempty(b))
    }

    fn module(&mut self, module: &Module) -> Option<()> {
        self.out.blob(&kiln_hlo::binary::encode_module(module));
        Some(())
    }

    fn scatter(&mut self, s: &ScatterCall) -> Option<()> {
        self.bufs(&s.operands)?;
        self.nonempty(&s.indices)?;
        self.bufs(&s.updates)?;
        self.bufs(&s.results)?;
        let d = &s.dims;
        self.i64s(&d.update_window_dims)?;
        self.i64s(&d.inserted_window_dims)?;
        self.i64s(&d.scatter_dims_to_operand_dims)?;
        self.i64s(&d.input_batching_dims)?;
        self.i64s(&d.scatter_indices_batching_dims)?;
        self.out.u64(d.index_vector_dim as u64);
        self.module(s.to_apply.as_ref()?)
    }

    fn conv(&mut self, c: &ConvCall) -> Option<()> {
        self.nonempty(&c.input)?;
        self.nonempty(&c.kernel)?;
        self.nonempty(&c.out)?;
        let d = &c.attrs.dims;
        for (one, list) in [
            ([d.input_batch, d.input_feature], &d.input_spatial),
            (
                [d.kernel_input_feature, d.kernel_output_feature],
                &d.kernel_spatial,
            ),
            ([d.output_batch, d.output_feature], &d.output_spatial),
        ] {
            one.iter().for_each(|&v| self.out.u64(v as u64));
            self.i64s(list)?;
        }
        self.out.u8(c.attrs.window.is_some() as u8);
        if let Some(window) = &c.attrs.window {
            self.u32(window.len())?;
            for w in window {
                let values = [
                    w.size,
                    w.stride,
                    w.padding_low,
                    w.padding_high,
                    w.base_dilation,
                    w.window_dilation,
                ];
                values.iter().for_each(|&v| self.out.u64(v as u64));
                self.out.u8(w.window_reversal as u8);
            }
        }
        for count in [c.attrs.feature_group_count, c.attrs.batch_group_count] {
            self.out.u8(count.is_some() as u8);
            self.out.u64(count.unwrap_or(0) as u64);
        }
        self.out.u64(c.threads as u64);
        Some(())
    }
}

impl Decoder<'_> {
    /// A library call over the buffers of `space`, checked as the module doc says.
    pub(super) fn call(&mut self, space: &Space) -> Result<Box<dyn LibraryCall>, String> {
        let tag = self.r.u8()?;
        self.tagged_call(tag, space)
    }

    /// The library call of tag `tag` (already read).
    pub(super) fn tagged_call(
        &mut self,
        tag: u8,
        space: &Space,
    ) -> Result<Box<dyn LibraryCall>, String> {
        match tag {
            GEMM => {
                let gemm = self.gemm(space.len())?;
                let (Some(lhs), Some(rhs), Some(out)) = (
                    space.bytes(gemm.lhs),
                    space.bytes(gemm.rhs),
                    space.bytes(gemm.out),
                ) else {
                    return bad("a GEMM reads something other than its operands");
                };
                check_gemm(&gemm, lhs, rhs, out)?;
                Ok(Box::new(gemm))
            }
            DOT => {
                let dot = self.dot(space)?;
                writes_alone(space, &[&dot.lhs, &dot.rhs], &[&dot.out])?;
                Ok(Box::new(dot))
            }
            SCATTER => self.scatter(space).map(|c| Box::new(c) as _),
            CONVOLUTION => self.conv(space).map(|c| Box::new(c) as _),
            SORT => {
                let operands = self.bufs(space)?;
                let results = self.bufs(space)?;
                let axis = self.u32()?;
                let module = self.module()?;
                let reads: Vec<&Buf> = operands.iter().collect();
                writes_alone(space, &reads, &results.iter().collect::<Vec<_>>())?;
                SortCall::from_parts(operands, results, axis, &module, CompId(0))
                    .map(|c| Box::new(c) as _)
                    .or_else(bad)
            }
            TOP_K => {
                let operand = self.nonempty(space)?;
                let values = self.nonempty(space)?;
                let indices = self.nonempty(space)?;
                let k = self.size()?;
                let largest = self.flag()?;
                writes_alone(space, &[&operand], &[&values, &indices])?;
                TopKCall::from_parts(operand, values, indices, k, largest)
                    .map(|c| Box::new(c) as _)
                    .or_else(bad)
            }
            tag => bad(format!("bad library call tag {tag}")),
        }
    }

    /// A buffer of `space` holding exactly the array its type and dimensions describe.
    pub(super) fn buf(&mut self, space: &Space) -> Result<Buf, String> {
        let id = self.id(space.len())?;
        let ty = self.ty()?;
        let dims = self.i64s()?;
        let len = dims
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?));
        match (len, space.bytes(id)) {
            (Some(len), Some(bytes)) if len.checked_mul(ty.byte_size()) == Some(bytes) => {
                Ok(Buf { id, ty, dims, len })
            }
            _ => bad("a library call's buffer does not hold its array"),
        }
    }

    fn nonempty(&mut self, space: &Space) -> Result<Buf, String> {
        let buf = self.buf(space)?;
        if buf.len == 0 {
            return bad("an empty buffer in a stored library call");
        }
        Ok(buf)
    }

    fn bufs(&mut self, space: &Space) -> Result<Vec<Buf>, String> {
        let n = self.count(13)?;
        (0..n).map(|_| self.nonempty(space)).collect()
    }

    /// A module of one computation calling none (a combiner or comparator).
    fn module(&mut self) -> Result<Module, String> {
        let module = kiln_hlo::binary::decode_module(self.r.blob()?)
            .map_err(|why| format!("plan: a stored computation: {why}"))?;
        let calls = module.computations.iter().any(|c| {
            c.instructions
                .iter()
                .any(|i| !i.called_computations().is_empty())
        });
        if module.computations.len() != 1 || calls {
            return bad("a stored computation is not one computation alone");
        }
        Ok(module)
    }

    fn scatter(&mut self, space: &Space) -> Result<ScatterCall, String> {
        let operands = self.bufs(space)?;
        let indices = self.nonempty(space)?;
        let updates = self.bufs(space)?;
        let results = self.bufs(space)?;
        let dims = ScatterDims {
            update_window_dims: self.i64s()?,
            inserted_window_dims: self.i64s()?,
            scatter_dims_to_operand_dims: self.i64s()?,
            input_batching_dims: self.i64s()?,
            scatter_indices_batching_dims: self.i64s()?,
            index_vector_dim: self.u64()? as i64,
        };
        let module = self.module()?;
        // Result `k` may be operand `k`'s very buffer (updated in place), nothing else read.
        for (k, r) in results.iter().enumerate() {
            let in_place = |i: usize, o: &Buf| i == k && o.id == r.id;
            let reads: Vec<&Buf> = (operands.iter().enumerate())
                .filter(|&(i, o)| !in_place(i, o))
                .map(|(_, o)| o)
                .chain([&indices])
                .chain(&updates)
                .collect();
            writes_alone(space, &reads, &[r])?;
        }
        writes_alone(space, &[], &results.iter().collect::<Vec<_>>())?;
        let bufs = (operands, indices, updates, results);
        ScatterCall::from_parts(bufs, dims, &module, CompId(0)).or_else(bad)
    }

    fn conv(&mut self, space: &Space) -> Result<ConvCall, String> {
        let (input, kernel, out) = (
            self.nonempty(space)?,
            self.nonempty(space)?,
            self.nonempty(space)?,
        );
        let mut one = || -> Result<i64, String> { Ok(self.u64()? as i64) };
        let (input_batch, input_feature) = (one()?, one()?);
        let input_spatial = self.i64s()?;
        let mut one = || -> Result<i64, String> { Ok(self.u64()? as i64) };
        let (kernel_input_feature, kernel_output_feature) = (one()?, one()?);
        let kernel_spatial = self.i64s()?;
        let mut one = || -> Result<i64, String> { Ok(self.u64()? as i64) };
        let (output_batch, output_feature) = (one()?, one()?);
        let output_spatial = self.i64s()?;
        let dims = ConvDims {
            input_batch,
            input_feature,
            input_spatial,
            kernel_input_feature,
            kernel_output_feature,
            kernel_spatial,
            output_batch,
            output_feature,
            output_spatial,
        };
        let window = match self.flag()? {
            false => None,
            true => {
                let n = self.count(49)?;
                let mut window = Vec::with_capacity(n);
                for _ in 0..n {
                    let mut v = [0i64; 6];
                    for slot in &mut v {
                        *slot = self.u64()? as i64;
                    }
                    window.push(WindowDim {
                        size: v[0],
                        stride: v[1],
                        padding_low: v[2],
                        padding_high: v[3],
                        base_dilation: v[4],
                        window_dilation: v[5],
                        window_reversal: self.flag()?,
                    });
                }
                Some(window)
            }
        };
        let mut group_count = || -> Result<Option<i64>, String> {
            let present = self.flag()?;
            let count = self.u64()? as i64;
            Ok(present.then_some(count))
        };
        let (feature_group_count, batch_group_count) = (group_count()?, group_count()?);
        let threads = self.size()?;
        if threads == 0 || threads > MAX_THREADS {
            return bad(format!("a convolution on {threads} threads"));
        }
        let attrs = ConvAttrs {
            dims,
            window,
            feature_group_count,
            batch_group_count,
        };
        writes_alone(space, &[&input, &kernel], &[&out])?;
        check_window(&attrs, &input, &kernel, &out)?;
        ConvCall::from_parts(input, kernel, out, attrs, threads).or_else(bad)
    }
}

/// Checks that every result is a buffer of `space` the call may write, sharing no bytes with
/// another result or a buffer the call reads (library calls view results as `&mut`).
fn writes_alone(space: &Space, reads: &[&Buf], results: &[&Buf]) -> Result<(), String> {
    for (k, r) in results.iter().enumerate() {
        let shared = reads
            .iter()
            .chain(&results[..k])
            .any(|b| space.overlap(b.id, r.id));
        if shared || !space.writable(r.id) {
            return bad("a library call writes a buffer it may not");
        }
    }
    Ok(())
}

/// Checks a stored convolution's window before the planner sizes its tables by it: strides,
/// dilations and paddings small enough for its arithmetic, and the output sizes they give
/// those of the result.
fn check_window(attrs: &ConvAttrs, input: &Buf, kernel: &Buf, out: &Buf) -> Result<(), String> {
    let d = &attrs.dims;
    let n = d.input_spatial.len();
    if d.kernel_spatial.len() != n
        || d.output_spatial.len() != n
        || attrs.window.as_ref().is_some_and(|w| w.len() != n)
    {
        return bad("a convolution's window does not fit its dimensions");
    }
    let dim = |b: &Buf, i: i64| -> Option<usize> {
        let size = *b.dims.get(usize::try_from(i).ok()?)?;
        usize::try_from(size).ok()
    };
    for s in 0..n {
        let sizes = (
            dim(input, d.input_spatial[s]),
            dim(kernel, d.kernel_spatial[s]),
            dim(out, d.output_spatial[s]),
        );
        let (Some(x), Some(k), Some(o)) = sizes else {
            return bad("a convolution's dimension labels do not fit its buffers");
        };
        let w = match &attrs.window {
            Some(window) => window[s],
            None => WindowDim {
                size: k as i64,
                ..WindowDim::default()
            },
        };
        let small = |v: i64| (1..=MAX_DILATION).contains(&v);
        let fits = [x, k, o].iter().all(|&v| v as u64 <= MAX_PADDING as u64)
            && small(w.stride)
            && small(w.base_dilation)
            && small(w.window_dilation)
            && w.size == k as i64
            && w.padding_low.unsigned_abs() <= MAX_PADDING as u64
            && w.padding_high.unsigned_abs() <= MAX_PADDING as u64;
        if !fits || kiln_eval::routines::output_size(x, &w) != Ok(o) {
            return bad("a convolution's window does not give its result");
        }
    }
    Ok(())
}
