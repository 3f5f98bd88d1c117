//! The AVX-512 interpreter of checked frames: tile by tile, step by step, each step a loop
//! specialized for its op, function and sign fix-ups.

use super::super::x86::{exp16, log16, logistic16, tanh16};
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

    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn load_masked(self, i: usize, m: __mmask16) -> __m512 {
        _mm512_maskz_loadu_ps(m, self.p.add(i * self.unit))
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

    /// One `vpternlogd`, or nothing.
    #[inline]
    #[target_feature(enable = "avx512f,fma")]
    fn apply(self, x: __m512) -> __m512 {
        if !ON {
            return x;
        }
        let bits = _mm512_and_si512(_mm512_castps_si512(x), self.and);
        _mm512_castsi512_ps(_mm512_xor_si512(bits, self.xor))
    }
}

/// `dst[i] = body(srcs[i]...)` for `i` in `0..len`, sixteen at a time, the last group
/// masked.
macro_rules! lanes {
    ($len:expr, $dst:expr, [$($src:ident => $x:ident),*], $body:expr) => {{
        let (len, dst) = ($len, $dst);
        let mut i = 0;
        // Two independent groups per iteration for the scheduler.
        while i + 32 <= len {
            let j = i + 16;
            $(let $x = $src.load(i);)*
            let r0 = $body;
            $(let $x = $src.load(j);)*
            let r1 = $body;
            dst.store(i, r0);
            dst.store(j, r1);
            i += 32;
        }
        while i + 16 <= len {
            $(let $x = $src.load(i);)*
            dst.store(i, $body);
            i += 16;
        }
        if i < len {
            let m = ((1u32 << (len - i)) - 1) as __mmask16;
            $(let $x = $src.load_masked(i, m);)*
            _mm512_mask_storeu_ps(dst.p.add(i), m, $body);
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
}

#[repr(C, align(64))]
struct Scratch([f32; MAX_SLOTS * TILE]);

/// Streams that one step writes, no other step writes and no step reads, as a bit set.
pub(super) fn write_only(p: &Program) -> u32 {
    let (mut read, mut written, mut twice) = (0u32, 0u32, 0u32);
    for s in p.steps() {
        for a in &s.args[..s.op.arity()] {
            if let Operand::Stream(k) = a {
                read |= 1 << k;
            }
        }
        if let Operand::Stream(k) = s.dst {
            twice |= written & 1 << k;
            written |= 1 << k;
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
        return run_tiles(p, n, 0);
    }
    // The first iterations up to a line boundary of one output, then the rest with
    // streaming stores to the outputs that are then line-aligned.
    let first = p.streams[write_only.trailing_zeros() as usize] as usize;
    let head = ((64 - first % 64) % 64 / 4).min(n);
    run_tiles(p, head, 0);
    let mut rest = p.clone();
    let mut streamed = 0;
    for k in 0..p.n_streams {
        rest.streams[k] = p.streams[k].add(head);
        if write_only & 1 << k != 0 && (rest.streams[k] as usize).is_multiple_of(64) {
            streamed |= 1 << k;
        }
    }
    run_tiles(&rest, n - head, streamed);
    _mm_sfence();
}

/// Runs `p` for `n` iterations tile by tile, the streams in `streamed` (line-aligned)
/// written with streaming stores.
#[target_feature(enable = "avx512f,fma")]
unsafe fn run_tiles(p: &Program, n: usize, streamed: u32) {
    let mut scratch = std::mem::MaybeUninit::<Scratch>::uninit();
    let slots = scratch.as_mut_ptr() as *mut f32;
    let mut consts = [std::mem::MaybeUninit::<[f32; 16]>::uninit(); MAX_CONSTS];
    for (k, c) in consts.iter_mut().enumerate().take(p.n_consts) {
        c.write([p.consts[k]; 16]);
    }
    let mut t0 = 0;
    while t0 < n {
        let len = TILE.min(n - t0);
        if p.n_steps > 1 {
            prefetch_streams(p, t0 + PREFETCH_TILES * TILE, n, streamed);
        }
        for s in p.steps() {
            let place = |o: Operand| -> (*mut f32, usize) {
                match o {
                    Operand::Slot(k) => (slots.add(k as usize * TILE), 1),
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
    for (k, &s) in p.streams[..p.n_streams].iter().enumerate() {
        if skip & 1 << k != 0 {
            continue;
        }
        let s = s.add(t) as *const i8;
        let mut b = 0;
        while b < len * 4 {
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
    let (pre, post) = (Fix::<FIX>::new(s.pre), Fix::<FIX>::new(s.post));
    macro_rules! with {
        ($f:expr) => {{
            let f = $f;
            match s.op {
                Op::Add => lanes!(len, d, [a => x, b => y], {
                    post.apply(f(pre.apply(_mm512_add_ps(x, y))))
                }),
                Op::Sub => lanes!(len, d, [a => x, b => y], {
                    post.apply(f(pre.apply(_mm512_sub_ps(x, y))))
                }),
                Op::Mul => lanes!(len, d, [a => x, b => y], {
                    post.apply(f(pre.apply(_mm512_mul_ps(x, y))))
                }),
                Op::Div => lanes!(len, d, [a => x, b => y], {
                    post.apply(f(pre.apply(_mm512_div_ps(x, y))))
                }),
                Op::Max => lanes!(len, d, [a => x, b => y], {
                    post.apply(f(pre.apply(max_min::<true>(x, y))))
                }),
                Op::Min => lanes!(len, d, [a => x, b => y], {
                    post.apply(f(pre.apply(max_min::<false>(x, y))))
                }),
                Op::Fma => lanes!(len, d, [a => x, b => y, c => z], {
                    post.apply(f(pre.apply(_mm512_fmadd_ps(x, y, z))))
                }),
                Op::Fms => lanes!(len, d, [a => x, b => y, c => z], {
                    post.apply(f(pre.apply(_mm512_fmsub_ps(x, y, z))))
                }),
                // Copy (`Program::read` lets no other unary op through).
                _ => lanes!(len, d, [a => x], post.apply(f(pre.apply(x)))),
            }
        }};
    }
    match s.func {
        None => with!(|x| x),
        Some(Op::Exp) => with!(|x| exp16(x)),
        Some(Op::Log) => with!(|x| log16(x)),
        Some(Op::Tanh) => with!(|x| tanh16(x)),
        Some(Op::Logistic) => with!(|x| logistic16(x)),
        Some(Op::Sqrt) => with!(|x| _mm512_sqrt_ps(x)),
        Some(Op::Rsqrt) => with!(|x| _mm512_div_ps(_mm512_set1_ps(1.0), _mm512_sqrt_ps(x))),
        Some(_) => {}
    }
}

/// `simd::M::xla_max_min`: `x` where it is NaN, the AND (max) or OR (min) of the bits
/// where the operands are equal (±0), else the larger (smaller) one.
#[inline]
#[target_feature(enable = "avx512f,fma")]
fn max_min<const MAX: bool>(x: __m512, y: __m512) -> __m512 {
    let pick_x = if MAX {
        _mm512_cmp_ps_mask::<_CMP_GT_OQ>(x, y)
    } else {
        _mm512_cmp_ps_mask::<_CMP_LT_OQ>(x, y)
    };
    let r = _mm512_mask_blend_ps(pick_x, y, x);
    let (xb, yb) = (_mm512_castps_si512(x), _mm512_castps_si512(y));
    let merged = if MAX {
        _mm512_and_si512(xb, yb)
    } else {
        _mm512_or_si512(xb, yb)
    };
    let equal = _mm512_cmp_ps_mask::<_CMP_EQ_OQ>(x, y);
    let r = _mm512_mask_blend_ps(equal, r, _mm512_castsi512_ps(merged));
    let x_nan = _mm512_cmp_ps_mask::<_CMP_UNORD_Q>(x, x);
    _mm512_mask_blend_ps(x_nan, r, x)
}
