//! Programs of several steps run block by block (`x86::blocks`): random programs over
//! lengths around the block (128 iterations) and the tile (512), against the
//! element-by-element reference with the helpers' own f32 functions (bit for bit, NaNs
//! included) and against the tile-by-tile interpreter (bit for bit, payloads included);
//! values kept in slots for later steps, slots overwritten, streams read back, streaming
//! stores, f16 and bf16 streams and rounding steps.

use super::super::super::x86::{exp16, log16, logistic16, tanh16};
use super::*;
use std::arch::x86_64::*;

/// Lengths around the block, the tile and a tile's remainder.
const LENGTHS: [usize; 14] = [
    1, 15, 127, 128, 129, 255, 256, 257, 511, 512, 513, 640, 1153, 2085,
];

/// `f` of `x` in lane 0 of a vector: the helpers' f32 function of one value.
fn lane(f: unsafe fn(__m512) -> __m512, x: f32) -> f32 {
    // SAFETY: the callers run only where `available()` says the host has the features.
    unsafe { _mm_cvtss_f32(_mm512_castps512_ps128(f(_mm512_set1_ps(x)))) }
}

fn exact_op(op: Op, a: f32, b: f32, c: f32) -> f32 {
    macro_rules! wide {
        ($f:ident) => {{
            #[target_feature(enable = "avx512f,fma")]
            unsafe fn g(x: __m512) -> __m512 {
                $f(x)
            }
            lane(g, a)
        }};
    }
    match op {
        Op::Exp => wide!(exp16),
        Op::Log => wide!(log16),
        Op::Tanh => wide!(tanh16),
        Op::Logistic => wide!(logistic16),
        _ => reference_op(op, a, b, c),
    }
}

/// [`reference`] with the helpers' exp, log, tanh and logistic.
unsafe fn exact(p: &Program, n: usize) {
    let mut slots = [0f32; MAX_SLOTS];
    for i in 0..n {
        for s in p.steps() {
            let get = |o: Operand, slots: &[f32]| match o {
                Operand::Slot(k) => slots[k as usize],
                Operand::Stream(k) => {
                    let e = p.element(k as usize, i);
                    match p.types[k as usize] {
                        None => *e,
                        Some(h) => super::super::half::widen(h, *(e as *const u16)),
                    }
                }
                Operand::Const(k) => p.consts[k as usize],
            };
            let [a, b, c] = s.args.map(|o| get(o, &slots));
            let r = s.pre.apply(exact_op(s.op, a, b, c));
            let r = s.func.map_or(r, |f| exact_op(f, r, 0.0, 0.0));
            let r = s.post.apply(r);
            let r = s.round.map_or(r, |h| super::super::half::round(h, r));
            match s.dst {
                Operand::Slot(k) => slots[k as usize] = r,
                Operand::Stream(k) => {
                    let e = p.element(k as usize, i);
                    match p.types[k as usize] {
                        None => *e = r,
                        Some(h) => *(e as *mut u16) = super::super::half::narrow(h, r),
                    }
                }
                Operand::Const(_) => {}
            }
        }
    }
}

/// A small deterministic generator.
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }

    pub(super) fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())]
    }
}

const INPUTS: usize = 3;
const OUTPUTS: usize = 2;
const SLOTS: usize = 3;

/// The streams' element types: all f32, or (`halves`) each f32, f16 or bf16 at random.
type Types = [Option<Half>; INPUTS + OUTPUTS];

fn random_types(rng: &mut Rng, halves: bool) -> Types {
    std::array::from_fn(|_| match halves {
        true => rng.pick(&[None, Some(Half::F16), Some(Half::BF16)]),
        false => None,
    })
}

