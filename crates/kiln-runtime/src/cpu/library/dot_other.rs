//! `dot` for what the strided GEMM call (`gemm.rs`) does not take: f16, bf16 and mixed
//! operand types, several contracting dimensions, any free dimensions, and integer results.
//!
//! The interpreter's rules (kiln-eval `linalg::numeric`): operands are converted to the
//! result type; float results accumulate in f32 (f16, bf16, f32) or f64 and are rounded
//! once; integer results accumulate with wrapping 64-bit arithmetic and are truncated to the
//! result width (which equals wrapping arithmetic in that width). Both operands are converted
//! and rearranged once into `[batch, rows, depth]` and `[batch, depth, cols]`, whose product
//! `[batch, rows, cols]` is the result's row-major order; floats then multiply with GEMM,
//! integers with a plain loop in the interpreter's order.
//!
//! Where the operands are f32, bf16 or f16 that widen to the result type exactly and are
//! strided matrices (`gemm::StridedDot`), Kiln's AVX-512 GEMM reads them in place instead,
//! widening them as it packs them, and rounds its f32 sums into the result once: no copies.

use super::accum::{loads_as_float, permute, FloatAcc, FloatKind};
use super::buffer::{operand_buf, result_bufs, Buf};
use super::gemm::StridedDot;
use super::matmul::{matmul, Mat};
#[cfg(target_arch = "x86_64")]
use super::{buffer::Plain, sgemm::Elem};
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_hlo::{DotDims, Error, PrimitiveType};
use std::num::Wrapping;

/// One planned dot.
pub struct DotCall {
    pub(crate) lhs: Buf,
    pub(crate) rhs: Buf,
    pub(crate) out: Buf,
    /// The dimension numbers it was planned from (what a cache entry stores).
    pub(crate) dims: DotDims,
    kind: Kind,
    shape: DotShape,
    /// The operands as strided matrices, where Kiln's GEMM reads them in place.
    strided: Option<StridedDot>,
    pub(crate) threads: usize,
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Float(FloatKind),
    Int,
}

/// How the dot maps onto a batch of matrix products.
#[derive(Debug)]
struct DotShape {
    lhs_dims: Vec<usize>,
    rhs_dims: Vec<usize>,
    /// lhs dimensions in `[batch.., free.., contracting..]` order.
    lhs_perm: Vec<usize>,
    /// rhs dimensions in `[batch.., contracting.., free..]` order.
    rhs_perm: Vec<usize>,
    batch: usize,
    rows: usize,
    depth: usize,
    cols: usize,
}

/// Plans the dot in `ctx`, or says why it stays on the interpreter.
pub fn plan(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let (lhs, rhs) = (operand_buf(ctx, 0)?, operand_buf(ctx, 1)?);
    let [out] = result_bufs(ctx)?
        .try_into()
        .map_err(|_| "dot has one result")?;
    let dims = instr.attrs.dot_dims.clone().unwrap_or_default();
    DotCall::from_parts(lhs, rhs, out, dims, ctx.threads).map(|call| Box::new(call) as _)
}

impl DotCall {
    /// The call over buffers `lhs`, `rhs` and `out` with dimension numbers `dims`, or why the
    /// library cannot compute it (also how a cache entry's stored parts are checked).
    pub(crate) fn from_parts(
        lhs: Buf,
        rhs: Buf,
        out: Buf,
        dims: DotDims,
        threads: usize,
    ) -> Result<DotCall, String> {
        let kind = match FloatKind::of(out.ty) {
            Some(k) if loads_as_float(lhs.ty) && loads_as_float(rhs.ty) => Kind::Float(k),
            None if int_storage(out.ty) && int_storage(lhs.ty) && int_storage(rhs.ty) => Kind::Int,
            _ => {
                return Err(format!(
                    "dot library handles real float and integer dots, not {}×{}→{}",
                    lhs.ty, rhs.ty, out.ty
                ))
            }
        };
        let shape = DotShape::new(&lhs.sizes(), &rhs.sizes(), &dims)?;
        if out.sizes() != shape.out_dims(&dims) {
            return Err(format!(
                "dot result dimensions {:?} do not match the operands' {:?}",
                out.sizes(),
                shape.out_dims(&dims)
            ));
        }
        let in_place = matches!(kind, Kind::Float(FloatKind::F32))
            && widens_exactly(lhs.ty, out.ty)
            && widens_exactly(rhs.ty, out.ty);
        let strided = in_place
            .then(|| StridedDot::of(&lhs.dims, &rhs.dims, &dims).ok())
            .flatten();
        Ok(DotCall {
            lhs,
            rhs,
            out,
            dims,
            kind,
            shape,
            strided,
            threads,
        })
    }

