//! Gather fusions run in blocks, with the slices the next block gathers prefetched.
//!
//! A fused gather (an embedding lookup: `take` of rows, then elementwise consumers) reads one
//! slice of its operand per index, at data-dependent addresses: the hardware prefetchers cannot
//! see the next slice coming, so each slice starts with cache misses that the out-of-order
//! window, full of the kernel's f32x4 steps, covers only a few lines deep. Here the kernel runs
//! over its parallel loop in blocks of about [`BLOCK_BYTES`] gathered bytes, and before each
//! block the slices of the following block are prefetched: their start indices are recomputed
//! from the fusion's index parameter by a small integer program ([`IndexProgram`], the index
//! arithmetic inside the fusion: JAX's negative-index wrap, converts, reshapes), clamped as
//! gather clamps them.
//!
//! Prefetches are hints: a wrong or unsupported index computation only costs speed, never
//! changes a result (every prefetched address is clamped inside the operand). Fusions whose
//! index computation the program cannot express, whose slices are not one contiguous run of
//! the operand, or whose parallel loop cannot be split finely enough run as plain kernels.

use super::gather_index::{is_row_major, IndexProgram};
use crate::cpu::memory::SendPtr;
use crate::cpu::thunk::ThunkContext;
use kiln_codegen::cpu::LoadedKernel;
use kiln_hlo::{CompId, GatherDims, InstrId, Instruction, Module, Opcode};
use kiln_opt::buffer_assignment::BufferId;

/// Gathered bytes per block, and how many blocks ahead they are prefetched. Measured on a
/// gather of 4096 rows of 512 f32 (Zen 5): 2 KiB blocks two blocks ahead beat larger blocks,
/// whose prefetches queue up behind each other (and evict lines before the kernel reads
/// them). Whole slices are prefetched: prefetching only the first 512 bytes or 1 KiB of each
/// row was slower (the hardware prefetchers do not take over within a 2 KiB row).
const BLOCK_BYTES: i64 = 2048;
const AHEAD_BLOCKS: i64 = 2;
/// Slices smaller than this are not worth a prefetch program per index. Element gathers
/// (`take_along_axis` of a large array: each read a likely cache miss) are not either: their
/// kernel loop runs four lanes at a time (`kiln_codegen::lower::vectorize`), short enough to
/// keep many misses in flight, and computing every index a second time for its prefetch cost
/// more than the misses it hid (f32[4096,4096] by s32[4096,64], 1 thread: 2.1 ms prefetched,
/// 0.40-0.59 ms not; XLA 0.37-0.50 in the same runs).
const MIN_SLICE_BYTES: i64 = 256;
/// A parallel iteration gathering more than this cannot be split into useful blocks.
const MAX_ITERATION_BYTES: i64 = 64 * 1024;
/// Slices whose offsets are computed at once (one pass of the index program per step).
const CHUNK_SLICES: i64 = 256;
const LINE: i64 = 64;

/// How a gather fusion's kernel runs in prefetching blocks (see the module comment).
#[derive(Debug)]
pub struct GatherPrefetch {
    /// The kernel argument holding the gathered operand.
    pub(crate) operand_arg: usize,
    /// Bytes per step of each operand dimension (row-major).
    pub(crate) operand_strides: Vec<i64>,
    /// Per start-index component: the operand dimension it starts and its largest start.
    pub(crate) starts: Vec<(usize, i64)>,
    /// Per operand batching dimension: the output batch dimension whose coordinate it takes
    /// (its position among `batch_dims`) and the operand's byte stride along it.
    pub(crate) batching: Vec<(usize, i64)>,
    /// The indices array, computed from the fusion's parameters.
    pub(crate) indices: IndexProgram,
    /// Output batch dimension extents, in order (row-major batch numbering).
    pub(crate) batch_dims: Vec<i64>,
    /// Per output batch dimension: the stride of its coordinate in the indices array.
    pub(crate) batch_strides: Vec<i64>,
    /// The stride of the index vector dimension in the indices array (0 when implicit).
    pub(crate) vector_stride: i64,
    /// Elements per slice, and the operand's element size.
    pub(crate) slice_elements: i64,
    pub(crate) element_bytes: i64,
    /// Output elements per parallel iteration of the kernel.
    pub(crate) iteration_elements: i64,
    /// Parallel iterations per block.
    pub(crate) block: i64,
}

