//! The AVX-512 interpreter of checked frames: programs of several steps block by block
//! (`blocks`), the rest tile by tile, step by step, each step a loop specialized for its
//! op, function and sign fix-ups. In tiles, the f16/bf16 streams that steps read are
//! widened into f32 tiles first, the ones they write narrowed from f32 tiles last, and a
//! step's rounding is a pass over its tile (`half`).

use super::super::x86::{
    copysign, each, each_inline, erf_n, exp_n, expm1_n, like, log1p_n, log_n, logistic_n, pow_n,
    tanh_n, V,
};
use super::*;
use std::arch::x86_64::*;

/// An operand over one tile: `p[i * unit]` is iteration `i`'s value (`unit` 0 for a
/// constant, whose sixteen copies make the load a broadcast).
#[derive(Clone, Copy)]
struct Src {
    p: *const f32,
    unit: usize,
}

impl Src {
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn load(self, i: usize) -> __m512 {
        _mm512_loadu_ps(self.p.add(i * self.unit))
    }

    /// The `U` vectors from iteration `i` on.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn load_n<const U: usize>(self, i: usize) -> V<U> {
        std::array::from_fn(|u| self.load(i + 16 * u))
    }

    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn load_masked(self, i: usize, m: __mmask16) -> V<1> {
        [_mm512_maskz_loadu_ps(m, self.p.add(i * self.unit))]
    }
}

/// A sign fix-up's masks in registers; `ON` false when the step has none (both
/// fix-ups [`Sign::Keep`]), so the loop carries no identity masks.
#[derive(Clone, Copy)]
struct Fix<const ON: bool> {
    and: __m512i,
    xor: __m512i,
}

impl<const ON: bool> Fix<ON> {
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    fn new(s: Sign) -> Fix<ON> {
        let (and, xor) = s.masks();
        Fix {
            and: _mm512_set1_epi32(and as i32),
            xor: _mm512_set1_epi32(xor as i32),
        }
    }

    /// One `vpternlogd` per vector, or nothing.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    fn apply<const U: usize>(self, x: V<U>) -> V<U> {
        if !ON {
            return x;
        }
        each!(x => {
            let bits = _mm512_and_si512(_mm512_castps_si512(x), self.and);
            _mm512_castsi512_ps(_mm512_xor_si512(bits, self.xor))
        })
    }
}

/// `dst[i] = body(srcs[i]...)` for `i` in `0..len`: `U` vectors of sixteen at a time
/// (the body over arrays of `U` vectors), then sixteen at a time, the last group masked.
macro_rules! lanes {
    ($len:expr, $dst:expr, $u:expr, [$($src:ident => $x:ident),*], $body:expr) => {{
        let (len, dst) = ($len, $dst);
        let mut i = 0;
        while i + 16 * $u <= len {
            $(let $x = $src.load_n::<{ $u }>(i);)*
            dst.store_n(i, $body);
            i += 16 * $u;
        }
        while i + 16 <= len {
            $(let $x = $src.load_n::<1>(i);)*
            dst.store_n(i, $body);
            i += 16;
        }
        if i < len {
            let m = ((1u32 << (len - i)) - 1) as __mmask16;
            $(let $x = $src.load_masked(i, m);)*
            let [r] = $body;
            _mm512_mask_storeu_ps(dst.p.add(i), m, r);
        }
    }};
}

/// Where a step writes: `p[i]` is iteration `i`'s value; `STREAM` when whole vectors go
/// out with streaming stores (`p` is then 64-byte aligned).
#[derive(Clone, Copy)]
struct Dst<const STREAM: bool> {
    p: *mut f32,
}

impl<const STREAM: bool> Dst<STREAM> {
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn store(self, i: usize, v: __m512) {
        if STREAM {
            _mm512_stream_ps(self.p.add(i), v);
        } else {
            _mm512_storeu_ps(self.p.add(i), v);
        }
    }

    /// The `U` vectors from iteration `i` on.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn store_n<const U: usize>(self, i: usize, v: V<U>) {
        for (u, v) in v.into_iter().enumerate() {
            self.store(i + 16 * u, v);
        }
    }
}

