//! Short row sums sixteen rows at a time: the loop over rows of a row reduction whose rows
//! have at most one block of terms (`lower::reduce_blocks` leaves such a row as a plain loop
//! that folds its terms in order) as one AVX-512 helper call per range of rows.
//!
//! ```text
//! for r in lo..hi {
//!     acc = init
//!     for t in 0..len { acc = acc + x[b + r·stride + t] }
//!     out[a + r] = acc
//! }
//!   ─► row_sums_f32(&out[a + lo], &x[b + lo·stride], hi - lo, len, stride, init)
//! ```
//!
//! with the load inline or through a temporary and `a`, `b` free of both loops. Each row's
//! terms are still added one after the other from `init`, as in the loop, so the sums are
//! bit-identical; the helper only computes sixteen rows side by side, one row per lane. It
//! copies up to 128 terms of each of sixteen rows to a window on its stack, row after row
//! (the lines in address order, which the hardware prefetchers follow; reading sixteen rows
//! at once straight from memory, sixteen lines a row apart, ran at half the speed), then for
//! every sixteen terms transposes the 16×16 block in registers (64 shuffles, the rows' ends
//! masked) and adds its sixteen columns in term order. The loop it replaces is
//! [`super::super::jam`]'s: eight rows per iteration in two f32x4 chains with 4×4
//! transposes, whose reads fall further behind memory the longer the rows (f32[262144, 64]
//! summed over dimension 1, 1 thread: 3.8 ms as the loop, 2.4 with the helper, 2.0-2.3 on
//! XLA:CPU; rows of 128 terms: 7.8 -> 2.9 ms). Rows left over (fewer than sixteen) run the
//! same order in scalar code. Only the row loop's own variables are set by it, so the
//! accumulator, the temporary and the term loop's variable must be read nowhere else in the
//! kernel.

use super::columns::{f32_buffer, reads_of, split};
use crate::cpu::emit::{FnEmitter, Res};
use crate::cpu::helpers::Helper;
use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, Stmt, Var};
use cranelift_codegen::ir::{types, InstBuilder, Value};

/// The fewest rows a loop must have for the helper: one group of sixteen.
const MIN_ROWS: i64 = 16;
/// The fewest terms per row for the helper. Below it the jammed loop is as fast or faster:
/// f32 rows, 1 thread, 64 MB from memory / 1 MB in L2, loop against helper: 16 terms 2.6 /
/// 3.5 ms, 33 terms 1.2 / 1.7 ms, 48 terms 2.37 / 2.45 ms and 35 / 36 us, 64 terms 3.8 / 2.3 ms
/// and 37 / 31 us, 96 terms 5.8 / 2.7 ms, 128 terms 7.8 / 2.9 ms and 38 / 30 us.
const MIN_TERMS: i64 = 64;

/// A recognized loop over short rows (see the module comment).
pub(in crate::cpu) struct RowSums {
    out: u32,
    x: u32,
    /// Index expressions of `out[a + r]` and `x[b + r·stride + t]`.
    out_index: Expr,
    x_index: Expr,
    row: Var,
    term: Var,
    len: i64,
    stride: i64,
    init: f32,
}

/// Recognizes `for var in 0..extent { body }` as a loop over short row sums of kernel `k`.
pub(in crate::cpu) fn recognize(
    k: &Kernel,
    var: Var,
    extent: i64,
    body: &[Stmt],
) -> Option<RowSums> {
    let [Stmt::Assign {
        var: acc,
        value: Expr::Float(init, ScalarType::F32),
    }, Stmt::Loop {
        var: term,
        extent: len,
        body: inner,
        ..
    }, Stmt::Store {
        buffer: out,
        index: out_index,
        value: Expr::Var(stored),
    }] = body
    else {
        return None;
    };
    // `acc = acc + x[..]`, the load inline or through a temporary.
    let (load, lhs, temp) = match inner.as_slice() {
        [Stmt::Assign {
            var: a,
            value: Expr::Binary(BinaryOp::Add, lhs, rhs),
        }] if a == acc => (rhs.as_ref(), lhs.as_ref(), None),
        [Stmt::Assign { var: t, value }, Stmt::Assign {
            var: a,
            value: Expr::Binary(BinaryOp::Add, lhs, rhs),
        }] if a == acc && **rhs == Expr::Var(*t) => (value, lhs.as_ref(), Some(*t)),
        _ => return None,
    };
    let Expr::Load {
        buffer: x,
        index: x_index,
    } = load
    else {
        return None;
    };
    if *lhs != Expr::Var(*acc)
        || stored != acc
        || k.var_type(*acc) != ScalarType::F32
        || !f32_buffer(k, *out)
        || !f32_buffer(k, *x)
        || out == x
        || *len < MIN_TERMS
        || extent < MIN_ROWS
    {
        return None;
    }
    // The accumulator is read by the add and the store, the temporary by the add, the term
    // loop's variable by the load's index: nowhere else.
    if reads_of(k, *acc) != 2
        || temp.is_some_and(|t| reads_of(k, t) != 1)
        || reads_of(k, *term) != 1
    {
        return None;
    }
    // out: a + r; x: b + r·stride + t, with a and b free of both loop variables.
    let loops = [var, *term];
    let (out_unit, out_scaled) = split(out_index, loops)?;
    let (x_unit, x_scaled) = split(x_index, loops)?;
    let (row, stride) = x_scaled?;
    let unit_out = out_unit == Some(var) && out_scaled.is_none();
    if !unit_out || x_unit != Some(*term) || row != var || stride < 1 {
        return None;
    }
    Some(RowSums {
        out: *out,
        x: *x,
        out_index: out_index.clone(),
        x_index: x_index.as_ref().clone(),
        row: var,
        term: *term,
        len: *len,
        stride,
        init: *init as f32,
    })
}

