//! `fft` (FFT, IFFT, RFFT, IRFFT) over the buffers: the operand is handed over as the
//! interpreter hands over literals (f32/f64 in place, others as complex f64), transformed by
//! the interpreter's own routine (`kiln_eval::routines::fft_values_parallel`) and rounded once
//! into the result: bit for bit the interpreter's results. With threads, the routine's
//! independent lines run on the pool.

use super::buffer::{load_c128, operand_bufs, result_bufs, store_c128, Buf};
use super::sgemm::direct::for_each_range;
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::routines::{fft_values_parallel, FftOperand};
use kiln_hlo::{Error, FftType, PrimitiveType};

/// One planned FFT.
pub struct FftCall {
    operand: Buf,
    out: Buf,
    kind: FftType,
    dims: Vec<usize>,
    lengths: Vec<usize>,
    threads: usize,
}

/// Plans the fft in `ctx`, or says why it stays on the interpreter.
pub fn plan(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let [operand] = operand_bufs(ctx, 0)?
        .try_into()
        .map_err(|_| "fft takes one array")?;
    let [out] = result_bufs(ctx)?
        .try_into()
        .map_err(|_| "fft has one result")?;
    let kind = instr.attrs.fft_type.ok_or("fft needs `fft_type`")?;
    let lengths = instr
        .attrs
        .fft_length
        .as_deref()
        .ok_or("fft needs `fft_length`")?
        .iter()
        .map(|&l| usize::try_from(l).map_err(|_| "negative fft_length".to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    let dims = operand.sizes();
    let (in_ok, out_ok) = match kind {
        FftType::Fft | FftType::Ifft => (operand.ty.is_complex(), out.ty.is_complex()),
        FftType::Rfft => (real(operand.ty), out.ty.is_complex()),
        FftType::Irfft => (operand.ty.is_complex(), real(out.ty)),
    };
    if !in_ok || !out_ok || lengths.is_empty() || lengths.len() > dims.len() {
        return Err(format!(
            "{kind:?} of {} to {} is not supported",
            operand.ty, out.ty
        ));
    }
    let mut out_dims = dims.clone();
    let last = out_dims.len() - 1;
    match kind {
        FftType::Rfft => out_dims[last] = dims[last] / 2 + 1,
        FftType::Irfft => out_dims[last] = lengths[lengths.len() - 1],
        _ => {}
    }
    if out.sizes() != out_dims {
        return Err("fft result dimensions do not match the operand".into());
    }
    Ok(Box::new(FftCall {
        operand,
        out,
        kind,
        dims,
        lengths,
        threads: ctx.threads,
    }))
}

fn real(ty: PrimitiveType) -> bool {
    matches!(ty, PrimitiveType::F32 | PrimitiveType::F64)
}

impl LibraryCall for FftCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        // Real operands are read in place, as the interpreter hands over its f32/f64 data.
        let values = match self.operand.ty {
            PrimitiveType::F32 => FftOperand::F32(self.operand.read::<f32>(buffers)?),
            PrimitiveType::F64 => FftOperand::F64(self.operand.read::<f64>(buffers)?),
            ty => FftOperand::Complex(
                load_c128(&self.operand, buffers)?
                    .ok_or_else(|| Error::msg(format!("cannot read {ty} values")))?,
            ),
        };
        let threads = self.threads;
        let par = |count: usize, body: &(dyn Fn(std::ops::Range<usize>) + Sync)| {
            for_each_range(count, threads, body)
        };
        let (result, _) = fft_values_parallel(self.kind, values, &self.dims, &self.lengths, &par)
            .map_err(Error::msg)?;
        store_c128(&self.out, buffers, &result)
    }
}