/// Random valid steps over `INPUTS` input streams, `OUTPUTS` output streams (which later
/// steps may read back), two constants and `SLOTS` slots; rounding steps if `halves`.
fn random_steps(rng: &mut Rng, halves: bool) -> Vec<Step> {
    let ops = [
        Op::Copy,
        Op::Add,
        Op::Sub,
        Op::Mul,
        Op::Div,
        Op::Max,
        Op::Min,
        Op::Fma,
        Op::Fms,
    ];
    let funcs = [
        None,
        None,
        Some(Op::Exp),
        Some(Op::Log),
        Some(Op::Tanh),
        Some(Op::Logistic),
        Some(Op::Sqrt),
        Some(Op::Rsqrt),
    ];
    let mut written = Vec::new();
    let mut steps = Vec::new();
    for _ in 0..2 + rng.below(7) {
        let op = rng.pick(&ops);
        let args = (0..op.arity())
            .map(|_| match rng.below(4) {
                0 if !written.is_empty() => Operand::Slot(rng.pick(&written)),
                // The previous step's slot, most often.
                1 if !written.is_empty() => Operand::Slot(*written.last().unwrap()),
                2 => Operand::Const(rng.below(2) as u8),
                _ => Operand::Stream(rng.below(INPUTS + OUTPUTS) as u8),
            })
            .collect();
        let dst = match rng.below(3) {
            0 => Operand::Stream((INPUTS + rng.below(OUTPUTS)) as u8),
            _ => Operand::Slot(rng.below(SLOTS) as u8),
        };
        if let Operand::Slot(k) = dst {
            written.retain(|&w| w != k);
            written.push(k);
        }
        steps.push(Step {
            op,
            dst,
            args,
            pre: rng.pick(&Sign::ALL),
            func: rng.pick(&funcs),
            post: rng.pick(&Sign::ALL),
            round: match halves {
                true => rng.pick(&[None, Some(Half::F16), Some(Half::BF16)]),
                false => None,
            },
        });
    }
    steps
}

/// `n` elements of type `t` from [`inputs`] (16-bit ones rounded from them, and every
/// 13th a raw bit pattern: subnormals, signalling NaNs), in words of 32 bits.
fn stream_inputs(t: Option<Half>, n: usize, seed: u32) -> Vec<u32> {
    let xs = inputs(n, seed);
    let Some(h) = t else {
        return xs.iter().map(|x| x.to_bits()).collect();
    };
    let mut words = vec![0u32; n];
    // SAFETY: `words` holds `2 n` 16-bit elements.
    let halves = unsafe { std::slice::from_raw_parts_mut(words.as_mut_ptr() as *mut u16, n) };
    for (i, (e, x)) in halves.iter_mut().zip(&xs).enumerate() {
        *e = match i % 13 {
            5 => (i as u32).wrapping_mul(2_654_435_761) as u16,
            _ => super::super::half::narrow(h, *x),
        };
    }
    words
}

/// The value of element `i` of a stream of type `t`.
fn value(t: Option<Half>, words: &[u32], i: usize) -> (u32, f32) {
    match t {
        None => (words[i], f32::from_bits(words[i])),
        Some(h) => {
            let e = (words[i / 2] >> (16 * (i % 2))) as u16;
            (e as u32, super::super::half::widen(h, e))
        }
    }
}

/// The outputs of `steps` over `n` iterations: `run` gets the program and `n`.
fn outputs(
    steps: &[Step],
    types: &Types,
    ins: &[Vec<u32>],
    n: usize,
    flagged: bool,
    run: impl Fn(&Program, usize),
) -> Vec<Vec<u32>> {
    let mut outs: Vec<Vec<u32>> = (0..OUTPUTS)
        .map(|k| stream_inputs(types[INPUTS + k], n, 77 + k as u32))
        .collect();
    let mut streams: Vec<*mut f32> = ins.iter().map(|v| v.as_ptr() as *mut f32).collect();
    streams.extend(outs.iter_mut().map(|v| v.as_mut_ptr() as *mut f32));
    let typed: Vec<_> = streams.into_iter().zip(types.iter().copied()).collect();
    let words: Vec<u64> = steps.iter().map(Step::word).collect();
    let mut f = typed_frame(&words, &typed, &[0.5, -3.0], SLOTS);
    if flagged {
        f[0] = streaming(f[0]);
    }
    // SAFETY: `f` is a whole frame whose streams hold `n` elements.
    let p = unsafe { Program::read(f.as_ptr()) }.expect("a valid frame");
    run(&p, n);
    outs
}

