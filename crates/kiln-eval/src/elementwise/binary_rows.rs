//! [`ScalarBinaryOp`] over whole rows: `acc[k] = computation(acc[k], x[k])` in one loop per
//! opcode and element type, for the compiled backend's scatter, which combines each update
//! window's contiguous runs at once instead of calling the op per element, and a scatter of
//! many small windows (`segment_sum`'s rows) with one dispatch for a whole batch of windows.
//! Every loop computes exactly what `apply_f32`/`apply_f64`/`apply_int` give element by
//! element (the tests below check this on edge values); an op or type without a loop here
//! returns `false` and the caller combines element by element.

use super::scalar::{float_max, float_min, flush, Real};
use super::ScalarBinaryOp;
use kiln_hlo::{Opcode, PrimitiveType};

/// The storage types whose rows are combined natively.
pub trait RowElement: Copy + sealed::Sealed {
    #[doc(hidden)]
    fn combine_windows(
        op: &ScalarBinaryOp,
        acc: &mut [Self],
        x: &[Self],
        len: usize,
        windows: &[(usize, usize)],
    ) -> bool;
}

mod sealed {
    pub trait Sealed {}
}

impl ScalarBinaryOp {
    /// `acc[k] = computation(acc[k], x[k])` for every k (the rows have one length); `false`,
    /// with nothing written, when `T` is not the storage of `self.ty` or the op has no row
    /// loop.
    pub fn accumulate_row<T: RowElement>(&self, acc: &mut [T], x: &[T]) -> bool {
        acc.len() == x.len() && T::combine_windows(self, acc, x, acc.len(), &[(0, 0)])
    }

    /// [`accumulate_row`](Self::accumulate_row) of `acc[a..a + len]` and `x[u..u + len]` for
    /// every `(a, u)` of `windows`, in order (windows may overlap in `acc`: a later one
    /// combines into what the earlier ones left); `false`, with nothing written, when a
    /// window does not fit in `acc` or `x`, or as `accumulate_row`. The op and the CPU's
    /// vector width are looked up once for all the windows.
    pub fn accumulate_windows<T: RowElement>(
        &self,
        acc: &mut [T],
        x: &[T],
        len: usize,
        windows: &[(usize, usize)],
    ) -> bool {
        // The largest starts against the room: one branch-free pass, not a test per window.
        let (last_a, last_u) = windows
            .iter()
            .fold((0, 0), |(a, u), w| (a.max(w.0), u.max(w.1)));
        let fits =
            |last: usize, total: usize| total.checked_sub(len).is_some_and(|room| last <= room);
        (windows.is_empty() || (fits(last_a, acc.len()) && fits(last_u, x.len())))
            && T::combine_windows(self, acc, x, len, windows)
    }

    /// Whether [`accumulate_row`](Self::accumulate_row) combines rows of this op's type.
    pub fn has_row_loop(&self) -> bool {
        use PrimitiveType::*;
        let float = matches!(self.ty, F32 | F64) && float_row_op(self.opcode);
        let int = matches!(self.ty, S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64)
            && int_row_op(self.opcode);
        float || int
    }
}

/// `acc[a..a + len] = f(acc[a..a + len], x[u..u + len])` elementwise for every window
/// `(a, u)` in turn, or `f(x, acc)` when the computation swaps its parameters; compiled for
/// AVX-512 as well, and run so where the CPU has it (the same operations on wider vectors:
/// the same bits). The windows fit (checked by the caller).
#[inline(always)]
fn zip_windows<T: Copy, const N: usize>(
    acc: &mut [T],
    x: &[T],
    len: usize,
    windows: &[(usize, usize)],
    swapped: bool,
    f: impl Fn(T, T) -> T,
) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the features the function is compiled for.
        unsafe { zip_windows_avx512::<T, N>(acc, x, len, windows, swapped, f) };
        return;
    }
    zip_windows_plain::<T, N>(acc, x, len, windows, swapped, f)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq")]
unsafe fn zip_windows_avx512<T: Copy, const N: usize>(
    acc: &mut [T],
    x: &[T],
    len: usize,
    windows: &[(usize, usize)],
    swapped: bool,
    f: impl Fn(T, T) -> T,
) {
    zip_windows_plain::<T, N>(acc, x, len, windows, swapped, f)
}