    /// Whether the call runs on Kiln's GEMM reading its operands in place (tests).
    pub fn reads_in_place(&self) -> bool {
        self.strided.is_some()
    }
}

/// Whether `operand` elements are read by the GEMM as the interpreter converts them to
/// `result` (f32, bf16, f16 widened exactly; nothing that rounds).
fn widens_exactly(operand: PrimitiveType, result: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(
        (operand, result),
        (F32, F32) | (BF16, BF16 | F32) | (F16, F16 | F32)
    )
}

/// Integer types (and pred) whose values the integer path reads and writes.
fn int_storage(ty: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(ty, Pred | S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64)
}

impl LibraryCall for DotCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        match self.kind {
            Kind::Float(FloatKind::F32) => {
                if self.run_in_place(buffers)? {
                    return Ok(());
                }
                self.run_float::<f32>(buffers)
            }
            Kind::Float(FloatKind::F64) => self.run_float::<f64>(buffers),
            Kind::Int => self.run_int(buffers),
        }
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}

impl DotCall {
    /// Runs on Kiln's GEMM reading the operands in place; false where it cannot (no strided
    /// form, no AVX-512).
    #[cfg(target_arch = "x86_64")]
    fn run_in_place(&self, buffers: &[SendPtr]) -> Result<bool, Error> {
        use half::{bf16, f16};
        use PrimitiveType::*;
        let Some(layout) = self.strided.as_ref().filter(|_| super::sgemm::available()) else {
            return Ok(false);
        };
        let call = InPlace {
            call: self,
            layout,
            buffers,
        };
        match self.out.ty {
            F32 => call.lhs::<f32>(),
            BF16 => call.lhs::<bf16>(),
            F16 => call.lhs::<f16>(),
            t => Err(Error::msg(format!("internal error: in-place dot into {t}"))),
        }?;
        Ok(true)
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn run_in_place(&self, _buffers: &[SendPtr]) -> Result<bool, Error> {
        Ok(false)
    }

    fn run_float<T: FloatAcc>(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let s = &self.shape;
        let a = permute(
            &T::load(&self.lhs, buffers, self.out.ty)?,
            &s.lhs_dims,
            &s.lhs_perm,
        );
        let b = permute(
            &T::load(&self.rhs, buffers, self.out.ty)?,
            &s.rhs_dims,
            &s.rhs_perm,
        );
        let (m, k, n) = (s.rows, s.depth, s.cols);
        let mut out = vec![T::ZERO; s.batch * m * n];
        for bi in 0..s.batch {
            matmul(
                m,
                n,
                k,
                &mut out[bi * m * n..],
                n,
                Mat {
                    data: &a[bi * m * k..],
                    row: k,
                },
                Mat {
                    data: &b[bi * k * n..],
                    row: n,
                },
                self.threads,
            )?;
        }
        T::store(&self.out, buffers, &out)
    }

    fn run_int(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let s = &self.shape;
        let a = permute(&load_ints(&self.lhs, buffers)?, &s.lhs_dims, &s.lhs_perm);
        let b = permute(&load_ints(&self.rhs, buffers)?, &s.rhs_dims, &s.rhs_perm);
        let (m, k, n) = (s.rows, s.depth, s.cols);
        let mut out = vec![Wrapping(0i64); s.batch * m * n];
        if n > 0 && k > 0 {
            for bi in 0..s.batch {
                let a = &a[bi * m * k..(bi + 1) * m * k];
                let b = &b[bi * k * n..(bi + 1) * k * n];
                let o = &mut out[bi * m * n..(bi + 1) * m * n];
                for (a_row, o_row) in a.chunks_exact(k).zip(o.chunks_exact_mut(n)) {
                    for (&x, b_row) in a_row.iter().zip(b.chunks_exact(n)) {
                        for (acc, &y) in o_row.iter_mut().zip(b_row) {
                            *acc += x * y;
                        }
                    }
                }
            }
        }
        store_ints(&self.out, buffers, &out)
    }
}

/// Integer (or pred) elements by value; u64 by bit pattern.
fn load_ints(buf: &Buf, buffers: &[SendPtr]) -> Result<Vec<Wrapping<i64>>, Error> {
    fn conv<T: super::buffer::Plain>(
        buf: &Buf,
        buffers: &[SendPtr],
        f: impl Fn(T) -> i64,
    ) -> Result<Vec<Wrapping<i64>>, Error> {
        Ok(buf
            .read::<T>(buffers)?
            .iter()
            .map(|&x| Wrapping(f(x)))
            .collect())
    }
    use PrimitiveType::*;
    match buf.ty {
        Pred => conv::<u8>(buf, buffers, |x| (x != 0) as i64),
        S8 => conv::<i8>(buf, buffers, i64::from),
        S16 => conv::<i16>(buf, buffers, i64::from),
        S32 => conv::<i32>(buf, buffers, i64::from),
        S64 => conv::<i64>(buf, buffers, |x| x),
        U8 => conv::<u8>(buf, buffers, i64::from),
        U16 => conv::<u16>(buf, buffers, i64::from),
        U32 => conv::<u32>(buf, buffers, i64::from),
        U64 => conv::<u64>(buf, buffers, |x| x as i64),
        t => Err(Error::msg(format!("cannot read {t} as integers"))),
    }
}

/// Sums truncated to the result type (its low bits), pred as nonzero.
fn store_ints(buf: &Buf, buffers: &[SendPtr], v: &[Wrapping<i64>]) -> Result<(), Error> {
    fn put<T: super::buffer::Plain>(
        buf: &Buf,
        buffers: &[SendPtr],
        v: &[Wrapping<i64>],
        f: impl Fn(i64) -> T,
    ) -> Result<(), Error> {
        let out = buf.write::<T>(buffers)?;
        if out.len() != v.len() {
            return Err(Error::msg("internal error: dot result size"));
        }
        out.iter_mut().zip(v).for_each(|(o, x)| *o = f(x.0));
        Ok(())
    }
    use PrimitiveType::*;
    match buf.ty {
        Pred => put::<u8>(buf, buffers, v, |x| (x != 0) as u8),
        S8 => put::<i8>(buf, buffers, v, |x| x as i8),
        S16 => put::<i16>(buf, buffers, v, |x| x as i16),
        S32 => put::<i32>(buf, buffers, v, |x| x as i32),
        S64 => put::<i64>(buf, buffers, v, |x| x),
        U8 => put::<u8>(buf, buffers, v, |x| x as u8),
        U16 => put::<u16>(buf, buffers, v, |x| x as u16),
        U32 => put::<u32>(buf, buffers, v, |x| x as u32),
        U64 => put::<u64>(buf, buffers, v, |x| x as u64),
        t => Err(Error::msg(format!(
            "an integer accumulator cannot produce {t}"
        ))),
    }
}

impl DotShape {
    fn new(lhs: &[usize], rhs: &[usize], d: &DotDims) -> Result<DotShape, String> {
        let lb = dim_list(&d.lhs_batch, lhs.len())?;
        let rb = dim_list(&d.rhs_batch, rhs.len())?;
        let lc = dim_list(&d.lhs_contracting, lhs.len())?;
        let rc = dim_list(&d.rhs_contracting, rhs.len())?;
        let paired = |l: &[usize], r: &[usize]| {
            l.len() == r.len() && l.iter().zip(r).all(|(&a, &b)| lhs[a] == rhs[b])
        };
        if !paired(&lb, &rb) || !paired(&lc, &rc) {
            return Err("dot batch or contracting dimensions do not pair up".into());
        }
        let lf = free_dims(lhs.len(), &lb, &lc)?;
        let rf = free_dims(rhs.len(), &rb, &rc)?;
        let product = |dims: &[usize], of: &[usize]| of.iter().map(|&i| dims[i]).product::<usize>();
        Ok(DotShape {
            batch: product(lhs, &lb),
            rows: product(lhs, &lf),
            depth: product(lhs, &lc),
            cols: product(rhs, &rf),
            lhs_perm: [lb.as_slice(), &lf, &lc].concat(),
            rhs_perm: [rb.as_slice(), &rc, &rf].concat(),
            lhs_dims: lhs.to_vec(),
            rhs_dims: rhs.to_vec(),
        })
    }