/// What [`run_tiles`] works in: a tile per slot, and a tile of f32 values per f16/bf16
/// stream (48 KiB); and what `blocks::run` does. One per thread, on the heap: as a stack frame of the helper, every call
/// (one per row of a row kernel) probed its twelve pages, whose lines all fall in one set of
/// L1 and evicted the frame's own (softmax over rows of 100: a quarter of its time).
#[repr(C, align(64))]
struct Buffers {
    slots: [f32; MAX_SLOTS * TILE],
    staged: [f32; MAX_STREAMS * TILE],
    /// `blocks::run`'s (which returns before `run_tiles` starts).
    blocks: blocks::Work,
}

thread_local! {
    static BUFFERS: std::cell::Cell<*mut Buffers> = const { std::cell::Cell::new(std::ptr::null_mut()) };
}

/// This thread's [`Buffers`] (allocated on first use, kept for the thread's life).
fn buffers() -> *mut Buffers {
    BUFFERS.with(|b| {
        if b.get().is_null() {
            b.set(Box::into_raw(Box::<Buffers>::new_uninit()) as *mut Buffers);
        }
        b.get()
    })
}

/// The f16/bf16 streams that steps read (`.0`) and write (`.1`), as bit sets.
fn half_streams(p: &Program) -> (u32, u32) {
    let typed = |o: &Operand| matches!(*o, Operand::Stream(k) if p.types[k as usize].is_some());
    let bit = |o: &Operand| match *o {
        Operand::Stream(k) => 1u32 << k,
        _ => 0,
    };
    let (mut read, mut written) = (0, 0);
    for s in p.steps() {
        for a in s.args[..s.op.arity()].iter().filter(|a| typed(a)) {
            read |= bit(a);
        }
        if typed(&s.dst) {
            written |= bit(&s.dst);
        }
    }
    (read, written)
}

/// Whether a step of `later` reads stream `k`.
fn reads_stream(later: &[Checked], k: u8) -> bool {
    let o = Operand::Stream(k);
    later.iter().any(|s| s.args[..s.op.arity()].contains(&o))
}

/// f32 streams that one step writes, no other step writes and no step reads, and that no
/// step rounds, as a bit set.
pub(super) fn write_only(p: &Program) -> u32 {
    let (mut read, mut written, mut twice) = (0u32, 0u32, 0u32);
    for (k, t) in p.types[..p.n_streams].iter().enumerate() {
        if t.is_some() {
            twice |= 1 << k;
        }
    }
    for s in p.steps() {
        for a in &s.args[..s.op.arity()] {
            if let Operand::Stream(k) = a {
                read |= 1 << k;
            }
        }
        if let Operand::Stream(k) = s.dst {
            twice |= written & 1 << k;
            written |= 1 << k;
            if s.round.is_some() {
                twice |= 1 << k;
            }
        }
    }
    written & !read & !twice
}

pub(super) use super::STREAM_RANGE;

/// Runs `p` for `n` iterations: with streaming stores where the frame asks for them
/// and the range is long enough.
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn run(p: &Program, n: usize) {
    let write_only = if p.streaming && n >= STREAM_RANGE {
        write_only(p)
    } else {
        0
    };
    if write_only == 0 {
        return run_blocks(p, n, 0);
    }
    // The first iterations up to a line boundary of one output, then the rest with
    // streaming stores to the outputs that are then line-aligned.
    let first = p.streams[write_only.trailing_zeros() as usize] as usize;
    let head = ((64 - first % 64) % 64 / 4).min(n);
    run_tiles(p, 0, head, 0);
    let mut rest = p.clone();
    let mut streamed = 0;
    for k in 0..p.n_streams {
        rest.streams[k] = p.element(k, head);
        if write_only & 1 << k != 0 && (rest.streams[k] as usize).is_multiple_of(64) {
            streamed |= 1 << k;
        }
    }
    run_blocks(&rest, n - head, streamed);
    _mm_sfence();
}

mod blocks;
mod half;
mod jit;

#[cfg(test)]
pub(super) use jit::{run_translated, MULTIPLE as NATIVE_MULTIPLE};

pub(in crate::cpu) use half::widen as widen_half_16;
pub(in crate::cpu) use max_min as xla_max_min_16;