impl GatherPrefetch {
    /// The plan for fusion `fusion` (calling `called`, run by a kernel whose arguments are the
    /// fusion's operand leaves then its result leaves, with parallel extent `extent`), or
    /// `None` when it has no gather this can prefetch for.
    pub fn plan(
        module: &Module,
        called: CompId,
        fusion: &Instruction,
        extent: i64,
    ) -> Option<GatherPrefetch> {
        let comp = module.comp(called);
        let root = comp.root_instr().shape.as_array()?;
        if !is_row_major(&comp.root_instr().shape) || extent < 2 {
            return None;
        }
        // Kernel arguments: the fusion's operand leaves in order (a parameter per operand).
        let mut args = Vec::with_capacity(comp.parameters.len());
        let mut next = 0;
        for &p in &comp.parameters {
            let leaves = comp.instr(p).shape.leaves().len();
            args.push((leaves == 1).then_some(next));
            next += leaves;
        }
        if comp.parameters.len() != fusion.operands.len() {
            return None;
        }
        let param_arg = |id: InstrId| -> Option<usize> {
            let instr = comp.instr(id);
            if instr.opcode != Opcode::Parameter {
                return None;
            }
            *args.get(usize::try_from(instr.attrs.parameter_number?).ok()?)?
        };
        comp.post_order().into_iter().find_map(|id| {
            let instr = comp.instr(id);
            (instr.opcode == Opcode::Gather)
                .then(|| Self::plan_gather(comp, instr, &param_arg, root.element_count(), extent))
                .flatten()
        })
    }

