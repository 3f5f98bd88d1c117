//! Native tile programs (`x86::jit`) against the tile-by-tile interpreter, bit for bit:
//! random programs of every op the translation takes (arithmetic, XLA's max and min,
//! comparisons and selects, sign fix-ups; exp, tanh, square roots and sign), over inputs
//! full of special values (signed zeros, infinities, NaNs, denormals, equal operands),
//! with plain and streaming stores; and the functions it does not take are left to the
//! interpreter.

use super::blocks::Rng;
use super::*;

const INPUTS: usize = 3;
const OUTPUTS: usize = 2;

/// How large the random programs are: slots, constants and the most steps.
#[derive(Clone, Copy)]
struct Limits {
    slots: u8,
    consts: usize,
    steps: usize,
}

/// Small programs (up to four copies of the body fit in the registers) and large ones
/// (every slot and many constants: one copy).
const SMALL: Limits = Limits {
    slots: 6,
    consts: 4,
    steps: 12,
};
const LARGE: Limits = Limits {
    slots: MAX_SLOTS as u8,
    consts: 48,
    steps: 48,
};

/// The constants: special values first, then ordinary ones.
fn consts(n: usize) -> Vec<f32> {
    let first = [0.5, -3.0, 0.0, 1e-40, -0.0, f32::INFINITY];
    (0..n)
        .map(|k| first.get(k).copied().unwrap_or(k as f32 * 0.37 - 7.0))
        .collect()
}

/// Random valid steps: every translated op and function, operands from the input and
/// output streams, the constants and the slots written so far.
fn random_steps(rng: &mut Rng, limits: Limits) -> Vec<Step> {
    use Op::*;
    let ops = [
        Copy, Add, Sub, Mul, Div, Max, Min, Fma, Fms, CmpLt, CmpLe, CmpGt, CmpGe, CmpEq, CmpNe,
        Select,
    ];
    let funcs = [
        None,
        None,
        None,
        Some(Exp),
        Some(Tanh),
        Some(Log),
        Some(Log1p),
        Some(Sqrt),
        Some(Rsqrt),
        Some(Signum),
    ];
    let mut written: Vec<u8> = Vec::new();
    let mut steps = Vec::new();
    for _ in 0..1 + rng.below(limits.steps) {
        let op = rng.pick(&ops);
        let args = (0..op.arity())
            .map(|_| match rng.below(4) {
                0 | 1 if !written.is_empty() => Operand::Slot(rng.pick(&written)),
                2 => Operand::Const(rng.below(limits.consts) as u8),
                _ => Operand::Stream(rng.below(INPUTS + OUTPUTS) as u8),
            })
            .collect();
        let dst = match rng.below(3) {
            0 => Operand::Stream((INPUTS + rng.below(OUTPUTS)) as u8),
            _ => Operand::Slot(rng.below(limits.slots as usize) as u8),
        };
        if let Operand::Slot(k) = dst {
            written.push(k);
        }
        steps.push(Step {
            op,
            dst,
            args,
            pre: rng.pick(&Sign::ALL),
            func: rng.pick(&funcs),
            post: rng.pick(&Sign::ALL),
            round: None,
        });
    }
    steps
}

/// `n` inputs: every third a special value, some equal to (or the negation of) the same
/// element of stream 0, the rest in [-12, 12).
fn values(rng: &mut Rng, n: usize, first: Option<&[f32]>) -> Vec<f32> {
    let specials = [
        0.0,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -f32::NAN,
        1e-40,
        -1e-40,
        1.0,
        -1.0,
        88.5,
        -104.5,
        0.625,
        3e38,
    ];
    (0..n)
        .map(|i| match (rng.below(6), first) {
            (0 | 1, _) => rng.pick(&specials),
            (2, Some(x)) => x[i],
            (3, Some(x)) => -x[i],
            _ => rng.below(24_000) as f32 / 1000.0 - 12.0,
        })
        .collect()
}

/// A copy of `v` in a buffer of its own that starts on a 64-byte line (its storage, and
/// the offset of the copy in it).
fn on_a_line(v: &[f32]) -> (Vec<f32>, usize) {
    let mut storage = vec![0f32; v.len() + 16];
    let at = (64 - storage.as_ptr() as usize % 64) % 64 / 4;
    storage[at..at + v.len()].copy_from_slice(v);
    (storage, at)
}