/// Vectors per block: a block is `16 * BLOCK` iterations.
const BLOCK: usize = 8;

const _: () = assert!(
    (16 * BLOCK).is_multiple_of(jit::MULTIPLE),
    "whole blocks run natively"
);

/// Runs `p` for `n` iterations as [`run_tiles`] does, but a program of several steps
/// (or any with f16/bf16 streams or rounding, which tiles would convert in passes of their
/// own) runs all its steps over one block of `16 * BLOCK` iterations before the next block,
/// the remainder in tiles. A block's values stay in registers or in a few KiB of
/// stack from one step to the next, and the operations of its vectors interleave (see
/// `V`): a chain of functions overlaps in the out-of-order window instead of each
/// function waiting on its own latency a tile at a time (elementwise_chain's tanh,
/// exp and max over 2048 elements in L1: 7.9 ns per 16 lanes in tiles, 6.0 in blocks).
/// The whole blocks of a program that runs natively (`program::runs_natively`) run as its
/// machine code instead (`jit`).
#[target_feature(enable = "avx512f,fma")]
unsafe fn run_blocks(p: &Program, n: usize, streamed: u32) {
    let halves = p.has_halves();
    // Powers run in tiles: a power's forty-odd live vectors in the block loop changed its
    // register allocation for every program (the block's vectors spilled around each step:
    // `sign(x) * sqrt(|x|)` over f32[4M], 1 thread, 1.1 -> 1.5 ms), and beside a power's
    // own cost the blocks' gain is small.
    let full = if (p.n_steps > 1 || halves) && !p.has_powers() {
        n / (16 * BLOCK) * (16 * BLOCK)
    } else {
        0
    };
    let native = full > 0 && !halves && jit::run(p, full, streamed);
    if full > 0 && !native {
        match (streamed == 0, halves) {
            (true, false) => blocks::run::<false, false>(p, full, 0),
            (false, false) => blocks::run::<true, false>(p, full, streamed),
            // `write_only` streams no output of a program with halves.
            (_, true) => blocks::run::<false, true>(p, full, 0),
        }
    }
    run_tiles(p, full, n, streamed);
}

/// `s` applied to `U` vectors (nothing for [`Sign::Keep`]).
#[inline]
#[target_feature(enable = "avx512f,fma")]
fn fix<const U: usize>(s: Sign, x: V<U>) -> V<U> {
    if s == Sign::Keep {
        x
    } else {
        Fix::<true>::new(s).apply(x)
    }
}

/// Runs iterations `from..n` of `p` tile by tile, the streams in `streamed`
/// (line-aligned) written with streaming stores.
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn run_tiles(p: &Program, from: usize, n: usize, streamed: u32) {
    if from >= n {
        return;
    }
    // Only the buffers' addresses are taken: the frame's check has every slot written
    // before it is read, and a staged tile is widened before a step reads it.
    let buffers = buffers();
    let slots = std::ptr::addr_of_mut!((*buffers).slots) as *mut f32;
    let staged = std::ptr::addr_of_mut!((*buffers).staged) as *mut f32;
    let mut consts = [std::mem::MaybeUninit::<[f32; 16]>::uninit(); MAX_CONSTS];
    for (k, c) in consts.iter_mut().enumerate().take(p.n_consts) {
        c.write([p.consts[k]; 16]);
    }
    let (half_read, half_written) = half_streams(p);
    let steps = p.steps();
    let mut t0 = from;
    while t0 < n {
        let len = TILE.min(n - t0);
        if p.n_steps > 1 {
            prefetch_streams(p, t0 + PREFETCH_TILES * TILE, n, streamed);
        }
        for k in 0..p.n_streams {
            if let (Some(h), true) = (p.types[k], half_read & 1 << k != 0) {
                let src = p.element(k, t0) as *const u16;
                half::widen_tile(h, src, staged.add(k * TILE), len);
            }
        }
        for (j, s) in steps.iter().enumerate() {
            let place = |o: Operand| -> (*mut f32, usize) {
                match o {
                    Operand::Slot(k) => (slots.add(k as usize * TILE), 1),
                    Operand::Stream(k) if p.types[k as usize].is_some() => {
                        (staged.add(k as usize * TILE), 1)
                    }
                    Operand::Stream(k) => (p.streams[k as usize].add(t0), 1),
                    Operand::Const(k) => (consts[k as usize].as_ptr() as *mut f32, 0),
                }
            };
            let src = |o: Operand| {
                let (p, unit) = place(o);
                Src { p, unit }
            };
            let (a, b, c) = (src(s.args[0]), src(s.args[1]), src(s.args[2]));
            let d = place(s.dst).0;
            let stream = matches!(s.dst, Operand::Stream(k) if streamed & 1 << k != 0);
            step(s, len, d, stream, a, b, c);
            // A later step reads an f16/bf16 output as stored (rounded to its type); the
            // narrowing after the last step rounds one that no later step reads.
            let (ty, read_later) = match s.dst {
                Operand::Stream(k) => (p.types[k as usize], reads_stream(&steps[j + 1..], k)),
                _ => (None, false),
            };
            if let Some(h) = s.round.filter(|&h| read_later || ty != Some(h)) {
                half::round_tile(h, d, len);
            }
            if let Some(t) = ty.filter(|&t| read_later && s.round != Some(t)) {
                half::round_tile(t, d, len);
            }
        }
        for k in 0..p.n_streams {
            if let (Some(h), true) = (p.types[k], half_written & 1 << k != 0) {
                let dst = p.element(k, t0) as *mut u16;
                half::narrow_tile(h, staged.add(k * TILE), dst, len);
            }
        }
        t0 += len;
    }
}

