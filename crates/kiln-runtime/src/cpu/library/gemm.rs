//! `dot` as a GEMM library call (Kiln's AVX-512 `sgemm` for f32 and `dgemm` for f64 where
//! the CPU has it, else the `gemm` crate).
//!
//! Any dot with one contracting dimension per side, whose free dimensions on each side are
//! consecutive (so that they flatten to one strided matrix dimension), maps onto GEMM with
//! strides; batch dimensions become a loop of GEMM calls at computed offsets. Transposed
//! operands are handled by the strides, not by copies. f32 and f64 only; anything else stays
//! on the interpreter (recorded as a fallback).

use super::column_window::ColumnWindow;
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_hlo::{DotDims, Error, Instruction, PrimitiveType, Shape};
use kiln_opt::buffer_assignment::BufferId;

/// One planned dot.
#[derive(Clone, Debug)]
pub struct GemmCall {
    pub(crate) ty: PrimitiveType,
    pub(crate) lhs: BufferId,
    pub(crate) rhs: BufferId,
    pub(crate) out: BufferId,
    pub(crate) m: usize,
    pub(crate) n: usize,
    pub(crate) k: usize,
    /// Element strides: (row, column) for lhs [M,K], rhs [K,N]; out is row-major [M,N].
    pub(crate) lhs_strides: (isize, isize),
    pub(crate) rhs_strides: (isize, isize),
    /// Element offsets of each batch's lhs and rhs matrices.
    pub(crate) batch_offsets: Vec<(isize, isize)>,
    pub threads: usize,
    /// The part of each batch's result that its reader uses (an output fusion's causal
    /// mask, `epilogue::column_window`); Kiln's GEMM skips tiles outside it, which are
    /// left unwritten. `None`: all of it.
    pub(crate) window: Option<ColumnWindow>,
}

/// Row-major strides of `dims`.
fn strides(dims: &[i64]) -> Vec<isize> {
    let mut s = vec![1isize; dims.len()];
    for i in (0..dims.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * dims[i + 1] as isize;
    }
    s
}

/// The dims of `rank` not in `batch` or `contracting`, ascending.
fn free_dims(rank: usize, batch: &[i64], contracting: &[i64]) -> Vec<usize> {
    (0..rank)
        .filter(|d| !batch.contains(&(*d as i64)) && !contracting.contains(&(*d as i64)))
        .collect()
}

/// (size, stride) of the flattened free dims, if they are consecutive (or absent).
fn flat_free(dims: &[i64], st: &[isize], free: &[usize]) -> Option<(usize, isize)> {
    if free.is_empty() {
        return Some((1, 1));
    }
    if free.windows(2).any(|w| w[1] != w[0] + 1) {
        return None;
    }
    let size: i64 = free.iter().map(|&d| dims[d]).product();
    Some((size as usize, st[*free.last()?]))
}

/// Plans the dot in `ctx` as a GEMM call, or says why it cannot be one.
pub fn plan(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let comp = ctx.module.comp(ctx.comp);
    let (Some(&l), Some(&r), Some(&o)) = (
        ctx.operand_leaves(0).and_then(|b| b.first()),
        ctx.operand_leaves(1).and_then(|b| b.first()),
        ctx.result_leaves().first(),
    ) else {
        return Err("dot operands without buffers".into());
    };
    let lhs_shape = &comp.instr(instr.operands[0]).shape;
    let rhs_shape = &comp.instr(instr.operands[1]).shape;
    let mut call = GemmCall::plan(instr, lhs_shape, rhs_shape, l, r, o)?;
    call.threads = ctx.threads;
    Ok(Box::new(call))
}

impl LibraryCall for GemmCall {
    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        self.run_on(buffers)
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }

    fn restrict_to(&mut self, window: ColumnWindow) -> bool {
        self.window = Some(window);
        true
    }
}

impl GemmCall {
    /// Plans `instr` (a dot) or says why it cannot be a GEMM call.
    pub fn plan(
        instr: &Instruction,
        lhs_shape: &Shape,
        rhs_shape: &Shape,
        lhs: BufferId,
        rhs: BufferId,
        out: BufferId,
    ) -> Result<GemmCall, String> {
        let ty = instr.shape.element_type();
        let (Some(l), Some(r)) = (lhs_shape.as_array(), rhs_shape.as_array()) else {
            return Err("dot operands must be arrays".into());
        };
        if !matches!(ty, PrimitiveType::F32 | PrimitiveType::F64) || l.ty != ty || r.ty != ty {
            return Err(format!(
                "GEMM handles f32 and f64 dots, not {}×{}→{ty}",
                l.ty, r.ty
            ));
        }
        let dd = instr.attrs.dot_dims.clone().unwrap_or_default();
        let StridedDot {
            m,
            n,
            k,
            lhs_strides,
            rhs_strides,
            batch_offsets,
        } = StridedDot::of(&l.dims, &r.dims, &dd)?;
        Ok(GemmCall {
            ty,
            lhs,
            rhs,
            out,
            m,
            n,
            k,
            lhs_strides,
            rhs_strides,
            batch_offsets,
            threads: 1,
            window: None,
        })
    }

