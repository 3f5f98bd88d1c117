//! Runtime helpers: `extern "C"` Rust functions that kernels call for math not worth inlining
//! (f64 transcendentals, f32 `tan`/`pow`/`fmod`, and the large-argument paths of f32 sin/cos).
//!
//! Kernels are relocation-free, so they never name a helper: the entry receives a pointer to
//! [`helper_table`] and loads the function pointer at `Helper::index()` before calling it. The
//! table's order is part of the compiled code's contract; a disk cache must key on
//! [`HELPER_TABLE_VERSION`] as well as on the code.
//!
//! f32 helpers compute in f64 and round once, exactly as the reference interpreter does, so
//! whatever a kernel sends to a helper is bit-identical to the oracle.

use std::sync::OnceLock;

/// Bumped whenever the table's order or a helper's meaning changes (9: tile program frames
/// give streams an element type, version 1; 10: row helpers of f16/bf16 terms and of
/// centered squares, column max and min; 11: tile programs of up to 256 steps, which older
/// helpers refuse; 12: f64 tanh and log1p are Kiln's own (`wide::tanh_f64`,
/// `wide::log1p_f64`), and their tile helpers; 13: f32 erf, log1p and expm1 tile helpers and
/// program functions; 14: short row sums sixteen rows at a time).
pub const HELPER_TABLE_VERSION: u32 = 14;

/// One helper: its position in the table is `self as usize`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(usize)]
pub enum Helper {
    ExpF32,
    Expm1F32,
    LogF32,
    Log1pF32,
    LogisticF32,
    SinF32,
    CosF32,
    TanF32,
    TanhF32,
    ErfF32,
    CbrtF32,
    PowF32,
    Atan2F32,
    FmodF32,
    ExpF64,
    Expm1F64,
    LogF64,
    Log1pF64,
    LogisticF64,
    SinF64,
    CosF64,
    TanF64,
    TanhF64,
    ErfF64,
    CbrtF64,
    PowF64,
    Atan2F64,
    FmodF64,
    /// `a * b + c` rounded once, for hosts without FMA instructions.
    FmaF32,
    FmaF64,
    /// f32 exp, log, tanh and logistic applied in place to a tile (`cpu::wide`).
    ExpTileF32,
    LogTileF32,
    TanhTileF32,
    LogisticTileF32,
    /// A transposing copy of 32-bit elements (`cpu::transpose`), with ordinary or
    /// non-temporal stores.
    Transpose32,
    TransposeStream32,
    /// A loop body as a tile program (`cpu::wide::program`): `fn(frame, count)`.
    ProgramF32,
    /// Whole blocks of a row reduction of contiguous f32 terms (`cpu::wide::reduce`).
    RowSumF32,
    RowMaxF32,
    RowMinF32,
    /// Any number of contiguous f32 terms folded by XLA's max or min in any order
    /// (`cpu::wide::reduce`): `fn(terms, n, acc) -> f32`.
    FoldMaxF32,
    FoldMinF32,
    /// Rows of f32 terms added column by column into an output row, each column's terms in
    /// row order (`cpu::wide::columns`).
    ColumnAddF32,
    /// The row and fold helpers of f16 and bf16 terms, widened as they are read.
    RowSumF16,
    RowMaxF16,
    RowMinF16,
    RowSumBF16,
    RowMaxBF16,
    RowMinBF16,
    FoldMaxF16,
    FoldMinF16,
    FoldMaxBF16,
    FoldMinBF16,
    /// Whole blocks of a row sum of `(x - c)²` over contiguous f32, f16 or bf16 `x`
    /// (`cpu::wide::reduce`): `fn(terms, blocks, acc, c) -> f32`.
    RowSquaresF32,
    RowSquaresF16,
    RowSquaresBF16,
    /// Rows of f32 terms folded column by column into an output row by XLA's maximum or
    /// minimum as the inline code computes it, each column's terms in row order
    /// (`cpu::wide::columns`).
    ColumnMaxF32,
    ColumnMinF32,
    /// f64 tanh and log1p applied in place to a tile of a scalar f64 loop
    /// (`cpu::tile_f64`): `fn(values: *mut f64, count: i64)`.
    TanhTileF64,
    Log1pTileF64,
    /// f32 erf, log1p and expm1 applied in place to a tile of a vector loop, like
    /// `ExpTileF32`.
    ErfTileF32,
    Log1pTileF32,
    Expm1TileF32,
    /// Rows of at most one block of contiguous f32 terms, each summed in order, sixteen rows
    /// at a time (`cpu::wide::rows`).
    RowSumsF32,
}

