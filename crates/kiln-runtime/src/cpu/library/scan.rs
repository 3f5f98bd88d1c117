//! Cumulative reductions (`jnp.cumsum`, `cumprod`, `cummax`, `cummin`): JAX lowers them to a
//! `reduce-window` whose window spans the whole of one dimension, padded on one side so that
//! output `i` folds inputs `0..=i` (or `i..n`). Folded window by window that is `n²/2`
//! reducer applications per row (a 4096-long cumsum: 8 million per row, seconds for a
//! matrix); this call runs it as one pass that carries the fold from each output to the next.
//!
//! Output `i` of a prefix window is `init ⊕ x_0 ⊕ .. ⊕ x_i`, folded in window order as the
//! interpreter (kiln-eval `reduce_window`) folds it, so carrying `acc_i = acc_{i-1} ⊕ x_i`
//! gives its results bit for bit. A suffix window (`i..n`) folds `init ⊕ x_i ⊕ .. ⊕ x_{n-1}`,
//! which a backward pass can only reorder: it runs here only for reducers whose result does
//! not depend on the order (integer add, multiply, max, min and bitwise ops, which wrap;
//! float max and min). The reducer must be one binary op of the two scalar parameters
//! (`kiln_eval::scalar_binary_fast_path`), evaluated by the interpreter's own scalar code;
//! f32 and f64 adds and multiplies run as plain `+` and `*`, which under the flush-to-zero
//! mode library calls run in (`thunk.rs`) give the interpreter's flushed results; f16 and
//! bf16 steps are the interpreter's own: the op in f32, rounded to the element type.

use super::buffer::{operand_buf, result_bufs, Buf};
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use half::{bf16, f16};
use kiln_eval::ScalarBinaryOp;
use kiln_hlo::{Error, Opcode, PrimitiveType, WindowDim};

/// One planned cumulative reduction.
pub struct ScanCall {
    input: Buf,
    init: Buf,
    out: Buf,
    op: ScalarBinaryOp,
    /// Elements before, along and after the scanned dimension.
    outer: usize,
    len: usize,
    inner: usize,
    /// Output `i` folds inputs `i..n` (else `0..=i`).
    suffix: bool,
}

/// The reduce-window in `ctx` as a scan, or `None` when it is not one this call runs (it
/// then compiles to a kernel as any other).
pub fn plan(ctx: &PlanContext) -> Option<Box<dyn LibraryCall>> {
    let instr = ctx.instruction();
    if instr.operands.len() != 2 {
        return None;
    }
    let input = operand_buf(ctx, 0).ok()?;
    let init = operand_buf(ctx, 1).ok()?;
    let [out] = <[Buf; 1]>::try_from(result_bufs(ctx).ok()?).ok()?;
    if !matches!(
        input.ty,
        PrimitiveType::F32
            | PrimitiveType::F64
            | PrimitiveType::BF16
            | PrimitiveType::F16
            | PrimitiveType::S32
            | PrimitiveType::S64
    ) || init.ty != input.ty
        || out.ty != input.ty
        || out.dims != input.dims
        || !init.dims.is_empty()
    {
        return None;
    }
    let dims = input.sizes();
    let window = instr.attrs.window.as_ref()?;
    let (axis, suffix) = scanned_axis(&window.dims, &dims)?;
    let op = kiln_eval::scalar_binary_fast_path(ctx.module, instr.attrs.to_apply?)?;
    if op.ty != input.ty || (suffix && !order_free(&op)) {
        return None;
    }
    Some(Box::new(ScanCall {
        outer: dims[..axis].iter().product(),
        len: dims[axis],
        inner: dims[axis + 1..].iter().product(),
        input,
        init,
        out,
        op,
        suffix,
    }))
}

/// The one dimension whose window covers it all (size at least its length, stride 1, padded
/// by size - 1 on one side: a prefix, or with `true` a suffix), every other dimension's window
/// a single element; `None` for any other window.
fn scanned_axis(window: &[WindowDim], dims: &[usize]) -> Option<(usize, bool)> {
    if window.len() != dims.len() {
        return None;
    }
    let plain = |w: &WindowDim| {
        w.stride == 1 && w.base_dilation == 1 && w.window_dilation == 1 && !w.window_reversal
    };
    let mut scan = None;
    for (d, (w, &n)) in window.iter().zip(dims).enumerate() {
        if !plain(w) {
            return None;
        }
        if w.size == 1 && w.padding_low == 0 && w.padding_high == 0 {
            continue;
        }
        let covers = usize::try_from(w.size).is_ok_and(|s| s >= n && n > 1);
        let side = match (w.padding_low == w.size - 1, w.padding_high == w.size - 1) {
            (true, false) if w.padding_high == 0 => false,
            (false, true) if w.padding_low == 0 => true,
            _ => return None,
        };
        if !covers || scan.is_some() {
            return None;
        }
        scan = Some((d, side));
    }
    scan
}