/// How far ahead [`prefetch_streams`] fetches. With several steps, the later ones run
/// from L1 and memory would idle while they compute; a single step streams its inputs
/// as it goes, and the hardware prefetcher does better alone (exp(x - c) over 16M
/// elements: 0.21 ns/element without, 0.30 with; elementwise_chain's four steps: 0.77
/// without, 0.68 with).
const PREFETCH_TILES: usize = 1;

/// Fetches the streams' tile at `t` (if it is in `0..n`) towards L1.
#[inline]
#[target_feature(enable = "avx512f,fma")]
unsafe fn prefetch_streams(p: &Program, t: usize, n: usize, skip: u32) {
    if t >= n {
        return;
    }
    let len = TILE.min(n - t);
    for k in 0..p.n_streams {
        if skip & 1 << k != 0 {
            continue;
        }
        let s = p.element(k, t) as *const i8;
        let bytes = p.element(k, len) as usize - p.streams[k] as usize;
        let mut b = 0;
        while b < bytes {
            _mm_prefetch::<_MM_HINT_T0>(s.add(b));
            b += 64;
        }
    }
}

/// One step over one tile: a loop specialized for its op and function.
#[inline]
#[target_feature(enable = "avx512f,fma")]
unsafe fn step(s: &Checked, len: usize, d: *mut f32, stream: bool, a: Src, b: Src, c: Src) {
    let fix = !(s.pre == Sign::Keep && s.post == Sign::Keep);
    match (fix, stream) {
        (false, false) => step_with::<false, false>(s, len, Dst { p: d }, a, b, c),
        (true, false) => step_with::<true, false>(s, len, Dst { p: d }, a, b, c),
        (false, true) => step_with::<false, true>(s, len, Dst { p: d }, a, b, c),
        (true, true) => step_with::<true, true>(s, len, Dst { p: d }, a, b, c),
    }
}

/// Function codes as const-generic parameters ([`Op`] as `u8`, `NONE` for none).
const NONE: u8 = super::NONE;
const EXP: u8 = Op::Exp as u8;
const LOG: u8 = Op::Log as u8;
const TANH: u8 = Op::Tanh as u8;
const LOGISTIC: u8 = Op::Logistic as u8;
const ERF: u8 = Op::Erf as u8;
const LOG1P: u8 = Op::Log1p as u8;
const EXPM1: u8 = Op::Expm1 as u8;
const SIGNUM: u8 = Op::Signum as u8;
const SQRT: u8 = Op::Sqrt as u8;
const RSQRT: u8 = Op::Rsqrt as u8;

