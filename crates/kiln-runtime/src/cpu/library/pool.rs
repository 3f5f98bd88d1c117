//! Pooling windows: a `reduce-window` whose trailing dimensions are not windowed (size 1,
//! stride 1, no padding), as average and max pooling of channels-last images are (NHWC,
//! windows over H and W). Compiled as a kernel, every output element loops over its window
//! taps with the tap's index arithmetic and bounds checks, for each group of four channels
//! (a 3×3 average pool of f32[16,56,56,64]: 39 ms, XLA:CPU 20 ms). Here each output position
//! finds its taps once and folds each tap's whole row of channels into the output row with
//! one vector loop (`ScalarBinaryOp::accumulate_windows`). Float reducers other than add and
//! subtract (max pools) stay kernels: their row loops are slower (see [`has_row_loop`]).
//!
//! Every output element is `init ⊕ x_tap0 ⊕ x_tap1 ⊕ ...` over the taps inside the input,
//! in row-major order of the window index, as the interpreter (kiln-eval `reduce_window`)
//! folds it; the row loops compute the interpreter's scalar op (its flushing, NaN and
//! signed-zero rules) lane by lane, so results are bit for bit the interpreter's.

use super::buffer::{operand_buf, result_bufs, Buf, Plain};
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::routines::output_size;
use kiln_eval::{RowElement, ScalarBinaryOp};
use kiln_hlo::{Error, Opcode, PrimitiveType, WindowDim};
use rayon::prelude::*;

/// Fewer elements per row than this are left to the kernel (the row loop's setup would
/// not pay).
const MIN_ROW: usize = 8;
/// Output positions per parallel task, and per row-loop call.
const POSITIONS_PER_TASK: usize = 64;
const POSITIONS_PER_CALL: usize = 16;

/// One planned pooling window.
pub struct PoolCall {
    input: Buf,
    init: Buf,
    out: Buf,
    op: ScalarBinaryOp,
    /// The windowed (leading) dimensions.
    axes: Vec<Axis>,
    /// Elements of the trailing, not windowed dimensions: one row per output position.
    row: usize,
    /// Elements of the input.
    inputs: usize,
    threads: usize,
}

/// One windowed dimension.
struct Axis {
    output: usize,
    /// Per output coordinate `o`, `taps[starts[o]..starts[o + 1]]`: the element offsets (input
    /// coordinate times the dimension's stride) of its taps inside the input, in window order.
    starts: Vec<usize>,
    taps: Vec<usize>,
}

impl Axis {
    fn new(w: &WindowDim, input: usize, output: usize, stride: usize) -> Option<Axis> {
        let size = |v: i64| usize::try_from(v).ok();
        let (window, step) = (size(w.size)?, size(w.stride)?);
        let (dilation, padding_low) = (size(w.window_dilation)?, size(w.padding_low)?);
        let mut starts = Vec::with_capacity(output + 1);
        let mut taps = Vec::new();
        for o in 0..output {
            starts.push(taps.len());
            for k in 0..window {
                let at = (o * step + k * dilation).checked_sub(padding_low);
                if let Some(i) = at.filter(|&i| i < input) {
                    taps.push(i * stride);
                }
            }
        }
        starts.push(taps.len());
        Some(Axis {
            output,
            starts,
            taps,
        })
    }

    fn taps(&self, o: usize) -> &[usize] {
        &self.taps[self.starts[o]..self.starts[o + 1]]
    }
}

/// The reduce-window in `ctx` as a pooling call, or `None` when it is not one this call
/// runs (it then compiles to a kernel as any other).
pub fn plan(ctx: &PlanContext) -> Option<Box<dyn LibraryCall>> {
    let instr = ctx.instruction();
    if instr.operands.len() != 2 {
        return None;
    }
    let input = operand_buf(ctx, 0).ok()?;
    let init = operand_buf(ctx, 1).ok()?;
    let [out] = <[Buf; 1]>::try_from(result_bufs(ctx).ok()?).ok()?;
    let op = kiln_eval::scalar_binary_fast_path(ctx.module, instr.attrs.to_apply?)?;
    if init.ty != input.ty || out.ty != input.ty || !init.dims.is_empty() || op.ty != input.ty {
        return None;
    }
    let (in_dims, out_dims) = (input.sizes(), out.sizes());
    let window = &instr.attrs.window.as_ref()?.dims;
    if window.len() != in_dims.len() || out_dims.len() != in_dims.len() {
        return None;
    }
    let passes = |w: &WindowDim| {
        w.size == 1
            && w.stride == 1
            && w.padding_low == 0
            && w.padding_high == 0
            && w.base_dilation == 1
            && w.window_dilation == 1
    };
    let lead = window.iter().rposition(|w| !passes(w))? + 1;
    let row: usize = in_dims[lead..].iter().product();
    if row < MIN_ROW || out_dims[lead..] != in_dims[lead..] || !has_row_loop(&op) {
        return None;
    }
    let mut axes = Vec::with_capacity(lead);
    let mut stride = row;
    for d in (0..lead).rev() {
        let (w, input, output) = (&window[d], in_dims[d], out_dims[d]);
        if w.base_dilation != 1 || w.window_reversal || output_size(input, w).ok()? != output {
            return None;
        }
        axes.push(Axis::new(w, input, output, stride)?);
        stride = stride.checked_mul(input)?;
    }
    axes.reverse();
    Some(Box::new(PoolCall {
        input,
        init,
        out,
        op,
        axes,
        row,
        inputs: in_dims.iter().product(),
        threads: ctx.threads,
    }))
}

