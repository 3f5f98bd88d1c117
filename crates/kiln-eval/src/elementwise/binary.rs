//! Elementwise ops with two operands of one type, and [`ScalarBinaryOp`], the same scalar
//! functions applied one element at a time (the fast path for reduce/scatter/... combiners).

use super::complex;
use super::lift::{self, IntBinary};
use super::scalar::{float_max, float_min, flush, IntKind, Real};
use half::{bf16, f16};
use kiln_hlo::{ArrayData, ArrayLiteral, Opcode, PrimitiveType};
use num_complex::{Complex as Cx, Complex64};

/// Applies binary `op` to `a` and `b` (same type, same number of elements).
pub(crate) fn apply(
    op: Opcode,
    a: &ArrayLiteral,
    b: &ArrayLiteral,
) -> Result<(PrimitiveType, ArrayData), String> {
    if a.ty != b.ty {
        return Err(format!(
            "`{op}` needs operands of one type, got {} and {}",
            a.ty, b.ty
        ));
    }
    let ty = a.ty;
    // The 8-bit floats compute in f32 and round back.
    if let (Some(x), Some(y)) = (lift::widen_f8(a), lift::widen_f8(b)) {
        let (_, data) = apply(op, &x, &y)?;
        let narrow = lift::narrow_to_f8(ty, &data)
            .ok_or_else(|| format!("`{op}` is not defined on {ty}"))?;
        return Ok((ty, narrow));
    }
    if op == Opcode::Complex {
        return make_complex(a, b);
    }
    let unsupported = || format!("`{op}` is not defined on {ty}");
    let data = match Kernel::new(op, ty).ok_or_else(unsupported)? {
        Kernel::Int(f, kind) => lift::zip_ints(&a.data, &b.data, kind, f),
        Kernel::Float(f32op, f64op) => lift::zip_floats(&a.data, &b.data, f32op, f64op),
        Kernel::Complex(f32op, f64op) => lift::zip_complex(&a.data, &b.data, f32op, f64op),
        Kernel::Pred(f) => match (&a.data, &b.data) {
            (ArrayData::Pred(x), ArrayData::Pred(y)) => Some(ArrayData::Pred(
                x.iter().zip(y).map(|(&p, &q)| f(p, q)).collect(),
            )),
            _ => None,
        },
    };
    Ok((ty, data.ok_or_else(unsupported)?))
}

/// The scalar function of one binary opcode on one element type.
#[derive(Clone, Copy)]
enum Kernel {
    Int(IntBinary, IntKind),
    Float(fn(f32, f32) -> f32, fn(f64, f64) -> f64),
    Complex(ComplexBinary<f32>, ComplexBinary<f64>),
    Pred(fn(bool, bool) -> bool),
}

impl Kernel {
    fn new(op: Opcode, ty: PrimitiveType) -> Option<Kernel> {
        if let Some(kind) = IntKind::of(ty) {
            return Some(Kernel::Int(int_fn(op)?, kind));
        }
        match ty {
            PrimitiveType::Pred => Some(Kernel::Pred(pred_fn(op)?)),
            PrimitiveType::C64 | PrimitiveType::C128 => Some(Kernel::Complex(
                complex_fn::<f32>(op)?,
                complex_fn::<f64>(op)?,
            )),
            PrimitiveType::F16 | PrimitiveType::BF16 | PrimitiveType::F32 | PrimitiveType::F64 => {
                Some(Kernel::Float(float_fn::<f32>(op)?, float_fn::<f64>(op)?))
            }
            _ => None,
        }
    }
}

