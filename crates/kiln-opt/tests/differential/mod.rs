//! Differential testing of HLO-to-HLO passes: run a pass (then DCE) on a module, check that
//! the result verifies, and that the interpreter gives the same bits before and after on
//! random inputs. Inputs mix ordinary values with the ones that break inexact rewrites
//! (signed zeros, infinities, NaN, integer extremes). NaNs compare equal to each other
//! whatever their payload (no op promises to keep a payload).
//!
//! The interpreter evaluates an f32/f64 add or subtract whose operand is a multiply with no
//! other use as one FMA (as XLA:CPU does). A rewrite that removes an instruction between a
//! multiply and an add changes that, and the last bit with it, although every op computes
//! the same; test modules here therefore avoid a multiply feeding an add through a rewritten
//! instruction.

#![allow(dead_code)]

use half::{bf16, f16};
use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, Module, Opcode, PrimitiveType, Shape};
use kiln_opt::dce::Dce;
use kiln_opt::Pass;
use num_complex::{Complex32, Complex64};

pub fn parse(text: &str) -> Module {
    let module = kiln_hlo::parse_module(text).unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
    kiln_hlo::verify_module(&module).unwrap_or_else(|e| panic!("input does not verify: {e}"));
    module
}

/// Runs each pass followed by DCE, verifying after every step.
pub fn run_passes(module: &Module, passes: &[&dyn Pass]) -> Module {
    let mut current = module.clone();
    for pass in passes {
        for p in [*pass, &Dce as &dyn Pass] {
            let (next, _) = p
                .run(&current)
                .unwrap_or_else(|e| panic!("{} failed: {e}", p.name()));
            kiln_hlo::verify_module(&next).unwrap_or_else(|e| {
                panic!(
                    "{} produced an invalid module: {e}\n{}",
                    p.name(),
                    kiln_hlo::print_module(&next)
                )
            });
            current = next;
        }
    }
    current
}

/// The opcodes of the entry computation's instructions, in order.
pub fn entry_opcodes(module: &Module) -> Vec<Opcode> {
    module
        .entry_computation()
        .instructions
        .iter()
        .map(|i| i.opcode)
        .collect()
}

pub fn count(module: &Module, opcode: Opcode) -> usize {
    entry_opcodes(module)
        .iter()
        .filter(|&&o| o == opcode)
        .count()
}

/// The root instruction of the entry computation.
pub fn root(module: &Module) -> &kiln_hlo::Instruction {
    module.entry_computation().root_instr()
}

/// Runs `before` and `after` on `trials` sets of random inputs and asserts equal bits.
pub fn assert_same_results(before: &Module, after: &Module, trials: u64) {
    for seed in 0..trials {
        let args = random_args(before, seed);
        let want = Evaluator::new(before)
            .run(&args)
            .unwrap_or_else(|e| panic!("original fails in the interpreter: {e}"));
        let got = Evaluator::new(after)
            .run(&args)
            .unwrap_or_else(|e| panic!("rewritten module fails in the interpreter: {e}"));
        if let Err(e) = same_bits(&want, &got) {
            panic!(
                "results differ (seed {seed}): {e}\nbefore:\n{}\nafter:\n{}",
                kiln_hlo::print_module(before),
                kiln_hlo::print_module(after)
            );
        }
    }
}

/// Equal types, dimensions and element bits (any NaN equals any NaN).
pub fn same_bits(a: &Literal, b: &Literal) -> Result<(), String> {
    match (a, b) {
        (Literal::Tuple(x), Literal::Tuple(y)) if x.len() == y.len() => {
            x.iter().zip(y).try_for_each(|(x, y)| same_bits(x, y))
        }
        (Literal::Token, Literal::Token) => Ok(()),
        (Literal::Array(x), Literal::Array(y)) => {
            if x.ty != y.ty || x.dims != y.dims {
                return Err(format!("{} vs {}", a.shape(), b.shape()));
            }
            match first_difference(&x.data, &y.data) {
                None => Ok(()),
                Some(i) => Err(format!("element {i} differs")),
            }
        }
        _ => Err(format!("{} vs {}", a.shape(), b.shape())),
    }
}

fn first_difference(a: &ArrayData, b: &ArrayData) -> Option<usize> {
    fn by<T, K: PartialEq>(a: &[T], b: &[T], key: impl Fn(&T) -> K) -> Option<usize> {
        if a.len() != b.len() {
            return Some(a.len().min(b.len()));
        }
        a.iter().zip(b).position(|(x, y)| key(x) != key(y))
    }
    // A NaN's key is one fixed value.
    fn f(x: f64, bits: u64) -> u64 {
        if x.is_nan() {
            u64::MAX
        } else {
            bits
        }
    }
    use ArrayData as D;
    match (a, b) {
        (D::Pred(a), D::Pred(b)) => by(a, b, |x| *x),
        (D::S8(a), D::S8(b)) => by(a, b, |x| *x),
        (D::S16(a), D::S16(b)) => by(a, b, |x| *x),
        (D::S32(a), D::S32(b)) => by(a, b, |x| *x),
        (D::S64(a), D::S64(b)) => by(a, b, |x| *x),
        (D::U8(a), D::U8(b)) => by(a, b, |x| *x),
        (D::U16(a), D::U16(b)) => by(a, b, |x| *x),
        (D::U32(a), D::U32(b)) => by(a, b, |x| *x),
        (D::U64(a), D::U64(b)) => by(a, b, |x| *x),
        (D::F16(a), D::F16(b)) => by(a, b, |x| f(x.to_f64(), x.to_bits() as u64)),
        (D::BF16(a), D::BF16(b)) => by(a, b, |x| f(x.to_f64(), x.to_bits() as u64)),
        (D::F32(a), D::F32(b)) => by(a, b, |x| f(*x as f64, x.to_bits() as u64)),
        (D::F64(a), D::F64(b)) => by(a, b, |x| f(*x, x.to_bits())),
        (D::C64(a), D::C64(b)) => by(a, b, |x| {
            (
                f(x.re as f64, x.re.to_bits() as u64),
                f(x.im as f64, x.im.to_bits() as u64),
            )
        }),
        (D::C128(a), D::C128(b)) => {
            by(a, b, |x| (f(x.re, x.re.to_bits()), f(x.im, x.im.to_bits())))
        }
        _ => Some(0),
    }
}