#[inline(always)]
fn zip_windows_plain<T: Copy, const N: usize>(
    acc: &mut [T],
    x: &[T],
    len: usize,
    windows: &[(usize, usize)],
    swapped: bool,
    f: impl Fn(T, T) -> T,
) {
    if swapped {
        for &(a, u) in windows {
            zip_row::<T, N>(&mut acc[a..][..len], &x[u..][..len], |a, b| f(b, a));
        }
    } else {
        for &(a, u) in windows {
            zip_row::<T, N>(&mut acc[a..][..len], &x[u..][..len], &f);
        }
    }
}

/// `acc[k] = f(acc[k], x[k])` in vectors of `N` elements (64 bytes: a constant trip count
/// the compiler turns into one vector operation), two at a time, then the rest. A short row
/// (one window of `segment_sum`, 32 floats) is then a few vector operations without a loop
/// around each vector: a loop of two one-vector steps per window ran the whole scatter at
/// about 1.6x the time.
#[inline(always)]
fn zip_row<T: Copy, const N: usize>(acc: &mut [T], x: &[T], f: impl Fn(T, T) -> T) {
    // Inlined into the caller compiled for AVX-512 (a closure would be a call without it).
    #[inline(always)]
    fn vector<T: Copy, const N: usize>(a: &mut [T; N], b: &[T; N], f: &impl Fn(T, T) -> T) {
        for k in 0..N {
            a[k] = f(a[k], b[k]);
        }
    }
    let (vectors, rest) = acc.as_chunks_mut::<N>();
    let (xs, x_rest) = x.as_chunks::<N>();
    let (pairs, single) = vectors.as_chunks_mut::<2>();
    let (x_pairs, x_single) = xs.as_chunks::<2>();
    for ([a0, a1], [b0, b1]) in pairs.iter_mut().zip(x_pairs) {
        vector(a0, b0, &f);
        vector(a1, b1, &f);
    }
    for (a, b) in single.iter_mut().zip(x_single) {
        vector(a, b, &f);
    }
    rest.iter_mut()
        .zip(x_rest)
        .for_each(|(a, &b)| *a = f(*a, b));
}

fn float_row_op(op: Opcode) -> bool {
    use Opcode::*;
    matches!(op, Add | Subtract | Multiply | Divide | Maximum | Minimum)
}

/// The arithmetic of `binary.rs`'s `float_fn`, one loop per op. Where the CPU flushes
/// denormals itself (`cpu_flushes_denormals`), `+` and `-` run without `flush`: the hardware
/// reads denormal operands as zeros of their sign and returns a zero of the result's sign
/// for a denormal result, what `flush` on the operands and the result computes (the tests
/// check the bits), and `segment_sum`'s rows take about a third less time without the three
/// flushes per element. A sum or difference of normal numbers that is denormal is exact, so
/// there is no rounding for FTZ to see; a product or quotient can be tiny before it rounds
/// up to the smallest normal, which FTZ makes zero and `flush` keeps, so `*` and `/` flush
/// always (under FTZ they give the hardware's zero either way), as do maximum and minimum,
/// which select an operand's bits.
fn float_windows<F: Real, const N: usize>(
    op: &ScalarBinaryOp,
    acc: &mut [F],
    x: &[F],
    len: usize,
    windows: &[(usize, usize)],
) -> bool {
    use Opcode::*;
    let cpu_flushes = matches!(op.opcode, Add | Subtract)
        && len * windows.len() >= CHECK_FLUSH_FROM
        && cpu_flushes_denormals();
    macro_rules! arith {
        ($f:expr) => {
            if cpu_flushes {
                zip_windows::<F, N>(acc, x, len, windows, op.swapped, $f)
            } else {
                zip_windows::<F, N>(acc, x, len, windows, op.swapped, |a: F, b: F| {
                    flush(($f)(flush(a), flush(b)))
                })
            }
        };
    }
    match op.opcode {
        Add => arith!(|a, b| a + b),
        Subtract => arith!(|a, b| a - b),
        Multiply => arith!(|a, b| a * b),
        Divide => arith!(|a, b| a / b),
        Maximum => zip_windows::<F, N>(acc, x, len, windows, op.swapped, |a: F, b: F| {
            flush(float_max(flush(a), flush(b)))
        }),
        Minimum => zip_windows::<F, N>(acc, x, len, windows, op.swapped, |a: F, b: F| {
            flush(float_min(flush(a), flush(b)))
        }),
        _ => return false,
    }
    true
}