/// The C signature class of a helper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelperSig {
    UnaryF32,
    BinaryF32,
    UnaryF64,
    BinaryF64,
    TernaryF32,
    TernaryF64,
    /// `fn(values: *mut f32, count: i64)` (f64 for the `F64` tiles), no result.
    TileF32,
    /// `fn(src: *const u32, src_stride: i64, dst: *mut u32, dst_stride: i64, rows: i64,
    /// cols: i64)`, no result.
    Transpose32,
    /// `fn(terms: *const T, count: i64, acc: f32) -> f32` (`T` f32, or f16/bf16 bits):
    /// whole blocks for the `Row` helpers, terms for the `Fold` ones.
    RowReduceF32,
    /// `fn(acc: *mut f32, x: *const f32, rows: i64, cols: i64, stride: i64)`, no result.
    ColumnsF32,
    /// `fn(terms: *const T, blocks: i64, acc: f32, c: f32) -> f32`.
    RowSquaresF32,
    /// `fn(out: *mut f32, x: *const f32, rows: i64, len: i64, stride: i64, init: f32)`, no
    /// result.
    RowsF32,
}

const COUNT: usize = Helper::RowSumsF32 as usize + 1;

impl Helper {
    pub fn index(self) -> usize {
        self as usize
    }

    /// The tile helper for f32 unary `op`, if it has one.
    pub fn tile_f32(op: crate::kir::UnaryOp) -> Option<Helper> {
        use crate::kir::UnaryOp;
        match op {
            UnaryOp::Exp => Some(Helper::ExpTileF32),
            UnaryOp::Log => Some(Helper::LogTileF32),
            UnaryOp::Tanh => Some(Helper::TanhTileF32),
            UnaryOp::Logistic => Some(Helper::LogisticTileF32),
            UnaryOp::Erf => Some(Helper::ErfTileF32),
            UnaryOp::Log1p => Some(Helper::Log1pTileF32),
            UnaryOp::Expm1 => Some(Helper::Expm1TileF32),
            _ => None,
        }
    }

    pub fn sig(self) -> HelperSig {
        use Helper::*;
        match self {
            PowF32 | Atan2F32 | FmodF32 => HelperSig::BinaryF32,
            PowF64 | Atan2F64 | FmodF64 => HelperSig::BinaryF64,
            FmaF32 => HelperSig::TernaryF32,
            FmaF64 => HelperSig::TernaryF64,
            ExpTileF32 | LogTileF32 | TanhTileF32 | LogisticTileF32 | ErfTileF32 | Log1pTileF32
            | Expm1TileF32 | ProgramF32 | TanhTileF64 | Log1pTileF64 => HelperSig::TileF32,
            Transpose32 | TransposeStream32 => HelperSig::Transpose32,
            ColumnAddF32 | ColumnMaxF32 | ColumnMinF32 => HelperSig::ColumnsF32,
            RowSumF32 | RowMaxF32 | RowMinF32 | FoldMaxF32 | FoldMinF32 | RowSumF16 | RowMaxF16
            | RowMinF16 | RowSumBF16 | RowMaxBF16 | RowMinBF16 | FoldMaxF16 | FoldMinF16
            | FoldMaxBF16 | FoldMinBF16 => HelperSig::RowReduceF32,
            RowSquaresF32 | RowSquaresF16 | RowSquaresBF16 => HelperSig::RowSquaresF32,
            RowSumsF32 => HelperSig::RowsF32,
            ExpF32 | Expm1F32 | LogF32 | Log1pF32 | LogisticF32 | SinF32 | CosF32 | TanF32
            | TanhF32 | ErfF32 | CbrtF32 => HelperSig::UnaryF32,
            _ => HelperSig::UnaryF64,
        }
    }
}

/// The table every kernel entry receives as its `helpers` argument: `table[h.index()]` is the
/// address of helper `h`.
#[inline]
pub fn helper_table() -> &'static [usize] {
    static TABLE: OnceLock<[usize; COUNT]> = OnceLock::new();
    TABLE.get_or_init(build_table)
}