/// Integer semantics as XLA defines them: wrapping arithmetic; x/0 = -1 (all ones),
/// INT_MIN/-1 = INT_MIN, x%0 = x, INT_MIN%-1 = 0; shifts by >= the width give 0 (or the
/// sign fill for arithmetic right shifts). Values arrive sign- or zero-extended to i128, so
/// the i128 quotient of INT_MIN/-1 wraps back to INT_MIN by itself.
fn int_fn(op: Opcode) -> Option<IntBinary> {
    use Opcode::*;
    Some(match op {
        Add => |a, b, _| a + b,
        Subtract => |a, b, _| a - b,
        Multiply => |a, b, _| a.wrapping_mul(b),
        Divide => |a, b, _| if b == 0 { -1 } else { a / b },
        Remainder => |a, b, _| if b == 0 { a } else { a % b },
        Power => int_pow,
        Maximum => |a, b, _| a.max(b),
        Minimum => |a, b, _| a.min(b),
        And => |a, b, _| a & b,
        Or => |a, b, _| a | b,
        Xor => |a, b, _| a ^ b,
        ShiftLeft => |a, b, k| match shift_amount(b, k) {
            Some(s) => a << s,
            None => 0,
        },
        ShiftRightLogical => |a, b, k| match shift_amount(b, k) {
            Some(s) => (k.unsigned_bits(a) >> s) as i128,
            None => 0,
        },
        ShiftRightArithmetic => |a, b, k| {
            let a = k.as_signed(a);
            match shift_amount(b, k) {
                Some(s) => a >> s,
                None => a >> 127,
            }
        },
        _ => return None,
    })
}

/// The shift amount read as unsigned, or `None` when it is at least the bit width.
fn shift_amount(b: i128, k: IntKind) -> Option<u32> {
    let s = k.unsigned_bits(b);
    (s < k.bits as u128).then_some(s as u32)
}

/// XLA's integer power: square-and-multiply over the exponent's low 6 bits (enough for any
/// result that does not wrap to 0 or 1); for a negative exponent 1^e = 1, (-1)^e = ±1 and
/// 0 otherwise. Signs are read from the bits, so for unsigned types a huge exponent counts as
/// negative and the all-ones base as -1 (XLA:CPU does the same).
fn int_pow(base: i128, exp: i128, k: IntKind) -> i128 {
    // XLA:CPU computes sub-byte powers in a byte: u4 exponents are never negative there.
    let k = k.in_byte();
    let exp = k.as_signed(exp);
    if exp < 0 {
        // 1 and -1 (all ones, whatever the signedness) have integer reciprocals.
        return match (base == 1, k.as_signed(base) == -1) {
            (true, _) => 1,
            (_, true) if exp & 1 == 1 => -1,
            (_, true) => 1,
            _ => 0,
        };
    }
    let (mut acc, mut base, mut e) = (1i128, base, exp);
    for _ in 0..6 {
        if e & 1 == 1 {
            acc = k.wrap(acc.wrapping_mul(base));
        }
        base = k.wrap(base.wrapping_mul(base));
        e >>= 1;
    }
    acc
}

/// The scalar function of `op` on real floats of compute type `F`, flushing denormals as
/// XLA:CPU does (see `scalar::flush`): most ops read denormal operands as zero and flush
/// denormal results. Measured exceptions: remainder flushes only its divisor (and keeps a
/// denormal result); power and atan2 read their operands unflushed and flush the result.
pub(crate) fn float_fn<F: Real>(op: Opcode) -> Option<fn(F, F) -> F> {
    use Opcode::*;
    macro_rules! arith {
        ($f:expr) => {
            |a: F, b: F| flush(($f)(flush(a), flush(b)))
        };
    }
    Some(match op {
        Add => arith!(|a, b| a + b),
        Subtract => arith!(|a, b| a - b),
        Multiply => arith!(|a, b| a * b),
        Divide => arith!(|a, b| a / b),
        Maximum => arith!(float_max),
        Minimum => arith!(float_min),
        Remainder => |a: F, b: F| a % flush(b),
        Power => |a: F, b: F| flush(a.via_f64_2(b, f64::powf)),
        Atan2 => |a: F, b: F| flush(a.via_f64_2(b, f64::atan2)),
        _ => return None,
    })
}

type ComplexBinary<F> = fn(Cx<F>, Cx<F>) -> Cx<F>;