/// The number of elements from which a call reads the MXCSR to skip `flush` (a few cycles;
/// short rows keep the flushing loop).
const CHECK_FLUSH_FROM: usize = 64;

/// Whether this thread's SSE/AVX arithmetic flushes denormals: MXCSR's flush-to-zero and
/// denormals-are-zero bits both set (the compiled backend sets them while it runs library
/// calls, as XLA:CPU does).
fn cpu_flushes_denormals() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        const FTZ_DAZ: u32 = (1 << 15) | (1 << 6);
        let mut csr: u32 = 0;
        // SAFETY: stmxcsr stores the 32-bit MXCSR into `csr`; nothing else is touched.
        unsafe {
            std::arch::asm!(
                "stmxcsr [{}]",
                in(reg) &mut csr as *mut u32,
                options(nostack, preserves_flags)
            );
        }
        csr & FTZ_DAZ == FTZ_DAZ
    }
    #[cfg(not(target_arch = "x86_64"))]
    false
}

fn int_row_op(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Add | Subtract | Multiply | Maximum | Minimum | And | Or | Xor
    )
}

/// Elements of `$t` (type `$ty`), `$n` to a 64-byte vector.
macro_rules! float_element {
    ($t:ty, $ty:ident, $n:literal) => {
        impl sealed::Sealed for $t {}
        impl RowElement for $t {
            fn combine_windows(
                op: &ScalarBinaryOp,
                acc: &mut [$t],
                x: &[$t],
                len: usize,
                windows: &[(usize, usize)],
            ) -> bool {
                op.ty == PrimitiveType::$ty && float_windows::<$t, $n>(op, acc, x, len, windows)
            }
        }
    };
}
float_element!(f32, F32, 16);
float_element!(f64, F64, 8);

/// Wrapping integer arithmetic in the storage type: what `int_fn` computes in i128 and wraps.
macro_rules! int_element {
    ($t:ty, $ty:ident, $n:literal) => {
        impl sealed::Sealed for $t {}
        impl RowElement for $t {
            fn combine_windows(
                op: &ScalarBinaryOp,
                acc: &mut [$t],
                x: &[$t],
                len: usize,
                windows: &[(usize, usize)],
            ) -> bool {
                use Opcode::*;
                if op.ty != PrimitiveType::$ty {
                    return false;
                }
                let s = op.swapped;
                // A macro, not a closure taking `fn`: each op gets its own inlined loop.
                macro_rules! zip {
                    ($f:expr) => {
                        zip_windows::<$t, $n>(acc, x, len, windows, s, $f)
                    };
                }
                match op.opcode {
                    Add => zip!(<$t>::wrapping_add),
                    Subtract => zip!(<$t>::wrapping_sub),
                    Multiply => zip!(<$t>::wrapping_mul),
                    Maximum => zip!(<$t>::max),
                    Minimum => zip!(<$t>::min),
                    And => zip!(|a, b| a & b),
                    Or => zip!(|a, b| a | b),
                    Xor => zip!(|a, b| a ^ b),
                    _ => return false,
                }
                true
            }
        }
    };
}
int_element!(i8, S8, 64);
int_element!(i16, S16, 32);
int_element!(i32, S32, 16);
int_element!(i64, S64, 8);
int_element!(u8, U8, 64);
int_element!(u16, U16, 32);
int_element!(u32, U32, 16);
int_element!(u64, U64, 8);

#[cfg(test)]
mod tests {
    use super::*;

    const FLOAT_OPS: [Opcode; 6] = [
        Opcode::Add,
        Opcode::Subtract,
        Opcode::Multiply,
        Opcode::Divide,
        Opcode::Maximum,
        Opcode::Minimum,
    ];

    fn f32_edges() -> Vec<f32> {
        vec![
            0.0,
            -0.0,
            1.5,
            -2.25,
            f32::MIN_POSITIVE,
            1e-40,
            -1e-40,
            f32::MAX,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            -f32::NAN,
            f32::from_bits(0x7f80_0001),
            f32::from_bits(0xffc0_1234),
            3e38,
        ]
    }

