//! Gather fusions run in blocks, with the slices the next block gathers prefetched.
//!
//! A fused gather (an embedding lookup: `take` of rows, then elementwise consumers) reads one
//! slice of its operand per index, at data-dependent addresses: the hardware prefetchers cannot
//! see the next slice coming, so each slice starts with cache misses that the out-of-order
//! window, full of the kernel's f32x4 steps, covers only a few lines deep. Here the kernel runs
//! over its parallel loop in blocks of about [`BLOCK_BYTES`] gathered bytes, and before each
//! block the slices of the following block are prefetched: their start indices are recomputed
//! from the fusion's index parameter by a small integer program ([`IndexExpr`], the index
//! arithmetic inside the fusion: JAX's negative-index wrap, converts, reshapes), clamped as
//! gather clamps them.
//!
//! Prefetches are hints: a wrong or unsupported index computation only costs speed, never
//! changes a result (every prefetched address is clamped inside the operand). Fusions whose
//! index computation the program cannot express, whose slices are not one contiguous run of
//! the operand, or whose parallel loop cannot be split finely enough run as plain kernels.

use super::buffer::index_value;
use crate::cpu::memory::SendPtr;
use crate::cpu::thunk::ThunkContext;
use kiln_codegen::cpu::LoadedKernel;
use kiln_hlo::{
    CompId, ComparisonDirection, ConstantValue, GatherDims, InstrId, Instruction, Literal, Module,
    Opcode, PrimitiveType, Shape,
};
use kiln_opt::buffer_assignment::BufferId;

/// Gathered bytes per block, and how many blocks ahead they are prefetched. Measured on a
/// gather of 4096 rows of 512 f32 (Zen 5): 2 KiB blocks two blocks ahead beat larger blocks,
/// whose prefetches queue up behind each other (and evict lines before the kernel reads
/// them). Whole slices are prefetched: prefetching only the first 512 bytes or 1 KiB of each
/// row was slower (the hardware prefetchers do not take over within a 2 KiB row).
const BLOCK_BYTES: i64 = 2048;
const AHEAD_BLOCKS: i64 = 2;
/// Slices smaller than this are not worth a prefetch program per index.
const MIN_SLICE_BYTES: i64 = 256;
/// A parallel iteration gathering more than this cannot be split into useful blocks.
const MAX_ITERATION_BYTES: i64 = 64 * 1024;
/// Index programs larger than this are not evaluated per slice.
const MAX_PROGRAM_NODES: usize = 32;
const LINE: i64 = 64;

/// How a gather fusion's kernel runs in prefetching blocks (see the module comment).
#[derive(Debug)]
pub struct GatherPrefetch {
    /// The kernel argument holding the gathered operand.
    operand_arg: usize,
    /// Bytes per step of each operand dimension (row-major).
    operand_strides: Vec<i64>,
    /// Per start-index component: the operand dimension it starts, its largest start, and
    /// the program computing it from the indices' linear position.
    starts: Vec<(usize, i64, IndexExpr)>,
    /// Output batch dimension extents, in order (row-major batch numbering).
    batch_dims: Vec<i64>,
    /// Per output batch dimension: the stride of its coordinate in the indices array.
    batch_strides: Vec<i64>,
    /// The stride of the index vector dimension in the indices array (0 when implicit).
    vector_stride: i64,
    /// Elements per slice, and the operand's element size.
    slice_elements: i64,
    element_bytes: i64,
    /// Output elements per parallel iteration of the kernel.
    iteration_elements: i64,
    /// Parallel iterations per block.
    block: i64,
}

