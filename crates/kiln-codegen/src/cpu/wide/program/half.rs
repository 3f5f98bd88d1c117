//! f16 and bf16 conversions of tile programs, one value at a time: `cpu::convert`'s
//! arithmetic (`half_to_f32`, `f32_to_f16`, `f32_to_bf16`) written out in Rust, for the
//! reference evaluation and as the tests' oracle for the sixteen-lane forms (`x86::half`).

use super::Half;

/// f16/bf16 bits to f32, exactly. An f16 subnormal becomes a normal f32; a NaN keeps its
/// sign and payload (a signalling NaN stays signalling).
pub(super) fn widen(h: Half, bits: u16) -> f32 {
    let h32 = bits as u32;
    if h == Half::BF16 {
        return f32::from_bits(h32 << 16);
    }
    let sign = (h32 & 0x8000) << 16;
    let em = h32 & 0x7fff;
    let r = if em >= 0x7c00 {
        em << 13 | 0x7f80_0000
    } else if em < 0x400 {
        // Exact: at most 10 significant bits.
        (em as f32 * f32::from_bits(0x3380_0000)).to_bits()
    } else {
        (em << 13) + ((127 - 15) << 23)
    };
    f32::from_bits(r | sign)
}

/// f32 to f16/bf16 bits, round to nearest even; a NaN stays NaN (quiet: f16 keeps the top
/// ten payload bits, bf16 the top seven).
pub(super) fn narrow(h: Half, x: f32) -> u16 {
    let xb = x.to_bits();
    if h == Half::BF16 {
        let abs = xb & 0x7fff_ffff;
        if abs > 0x7f80_0000 {
            return (xb >> 16 | 0x40) as u16;
        }
        let lsb = (xb >> 16) & 1;
        return (xb.wrapping_add(0x7fff + lsb) >> 16) as u16;
    }
    let sign = xb & 0x8000_0000;
    let f = xb ^ sign;
    let r = if f > 0x7f80_0000 {
        (f >> 13) & 0x3ff | 0x7e00
    } else if f >= 0x4780_0000 {
        0x7c00
    } else if f < 0x3880_0000 {
        // The f32 adder rounds at f16's subnormal ulp (2^-24) once 0.5 is added.
        let v = f32::from_bits(f) + 0.5;
        v.to_bits() - 0x3f00_0000
    } else {
        let odd = (f >> 13) & 1;
        (f - ((127 - 15) << 23) + 0xfff + odd) >> 13
    };
    (r | sign >> 16) as u16
}

/// `x` rounded to `h` and back.
pub(super) fn round(h: Half, x: f32) -> f32 {
    widen(h, narrow(h, x))
}
