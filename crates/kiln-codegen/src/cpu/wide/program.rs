//! Tile programs: a whole vector-loop body evaluated by one AVX-512 helper call. When every
//! statement of a loop with exp/log/tanh/logistic is f32 arithmetic on unit-stride f32 loads
//! and stores (`vector::tile::program` decides), the kernel writes the body as a short list
//! of steps into a stack frame and calls [`program_f32`] once for its whole range; the helper
//! runs the list tile by tile, each step over the tile sixteen lanes at a time:
//!
//! ```text
//! for each tile of TILE iterations:
//!     for each step: for each 16 lanes:
//!         dst[lanes] = post(func(pre(op(a[lanes], b[lanes], c[lanes]))))
//! ```
//!
//! `op` is a copy or an arithmetic op, `func` an optional unary function (exp, log, tanh,
//! logistic, sqrt, rsqrt), `pre` and `post` sign fix-ups (any run of negations and absolute
//! values). A step is one pass over the tile: chains like `exp(-|a * b + c|)` take one.
//! Operands are *slots* (a tile of scratch on the helper's stack), *streams* (a buffer's
//! elements from the range's first iteration on, one per iteration) or *constants* (a uniform
//! f32 broadcast). Every operation is the inline f32x4 code's, with the same results bit for
//! bit (exp, log, tanh and logistic are `wide`'s), so a loop run as a program agrees with its
//! inline and scalar forms.
//!
//! The frame is 8-byte words: a header (step, stream, constant and slot counts), one word per
//! step (op, destination, three operands, function, pre and post fix-ups: a byte each), one
//! pointer per stream, one f32 per constant (low half). The helper checks the frame before it
//! runs it: known codes, operands in range, slots written before they are read; a frame that
//! fails does nothing.

/// Scratch slots per program (each `TILE` f32).
pub(in crate::cpu) const MAX_SLOTS: usize = 8;
/// Streams and constants per program.
pub(in crate::cpu) const MAX_STREAMS: usize = 16;
pub(in crate::cpu) const MAX_CONSTS: usize = 16;
/// Steps per program. (The limits keep a call's set-up small: a softmax row of 64 is a
/// call of its own.)
pub(in crate::cpu) const MAX_OPS: usize = 32;
/// Iterations per tile: the slots of a program stay in L1 with the tile's inputs.
const TILE: usize = 512;

const STREAM_BASE: u8 = 64;
const CONST_BASE: u8 = 128;
const NONE: u8 = 255;

/// The operations, by code: a step's `op` is [`Op::Copy`] or arithmetic, its function one of
/// the unary ones but Neg and Abs (which are [`Sign`] fix-ups).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(in crate::cpu) enum Op {
    Copy,
    Neg,
    Abs,
    Sqrt,
    Rsqrt,
    Exp,
    Log,
    Tanh,
    Logistic,
    Add,
    Sub,
    Mul,
    Div,
    /// XLA's max and min (NaN from either side, +0 > -0), as `simd::M::xla_max_min`.
    Max,
    Min,
    /// `a * b + c`, rounded once.
    Fma,
    /// `a * b - c`, rounded once: `fma(a, b, -c)` (negation is exact, and the sum of a zero
    /// product and a zero `-c` gets the same sign either way).
    Fms,
}

impl Op {
    const ALL: [Op; 17] = [
        Op::Copy,
        Op::Neg,
        Op::Abs,
        Op::Sqrt,
        Op::Rsqrt,
        Op::Exp,
        Op::Log,
        Op::Tanh,
        Op::Logistic,
        Op::Add,
        Op::Sub,
        Op::Mul,
        Op::Div,
        Op::Max,
        Op::Min,
        Op::Fma,
        Op::Fms,
    ];

    /// Whether the op is a step's function.
    pub(in crate::cpu) fn is_function(self) -> bool {
        matches!(
            self,
            Op::Sqrt | Op::Rsqrt | Op::Exp | Op::Log | Op::Tanh | Op::Logistic
        )
    }

    pub(in crate::cpu) fn arity(self) -> usize {
        use Op::*;
        match self {
            Copy | Neg | Abs | Sqrt | Rsqrt | Exp | Log | Tanh | Logistic => 1,
            Add | Sub | Mul | Div | Max | Min => 2,
            Fma | Fms => 3,
        }
    }
}