    /// Every row loop gives `apply_f32`'s bits on every pair of edge values, both parameter
    /// orders.
    #[test]
    fn float_rows_match_the_scalar_op() {
        let edges = f32_edges();
        let (mut acc, mut x) = (Vec::new(), Vec::new());
        for &a in &edges {
            for &b in &edges {
                acc.push(a);
                x.push(b);
            }
        }
        for op in FLOAT_OPS {
            for swapped in [false, true] {
                let scalar = ScalarBinaryOp::new(op, PrimitiveType::F32, swapped).unwrap();
                assert!(scalar.has_row_loop());
                let mut row = acc.clone();
                assert!(scalar.accumulate_row(&mut row, &x));
                for k in 0..acc.len() {
                    let want = scalar.apply_f32(acc[k], x[k]).unwrap();
                    if acc[k].is_nan() && x[k].is_nan() {
                        // Which NaN x86 returns depends on the operand order the compiler
                        // picked for a commutative op, in the element-by-element op as here.
                        assert!(row[k].is_nan() && want.is_nan(), "{op} at {k}");
                        continue;
                    }
                    assert_eq!(
                        row[k].to_bits(),
                        want.to_bits(),
                        "{op} {acc:?} {x:?} at {k}"
                    );
                }
                let wide = ScalarBinaryOp::new(op, PrimitiveType::F64, swapped).unwrap();
                let mut row: Vec<f64> = acc.iter().map(|&v| v as f64).collect();
                let x64: Vec<f64> = x.iter().map(|&v| v as f64 * 1e-300).collect();
                assert!(wide.accumulate_row(&mut row, &x64));
                for k in 0..acc.len() {
                    let want = wide.apply_f64(acc[k] as f64, x64[k]).unwrap();
                    if acc[k].is_nan() && x64[k].is_nan() {
                        assert!(row[k].is_nan() && want.is_nan(), "{op} f64 at {k}");
                        continue;
                    }
                    assert_eq!(row[k].to_bits(), want.to_bits(), "{op} f64 at {k}");
                }
            }
        }
    }

    #[test]
    fn int_rows_wrap_like_the_scalar_op() {
        let values: Vec<i32> = vec![0, 1, -1, 7, i32::MAX, i32::MIN, 123456789, -98765];
        let (mut acc, mut x) = (Vec::new(), Vec::new());
        for &a in &values {
            for &b in &values {
                acc.push(a);
                x.push(b);
            }
        }
        use Opcode::*;
        for op in [Add, Subtract, Multiply, Maximum, Minimum, And, Or, Xor] {
            for swapped in [false, true] {
                let scalar = ScalarBinaryOp::new(op, PrimitiveType::S32, swapped).unwrap();
                let mut row = acc.clone();
                assert!(scalar.accumulate_row(&mut row, &x));
                for k in 0..acc.len() {
                    let want = scalar.apply_int(acc[k] as i128, x[k] as i128).unwrap();
                    assert_eq!(row[k] as i128, want, "{op} at {k}");
                }
                let unsigned = ScalarBinaryOp::new(op, PrimitiveType::U8, swapped).unwrap();
                let mut row: Vec<u8> = acc.iter().map(|&v| v as u8).collect();
                let x8: Vec<u8> = x.iter().map(|&v| v as u8).collect();
                assert!(unsigned.accumulate_row(&mut row, &x8));
                for k in 0..acc.len() {
                    let want = unsigned
                        .apply_int(acc[k] as u8 as i128, x8[k] as i128)
                        .unwrap();
                    assert_eq!(row[k] as i128, want, "{op} u8 at {k}");
                }
            }
        }
    }

