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
//! The frame is 8-byte words: a header (step, stream, constant and slot counts, 16 bits each,
//! the top bit of the last the *streaming* flag), one word per step (op, destination, three
//! operands, function, pre and post fix-ups: a byte each), one pointer per stream, one f32 per
//! constant (low half). The helper checks the frame before it runs it: known codes, operands
//! in range, slots written before they are read; a frame that fails does nothing.
//!
//! With the streaming flag (the kernel sets it when every buffer the loop stores to has at
//! least [`STREAM_BYTES`]), a stream that one step writes and no step reads goes out with
//! streaming stores from its first 64-byte line boundary on: no read for ownership of lines
//! that the loop overwrites whole and that would leave the caches before anything reads
//! them. The values are the same either way.

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
/// Outputs of at least this many bytes are written with streaming stores: the size of the
/// L3 cache here (32 MiB), so that an output the next kernel reads from L3 stays there
/// (attention_causal's 16 MiB of scores: 6.3 -> 6.5 ms with streaming stores).
pub(in crate::cpu) const STREAM_BYTES: usize = 32 << 20;
/// The header's streaming flag.
const STREAMING: u64 = 1 << 63;
/// The fewest iterations a call streams its outputs for: the closing `sfence` waits for
/// the streamed lines to reach memory, and a call over one row of a matrix (softmax_large
/// normalizes rows of 4096) would pay that per row (9.0 -> 9.8 ms).
pub(in crate::cpu) const STREAM_RANGE: usize = 1 << 16;

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