    fn run_on(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let get = |b: BufferId| buffers[b.0 as usize].0;
        let (lhs, rhs, out) = (get(self.lhs), get(self.rhs), get(self.out));
        match self.ty {
            PrimitiveType::F32 => {
                if !self.run_own_f32(lhs, rhs, out) {
                    self.run_typed::<f32>(lhs, rhs, out, 0.0, 1.0)
                }
            }
            PrimitiveType::F64 => {
                if !self.run_own_f64(lhs, rhs, out) {
                    self.run_typed::<f64>(lhs, rhs, out, 0.0, 1.0)
                }
            }
            other => return Err(Error::msg(format!("GEMM cannot run {other}"))),
        }
        Ok(())
    }

    /// Runs on Kiln's AVX-512 GEMM; false when this CPU has none or the shape suits the
    /// `gemm` crate better.
    #[cfg(target_arch = "x86_64")]
    fn run_own_f32(&self, lhs: *mut u8, rhs: *mut u8, out: *mut u8) -> bool {
        use super::sgemm::{available, sgemm_batched, small, suits, Dest, Strided};
        if !available() {
            return false;
        }
        let (m, n) = (self.m as isize, self.n as isize);
        let (a, b, c) = (
            Strided {
                ptr: lhs as *const f32,
                rs: self.lhs_strides.0,
                cs: self.lhs_strides.1,
            },
            Strided {
                ptr: rhs as *const f32,
                rs: self.rhs_strides.0,
                cs: self.rhs_strides.1,
            },
            Dest {
                ptr: out as *mut f32,
                rs: n,
            },
        );
        if small::suits(self.m, self.n, self.k, b.cs) {
            // SAFETY: as below.
            unsafe {
                small::batched(
                    self.m,
                    self.n,
                    self.k,
                    a,
                    b,
                    c,
                    m * n,
                    &self.batch_offsets,
                    self.threads,
                )
            };
            return true;
        }
        if !suits(self.m, self.n, self.k) {
            return false;
        }
        // SAFETY: offsets and strides were derived from the operand and result shapes,
        // whose buffers the assignment sized exactly; the result is its own buffer.
        unsafe {
            sgemm_batched(
                self.m,
                self.n,
                self.k,
                a,
                b,
                c,
                m * n,
                &self.batch_offsets,
                self.threads,
                self.window.as_ref(),
            );
        }
        true
    }

    /// Runs on Kiln's AVX-512 f64 GEMM; false when this CPU has none or the shape suits the
    /// `gemm` crate better.
    #[cfg(target_arch = "x86_64")]
    fn run_own_f64(&self, lhs: *mut u8, rhs: *mut u8, out: *mut u8) -> bool {
        use super::dgemm::{available, dgemm_batched, suits};
        use super::sgemm::{Dest, Strided};
        if !available() || !suits(self.m, self.n, self.k) {
            return false;
        }
        let n = self.n as isize;
        // SAFETY: offsets and strides were derived from the operand and result shapes,
        // whose buffers the assignment sized exactly; the result is its own buffer.
        unsafe {
            dgemm_batched(
                self.m,
                self.n,
                self.k,
                Strided {
                    ptr: lhs as *const f64,
                    rs: self.lhs_strides.0,
                    cs: self.lhs_strides.1,
                },
                Strided {
                    ptr: rhs as *const f64,
                    rs: self.rhs_strides.0,
                    cs: self.rhs_strides.1,
                },
                Dest {
                    ptr: out as *mut f64,
                    rs: n,
                },
                self.m as isize * n,
                &self.batch_offsets,
                self.threads,
            );
        }
        true
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn run_own_f64(&self, _lhs: *mut u8, _rhs: *mut u8, _out: *mut u8) -> bool {
        false
    }

    #[cfg(not(target_arch = "x86_64"))]
    fn run_own_f32(&self, _lhs: *mut u8, _rhs: *mut u8, _out: *mut u8) -> bool {
        false
    }

    fn run_typed<T: Copy + 'static>(
        &self,
        lhs: *mut u8,
        rhs: *mut u8,
        out: *mut u8,
        zero: T,
        one: T,
    ) {
        let parallelism = if self.threads > 1 {
            gemm::Parallelism::Rayon(self.threads)
        } else {
            gemm::Parallelism::None
        };
        let (lhs, rhs, out) = (lhs as *const T, rhs as *const T, out as *mut T);
        let (m, n) = (self.m as isize, self.n as isize);
        for (b, &(lo, ro)) in self.batch_offsets.iter().enumerate() {
            // SAFETY: offsets and strides were derived from the operand and result shapes,
            // whose buffers the assignment sized exactly.
            unsafe {
                let dst = out.offset(b as isize * m * n);
                if self.k == 0 {
                    for i in 0..(m * n) {
                        *dst.offset(i) = zero;
                    }
                    continue;
                }
                gemm::gemm(
                    self.m,
                    self.n,
                    self.k,
                    dst,
                    1,
                    n,
                    false,
                    lhs.offset(lo),
                    self.lhs_strides.1,
                    self.lhs_strides.0,
                    rhs.offset(ro),
                    self.rhs_strides.1,
                    self.rhs_strides.0,
                    zero,
                    one,
                    false,
                    false,
                    false,
                    parallelism,
                );
            }
        }
    }
}