/// Whether `op` on its element type has a fast row loop (`accumulate_row` does not decline).
/// Float max, min, multiply and divide rows flush and compare element by element with
/// branches (the interpreter's NaN and signed-zero rules): a 3×3 stride-2 max pool of
/// f32[16,112,112,64] took 480 ms that way, 38 ms as a kernel; they stay kernels.
fn has_row_loop(op: &ScalarBinaryOp) -> bool {
    if op.ty.is_float() && !matches!(op.opcode, Opcode::Add | Opcode::Subtract) {
        return false;
    }
    fn probe<T: RowElement + Default>(op: &ScalarBinaryOp) -> bool {
        op.accumulate_row(&mut [T::default()], &[T::default()])
    }
    use PrimitiveType::*;
    match op.ty {
        F32 => probe::<f32>(op),
        F64 => probe::<f64>(op),
        S8 => probe::<i8>(op),
        S16 => probe::<i16>(op),
        S32 => probe::<i32>(op),
        S64 => probe::<i64>(op),
        U8 => probe::<u8>(op),
        U16 => probe::<u16>(op),
        U32 => probe::<u32>(op),
        U64 => probe::<u64>(op),
        _ => false,
    }
}

impl LibraryCall for PoolCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        use PrimitiveType::*;
        match self.input.ty {
            F32 => self.pool::<f32>(buffers),
            F64 => self.pool::<f64>(buffers),
            S8 => self.pool::<i8>(buffers),
            S16 => self.pool::<i16>(buffers),
            S32 => self.pool::<i32>(buffers),
            S64 => self.pool::<i64>(buffers),
            U8 => self.pool::<u8>(buffers),
            U16 => self.pool::<u16>(buffers),
            U32 => self.pool::<u32>(buffers),
            U64 => self.pool::<u64>(buffers),
            other => Err(Error::msg(format!("internal error: pooling {other}"))),
        }
    }
}

impl PoolCall {
    fn pool<T: Plain + RowElement>(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let x = self.input.read::<T>(buffers)?;
        let init = self.init.read::<T>(buffers)?[0];
        let out = self.out.write::<T>(buffers)?;
        let positions: usize = self.axes.iter().map(|a| a.output).product();
        if x.len() != self.inputs || out.len() != positions * self.row {
            return Err(Error::msg(
                "internal error: a pooling window does not fit its buffers",
            ));
        }
        let row = self.row;
        let run = |first: usize, block: &mut [T]| -> Result<(), Error> {
            let mut work = Work::new(&self.axes, first);
            // A few positions per call: the op and the CPU's vector width are looked up once
            // for all their windows, and their rows stay in cache.
            for group in block.chunks_mut(POSITIONS_PER_CALL * row) {
                group.fill(init);
                work.windows.clear();
                for p in 0..group.len() / row {
                    self.taps(&mut work);
                    work.windows.extend(work.taps.iter().map(|&u| (p * row, u)));
                    super::advance(&mut work.position, |d| self.axes[d].output);
                }
                if !self.op.accumulate_windows(group, x, row, &work.windows) {
                    return Err(Error::msg(
                        "internal error: a pooling window's op has no row loop",
                    ));
                }
            }
            Ok(())
        };
        if self.threads > 1 && positions > POSITIONS_PER_TASK {
            out.par_chunks_mut(POSITIONS_PER_TASK * row)
                .enumerate()
                .try_for_each(|(t, block)| run(t * POSITIONS_PER_TASK, block))
        } else {
            run(0, out)
        }
    }

    /// Into `work.taps`: the offset of the tap's row in the input for every tap of output
    /// position `work.position` inside the input, in window order (row-major over the taps
    /// of every axis, the last axis fastest).
    fn taps(&self, work: &mut Work) {
        work.taps.clear();
        work.taps.push(0);
        for (axis, &o) in self.axes.iter().zip(&work.position) {
            let taps = axis.taps(o);
            work.next.clear();
            for &base in &work.taps {
                work.next.extend(taps.iter().map(|&t| base + t));
            }
            std::mem::swap(&mut work.taps, &mut work.next);
        }
    }
}

/// What one task reuses from position to position.
struct Work {
    /// The output coordinates of the current position along the windowed dimensions.
    position: Vec<usize>,
    /// The taps of the current position (and room to build them).
    taps: Vec<usize>,
    next: Vec<usize>,
    /// The windows of a group of positions, each at its row of the group.
    windows: Vec<(usize, usize)>,
}

impl Work {
    /// Starting at output position `first` (row-major over the windowed dimensions).
    fn new(axes: &[Axis], first: usize) -> Work {
        let mut position = vec![0; axes.len()];
        let mut rest = first;
        for (p, axis) in position.iter_mut().zip(axes).rev() {
            *p = rest % axis.output.max(1);
            rest /= axis.output.max(1);
        }
        Work {
            position,
            taps: Vec::new(),
            next: Vec::new(),
            windows: Vec::new(),
        }
    }
}