fn complex_fn<F: Real>(op: Opcode) -> Option<ComplexBinary<F>> {
    use Opcode::*;
    Some(match op {
        Add => complex::add,
        Subtract => complex::subtract,
        Multiply => complex::multiply,
        Divide => complex::divide,
        Power => complex::power,
        _ => return None,
    })
}

/// pred arithmetic as XLA defines it (as 0/1 integers, nonzero is true).
fn pred_fn(op: Opcode) -> Option<fn(bool, bool) -> bool> {
    use Opcode::*;
    Some(match op {
        And | Multiply | Minimum => |a, b| a & b,
        Or | Add | Maximum => |a, b| a | b,
        Xor => |a, b| a ^ b,
        _ => return None,
    })
}

/// `complex(re, im)`: builds c64 from f32 parts or c128 from f64 parts.
fn make_complex(a: &ArrayLiteral, b: &ArrayLiteral) -> Result<(PrimitiveType, ArrayData), String> {
    use num_complex::Complex32;
    match (&a.data, &b.data) {
        (ArrayData::F32(x), ArrayData::F32(y)) => Ok((
            PrimitiveType::C64,
            ArrayData::C64(
                x.iter()
                    .zip(y)
                    .map(|(&r, &i)| Complex32::new(r, i))
                    .collect(),
            ),
        )),
        (ArrayData::F64(x), ArrayData::F64(y)) => Ok((
            PrimitiveType::C128,
            ArrayData::C128(
                x.iter()
                    .zip(y)
                    .map(|(&r, &i)| Complex64::new(r, i))
                    .collect(),
            ),
        )),
        _ => Err(format!("`complex` needs f32 or f64 parts, got {}", a.ty)),
    }
}

/// A binary elementwise op applied one element at a time, with exactly the semantics of the
/// elementwise op itself. Made by [`crate::scalar_binary_fast_path`] for computations that are
/// just `op(parameter(0), parameter(1))`, so that reduce, scatter, reduce-window, ... can
/// combine elements without calling the computation.
#[derive(Clone, Copy)]
pub struct ScalarBinaryOp {
    pub opcode: Opcode,
    pub ty: PrimitiveType,
    /// The root is `op(parameter(1), parameter(0))`.
    pub swapped: bool,
    kernel: Kernel,
}

impl std::fmt::Debug for ScalarBinaryOp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "ScalarBinaryOp({} on {}, swapped: {})",
            self.opcode, self.ty, self.swapped
        )
    }
}

impl ScalarBinaryOp {
    /// The op on elements of type `ty`; `None` if it is not a binary op defined on `ty`.
    pub fn new(opcode: Opcode, ty: PrimitiveType, swapped: bool) -> Option<ScalarBinaryOp> {
        let kernel = Kernel::new(opcode, ty)?;
        Some(ScalarBinaryOp {
            opcode,
            ty,
            swapped,
            kernel,
        })
    }

    /// `computation(a, b)` on integers of `self.ty` (sign- or zero-extended to i128); the
    /// result is wrapped into the type's range. `None` when `self.ty` is not an integer type.
    pub fn apply_int(&self, a: i128, b: i128) -> Option<i128> {
        match self.kernel {
            Kernel::Int(f, k) => Some(k.wrap(self.ordered(a, b, |p, q| f(p, q, k)))),
            _ => None,
        }
    }

    /// `computation(a, b)` for f16, bf16 (computed in f32, as the elementwise op does; the
    /// caller rounds) and f32. `None` for other types.
    pub fn apply_f32(&self, a: f32, b: f32) -> Option<f32> {
        match (self.kernel, self.ty) {
            (
                Kernel::Float(f, _),
                PrimitiveType::F16 | PrimitiveType::BF16 | PrimitiveType::F32,
            ) => Some(self.ordered(a, b, f)),
            _ => None,
        }
    }

    /// `computation(a, b)` for f64. `None` for other types.
    pub fn apply_f64(&self, a: f64, b: f64) -> Option<f64> {
        match (self.kernel, self.ty) {
            (Kernel::Float(_, f), PrimitiveType::F64) => Some(self.ordered(a, b, f)),
            _ => None,
        }
    }