/// Every output the same as the element-by-element reference (NaN where it has NaN) and
/// the tile-by-tile interpreter (bit for bit).
fn check(steps: &[Step], n: usize, what: &str) {
    check_typed(steps, &[None; INPUTS + OUTPUTS], n, what)
}

/// [`check`] with streams of the given types.
fn check_typed(steps: &[Step], types: &Types, n: usize, what: &str) {
    let ins: Vec<Vec<u32>> = (0..INPUTS)
        .map(|k| stream_inputs(types[k], n, 0x9e37 * k as u32))
        .collect();
    // SAFETY (all three): the streams hold `n` elements.
    let got = outputs(steps, types, &ins, n, false, |p, n| unsafe {
        x86::run(p, n)
    });
    let tiles = outputs(steps, types, &ins, n, false, |p, n| unsafe {
        x86::run_tiles(p, 0, n, 0)
    });
    let want = outputs(steps, types, &ins, n, false, |p, n| unsafe { exact(p, n) });
    for k in 0..OUTPUTS {
        let t = types[INPUTS + k];
        for i in 0..n {
            let [g, tl, w] = [&got, &tiles, &want].map(|o| value(t, &o[k], i));
            assert!(
                g.0 == tl.0 && (g.0 == w.0 || g.1.is_nan() && w.1.is_nan()),
                "{what}, n = {n}: output {k} ({t:?}) at {i}: {:e} ({:#x}), tiles {:#x}, \
                 reference {:e} ({:#x})\n{types:?}\n{steps:#?}",
                g.1,
                g.0,
                tl.0,
                w.1,
                w.0
            );
        }
    }
}

#[test]
fn random_programs_match_the_reference_and_the_tiles() {
    if !super::super::super::available() {
        return;
    }
    let mut rng = Rng(0x5eed);
    for case in 0..120 {
        let steps = random_steps(&mut rng, false);
        let n = LENGTHS[case % LENGTHS.len()];
        check(&steps, n, &format!("case {case}"));
    }
}

/// Random programs over f32, f16 and bf16 streams with rounding steps: blocks, tiles and
/// the reference (`program::half`'s conversions) agree bit for bit.
#[test]
fn random_half_programs_match_the_reference_and_the_tiles() {
    if !super::super::super::available() {
        return;
    }
    let mut rng = Rng(0x4a1f);
    for case in 0..200 {
        let types = random_types(&mut rng, true);
        let steps = random_steps(&mut rng, true);
        let n = LENGTHS[case % LENGTHS.len()];
        check_typed(&steps, &types, n, &format!("case {case}"));
    }
}

/// Random programs on several threads at once: each thread's blocks and tiles work in
/// buffers of its own (`x86::buffers`: one per thread, not on the stack), so every thread
/// gets the single-threaded results.
#[test]
fn threads_run_programs_side_by_side() {
    if !super::super::super::available() {
        return;
    }
    std::thread::scope(|scope| {
        for t in 0..4u64 {
            scope.spawn(move || {
                let mut rng = Rng(0x7e57 + t);
                for case in 0..60 {
                    let types = random_types(&mut rng, true);
                    let steps = random_steps(&mut rng, true);
                    let n = LENGTHS[(case + t as usize) % LENGTHS.len()];
                    check_typed(&steps, &types, n, &format!("thread {t}, case {case}"));
                }
            });
        }
    });
}