impl FnEmitter<'_, '_> {
    /// Rows `lo..hi` of `rows` as one helper call.
    pub(in crate::cpu) fn row_sums(&mut self, rows: &RowSums, lo: Value, hi: Value) -> Res<()> {
        let zero = self.b.ins().iconst(types::I64, 0);
        let [out_first, x_first] = self.indices_at(
            [(rows.row, lo), (rows.term, zero)],
            [&rows.out_index, &rows.x_index],
        )?;
        let out = self.elem_addr(rows.out, out_first);
        let x = self.elem_addr(rows.x, x_first);
        let count = self.b.ins().isub(hi, lo);
        let count = self.b.ins().smax(count, zero);
        let len = self.b.ins().iconst(types::I64, rows.len);
        let stride = self.b.ins().iconst(types::I64, rows.stride);
        let init = self.b.ins().f32const(rows.init);
        self.call_void_helper(Helper::RowSumsF32, &[out, x, count, len, stride, init]);
        Ok(())
    }

    /// Whether the loop's variables can be set for [`FnEmitter::row_sums`] (neither is a
    /// vector lane's value).
    pub(in crate::cpu) fn can_row_sums(&self, rows: &RowSums) -> bool {
        [rows.row, rows.term]
            .iter()
            .all(|v| self.lane_vars[v.0 as usize].is_none())
    }
}