/// [`step`] with (`FIX`) or without sign fix-ups, writing with streaming stores
/// (`STREAM`) or plain ones.
#[inline(never)]
#[target_feature(enable = "avx512f,fma")]
unsafe fn step_with<const FIX: bool, const STREAM: bool>(
    s: &Checked,
    len: usize,
    d: Dst<STREAM>,
    a: Src,
    b: Src,
    c: Src,
) {
    // Transcendental functions are long chains: eight vectors side by side (see `V`);
    // arithmetic and roots keep two.
    match s.func {
        // A power is a long chain (a log and an exp in f64): four vectors side by side.
        None if s.op == Op::Pow => step_func::<FIX, STREAM, NONE, 4>(s, len, d, a, b, c),
        None => step_func::<FIX, STREAM, NONE, 2>(s, len, d, a, b, c),
        Some(Op::Exp) => step_func::<FIX, STREAM, EXP, 8>(s, len, d, a, b, c),
        Some(Op::Log) => step_func::<FIX, STREAM, LOG, 8>(s, len, d, a, b, c),
        Some(Op::Tanh) => step_func::<FIX, STREAM, TANH, 8>(s, len, d, a, b, c),
        Some(Op::Logistic) => step_func::<FIX, STREAM, LOGISTIC, 8>(s, len, d, a, b, c),
        Some(Op::Erf) => step_func::<FIX, STREAM, ERF, 8>(s, len, d, a, b, c),
        Some(Op::Log1p) => step_func::<FIX, STREAM, LOG1P, 8>(s, len, d, a, b, c),
        Some(Op::Expm1) => step_func::<FIX, STREAM, EXPM1, 8>(s, len, d, a, b, c),
        Some(Op::Signum) => step_func::<FIX, STREAM, SIGNUM, 2>(s, len, d, a, b, c),
        Some(Op::Sqrt) => step_func::<FIX, STREAM, SQRT, 2>(s, len, d, a, b, c),
        Some(Op::Rsqrt) => step_func::<FIX, STREAM, RSQRT, 2>(s, len, d, a, b, c),
        Some(_) => {}
    }
}

/// The step's function `F` (an [`Op`] code, or `NONE`) of `U` vectors. (Always inlined,
/// as the math it calls: a call would pass the vectors through memory.)
#[inline(always)]
unsafe fn func<const F: u8, const U: usize>(x: V<U>) -> V<U> {
    match F {
        EXP => exp_n(x),
        LOG => log_n(x),
        TANH => tanh_n(x),
        LOGISTIC => logistic_n(x),
        ERF => erf_n(x),
        LOG1P => log1p_n(x),
        EXPM1 => expm1_n(x),
        SIGNUM => each_inline!(x => signum(x)),
        // In `each!`'s closure these ran as calls (the vectors through memory).
        SQRT => each_inline!(x => _mm512_sqrt_ps(x)),
        RSQRT => each_inline!(x => _mm512_div_ps(_mm512_set1_ps(1.0), _mm512_sqrt_ps(x))),
        _ => x,
    }
}

/// [`step_with`] for the function `F`, `U` vectors at a time.
#[inline]
#[target_feature(enable = "avx512f,fma")]
unsafe fn step_func<const FIX: bool, const STREAM: bool, const F: u8, const U: usize>(
    s: &Checked,
    len: usize,
    d: Dst<STREAM>,
    a: Src,
    b: Src,
    c: Src,
) {
    let (pre, post) = (Fix::<FIX>::new(s.pre), Fix::<FIX>::new(s.post));
    macro_rules! op {
        ($($x:ident),* => $e:expr) => {
            lanes!(len, d, U, [$($x => $x),*], {
                post.apply(func::<F, _>(pre.apply(each!($($x),* => $e))))
            })
        };
    }
    match s.op {
        Op::Add => op!(a, b => _mm512_add_ps(a, b)),
        Op::Sub => op!(a, b => _mm512_sub_ps(a, b)),
        Op::Mul => op!(a, b => _mm512_mul_ps(a, b)),
        Op::Div => op!(a, b => _mm512_div_ps(a, b)),
        Op::Max => op!(a, b => max_min::<true>(a, b)),
        Op::Min => op!(a, b => max_min::<false>(a, b)),
        Op::Fma => op!(a, b, c => _mm512_fmadd_ps(a, b, c)),
        Op::Fms => op!(a, b, c => _mm512_fmsub_ps(a, b, c)),
        Op::CmpLt => op!(a, b => compare::<_CMP_LT_OQ>(a, b)),
        Op::CmpLe => op!(a, b => compare::<_CMP_LE_OQ>(a, b)),
        Op::CmpGt => op!(a, b => compare::<_CMP_GT_OQ>(a, b)),
        Op::CmpGe => op!(a, b => compare::<_CMP_GE_OQ>(a, b)),
        Op::CmpEq => op!(a, b => compare::<_CMP_EQ_OQ>(a, b)),
        Op::CmpNe => op!(a, b => compare::<_CMP_NEQ_UQ>(a, b)),
        Op::Select => op!(a, b, c => select(a, b, c)),
        Op::Pow => lanes!(len, d, U, [a => a, b => b], {
            post.apply(func::<F, _>(pre.apply(pow_n(a, b))))
        }),
        // Copy (`Program::read` lets no other unary op through).
        _ => op!(a => a),
    }
}

