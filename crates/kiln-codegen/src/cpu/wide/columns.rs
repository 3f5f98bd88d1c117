//! Column sums at memory bandwidth: the row-by-row nest of an f32 column reduction
//! (`lower::nest`: every reduced row updates the whole output row in place) as one AVX-512
//! helper call; column maxima and minima (`logsumexp(x, 0)`'s) the same way, with XLA's
//! maximum and minimum as the inline code computes them (`program::x86::max_min`).
//!
//! ```text
//! for r in 0..rows {
//!     for j in 0..cols { acc[a + j] = acc[a + j] + x[b + r·stride + j] }
//! }
//!   ─► col_add_f32(&acc[a], &x[b], rows, cols, stride)
//! ```
//!
//! Each output `acc[a + j]` takes its terms in row order, as in the loop; the helper only
//! changes which columns and rows it visits in between, so the sums are bit-identical. The
//! loop keeps the output row in L1 but streams it through L1 once per input row along with
//! that row (32 KiB of output per 32 KiB of input for reduce_sum_cols), so the output row
//! goes back and forth to L2; the helper reads [`ROWS`] input rows for every pass over the
//! output, 128 columns at a time in registers, prefetching each row [`PREFETCH`] bytes ahead
//! (reduce_sum_cols, f32[8192, 8192] over dimension 0, 1 thread, min of 3 alternating
//! rounds: 14.5 ms as the loop, 7.4 with the helper; in a C model of the loop, four rows
//! per pass beat one, two and eight).

use crate::cpu::emit::{FnEmitter, Res};
use crate::cpu::helpers::Helper;
use crate::kir::{BinaryOp, Expr, Kernel, ScalarType, Stmt, Var};
use cranelift_codegen::ir::{types, InstBuilder, Value};

/// Input rows per pass over the output row.
#[cfg(target_arch = "x86_64")]
const ROWS: usize = 4;
/// How far ahead of the columns being read each row is prefetched.
#[cfg(target_arch = "x86_64")]
const PREFETCH: usize = 2048;

/// A recognized column-sum nest (see the module comment).
pub(in crate::cpu) struct ColumnNest {
    /// The helper of the nest's op: add, XLA's maximum or minimum.
    helper: Helper,
    acc: u32,
    x: u32,
    /// Index expressions of `acc[a + j]` and `x[b + r·stride + j]`.
    acc_index: Expr,
    x_index: Expr,
    row: Var,
    col: Var,
    rows: i64,
    cols: i64,
    stride: i64,
}

/// Recognizes `for var in 0..extent { body }` as a column-sum nest of kernel `k`.
pub(in crate::cpu) fn recognize(
    k: &Kernel,
    var: Var,
    extent: i64,
    body: &[Stmt],
) -> Option<ColumnNest> {
    let [Stmt::Loop {
        var: col,
        extent: cols,
        body: inner,
        ..
    }] = body
    else {
        return None;
    };
    let (store, load) = match &inner[..] {
        [store @ Stmt::Store {
            value: Expr::Binary(_, _, b),
            ..
        }] => (store, b.as_ref()),
        [Stmt::Assign { var: t, value }, store @ Stmt::Store {
            value: Expr::Binary(_, _, b),
            ..
        }] if matches!(b.as_ref(), Expr::Var(v) if v == t) && reads_of(k, *t) == 1 => {
            (store, value)
        }
        _ => return None,
    };
    let Stmt::Store {
        buffer: acc,
        index: acc_index,
        value: Expr::Binary(op, old, _),
    } = store
    else {
        return None;
    };
    let helper = match op {
        BinaryOp::Add => Helper::ColumnAddF32,
        BinaryOp::Max => Helper::ColumnMaxF32,
        BinaryOp::Min => Helper::ColumnMinF32,
        _ => return None,
    };
    let Expr::Load {
        buffer: old_buffer,
        index: old_index,
    } = old.as_ref()
    else {
        return None;
    };
    let Expr::Load {
        buffer: x,
        index: x_index,
    } = load
    else {
        return None;
    };
    if old_buffer != acc || old_index.as_ref() != acc_index || x == acc || !f32_buffer(k, *acc) {
        return None;
    }
    if !f32_buffer(k, *x) || extent < 1 || *cols < 1 {
        return None;
    }
    // acc: a + j; x: b + r·stride + j, with a and b free of both loop variables.
    let loops = [var, *col];
    let (acc_unit, acc_row) = split(acc_index, loops)?;
    let (x_unit, x_row) = split(x_index, loops)?;
    if acc_unit != Some(*col) || acc_row.is_some() || x_unit != Some(*col) {
        return None;
    }
    let (row, stride) = x_row?;
    if row != var || stride < 1 {
        return None;
    }
    Some(ColumnNest {
        helper,
        acc: *acc,
        x: *x,
        acc_index: acc_index.clone(),
        x_index: x_index.as_ref().clone(),
        row: var,
        col: *col,
        rows: extent,
        cols: *cols,
        stride,
    })
}

