//! `rng-bit-generator`: counter-based random bits, exactly as XLA expands the op
//! (`rng_bit_generator_expander.cc` with the generators of `hlo/builder/lib/prng.cc`).
//!
//! The state is a u64 vector whose element 0 is the key. ThreeFry-2x32 (20 rounds) uses
//! element 1 as a 64-bit counter; Philox-4x32 (10 rounds) uses elements 1 and 2 as a 128-bit
//! counter (low word first), or for a 2-element state the reversed state `[s1, s0]`, of which
//! only the low word is returned. `rng_default` is Philox, as on XLA:CPU. The result is
//! `(new state, bits)`; types narrower than 32 bits take the low bits of 32-bit draws.

use crate::util::{array, from_le_bytes};
use crate::OpResult;
use kiln_hlo::{
    ArrayData, ArrayLiteral, Instruction, Literal, PrimitiveType, RandomDistribution, RngAlgorithm,
    Shape,
};
use std::sync::atomic::Ordering;

/// `rng(a, b), distribution=rng_uniform|rng_normal`: uniform in `[a, b)` (floats; integers
/// too, with `b > a`) or normal with mean `a` and standard deviation `b` (floats).
///
/// XLA leaves the generator implementation-defined (XLA:CPU expands the op with a seed of
/// its own), so no program can depend on the exact numbers; Kiln draws Philox-4x32 bits keyed
/// by the instruction's name and the evaluator's draw count: every draw (every loop
/// iteration) gives new numbers, as XLA's stateful `rng` does, and a fresh evaluator of the
/// same module (a rerun, or the module before and after an optimization that keeps the
/// name) draws the same ones. The numbers differ from XLA's; the distribution is the one
/// asked for.
pub(crate) fn rng(ev: &crate::Evaluator, instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let (a, b) = match ops {
        [a, b] => (array(a)?, array(b)?),
        _ => return Err(format!("rng takes 2 operands, got {}", ops.len()).into()),
    };
    let Shape::Array(shape) = &instr.shape else {
        return Err("rng returns an array".into());
    };
    let ty = shape.ty;
    let distribution = instr
        .attrs
        .distribution
        .ok_or("rng needs distribution=rng_uniform or rng_normal")?;
    let a = scalar_f64(a)?;
    let b = scalar_f64(b)?;
    let n = element_count(&shape.dims)?;
    let draw = ev.rng_draws.fetch_add(1, Ordering::Relaxed);
    let name = instr.name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    });
    let key = split(name ^ draw.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    // Two uniform numbers in [0, 1) with 53 random bits each per Philox block.
    let unit = |i: usize| -> [f64; 2] {
        let r = philox4x32(key, [i as u32, (i as u64 >> 32) as u32, 0, 0]);
        let to_unit = |hi: u32, lo: u32| (join(lo, hi) >> 11) as f64 / (1u64 << 53) as f64;
        [to_unit(r[0], r[1]), to_unit(r[2], r[3])]
    };
    let values: Vec<f64> = match distribution {
        RandomDistribution::Uniform if ty.is_float() => (0..n)
            .map(|i| {
                let v = a + (b - a) * unit(i)[0];
                // Rounding to the result type must not reach `b`.
                if v >= b {
                    a
                } else {
                    v
                }
            })
            .collect(),
        RandomDistribution::Uniform if ty.is_integral() => {
            let span = (b - a).max(1.0);
            (0..n)
                .map(|i| a + (unit(i)[0] * span).floor().min(span - 1.0))
                .collect()
        }
        RandomDistribution::Normal if ty.is_float() => (0..n)
            .map(|i| {
                let [u, v] = unit(i);
                let radius = (-2.0 * (1.0 - u).ln()).sqrt();
                a + b * radius * (std::f64::consts::TAU * v).cos()
            })
            .collect(),
        _ => {
            return Err(format!(
                "rng cannot draw {ty} values from distribution={}",
                distribution.text()
            )
            .into())
        }
    };
    let wide = ArrayLiteral::new(
        PrimitiveType::F64,
        shape.dims.clone(),
        ArrayData::F64(values),
    )?;
    let data = if ty == PrimitiveType::F64 {
        wide.data
    } else if ty.is_float() {
        crate::elementwise::convert::convert(&wide, ty)?
    } else {
        let ints: Vec<i64> = match &wide.data {
            ArrayData::F64(v) => v.iter().map(|&x| x as i64).collect(),
            _ => unreachable!("built as f64"),
        };
        let ints = ArrayLiteral::new(PrimitiveType::S64, shape.dims.clone(), ArrayData::S64(ints))?;
        crate::elementwise::convert::convert(&ints, ty)?
    };
    Ok(Literal::Array(ArrayLiteral::new(
        ty,
        shape.dims.clone(),
        data,
    )?))
}