/// A value kept in its slot for a step after the next, one overwritten before any read,
/// one read three times by the next step, and an output read back by a later step.
#[test]
fn slot_values_live_across_steps() {
    if !super::super::super::available() {
        return;
    }
    let (s0, s1, s2) = (Operand::Slot(0), Operand::Slot(1), Operand::Slot(2));
    let (x, y, o) = (Operand::Stream(0), Operand::Stream(1), Operand::Stream(3));
    let (c0, c1) = (Operand::Const(0), Operand::Const(1));
    let step = |op: Op, dst, args: &[Operand], func| Step {
        op,
        dst,
        args: args.to_vec(),
        pre: Sign::Keep,
        func,
        post: Sign::Keep,
        round: None,
    };
    let programs = [
        (
            "kept for a later step",
            vec![
                step(Op::Mul, s0, &[x, y], Some(Op::Tanh)),
                step(Op::Add, s1, &[s0, c0], Some(Op::Exp)),
                step(Op::Fms, s2, &[s1, s0, x], None),
                step(Op::Div, o, &[s2, s0], None),
            ],
        ),
        (
            "overwritten before a read",
            vec![
                step(Op::Copy, s0, &[x], Some(Op::Logistic)),
                step(Op::Sub, s0, &[y, c1], Some(Op::Log)),
                step(Op::Max, o, &[s0, x], None),
            ],
        ),
        (
            "read three times",
            vec![
                step(Op::Add, s1, &[x, y], Some(Op::Exp)),
                step(Op::Fma, o, &[s1, s1, s1], Some(Op::Sqrt)),
            ],
        ),
        (
            "an output read back",
            vec![
                step(Op::Mul, o, &[x, y], Some(Op::Tanh)),
                step(Op::Copy, s0, &[y], Some(Op::Rsqrt)),
                step(Op::Min, Operand::Stream(4), &[o, s0], None),
            ],
        ),
    ];
    for (what, steps) in &programs {
        for n in LENGTHS {
            check(steps, n, what);
        }
    }
}

/// With the streaming flag over a long range, a chain whose output streams gives the
/// same bits as without the flag and as the tiles.
#[test]
fn streamed_blocks_give_the_same_bits() {
    if !super::super::super::available() {
        return;
    }
    let n = x86::STREAM_RANGE + 128 * 3 + 77;
    let (s, x, y, o) = (
        Operand::Slot(0),
        Operand::Stream(0),
        Operand::Stream(1),
        Operand::Stream(3),
    );
    let steps = [
        Step {
            op: Op::Fma,
            dst: s,
            args: vec![x, y, Operand::Const(0)],
            pre: Sign::Keep,
            func: Some(Op::Tanh),
            post: Sign::Keep,
            round: None,
        },
        Step {
            op: Op::Fms,
            dst: s,
            args: vec![s, Operand::Const(1), y],
            pre: Sign::NegAbs,
            func: Some(Op::Exp),
            post: Sign::Keep,
            round: None,
        },
        Step {
            op: Op::Max,
            dst: o,
            args: vec![s, x],
            pre: Sign::Keep,
            func: None,
            post: Sign::Keep,
            round: None,
        },
    ];
    let types = [None; INPUTS + OUTPUTS];
    let ins: Vec<Vec<u32>> = (0..INPUTS)
        .map(|k| stream_inputs(None, n, 31 * k as u32))
        .collect();
    // SAFETY (all three): the streams hold `n` elements.
    let streamed = outputs(&steps, &types, &ins, n, true, |p, n| unsafe {
        x86::run(p, n)
    });
    let plain = outputs(&steps, &types, &ins, n, false, |p, n| unsafe {
        x86::run(p, n)
    });
    let tiles = outputs(&steps, &types, &ins, n, false, |p, n| unsafe {
        x86::run_tiles(p, 0, n, 0)
    });
    for i in 0..n {
        let (a, b, c) = (streamed[0][i], plain[0][i], tiles[0][i]);
        assert!(a == b && a == c, "at {i}: {a:#x} {b:#x} {c:#x}");
    }
}