    fn plan_gather(
        comp: &kiln_hlo::Computation,
        gather: &Instruction,
        param_arg: &dyn Fn(InstrId) -> Option<usize>,
        root_elements: i64,
        extent: i64,
    ) -> Option<GatherPrefetch> {
        let [operand, indices] = gather.operands[..] else {
            return None;
        };
        let operand_arg = param_arg(operand)?;
        let (op_shape, ind_shape) = (&comp.instr(operand).shape, &comp.instr(indices).shape);
        let dn: &GatherDims = gather.attrs.gather_dims.as_ref()?;
        let sizes = gather.attrs.slice_sizes.as_ref()?;
        let out = gather.shape.as_array()?;
        let (op_dims, ind_dims) = (op_shape.as_array()?.dims.clone(), ind_shape.dims().to_vec());
        let element_bytes = op_shape.element_type().byte_size() as i64;
        let rank = op_dims.len();
        let out_rank = out.dims.len();
        let offset_rank = dn.offset_dims.len();
        // Each batch element's slice is a contiguous run of the output (offset dimensions
        // last) and of the operand (full dimensions after the first one taken in part).
        let trailing_offsets =
            (0..offset_rank).all(|i| dn.offset_dims[i] == (out_rank - offset_rank + i) as i64);
        let first_partial = (0..rank)
            .find(|&d| sizes.get(d) != Some(&1))
            .unwrap_or(rank);
        let contiguous = sizes.len() == rank
            && (first_partial + 1..rank).all(|d| sizes[d] == op_dims[d])
            && sizes
                .iter()
                .zip(&op_dims)
                .all(|(&s, &d)| (0..=d).contains(&s));
        let slice_elements: i64 = sizes.iter().product();
        let ivd = usize::try_from(dn.index_vector_dim).ok()?;
        if !trailing_offsets
            || !contiguous
            || dn.operand_batching_dims.len() != dn.start_indices_batching_dims.len()
            || !is_row_major(op_shape)
            || !is_row_major(ind_shape)
            || !is_row_major(&gather.shape)
            || element_bytes == 0
            || slice_elements * element_bytes < MIN_SLICE_BYTES
            || out.element_count() != root_elements
            || root_elements % extent != 0
            || ivd > ind_dims.len()
        {
            return None;
        }
        let iteration_elements = root_elements / extent;
        if iteration_elements * element_bytes > MAX_ITERATION_BYTES {
            return None;
        }
        let ind_strides = row_major_strides(&ind_dims);
        let batch_dims: Vec<i64> = out.dims[..out_rank - offset_rank].to_vec();
        let batch_strides: Vec<i64> = (0..ind_dims.len())
            .filter(|&d| d != ivd)
            .map(|d| ind_strides[d])
            .collect();
        let vector_len = ind_dims.get(ivd).copied().unwrap_or(1);
        let ind_batch_dims = (0..ind_dims.len())
            .filter(|&d| d != ivd)
            .map(|d| ind_dims[d]);
        if !ind_batch_dims.eq(batch_dims.iter().copied())
            || dn.start_index_map.len() as i64 != vector_len
        {
            return None;
        }
        // Batching dimensions: the operand's coordinate is the batch element's coordinate in
        // the paired dimension of the indices (the output's batch dimensions are the indices'
        // dimensions but the index vector's, in order).
        let batch_position = |d: i64| {
            let d = usize::try_from(d)
                .ok()
                .filter(|&d| d != ivd && d < ind_dims.len())?;
            Some(d - usize::from(d > ivd))
        };
        let mut batching = Vec::with_capacity(dn.operand_batching_dims.len());
        for (&od, &id) in dn
            .operand_batching_dims
            .iter()
            .zip(&dn.start_indices_batching_dims)
        {
            let od = usize::try_from(od)
                .ok()
                .filter(|&d| d < rank && sizes[d] == 1)?;
            let position = batch_position(id)?;
            if ind_dims
                .iter()
                .enumerate()
                .filter(|&(d, _)| d != ivd)
                .nth(position)
                .map(|(_, &e)| e)
                != Some(op_dims[od])
            {
                return None;
            }
            batching.push((position, od));
        }
        let program = IndexProgram::compile(comp, indices, param_arg)?;
        let mut starts = Vec::with_capacity(dn.start_index_map.len());
        for &d in &dn.start_index_map {
            let d = usize::try_from(d).ok().filter(|&d| d < rank)?;
            starts.push((d, op_dims[d] - sizes[d]));
        }
        let operand_strides: Vec<i64> = row_major_strides(&op_dims)
            .into_iter()
            .map(|s| s * element_bytes)
            .collect();
        let batching = batching
            .into_iter()
            .map(|(position, od)| (position, operand_strides[od]))
            .collect();
        let block = (BLOCK_BYTES / (iteration_elements * element_bytes)).max(1);
        Some(GatherPrefetch {
            operand_arg,
            operand_strides,
            starts,
            batching,
            indices: program,
            batch_dims,
            batch_strides,
            vector_stride: ind_strides.get(ivd).copied().unwrap_or(0),
            slice_elements,
            element_bytes,
            iteration_elements,
            block,
        })
    }