fn scalar_f64(x: &ArrayLiteral) -> Result<f64, String> {
    let one = ArrayLiteral::new(x.ty, vec![], x.data.clone())
        .map_err(|_| format!("rng bounds must be scalars, got {}", x.shape()))?;
    match crate::elementwise::convert::convert(&one, PrimitiveType::F64)? {
        ArrayData::F64(v) if v.len() == 1 => Ok(v[0]),
        _ => Err("rng bounds must be scalars".into()),
    }
}

pub(crate) fn rng_bit_generator(instr: &Instruction, ops: &[&Literal]) -> OpResult {
    let state = array(ops.first().ok_or("missing operand 0")?)?;
    let ArrayData::U64(state) = &state.data else {
        return Err(format!("the rng state must be u64, got {}", state.ty).into());
    };
    let (state_shape, data_shape) = match &instr.shape {
        Shape::Tuple(parts) => match parts.as_slice() {
            [Shape::Array(s), Shape::Array(d)] => (s, d),
            _ => return Err("rng-bit-generator returns (state, data)".into()),
        },
        _ => return Err("rng-bit-generator returns (state, data)".into()),
    };
    let algorithm = match instr.attrs.algorithm.as_deref() {
        None => RngAlgorithm::Default,
        Some(a) => {
            RngAlgorithm::from_text(a).ok_or_else(|| format!("unknown rng algorithm `{a}`"))?
        }
    };
    let width = match data_shape.ty.bit_width() {
        w @ (8 | 16 | 32 | 64)
            if data_shape.ty != PrimitiveType::Pred && !data_shape.ty.is_complex() =>
        {
            w
        }
        _ => return Err(format!("rng-bit-generator cannot produce {}", data_shape.ty).into()),
    };
    let (new_state, bits) = match algorithm {
        RngAlgorithm::ThreeFry => three_fry(state, &data_shape.dims, width)?,
        RngAlgorithm::Philox | RngAlgorithm::Default => philox(state, &data_shape.dims, width)?,
    };
    if new_state.len() != state.len() || state_shape.dims != [state.len() as i64] {
        return Err(format!("the rng state must stay u64[{}]", new_state.len()).into());
    }
    let bytes: Vec<u8> = bits
        .iter()
        .flat_map(|b| b.to_le_bytes()[..width as usize / 8].to_vec())
        .collect();
    let data = from_le_bytes(data_shape.ty, &bytes)?;
    let state_lit = ArrayLiteral::new(
        PrimitiveType::U64,
        state_shape.dims.clone(),
        ArrayData::U64(new_state),
    )?;
    let data_lit = ArrayLiteral::new(data_shape.ty, data_shape.dims.clone(), data)?;
    Ok(Literal::Tuple(vec![
        Literal::Array(state_lit),
        Literal::Array(data_lit),
    ]))
}

fn split(x: u64) -> [u32; 2] {
    [x as u32, (x >> 32) as u32]
}

fn join(lo: u32, hi: u32) -> u64 {
    lo as u64 | (hi as u64) << 32
}

/// Threefry-2x32 with 20 rounds (Salmon et al., SC 2011).
pub(crate) fn threefry2x32(key: [u32; 2], input: [u32; 2]) -> [u32; 2] {
    const ROTATIONS: [u32; 8] = [13, 15, 26, 6, 17, 29, 16, 24];
    let ks = [key[0], key[1], 0x1BD1_1BDA ^ key[0] ^ key[1]];
    let mut x = [input[0].wrapping_add(ks[0]), input[1].wrapping_add(ks[1])];
    for block in 0..5u32 {
        let rotations = if block % 2 == 0 {
            &ROTATIONS[..4]
        } else {
            &ROTATIONS[4..]
        };
        for &r in rotations {
            x[0] = x[0].wrapping_add(x[1]);
            x[1] = x[1].rotate_left(r) ^ x[0];
        }
        let i = block as usize + 1;
        x[0] = x[0].wrapping_add(ks[i % 3]);
        x[1] = x[1].wrapping_add(ks[(i + 1) % 3]).wrapping_add(i as u32);
    }
    x
}

