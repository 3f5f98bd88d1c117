//! [`ScalarBinaryOp`] over whole rows: `acc[k] = computation(acc[k], x[k])` in one loop per
//! opcode and element type, for the compiled backend's scatter, which combines each update
//! window's contiguous runs at once instead of calling the op per element. Every loop computes
//! exactly what `apply_f32`/`apply_f64`/`apply_int` give element by element (the tests below
//! check this on edge values); an op or type without a loop here returns `false` and the
//! caller combines element by element.

use super::scalar::{float_max, float_min, flush, Real};
use super::ScalarBinaryOp;
use kiln_hlo::{Opcode, PrimitiveType};

/// The storage types whose rows are combined natively.
pub trait RowElement: Copy + sealed::Sealed {
    #[doc(hidden)]
    fn combine_row(op: &ScalarBinaryOp, acc: &mut [Self], x: &[Self]) -> bool;
}

mod sealed {
    pub trait Sealed {}
}

impl ScalarBinaryOp {
    /// `acc[k] = computation(acc[k], x[k])` for every k (the rows have one length); `false`,
    /// with nothing written, when `T` is not the storage of `self.ty` or the op has no row
    /// loop.
    pub fn accumulate_row<T: RowElement>(&self, acc: &mut [T], x: &[T]) -> bool {
        acc.len() == x.len() && T::combine_row(self, acc, x)
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

/// `acc[k] = f(acc[k], x[k])`, or `f(x[k], acc[k])` when the computation swaps its
/// parameters; compiled for AVX-512 as well, and run so where the CPU has it (the same
/// operations on wider vectors: the same bits).
#[inline(always)]
fn zip_row<T: Copy>(acc: &mut [T], x: &[T], swapped: bool, f: impl Fn(T, T) -> T) {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU has the features the function is compiled for.
        unsafe { zip_row_avx512(acc, x, swapped, f) };
        return;
    }
    zip_row_plain(acc, x, swapped, f)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq")]
unsafe fn zip_row_avx512<T: Copy>(acc: &mut [T], x: &[T], swapped: bool, f: impl Fn(T, T) -> T) {
    zip_row_plain(acc, x, swapped, f)
}

#[inline(always)]
fn zip_row_plain<T: Copy>(acc: &mut [T], x: &[T], swapped: bool, f: impl Fn(T, T) -> T) {
    if swapped {
        acc.iter_mut().zip(x).for_each(|(a, &b)| *a = f(b, *a));
    } else {
        acc.iter_mut().zip(x).for_each(|(a, &b)| *a = f(*a, b));
    }
}

fn float_row_op(op: Opcode) -> bool {
    use Opcode::*;
    matches!(op, Add | Subtract | Multiply | Divide | Maximum | Minimum)
}

/// The arithmetic of `binary.rs`'s `float_fn`, one loop per op.
fn float_row<F: Real>(op: &ScalarBinaryOp, acc: &mut [F], x: &[F]) -> bool {
    use Opcode::*;
    macro_rules! arith {
        ($f:expr) => {
            zip_row(acc, x, op.swapped, |a: F, b: F| {
                flush(($f)(flush(a), flush(b)))
            })
        };
    }
    match op.opcode {
        Add => arith!(|a, b| a + b),
        Subtract => arith!(|a, b| a - b),
        Multiply => arith!(|a, b| a * b),
        Divide => arith!(|a, b| a / b),
        Maximum => arith!(float_max),
        Minimum => arith!(float_min),
        _ => return false,
    }
    true
}

fn int_row_op(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Add | Subtract | Multiply | Maximum | Minimum | And | Or | Xor
    )
}

macro_rules! float_element {
    ($t:ty, $ty:ident) => {
        impl sealed::Sealed for $t {}
        impl RowElement for $t {
            fn combine_row(op: &ScalarBinaryOp, acc: &mut [$t], x: &[$t]) -> bool {
                op.ty == PrimitiveType::$ty && float_row(op, acc, x)
            }
        }
    };
}
float_element!(f32, F32);
float_element!(f64, F64);

/// Wrapping integer arithmetic in the storage type: what `int_fn` computes in i128 and wraps.
macro_rules! int_element {
    ($t:ty, $ty:ident) => {
        impl sealed::Sealed for $t {}
        impl RowElement for $t {
            fn combine_row(op: &ScalarBinaryOp, acc: &mut [$t], x: &[$t]) -> bool {
                use Opcode::*;
                if op.ty != PrimitiveType::$ty {
                    return false;
                }
                let s = op.swapped;
                match op.opcode {
                    Add => zip_row(acc, x, s, <$t>::wrapping_add),
                    Subtract => zip_row(acc, x, s, <$t>::wrapping_sub),
                    Multiply => zip_row(acc, x, s, <$t>::wrapping_mul),
                    Maximum => zip_row(acc, x, s, <$t>::max),
                    Minimum => zip_row(acc, x, s, <$t>::min),
                    And => zip_row(acc, x, s, |a, b| a & b),
                    Or => zip_row(acc, x, s, |a, b| a | b),
                    Xor => zip_row(acc, x, s, |a, b| a ^ b),
                    _ => return false,
                }
                true
            }
        }
    };
}
int_element!(i8, S8);
int_element!(i16, S16);
int_element!(i32, S32);
int_element!(i64, S64);
int_element!(u8, U8);
int_element!(u16, U16);
int_element!(u32, U32);
int_element!(u64, U64);

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