/// A sign fix-up: `(bits & and) ^ xor`, which is what any run of negations (flip the sign
/// bit) and absolute values (clear it) amounts to, NaNs included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
#[repr(u8)]
pub(in crate::cpu) enum Sign {
    #[default]
    Keep,
    Neg,
    Abs,
    /// `-|x|`.
    NegAbs,
}

impl Sign {
    const ALL: [Sign; 4] = [Sign::Keep, Sign::Neg, Sign::Abs, Sign::NegAbs];

    /// This fix-up followed by `op`, if `op` is Neg or Abs.
    pub(in crate::cpu) fn then(self, op: Op) -> Option<Sign> {
        use Sign::*;
        match op {
            Op::Neg => Some(match self {
                Keep => Neg,
                Neg => Keep,
                Abs => NegAbs,
                NegAbs => Abs,
            }),
            Op::Abs => Some(Abs),
            _ => None,
        }
    }

    /// (and, xor) masks on the bits.
    fn masks(self) -> (u32, u32) {
        const SIGN: u32 = 0x8000_0000;
        match self {
            Sign::Keep => (!0, 0),
            Sign::Neg => (!0, SIGN),
            Sign::Abs => (!SIGN, 0),
            Sign::NegAbs => (!SIGN, SIGN),
        }
    }

    fn apply(self, x: f32) -> f32 {
        let (and, xor) = self.masks();
        f32::from_bits((x.to_bits() & and) ^ xor)
    }
}

/// Where an operation reads or writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::cpu) enum Operand {
    Slot(u8),
    Stream(u8),
    Const(u8),
}

impl Operand {
    fn byte(self) -> u8 {
        match self {
            Operand::Slot(s) => s,
            Operand::Stream(k) => STREAM_BASE + k,
            Operand::Const(k) => CONST_BASE + k,
        }
    }

    fn from_byte(b: u8) -> Option<Operand> {
        match b {
            NONE => None,
            b if b >= CONST_BASE => Some(Operand::Const(b - CONST_BASE)),
            b if b >= STREAM_BASE => Some(Operand::Stream(b - STREAM_BASE)),
            b => Some(Operand::Slot(b)),
        }
    }
}

/// The frame's first word.
pub(in crate::cpu) fn header_word(ops: usize, streams: usize, consts: usize, slots: usize) -> u64 {
    ops as u64 | (streams as u64) << 16 | (consts as u64) << 32 | (slots as u64) << 48
}

/// One step: `dst = post(func(pre(op(args))))`.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::cpu) struct Step {
    pub op: Op,
    pub dst: Operand,
    pub args: Vec<Operand>,
    pub pre: Sign,
    pub func: Option<Op>,
    pub post: Sign,
}

impl Step {
    /// The step's frame word.
    pub(in crate::cpu) fn word(&self) -> u64 {
        let mut bytes = [self.op as u8, self.dst.byte(), NONE, NONE, NONE, NONE, 0, 0];
        for (k, a) in self.args.iter().enumerate().take(3) {
            bytes[2 + k] = a.byte();
        }
        if let Some(f) = self.func {
            bytes[5] = f as u8;
        }
        bytes[6] = self.pre as u8;
        bytes[7] = self.post as u8;
        u64::from_le_bytes(bytes)
    }
}

/// A checked step.
#[derive(Clone, Copy)]
struct Checked {
    op: Op,
    dst: Operand,
    args: [Operand; 3],
    pre: Sign,
    func: Option<Op>,
    post: Sign,
}

/// A checked frame.
struct Program {
    /// `steps[..n_steps]` are initialized.
    steps: [std::mem::MaybeUninit<Checked>; MAX_OPS],
    n_steps: usize,
    streams: [*mut f32; MAX_STREAMS],
    n_streams: usize,
    consts: [f32; MAX_CONSTS],
    n_consts: usize,
}

impl Program {
    fn steps(&self) -> &[Checked] {
        // SAFETY: `read` initialized the first `n_steps`.
        unsafe { std::slice::from_raw_parts(self.steps.as_ptr() as *const Checked, self.n_steps) }
    }

