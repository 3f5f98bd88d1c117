//! `select-and-scatter` over the buffers, in the interpreter's order (kiln-eval
//! `window.rs`): the result starts as the init value everywhere; for each source element (a
//! window position, row-major), `select` picks one operand element among the window's taps
//! (the first, replaced by each later one it does not prefer), and `scatter` combines the
//! source element into the result there. Taps in padding are skipped, exactly as there, since
//! both walk windows with kiln-eval's `for_each_tap`.

use super::buffer::{operand_bufs, result_bufs, Buf};
use super::combine::{decode, Combine, Predicate};
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::routines::{for_each_tap, output_size, unravel};
use kiln_hlo::{Error, WindowDim};

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
    Ok(Box::new(SelectScatterCall {
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