    /// `accumulate_windows` gives what the scalar op gives element by element, window by
    /// window in order:
    /// windows of every length up to a few vectors (pairs, a single vector, a remainder),
    /// overlapping and repeated ones, for floats with edge values and wrapping integers.
    #[test]
    fn windows_match_rows_one_by_one() {
        fn check<T: RowElement + PartialEq + std::fmt::Debug>(
            op: &ScalarBinaryOp,
            acc: &[T],
            x: &[T],
            scalar: impl Fn(T, T) -> T,
            same: impl Fn(&T, &T) -> bool,
        ) {
            for len in 0..=70.min(acc.len()) {
                let mut windows = Vec::new();
                let mut s = len as u64 + 1;
                for _ in 0..9 {
                    s = s
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let a = (s >> 33) as usize % (acc.len() - len + 1);
                    let u = (s >> 13) as usize % (x.len() - len + 1);
                    windows.push((a, u));
                }
                // The same window twice in a row, and one overlapping it.
                windows.push(windows[3]);
                windows.push(((windows[3].0 + len / 2).min(acc.len() - len), windows[0].1));
                let mut want = acc.to_vec();
                for &(a, u) in &windows {
                    for k in 0..len {
                        want[a + k] = scalar(want[a + k], x[u + k]);
                    }
                }
                let mut got = acc.to_vec();
                assert!(op.accumulate_windows(&mut got, x, len, &windows));
                for k in 0..got.len() {
                    assert!(same(&got[k], &want[k]), "{op:?} len {len} at {k}");
                }
            }
        }
        let edges = f32_edges();
        let acc: Vec<f32> = (0..150).map(|k| edges[k % edges.len()]).collect();
        let x: Vec<f32> = (0..170).map(|k| edges[(k * 7 + 3) % edges.len()]).collect();
        let bits = |a: &f32, b: &f32| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        let bits64 = |a: &f64, b: &f64| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
        let acc64: Vec<f64> = acc.iter().map(|&v| v as f64).collect();
        let x64: Vec<f64> = x.iter().map(|&v| v as f64 * 1e-300).collect();
        for op in FLOAT_OPS {
            for swapped in [false, true] {
                let f32_op = ScalarBinaryOp::new(op, PrimitiveType::F32, swapped).unwrap();
                let scalar = |a, b| f32_op.apply_f32(a, b).unwrap();
                check(&f32_op, &acc, &x, scalar, bits);
                let f64_op = ScalarBinaryOp::new(op, PrimitiveType::F64, swapped).unwrap();
                let scalar = |a, b| f64_op.apply_f64(a, b).unwrap();
                check(&f64_op, &acc64, &x64, scalar, bits64);
            }
        }
        let ints: Vec<i64> = (0..170).map(|k| (k * k * 7919 + k) as i64 - 9000).collect();
        use Opcode::*;
        for op in [Add, Subtract, Multiply, Maximum, Minimum, Xor] {
            let s8 = ScalarBinaryOp::new(op, PrimitiveType::S8, true).unwrap();
            let i8s: Vec<i8> = ints.iter().map(|&v| v as i8).collect();
            let scalar = |a: i8, b: i8| s8.apply_int(a as i128, b as i128).unwrap() as i8;
            check(&s8, &i8s[..130], &i8s, scalar, i8::eq);
            let u32_op = ScalarBinaryOp::new(op, PrimitiveType::U32, false).unwrap();
            let u32s: Vec<u32> = ints.iter().map(|&v| v as u32).collect();
            let scalar = |a: u32, b: u32| u32_op.apply_int(a as i128, b as i128).unwrap() as u32;
            check(&u32_op, &u32s[..100], &u32s, scalar, u32::eq);
            let s64 = ScalarBinaryOp::new(op, PrimitiveType::S64, false).unwrap();
            let scalar = |a: i64, b: i64| s64.apply_int(a as i128, b as i128).unwrap() as i64;
            check(&s64, &ints[..120], &ints, scalar, i64::eq);
        }
    }

    /// Sets MXCSR's flush-to-zero and denormals-are-zero bits on this thread until dropped
    /// (as the compiled backend runs library calls).
    #[cfg(target_arch = "x86_64")]
    struct FlushMode(u32);

    #[cfg(target_arch = "x86_64")]
    impl FlushMode {
        fn csr() -> u32 {
            let mut csr: u32 = 0;
            // SAFETY: stmxcsr stores MXCSR into `csr`.
            unsafe { std::arch::asm!("stmxcsr [{}]", in(reg) &mut csr as *mut u32) };
            csr
        }

        fn load(csr: u32) {
            // SAFETY: a value read from MXCSR, with at most FTZ and DAZ set.
            unsafe { std::arch::asm!("ldmxcsr [{}]", in(reg) &csr as *const u32) };
        }

        fn enable() -> FlushMode {
            let saved = FlushMode::csr();
            FlushMode::load(saved | (1 << 15) | (1 << 6));
            FlushMode(saved)
        }
    }

    #[cfg(target_arch = "x86_64")]
    impl Drop for FlushMode {
        fn drop(&mut self) {
            FlushMode::load(self.0);
        }
    }

