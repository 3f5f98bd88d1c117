//! Tile programs: a whole vector-loop body evaluated by one AVX-512 helper call. When every
//! statement of a loop with exp/log/tanh/logistic is f32 arithmetic on unit-stride f32 loads
//! and stores (`vector::tile::program` decides), the kernel writes the body as a short list
//! of steps into a stack frame and calls [`program_f32`] once for its whole range; the helper
//! runs a list of several steps block by block, all steps over one block of 128 iterations
//! (eight vectors, each operation applied to the eight before the next) before the next
//! block, and the rest of the range (and a single step) tile by tile, each step over the
//! tile sixteen lanes at a time:
//!
//! ```text
//! for each block of 128 iterations (programs of several steps):
//!     for each step: dst[block] = post(func(pre(op(a[block], b[block], c[block]))))
//! for each tile of TILE iterations (what is left, and single steps):
//!     for each step: for each 16 lanes:
//!         dst[lanes] = post(func(pre(op(a[lanes], b[lanes], c[lanes]))))
//! ```
//!
//! In a block, the value a step computes stays in registers for the next step and goes to
//! its slot only when a later step reads it there; a function's long chain of dependent
//! operations overlaps with the eight vectors' others and with the steps around it.
//! Either way every element sees the same operations in the same order.
//!
//! Long programs of mostly simple steps run natively instead ([`runs_natively`]): the
//! helper translates the program to AVX-512 machine code the first time it meets it
//! (`x86::jit`), with every slot in a register, the same operations in the same order.
//!
//! `op` is a copy or an arithmetic op, `func` an optional unary function (exp, log, tanh,
//! logistic, sqrt, rsqrt), `pre` and `post` sign fix-ups (any run of negations and absolute
//! values). A step is one pass over the tile: chains like `exp(-|a * b + c|)` take one.
//! Operands are *slots* (a tile or a block of scratch on the helper's stack), *streams* (a
//! buffer's elements from the range's first iteration on, one per iteration) or *constants*
//! (a uniform f32 broadcast). Every operation is the inline f32x4 code's, with the same results bit for
//! bit (exp, log, tanh and logistic are `wide`'s), so a loop run as a program agrees with its
//! inline and scalar forms.
//!
//! f16 and bf16 loops compute in f32 as the inline code does: a stream of an f16 or bf16
//! buffer reads its elements widened to f32 (exactly) and writes f32 values rounded to the
//! buffer's type, and a step may end by rounding its value to f16 or bf16 and back (the
//! kernel IR's `Convert(F16 | BF16, x)` of an f32 `x`): `dst = round(post(func(pre(op))))`.
//! Both are `cpu::convert`'s arithmetic, bit for bit (`half`).
//!
//! The frame is 8-byte words: a header (step, stream, constant and slot counts, 16 bits each,
//! but the slot count 8 bits, then the frame version in 7 bits and the *streaming* flag in
//! the top bit), the element types of the streams (2 bits each: f32, f16, bf16), one word per
//! step (op, destination, three operands, function, pre fix-up: a byte each; then the post
//! fix-up in the low 4 bits and the rounding in the high 4 bits of the last byte), one pointer
//! per stream, one f32 per constant (low half). The helper checks the frame before it runs it:
//! its version, known codes, operands in range, slots written before they are read; a frame
//! that fails does nothing.
//!
//! With the streaming flag (the kernel sets it when every buffer the loop stores to has at
//! least [`STREAM_BYTES`]), a stream that one step writes and no step reads goes out with
//! streaming stores from its first 64-byte line boundary on: no read for ownership of lines
//! that the loop overwrites whole and that would leave the caches before anything reads
//! them. The values are the same either way.

