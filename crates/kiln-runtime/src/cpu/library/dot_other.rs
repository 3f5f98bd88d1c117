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

use super::accum::{loads_as_float, permute, FloatAcc, FloatKind};
use super::buffer::{operand_buf, result_bufs, Buf};
use super::matmul::{matmul, Mat};
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
        Ok(DotCall {
            lhs,
            rhs,
            out,
            dims,
            kind,
            shape,
            threads,
        })
    }
}

/// Integer types (and pred) whose values the integer path reads and writes.
fn int_storage(ty: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(ty, Pred | S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64)
}

impl LibraryCall for DotCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        match self.kind {
            Kind::Float(FloatKind::F32) => self.run_float::<f32>(buffers),
            Kind::Float(FloatKind::F64) => self.run_float::<f64>(buffers),
            Kind::Int => self.run_int(buffers),
        }
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }
}

impl DotCall {
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