/// A dot read as a batch of strided `m × k` by `k × n` products, each result row-major and
/// the results one after another (the dot's own result order).
#[derive(Clone, Debug)]
pub(crate) struct StridedDot {
    pub m: usize,
    pub n: usize,
    pub k: usize,
    /// Element strides: (row, column) for lhs [M,K], rhs [K,N].
    pub lhs_strides: (isize, isize),
    pub rhs_strides: (isize, isize),
    /// Element offsets of each batch's lhs and rhs matrices.
    pub batch_offsets: Vec<(isize, isize)>,
}

impl StridedDot {
    /// The layout of a dot of operands with dimensions `l` and `r` under `dd` (checked
    /// dimension numbers), or why its operands are not strided matrices: more than one
    /// contracting dimension a side, or free dimensions apart.
    pub(crate) fn of(l: &[i64], r: &[i64], dd: &DotDims) -> Result<StridedDot, String> {
        if dd.lhs_contracting.len() != 1 || dd.rhs_contracting.len() != 1 {
            return Err("GEMM needs exactly one contracting dimension per side".into());
        }
        let (ls, rs) = (strides(l), strides(r));
        let lfree = free_dims(l.len(), &dd.lhs_batch, &dd.lhs_contracting);
        let rfree = free_dims(r.len(), &dd.rhs_batch, &dd.rhs_contracting);
        let (Some((m, lm)), Some((n, rn))) = (flat_free(l, &ls, &lfree), flat_free(r, &rs, &rfree))
        else {
            return Err("free dimensions are not consecutive".into());
        };
        let (lc, rc) = (
            dd.lhs_contracting[0] as usize,
            dd.rhs_contracting[0] as usize,
        );
        Ok(StridedDot {
            m,
            n,
            k: l[lc] as usize,
            lhs_strides: (lm, ls[lc]),
            rhs_strides: (rs[rc], rn),
            batch_offsets: batch_offsets(l, &ls, &dd.lhs_batch, &rs, &dd.rhs_batch),
        })
    }
}

/// Element offsets of every batch's matrices, in the row-major order of the result's
/// batch dimensions.
fn batch_offsets(
    ldims: &[i64],
    ls: &[isize],
    lbatch: &[i64],
    rs: &[isize],
    rbatch: &[i64],
) -> Vec<(isize, isize)> {
    let sizes: Vec<i64> = lbatch.iter().map(|&d| ldims[d as usize]).collect();
    let count: i64 = sizes.iter().product();
    let mut out = Vec::with_capacity(count.max(0) as usize);
    let mut idx = vec![0i64; sizes.len()];
    for _ in 0..count {
        let lo = idx
            .iter()
            .zip(lbatch)
            .map(|(&i, &d)| i as isize * ls[d as usize])
            .sum();
        let ro = idx
            .iter()
            .zip(rbatch)
            .map(|(&i, &d)| i as isize * rs[d as usize])
            .sum();
        out.push((lo, ro));
        for d in (0..sizes.len()).rev() {
            idx[d] += 1;
            if idx[d] < sizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}