/// Whether `op` gives the same result for its operands in any order and grouping.
fn order_free(op: &ScalarBinaryOp) -> bool {
    use Opcode::*;
    let integer = matches!(op.ty, PrimitiveType::S32 | PrimitiveType::S64);
    match op.opcode {
        Maximum | Minimum => true,
        Add | Multiply | And | Or | Xor => integer,
        _ => false,
    }
}

impl LibraryCall for ScanCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        match self.input.ty {
            PrimitiveType::F32 => {
                let op = &self.op;
                match op.opcode {
                    Opcode::Add => self.scan::<f32>(buffers, |a, b| a + b),
                    Opcode::Multiply => self.scan::<f32>(buffers, |a, b| a * b),
                    _ => self.scan::<f32>(buffers, |a, b| op.apply_f32(a, b).unwrap_or(f32::NAN)),
                }
            }
            PrimitiveType::F64 => {
                let op = &self.op;
                match op.opcode {
                    Opcode::Add => self.scan::<f64>(buffers, |a, b| a + b),
                    Opcode::Multiply => self.scan::<f64>(buffers, |a, b| a * b),
                    _ => self.scan::<f64>(buffers, |a, b| op.apply_f64(a, b).unwrap_or(f64::NAN)),
                }
            }
            // As the interpreter folds half-precision windows: each step computed in f32 and
            // rounded to the element type.
            PrimitiveType::BF16 => self.scan::<bf16>(buffers, |a, b| {
                let r = self.op.apply_f32(a.to_f32(), b.to_f32());
                bf16::from_f32(r.unwrap_or(f32::NAN))
            }),
            PrimitiveType::F16 => self.scan::<f16>(buffers, |a, b| {
                let r = self.op.apply_f32(a.to_f32(), b.to_f32());
                f16::from_f32(r.unwrap_or(f32::NAN))
            }),
            PrimitiveType::S32 => self.scan::<i32>(buffers, |a, b| {
                self.op
                    .apply_int(a as i128, b as i128)
                    .map_or(0, |r| r as i32)
            }),
            PrimitiveType::S64 => self.scan::<i64>(buffers, |a, b| {
                self.op
                    .apply_int(a as i128, b as i128)
                    .map_or(0, |r| r as i64)
            }),
            other => Err(Error::msg(format!("internal error: a scan of {other}"))),
        }
    }
}

impl ScanCall {
    /// The scan with `combine(acc, x)` as the reducer, row by row along the axis: each step
    /// folds a whole row of `inner` elements into the previous step's row.
    fn scan<T: super::buffer::Plain>(
        &self,
        buffers: &[SendPtr],
        combine: impl Fn(T, T) -> T,
    ) -> Result<(), Error> {
        let x = self.input.read::<T>(buffers)?;
        let init = self.init.read::<T>(buffers)?[0];
        let out = self.out.write::<T>(buffers)?;
        let (len, inner) = (self.len, self.inner);
        let block = len * inner;
        if x.len() != self.outer * block || out.len() != x.len() {
            return Err(Error::msg(
                "internal error: a scan does not fit its buffers",
            ));
        }
        if inner == 1 {
            // One scan per row: the fold stays in a register.
            for (xs, ys) in x.chunks_exact(len).zip(out.chunks_exact_mut(len)) {
                let mut acc = init;
                if self.suffix {
                    for (y, &v) in ys.iter_mut().zip(xs).rev() {
                        acc = combine(acc, v);
                        *y = acc;
                    }
                } else {
                    for (y, &v) in ys.iter_mut().zip(xs) {
                        acc = combine(acc, v);
                        *y = acc;
                    }
                }
            }
            return Ok(());
        }
        for (xs, ys) in x.chunks_exact(block).zip(out.chunks_exact_mut(block)) {
            for step in 0..len {
                // Row `i` of the scan, and the row folded just before it.
                let (i, previous) = if self.suffix {
                    (len - 1 - step, len - step)
                } else {
                    (step, step.wrapping_sub(1))
                };
                let row = i * inner;
                if step == 0 {
                    for k in 0..inner {
                        ys[row + k] = combine(init, xs[row + k]);
                    }
                } else {
                    let before = previous * inner;
                    for k in 0..inner {
                        ys[row + k] = combine(ys[before + k], xs[row + k]);
                    }
                }
            }
        }
        Ok(())
    }
}
