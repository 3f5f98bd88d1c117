//! Literals: constant values of any shape and element type.
//!
//! Storage is one typed vector per element type, row-major (the logical order, independent of
//! any layout in the shape). Sub-byte integers (s2/s4, u2/u4) are stored one per `i8`/`u8`, and
//! the f8/f4 types are stored as their raw bit patterns in a `u8` (the element type says which
//! format). Equality and hashing compare float bit patterns, so NaN == NaN and 0.0 != -0.0:
//! literals are equal when they are the same bits, which is what CSE and caching need.

use crate::shape::{ArrayShape, Shape};
use crate::types::PrimitiveType;
use half::{bf16, f16};
use num_complex::{Complex32, Complex64};
use std::hash::{Hash, Hasher};

/// Typed element storage.
#[derive(Clone, Debug)]
pub enum ArrayData {
    Pred(Vec<bool>),
    S8(Vec<i8>),
    S16(Vec<i16>),
    S32(Vec<i32>),
    S64(Vec<i64>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F16(Vec<f16>),
    BF16(Vec<bf16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    C64(Vec<Complex32>),
    C128(Vec<Complex64>),
}

/// Applies `$body` with `$v` bound to the vector inside any `ArrayData` variant.
#[macro_export]
macro_rules! with_array_data {
    ($data:expr, $v:ident => $body:expr) => {
        match $data {
            $crate::literal::ArrayData::Pred($v) => $body,
            $crate::literal::ArrayData::S8($v) => $body,
            $crate::literal::ArrayData::S16($v) => $body,
            $crate::literal::ArrayData::S32($v) => $body,
            $crate::literal::ArrayData::S64($v) => $body,
            $crate::literal::ArrayData::U8($v) => $body,
            $crate::literal::ArrayData::U16($v) => $body,
            $crate::literal::ArrayData::U32($v) => $body,
            $crate::literal::ArrayData::U64($v) => $body,
            $crate::literal::ArrayData::F16($v) => $body,
            $crate::literal::ArrayData::BF16($v) => $body,
            $crate::literal::ArrayData::F32($v) => $body,
            $crate::literal::ArrayData::F64($v) => $body,
            $crate::literal::ArrayData::C64($v) => $body,
            $crate::literal::ArrayData::C128($v) => $body,
        }
    };
}

impl ArrayData {
    /// Zero-filled storage for `n` elements of type `ty`; `None` for non-array types.
    pub fn zeros(ty: PrimitiveType, n: usize) -> Option<ArrayData> {
        use PrimitiveType::*;
        Some(match ty {
            Pred => ArrayData::Pred(vec![false; n]),
            S2 | S4 | S8 => ArrayData::S8(vec![0; n]),
            S16 => ArrayData::S16(vec![0; n]),
            S32 => ArrayData::S32(vec![0; n]),
            S64 => ArrayData::S64(vec![0; n]),
            U2 | U4 | U8 => ArrayData::U8(vec![0; n]),
            U16 => ArrayData::U16(vec![0; n]),
            U32 => ArrayData::U32(vec![0; n]),
            U64 => ArrayData::U64(vec![0; n]),
            F16 => ArrayData::F16(vec![f16::ZERO; n]),
            BF16 => ArrayData::BF16(vec![bf16::ZERO; n]),
            F32 => ArrayData::F32(vec![0.0; n]),
            F64 => ArrayData::F64(vec![0.0; n]),
            C64 => ArrayData::C64(vec![Complex32::new(0.0, 0.0); n]),
            C128 => ArrayData::C128(vec![Complex64::new(0.0, 0.0); n]),
            t if t.is_f8() => ArrayData::U8(vec![0; n]),
            _ => return None,
        })
    }

    pub fn len(&self) -> usize {
        with_array_data!(self, v => v.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The storage type this variant holds, as a name (for error messages).
    pub fn storage_name(&self) -> &'static str {
        match self {
            ArrayData::Pred(_) => "pred",
            ArrayData::S8(_) => "s8",
            ArrayData::S16(_) => "s16",
            ArrayData::S32(_) => "s32",
            ArrayData::S64(_) => "s64",
            ArrayData::U8(_) => "u8",
            ArrayData::U16(_) => "u16",
            ArrayData::U32(_) => "u32",
            ArrayData::U64(_) => "u64",
            ArrayData::F16(_) => "f16",
            ArrayData::BF16(_) => "bf16",
            ArrayData::F32(_) => "f32",
            ArrayData::F64(_) => "f64",
            ArrayData::C64(_) => "c64",
            ArrayData::C128(_) => "c128",
        }
    }

    /// Whether this storage variant is the one used for element type `ty`.
    pub fn matches_type(&self, ty: PrimitiveType) -> bool {
        ArrayData::zeros(ty, 0)
            .map(|z| std::mem::discriminant(&z) == std::mem::discriminant(self))
            .unwrap_or(false)
    }

    /// Feeds the exact bits of every element to `state`.
    fn hash_bits<H: Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            ArrayData::Pred(v) => v.hash(state),
            ArrayData::S8(v) => v.hash(state),
            ArrayData::S16(v) => v.hash(state),
            ArrayData::S32(v) => v.hash(state),
            ArrayData::S64(v) => v.hash(state),
            ArrayData::U8(v) => v.hash(state),
            ArrayData::U16(v) => v.hash(state),
            ArrayData::U32(v) => v.hash(state),
            ArrayData::U64(v) => v.hash(state),
            ArrayData::F16(v) => v.iter().for_each(|x| x.to_bits().hash(state)),
            ArrayData::BF16(v) => v.iter().for_each(|x| x.to_bits().hash(state)),
            ArrayData::F32(v) => v.iter().for_each(|x| x.to_bits().hash(state)),
            ArrayData::F64(v) => v.iter().for_each(|x| x.to_bits().hash(state)),
            ArrayData::C64(v) => v
                .iter()
                .for_each(|x| (x.re.to_bits(), x.im.to_bits()).hash(state)),
            ArrayData::C128(v) => v
                .iter()
                .for_each(|x| (x.re.to_bits(), x.im.to_bits()).hash(state)),
        }
    }

    fn bits_equal(&self, other: &ArrayData) -> bool {
        fn eq_by<T, K: PartialEq>(a: &[T], b: &[T], key: impl Fn(&T) -> K) -> bool {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| key(x) == key(y))
        }
        match (self, other) {
            (ArrayData::Pred(a), ArrayData::Pred(b)) => a == b,
            (ArrayData::S8(a), ArrayData::S8(b)) => a == b,
            (ArrayData::S16(a), ArrayData::S16(b)) => a == b,
            (ArrayData::S32(a), ArrayData::S32(b)) => a == b,
            (ArrayData::S64(a), ArrayData::S64(b)) => a == b,
            (ArrayData::U8(a), ArrayData::U8(b)) => a == b,
            (ArrayData::U16(a), ArrayData::U16(b)) => a == b,
            (ArrayData::U32(a), ArrayData::U32(b)) => a == b,
            (ArrayData::U64(a), ArrayData::U64(b)) => a == b,
            (ArrayData::F16(a), ArrayData::F16(b)) => eq_by(a, b, |x| x.to_bits()),
            (ArrayData::BF16(a), ArrayData::BF16(b)) => eq_by(a, b, |x| x.to_bits()),
            (ArrayData::F32(a), ArrayData::F32(b)) => eq_by(a, b, |x| x.to_bits()),
            (ArrayData::F64(a), ArrayData::F64(b)) => eq_by(a, b, |x| x.to_bits()),
            (ArrayData::C64(a), ArrayData::C64(b)) => {
                eq_by(a, b, |x| (x.re.to_bits(), x.im.to_bits()))
            }
            (ArrayData::C128(a), ArrayData::C128(b)) => {
                eq_by(a, b, |x| (x.re.to_bits(), x.im.to_bits()))
            }
            _ => false,
        }
    }
}