/// Philox-4x32 with 10 rounds.
pub(crate) fn philox4x32(mut key: [u32; 2], mut x: [u32; 4]) -> [u32; 4] {
    for _ in 0..10 {
        let p0 = x[0] as u64 * 0xD251_1F53;
        let p1 = x[2] as u64 * 0xCD9E_8D57;
        x = [
            (p1 >> 32) as u32 ^ x[1] ^ key[0],
            p1 as u32,
            (p0 >> 32) as u32 ^ x[3] ^ key[1],
            p0 as u32,
        ];
        key = [
            key[0].wrapping_add(0x9E37_79B9),
            key[1].wrapping_add(0xBB67_AE85),
        ];
    }
    x
}

fn element_count(dims: &[i64]) -> Result<usize, String> {
    kiln_hlo::literal::element_count(dims)
}

/// ThreeFry bits: 64-bit draws use both output words of counter `state + i`; narrower draws
/// split the shape in halves along one dimension and fill it from the two output words.
fn three_fry(state: &[u64], dims: &[i64], width: u32) -> Result<(Vec<u64>, Vec<u64>), String> {
    let [key, counter] = state else {
        return Err(format!(
            "rng_three_fry needs a u64[2] state, got {} elements",
            state.len()
        ));
    };
    let key = split(*key);
    if width == 64 {
        let n = element_count(dims)?;
        let bits = (0..n as u64)
            .map(|i| {
                let [lo, hi] = threefry2x32(key, split(counter.wrapping_add(i)));
                join(lo, hi)
            })
            .collect();
        return Ok((
            vec![join(key[0], key[1]), counter.wrapping_add(n as u64)],
            bits,
        ));
    }
    let (half_dims, split_dim) = split_in_halves(dims);
    let halves = element_count(&half_dims)?;
    let draws: Vec<[u32; 2]> = (0..halves as u64)
        .map(|i| threefry2x32(key, split(counter.wrapping_add(i))))
        .collect();
    let mut bits = Vec::with_capacity(element_count(dims)?);
    crate::util::for_each_index(dims, |idx, _| {
        let mut half = idx.to_vec();
        let (k, which) = match split_dim {
            Some(s) => (idx[s] / 2, (idx[s] % 2) as usize),
            None => (0, 0),
        };
        if let Some(s) = split_dim {
            half[s] = k;
        }
        let linear = crate::util::linear(&half, &crate::util::strides(&half_dims));
        bits.push(draws[linear][which] as u64);
    });
    Ok((
        vec![join(key[0], key[1]), counter.wrapping_add(halves as u64)],
        bits,
    ))
}

/// The shape ThreeFry draws for: the first even dimension (else the largest) halved,
/// rounded up. Returns the halved dims and that dimension (`None` for a scalar).
fn split_in_halves(dims: &[i64]) -> (Vec<i64>, Option<usize>) {
    if dims.is_empty() {
        return (vec![1], None);
    }
    let s = dims.iter().position(|d| d % 2 == 0).unwrap_or_else(|| {
        // The first of the largest dimensions.
        let max = dims.iter().copied().max().unwrap_or(0);
        dims.iter().position(|&d| d == max).unwrap_or(0)
    });
    let mut half = dims.to_vec();
    half[s] = (dims[s] + 1) / 2;
    (half, Some(s))
}