/// An integer computation of a gather's start index from the fusion's parameters, evaluated
/// at a linear (row-major) position of the array it produces.
#[derive(Clone, Debug)]
enum IndexExpr {
    /// Element of a kernel argument (an integer or pred array, row-major).
    Param {
        arg: usize,
        ty: PrimitiveType,
    },
    Const(i64),
    /// The operand at the same position (elementwise ops, reshapes, bitcasts, copies), or at
    /// position 0 (broadcast of a scalar).
    Scalar(Box<IndexExpr>),
    Convert(PrimitiveType, Box<IndexExpr>),
    Binary(Opcode, PrimitiveType, Box<IndexExpr>, Box<IndexExpr>),
    Compare(ComparisonDirection, Box<IndexExpr>, Box<IndexExpr>),
    Select(Box<IndexExpr>, Box<IndexExpr>, Box<IndexExpr>),
    Clamp(
        PrimitiveType,
        Box<IndexExpr>,
        Box<IndexExpr>,
        Box<IndexExpr>,
    ),
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
            || !dn.operand_batching_dims.is_empty()
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
        let mut nodes = 0;
        let program = compile(comp, indices, param_arg, &mut nodes)?;
        let mut starts = Vec::with_capacity(dn.start_index_map.len());
        for &d in &dn.start_index_map {
            let d = usize::try_from(d).ok().filter(|&d| d < rank)?;
            starts.push((d, op_dims[d] - sizes[d], program.clone()));
        }
        let operand_strides = row_major_strides(&op_dims)
            .into_iter()
            .map(|s| s * element_bytes)
            .collect();
        let block = (BLOCK_BYTES / (iteration_elements * element_bytes)).max(1);
        Some(GatherPrefetch {
            operand_arg,
            operand_strides,
            starts,
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
        let operand = raw[self.operand_arg] as *const u8;
        let ahead = AHEAD_BLOCKS * self.block;
        self.prefetch(raw, operand, start, (start + ahead).min(end));
        let mut begin = start;
        while begin < end {
            let stop = (begin + self.block).min(end);
            let far = (begin + ahead).min(end);
            self.prefetch(raw, operand, far, (far + self.block).min(end));
            // SAFETY: the arguments are the kernel's buffers (the caller's contract), and
            // ranges of the parallel loop write disjoint elements (kernel IR contract).
            unsafe { kernel.call(raw, begin, stop) };
            begin = stop;
        }
    }

    /// Prefetches the parts of the slices that parallel iterations `[from, to)` gather.
    fn prefetch(&self, raw: &[*mut u8], operand: *const u8, from: i64, to: i64) {
        if from >= to {
            return;
        }
        let (lo, hi) = (from * self.iteration_elements, to * self.iteration_elements);
        let s = self.slice_elements;
        for batch in lo / s..(hi + s - 1) / s {
            // SAFETY: `raw` holds the kernel's arguments (the callers' contract).
            let offset = unsafe { self.slice_offset(raw, batch) };
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
        let position = self.indices_position(batch);
        let mut offset = 0;
        for (k, (dim, max_start, program)) in self.starts.iter().enumerate() {
            let start = program
                .eval(raw, position + k as i64 * self.vector_stride)
                .clamp(0, *max_start);
            offset += start * self.operand_strides[*dim];
        }
        offset
    }

    /// The number of slices the gather reads.
    pub fn batch_count(&self) -> i64 {
        self.batch_dims.iter().product()
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

impl IndexExpr {
    /// The value at linear position `at` of the array this expression computes.
    fn eval(&self, raw: &[*mut u8], at: i64) -> i64 {
        match self {
            IndexExpr::Param { arg, ty } => {
                // SAFETY: `at` is a position inside the parameter's array (the plan follows
                // only same-count or scalar edges from the gather's indices).
                let bits = unsafe {
                    let src = raw[*arg].add(at as usize * ty.byte_size());
                    match ty.byte_size() {
                        1 => src.read() as u64,
                        2 => (src as *const u16).read_unaligned() as u64,
                        4 => (src as *const u32).read_unaligned() as u64,
                        _ => (src as *const u64).read_unaligned(),
                    }
                };
                match ty {
                    PrimitiveType::Pred => (bits != 0) as i64,
                    _ => index_value(*ty, bits),
                }
            }
            IndexExpr::Const(v) => *v,
            IndexExpr::Scalar(x) => x.eval(raw, 0),
            IndexExpr::Convert(ty, x) => wrap(*ty, x.eval(raw, at)),
            IndexExpr::Binary(op, ty, a, b) => {
                let (a, b) = (a.eval(raw, at), b.eval(raw, at));
                let v = match op {
                    Opcode::Add => a.wrapping_add(b),
                    Opcode::Subtract => a.wrapping_sub(b),
                    Opcode::Multiply => a.wrapping_mul(b),
                    Opcode::Maximum => a.max(b),
                    Opcode::Minimum => a.min(b),
                    Opcode::And => a & b,
                    Opcode::Or => a | b,
                    _ => a,
                };
                wrap(*ty, v)
            }
            IndexExpr::Compare(dir, a, b) => {
                let (a, b) = (a.eval(raw, at), b.eval(raw, at));
                let holds = match dir {
                    ComparisonDirection::Eq => a == b,
                    ComparisonDirection::Ne => a != b,
                    ComparisonDirection::Lt => a < b,
                    ComparisonDirection::Le => a <= b,
                    ComparisonDirection::Gt => a > b,
                    ComparisonDirection::Ge => a >= b,
                };
                holds as i64
            }
            IndexExpr::Select(p, a, b) => match p.eval(raw, at) != 0 {
                true => a.eval(raw, at),
                false => b.eval(raw, at),
            },
            IndexExpr::Clamp(ty, lo, x, hi) => {
                let (lo, x, hi) = (lo.eval(raw, at), x.eval(raw, at), hi.eval(raw, at));
                wrap(*ty, x.max(lo).min(hi))
            }
        }
    }
}

/// The program computing instruction `id` of `comp`, or `None` when it uses anything but
/// integer/pred elementwise arithmetic, comparisons, selects, clamps, converts, reshapes,
/// bitcasts, copies, scalar constants and broadcasts of scalars over row-major arrays.
fn compile(
    comp: &kiln_hlo::Computation,
    id: InstrId,
    param_arg: &dyn Fn(InstrId) -> Option<usize>,
    nodes: &mut usize,
) -> Option<IndexExpr> {
    *nodes += 1;
    let instr = comp.instr(id);
    let ty = instr.shape.as_array()?.ty;
    if *nodes > MAX_PROGRAM_NODES || !is_index_type(ty) || !is_row_major(&instr.shape) {
        return None;
    }
    let count = instr.shape.as_array()?.element_count();
    // An operand read at the same positions (same element count), or a scalar read at 0:
    // every position evaluated stays inside its array.
    let mut operand = |i: usize| -> Option<Box<IndexExpr>> {
        let id = *instr.operands.get(i)?;
        let x = compile(comp, id, param_arg, nodes).map(Box::new)?;
        match comp.instr(id).shape.as_array()?.element_count() {
            n if n == count => Some(x),
            1 => Some(Box::new(IndexExpr::Scalar(x))),
            _ => None,
        }
    };
    Some(match instr.opcode {
        Opcode::Parameter => IndexExpr::Param {
            arg: param_arg(id)?,
            ty,
        },
        Opcode::Constant => IndexExpr::Const(scalar_constant(instr)?),
        Opcode::Broadcast => {
            let x = comp.instr(*instr.operands.first()?);
            if x.shape.as_array()?.element_count() != 1 {
                return None;
            }
            *operand(0)?
        }
        Opcode::Reshape | Opcode::Bitcast | Opcode::Copy => {
            let x = comp.instr(*instr.operands.first()?);
            if x.shape.as_array()?.ty != ty {
                return None;
            }
            *operand(0)?
        }
        Opcode::Convert => IndexExpr::Convert(ty, operand(0)?),
        Opcode::Add
        | Opcode::Subtract
        | Opcode::Multiply
        | Opcode::Maximum
        | Opcode::Minimum
        | Opcode::And
        | Opcode::Or => IndexExpr::Binary(instr.opcode, ty, operand(0)?, operand(1)?),
        Opcode::Compare => IndexExpr::Compare(instr.attrs.direction?, operand(0)?, operand(1)?),
        Opcode::Select => IndexExpr::Select(operand(0)?, operand(1)?, operand(2)?),
        Opcode::Clamp => IndexExpr::Clamp(ty, operand(0)?, operand(1)?, operand(2)?),
        _ => return None,
    })
}

/// Types whose values the program computes: pred and the 8- to 64-bit integers (sub-byte
/// integers are packed differently in buffers).
fn is_index_type(ty: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(ty, Pred | S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64)
}

/// `v` as a value of integer type `ty` (two's complement wrap; pred: nonzero).
fn wrap(ty: PrimitiveType, v: i64) -> i64 {
    use PrimitiveType::*;
    match ty {
        Pred => (v != 0) as i64,
        S8 => v as i8 as i64,
        S16 => v as i16 as i64,
        S32 => v as i32 as i64,
        U8 => v as u8 as i64,
        U16 => v as u16 as i64,
        U32 => v as u32 as i64,
        _ => v,
    }
}

fn scalar_constant(instr: &Instruction) -> Option<i64> {
    let Some(ConstantValue::Literal(Literal::Array(a))) = &instr.attrs.constant else {
        return None;
    };
    use kiln_hlo::ArrayData::*;
    let v = match &a.data {
        Pred(v) => *v.first()? as i64,
        S8(v) => *v.first()? as i64,
        S16(v) => *v.first()? as i64,
        S32(v) => *v.first()? as i64,
        S64(v) => *v.first()?,
        U8(v) => *v.first()? as i64,
        U16(v) => *v.first()? as i64,
        U32(v) => *v.first()? as i64,
        U64(v) => (*v.first()?).min(i64::MAX as u64) as i64,
        _ => return None,
    };
    (a.dims.iter().product::<i64>() == 1).then_some(v)
}

fn is_row_major(shape: &Shape) -> bool {
    match shape {
        Shape::Array(a) => a.layout.as_ref().is_none_or(|l| l.is_row_major()),
        _ => false,
    }
}

fn row_major_strides(dims: &[i64]) -> Vec<i64> {
    let mut strides = vec![1; dims.len()];
    for d in (0..dims.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * dims[d + 1];
    }
    strides
}

#[inline(always)]
fn prefetch_line(p: *const u8) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: prefetch is a hint; it reads no memory architecturally and never faults.
    unsafe {
        std::arch::x86_64::_mm_prefetch(p as *const i8, std::arch::x86_64::_MM_HINT_T0)
    };
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}