    /// `computation(a, b)` for pred. `None` for other types.
    pub fn apply_pred(&self, a: bool, b: bool) -> Option<bool> {
        match self.kernel {
            Kernel::Pred(f) => Some(self.ordered(a, b, f)),
            _ => None,
        }
    }

    /// `computation(a, b)` for c64. `None` for other types.
    pub fn apply_c64(&self, a: Cx<f32>, b: Cx<f32>) -> Option<Cx<f32>> {
        match (self.kernel, self.ty) {
            (Kernel::Complex(f, _), PrimitiveType::C64) => Some(complex::flushed(self.ordered(
                complex::flushed(a),
                complex::flushed(b),
                f,
            ))),
            _ => None,
        }
    }

    /// `computation(a, b)` for c128. `None` for other types.
    pub fn apply_c128(&self, a: Complex64, b: Complex64) -> Option<Complex64> {
        match (self.kernel, self.ty) {
            (Kernel::Complex(_, f), PrimitiveType::C128) => Some(complex::flushed(self.ordered(
                complex::flushed(a),
                complex::flushed(b),
                f,
            ))),
            _ => None,
        }
    }

    /// `f(a, b)`, or `f(b, a)` when the computation's root takes its parameters swapped.
    fn ordered<T>(&self, a: T, b: T, f: impl Fn(T, T) -> T) -> T {
        if self.swapped {
            f(b, a)
        } else {
            f(a, b)
        }
    }

    /// `acc[i] = computation(acc[i], x[j])`: the accumulator is parameter 0. Both arrays must
    /// hold elements of type `self.ty`; indices must be in bounds.
    pub fn accumulate(
        &self,
        acc: &mut ArrayData,
        i: usize,
        x: &ArrayData,
        j: usize,
    ) -> Result<(), String> {
        let ok = match (acc, x) {
            (acc, x) if matches!(self.kernel, Kernel::Int(..)) => {
                match (lift::int_at(acc, i), lift::int_at(x, j)) {
                    (Some(p), Some(q)) => self
                        .apply_int(p, q)
                        .and_then(|r| lift::set_int(acc, i, r))
                        .is_some(),
                    _ => false,
                }
            }
            (ArrayData::F32(a), ArrayData::F32(b)) => {
                self.apply_f32(a[i], b[j]).map(|r| a[i] = r).is_some()
            }
            (ArrayData::F64(a), ArrayData::F64(b)) => {
                self.apply_f64(a[i], b[j]).map(|r| a[i] = r).is_some()
            }
            (ArrayData::BF16(a), ArrayData::BF16(b)) => self
                .apply_f32(a[i].to_f32(), b[j].to_f32())
                .map(|r| a[i] = bf16::from_f32(r))
                .is_some(),
            (ArrayData::F16(a), ArrayData::F16(b)) => self
                .apply_f32(a[i].to_f32(), b[j].to_f32())
                .map(|r| a[i] = f16::from_f32(r))
                .is_some(),
            (ArrayData::Pred(a), ArrayData::Pred(b)) => {
                self.apply_pred(a[i], b[j]).map(|r| a[i] = r).is_some()
            }
            (ArrayData::C64(a), ArrayData::C64(b)) => {
                self.apply_c64(a[i], b[j]).map(|r| a[i] = r).is_some()
            }
            (ArrayData::C128(a), ArrayData::C128(b)) => {
                self.apply_c128(a[i], b[j]).map(|r| a[i] = r).is_some()
            }
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(format!(
                "{:?} cannot combine these arrays (wrong element type)",
                self
            ))
        }
    }

    /// `acc[k] = computation(acc[k], x[k])` for every element (same lengths).
    pub fn accumulate_all(&self, acc: &mut ArrayData, x: &ArrayData) -> Result<(), String> {
        if acc.len() != x.len() {
            return Err(format!(
                "cannot combine {} elements with {}",
                acc.len(),
                x.len()
            ));
        }
        (0..x.len()).try_for_each(|k| self.accumulate(acc, k, x, k))
    }
}