/// The output streams after running `steps` over `ins` with `run`.
fn outputs(
    steps: &[Step],
    limits: Limits,
    ins: &[Vec<f32>],
    n: usize,
    mut run: impl FnMut(&Program),
) -> Vec<Vec<u32>> {
    let mut bufs: Vec<(Vec<f32>, usize)> = ins.iter().map(|v| on_a_line(v)).collect();
    let streams: Vec<(*mut f32, Option<Half>)> = bufs
        .iter_mut()
        .map(|(v, at)| (v[*at..].as_mut_ptr(), None))
        .collect();
    let words: Vec<u64> = steps.iter().map(Step::word).collect();
    let f = typed_frame(
        &words,
        &streams,
        &consts(limits.consts),
        limits.slots as usize,
    );
    // SAFETY: `f` is a whole frame whose streams hold `n` elements.
    let p = unsafe { Program::read(f.as_ptr()) }.expect("a valid frame");
    run(&p);
    bufs[INPUTS..]
        .iter()
        .map(|(v, at)| v[*at..*at + n].iter().map(|x| x.to_bits()).collect())
        .collect()
}

/// `cases` random programs within `limits`, native against the interpreter.
fn check_random(seed: u64, cases: usize, limits: Limits) {
    let mut rng = Rng(seed);
    for case in 0..cases {
        let steps = random_steps(&mut rng, limits);
        let n = x86::NATIVE_MULTIPLE * (1 + rng.below(5));
        let first = values(&mut rng, n, None);
        let mut ins = vec![first.clone()];
        for _ in 1..INPUTS + OUTPUTS {
            ins.push(values(&mut rng, n, Some(&first)));
        }
        // Streaming stores for some outputs (their buffers start on a line).
        let streamed = (rng.below(4) as u32) << INPUTS;
        let mut ran = true;
        // SAFETY (both): the streams hold `n` elements and start on a line.
        let native = outputs(&steps, limits, &ins, n, |p| unsafe {
            ran = x86::run_translated(p, n, streamed);
        });
        assert!(ran, "case {case}: not translated\n{steps:#?}");
        let interpreted = outputs(&steps, limits, &ins, n, |p| unsafe {
            x86::run_tiles(p, 0, n, 0)
        });
        for k in 0..OUTPUTS {
            for i in 0..n {
                let (g, w) = (native[k][i], interpreted[k][i]);
                assert!(
                    g == w,
                    "case {case}, n = {n}, streamed {streamed:#b}: output {k} at {i}: \
                     native {:e} ({g:#x}), interpreter {:e} ({w:#x}); inputs {:?}\n{steps:#?}",
                    f32::from_bits(g),
                    f32::from_bits(w),
                    ins.iter().map(|v| v[i]).collect::<Vec<_>>(),
                );
            }
        }
    }
}

#[test]
fn random_native_programs_match_the_interpreter() {
    if super::super::super::available() {
        check_random(0x0a71_7e5e, 400, SMALL);
    }
}

/// Programs using every slot and up to 48 constants, up to 48 steps long (one copy of the
/// body; slots in zmm up to the last one).
#[test]
fn large_native_programs_match_the_interpreter() {
    if super::super::super::available() {
        check_random(0x1a26_e5e5, 150, LARGE);
    }
}

/// Programs with a function the translation does not take, or f16/bf16 streams, are not
/// translated (the interpreter runs them).
#[test]
fn untranslated_programs_are_left_to_the_interpreter() {
    if !super::super::super::available() {
        return;
    }
    let (x, o) = (Operand::Stream(0), Operand::Stream(1));
    let n = x86::NATIVE_MULTIPLE;
    let ins = vec![vec![1.5f32; n]; INPUTS + OUTPUTS];
    for f in [Op::Logistic, Op::Erf, Op::Expm1] {
        let steps = [Step {
            op: Op::Copy,
            dst: o,
            args: vec![x],
            pre: Sign::Keep,
            func: Some(f),
            post: Sign::Keep,
            round: None,
        }];
        let mut ran = true;
        // SAFETY: the streams hold `n` elements.
        outputs(&steps, SMALL, &ins, n, |p| unsafe {
            ran = x86::run_translated(p, n, 0);
        });
        assert!(!ran, "{f:?} was translated");
    }
}