/// `header` with the streaming flag.
pub(in crate::cpu) fn streaming(header: u64) -> u64 {
    header | STREAMING
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
#[derive(Clone)]
struct Program {
    /// `steps[..n_steps]` are initialized.
    steps: [std::mem::MaybeUninit<Checked>; MAX_OPS],
    n_steps: usize,
    streams: [*mut f32; MAX_STREAMS],
    n_streams: usize,
    consts: [f32; MAX_CONSTS],
    n_consts: usize,
    /// The header's streaming flag.
    streaming: bool,
}

impl Program {
    fn steps(&self) -> &[Checked] {
        // SAFETY: `read` initialized the first `n_steps`.
        unsafe { std::slice::from_raw_parts(self.steps.as_ptr() as *const Checked, self.n_steps) }
    }

    /// A program of no steps, to read a frame into.
    const EMPTY: Program = Program {
        steps: [const { std::mem::MaybeUninit::uninit() }; MAX_OPS],
        n_steps: 0,
        streams: [std::ptr::null_mut(); MAX_STREAMS],
        n_streams: 0,
        consts: [0.0; MAX_CONSTS],
        n_consts: 0,
        streaming: false,
    };

    /// Reads and checks the frame at `frame`.
    ///
    /// # Safety
    /// `frame` must hold the header and as many words as it announces.
    #[cfg(test)]
    unsafe fn read(frame: *const u64) -> Option<Program> {
        let mut p = Program::EMPTY;
        p.read_into(frame)?;
        Some(p)
    }

    /// Reads and checks the frame at `frame` into `self` (an [`Program::EMPTY`]; filled
    /// in place, as a program is read on every call); `None` leaves it unusable.
    ///
    /// # Safety
    /// As [`Program::read`].
    unsafe fn read_into(&mut self, frame: *const u64) -> Option<()> {
        let word = frame.read_unaligned();
        let header = word & !STREAMING;
        let field = |k: u32| ((header >> (16 * k)) & 0xffff) as usize;
        let (n_ops, n_streams, n_consts, n_slots) = (field(0), field(1), field(2), field(3));
        if n_ops > MAX_OPS
            || n_streams > MAX_STREAMS
            || n_consts > MAX_CONSTS
            || n_slots > MAX_SLOTS
        {
            return None;
        }
        let p = self;
        p.n_streams = n_streams;
        p.n_consts = n_consts;
        p.streaming = word & STREAMING != 0;
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
        Some(())
    }
}

/// `extern "C" fn(frame, count)`: runs the frame's program for `count` iterations (from the
/// streams' first elements on). Hosts without AVX-512 evaluate it element by element with
/// the f64 reference functions (the emitter never builds programs there).
pub(in crate::cpu) extern "C" fn program_f32(frame: *mut f32, count: i64) {
    let n = count.max(0) as usize;
    let mut p = Program::EMPTY;
    // SAFETY: the kernel passes a frame it built (header and the words it announces).
    if unsafe { p.read_into(frame as *const u64) }.is_none() {
        debug_assert!(false, "malformed tile program");
        return;
    }
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
            {
                // A header bit beside the streaming flag.
                let mut f = frame(&[copy(o, xs)], &streams, &[], 0);
                f[0] = streaming(f[0]) | 1 << 62;
                f
            },
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

    /// Inputs with special values among ordinary ones.
    fn inputs(n: usize, seed: u32) -> Vec<f32> {
        let specials = [
            0.0,
            -0.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
            1e-40,
            -3.0e38,
        ];
        (0..n)
            .map(|i| match (i as u32).wrapping_mul(2_654_435_761) ^ seed {
                h if h % 97 == 0 => specials[(h / 97) as usize % specials.len()],
                h => (h % 20_000) as f32 / 1000.0 - 10.0,
            })
            .collect()
    }

    /// `n` values of `v` from an element `misalign` elements past a 64-byte boundary.
    fn misaligned(v: &mut [f32], misalign: usize, n: usize) -> *mut f32 {
        let to_line = (64 - v.as_ptr() as usize % 64) % 64 / 4;
        v[to_line + misalign..][..n].as_mut_ptr()
    }

    /// Streaming stores (the header's flag, a range of at least `STREAM_RANGE`) give the
    /// same bits as plain ones whatever the output's alignment, and the same as the
    /// element-by-element reference for arithmetic; outputs that a step reads again, or
    /// that two steps write, keep plain stores and their values too.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn streaming_stores_give_the_same_values() {
        let n = x86::STREAM_RANGE + 2 * TILE + 37;
        let (x, y) = (inputs(n, 0), inputs(n, 0x5bd1_e995));
        let (s, xs, ys, o, o2, c0, c1) = (
            Operand::Slot(0),
            Operand::Stream(0),
            Operand::Stream(1),
            Operand::Stream(2),
            Operand::Stream(3),
            Operand::Const(0),
            Operand::Const(1),
        );
        let fms = Step {
            op: Op::Fms,
            dst: s,
            args: vec![s, c1, ys],
            pre: Sign::NegAbs,
            func: Some(Op::Exp),
            post: Sign::Keep,
        };
        let programs: [(&str, bool, Vec<u64>); 4] = [
            (
                "elementwise_chain",
                false,
                vec![
                    step(Op::Fma, s, &[xs, ys, c0], Some(Op::Tanh), Sign::Keep),
                    fms.word(),
                    step(Op::Max, o, &[s, xs], None, Sign::Keep),
                ],
            ),
            (
                "arithmetic, two outputs",
                true,
                vec![
                    step(Op::Fma, o, &[xs, ys, c0], None, Sign::Keep),
                    step(Op::Max, o2, &[xs, ys], None, Sign::Neg),
                ],
            ),
            (
                "an output read again",
                true,
                vec![
                    step(Op::Mul, o, &[xs, ys], None, Sign::Keep),
                    step(Op::Add, o2, &[o, c1], None, Sign::Keep),
                ],
            ),
            (
                "an output written twice",
                true,
                vec![
                    step(Op::Sub, o, &[xs, ys], None, Sign::Abs),
                    step(Op::Min, o, &[o, xs], None, Sign::Keep),
                    step(Op::Copy, o2, &[ys], None, Sign::Keep),
                ],
            ),
        ];
        for (name, exact_reference, steps) in &programs {
            for misalign in 0..16 {
                let mut outs = Vec::new();
                for flagged in [false, true] {
                    let mut out = vec![f32::NAN; n + 32];
                    let mut out2 = vec![f32::NAN; n + 32];
                    let streams = [
                        x.as_ptr() as *mut f32,
                        y.as_ptr() as *mut f32,
                        misaligned(&mut out, misalign, n),
                        misaligned(&mut out2, (misalign * 7) % 16, n),
                    ];
                    let mut f = frame(steps, &streams, &[1.0, 0.5], 1);
                    if flagged {
                        f[0] = streaming(f[0]);
                    }
                    run(&mut f, n as i64);
                    // SAFETY: the streams hold `n` elements.
                    let values = |p: *mut f32| unsafe { std::slice::from_raw_parts(p, n) };
                    outs.push([values(streams[2]).to_vec(), values(streams[3]).to_vec()]);
                    if flagged && *exact_reference {
                        let mut want = [vec![f32::NAN; n], vec![f32::NAN; n]];
                        let mut streams = streams;
                        streams[2] = want[0].as_mut_ptr();
                        streams[3] = want[1].as_mut_ptr();
                        let f = frame(steps, &streams, &[1.0, 0.5], 1);
                        // SAFETY: `f` is a whole frame, and the streams hold `n` elements.
                        unsafe { reference(&Program::read(f.as_ptr()).unwrap(), n) };
                        outs.push(want);
                    }
                }
                for other in &outs[1..] {
                    for k in 0..2 {
                        for i in 0..n {
                            let (a, b) = (outs[0][k][i], other[k][i]);
                            assert!(
                                a.to_bits() == b.to_bits(),
                                "{name} misaligned by {misalign}: output {k} at {i}: {a:e} vs {b:e}"
                            );
                        }
                    }
                }
            }
        }
    }

    /// Which outputs may stream: written by one step and read by none.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn write_only_streams() {
        let (xs, o, o2) = (Operand::Stream(0), Operand::Stream(1), Operand::Stream(2));
        let x = [1.0f32; 4];
        let (mut a, mut b) = ([0f32; 4], [0f32; 4]);
        let streams = [x.as_ptr() as *mut f32, a.as_mut_ptr(), b.as_mut_ptr()];
        let cases = [
            (vec![step(Op::Copy, o, &[xs], None, Sign::Keep)], 0b010),
            (
                vec![
                    step(Op::Copy, o, &[xs], None, Sign::Keep),
                    step(Op::Add, o2, &[xs, o], None, Sign::Keep),
                ],
                0b100,
            ),
            (
                vec![
                    step(Op::Copy, o, &[xs], None, Sign::Keep),
                    step(Op::Copy, o, &[xs], None, Sign::Abs),
                ],
                0,
            ),
        ];
        for (steps, want) in cases {
            let f = frame(&steps, &streams, &[], 0);
            // SAFETY: `f` is a whole frame.
            let p = unsafe { Program::read(f.as_ptr()) }.unwrap();
            assert_eq!(x86::write_only(&p), want, "{steps:x?}");
        }
    }
}
