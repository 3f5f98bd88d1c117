//! Shared helpers for the pass tests: parse and verify, run a pass and check its output
//! (verifies, prints and parses back), random inputs, and the differential check
//! "the interpreter gives the same results before and after".
//!
//! Floats are compared with a tight tolerance rather than bit for bit: the interpreter
//! contracts `a * b + c` into an FMA the way XLA:CPU does, and a pass that moves a multiply
//! across a call boundary or folds it legitimately changes the last bit.

#![allow(dead_code)]

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, Module, PrimitiveType, Shape};
use kiln_opt::Pass;

pub fn parse(text: &str) -> Module {
    let module = kiln_hlo::parse_module(text).unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
    kiln_hlo::verify_module(&module).unwrap_or_else(|e| panic!("input does not verify: {e}"));
    module
}

/// Runs `pass` once; the result must verify and survive a print/parse round trip.
pub fn run(pass: &dyn Pass, module: &Module) -> (Module, usize) {
    let (out, changes) = pass
        .run(module)
        .unwrap_or_else(|e| panic!("{} failed: {e}", pass.name()));
    let text = kiln_hlo::print_module(&out);
    kiln_hlo::verify_module(&out)
        .unwrap_or_else(|e| panic!("{} produced an invalid module: {e}\n{text}", pass.name()));
    let reparsed = kiln_hlo::parse_module(&text)
        .unwrap_or_else(|e| panic!("{} output does not parse back: {e}\n{text}", pass.name()));
    kiln_hlo::verify_module(&reparsed).unwrap_or_else(|e| panic!("reparsed: {e}\n{text}"));
    if changes == 0 {
        assert_eq!(
            &out,
            module,
            "{} reported no change but changed the module",
            pass.name()
        );
    }
    (out, changes)
}

/// Runs `pass` on `text`, checks the interpreter agrees before and after on random inputs,
/// and returns the printed result.
pub fn check(pass: &dyn Pass, text: &str) -> (String, usize) {
    let before = parse(text);
    let (after, changes) = run(pass, &before);
    assert_same_results(&before, &after, 3);
    (kiln_hlo::print_module(&after), changes)
}

/// The interpreter's results agree on `trials` sets of random inputs.
pub fn assert_same_results(before: &Module, after: &Module, trials: u64) {
    for seed in 0..trials {
        let args = random_args(before, seed);
        let want = Evaluator::new(before).run(&args);
        let got = Evaluator::new(after).run(&args);
        match (want, got) {
            (Ok(w), Ok(g)) => {
                if let Err(e) = close(&g, &w, 1e-5, 1e-6) {
                    panic!("results differ (seed {seed}): {e}\nbefore:\n{before}\nafter:\n{after}");
                }
            }
            (Err(_), _) => return, // the interpreter cannot run the original: nothing to compare
            (Ok(_), Err(e)) => panic!("the optimized module fails: {e}\n{after}"),
        }
    }
}

/// `got` equals `want`: integers and pred exactly, floats within `atol + rtol * |want|`
/// with NaNs in the same places.
pub fn close(got: &Literal, want: &Literal, rtol: f64, atol: f64) -> Result<(), String> {
    match (got, want) {
        (Literal::Tuple(g), Literal::Tuple(w)) if g.len() == w.len() => {
            for (i, (g, w)) in g.iter().zip(w).enumerate() {
                close(g, w, rtol, atol).map_err(|e| format!("element {i}: {e}"))?;
            }
            Ok(())
        }
        (Literal::Token, Literal::Token) => Ok(()),
        (Literal::Array(g), Literal::Array(w)) => close_arrays(g, w, rtol, atol),
        _ => Err(format!("got {}, want {}", got.shape(), want.shape())),
    }
}

fn close_arrays(g: &ArrayLiteral, w: &ArrayLiteral, rtol: f64, atol: f64) -> Result<(), String> {
    if g.ty != w.ty || g.dims != w.dims {
        return Err(format!(
            "got {}{:?}, want {}{:?}",
            g.ty, g.dims, w.ty, w.dims
        ));
    }
    if !(g.ty.is_float() || g.ty.is_complex()) {
        return if g == w {
            Ok(())
        } else {
            Err(format!("{} data differs", g.ty))
        };
    }
    for (k, (a, b)) in as_f64(&g.data).iter().zip(&as_f64(&w.data)).enumerate() {
        let ok = if a.is_nan() || b.is_nan() {
            a.is_nan() && b.is_nan()
        } else {
            a == b || (a - b).abs() <= atol + rtol * b.abs()
        };
        if !ok {
            return Err(format!("element {k}: got {a}, want {b}"));
        }
    }
    Ok(())
}