/// Scratch slots per program (each `TILE` f32), and constants. Programs that the
/// interpreter would run take at most [`MAX_INTERPRETED_SLOTS`] and
/// [`MAX_INTERPRETED_CONSTS`]; the higher limits are for programs that run natively
/// ([`runs_natively`]), such as the 44 steps of JAX's exact GELU (12 slots, 30 constants).
pub(in crate::cpu) const MAX_SLOTS: usize = 16;
pub(in crate::cpu) const MAX_CONSTS: usize = 64;
pub(in crate::cpu) const MAX_INTERPRETED_SLOTS: usize = 8;
pub(in crate::cpu) const MAX_INTERPRETED_CONSTS: usize = 16;
/// Streams per program.
pub(in crate::cpu) const MAX_STREAMS: usize = 16;
/// Steps per program. (The limits keep a call's set-up small: a softmax row of 64 is a
/// call of its own. Steps cost nothing until a frame has them, so the step limit is high
/// enough for unrolled loops: an unroll of 64 `tanh` steps ran the inline 4-lane code, 8-10x
/// slower, when programs took 32 steps.)
pub(in crate::cpu) const MAX_OPS: usize = 256;
/// Iterations per tile: the slots of a program stay in L1 with the tile's inputs.
const TILE: usize = 512;
/// Outputs of at least this many bytes are written with streaming stores: the size of the
/// L3 cache here (32 MiB), so that an output the next kernel reads from L3 stays there
/// (attention_causal's 16 MiB of scores: 6.3 -> 6.5 ms with streaming stores).
pub(in crate::cpu) const STREAM_BYTES: usize = 32 << 20;
/// The header's streaming flag.
const STREAMING: u64 = 1 << 63;
/// The frame format this helper reads (the header's version field); version 1 added stream
/// element types and rounding steps.
const VERSION: u64 = 1;
const VERSION_SHIFT: u32 = 56;
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
    /// Functions added after the others (codes are the frame format): the inline math's
    /// erf, log1p and expm1 (`wide::erf_n`, `log1p_n`, `expm1_n`).
    Erf,
    Log1p,
    Expm1,
    /// Comparisons of `a` and `b` as the inline code's ordered compares (`Ne` unordered):
    /// all ones where true, zero where false; only a [`Op::Select`] reads them.
    CmpLt,
    CmpLe,
    CmpGt,
    CmpGe,
    CmpEq,
    CmpNe,
    /// `a != 0 ? b : c` on the bits of a comparison's result.
    Select,
    /// XLA's sign: ±1, a zero of the value's sign (a denormal, zero under DAZ, included), or
    /// the NaN itself; a function, as the inline `sign`.
    Signum,
    /// `a` to the power `b`, as the inline `math::pow` (f64 lanes inside, C's special cases).
    Pow,
}

impl Op {
    const ALL: [Op; 29] = [
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
        Op::Erf,
        Op::Log1p,
        Op::Expm1,
        Op::CmpLt,
        Op::CmpLe,
        Op::CmpGt,
        Op::CmpGe,
        Op::CmpEq,
        Op::CmpNe,
        Op::Select,
        Op::Signum,
        Op::Pow,
    ];

    /// Whether the op is a step's function.
    pub(in crate::cpu) fn is_function(self) -> bool {
        matches!(
            self,
            Op::Sqrt
                | Op::Rsqrt
                | Op::Exp
                | Op::Log
                | Op::Tanh
                | Op::Logistic
                | Op::Erf
                | Op::Log1p
                | Op::Expm1
                | Op::Signum
        )
    }