fn build_table() -> [usize; COUNT] {
    use Helper::*;
    let mut t = [0usize; COUNT];
    let u32s: [(Helper, extern "C" fn(f32) -> f32); 11] = [
        (ExpF32, exp_f32),
        (Expm1F32, expm1_f32),
        (LogF32, log_f32),
        (Log1pF32, log1p_f32),
        (LogisticF32, logistic_f32),
        (SinF32, sin_f32),
        (CosF32, cos_f32),
        (TanF32, tan_f32),
        (TanhF32, tanh_f32),
        (ErfF32, erf_f32),
        (CbrtF32, cbrt_f32),
    ];
    let u64s: [(Helper, extern "C" fn(f64) -> f64); 11] = [
        (ExpF64, exp_f64),
        (Expm1F64, expm1_f64),
        (LogF64, log_f64),
        (Log1pF64, log1p_f64),
        (LogisticF64, logistic_f64),
        (SinF64, sin_f64),
        (CosF64, cos_f64),
        (TanF64, tan_f64),
        (TanhF64, tanh_f64),
        (ErfF64, erf_f64),
        (CbrtF64, cbrt_f64),
    ];
    let b32s: [(Helper, extern "C" fn(f32, f32) -> f32); 3] = [
        (PowF32, pow_f32),
        (Atan2F32, atan2_f32),
        (FmodF32, fmod_f32),
    ];
    let b64s: [(Helper, extern "C" fn(f64, f64) -> f64); 3] = [
        (PowF64, pow_f64),
        (Atan2F64, atan2_f64),
        (FmodF64, fmod_f64),
    ];
    t[FmaF32.index()] = fma_f32 as extern "C" fn(f32, f32, f32) -> f32 as usize;
    t[FmaF64.index()] = fma_f64 as extern "C" fn(f64, f64, f64) -> f64 as usize;
    let tiles: [(Helper, extern "C" fn(*mut f32, i64)); 8] = [
        (Expm1TileF32, super::wide::expm1_tile_f32),
        (ExpTileF32, super::wide::exp_tile_f32),
        (ErfTileF32, super::wide::erf_tile_f32),
        (Log1pTileF32, super::wide::log1p_tile_f32),
        (LogTileF32, super::wide::log_tile_f32),
        (TanhTileF32, super::wide::tanh_tile_f32),
        (LogisticTileF32, super::wide::logistic_tile_f32),
        (ProgramF32, super::wide::program::program_f32),
    ];
    for (h, f) in tiles {
        t[h.index()] = f as usize;
    }
    t[TanhTileF64.index()] =
        super::wide::tanh_f64::tanh_tile_f64 as extern "C" fn(*mut f64, i64) as usize;
    t[Log1pTileF64.index()] =
        super::wide::log1p_f64::log1p_tile_f64 as extern "C" fn(*mut f64, i64) as usize;
    type TransposeFn = extern "C" fn(*const u32, i64, *mut u32, i64, i64, i64);
    let transposes: [(Helper, TransposeFn); 2] = [
        (Transpose32, super::transpose::transpose_32),
        (TransposeStream32, super::transpose::transpose_stream_32),
    ];
    for (h, f) in transposes {
        t[h.index()] = f as usize;
    }
    type RowFn = extern "C" fn(*const f32, i64, f32) -> f32;
    let rows: [(Helper, RowFn); 5] = [
        (RowSumF32, super::wide::reduce::row_sum_f32),
        (RowMaxF32, super::wide::reduce::row_max_f32),
        (RowMinF32, super::wide::reduce::row_min_f32),
        (FoldMaxF32, super::wide::reduce::fold_max_f32),
        (FoldMinF32, super::wide::reduce::fold_min_f32),
    ];
    for (h, f) in rows {
        t[h.index()] = f as usize;
    }
    {
        use super::wide::reduce::{self, BF16Bits, F16Bits};
        type F16Fn = extern "C" fn(*const F16Bits, i64, f32) -> f32;
        type BF16Fn = extern "C" fn(*const BF16Bits, i64, f32) -> f32;
        let f16s: [(Helper, F16Fn); 5] = [
            (RowSumF16, reduce::row_sum_f16),
            (RowMaxF16, reduce::row_max_f16),
            (RowMinF16, reduce::row_min_f16),
            (FoldMaxF16, reduce::fold_max_f16),
            (FoldMinF16, reduce::fold_min_f16),
        ];
        for (h, f) in f16s {
            t[h.index()] = f as usize;
        }
        let bf16s: [(Helper, BF16Fn); 5] = [
            (RowSumBF16, reduce::row_sum_bf16),
            (RowMaxBF16, reduce::row_max_bf16),
            (RowMinBF16, reduce::row_min_bf16),
            (FoldMaxBF16, reduce::fold_max_bf16),
            (FoldMinBF16, reduce::fold_min_bf16),
        ];
        for (h, f) in bf16s {
            t[h.index()] = f as usize;
        }
        t[RowSquaresF32.index()] =
            reduce::row_squares_f32 as extern "C" fn(*const f32, i64, f32, f32) -> f32 as usize;
        t[RowSquaresF16.index()] =
            reduce::row_squares_f16 as extern "C" fn(*const F16Bits, i64, f32, f32) -> f32 as usize;
        t[RowSquaresBF16.index()] = reduce::row_squares_bf16
            as extern "C" fn(*const BF16Bits, i64, f32, f32) -> f32
            as usize;
    }
    type ColumnsFn = extern "C" fn(*mut f32, *const f32, i64, i64, i64);
    t[ColumnAddF32.index()] = super::wide::columns::col_add_f32 as ColumnsFn as usize;
    t[ColumnMaxF32.index()] = super::wide::columns::col_max_f32 as ColumnsFn as usize;
    t[ColumnMinF32.index()] = super::wide::columns::col_min_f32 as ColumnsFn as usize;
    type RowsFn = extern "C" fn(*mut f32, *const f32, i64, i64, i64, f32);
    t[RowSumsF32.index()] = super::wide::rows::row_sums_f32 as RowsFn as usize;
    for (h, f) in u32s {
        t[h.index()] = f as usize;
    }
    for (h, f) in u64s {
        t[h.index()] = f as usize;
    }
    for (h, f) in b32s {
        t[h.index()] = f as usize;
    }
    for (h, f) in b64s {
        t[h.index()] = f as usize;
    }
    t
}