    /// Under FTZ/DAZ `+` and `-` skip `flush` and give its bits: denormal operands, exact
    /// denormal sums and differences, both parameter orders. (`*` and `/` differ under FTZ
    /// with or without `flush`: `MIN_POSITIVE * 0.99999994` is tiny before rounding.)
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn hardware_flushing_gives_the_flushed_bits() {
        let m = f32::MIN_POSITIVE;
        let mut values = f32_edges();
        values.extend([
            1.5 * m,
            -m,
            m * (1.0 + f32::EPSILON),
            -1.25 * m,
            3e-20,
            -4e-20,
            0.99999994,
            1.0000001,
            1e-30,
            2.0 * m,
            0.5,
            -0.75,
        ]);
        values.extend([0x0000_0001u32, 0x8040_0000, 0x007f_ffff].map(f32::from_bits));
        let (mut acc, mut x) = (Vec::new(), Vec::new());
        for &a in &values {
            for &b in &values {
                acc.push(a);
                x.push(b);
            }
        }
        let len = acc.len();
        let acc64: Vec<f64> = acc.iter().map(|&v| v as f64 * 1e-290).collect();
        let x64: Vec<f64> = x.iter().map(|&v| v as f64 * 1e-20).collect();
        assert!(!cpu_flushes_denormals());
        for op in [Opcode::Add, Opcode::Subtract] {
            for swapped in [false, true] {
                let f32_op = ScalarBinaryOp::new(op, PrimitiveType::F32, swapped).unwrap();
                let f64_op = ScalarBinaryOp::new(op, PrimitiveType::F64, swapped).unwrap();
                let want: Vec<f32> = (0..len)
                    .map(|k| f32_op.apply_f32(acc[k], x[k]).unwrap())
                    .collect();
                let want64: Vec<f64> = (0..len)
                    .map(|k| f64_op.apply_f64(acc64[k], x64[k]).unwrap())
                    .collect();
                let (mut got, mut got64) = (acc.clone(), acc64.clone());
                {
                    let _mode = FlushMode::enable();
                    assert!(cpu_flushes_denormals());
                    assert!(f32_op.accumulate_windows(&mut got, &x, len, &[(0, 0)]));
                    assert!(f64_op.accumulate_windows(&mut got64, &x64, len, &[(0, 0)]));
                }
                for k in 0..len {
                    let (g, w) = (got[k], want[k]);
                    let nans = g.is_nan() && w.is_nan();
                    assert!(
                        nans || g.to_bits() == w.to_bits(),
                        "{op} {} {}",
                        acc[k],
                        x[k]
                    );
                    let (g, w) = (got64[k], want64[k]);
                    let nans = g.is_nan() && w.is_nan();
                    assert!(nans || g.to_bits() == w.to_bits(), "{op} f64 at {k}");
                }
            }
        }
    }

    #[test]
    fn windows_that_do_not_fit_are_refused() {
        let add = ScalarBinaryOp::new(Opcode::Add, PrimitiveType::F32, false).unwrap();
        let mut acc = [1.0f32; 8];
        let x = [2.0f32; 6];
        // The second window runs past `acc`, the third past `x`: nothing is written.
        assert!(!add.accumulate_windows(&mut acc, &x, 4, &[(0, 0), (5, 0)]));
        assert!(!add.accumulate_windows(&mut acc, &x, 4, &[(0, 0), (0, 3)]));
        assert!(!add.accumulate_windows(&mut acc, &x, 4, &[(usize::MAX, 0)]));
        assert_eq!(acc, [1.0; 8]);
        assert!(add.accumulate_windows(&mut acc, &x, 4, &[(4, 2), (4, 0)]));
        assert_eq!(acc, [1.0, 1.0, 1.0, 1.0, 5.0, 5.0, 5.0, 5.0]);
        assert!(!add.accumulate_windows(&mut [1.0f64; 8], &[2.0f64; 8], 1, &[(0, 0)]));
    }

    #[test]
    fn rows_of_another_type_or_op_are_refused() {
        let add = ScalarBinaryOp::new(Opcode::Add, PrimitiveType::F32, false).unwrap();
        assert!(!add.accumulate_row(&mut [1.0f64], &[2.0f64]));
        assert!(!add.accumulate_row(&mut [1i32], &[2i32]));
        assert!(!add.accumulate_row(&mut [1.0f32], &[]));
        let power = ScalarBinaryOp::new(Opcode::Power, PrimitiveType::F32, false).unwrap();
        assert!(!power.has_row_loop());
        let mut acc = [2.0f32];
        assert!(!power.accumulate_row(&mut acc, &[3.0]));
        assert_eq!(acc, [2.0]);
        let bf16 = ScalarBinaryOp::new(Opcode::Add, PrimitiveType::BF16, false).unwrap();
        assert!(!bf16.has_row_loop());
    }
}