    pub(in crate::cpu) fn arity(self) -> usize {
        use Op::*;
        match self {
            Copy | Neg | Abs | Sqrt | Rsqrt | Exp | Log | Tanh | Logistic | Erf | Log1p | Expm1
            | Signum => 1,
            Add | Sub | Mul | Div | Max | Min | Pow => 2,
            CmpLt | CmpLe | CmpGt | CmpGe | CmpEq | CmpNe => 2,
            Fma | Fms | Select => 3,
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

/// Fewest steps of a native program: shorter ones spend their time in their functions or
/// in memory, which the interpreter does as fast (layernorm's three steps: the same time
/// either way).
const MIN_NATIVE_STEPS: usize = 6;

/// Whether an f32 program (no f16/bf16 streams, no roundings) of steps with these ops and
/// functions runs natively (`x86::jit`) rather than in the interpreter: every op and function
/// one the translation takes (all but [`Op::Pow`] of the ops), the program long enough, and
/// at most a quarter of its steps exp, tanh, log or log1p. Their long chains of dependent
/// instructions need many vectors side by side to overlap, and the interpreter keeps eight
/// where the native loop has registers for four
/// at most: elementwise_chain's tanh, exp and max (three steps) ran 13.4 ms interpreted,
/// 15.1 native with four copies of the body, 18.4 with two, 21.1 with one, while the 44
/// steps of an exact GELU, one of them an exp, went from 12.7 to 5.6 ms (f32[4M], 1
/// thread).
pub(in crate::cpu) fn runs_natively(steps: &[(Op, Option<Op>)]) -> bool {
    let translated = |&(op, f): &(Op, Option<Op>)| {
        op != Op::Pow
            && matches!(
                f,
                None | Some(
                    Op::Exp | Op::Tanh | Op::Log | Op::Log1p | Op::Sqrt | Op::Rsqrt | Op::Signum
                )
            )
    };
    let long = steps
        .iter()
        .filter(|(_, f)| matches!(f, Some(Op::Exp | Op::Tanh | Op::Log | Op::Log1p)))
        .count();
    steps.iter().all(translated) && steps.len() >= MIN_NATIVE_STEPS && 4 * long <= steps.len()
}

/// A 16-bit float type: a stream's element type, or what a step rounds its value to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(in crate::cpu) enum Half {
    F16 = 1,
    BF16 = 2,
}

impl Half {
    /// The code of `Option<Half>` in frames (0 for none: an f32 stream, no rounding).
    fn code(h: Option<Half>) -> u64 {
        h.map_or(0, |h| h as u64)
    }

    fn from_code(c: u64) -> Option<Option<Half>> {
        match c {
            0 => Some(None),
            1 => Some(Some(Half::F16)),
            2 => Some(Some(Half::BF16)),
            _ => None,
        }
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
    ops as u64
        | (streams as u64) << 16
        | (consts as u64) << 32
        | (slots as u64) << 48
        | VERSION << VERSION_SHIFT
}

/// The frame's second word: the streams' element types (`None`: f32).
pub(in crate::cpu) fn types_word(types: impl IntoIterator<Item = Option<Half>>) -> u64 {
    types
        .into_iter()
        .enumerate()
        .fold(0, |w, (k, t)| w | Half::code(t) << (2 * k))
}

/// `header` with the streaming flag.
pub(in crate::cpu) fn streaming(header: u64) -> u64 {
    header | STREAMING
}

/// One step: `dst = round(post(func(pre(op(args)))))`.
#[derive(Clone, Debug, PartialEq)]
pub(in crate::cpu) struct Step {
    pub op: Op,
    pub dst: Operand,
    pub args: Vec<Operand>,
    pub pre: Sign,
    pub func: Option<Op>,
    pub post: Sign,
    /// Rounds the value to f16 or bf16 (and back to f32).
    pub round: Option<Half>,
}

impl Step {
    /// The step's frame word.
    pub(in crate::cpu) fn word(&self) -> u64 {
        let s = self;
        step_word(s.op, s.dst, &s.args, s.func, (s.pre, s.post), s.round)
    }
}

/// A step's frame word: op, destination, three operands, function and pre fix-up a byte
/// each, then the post fix-up (low 4 bits) and the rounding (high 4 bits).
fn step_word(
    op: Op,
    dst: Operand,
    args: &[Operand],
    func: Option<Op>,
    (pre, post): (Sign, Sign),
    round: Option<Half>,
) -> u64 {
    let mut bytes = [op as u8, dst.byte(), NONE, NONE, NONE, NONE, 0, 0];
    for (k, a) in args.iter().enumerate().take(3) {
        bytes[2 + k] = a.byte();
    }
    if let Some(f) = func {
        bytes[5] = f as u8;
    }
    bytes[6] = pre as u8;
    bytes[7] = post as u8 | (Half::code(round) as u8) << 4;
    u64::from_le_bytes(bytes)
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
    round: Option<Half>,
}

impl Checked {
    /// The step's frame word (what identifies its code, `x86::jit`'s key).
    fn word(&self) -> u64 {
        let args = &self.args[..self.op.arity()];
        step_word(
            self.op,
            self.dst,
            args,
            self.func,
            (self.pre, self.post),
            self.round,
        )
    }
}

/// A checked frame.
#[derive(Clone)]
struct Program {
    /// `steps[..n_steps]` are initialized.
    steps: [std::mem::MaybeUninit<Checked>; MAX_OPS],
    n_steps: usize,
    streams: [*mut f32; MAX_STREAMS],
    /// The streams' element types (`None`: f32).
    types: [Option<Half>; MAX_STREAMS],
    n_streams: usize,
    consts: [f32; MAX_CONSTS],
    n_consts: usize,
    /// The header's streaming flag.
    streaming: bool,
    /// Whether the program reads or writes f16/bf16 streams or rounds values, and whether a
    /// step is a power: what `x86::run_blocks` and the native lookup ask on every call,
    /// found once when the frame is read.
    halves: bool,
    powers: bool,
}

impl Program {
    fn steps(&self) -> &[Checked] {
        // SAFETY: `read` initialized the first `n_steps`.
        unsafe { std::slice::from_raw_parts(self.steps.as_ptr() as *const Checked, self.n_steps) }
    }

    /// A program of no steps, to read a frame into.
    #[cfg(test)]
    const EMPTY: Program = Program {
        steps: [const { std::mem::MaybeUninit::uninit() }; MAX_OPS],
        n_steps: 0,
        streams: [std::ptr::null_mut(); MAX_STREAMS],
        types: [None; MAX_STREAMS],
        n_streams: 0,
        consts: [0.0; MAX_CONSTS],
        n_consts: 0,
        streaming: false,
        halves: false,
        powers: false,
    };

    /// [`Program::EMPTY`] in `place`, its steps left as they are: copying the constant
    /// wrote all [`MAX_OPS`] of them (3 KiB of `memset` per call, once per row of a row
    /// kernel; softmax over rows of 100: 14% of its time).
    fn empty(place: &mut std::mem::MaybeUninit<Program>) -> &mut Program {
        let p = place.as_mut_ptr();
        // SAFETY: every field but `steps` is written; `steps` is an array of
        // `MaybeUninit`, valid uninitialized.
        unsafe {
            std::ptr::addr_of_mut!((*p).n_steps).write(0);
            std::ptr::addr_of_mut!((*p).streams).write([std::ptr::null_mut(); MAX_STREAMS]);
            std::ptr::addr_of_mut!((*p).types).write([None; MAX_STREAMS]);
            std::ptr::addr_of_mut!((*p).n_streams).write(0);
            std::ptr::addr_of_mut!((*p).consts).write([0.0; MAX_CONSTS]);
            std::ptr::addr_of_mut!((*p).n_consts).write(0);
            std::ptr::addr_of_mut!((*p).streaming).write(false);
            std::ptr::addr_of_mut!((*p).halves).write(false);
            std::ptr::addr_of_mut!((*p).powers).write(false);
            place.assume_init_mut()
        }
    }

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
        let (n_ops, n_streams, n_consts) = (field(0), field(1), field(2));
        let n_slots = (header >> 48 & 0xff) as usize;
        if header >> VERSION_SHIFT != VERSION
            || n_ops > MAX_OPS
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
        let types = frame.add(1).read_unaligned();
        if types >> (2 * n_streams) != 0 {
            return None;
        }
        for k in 0..n_streams {
            p.types[k] = Half::from_code(types >> (2 * k) & 3)?;
        }
        let frame = frame.add(1);
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
            let post = *Sign::ALL.get(bytes[7] as usize & 0xf)?;
            let round = Half::from_code(bytes[7] as u64 >> 4)?;
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
                round,
            });
            p.n_steps = i + 1;
        }
        p.halves = p.types[..n_streams].iter().any(Option::is_some)
            || p.steps().iter().any(|s| s.round.is_some());
        p.powers = p.steps().iter().any(|s| s.op == Op::Pow);
        p.bind(frame.sub(1));
        Some(())
    }

    /// Reads the stream addresses and constants of `frame`, a frame whose header, types and
    /// steps are the ones this program was read from.
    ///
    /// # Safety
    /// As [`Program::read`].
    unsafe fn bind(&mut self, frame: *const u64) {
        let streams = frame.add(2 + self.n_steps);
        for k in 0..self.n_streams {
            self.streams[k] = streams.add(k).read_unaligned() as usize as *mut f32;
        }
        let consts = streams.add(self.n_streams);
        for k in 0..self.n_consts {
            self.consts[k] = f32::from_bits(consts.add(k).read_unaligned() as u32);
        }
    }

    /// The address of stream `k`'s element `i`.
    fn element(&self, k: usize, i: usize) -> *mut f32 {
        let bytes = if self.types[k].is_some() { 2 } else { 4 };
        self.streams[k].wrapping_byte_add(i * bytes)
    }

    /// Whether the program reads or writes f16/bf16 streams or rounds values.
    fn has_halves(&self) -> bool {
        self.halves
    }

    /// Whether a step is a power ([`Op::Pow`]).
    fn has_powers(&self) -> bool {
        self.powers
    }
}

