//! `select-and-scatter` over the buffers, in the interpreter's order (kiln-eval
//! `window.rs`): the result starts as the init value everywhere; for each source element (a
//! window position, row-major), `select` picks one operand element among the window's taps
//! (the first, replaced by each later one it does not prefer), and `scatter` combines the
//! source element into the result there. Taps in padding are skipped, exactly as there, since
//! both walk windows with kiln-eval's `for_each_tap`.
//!
//! The max-pool gradient's form, an f32 `select` that is one ordered compare of its two
//! parameters and an f32 `scatter` that is one binary op, runs natively ([`Native`]): the
//! compare reads denormals as zero like kiln-eval's float compares, the op is kiln-eval's own
//! scalar function, and the windows' taps come from per-dimension tables instead of a list
//! built per source element (the gradient of a 2×2 max pool of f32[16,56,56,64]: 642 ms ->
//! under 100 ms; XLA:CPU 120-160 ms).

use super::buffer::{operand_bufs, result_bufs, Buf};
use super::combine::{decode, Combine, Predicate};
use super::{advance, LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::routines::{for_each_tap, input_index, output_size, unravel};
use kiln_eval::ScalarBinaryOp;
use kiln_hlo::{
    ComparisonDirection, ComparisonType, Error, Module, Opcode, PrimitiveType, WindowDim,
};

/// One planned select-and-scatter.
pub struct SelectScatterCall {
    operand: Buf,
    source: Buf,
    init: Buf,
    out: Buf,
    select: Predicate,
    scatter: Combine,
    window: Vec<WindowDim>,
    in_dims: Vec<usize>,
    src_dims: Vec<usize>,
    native: Option<Native>,
}

/// The native form of an f32 select-and-scatter: `select(a, b)` is `a direction b` (the
/// window's current choice `a` stays while it holds), `scatter` is `op`.
struct Native {
    direction: ComparisonDirection,
    op: ScalarBinaryOp,
    /// Per dimension, per source index: the operand indices its window reads, in order.
    taps: Vec<Vec<Vec<usize>>>,
    /// Row-major strides of the operand.
    strides: Vec<usize>,
}

/// Plans the select-and-scatter in `ctx`, or says why it stays on the interpreter.
pub fn plan(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let one = |i: usize| -> Result<Buf, String> {
        let [b] = operand_bufs(ctx, i)?
            .try_into()
            .map_err(|_| "expected an array operand")?;
        Ok(b)
    };
    let (operand, source, init) = (one(0)?, one(1)?, one(2)?);
    let [out] = result_bufs(ctx)?
        .try_into()
        .map_err(|_| "select-and-scatter has one result")?;
    let in_dims = operand.sizes();
    let window = instr
        .attrs
        .window
        .as_ref()
        .map(|w| w.dims.clone())
        .filter(|w| w.len() == in_dims.len())
        .ok_or("select-and-scatter needs a window of the operand's rank")?;
    let src_dims = in_dims
        .iter()
        .zip(&window)
        .map(|(&n, w)| output_size(n, w))
        .collect::<Result<Vec<_>, _>>()?;
    if !init.dims.is_empty()
        || source.sizes() != src_dims
        || source.ty != init.ty
        || out.ty != init.ty
        || out.dims != operand.dims
        || operand.ty.byte_size() > 8
    {
        return Err("select-and-scatter operands do not fit".into());
    }
    let select = instr
        .attrs
        .select
        .ok_or("select-and-scatter needs `select`")?;
    let scatter = instr
        .attrs
        .scatter
        .ok_or("select-and-scatter needs `scatter`")?;
    let native = Native::plan(
        ctx.module, select, scatter, &operand, &window, &in_dims, &src_dims,
    );
    Ok(Box::new(SelectScatterCall {
        native,
        select: Predicate::plan(ctx.module, select, &[operand.ty])?,
        scatter: Combine::plan(ctx.module, scatter, &[init.ty])?,
        operand,
        source,
        init,
        out,
        window,
        in_dims,
        src_dims,
    }))
}

impl LibraryCall for SelectScatterCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let operand = self.operand.bytes(buffers)?;
        let source = self.source.bytes(buffers)?;
        let init = self.init.bytes(buffers)?;
        let out = self.out.write_bytes(buffers)?;
        if init.bytes.len() == init.size {
            for slot in out.chunks_exact_mut(init.size) {
                slot.copy_from_slice(init.bytes);
            }
        }
        if let Some(native) = &self.native {
            let out = self.out.write::<f32>(buffers)?;
            let operand = self.operand.read::<f32>(buffers)?;
            let source = self.source.read::<f32>(buffers)?;
            native.run(operand, source, out, &self.src_dims);
            return Ok(());
        }
        let mut select = self.select.clone();
        let mut scatter = self.scatter.clone();
        let ty = self.operand.ty;
        let mut taps = Vec::new();
        let mut outs = [out];
        for pos in 0..self.src_dims.iter().product::<usize>() {
            taps.clear();
            for_each_tap(
                &unravel(pos, &self.src_dims),
                &self.window,
                &self.in_dims,
                false,
                |_, i| taps.push(i),
            );
            let Some((&first, rest)) = taps.split_first() else {
                continue;
            };
            let mut chosen = first;
            let mut chosen_value = decode(ty, operand.bits(chosen)).map_err(Error::msg)?;
            for &candidate in rest {
                let value = decode(ty, operand.bits(candidate)).map_err(Error::msg)?;
                if !select.eval(|_, second| if second { value } else { chosen_value }) {
                    chosen = candidate;
                    chosen_value = value;
                }
            }
            scatter
                .apply(&mut outs, chosen, &[source], pos)
                .map_err(Error::msg)?;
        }
        Ok(())
    }
}