    /// Runs `kernel` over `[0, extent)` (split across the pool as plain kernel thunks are) in
    /// blocks, prefetching each next block's slices first.
    pub fn run(
        &self,
        ctx: &ThunkContext,
        kernel: &LoadedKernel,
        arg_ids: &[BufferId],
        buffers: &[SendPtr],
        extent: i64,
    ) {
        let threads = ctx.pool.as_ref().map_or(1, |p| p.current_num_threads()) as i64;
        if threads <= 1 || extent < 2 * threads {
            const INLINE: usize = 16;
            let mut inline = [std::ptr::null_mut(); INLINE];
            let heap: Vec<*mut u8>;
            let raw: &[*mut u8] = if arg_ids.len() <= INLINE {
                for (slot, id) in inline.iter_mut().zip(arg_ids) {
                    *slot = buffers[id.0 as usize].0;
                }
                &inline[..arg_ids.len()]
            } else {
                heap = arg_ids.iter().map(|id| buffers[id.0 as usize].0).collect();
                &heap
            };
            self.run_range(kernel, raw, 0, extent);
            return;
        }
        let args: Vec<SendPtr> = arg_ids.iter().map(|id| buffers[id.0 as usize]).collect();
        let chunks = threads * 4;
        let step = (extent + chunks - 1) / chunks;
        let pool = ctx.pool.as_ref().expect("threads > 1 implies a pool");
        pool.scope(|scope| {
            for start in (0..extent).step_by(step as usize) {
                let end = (start + step).min(extent);
                let args = &args;
                scope.spawn(move |_| {
                    let raw: Vec<*mut u8> = args.iter().map(|p| p.0).collect();
                    self.run_range(kernel, &raw, start, end);
                });
            }
        });
    }

    fn run_range(&self, kernel: &LoadedKernel, raw: &[*mut u8], start: i64, end: i64) {
        let _ftz = crate::cpu::denormals::FlushDenormals::enable();
        let (q, s) = (self.iteration_elements, self.slice_elements);
        let chunk = (CHUNK_SLICES * s / q).max(self.block);
        let mut work = Workspace::default();
        let mut begin = start;
        while begin < end {
            let stop = (begin + chunk).min(end);
            // SAFETY: `raw` holds the kernel's arguments (the caller's contract).
            unsafe { self.run_chunk(kernel, raw, begin, stop, &mut work) };
            begin = stop;
        }
    }

    /// Parallel iterations `[start, end)`: their slices' offsets computed at once, then
    /// blocks prefetched ahead and run.
    ///
    /// # Safety
    /// `raw` holds the kernel's arguments.
    unsafe fn run_chunk(
        &self,
        kernel: &LoadedKernel,
        raw: &[*mut u8],
        start: i64,
        end: i64,
        work: &mut Workspace,
    ) {
        let (q, s) = (self.iteration_elements, self.slice_elements);
        let first = start * q / s;
        let count = ((end * q + s - 1) / s - first) as usize;
        self.offsets(raw, first, count, work);
        let operand = raw[self.operand_arg] as *const u8;
        let ahead = AHEAD_BLOCKS * self.block;
        self.prefetch(
            operand,
            first,
            &work.offsets,
            start,
            (start + ahead).min(end),
        );
        let mut begin = start;
        while begin < end {
            let stop = (begin + self.block).min(end);
            let far = (begin + ahead).min(end);
            self.prefetch(
                operand,
                first,
                &work.offsets,
                far,
                (far + self.block).min(end),
            );
            // SAFETY: ranges of the parallel loop write disjoint elements (kernel IR contract).
            kernel.call(raw, begin, stop);
            begin = stop;
        }
    }

    /// The byte offsets of slices `[first, first + count)` into `work.offsets`.
    ///
    /// # Safety
    /// `raw` holds the kernel's arguments; the slices exist.
    unsafe fn offsets(&self, raw: &[*mut u8], first: i64, count: usize, work: &mut Workspace) {
        work.offsets.clear();
        work.offsets.resize(count, 0);
        work.values.resize(count, 0);
        for (k, &(dim, max_start)) in self.starts.iter().enumerate() {
            work.positions.clear();
            let component = k as i64 * self.vector_stride;
            if self.dense_positions() {
                work.positions.extend(
                    (first..first + count as i64).map(|b| b * self.vector_len() + component),
                );
            } else {
                work.positions.extend(
                    (first..first + count as i64).map(|b| self.indices_position(b) + component),
                );
            }
            self.indices
                .eval(raw, &work.positions, &mut work.values, &mut work.scratch);
            for (o, &v) in work.offsets.iter_mut().zip(&work.values) {
                *o += v.clamp(0, max_start) * self.operand_strides[dim];
            }
        }
        for &(position, stride) in &self.batching {
            // The coordinate of batch dimension `position` of each batch element, stepped
            // along (no division per element).
            let inner: i64 = self.batch_dims[position + 1..].iter().product();
            let extent = self.batch_dims[position];
            let (mut coordinate, mut within) = ((first / inner) % extent, first % inner);
            for o in work.offsets.iter_mut() {
                *o += coordinate * stride;
                within += 1;
                if within == inner {
                    within = 0;
                    coordinate += 1;
                    if coordinate == extent {
                        coordinate = 0;
                    }
                }
            }
        }
    }