/// Defines `extern "C"` f32 helpers that evaluate an f64 function and round once.
macro_rules! f32_via_f64 {
    ($($name:ident = $f:expr;)*) => {$(
        extern "C" fn $name(x: f32) -> f32 {
            let f: fn(f64) -> f64 = $f;
            f(x as f64) as f32
        }
    )*};
}

macro_rules! f64_unary {
    ($($name:ident = $f:expr;)*) => {$(
        extern "C" fn $name(x: f64) -> f64 {
            let f: fn(f64) -> f64 = $f;
            f(x)
        }
    )*};
}

f32_via_f64! {
    exp_f32 = f64::exp;
    expm1_f32 = f64::exp_m1;
    log_f32 = f64::ln;
    log1p_f32 = f64::ln_1p;
    logistic_f32 = logistic;
    sin_f32 = f64::sin;
    cos_f32 = f64::cos;
    tan_f32 = f64::tan;
    tanh_f32 = f64::tanh;
    erf_f32 = libm::erf;
    cbrt_f32 = f64::cbrt;
}

f64_unary! {
    exp_f64 = f64::exp;
    expm1_f64 = f64::exp_m1;
    log_f64 = f64::ln;
    log1p_f64 = super::wide::log1p_f64::log1p;
    logistic_f64 = logistic;
    sin_f64 = f64::sin;
    cos_f64 = f64::cos;
    tan_f64 = f64::tan;
    tanh_f64 = super::wide::tanh_f64::tanh;
    erf_f64 = libm::erf;
    cbrt_f64 = f64::cbrt;
}

/// XLA's logistic, 1 / (1 + e^-x).
fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

extern "C" fn pow_f32(x: f32, y: f32) -> f32 {
    (x as f64).powf(y as f64) as f32
}

extern "C" fn atan2_f32(y: f32, x: f32) -> f32 {
    (y as f64).atan2(x as f64) as f32
}

/// C `fmod` (exact, so computing it in f32 is already correctly rounded), reading the
/// divisor as the FPU does: under DAZ, as compiled code runs, a denormal divisor is zero (the
/// result NaN) while a denormal dividend and result are kept, as on XLA:CPU (measured;
/// kiln-eval's `remainder` does the same). The opaque factor keeps the multiply, which
/// `fmod` itself (integer code) would not do.
extern "C" fn fmod_f32(x: f32, y: f32) -> f32 {
    x % (y * std::hint::black_box(1.0))
}

extern "C" fn pow_f64(x: f64, y: f64) -> f64 {
    x.powf(y)
}

extern "C" fn atan2_f64(y: f64, x: f64) -> f64 {
    y.atan2(x)
}

/// As [`fmod_f32`].
extern "C" fn fmod_f64(x: f64, y: f64) -> f64 {
    x % (y * std::hint::black_box(1.0))
}

extern "C" fn fma_f32(a: f32, b: f32, c: f32) -> f32 {
    a.mul_add(b, c)
}

extern "C" fn fma_f64(a: f64, b: f64, c: f64) -> f64 {
    a.mul_add(b, c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_slot_is_filled() {
        assert!(helper_table().iter().all(|&p| p != 0));
        assert_eq!(Helper::PowF32.sig(), HelperSig::BinaryF32);
        assert_eq!(Helper::ErfF64.sig(), HelperSig::UnaryF64);
    }
}