/// The loop variable of coefficient one and the scaled one with its scale, if present.
pub(super) type Split = (Option<Var>, Option<(Var, i64)>);

/// An index as `j + s·r + rest` with `rest` free of both loops: the loop variable with
/// coefficient one (if any) and the one with a constant coefficient (if any); `None` when a
/// loop variable appears otherwise.
pub(super) fn split(index: &Expr, loops: [Var; 2]) -> Option<Split> {
    let (mut unit, mut scaled) = (None, None);
    for t in index.sum_terms() {
        let in_loop = |v: &Var| loops.contains(v);
        match t {
            Expr::Var(v) if in_loop(v) && unit.is_none() => unit = Some(*v),
            Expr::Binary(BinaryOp::Mul, a, b) => match (a.as_ref(), b.as_ref()) {
                (Expr::Var(v), Expr::Int(s, _)) | (Expr::Int(s, _), Expr::Var(v))
                    if in_loop(v) && scaled.is_none() =>
                {
                    scaled = Some((*v, *s))
                }
                _ if loops.iter().any(|v| t.mentions(*v)) => return None,
                _ => {}
            },
            _ if loops.iter().any(|v| t.mentions(*v)) => return None,
            _ => {}
        }
    }
    Some((unit, scaled))
}

/// Whether buffer `b` of `k` holds f32 elements.
pub(super) fn f32_buffer(k: &Kernel, b: u32) -> bool {
    k.buffers
        .get(b as usize)
        .is_some_and(|p| p.ty == ScalarType::F32)
}

/// How many times the kernel reads variable `v`.
pub(super) fn reads_of(k: &Kernel, v: Var) -> usize {
    fn expr(e: &Expr, v: Var) -> usize {
        let own = matches!(e, Expr::Var(x) if *x == v) as usize;
        own + e.operands().map(|o| expr(o, v)).sum::<usize>()
    }
    fn stmts(s: &[Stmt], v: Var) -> usize {
        s.iter()
            .map(|s| match s {
                Stmt::Loop { body, .. } => stmts(body, v),
                Stmt::Assign { value, .. } => expr(value, v),
                Stmt::Store { index, value, .. } => expr(index, v) + expr(value, v),
            })
            .sum()
    }
    stmts(&k.body, v)
}

impl FnEmitter<'_, '_> {
    /// The nest as one call of the column helper.
    pub(in crate::cpu) fn column_add(&mut self, nest: &ColumnNest) -> Res<()> {
        let zero = self.b.ins().iconst(types::I64, 0);
        let [acc_first, x_first] = self.indices_at(
            [(nest.row, zero), (nest.col, zero)],
            [&nest.acc_index, &nest.x_index],
        )?;
        let acc = self.elem_addr(nest.acc, acc_first);
        let x = self.elem_addr(nest.x, x_first);
        let rows = self.b.ins().iconst(types::I64, nest.rows);
        let cols = self.b.ins().iconst(types::I64, nest.cols);
        let stride = self.b.ins().iconst(types::I64, nest.stride);
        self.call_void_helper(nest.helper, &[acc, x, rows, cols, stride]);
        Ok(())
    }

    /// The index expressions `indices` with the two loop variables of `vars` set to the
    /// values beside them (as a helper call's first element sees them).
    pub(super) fn indices_at(
        &mut self,
        vars: [(Var, Value); 2],
        indices: [&Expr; 2],
    ) -> Res<[Value; 2]> {
        let saved = vars.map(|(v, value)| self.lane_vars[v.0 as usize].replace(value));
        let firsts = self
            .expr(indices[0])
            .and_then(|a| Ok([a.0, self.expr(indices[1])?.0]));
        for ((v, _), s) in vars.into_iter().zip(saved) {
            self.lane_vars[v.0 as usize] = s;
        }
        firsts
    }

    /// Whether the nest's loop variables can be set for [`FnEmitter::column_add`] (neither
    /// is a vector lane's value).
    pub(in crate::cpu) fn can_column_add(&self, nest: &ColumnNest) -> bool {
        [nest.row, nest.col]
            .iter()
            .all(|v| self.lane_vars[v.0 as usize].is_none())
    }
}