/// `extern "C" fn(frame, count)`: runs the frame's program for `count` iterations (from the
/// streams' first elements on). Hosts without AVX-512 evaluate it element by element with
/// the f64 reference functions (the emitter never builds programs there).
pub(in crate::cpu) extern "C" fn program_f32(frame: *mut f32, count: i64) {
    let n = count.max(0) as usize;
    // SAFETY: the kernel passes a frame it built (header and the words it announces); the
    // thread's last program is used by this call only (nothing here calls back in).
    let p = match unsafe { LAST.with(|last| (*last.get()).read(frame as *const u64)) } {
        Some(p) => unsafe { &*p },
        None => {
            debug_assert!(false, "malformed tile program");
            return;
        }
    };
    #[cfg(target_arch = "x86_64")]
    if super::available() {
        // SAFETY: the streams cover `n` elements each (the kernel's loop range), and the
        // host has the features the wide code is compiled for.
        unsafe { x86::run(p, n) };
        return;
    }
    // SAFETY: as above.
    unsafe { reference(p, n) }
}

/// The last program a thread read, and the frame words it was read from (header, types and
/// steps): a row kernel calls the helper once per row with the same steps, only the stream
/// addresses and constants (a row's maximum, its mean) differ, so the steps are checked once
/// (softmax over rows of 100: see BENCHMARKS.md).
struct LastProgram {
    program: std::mem::MaybeUninit<Program>,
    /// `words[..len]`: the frame words `program` was read from; `len` 0 when none is valid.
    words: [u64; 2 + MAX_OPS],
    len: usize,
}