/// Every element as f64 (complex as two parts).
pub fn as_f64(data: &ArrayData) -> Vec<f64> {
    match data {
        ArrayData::Pred(v) => v.iter().map(|&x| x as u8 as f64).collect(),
        ArrayData::S8(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::S16(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::S32(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::S64(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::U8(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::U16(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::U32(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::U64(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::F16(v) => v.iter().map(|x| x.to_f64()).collect(),
        ArrayData::BF16(v) => v.iter().map(|x| x.to_f64()).collect(),
        ArrayData::F32(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::F64(v) => v.clone(),
        ArrayData::C64(v) => v.iter().flat_map(|z| [z.re as f64, z.im as f64]).collect(),
        ArrayData::C128(v) => v.iter().flat_map(|z| [z.re, z.im]).collect(),
    }
}

/// A small deterministic generator (xorshift), so failures reproduce from the seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A value in [lo, hi].
    pub fn int(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % ((hi - lo + 1) as u64)) as i64
    }

    /// A float in [-2, 2) with two decimals (exact sums stay likely).
    pub fn float(&mut self) -> f64 {
        self.int(-200, 199) as f64 / 100.0
    }
}

/// Random arguments for the entry computation.
pub fn random_args(module: &Module, seed: u64) -> Vec<Literal> {
    let mut rng = Rng::new(seed + 1);
    module
        .entry_computation()
        .program_shape()
        .parameters
        .iter()
        .map(|shape| random_literal(shape, &mut rng))
        .collect()
}

pub fn random_literal(shape: &Shape, rng: &mut Rng) -> Literal {
    match shape {
        Shape::Tuple(elems) => {
            Literal::Tuple(elems.iter().map(|s| random_literal(s, rng)).collect())
        }
        Shape::Token => Literal::Token,
        Shape::Array(a) => {
            let n = a.element_count() as usize;
            Literal::Array(
                ArrayLiteral::new(a.ty, a.dims.clone(), random_data(a.ty, n, rng)).unwrap(),
            )
        }
    }
}

fn random_data(ty: PrimitiveType, n: usize, rng: &mut Rng) -> ArrayData {
    use half::{bf16, f16};
    use PrimitiveType as T;
    let mut ints = |lo: i64, hi: i64| (0..n).map(|_| rng.int(lo, hi)).collect::<Vec<i64>>();
    match ty {
        T::Pred => ArrayData::Pred(ints(0, 1).into_iter().map(|x| x == 1).collect()),
        T::S8 => ArrayData::S8(ints(-9, 9).into_iter().map(|x| x as i8).collect()),
        T::S16 => ArrayData::S16(ints(-99, 99).into_iter().map(|x| x as i16).collect()),
        T::S32 => ArrayData::S32(ints(-99, 99).into_iter().map(|x| x as i32).collect()),
        T::S64 => ArrayData::S64(ints(-99, 99)),
        T::U8 => ArrayData::U8(ints(0, 20).into_iter().map(|x| x as u8).collect()),
        T::U16 => ArrayData::U16(ints(0, 99).into_iter().map(|x| x as u16).collect()),
        T::U32 => ArrayData::U32(ints(0, 99).into_iter().map(|x| x as u32).collect()),
        T::U64 => ArrayData::U64(ints(0, 99).into_iter().map(|x| x as u64).collect()),
        T::F16 => ArrayData::F16((0..n).map(|_| f16::from_f64(rng.float())).collect()),
        T::BF16 => ArrayData::BF16((0..n).map(|_| bf16::from_f64(rng.float())).collect()),
        T::F32 => ArrayData::F32((0..n).map(|_| rng.float() as f32).collect()),
        T::F64 => ArrayData::F64((0..n).map(|_| rng.float()).collect()),
        other => ArrayData::zeros(other, n).unwrap(),
    }
}

/// Asserts that `text` contains each of `patterns` (in order) and none of `absent`.
pub fn assert_text(text: &str, patterns: &[&str], absent: &[&str]) {
    let mut rest = text;
    for p in patterns {
        match rest.find(p) {
            Some(at) => rest = &rest[at + p.len()..],
            None => panic!("expected `{p}` (in order) in:\n{text}"),
        }
    }
    for a in absent {
        assert!(!text.contains(a), "did not expect `{a}` in:\n{text}");
    }
}
