//! Element types: every primitive type XLA's text format names.

use std::fmt;

/// The element type of an array, or the marker for tuples and tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PrimitiveType {
    Pred,
    S2,
    S4,
    S8,
    S16,
    S32,
    S64,
    U2,
    U4,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
    C64,
    C128,
    F4E2M1FN,
    F8E3M4,
    F8E4M3,
    F8E4M3FN,
    F8E4M3B11FNUZ,
    F8E4M3FNUZ,
    F8E5M2,
    F8E5M2FNUZ,
    F8E8M0FNU,
    Token,
    Tuple,
    Opaque,
}

use PrimitiveType::*;

/// (type, text name) for every type; the text name is what HLO text spells.
const NAMES: &[(PrimitiveType, &str)] = &[
    (Pred, "pred"),
    (S2, "s2"),
    (S4, "s4"),
    (S8, "s8"),
    (S16, "s16"),
    (S32, "s32"),
    (S64, "s64"),
    (U2, "u2"),
    (U4, "u4"),
    (U8, "u8"),
    (U16, "u16"),
    (U32, "u32"),
    (U64, "u64"),
    (F16, "f16"),
    (BF16, "bf16"),
    (F32, "f32"),
    (F64, "f64"),
    (C64, "c64"),
    (C128, "c128"),
    (F4E2M1FN, "f4e2m1fn"),
    (F8E3M4, "f8e3m4"),
    (F8E4M3, "f8e4m3"),
    (F8E4M3FN, "f8e4m3fn"),
    (F8E4M3B11FNUZ, "f8e4m3b11fnuz"),
    (F8E4M3FNUZ, "f8e4m3fnuz"),
    (F8E5M2, "f8e5m2"),
    (F8E5M2FNUZ, "f8e5m2fnuz"),
    (F8E8M0FNU, "f8e8m0fnu"),
    (Token, "token"),
    (Tuple, "tuple"),
    (Opaque, "opaque"),
];

impl PrimitiveType {
    /// The HLO text name (`f32`, `pred`, ...).
    pub const fn name(self) -> &'static str {
        NAMES[self as usize].1
    }

    /// Every type, indexed by its discriminant (`ty as usize`). Building it checks, when Kiln
    /// is compiled, that [`NAMES`] lists every type in declaration order, which
    /// [`PrimitiveType::name`] relies on.
    pub const BY_DISCRIMINANT: [PrimitiveType; NAMES.len()] = {
        assert!(
            NAMES.len() == Opaque as usize + 1,
            "NAMES must list every type"
        );
        let mut table = [Pred; NAMES.len()];
        let mut i = 0;
        while i < NAMES.len() {
            assert!(
                NAMES[i].0 as usize == i,
                "NAMES must follow the declaration order"
            );
            table[i] = NAMES[i].0;
            i += 1;
        }
        table
    };

    /// Parses an HLO text type name; `None` if it is not one.
    pub fn from_name(name: &str) -> Option<PrimitiveType> {
        NAMES.iter().find(|(_, n)| *n == name).map(|(t, _)| *t)
    }

    /// Every type, in declaration order.
    pub fn all() -> impl Iterator<Item = PrimitiveType> {
        NAMES.iter().map(|(t, _)| *t)
    }

    pub fn is_array_type(self) -> bool {
        !matches!(self, Token | Tuple | Opaque)
    }

    pub fn is_signed_int(self) -> bool {
        matches!(self, S2 | S4 | S8 | S16 | S32 | S64)
    }

    pub fn is_unsigned_int(self) -> bool {
        matches!(self, U2 | U4 | U8 | U16 | U32 | U64)
    }

    pub fn is_integral(self) -> bool {
        self.is_signed_int() || self.is_unsigned_int()
    }

    pub fn is_f8(self) -> bool {
        matches!(
            self,
            F4E2M1FN
                | F8E3M4
                | F8E4M3
                | F8E4M3FN
                | F8E4M3B11FNUZ
                | F8E4M3FNUZ
                | F8E5M2
                | F8E5M2FNUZ
                | F8E8M0FNU
        )
    }

    /// Real floating point types (not complex).
    pub fn is_float(self) -> bool {
        matches!(self, F16 | BF16 | F32 | F64) || self.is_f8()
    }

    pub fn is_complex(self) -> bool {
        matches!(self, C64 | C128)
    }

    /// Width of one element in bits (0 for tuple, token, opaque).
    pub fn bit_width(self) -> u32 {
        match self {
            Pred => 8,
            S2 | U2 => 2,
            S4 | U4 | F4E2M1FN => 4,
            S8 | U8 => 8,
            S16 | U16 | F16 | BF16 => 16,
            S32 | U32 | F32 => 32,
            S64 | U64 | F64 | C64 => 64,
            C128 => 128,
            Token | Tuple | Opaque => 0,
            _ => 8, // the f8 types
        }
    }

    /// Size in bytes of one element as Kiln stores it in memory (sub-byte types take a byte).
    pub fn byte_size(self) -> usize {
        (self.bit_width() as usize).div_ceil(8)
    }

    /// The real component type of a complex type (`c64` -> `f32`), else the type itself.
    pub fn component_type(self) -> PrimitiveType {
        match self {
            C64 => F32,
            C128 => F64,
            t => t,
        }
    }
}

impl fmt::Display for PrimitiveType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