/// `out[r] = ((init + x[r·stride]) + x[r·stride + 1]) + ..` over `len` terms, for every row
/// `r < rows`: the entry kernels call for [`RowSums`].
pub(in crate::cpu) extern "C" fn row_sums_f32(
    out: *mut f32,
    x: *const f32,
    rows: i64,
    len: i64,
    stride: i64,
    init: f32,
) {
    let (rows, len, stride) = (
        rows.max(0) as usize,
        len.max(0) as usize,
        stride.max(0) as usize,
    );
    let mut done = 0;
    #[cfg(target_arch = "x86_64")]
    if super::available() {
        // SAFETY: the kernel passes its own buffers: `rows` outputs at `out` and `rows` rows
        // of `len` terms `stride` apart at `x`; the host has AVX-512F.
        done = unsafe { x86::row_sums(out, x, rows, len, stride, init) };
    }
    for r in done..rows {
        let mut acc = init;
        for t in 0..len {
            // SAFETY: as above.
            acc += unsafe { *x.add(r * stride + t) };
        }
        // SAFETY: as above.
        unsafe { *out.add(r) = acc };
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use std::arch::x86_64::*;

    /// Terms per row copied at once: eight vectors.
    const WINDOW: usize = 128;

    /// Sums the rows of whole groups of sixteen; returns how many rows it did.
    #[target_feature(enable = "avx512f")]
    pub(super) unsafe fn row_sums(
        out: *mut f32,
        x: *const f32,
        rows: usize,
        len: usize,
        stride: usize,
        init: f32,
    ) -> usize {
        // Sixteen rows of WINDOW terms (8 KiB).
        let mut window = [_mm512_setzero_ps(); WINDOW];
        let scratch = window.as_mut_ptr() as *mut f32;
        let mut r = 0;
        while r + 16 <= rows {
            let mut acc = _mm512_set1_ps(init);
            let mut t0 = 0;
            while t0 < len {
                let n = WINDOW.min(len - t0);
                copy_window(scratch, x.add(r * stride + t0), stride, n);
                let mut t = 0;
                while t + 16 <= n {
                    for column in transposed(scratch.add(t), WINDOW, 0xffff) {
                        acc = _mm512_add_ps(acc, column);
                    }
                    t += 16;
                }
                if t < n {
                    let rest = n - t;
                    let block = transposed(scratch.add(t), WINDOW, ((1u32 << rest) - 1) as u16);
                    for column in &block[..rest] {
                        acc = _mm512_add_ps(acc, *column);
                    }
                }
                t0 += n;
            }
            _mm512_storeu_ps(out.add(r), acc);
            r += 16;
        }
        r
    }

    /// Copies `n <= WINDOW` terms of each of sixteen rows (`stride` apart at `x`) to `scratch`
    /// (rows `WINDOW` apart), in address order: the rows' lines are read one after the
    /// other, as the hardware prefetchers follow, where the transposes read sixteen lines
    /// `stride` apart at a time (sum_rows64 from memory: 5.4 ms read directly, against 3.8
    /// for the loop).
    #[inline]
    #[target_feature(enable = "avx512f")]
    unsafe fn copy_window(scratch: *mut f32, x: *const f32, stride: usize, n: usize) {
        for i in 0..16 {
            let (src, dst) = (x.add(i * stride), scratch.add(i * WINDOW));
            let mut t = 0;
            while t + 16 <= n {
                _mm512_storeu_ps(dst.add(t), _mm512_loadu_ps(src.add(t)));
                t += 16;
            }
            if t < n {
                let mask = ((1u32 << (n - t)) - 1) as u16;
                _mm512_storeu_ps(dst.add(t), _mm512_maskz_loadu_ps(mask, src.add(t)));
            }
        }
    }

    /// The terms `mask` selects (the rest zero) of the sixteen rows at `x`, `stride` apart, as
    /// columns: lane `i` of the result's `j`th vector is term `j` of row `i`.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(super) unsafe fn transposed(x: *const f32, stride: usize, mask: __mmask16) -> [__m512; 16] {
        let mut r = [_mm512_setzero_ps(); 16];
        for (i, row) in r.iter_mut().enumerate() {
            *row = _mm512_maskz_loadu_ps(mask, x.add(i * stride));
        }
        transpose(r)
    }

    /// The 16×16 transpose of `r` (row `i` in `r[i]`): within each 128-bit lane, pairs of
    /// rows interleaved, then pairs of pairs, so that lane `L` of `s[4g + c]` holds term
    /// `4L + c` of rows `4g..4g + 4`; then the lanes gathered across the four groups.
    #[inline]
    #[target_feature(enable = "avx512f")]
    fn transpose(r: [__m512; 16]) -> [__m512; 16] {
        let (lo_pd, hi_pd) = (
            |a: __m512, b: __m512| {
                _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)))
            },
            |a: __m512, b: __m512| {
                _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)))
            },
        );
        let mut s = [_mm512_setzero_ps(); 16];
        for g in 0..4 {
            let t0 = _mm512_unpacklo_ps(r[4 * g], r[4 * g + 1]);
            let t1 = _mm512_unpackhi_ps(r[4 * g], r[4 * g + 1]);
            let t2 = _mm512_unpacklo_ps(r[4 * g + 2], r[4 * g + 3]);
            let t3 = _mm512_unpackhi_ps(r[4 * g + 2], r[4 * g + 3]);
            s[4 * g] = lo_pd(t0, t2);
            s[4 * g + 1] = hi_pd(t0, t2);
            s[4 * g + 2] = lo_pd(t1, t3);
            s[4 * g + 3] = hi_pd(t1, t3);
        }
        let mut out = [_mm512_setzero_ps(); 16];
        for c in 0..4 {
            // Lanes 0 and 2, and 1 and 3, of groups 0 and 1, and of groups 2 and 3 ...
            let u = _mm512_shuffle_f32x4::<0x88>(s[c], s[4 + c]);
            let v = _mm512_shuffle_f32x4::<0xdd>(s[c], s[4 + c]);
            let w = _mm512_shuffle_f32x4::<0x88>(s[8 + c], s[12 + c]);
            let z = _mm512_shuffle_f32x4::<0xdd>(s[8 + c], s[12 + c]);
            // ... then each lane of all four groups.
            out[c] = _mm512_shuffle_f32x4::<0x88>(u, w);
            out[8 + c] = _mm512_shuffle_f32x4::<0xdd>(u, w);
            out[4 + c] = _mm512_shuffle_f32x4::<0x88>(v, z);
            out[12 + c] = _mm512_shuffle_f32x4::<0xdd>(v, z);
        }
        out
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn transposes_sixteen_rows_and_masks_their_ends() {
            if !super::super::super::available() {
                return;
            }
            let m: Vec<f32> = (0..16 * 20).map(|i| i as f32).collect();
            for n in [16, 5, 1] {
                let mask = ((1u32 << n) - 1) as u16;
                // SAFETY: sixteen rows of 20 at `m`, the host has AVX-512F.
                let cols = unsafe { transposed(m.as_ptr(), 20, mask) };
                for (j, col) in cols.iter().enumerate() {
                    let mut lanes = [0f32; 16];
                    // SAFETY: sixteen f32 at `lanes`.
                    unsafe { _mm512_storeu_ps(lanes.as_mut_ptr(), *col) };
                    for (i, &got) in lanes.iter().enumerate() {
                        let want = if j < n { m[i * 20 + j] } else { 0.0 };
                        assert_eq!(got, want, "term {j} of row {i}, {n} terms");
                    }
                }
            }
        }
    }
}
