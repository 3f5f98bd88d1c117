//! Inputs for `kiln run`: read from `.npy` files, or generated from a seed.
//!
//! Generated inputs follow `xla_bench.py`'s conventions so both tools see similar data:
//! floats ~ N(0, 1) * 0.5, integers uniform in [0, int_high) (from the module's sidecar
//! `.json` when it has `int_high`, else 4, so index-like parameters stay in range), pred ~ 1/2.

use half::{bf16, f16};
use kiln_hlo::{ArrayData, ArrayLiteral, ArrayShape, Literal, Module, PrimitiveType, Shape};
use num_complex::{Complex32, Complex64};
use std::path::{Path, PathBuf};

/// A small, fast, seedable generator (SplitMix64).
struct SplitMix64(u64);

impl SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Standard normal (Box-Muller).
    fn normal(&mut self) -> f64 {
        let u1 = self.next_f64().max(f64::MIN_POSITIVE);
        let u2 = self.next_f64();
        (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
    }
}

/// Reads `int_high` from `<model>.json` next to the model, if there is one.
pub fn sidecar_int_high(model: &Path) -> Option<i64> {
    let json_path: PathBuf = model.with_extension("json");
    let text = std::fs::read_to_string(json_path).ok()?;
    let value: serde_json::Value = serde_json::from_str(&text).ok()?;
    value.get("int_high")?.as_i64()
}

/// Seeded random inputs for every entry parameter.
pub fn random_inputs(module: &Module, seed: u64, int_high: i64) -> Result<Vec<Literal>, String> {
    let mut rng = SplitMix64(seed);
    let entry = module.entry_computation();
    entry
        .parameters
        .iter()
        .map(|&p| random_literal(&entry.instr(p).shape, &mut rng, int_high))
        .collect()
}

fn random_literal(shape: &Shape, rng: &mut SplitMix64, int_high: i64) -> Result<Literal, String> {
    match shape {
        Shape::Array(a) => random_array(a, rng, int_high).map(Literal::Array),
        Shape::Tuple(elems) => elems
            .iter()
            .map(|e| random_literal(e, rng, int_high))
            .collect::<Result<Vec<_>, _>>()
            .map(Literal::Tuple),
        Shape::Token => Ok(Literal::Token),
    }
}

fn random_array(
    shape: &ArrayShape,
    rng: &mut SplitMix64,
    int_high: i64,
) -> Result<ArrayLiteral, String> {
    use PrimitiveType::*;
    let n = kiln_hlo::literal::element_count(&shape.dims)?;
    let high = int_high.max(1) as u64;
    let ints = |rng: &mut SplitMix64| (rng.next_u64() % high) as i64;
    let data = match shape.ty {
        Pred => ArrayData::Pred((0..n).map(|_| rng.next_u64() & 1 == 1).collect()),
        S2 | S4 | S8 => ArrayData::S8(
            (0..n)
                .map(|_| ints(rng).min(i8::MAX as i64) as i8)
                .collect(),
        ),
        S16 => ArrayData::S16((0..n).map(|_| ints(rng) as i16).collect()),
        S32 => ArrayData::S32((0..n).map(|_| ints(rng) as i32).collect()),
        S64 => ArrayData::S64((0..n).map(|_| ints(rng)).collect()),
        U2 | U4 | U8 => ArrayData::U8((0..n).map(|_| ints(rng) as u8).collect()),
        U16 => ArrayData::U16((0..n).map(|_| ints(rng) as u16).collect()),
        U32 => ArrayData::U32((0..n).map(|_| ints(rng) as u32).collect()),
        U64 => ArrayData::U64((0..n).map(|_| ints(rng) as u64).collect()),
        F16 => ArrayData::F16((0..n).map(|_| f16::from_f64(rng.normal() * 0.5)).collect()),
        BF16 => ArrayData::BF16((0..n).map(|_| bf16::from_f64(rng.normal() * 0.5)).collect()),
        F32 => ArrayData::F32((0..n).map(|_| (rng.normal() * 0.5) as f32).collect()),
        F64 => ArrayData::F64((0..n).map(|_| rng.normal() * 0.5).collect()),
        C64 => ArrayData::C64(
            (0..n)
                .map(|_| Complex32::new((rng.normal() * 0.5) as f32, (rng.normal() * 0.5) as f32))
                .collect(),
        ),
        C128 => ArrayData::C128(
            (0..n)
                .map(|_| Complex64::new(rng.normal() * 0.5, rng.normal() * 0.5))
                .collect(),
        ),
        other => return Err(format!("cannot generate random inputs of type {other}")),
    };
    ArrayLiteral::new(shape.ty, shape.dims.clone(), data)
}