    /// The result's dimensions: batch, lhs free, rhs free.
    fn out_dims(&self, d: &DotDims) -> Vec<usize> {
        let nb = d.lhs_batch.len();
        let nlf = self.lhs_dims.len() - nb - d.lhs_contracting.len();
        let nrf = self.rhs_dims.len() - nb - d.rhs_contracting.len();
        let lhs = self.lhs_perm[..nb + nlf].iter().map(|&i| self.lhs_dims[i]);
        let rhs = self.rhs_perm[self.rhs_perm.len() - nrf..]
            .iter()
            .map(|&i| self.rhs_dims[i]);
        lhs.chain(rhs).collect()
    }
}

/// Dimension numbers as indices below `rank`.
fn dim_list(dims: &[i64], rank: usize) -> Result<Vec<usize>, String> {
    dims.iter()
        .map(|&d| {
            usize::try_from(d)
                .ok()
                .filter(|&d| d < rank)
                .ok_or_else(|| format!("dot dimension {d} is out of range for rank {rank}"))
        })
        .collect()
}

/// The dimensions that are neither batch nor contracting, in increasing order.
fn free_dims(rank: usize, batch: &[usize], contracting: &[usize]) -> Result<Vec<usize>, String> {
    let mut seen = vec![false; rank];
    for &d in batch.iter().chain(contracting) {
        if std::mem::replace(&mut seen[d], true) {
            return Err(format!("dot dimension {d} is listed twice"));
        }
    }
    Ok((0..rank).filter(|&d| !seen[d]).collect())
}

/// A dot run on Kiln's GEMM over its buffers in place, its element types chosen one at a
/// time (result, lhs, rhs).
#[cfg(target_arch = "x86_64")]
struct InPlace<'a> {
    call: &'a DotCall,
    layout: &'a StridedDot,
    buffers: &'a [SendPtr],
}