/// Defines the `extern "C" fn(acc, x, rows, cols, stride)` entries: `acc[j] = acc[j] ⊕
/// x[r·stride + j]` for every row `r < rows` in order and column `j < cols` (`⊕` one of
/// [`ADD`], [`MAX`], [`MIN`]).
macro_rules! column_entries {
    ($($name:ident = $op:expr;)*) => {$(
        pub(in crate::cpu) extern "C" fn $name(
            acc: *mut f32,
            x: *const f32,
            rows: i64,
            cols: i64,
            stride: i64,
        ) {
            let (rows, cols, stride) = (
                rows.max(0) as usize,
                cols.max(0) as usize,
                stride.max(0) as usize,
            );
            if rows == 0 || cols == 0 {
                return;
            }
            #[cfg(target_arch = "x86_64")]
            if super::available() {
                // SAFETY: the kernel passes its own buffers: `cols` outputs at `acc` and
                // `rows` rows of `cols` terms `stride` apart at `x`; the host has AVX-512F.
                unsafe { x86::col_fold::<{ $op }>(acc, x, rows, cols, stride) };
                return;
            }
            for r in 0..rows {
                for j in 0..cols {
                    // SAFETY: as above.
                    unsafe { *acc.add(j) = apply($op, *acc.add(j), *x.add(r * stride + j)) };
                }
            }
        }
    )*};
}

/// The ops of the column helpers.
const ADD: u8 = 0;
const MAX: u8 = 1;
const MIN: u8 = 2;

/// `a ⊕ x` as the inline code computes it.
fn apply(op: u8, a: f32, x: f32) -> f32 {
    match op {
        ADD => a + x,
        MAX => super::xla_max_min(true, a, x),
        _ => super::xla_max_min(false, a, x),
    }
}

column_entries! {
    col_add_f32 = ADD;
    col_max_f32 = MAX;
    col_min_f32 = MIN;
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::super::program::xla_max_min_16;
    use super::{ADD, MAX, PREFETCH, ROWS};
    use std::arch::x86_64::*;

    /// `a ⊕ x` on sixteen lanes, as the inline code computes it.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    fn apply<const OP: u8>(a: __m512, x: __m512) -> __m512 {
        match OP {
            ADD => _mm512_add_ps(a, x),
            MAX => xla_max_min_16::<true>(a, x),
            _ => xla_max_min_16::<false>(a, x),
        }
    }

    /// Columns per strip: eight registers.
    const STRIP: usize = 128;

    #[target_feature(enable = "avx512f,fma")]
    pub(super) unsafe fn col_fold<const OP: u8>(
        acc: *mut f32,
        x: *const f32,
        rows: usize,
        cols: usize,
        stride: usize,
    ) {
        let mut r = 0;
        while r < rows {
            let n = ROWS.min(rows - r);
            let mut j = 0;
            while j + STRIP <= cols {
                strip::<OP, 8>(acc.add(j), x.add(r * stride + j), n, stride);
                j += STRIP;
            }
            while j + 16 <= cols {
                strip::<OP, 1>(acc.add(j), x.add(r * stride + j), n, stride);
                j += 16;
            }
            if j < cols {
                let mask: __mmask16 = (1u32 << (cols - j)) as u16 - 1;
                let mut a = _mm512_maskz_loadu_ps(mask, acc.add(j));
                for i in 0..n {
                    let row = _mm512_maskz_loadu_ps(mask, x.add((r + i) * stride + j));
                    a = apply::<OP>(a, row);
                }
                _mm512_mask_storeu_ps(acc.add(j), mask, a);
            }
            r += n;
        }
    }

    /// `V` registers of columns at `acc`, plus `n` rows of them at `x`, `stride` apart.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn strip<const OP: u8, const V: usize>(
        acc: *mut f32,
        x: *const f32,
        n: usize,
        stride: usize,
    ) {
        let mut a = [_mm512_setzero_ps(); V];
        for (q, a) in a.iter_mut().enumerate() {
            *a = _mm512_loadu_ps(acc.add(16 * q));
        }
        for i in 0..n {
            let row = x.add(i * stride);
            let ahead = (row as *const i8).wrapping_add(PREFETCH);
            for (q, a) in a.iter_mut().enumerate() {
                _mm_prefetch::<_MM_HINT_T0>(ahead.wrapping_add(64 * q));
                *a = apply::<OP>(*a, _mm512_loadu_ps(row.add(16 * q)));
            }
        }
        for (q, a) in a.iter().enumerate() {
            _mm512_storeu_ps(acc.add(16 * q), *a);
        }
    }
}