    /// Reads and checks the frame at `frame`.
    ///
    /// # Safety
    /// `frame` must hold the header and as many words as it announces.
    unsafe fn read(frame: *const u64) -> Option<Program> {
        let header = frame.read_unaligned();
        let field = |k: u32| ((header >> (16 * k)) & 0xffff) as usize;
        let (n_ops, n_streams, n_consts, n_slots) = (field(0), field(1), field(2), field(3));
        if n_ops > MAX_OPS
            || n_streams > MAX_STREAMS
            || n_consts > MAX_CONSTS
            || n_slots > MAX_SLOTS
        {
            return None;
        }
        let mut p = Program {
            steps: [const { std::mem::MaybeUninit::uninit() }; MAX_OPS],
            n_steps: 0,
            streams: [std::ptr::null_mut(); MAX_STREAMS],
            n_streams,
            consts: [0.0; MAX_CONSTS],
            n_consts,
        };
        let in_range = |o: Operand| match o {
            Operand::Slot(s) => (s as usize) < n_slots,
            Operand::Stream(k) => (k as usize) < n_streams,
            Operand::Const(k) => (k as usize) < n_consts,
        };
        let mut written = [false; MAX_SLOTS];
        for i in 0..n_ops {
            let bytes = frame.add(1 + i).read_unaligned().to_le_bytes();
            let op = *Op::ALL.get(bytes[0] as usize)?;
            if op.arity() == 1 && op != Op::Copy {
                return None;
            }
            let dst = Operand::from_byte(bytes[1])?;
            if matches!(dst, Operand::Const(_)) || !in_range(dst) {
                return None;
            }
            let mut args = [dst; 3];
            for (k, arg) in args.iter_mut().enumerate() {
                match (k < op.arity(), Operand::from_byte(bytes[2 + k])) {
                    (true, Some(a)) if in_range(a) => {
                        if let Operand::Slot(s) = a {
                            if !written[s as usize] {
                                return None;
                            }
                        }
                        *arg = a;
                    }
                    (false, None) => {}
                    _ => return None,
                }
            }
            let func = match bytes[5] {
                NONE => None,
                f => Some(*Op::ALL.get(f as usize).filter(|f| f.is_function())?),
            };
            let pre = *Sign::ALL.get(bytes[6] as usize)?;
            let post = *Sign::ALL.get(bytes[7] as usize)?;
            if let Operand::Slot(s) = dst {
                written[s as usize] = true;
            }
            p.steps[i].write(Checked {
                op,
                dst,
                args,
                pre,
                func,
                post,
            });
            p.n_steps = i + 1;
        }
        let streams = frame.add(1 + n_ops);
        for k in 0..n_streams {
            p.streams[k] = streams.add(k).read_unaligned() as usize as *mut f32;
        }
        let consts = streams.add(n_streams);
        for k in 0..n_consts {
            p.consts[k] = f32::from_bits(consts.add(k).read_unaligned() as u32);
        }
        Some(p)
    }
}

/// `extern "C" fn(frame, count)`: runs the frame's program for `count` iterations (from the
/// streams' first elements on). Hosts without AVX-512 evaluate it element by element with
/// the f64 reference functions (the emitter never builds programs there).
pub(in crate::cpu) extern "C" fn program_f32(frame: *mut f32, count: i64) {
    let n = count.max(0) as usize;
    // SAFETY: the kernel passes a frame it built (header and the words it announces).
    let Some(p) = (unsafe { Program::read(frame as *const u64) }) else {
        debug_assert!(false, "malformed tile program");
        return;
    };
    #[cfg(target_arch = "x86_64")]
    if super::available() {
        // SAFETY: the streams cover `n` elements each (the kernel's loop range), and the
        // host has the features the wide code is compiled for.
        unsafe { x86::run(&p, n) };
        return;
    }
    // SAFETY: as above.
    unsafe { reference(&p, n) }
}

/// Element by element, one value per slot (no tiles needed).
unsafe fn reference(p: &Program, n: usize) {
    let mut slots = [0f32; MAX_SLOTS];
    for i in 0..n {
        for s in p.steps() {
            let get = |o: Operand, slots: &[f32]| match o {
                Operand::Slot(k) => slots[k as usize],
                Operand::Stream(k) => *p.streams[k as usize].add(i),
                Operand::Const(k) => p.consts[k as usize],
            };
            let [a, b, c] = s.args.map(|o| get(o, &slots));
            let r = s.pre.apply(reference_op(s.op, a, b, c));
            let r = s.func.map_or(r, |f| reference_op(f, r, 0.0, 0.0));
            let r = s.post.apply(r);
            match s.dst {
                Operand::Slot(k) => slots[k as usize] = r,
                Operand::Stream(k) => *p.streams[k as usize].add(i) = r,
                Operand::Const(_) => {}
            }
        }
    }
}