    /// Prefetches the parts of the slices that parallel iterations `[from, to)` gather
    /// (`offsets` from slice `first` on).
    fn prefetch(&self, operand: *const u8, first: i64, offsets: &[i64], from: i64, to: i64) {
        if from >= to {
            return;
        }
        let (lo, hi) = (from * self.iteration_elements, to * self.iteration_elements);
        let s = self.slice_elements;
        for batch in lo / s..(hi + s - 1) / s {
            let offset = offsets[(batch - first) as usize];
            let first = (lo.max(batch * s) - batch * s) * self.element_bytes;
            let last = (hi.min((batch + 1) * s) - batch * s) * self.element_bytes;
            let mut at = offset + first - (offset + first).rem_euclid(LINE);
            while at < offset + last {
                // SAFETY: the clamped start keeps the slice inside the operand, and a prefetch
                // never faults or changes memory.
                prefetch_line(unsafe { operand.add(at as usize) });
                at += LINE;
            }
        }
    }

    /// The byte offset in the gathered operand of batch element `batch`'s slice, as the
    /// prefetches compute it (start indices clamped as gather clamps them).
    ///
    /// # Safety
    /// `raw` must hold the kernel's arguments (the fusion's operand leaves, then its result's),
    /// each pointing at a buffer of its shape; `batch` must be below the gather's batch count.
    pub unsafe fn slice_offset(&self, raw: &[*mut u8], batch: i64) -> i64 {
        let mut work = Workspace::default();
        self.offsets(raw, batch, 1, &mut work);
        work.offsets[0]
    }

    /// The number of slices the gather reads.
    pub fn batch_count(&self) -> i64 {
        self.batch_dims.iter().product()
    }

    /// Whether batch element `b`'s index vector starts at `b · vector_len()` in the indices
    /// array (the index vector dimension last, or absent, in a row-major array).
    fn dense_positions(&self) -> bool {
        let mut expected = self.vector_len();
        for (extent, stride) in self.batch_dims.iter().zip(&self.batch_strides).rev() {
            if *stride != expected {
                return false;
            }
            expected *= extent;
        }
        true
    }

    /// Elements per index vector as the positions step over them (1 when implicit).
    fn vector_len(&self) -> i64 {
        if self.vector_stride == 1 {
            self.starts.len() as i64
        } else {
            1
        }
    }

    /// The linear position in the indices array of batch element `batch`'s index vector.
    fn indices_position(&self, mut batch: i64) -> i64 {
        let mut position = 0;
        for (extent, stride) in self.batch_dims.iter().zip(&self.batch_strides).rev() {
            position += (batch % extent) * stride;
            batch /= extent;
        }
        position
    }
}

/// What a thread reuses from chunk to chunk.
#[derive(Default)]
struct Workspace {
    /// Per slice of the chunk: its byte offset in the operand.
    offsets: Vec<i64>,
    positions: Vec<i64>,
    values: Vec<i64>,
    scratch: Vec<i64>,
}

fn row_major_strides(dims: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; dims.len()];
    for d in (0..dims.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * dims[d + 1];
    }
    strides
}

#[inline(always)]
pub(super) fn prefetch_line(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: prefetch is a hint; it reads no memory architecturally and never faults.
    unsafe {
        std::arch::x86_64::_mm_prefetch(p as *const i8, std::arch::x86_64::_MM_HINT_T0)
    };
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}