thread_local! {
    static LAST: std::cell::UnsafeCell<LastProgram> = const {
        std::cell::UnsafeCell::new(LastProgram {
            program: std::mem::MaybeUninit::uninit(),
            words: [0; 2 + MAX_OPS],
            len: 0,
        })
    };
}

impl LastProgram {
    /// The program of `frame`: the last one with `frame`'s addresses and constants when the
    /// steps are the same words, else `frame` read and checked afresh; `None` for a
    /// malformed frame.
    ///
    /// # Safety
    /// As [`Program::read`].
    unsafe fn read(&mut self, frame: *const u64) -> Option<*const Program> {
        let n_ops = (frame.read_unaligned() & 0xffff) as usize;
        let len = 2 + n_ops;
        if n_ops > MAX_OPS {
            return None;
        }
        let words = std::slice::from_raw_parts(frame, len);
        if self.len == len && self.words[..len] == *words {
            let p = self.program.assume_init_mut();
            p.bind(frame);
            return Some(p);
        }
        self.len = 0;
        let p = Program::empty(&mut self.program);
        p.read_into(frame)?;
        self.words[..len].copy_from_slice(words);
        self.len = len;
        Some(p)
    }
}

/// Element by element, one value per slot (no tiles needed).
unsafe fn reference(p: &Program, n: usize) {
    let mut slots = [0f32; MAX_SLOTS];
    for i in 0..n {
        for s in p.steps() {
            let get = |o: Operand, slots: &[f32]| match o {
                Operand::Slot(k) => slots[k as usize],
                Operand::Stream(k) => {
                    let e = p.element(k as usize, i);
                    match p.types[k as usize] {
                        None => *e,
                        Some(h) => half::widen(h, *(e as *const u16)),
                    }
                }
                Operand::Const(k) => p.consts[k as usize],
            };
            let [a, b, c] = s.args.map(|o| get(o, &slots));
            let r = s.pre.apply(reference_op(s.op, a, b, c));
            let r = s.func.map_or(r, |f| reference_op(f, r, 0.0, 0.0));
            let r = s.post.apply(r);
            let r = s.round.map_or(r, |h| half::round(h, r));
            match s.dst {
                Operand::Slot(k) => slots[k as usize] = r,
                Operand::Stream(k) => {
                    let e = p.element(k as usize, i);
                    match p.types[k as usize] {
                        None => *e = r,
                        Some(h) => *(e as *mut u16) = half::narrow(h, r),
                    }
                }
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
        Op::Erf => f(libm::erf),
        Op::Log1p => f(f64::ln_1p),
        Op::Expm1 => f(f64::exp_m1),
        Op::Signum if a.is_nan() => a,
        Op::Signum => (if a == 0.0 { 0.0f32 } else { 1.0 }).copysign(a),
        Op::Add => a + b,
        Op::Sub => a - b,
        Op::Mul => a * b,
        Op::Div => a / b,
        Op::Pow => (a as f64).powf(b as f64) as f32,
        Op::Max | Op::Min => super::xla_max_min(op == Op::Max, a, b),
        Op::Fma => a.mul_add(b, c),
        Op::Fms => a.mul_add(b, -c),
        Op::CmpLt | Op::CmpLe | Op::CmpGt | Op::CmpGe | Op::CmpEq | Op::CmpNe => {
            let holds = match op {
                Op::CmpLt => a < b,
                Op::CmpLe => a <= b,
                Op::CmpGt => a > b,
                Op::CmpGe => a >= b,
                Op::CmpEq => a == b,
                _ => a != b,
            };
            f32::from_bits(if holds { !0 } else { 0 })
        }
        Op::Select => {
            if a.to_bits() != 0 {
                b
            } else {
                c
            }
        }
    }
}

mod half;
#[cfg(target_arch = "x86_64")]
mod x86;

#[cfg(target_arch = "x86_64")]
pub(in crate::cpu) use x86::{widen_half_16, xla_max_min_16};

/// f16/bf16 bits widened to f32 exactly, as the inline loads do.
pub(in crate::cpu) fn widen_half(h: Half, bits: u16) -> f32 {
    half::widen(h, bits)
}

#[cfg(test)]
mod tests;
