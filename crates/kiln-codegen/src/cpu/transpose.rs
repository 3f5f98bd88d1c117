//! Transposing copies: a two-loop nest that only moves 32-bit elements from one buffer to
//! another, contiguous along the outer loop when reading and along the inner loop when
//! writing (the in-tile loops of a tiled transpose, `lower::tile`), calls a precompiled
//! AVX-512 helper that transposes 16×16 blocks in registers instead of copying one element
//! at a time with strided loads:
//!
//! ```text
//! for i in 0..rows { for j in 0..cols { dst[d + i·ds + j] = src[s + i + j·ss] } }
//!   ─► transpose_32(&src[s], ss, &dst[d], ds, rows, cols)
//! ```
//!
//! A load stored unchanged keeps its bits, so the helper (which only moves bits) computes
//! exactly what the loops do, for any extents (edge blocks are masked) and any strides, as
//! long as the rows written do not overlap (`ds >= cols`), so the order of the writes does
//! not matter. Large outputs are written with non-temporal stores: a transposed output is
//! written a cache line at a time in many far-apart rows, and streaming its lines saves
//! reading each one before it is overwritten.
//!
//! The emitter uses the helpers only where the host has AVX-512F (like `wide`); elsewhere the
//! table entries hold a scalar loop that a kernel never calls.

use super::emit::{FnEmitter, Res};
use super::helpers::Helper;
use crate::kir::{BinaryOp, Expr, Kernel, Stmt, Var};
use cranelift_codegen::ir::{types, InstBuilder, Value};

/// Outputs of at least this many bytes are written with non-temporal stores (well beyond
/// what the caches could keep for a consumer).
const STREAM_BYTES: i64 = 16 << 20;
/// Nests smaller than this in either extent keep the inline loops.
const MIN_EXTENT: i64 = 4;

/// A recognized transposing copy (see the module comment).
pub(super) struct TransposeCopy<'k> {
    src: u32,
    dst: u32,
    src_index: &'k Expr,
    dst_index: &'k Expr,
    /// The nest's loop variables (all zero at the first element).
    vars: Vec<Var>,
    rows: i64,
    cols: i64,
    src_stride: i64,
    dst_stride: i64,
    /// Whether the outermost loop walks rows (else columns), and how many each of its
    /// iterations covers: a parallel range of it is a copy of fewer rows or columns.
    outer_rows: bool,
    outer_unit: i64,
}

/// Recognizes the perfect nest `for outer in 0..extent { body }` as a transposing copy: its
/// two innermost loops are one (`i`, `j` above), and each loop around them walks whole
/// blocks of rows or of columns, as a tiled transpose's block loops do (`i = ib·T + ii`), so
/// the nest covers one `rows × cols` copy, which the helper tiles itself.
pub(super) fn recognize<'k>(
    k: &'k Kernel,
    outer: Var,
    extent: i64,
    body: &'k [Stmt],
) -> Option<TransposeCopy<'k>> {
    let mut loops = vec![(outer, extent)];
    let mut body = body;
    let store = loop {
        match body {
            [Stmt::Loop {
                var,
                extent,
                body: inner,
                ..
            }] => {
                loops.push((*var, *extent));
                body = inner;
            }
            [store @ Stmt::Store { .. }] => break store,
            _ => return None,
        }
    };
    let Stmt::Store {
        buffer: dst,
        index: dst_index,
        value: Expr::Load {
            buffer: src,
            index: src_index,
        },
    } = store
    else {
        return None;
    };
    let (dst_ty, src_ty) = (k.buffers[*dst as usize].ty, k.buffers[*src as usize].ty);
    if dst == src || dst_ty != src_ty || dst_ty.byte_size() != 4 || loops.len() < 2 {
        return None;
    }
    // (src, dst) coefficients of each loop variable.
    let coefs = |v: Var| Some((coefficient(src_index, v)?, coefficient(dst_index, v)?));
    let [.., (row, mut rows), (col, mut cols)] = loops[..] else {
        return None;
    };
    let (row_step, dst_stride) = coefs(row)?;
    let (src_stride, col_step) = coefs(col)?;
    let (row_unit, col_unit) = ((1, dst_stride), (src_stride, 1));
    if row_step != 1 || col_step != 1 {
        return None;
    }
    let (mut outer_rows, mut outer_unit) = (true, 1);
    for &(v, extent) in loops[..loops.len() - 2].iter().rev() {
        let c = coefs(v)?;
        let scaled =
            |unit: (i64, i64), by: i64| Some((unit.0.checked_mul(by)?, unit.1.checked_mul(by)?));
        if Some(c) == scaled(row_unit, rows) {
            (outer_rows, outer_unit) = (true, rows);
            rows = rows.checked_mul(extent)?;
        } else if Some(c) == scaled(col_unit, cols) {
            (outer_rows, outer_unit) = (false, cols);
            cols = cols.checked_mul(extent)?;
        } else {
            return None;
        }
    }
    if rows < MIN_EXTENT || cols < MIN_EXTENT || dst_stride < cols {
        return None;
    }
    Some(TransposeCopy {
        src: *src,
        dst: *dst,
        src_index,
        dst_index,
        vars: loops.iter().map(|&(v, _)| v).collect(),
        rows,
        cols,
        src_stride,
        dst_stride,
        outer_rows,
        outer_unit,
    })
}