/// Philox bits: counters `c + i` for i < ceil(words / 4) give four 32-bit words each, taken
/// in order (64-bit values pair words 0,1 and 2,3).
fn philox(state: &[u64], dims: &[i64], width: u32) -> Result<(Vec<u64>, Vec<u64>), String> {
    let (key, counter) = match state {
        [k, lo, hi] => (*k, (*lo, *hi)),
        [k, s1] => (*k, (*s1, *k)),
        _ => {
            return Err(format!(
                "rng_philox needs a u64[2] or u64[3] state, got {} elements",
                state.len()
            ))
        }
    };
    let n = element_count(dims)?;
    let words = if width == 64 { 2 * n } else { n };
    let blocks = words.div_ceil(4) as u64;
    let counter = (counter.1 as u128) << 64 | counter.0 as u128;
    let pkey = split(key);
    let mut out = Vec::with_capacity(blocks as usize * 4);
    for i in 0..blocks {
        let c = counter.wrapping_add(i as u128);
        let (lo, hi) = (split(c as u64), split((c >> 64) as u64));
        out.extend(philox4x32(pkey, [lo[0], lo[1], hi[0], hi[1]]));
    }
    let bits: Vec<u64> = if width == 64 {
        out.chunks(2).take(n).map(|w| join(w[0], w[1])).collect()
    } else {
        out.iter().take(n).map(|&w| w as u64).collect()
    };
    let next = counter.wrapping_add(blocks as u128);
    let new_state = match state.len() {
        3 => vec![key, next as u64, (next >> 64) as u64],
        _ => vec![key, next as u64],
    };
    Ok((new_state, bits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_answers() {
        // Random123's known-answer tests for threefry2x32_20 and philox4x32_10.
        assert_eq!(threefry2x32([0, 0], [0, 0]), [0x6b20_0159, 0x99ba_4efe]);
        assert_eq!(
            threefry2x32([0xffff_ffff, 0xffff_ffff], [0xffff_ffff, 0xffff_ffff]),
            [0x1cb9_96fc, 0xbb00_2be7]
        );
        assert_eq!(
            philox4x32([0, 0], [0, 0, 0, 0]),
            [0x6627_e8d5, 0xe169_c58d, 0xbc57_ac4c, 0x9b00_dbd8]
        );
        assert_eq!(
            philox4x32([0xffff_ffff, 0xffff_ffff], [0xffff_ffff; 4]),
            [0x408f_276d, 0x41c8_3b0e, 0xa20b_c7c6, 0x6d54_51fd]
        );
    }

    #[test]
    fn halving_picks_the_first_even_dimension() {
        assert_eq!(split_in_halves(&[3, 4]), (vec![3, 2], Some(1)));
        assert_eq!(split_in_halves(&[3, 5]), (vec![3, 3], Some(1)));
        assert_eq!(split_in_halves(&[]), (vec![1], None));
    }

    fn draw(ty: &str, distribution: &str, a: &str, b: &str, n: usize) -> Vec<f64> {
        let text = format!(
            "HloModule m\nENTRY e {{\n  a = {ty}[] constant({a})\n  b = {ty}[] constant({b})\n  ROOT r = {ty}[{n}] rng(a, b), distribution={distribution}\n}}\n"
        );
        let module = kiln_hlo::parse_module(&text).expect("parse");
        let out = crate::Evaluator::new(&module).run(&[]).expect("run");
        let wide =
            crate::elementwise::convert::convert(out.as_array().unwrap(), PrimitiveType::F64);
        match wide.unwrap() {
            ArrayData::F64(v) => v,
            _ => unreachable!(),
        }
    }

    fn mean_and_deviation(v: &[f64]) -> (f64, f64) {
        let mean = v.iter().sum::<f64>() / v.len() as f64;
        let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / v.len() as f64;
        (mean, var.sqrt())
    }

    #[test]
    fn rng_draws_the_distribution_asked_for() {
        let u = draw("f32", "rng_uniform", "-1", "3", 20000);
        assert!(u.iter().all(|&x| (-1.0..3.0).contains(&x)));
        let (mean, dev) = mean_and_deviation(&u);
        assert!(
            (mean - 1.0).abs() < 0.05 && (dev - 4.0 / 12f64.sqrt()).abs() < 0.05,
            "{mean} {dev}"
        );
        let k = draw("s32", "rng_uniform", "5", "9", 20000);
        assert!(k
            .iter()
            .all(|&x| x.fract() == 0.0 && (5.0..9.0).contains(&x)));
        for value in 5..9 {
            let share = k.iter().filter(|&&x| x == value as f64).count() as f64 / k.len() as f64;
            assert!((share - 0.25).abs() < 0.02, "{value}: {share}");
        }
        let g = draw("f64", "rng_normal", "2", "0.5", 20000);
        let (mean, dev) = mean_and_deviation(&g);
        assert!(
            (mean - 2.0).abs() < 0.02 && (dev - 0.5).abs() < 0.02,
            "{mean} {dev}"
        );
    }

    #[test]
    fn every_draw_of_an_evaluator_is_new_and_fresh_evaluators_repeat() {
        let text = "HloModule m\nENTRY e {\n  a = f32[] constant(0)\n  b = f32[] constant(1)\n  ROOT r = f32[16] rng(a, b), distribution=rng_uniform\n}\n";
        let module = kiln_hlo::parse_module(text).expect("parse");
        let ev = crate::Evaluator::new(&module);
        let first = ev.run(&[]).expect("run");
        let second = ev.run(&[]).expect("run");
        assert_ne!(first, second, "a second draw gives new numbers");
        let again = crate::Evaluator::new(&module).run(&[]).expect("run");
        assert_eq!(first, again, "a fresh evaluator draws the same numbers");
    }
}