impl Native {
    /// The native form of `select`/`scatter` (computations of `module`) over f32 buffers, or
    /// `None` when they are anything else.
    fn plan(
        module: &Module,
        select: kiln_hlo::CompId,
        scatter: kiln_hlo::CompId,
        operand: &Buf,
        window: &[WindowDim],
        in_dims: &[usize],
        src_dims: &[usize],
    ) -> Option<Native> {
        if operand.ty != PrimitiveType::F32 || window.iter().any(|w| w.window_reversal) {
            return None;
        }
        let op = kiln_eval::scalar_binary_fast_path(module, scatter)?;
        if op.ty != PrimitiveType::F32 {
            return None;
        }
        let comp = module.computations.get(select.index())?;
        let root = comp.root_instr();
        let [p0, p1] = comp.parameters[..] else {
            return None;
        };
        let plain = matches!(
            root.attrs.comparison_type,
            None | Some(ComparisonType::Float)
        );
        let direction = match root.operands[..] {
            _ if root.opcode != Opcode::Compare || !plain => return None,
            [a, b] if (a, b) == (p0, p1) => root.attrs.direction?,
            [a, b] if (a, b) == (p1, p0) => root.attrs.direction?.swapped(),
            _ => return None,
        };
        if matches!(direction, ComparisonDirection::Eq | ComparisonDirection::Ne)
            || comp.instr(p0).shape.element_type() != PrimitiveType::F32
        {
            return None;
        }
        let taps = window
            .iter()
            .zip(in_dims.iter().zip(src_dims))
            .map(|(w, (&n, &outs))| {
                (0..outs)
                    .map(|o| {
                        (0..w.size.max(0) as usize)
                            .filter_map(|k| input_index(o, k, w, n))
                            .collect()
                    })
                    .collect()
            })
            .collect();
        let mut strides = vec![1usize; in_dims.len()];
        for d in (0..in_dims.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * in_dims[d + 1];
        }
        Some(Native {
            direction,
            op,
            taps,
            strides,
        })
    }

    /// Whether the choice `a` stays against candidate `b` (denormals compare as zero, as in
    /// kiln-eval, whatever the MXCSR).
    fn keeps(&self, a: f32, b: f32) -> bool {
        let flush = |x: f32| if x.is_subnormal() { 0.0 } else { x };
        let (a, b) = (flush(a), flush(b));
        match self.direction {
            ComparisonDirection::Ge => a >= b,
            ComparisonDirection::Gt => a > b,
            ComparisonDirection::Le => a <= b,
            _ => a < b,
        }
    }

    fn run(&self, operand: &[f32], source: &[f32], out: &mut [f32], src_dims: &[usize]) {
        let rank = src_dims.len();
        let mut pos = vec![0usize; rank];
        let mut choice = vec![0usize; rank];
        let mut lists: Vec<&[usize]> = Vec::with_capacity(rank);
        for &src in source {
            lists.clear();
            lists.extend((0..rank).map(|d| &self.taps[d][pos[d]][..]));
            if lists.iter().all(|l| !l.is_empty()) {
                choice.fill(0);
                let at = |choice: &[usize]| -> usize {
                    (0..rank)
                        .map(|d| lists[d][choice[d]] * self.strides[d])
                        .sum()
                };
                let mut chosen = at(&choice);
                let mut chosen_value = operand[chosen];
                while advance(&mut choice, |d| lists[d].len()) {
                    let candidate = at(&choice);
                    let value = operand[candidate];
                    if !self.keeps(chosen_value, value) {
                        chosen = candidate;
                        chosen_value = value;
                    }
                }
                out[chosen] = self.op.apply_f32(out[chosen], src).unwrap_or(f32::NAN);
            }
            advance(&mut pos, |d| src_dims[d]);
        }
    }
}