/// `Some(k)` when the s64 index `e` is `k·v + (terms without v)`; `None` when it is not
/// affine in `v`.
fn coefficient(e: &Expr, v: Var) -> Option<i64> {
    match e {
        Expr::Var(x) => Some((*x == v) as i64),
        Expr::Int(..) => Some(0),
        Expr::Binary(BinaryOp::Add, a, b) => coefficient(a, v)?.checked_add(coefficient(b, v)?),
        Expr::Binary(BinaryOp::Sub, a, b) => coefficient(a, v)?.checked_sub(coefficient(b, v)?),
        Expr::Binary(BinaryOp::Mul, a, b) => match (&**a, &**b) {
            (x, Expr::Int(c, _)) | (Expr::Int(c, _), x) => coefficient(x, v)?.checked_mul(*c),
            _ => (!a.mentions(v) && !b.mentions(v)).then_some(0),
        },
        _ => (!e.mentions(v)).then_some(0),
    }
}

impl FnEmitter<'_, '_> {
    /// Emits `copy` as one helper call; `range` is the outermost loop's `[lo, hi)` when
    /// that is a parallel loop (else it runs in full).
    pub(super) fn transpose_copy(
        &mut self,
        copy: &TransposeCopy,
        range: Option<(Value, Value)>,
    ) -> Res<()> {
        // The first element of each side: the indices with the loop variables at their start.
        let zero = self.b.ins().iconst(types::I64, 0);
        for v in &copy.vars {
            self.lane_vars[v.0 as usize] = Some(zero);
        }
        let (mut rows, mut cols) = (
            self.b.ins().iconst(types::I64, copy.rows),
            self.b.ins().iconst(types::I64, copy.cols),
        );
        if let Some((lo, hi)) = range {
            self.lane_vars[copy.vars[0].0 as usize] = Some(lo);
            let n = self.b.ins().isub(hi, lo);
            let n = self.b.ins().smax(n, zero);
            let n = self.b.ins().imul_imm_s(n, copy.outer_unit);
            if copy.outer_rows {
                rows = n;
            } else {
                cols = n;
            }
        }
        let bases = self
            .expr(copy.src_index)
            .and_then(|s| Ok((s.0, self.expr(copy.dst_index)?.0)));
        for v in &copy.vars {
            self.lane_vars[v.0 as usize] = None;
        }
        let (src_base, dst_base) = bases?;
        let src = self.elem_addr(copy.src, src_base);
        let dst = self.elem_addr(copy.dst, dst_base);
        let helper = if self.k.buffers[copy.dst as usize].streams(STREAM_BYTES) {
            Helper::TransposeStream32
        } else {
            Helper::Transpose32
        };
        let args = [
            src,
            self.b.ins().iconst(types::I64, copy.src_stride),
            dst,
            self.b.ins().iconst(types::I64, copy.dst_stride),
            rows,
            cols,
        ];
        self.call_void_helper(helper, &args);
        Ok(())
    }
}