/// A small deterministic generator (xorshift64*) that also decides how often values are
/// awkward: one time in `special_rate`.
pub struct Rng {
    state: u64,
    special_rate: u64,
    /// Seed 0 walks through the awkward values in order, so that even a few elements see
    /// every one of them; this is where it is.
    cursor: u64,
}

impl Rng {
    /// Seed 0 gives only awkward values; other seeds one in three.
    pub fn new(seed: u64) -> Rng {
        Rng {
            state: (seed + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            special_rate: if seed == 0 { 1 } else { 3 },
            cursor: 0,
        }
    }

    pub fn next(&mut self) -> u64 {
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        self.state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    /// Which of `n` awkward values to use next.
    fn special(&mut self, n: u64) -> usize {
        if self.special_rate == 1 {
            self.cursor += 1;
            return ((self.cursor - 1) % n) as usize;
        }
        self.below(n) as usize
    }

    /// A float: sometimes an awkward value, else a value in [-8, 8).
    pub fn float(&mut self) -> f64 {
        const SPECIAL: [f64; 10] = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            0.5,
            1.0e30,
            1.0e-30,
        ];
        if self.below(self.special_rate) == 0 {
            return SPECIAL[self.special(SPECIAL.len() as u64)];
        }
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 * 16.0 - 8.0
    }

    /// An integer in `[lo, hi]`: sometimes an extreme or a small special, else small.
    pub fn int(&mut self, lo: i128, hi: i128) -> i128 {
        let v = if self.below(self.special_rate) == 0 {
            [lo, hi, 0, 1, -1][self.special(5)]
        } else {
            self.below(41) as i128 - 20
        };
        v.clamp(lo, hi)
    }
}

/// Random arguments for `module`'s entry parameters.
pub fn random_args(module: &Module, seed: u64) -> Vec<Literal> {
    let mut rng = Rng::new(seed);
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
            let n = a.element_count().max(0) as usize;
            let data = random_data(a.ty, n, rng);
            Literal::Array(ArrayLiteral::new(a.ty, a.dims.clone(), data).expect("random literal"))
        }
    }
}

fn random_data(ty: PrimitiveType, n: usize, rng: &mut Rng) -> ArrayData {
    use PrimitiveType as T;
    let bits = ty.bit_width();
    let signed = |rng: &mut Rng| rng.int(-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
    let unsigned = |rng: &mut Rng| rng.int(0, (1i128 << bits) - 1);
    macro_rules! fill {
        ($variant:ident, $f:expr) => {
            ArrayData::$variant((0..n).map(|_| $f(&mut *rng)).collect())
        };
    }
    match ty {
        T::Pred => fill!(Pred, |r: &mut Rng| r.below(2) == 1),
        T::S2 | T::S4 | T::S8 => fill!(S8, |r: &mut Rng| signed(r) as i8),
        T::S16 => fill!(S16, |r: &mut Rng| signed(r) as i16),
        T::S32 => fill!(S32, |r: &mut Rng| signed(r) as i32),
        T::S64 => fill!(S64, |r: &mut Rng| signed(r) as i64),
        T::U2 | T::U4 | T::U8 => fill!(U8, |r: &mut Rng| unsigned(r) as u8),
        T::U16 => fill!(U16, |r: &mut Rng| unsigned(r) as u16),
        T::U32 => fill!(U32, |r: &mut Rng| unsigned(r) as u32),
        T::U64 => fill!(U64, |r: &mut Rng| unsigned(r) as u64),
        T::F16 => fill!(F16, |r: &mut Rng| f16::from_f64(r.float())),
        T::BF16 => fill!(BF16, |r: &mut Rng| bf16::from_f64(r.float())),
        T::F32 => fill!(F32, |r: &mut Rng| r.float() as f32),
        T::F64 => fill!(F64, |r: &mut Rng| r.float()),
        T::C64 => fill!(C64, |r: &mut Rng| Complex32::new(
            r.float() as f32,
            r.float() as f32
        )),
        T::C128 => fill!(C128, |r: &mut Rng| Complex64::new(r.float(), r.float())),
        other => panic!("no random data for {other}"),
    }
}

/// Parses `text`, runs `passes` (each followed by DCE), checks the result against the
/// original on random inputs, and returns the rewritten module.
pub fn check(text: &str, passes: &[&dyn Pass]) -> Module {
    let before = parse(text);
    let after = run_passes(&before, passes);
    assert_same_results(&before, &after, 12);
    after
}