/// An array value: element type, dimensions, and row-major data.
#[derive(Clone, Debug)]
pub struct ArrayLiteral {
    pub ty: PrimitiveType,
    pub dims: Vec<i64>,
    pub data: ArrayData,
}

impl ArrayLiteral {
    /// Builds an array literal, checking that the storage matches the type and the element count.
    pub fn new(ty: PrimitiveType, dims: Vec<i64>, data: ArrayData) -> Result<ArrayLiteral, String> {
        if !data.matches_type(ty) {
            return Err(format!(
                "{} data cannot hold elements of type {ty}",
                data.storage_name()
            ));
        }
        let count = element_count(&dims)?;
        if data.len() != count {
            return Err(format!(
                "{ty}{dims:?} needs {count} elements, got {}",
                data.len()
            ));
        }
        Ok(ArrayLiteral { ty, dims, data })
    }

    /// A zero-filled array (`false` for pred).
    pub fn zeros(ty: PrimitiveType, dims: Vec<i64>) -> Result<ArrayLiteral, String> {
        let count = element_count(&dims)?;
        let data =
            ArrayData::zeros(ty, count).ok_or_else(|| format!("{ty} is not an array type"))?;
        Ok(ArrayLiteral { ty, dims, data })
    }

    pub fn element_count(&self) -> usize {
        self.data.len()
    }

    pub fn shape(&self) -> ArrayShape {
        ArrayShape::new(self.ty, self.dims.clone())
    }
}

/// Product of `dims` as a `usize`, rejecting negative sizes and overflow.
pub fn element_count(dims: &[i64]) -> Result<usize, String> {
    dims.iter().try_fold(1usize, |acc, &d| {
        let d = usize::try_from(d).map_err(|_| format!("negative dimension size {d}"))?;
        acc.checked_mul(d)
            .ok_or_else(|| format!("dimensions {dims:?} have too many elements"))
    })
}

impl PartialEq for ArrayLiteral {
    fn eq(&self, other: &Self) -> bool {
        self.ty == other.ty && self.dims == other.dims && self.data.bits_equal(&other.data)
    }
}
impl Eq for ArrayLiteral {}
impl Hash for ArrayLiteral {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.ty.hash(state);
        self.dims.hash(state);
        self.data.hash_bits(state);
    }
}

/// Any HLO value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Literal {
    Array(ArrayLiteral),
    Tuple(Vec<Literal>),
    Token,
}

impl Literal {
    /// The shape of this value (default layouts).
    pub fn shape(&self) -> Shape {
        match self {
            Literal::Array(a) => Shape::Array(a.shape()),
            Literal::Tuple(elems) => Shape::Tuple(elems.iter().map(Literal::shape).collect()),
            Literal::Token => Shape::Token,
        }
    }

    pub fn as_array(&self) -> Option<&ArrayLiteral> {
        match self {
            Literal::Array(a) => Some(a),
            _ => None,
        }
    }

    /// A scalar literal from a typed value.
    pub fn scalar(data: ArrayData, ty: PrimitiveType) -> Result<Literal, String> {
        ArrayLiteral::new(ty, vec![], data).map(Literal::Array)
    }

    /// The tuple's elements flattened depth-first; an array or token is its own only leaf.
    pub fn into_leaves(self) -> Vec<Literal> {
        match self {
            Literal::Tuple(elems) => elems.into_iter().flat_map(Literal::into_leaves).collect(),
            other => vec![other],
        }
    }
}