/// Defines the `extern "C"` entries: the AVX-512 blocks when the host has them, else a
/// scalar loop.
macro_rules! transpose_entries {
    ($($name:ident = $stream:expr;)*) => {$(
        pub(super) extern "C" fn $name(
            src: *const u32,
            src_stride: i64,
            dst: *mut u32,
            dst_stride: i64,
            rows: i64,
            cols: i64,
        ) {
            let (rows, cols) = (rows.max(0) as isize, cols.max(0) as isize);
            let (ss, ds) = (src_stride as isize, dst_stride as isize);
            #[cfg(target_arch = "x86_64")]
            if super::wide::available() {
                // SAFETY: the kernel passes the first elements of a copy whose every element
                // it would otherwise read and write itself (the producer keeps them in
                // bounds); the helper touches exactly those, and the host has AVX-512F.
                unsafe { x86::transpose(src, ss, dst, ds, rows, cols, $stream) };
                return;
            }
            for i in 0..rows {
                for j in 0..cols {
                    // SAFETY: as above.
                    unsafe { *dst.offset(i * ds + j) = *src.offset(i + j * ss) };
                }
            }
        }
    )*};
}

transpose_entries! {
    transpose_32 = false;
    transpose_stream_32 = true;
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;

    /// Tiles are `TILE × TILE`: rows of a tile in the inner loop write whole cache lines of
    /// the same destination rows one after another, and its source rows fit in L1.
    const TILE: isize = 32;
    /// Columns are taken in chunks whose source (all rows) is about this many bytes, which
    /// stay in L2 while every tile of rows reads its part.
    const CHUNK_BYTES: isize = 512 << 10;

    /// `dst[i·ds + j] = src[i + j·ss]` for `i < rows`, `j < cols`: chunks of columns, in
    /// each the tiles of rows in order and their columns in order, each tile as 16×16
    /// blocks, while the next tile's source lines are prefetched (they are far apart, and
    /// the hardware prefetchers do not follow). When every destination row starts at the
    /// same offset in a cache line, tiles and chunks start on line boundaries (a narrow
    /// first tile takes the columns before the first), so full blocks store whole lines: no
    /// store is split across two, and streaming applies.
    #[target_feature(enable = "avx512f")]
    pub(super) unsafe fn transpose(
        src: *const u32,
        ss: isize,
        dst: *mut u32,
        ds: isize,
        rows: isize,
        cols: isize,
        stream: bool,
    ) {
        let lead = if (ds * 4) % 64 == 0 {
            ((64 - dst as usize % 64) % 64 / 4) as isize
        } else {
            0
        };
        let chunk = ((CHUNK_BYTES / 4 / rows.max(1)) / TILE).max(1) * TILE;
        // Tile and chunk boundaries: 0, then lead + k·TILE (resp. k·chunk).
        let step = |j0: isize, by: isize, end: isize| {
            let j1 = if j0 < lead { lead } else { j0 + by };
            j1.min(end)
        };
        let mut c0 = 0;
        while c0 < cols {
            let c1 = (c0.max(lead) + chunk).min(cols);
            let mut i0 = 0;
            while i0 < rows {
                let ni = (rows - i0).min(TILE);
                let mut j0 = c0;
                while j0 < c1 {
                    let j1 = step(j0, TILE, c1);
                    let next = if j1 < c1 {
                        Some((i0, j1, c1))
                    } else if i0 + TILE < rows {
                        Some((i0 + TILE, c0, c1))
                    } else if c1 < cols {
                        Some((0, c1, cols))
                    } else {
                        None
                    };
                    if let Some((pi, pj, end)) = next {
                        prefetch_tile(src, ss, pi..(pi + TILE).min(rows), pj..step(pj, TILE, end));
                    }
                    for i in (i0..i0 + ni).step_by(16) {
                        for j in (j0..j1).step_by(16) {
                            block(
                                src.offset(i + j * ss),
                                ss,
                                dst.offset(i * ds + j),
                                ds,
                                (i0 + ni - i).min(16),
                                (j1 - j).min(16),
                                stream,
                            );
                        }
                    }
                    j0 = j1;
                }
                i0 += TILE;
            }
            c0 = c1;
        }
        if stream {
            // Non-temporal stores are weakly ordered: make them visible before returning.
            _mm_sfence();
        }
    }

    /// Prefetches the source lines of the tile of rows `is` and columns `js`.
    #[inline]
    #[target_feature(enable = "avx512f")]
    unsafe fn prefetch_tile(
        src: *const u32,
        ss: isize,
        is: std::ops::Range<isize>,
        js: std::ops::Range<isize>,
    ) {
        for j in js {
            for i in is.clone().step_by(16) {
                _mm_prefetch::<_MM_HINT_T0>(src.offset(i + j * ss) as *const i8);
            }
        }
    }

    /// One block of `ni` ≤ 16 rows by `nj` ≤ 16 columns: loads the `nj` source rows (masked
    /// to `ni` lanes), transposes in registers, stores `ni` destination rows (masked to `nj`).
    #[inline]
    #[target_feature(enable = "avx512f")]
    unsafe fn block(
        src: *const u32,
        ss: isize,
        dst: *mut u32,
        ds: isize,
        ni: isize,
        nj: isize,
        stream: bool,
    ) {
        let load_mask = lane_mask(ni);
        let mut x = [_mm512_setzero_ps(); 16];
        for (k, x) in x.iter_mut().enumerate().take(nj as usize) {
            let p = src.offset(k as isize * ss) as *const f32;
            *x = if ni == 16 {
                _mm512_loadu_ps(p)
            } else {
                _mm512_maskz_loadu_ps(load_mask, p)
            };
        }
        let y = transpose16(&x);
        let store_mask = lane_mask(nj);
        for (m, y) in y.iter().enumerate().take(ni as usize) {
            let p = dst.offset(m as isize * ds) as *mut f32;
            if nj < 16 {
                _mm512_mask_storeu_ps(p, store_mask, *y);
            } else if stream && (p as usize).is_multiple_of(64) {
                _mm512_stream_ps(p, *y);
            } else {
                _mm512_storeu_ps(p, *y);
            }
        }
    }

    #[inline]
    fn lane_mask(n: isize) -> __mmask16 {
        ((1u32 << n) - 1) as __mmask16
    }

    /// `y[m]` lane `k` = `x[k]` lane `m`: unpack pairs of rows, then 64-bit pairs, then
    /// 128-bit lanes twice.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn transpose16(x: &[__m512; 16]) -> [__m512; 16] {
        let mut t = [_mm512_setzero_ps(); 16];
        for p in 0..8 {
            t[2 * p] = _mm512_unpacklo_ps(x[2 * p], x[2 * p + 1]);
            t[2 * p + 1] = _mm512_unpackhi_ps(x[2 * p], x[2 * p + 1]);
        }
        // u[4q + e], 128-bit lane l: column 4l + e of rows 4q..4q + 4.
        let mut u = [_mm512_setzero_ps(); 16];
        for q in 0..4 {
            let b = 4 * q;
            u[b] = _mm512_shuffle_ps::<0x44>(t[b], t[b + 2]);
            u[b + 1] = _mm512_shuffle_ps::<0xEE>(t[b], t[b + 2]);
            u[b + 2] = _mm512_shuffle_ps::<0x44>(t[b + 1], t[b + 3]);
            u[b + 3] = _mm512_shuffle_ps::<0xEE>(t[b + 1], t[b + 3]);
        }
        let mut y = [_mm512_setzero_ps(); 16];
        for e in 0..4 {
            // Columns e, 8 + e (low) and 4 + e, 12 + e (high) of rows 0..8, then of 8..16.
            let lo = _mm512_shuffle_f32x4::<0x88>(u[e], u[4 + e]);
            let hi = _mm512_shuffle_f32x4::<0xDD>(u[e], u[4 + e]);
            let lo2 = _mm512_shuffle_f32x4::<0x88>(u[8 + e], u[12 + e]);
            let hi2 = _mm512_shuffle_f32x4::<0xDD>(u[8 + e], u[12 + e]);
            y[e] = _mm512_shuffle_f32x4::<0x88>(lo, lo2);
            y[8 + e] = _mm512_shuffle_f32x4::<0xDD>(lo, lo2);
            y[4 + e] = _mm512_shuffle_f32x4::<0x88>(hi, hi2);
            y[12 + e] = _mm512_shuffle_f32x4::<0xDD>(hi, hi2);
        }
        y
    }
}