/// All ones where `x P y` holds, zero elsewhere (the inline compares' predicates: ordered,
/// `NEQ_UQ` unordered; under DAZ both read denormals as zeros).
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(super) fn compare<const P: i32>(x: __m512, y: __m512) -> __m512 {
    let holds = _mm512_cmp_ps_mask::<P>(x, y);
    _mm512_castsi512_ps(_mm512_maskz_mov_epi32(holds, _mm512_set1_epi32(-1)))
}

/// XLA's sign, as the inline `sign`: `copysign(x == 0 ? 0 : 1, x)`, NaN kept (a denormal
/// compares equal to zero under DAZ).
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(super) fn signum(x: __m512) -> __m512 {
    let is_zero = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(x, _mm512_setzero_ps());
    let magnitude = _mm512_mask_blend_ps(is_zero, _mm512_set1_ps(1.0), _mm512_setzero_ps());
    let signed = copysign(magnitude, x);
    let is_nan = _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
    _mm512_mask_blend_ps(is_nan, signed, x)
}

/// `c != 0 ? x : y`, lane by lane on `c`'s bits (a [`compare`] result).
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(super) fn select(c: __m512, x: __m512, y: __m512) -> __m512 {
    let c = _mm512_castps_si512(c);
    _mm512_mask_blend_ps(_mm512_test_epi32_mask(c, c), y, x)
}

/// `simd::M::xla_max_min`: `x` where it is NaN, the AND (max) or OR (min) of the bits
/// where the operands are equal (±0), else the larger (smaller) one. `vmaxps x, y` is
/// `x > y ? x : y` (`y` where either is NaN or both are zeros), so it is right but where
/// `x` is NaN or the operands are equal. A denormal result becomes a zero of its sign under
/// DAZ, as `simd::M::xla_max_min` does it (multiplying by one, NaNs kept; here a scaling by
/// 2⁰, which LLVM cannot fold).
#[inline]
#[target_feature(enable = "avx512f,fma")]
pub(in crate::cpu) fn max_min<const MAX: bool>(x: __m512, y: __m512) -> __m512 {
    let (xb, yb) = (_mm512_castps_si512(x), _mm512_castps_si512(y));
    let equal = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(x, y);
    let r = if MAX {
        let r = _mm512_castps_si512(_mm512_max_ps(x, y));
        _mm512_mask_and_epi32(r, equal, xb, yb)
    } else {
        let r = _mm512_castps_si512(_mm512_min_ps(x, y));
        _mm512_mask_or_epi32(r, equal, xb, yb)
    };
    let r = _mm512_castsi512_ps(r);
    // `r · 2⁰` with `vscalefps`: a multiplication by one would be folded away by LLVM
    // (exact in its model, which knows nothing of DAZ), leaving a denormal's bits.
    let r_number = _mm512_cmp_ps_mask::<_CMP_ORD_Q>(r, r);
    let r = _mm512_mask_scalef_ps(r, r_number, r, _mm512_setzero_ps());
    let x_nan = _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
    _mm512_mask_mov_ps(r, x_nan, x)
}