#[cfg(target_arch = "x86_64")]
impl InPlace<'_> {
    fn lhs<TC: Elem + Plain>(&self) -> Result<(), Error> {
        match self.call.lhs.ty {
            PrimitiveType::F32 => self.rhs::<f32, TC>(),
            PrimitiveType::BF16 => self.rhs::<half::bf16, TC>(),
            PrimitiveType::F16 => self.rhs::<half::f16, TC>(),
            t => Err(Error::msg(format!("internal error: in-place dot of {t}"))),
        }
    }

    fn rhs<TA: Elem + Plain, TC: Elem + Plain>(&self) -> Result<(), Error> {
        match self.call.rhs.ty {
            PrimitiveType::F32 => self.run::<TA, f32, TC>(),
            PrimitiveType::BF16 => self.run::<TA, half::bf16, TC>(),
            PrimitiveType::F16 => self.run::<TA, half::f16, TC>(),
            t => Err(Error::msg(format!("internal error: in-place dot of {t}"))),
        }
    }

    fn run<TA: Elem + Plain, TB: Elem + Plain, TC: Elem + Plain>(&self) -> Result<(), Error> {
        use super::sgemm::{sgemm_batched, Dest, Strided};
        let c = self.call;
        let l = self.layout;
        let a = c.lhs.read::<TA>(self.buffers)?.as_ptr();
        let b = c.rhs.read::<TB>(self.buffers)?.as_ptr();
        let out = c.out.write::<TC>(self.buffers)?.as_mut_ptr();
        let (m, n) = (l.m as isize, l.n as isize);
        // SAFETY: the layout's offsets and strides were derived from the operands' and the
        // result's dimensions, whose buffers `read` and `write` checked to hold exactly those
        // elements; the result is a buffer of its own.
        unsafe {
            sgemm_batched(
                l.m,
                l.n,
                l.k,
                Strided {
                    ptr: a,
                    rs: l.lhs_strides.0,
                    cs: l.lhs_strides.1,
                },
                Strided {
                    ptr: b,
                    rs: l.rhs_strides.0,
                    cs: l.rhs_strides.1,
                },
                Dest { ptr: out, rs: n },
                m * n,
                &l.batch_offsets,
                c.threads,
                None,
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kiln_opt::buffer_assignment::BufferId;
    use PrimitiveType::*;

    fn buf(id: u32, ty: PrimitiveType, dims: &[i64]) -> Buf {
        Buf {
            id: BufferId(id),
            ty,
            dims: dims.to_vec(),
            len: dims.iter().product::<i64>() as usize,
        }
    }

    fn dims(lb: &[i64], lc: &[i64], rb: &[i64], rc: &[i64]) -> DotDims {
        DotDims {
            lhs_batch: lb.to_vec(),
            rhs_batch: rb.to_vec(),
            lhs_contracting: lc.to_vec(),
            rhs_contracting: rc.to_vec(),
        }
    }

    /// The dots of `tests/half_dots_cpu.rs` are read in place; dots whose operands round to
    /// the result type, or that are no strided matrices, are not.
    #[test]
    fn half_dots_of_strided_matrices_are_read_in_place() {
        let call = |l: (PrimitiveType, &[i64]), r: (PrimitiveType, &[i64]), o, d| {
            DotCall::from_parts(buf(0, l.0, l.1), buf(1, r.0, r.1), o, d, 1).unwrap()
        };
        let matmul = || dims(&[], &[1], &[], &[0]);
        for (l, r, o) in [
            (BF16, BF16, BF16),
            (F16, F16, F16),
            (BF16, F32, F32),
            (F16, BF16, F32),
        ] {
            let c = call((l, &[5, 7]), (r, &[7, 3]), buf(2, o, &[5, 3]), matmul());
            assert!(c.reads_in_place(), "{l}×{r}→{o}");
        }
        let scores = dims(&[0, 1], &[3], &[0, 1], &[3]);
        let q = (BF16, &[2, 3, 40, 16][..]);
        let c = call(q, q, buf(2, BF16, &[2, 3, 40, 40]), scores);
        assert!(c.reads_in_place());
        // f16 operands round to a bf16 result; f32 ones to f16.
        for (l, o) in [(F16, BF16), (F32, F16), (BF16, F16)] {
            let c = call((l, &[5, 7]), (l, &[7, 3]), buf(2, o, &[5, 3]), matmul());
            assert!(!c.reads_in_place(), "{l}→{o}");
        }
        // Two contracting dimensions.
        let two = dims(&[], &[1, 2], &[], &[0, 1]);
        let c = call(
            (BF16, &[3, 4, 5]),
            (BF16, &[4, 5, 2]),
            buf(2, BF16, &[3, 2]),
            two,
        );
        assert!(!c.reads_in_place());
    }

    /// The in-place path and the converting one compute the same dot.
    #[test]
    fn in_place_and_converted_operands_agree() {
        if !crate::cpu::library::sgemm::available() {
            return;
        }
        let (b, m, k, n) = (3, 13, 70, 37);
        let lhs: Vec<half::bf16> = (0..b * m * k)
            .map(|i| half::bf16::from_f32(((i * 7919) % 61) as f32 / 16.0 - 1.9))
            .collect();
        let rhs: Vec<half::f16> = (0..b * n * k)
            .map(|i| half::f16::from_f32(((i * 104729) % 53) as f32 / 16.0 - 1.6))
            .collect();
        // rhs is [b, n, k]: contracted over its last dimension (a transposed B).
        let d = dims(&[0], &[2], &[0], &[2]);
        let dims_of = |x: usize, y: usize| [b as i64, x as i64, y as i64];
        let call = DotCall::from_parts(
            buf(0, BF16, &dims_of(m, k)),
            buf(1, F16, &dims_of(n, k)),
            buf(2, F32, &dims_of(m, n)),
            d,
            2,
        )
        .unwrap();
        assert!(call.reads_in_place());
        let mut outs = [vec![0f32; b * m * n], vec![0f32; b * m * n]];
        for (i, out) in outs.iter_mut().enumerate() {
            let buffers = [
                SendPtr(lhs.as_ptr() as *mut u8),
                SendPtr(rhs.as_ptr() as *mut u8),
                SendPtr(out.as_mut_ptr().cast()),
            ];
            if i == 0 {
                assert!(call.run_in_place(&buffers).unwrap());
            } else {
                call.run_float::<f32>(&buffers).unwrap();
            }
        }
        for (x, y) in outs[0].iter().zip(&outs[1]) {
            assert!((x - y).abs() <= 1e-4 * (1.0 + y.abs()), "{x} vs {y}");
        }
    }
}