fn reference_op(op: Op, a: f32, b: f32, c: f32) -> f32 {
    let f = |g: fn(f64) -> f64| g(a as f64) as f32;
    match op {
        Op::Copy => a,
        Op::Neg => -a,
        Op::Abs => a.abs(),
        Op::Sqrt => a.sqrt(),
        Op::Rsqrt => 1.0 / a.sqrt(),
        Op::Exp => f(f64::exp),
        Op::Log => f(f64::ln),
        Op::Tanh => f(f64::tanh),
        Op::Logistic => f(|x| 1.0 / (1.0 + (-x).exp())),
        Op::Add => a + b,
        Op::Sub => a - b,
        Op::Mul => a * b,
        Op::Div => a / b,
        Op::Max | Op::Min => super::xla_max_min(op == Op::Max, a, b),
        Op::Fma => a.mul_add(b, c),
        Op::Fms => a.mul_add(b, -c),
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
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
                _mm512_storeu_ps(dst.add(i), r0);
                _mm512_storeu_ps(dst.add(j), r1);
                i += 32;
            }
            while i + 16 <= len {
                $(let $x = $src.load(i);)*
                _mm512_storeu_ps(dst.add(i), $body);
                i += 16;
            }
            if i < len {
                let m = ((1u32 << (len - i)) - 1) as __mmask16;
                $(let $x = $src.load_masked(i, m);)*
                _mm512_mask_storeu_ps(dst.add(i), m, $body);
            }
        }};
    }

    #[repr(C, align(64))]
    struct Scratch([f32; MAX_SLOTS * TILE]);

    #[target_feature(enable = "avx512f,fma")]
    pub(super) unsafe fn run(p: &Program, n: usize) {
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
                prefetch_streams(p, t0 + PREFETCH_TILES * TILE, n);
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
                step(s, len, place(s.dst).0, a, b, c);
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
    unsafe fn prefetch_streams(p: &Program, t: usize, n: usize) {
        if t >= n {
            return;
        }
        let len = TILE.min(n - t);
        for &s in &p.streams[..p.n_streams] {
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
    unsafe fn step(s: &Checked, len: usize, d: *mut f32, a: Src, b: Src, c: Src) {
        if s.pre == Sign::Keep && s.post == Sign::Keep {
            step_with::<false>(s, len, d, a, b, c)
        } else {
            step_with::<true>(s, len, d, a, b, c)
        }
    }

    /// [`step`] with (`FIX`) or without sign fix-ups.
    #[inline(never)]
    #[target_feature(enable = "avx512f,fma")]
    unsafe fn step_with<const FIX: bool>(
        s: &Checked,
        len: usize,
        d: *mut f32,
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
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A frame for `steps` over `streams` with `consts`, using `slots` slots.
    fn frame(steps: &[u64], streams: &[*mut f32], consts: &[f32], slots: usize) -> Vec<u64> {
        let mut w = vec![header_word(steps.len(), streams.len(), consts.len(), slots)];
        w.extend_from_slice(steps);
        w.extend(streams.iter().map(|&p| p as usize as u64));
        w.extend(consts.iter().map(|c| c.to_bits() as u64));
        w
    }

    fn step(op: Op, dst: Operand, args: &[Operand], func: Option<Op>, post: Sign) -> u64 {
        let pre = Sign::Keep;
        let args = args.to_vec();
        Step {
            op,
            dst,
            args,
            pre,
            func,
            post,
        }
        .word()
    }

    fn run(frame: &mut [u64], n: i64) {
        program_f32(frame.as_mut_ptr() as *mut f32, n);
    }

    #[test]
    fn a_program_runs_over_several_tiles() {
        let n = 2 * TILE + 37;
        let x: Vec<f32> = (0..n).map(|i| i as f32 * 0.5 - 100.0).collect();
        let mut out = vec![0f32; n];
        let (s, xs, o, c) = (
            Operand::Slot(0),
            Operand::Stream(0),
            Operand::Stream(1),
            Operand::Const(0),
        );
        let steps = [
            step(Op::Mul, s, &[xs, c], None, Sign::Abs),
            step(Op::Copy, s, &[s], None, Sign::NegAbs),
            step(Op::Max, o, &[s, xs], None, Sign::Neg),
        ];
        let streams = [x.as_ptr() as *mut f32, out.as_mut_ptr()];
        run(&mut frame(&steps, &streams, &[-3.0], 1), n as i64);
        for i in 0..n {
            assert_eq!(out[i], -(-(x[i] * -3.0).abs()).max(x[i]), "at {i}");
        }
    }

    /// Every composition of negations and absolute values is one of the four fix-ups.
    #[test]
    fn sign_fix_ups_compose() {
        let xs = [0.0, -0.0, 1.5, -2.0, f32::INFINITY, f32::NAN, -f32::NAN];
        for ops in [
            vec![Op::Neg],
            vec![Op::Abs],
            vec![Op::Neg, Op::Neg],
            vec![Op::Abs, Op::Neg],
            vec![Op::Neg, Op::Abs],
            vec![Op::Abs, Op::Neg, Op::Neg, Op::Abs, Op::Neg],
        ] {
            let fix = ops
                .iter()
                .try_fold(Sign::Keep, |s, &op| s.then(op))
                .unwrap();
            for x in xs {
                let want = ops.iter().fold(x, |v, op| match op {
                    Op::Neg => -v,
                    _ => v.abs(),
                });
                assert_eq!(fix.apply(x).to_bits(), want.to_bits(), "{ops:?} {x}");
            }
        }
        assert_eq!(Sign::Keep.then(Op::Exp), None);
    }

    /// Frames that would read scratch nobody wrote, name operands they lack, write a
    /// constant, use unknown codes or exceed the limits do nothing.
    #[test]
    fn malformed_frames_do_nothing() {
        let x = [1.0f32; 20];
        let mut out = [7.0f32; 20];
        let (s0, s1, xs, o) = (
            Operand::Slot(0),
            Operand::Slot(1),
            Operand::Stream(0),
            Operand::Stream(1),
        );
        let streams = [x.as_ptr() as *mut f32, out.as_mut_ptr()];
        // Op, destination, three operands, function, pre and post fix-ups.
        let raw = |bytes: [u8; 8]| frame(&[u64::from_le_bytes(bytes)], &streams, &[], 0);
        let copy = |dst, src| step(Op::Copy, dst, &[src], None, Sign::Keep);
        let (ob, xb) = (o.byte(), xs.byte());
        let (copy_op, add, neg, exp) =
            (Op::Copy as u8, Op::Add as u8, Op::Neg as u8, Op::Exp as u8);
        let frames = [
            frame(&[copy(o, s0)], &streams, &[], 1),
            frame(&[copy(s0, xs), copy(o, s1)], &streams, &[], 2),
            frame(&[copy(s1, xs)], &streams, &[], 1),
            frame(&[copy(o, Operand::Const(0))], &streams, &[], 0),
            frame(&[copy(Operand::Const(0), xs)], &streams, &[0.0], 0),
            frame(&[copy(o, Operand::Stream(2))], &streams, &[], 0),
            raw([99, ob, xb, NONE, NONE, NONE, 0, 0]),
            raw([add, ob, xb, NONE, NONE, NONE, 0, 0]),
            raw([copy_op, ob, xb, xb, NONE, NONE, 0, 0]),
            raw([neg, ob, xb, NONE, NONE, NONE, 0, 0]),
            raw([copy_op, ob, xb, NONE, NONE, add, 0, 0]),
            raw([copy_op, ob, xb, NONE, NONE, neg, 0, 0]),
            raw([copy_op, ob, xb, NONE, NONE, NONE, 4, 0]),
            raw([copy_op, ob, xb, NONE, NONE, exp, 0, 9]),
            frame(&[copy(o, xs)], &streams, &[], MAX_SLOTS + 1),
            frame(&[copy(o, xs); MAX_OPS + 1], &streams, &[], 0),
        ];
        for mut f in frames {
            run(&mut f, 20);
            assert_eq!(out, [7.0; 20], "{f:x?}");
        }
        // Sane frames run.
        run(&mut raw([copy_op, ob, xb, NONE, NONE, exp, 0, 1]), 20);
        let e = std::f32::consts::E;
        assert!(out.iter().all(|v| (v + e).abs() < 1e-6), "{out:?}");
        run(&mut frame(&[copy(o, xs)], &streams, &[], 0), 20);
        assert_eq!(out, [1.0; 20]);
    }
}
