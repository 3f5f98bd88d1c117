//! Native tile programs: a checked program of f32 steps translated to AVX-512 machine code
//! the first time it runs, then run as a loop that keeps every slot in a register. The
//! interpreter (`blocks::run`) fetches each step's operands from the slots' blocks in
//! memory and dispatches on every step of every block, which costs more than the arithmetic
//! itself in long chains of simple steps: the 44 steps of an exact GELU (JAX's erfc
//! expansion) took about 4 cycles per step and vector of sixteen, some four times the
//! operations' own. Which programs run natively is `program::runs_natively`'s choice.
//!
//! The code is the interpreter's operations, instruction for instruction and in the same
//! order (the instructions of the same intrinsics, with the operands in the same places
//! where that matters: `vmaxps`/`vminps` return their second operand for a NaN, an FMA
//! passes on the first NaN of its product's factors), so a program gives the same bits
//! either way, NaN payloads included; the tests run both on random programs. Programs with
//! f16/bf16 streams, roundings, or a function not translated here (logistic, erf, expm1)
//! stay with the interpreter.
//!
//! ```text
//! rdi: the streams' pointers   rsi: constants (the program's, then FIXED)   rdx: n * 4
//! for (r8 = 0; r8 < rdx; r8 += 64 * copies):
//!     for each step, each instruction once per copy (its own registers, its own k):
//!         value = post(func(pre(op(operands)))); to its slot or stream
//! ```
//!
//! A copy of the body is sixteen lanes; as many copies as the registers hold (up to four)
//! run side by side, each instruction once per copy, so that long chains (an exp) overlap.
//! Translations are kept for the life of the process (keyed by the steps and which streams
//! take streaming stores, not by pointers or constant values, which are read at run time),
//! at most [`MAX_PROGRAMS`] of them.

mod evex;

use super::super::{runs_natively, Checked, Op, Operand, Program, Sign, MAX_CONSTS};
use crate::cpu::math::exp_log::{EXP_CLAMP_HI, EXP_CLAMP_LO, EXP_P, LN2_HI, LN2_LO};
use crate::cpu::math::exp_log::{LOG_P, TANH_P, TANH_SMALL};
use evex::gpr::{R8, RAX, RDI, RSI};
use evex::{Asm, Mask, Mem, Rm};
use std::arch::x86_64::{
    _CMP_EQ_OQ, _CMP_GE_OQ, _CMP_GT_OQ, _CMP_LE_OQ, _CMP_LT_OQ, _CMP_NEQ_UQ, _CMP_NLT_UQ,
    _CMP_ORD_Q, _CMP_UNORD_Q,
};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

/// Translations kept per process.
const MAX_PROGRAMS: usize = 4096;

/// Constants every program may use, after its own in the table.
const SIGN: usize = 0;
const ABS: usize = 1;
const ONE: usize = 2;
const TWO: usize = 3;
const CLAMP_LO: usize = 4;
const CLAMP_HI: usize = 5;
const LOG2E: usize = 6;
const NEG_LN2_HI: usize = 7;
const NEG_LN2_LO: usize = 8;
const EXP_POLY: usize = 9;
const TANH_LIMIT: usize = EXP_POLY + EXP_P.len();
const TANH_POLY: usize = TANH_LIMIT + 1;
const NEG_ONE: usize = TANH_POLY + TANH_P.len();
const HALF: usize = NEG_ONE + 1;
const MIN_POSITIVE: usize = HALF + 1;
const TWO_POW_24: usize = MIN_POSITIVE + 1;
const MANTISSA: usize = TWO_POW_24 + 1;
const HALF_EXPONENT: usize = MANTISSA + 1;
const INT_MINUS_126: usize = HALF_EXPONENT + 1;
const INT_MINUS_24: usize = INT_MINUS_126 + 1;
const INT_MINUS_1: usize = INT_MINUS_24 + 1;
const SQRT_HALF: usize = INT_MINUS_1 + 1;
const LN2_LO_C: usize = SQRT_HALF + 1;
const LN2_HI_C: usize = LN2_LO_C + 1;
const NEG_INF: usize = LN2_HI_C + 1;
const NAN: usize = NEG_INF + 1;
const INF: usize = NAN + 1;
const LOG_POLY: usize = INF + 1;
const N_FIXED: usize = LOG_POLY + LOG_P.len();

const FIXED: [f32; N_FIXED] = {
    let mut t = [0f32; N_FIXED];
    t[SIGN] = f32::from_bits(0x8000_0000);
    t[ABS] = f32::from_bits(0x7fff_ffff);
    t[ONE] = 1.0;
    t[TWO] = 2.0;
    t[CLAMP_LO] = EXP_CLAMP_LO;
    t[CLAMP_HI] = EXP_CLAMP_HI;
    t[LOG2E] = std::f32::consts::LOG2_E;
    t[NEG_LN2_HI] = -LN2_HI;
    t[NEG_LN2_LO] = -LN2_LO;
    let mut k = 0;
    while k < EXP_P.len() {
        t[EXP_POLY + k] = EXP_P[k];
        k += 1;
    }
    t[TANH_LIMIT] = TANH_SMALL;
    let mut k = 0;
    while k < TANH_P.len() {
        t[TANH_POLY + k] = TANH_P[k];
        k += 1;
    }
    t[NEG_ONE] = -1.0;
    t[HALF] = 0.5;
    t[MIN_POSITIVE] = f32::MIN_POSITIVE;
    t[TWO_POW_24] = 16_777_216.0;
    t[MANTISSA] = f32::from_bits(0x007f_ffff);
    t[HALF_EXPONENT] = f32::from_bits(0x3f00_0000);
    t[INT_MINUS_126] = f32::from_bits(-126i32 as u32);
    t[INT_MINUS_24] = f32::from_bits(-24i32 as u32);
    t[INT_MINUS_1] = f32::from_bits(-1i32 as u32);
    t[SQRT_HALF] = std::f32::consts::FRAC_1_SQRT_2;
    t[LN2_LO_C] = LN2_LO;
    t[LN2_HI_C] = LN2_HI;
    t[NEG_INF] = f32::NEG_INFINITY;
    t[NAN] = f32::NAN;
    t[INF] = f32::INFINITY;
    let mut k = 0;
    while k < LOG_P.len() {
        t[LOG_POLY + k] = LOG_P[k];
        k += 1;
    }
    t
};

/// A translated program: `entry(streams, constants, n * 4)`.
struct Native {
    entry: unsafe extern "sysv64" fn(*const *mut f32, *const f32, usize),
}

/// Iteration counts the native loop takes are multiples of this: 16 lanes by the most
/// copies of the body (4), rounded up to the interpreter's block.
pub(in crate::cpu::wide::program) const MULTIPLE: usize = 128;

/// Runs iterations `0..n` (a multiple of [`MULTIPLE`]) of `p` natively, the streams in
/// `streamed` with streaming stores; false (nothing run) when `p` has no translation.
///
/// # Safety
/// As the interpreter's `run`: a checked f32 program whose streams hold `n` elements, on
/// a host with AVX-512F.
pub(super) unsafe fn run(p: &Program, n: usize, streamed: u32) -> bool {
    assert!(
        n.is_multiple_of(MULTIPLE),
        "a native loop over {n} iterations"
    );
    let Some(native) = lookup(p, streamed) else {
        return false;
    };
    native.call(p, n);
    true
}

impl Native {
    /// Runs iterations `0..n` of `p`, which this translates.
    unsafe fn call(&self, p: &Program, n: usize) {
        let mut table = [0f32; MAX_CONSTS + N_FIXED];
        table[..p.n_consts].copy_from_slice(&p.consts[..p.n_consts]);
        table[MAX_CONSTS..].copy_from_slice(&FIXED);
        (self.entry)(p.streams.as_ptr(), table.as_ptr(), n * 4);
    }
}

/// Whether native programs are on (`KILN_NATIVE_PROGRAMS=0` turns them off, to compare).
fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("KILN_NATIVE_PROGRAMS").is_none_or(|v| v != "0"))
}

/// Programs a thread remembers: a row kernel calls its program once per row, and a row
/// group's kernels take turns.
const RECENT: usize = 4;

thread_local! {
    /// The programs this thread looked up last (keys and translations), the latest last.
    static RECENT_PROGRAMS: RefCell<Vec<(Vec<u64>, Option<&'static Native>)>> =
        const { RefCell::new(Vec::new()) };
}

fn lookup(p: &Program, streamed: u32) -> Option<&'static Native> {
    if !enabled() {
        return None;
    }
    // The steps' words do not say which streams are f16/bf16 (whose programs have no
    // translation): the key's first word does, with the streamed outputs.
    let head = streamed as u64 | (p.has_halves() as u64) << 32;
    let is = |key: &[u64]| {
        key.len() == p.n_steps + 1
            && key[0] == head
            && key[1..].iter().zip(p.steps()).all(|(&w, s)| w == s.word())
    };
    RECENT_PROGRAMS.with(|recent| {
        let mut recent = recent.borrow_mut();
        if let Some(&(_, native)) = recent.iter().rev().find(|(key, _)| is(key)) {
            return native;
        }
        let mut key = Vec::with_capacity(p.n_steps + 1);
        key.push(head);
        key.extend(p.steps().iter().map(Checked::word));
        let native = translation(&key, p, streamed);
        if recent.len() == RECENT {
            recent.remove(0);
        }
        recent.push((key, native));
        native
    })
}

/// The translation for `key` (made and kept if there is none yet).
fn translation(key: &[u64], p: &Program, streamed: u32) -> Option<&'static Native> {
    type Map = RwLock<HashMap<Vec<u64>, Option<&'static Native>>>;
    static MAP: OnceLock<Map> = OnceLock::new();
    let map = MAP.get_or_init(Map::default);
    if let Some(found) = map.read().unwrap_or_else(|e| e.into_inner()).get(key) {
        return *found;
    }
    let mut map = map.write().unwrap_or_else(|e| e.into_inner());
    if let Some(found) = map.get(key) {
        return *found;
    }
    if map.len() >= MAX_PROGRAMS {
        return None;
    }
    let native = compile(p, streamed).and_then(|code| {
        let native = map_code(&code)?;
        if crate::cpu::loader::debug_outputs().perf_map {
            let name = format!("native program ({} steps)", p.n_steps);
            let start = native.entry as *const u8;
            crate::cpu::loader::append_perf_map([(start, code.len(), name.as_str())].into_iter());
        }
        Some(native)
    });
    map.insert(key.to_vec(), native);
    native
}

/// Copies `code` into memory of its own and makes it executable (never unmapped: a
/// translation lives as long as the process).
fn map_code(code: &[u8]) -> Option<&'static Native> {
    let fill = |pages: &mut [u8]| pages[..code.len()].copy_from_slice(code);
    let mapping = crate::cpu::loader::map_executable(code.len(), fill).ok()?;
    // SAFETY: the mapping holds the code `compile` wrote for `Native::entry`'s ABI.
    let entry = unsafe {
        std::mem::transmute::<
            *const u8,
            unsafe extern "sysv64" fn(*const *mut f32, *const f32, usize),
        >(mapping.start())
    };
    std::mem::forget(mapping);
    Some(Box::leak(Box::new(Native { entry })))
}

/// The machine code of `p`'s loop, or `None` when a step has no translation or the
/// interpreter runs it as fast.
fn compile(p: &Program, streamed: u32) -> Option<Vec<u8>> {
    let steps: Vec<(Op, Option<Op>)> = p.steps().iter().map(|s| (s.op, s.func)).collect();
    runs_natively(&steps).then(|| translate(p, streamed))?
}

/// [`run`] whatever the program's length and functions, translating it afresh (tests).
///
/// # Safety
/// As [`run`].
#[cfg(test)]
pub(in crate::cpu::wide::program) unsafe fn run_translated(
    p: &Program,
    n: usize,
    streamed: u32,
) -> bool {
    assert!(
        n.is_multiple_of(MULTIPLE),
        "a native loop over {n} iterations"
    );
    let Some(native) = translate(p, streamed).and_then(|code| map_code(&code)) else {
        return false;
    };
    native.call(p, n);
    true
}

/// The machine code of `p`'s loop, or `None` when a step has no translation.
fn translate(p: &Program, streamed: u32) -> Option<Vec<u8>> {
    if p.has_halves() {
        return None;
    }
    let slots = p.steps().iter().map(|s| match s.dst {
        Operand::Slot(k) => k + 1,
        _ => 0,
    });
    let temps = p.steps().iter().map(temps_needed).max().unwrap_or(0);
    let per = temps + slots.max().unwrap_or(0);
    // Copies of the body side by side, each with its own registers, as many as fit: the
    // chains of functions overlap.
    let copies = [4u8, 2, 1].into_iter().find(|c| c * per <= 32)?;
    let mut e = Emitter {
        a: Asm::default(),
        streamed,
        copies,
        per,
        temps,
    };
    let start = e.a.loop_start();
    let top = e.a.code.len();
    for s in p.steps() {
        e.step(s)?;
    }
    e.a.loop_end(64 * copies as i32, top, start);
    Some(e.a.code)
}

/// Logical registers: the operands' scratch, the step's value and the functions' scratch
/// (as many as the program's steps need, see [`temps_needed`]), then the slots. Copy `u` of
/// logical register `r` is `zmm(u * per + r)`; its mask register is `k(1 + u)`. A
/// function runs after the step's operation, when the operands' scratch is free again, so
/// `T2`-`T4` reuse it (`T1`, which XLA's max and min take while their operands are live,
/// does not).
const ARG: [u8; 3] = [0, 1, 2];
const VALUE: u8 = 3;
const T1: u8 = 4;
const T2: u8 = 0;
const T3: u8 = 1;
const T4: u8 = 2;
const T5: u8 = 5;
const T6: u8 = 6;
/// Scratch of log's core (`Emitter::log_core`).
const L: [u8; 5] = [7, 8, 9, 10, 11];

/// How many of the logical registers before the slots step `s` uses.
fn temps_needed(s: &Checked) -> u8 {
    let last = match s.func {
        Some(Op::Log | Op::Log1p) => L[4],
        Some(Op::Tanh) => T6,
        Some(Op::Exp) => T5,
        Some(Op::Signum | Op::Rsqrt) => T1,
        _ if matches!(s.op, Op::Max | Op::Min) => T1,
        _ => VALUE,
    };
    last + 1
}

struct Emitter {
    a: Asm,
    streamed: u32,
    copies: u8,
    /// Registers per copy.
    per: u8,
    /// Logical registers before the slots.
    temps: u8,
}

/// The `reg` field of a vector instruction: a logical `zmm`, or the copy's mask register.
#[derive(Clone, Copy)]
enum Reg {
    Z(u8),
    K,
    /// The opcode's extension (`/4`), not a register.
    Ext(u8),
}

/// The last operand: a logical `zmm`, the stream whose pointer is in `rax` (at `r8`), or
/// constant `k` of the table (`Bcst`: broadcast in the instruction; `Scalar`: one f32,
/// for `vbroadcastss`).
#[derive(Clone, Copy)]
enum Src {
    Z(u8),
    Stream,
    Bcst(usize),
    Scalar(usize),
}

/// No first source (the instruction has none).
const NO: u8 = u8::MAX;

/// Constant `k` of the table (the program's own below `MAX_CONSTS`).
fn table(k: usize) -> Mem {
    Mem {
        base: RSI,
        index: None,
        disp: 4 * k as i32,
    }
}

impl Emitter {
    /// `op reg, vvvv, rm [, imm]` once per copy; `mask` merges (false) or zeroes (true)
    /// under the copy's mask register.
    fn v(
        &mut self,
        op: evex::Op,
        reg: Reg,
        vvvv: u8,
        rm: Src,
        mask: Option<bool>,
        imm: Option<u8>,
    ) {
        for u in 0..self.copies {
            let z = |r: u8| u * self.per + r;
            let reg = match reg {
                Reg::Z(r) => z(r),
                Reg::K => 1 + u,
                Reg::Ext(e) => e,
            };
            let vvvv = if vvvv == NO { 0 } else { z(vvvv) };
            let rm = match rm {
                Src::Z(r) => Rm::Reg(z(r)),
                Src::Stream => Rm::Mem(Mem {
                    base: RAX,
                    index: Some(R8),
                    disp: 64 * u as i32,
                }),
                Src::Bcst(k) => Rm::Bcst(table(k)),
                Src::Scalar(k) => Rm::Mem(table(k)),
            };
            let mask = match mask {
                None => Mask::NONE,
                Some(zero) => Mask { k: 1 + u, zero },
            };
            self.a.evex(op, reg, vvvv, rm, mask, imm);
        }
    }

    fn slot(&self, k: u8) -> u8 {
        self.temps + k
    }

    fn step(&mut self, s: &Checked) -> Option<()> {
        if s.round.is_some() {
            return None;
        }
        let mut x = [0u8; 3];
        for (k, o) in s.args[..s.op.arity()].iter().enumerate() {
            x[k] = self.operand(*o, ARG[k]);
        }
        let [a, b, c] = x;
        let v = VALUE;
        match s.op {
            Op::Add => self.op(evex::VADDPS, v, a, b),
            Op::Sub => self.op(evex::VSUBPS, v, a, b),
            Op::Mul => self.op(evex::VMULPS, v, a, b),
            Op::Div => self.op(evex::VDIVPS, v, a, b),
            Op::Max => self.max_min(true, a, b),
            Op::Min => self.max_min(false, a, b),
            Op::Fma | Op::Fms => {
                // v = c; v = a * b ± v: the operands in the intrinsic's order, which is
                // also the order in which a NaN among them is passed on.
                self.mov(v, c);
                let code = if s.op == Op::Fma {
                    evex::VFMADD231PS
                } else {
                    evex::VFMSUB231PS
                };
                self.op(code, v, a, b);
            }
            Op::CmpLt => self.compare(_CMP_LT_OQ, a, b),
            Op::CmpLe => self.compare(_CMP_LE_OQ, a, b),
            Op::CmpGt => self.compare(_CMP_GT_OQ, a, b),
            Op::CmpGe => self.compare(_CMP_GE_OQ, a, b),
            Op::CmpEq => self.compare(_CMP_EQ_OQ, a, b),
            Op::CmpNe => self.compare(_CMP_NEQ_UQ, a, b),
            Op::Select => {
                // a != 0 ? b : c
                self.v(evex::VPTESTMD, Reg::K, a, Src::Z(a), None, None);
                self.blend(v, c, b);
            }
            Op::Copy => self.mov(v, a),
            _ => return None,
        }
        self.sign(s.pre);
        match s.func {
            None => {}
            Some(Op::Sqrt) => self.v(evex::VSQRTPS, Reg::Z(v), NO, Src::Z(v), None, None),
            Some(Op::Rsqrt) => {
                self.v(evex::VSQRTPS, Reg::Z(T1), NO, Src::Z(v), None, None);
                self.broadcast(T2, ONE);
                self.op(evex::VDIVPS, v, T2, T1);
            }
            Some(Op::Exp) => self.exp(),
            Some(Op::Tanh) => self.tanh(),
            Some(Op::Log) => self.log(),
            Some(Op::Log1p) => self.log1p(),
            Some(Op::Signum) => self.signum(),
            Some(_) => return None,
        }
        self.sign(s.post);
        match s.dst {
            Operand::Slot(k) => self.mov(self.slot(k), v),
            Operand::Stream(k) => {
                self.a.load_gpr(RAX, RDI, 8 * k as i32);
                let code = if self.streamed & 1 << k != 0 {
                    evex::VMOVNTPS
                } else {
                    evex::VMOVUPS_STORE
                };
                self.v(code, Reg::Z(v), NO, Src::Stream, None, None);
            }
            Operand::Const(_) => return None,
        }
        Some(())
    }

    /// The logical register holding operand `o` (loaded into `scratch` unless it is a
    /// slot).
    fn operand(&mut self, o: Operand, scratch: u8) -> u8 {
        match o {
            Operand::Slot(k) => self.slot(k),
            Operand::Stream(k) => {
                self.a.load_gpr(RAX, RDI, 8 * k as i32);
                self.v(
                    evex::VMOVUPS_LOAD,
                    Reg::Z(scratch),
                    NO,
                    Src::Stream,
                    None,
                    None,
                );
                scratch
            }
            Operand::Const(k) => {
                let at = Src::Scalar(k as usize);
                self.v(evex::VBROADCASTSS, Reg::Z(scratch), NO, at, None, None);
                scratch
            }
        }
    }

    /// `dst = code(a, b)` (`a` the first source).
    fn op(&mut self, code: evex::Op, dst: u8, a: u8, b: u8) {
        self.v(code, Reg::Z(dst), a, Src::Z(b), None, None);
    }

    /// `dst = code(a, fixed constant k)`.
    fn op_fixed(&mut self, code: evex::Op, dst: u8, a: u8, k: usize) {
        self.v(code, Reg::Z(dst), a, Src::Bcst(MAX_CONSTS + k), None, None);
    }

    fn mov(&mut self, dst: u8, src: u8) {
        if dst != src {
            self.v(evex::VMOVAPS, Reg::Z(dst), NO, Src::Z(src), None, None);
        }
    }

    fn broadcast(&mut self, dst: u8, k: usize) {
        let at = Src::Scalar(MAX_CONSTS + k);
        self.v(evex::VBROADCASTSS, Reg::Z(dst), NO, at, None, None);
    }

    fn zero(&mut self, dst: u8) {
        self.op(evex::VPXORD, dst, dst, dst);
    }

    /// The value's sign fix-up: `(bits & and) ^ xor`.
    fn sign(&mut self, s: Sign) {
        let v = VALUE;
        match s {
            Sign::Keep => {}
            Sign::Neg => self.op_fixed(evex::VPXORD, v, v, SIGN),
            Sign::Abs => self.op_fixed(evex::VPANDD, v, v, ABS),
            Sign::NegAbs => self.op_fixed(evex::VPORD, v, v, SIGN),
        }
    }

    /// The copy's mask: where `a P b` (`P` a `vcmpps` predicate).
    fn cmp(&mut self, predicate: i32, a: u8, b: Src) {
        self.v(evex::VCMPPS, Reg::K, a, b, None, Some(predicate as u8));
    }

    /// All ones where `a P b`, zero elsewhere (`x86::compare`).
    fn compare(&mut self, predicate: i32, a: u8, b: u8) {
        let v = VALUE;
        self.cmp(predicate, a, Src::Z(b));
        self.v(
            evex::VPTERNLOGD,
            Reg::Z(v),
            v,
            Src::Z(v),
            Some(true),
            Some(0xff),
        );
    }

    /// XLA's max or min (`x86::max_min`).
    fn max_min(&mut self, max: bool, a: u8, b: u8) {
        let v = VALUE;
        self.cmp(_CMP_EQ_OQ, a, Src::Z(b));
        let (pick, bits) = if max {
            (evex::VMAXPS, evex::VPANDD)
        } else {
            (evex::VMINPS, evex::VPORD)
        };
        self.op(pick, v, a, b);
        self.v(bits, Reg::Z(v), a, Src::Z(b), Some(false), None);
        self.cmp(_CMP_ORD_Q, v, Src::Z(v));
        self.zero(T1);
        self.v(evex::VSCALEFPS, Reg::Z(v), v, Src::Z(T1), Some(false), None);
        self.cmp(_CMP_UNORD_Q, a, Src::Z(a));
        self.v(evex::VMOVAPS, Reg::Z(v), NO, Src::Z(a), Some(false), None);
    }

    /// `dst = k ? set : clear` (the copy's mask register from the last comparison).
    fn blend(&mut self, dst: u8, clear: u8, set: u8) {
        self.v(
            evex::VBLENDMPS,
            Reg::Z(dst),
            clear,
            Src::Z(set),
            Some(false),
            None,
        );
    }

    /// `dst = copysign(mag, sign)` (`x86::copysign`), through `temp`.
    fn copysign(&mut self, dst: u8, mag: u8, sign: u8, temp: u8) {
        self.op_fixed(evex::VPANDD, temp, sign, SIGN);
        self.op_fixed(evex::VPANDD, dst, mag, ABS);
        self.op(evex::VPORD, dst, dst, temp);
    }

    /// The value's exponential (`wide::exp_n`): clamped, then [`Emitter::exp_from`].
    fn exp(&mut self) {
        let v = VALUE;
        self.broadcast(T1, CLAMP_LO);
        self.op(evex::VMAXPS, v, T1, v);
        self.broadcast(T1, CLAMP_HI);
        self.op(evex::VMINPS, v, T1, v);
        self.exp_from(v, v);
    }

    /// `dst = exp(x)` of a clamped `x` (`wide::exp_from`), through `T2`-`T5`.
    fn exp_from(&mut self, dst: u8, x: u8) {
        // nf = round(x * log2(e)); r = nf * -ln2_hi + x; r = nf * -ln2_lo + r
        self.op_fixed(evex::VMULPS, T2, x, LOG2E);
        self.v(
            evex::VRNDSCALEPS,
            Reg::Z(T2),
            NO,
            Src::Z(T2),
            None,
            Some(0x08),
        );
        self.mov(T3, x);
        self.op_fixed(evex::VFMADD231PS, T3, T2, NEG_LN2_HI);
        self.op_fixed(evex::VFMADD231PS, T3, T2, NEG_LN2_LO);
        self.op(evex::VMULPS, T4, T3, T3);
        self.poly(T5, T3, EXP_POLY, EXP_P.len());
        // p = p * z + r; p + 1, scaled by 2^nf
        self.op(evex::VFMADD213PS, T5, T4, T3);
        self.op_fixed(evex::VADDPS, T5, T5, ONE);
        self.op(evex::VSCALEFPS, dst, T5, T2);
    }

    /// `dst = poly(x)` with the `len` fixed coefficients from `first` (`wide::poly`:
    /// Horner's rule, one FMA per coefficient).
    fn poly(&mut self, dst: u8, x: u8, first: usize, len: usize) {
        self.broadcast(dst, first);
        for k in 1..len {
            self.op_fixed(evex::VFMADD213PS, dst, x, first + k);
        }
    }

    /// The value's tanh (`wide::tanh_n`).
    fn tanh(&mut self) {
        let v = VALUE;
        // small = (poly(x²) · x²) · x + x
        self.op(evex::VMULPS, T6, v, v);
        self.poly(T1, T6, TANH_POLY, TANH_P.len());
        self.op(evex::VMULPS, T1, T1, T6);
        self.op(evex::VFMADD213PS, T1, v, v);
        // big = copysign(1 - 2 / (exp(min(hi, 2|x|)) + 1), x)
        self.op_fixed(evex::VPANDD, T6, v, ABS);
        self.op(evex::VADDPS, T5, T6, T6);
        self.broadcast(T4, CLAMP_HI);
        self.op(evex::VMINPS, T5, T4, T5);
        self.exp_from(T5, T5);
        self.op_fixed(evex::VADDPS, T5, T5, ONE);
        self.broadcast(T4, TWO);
        self.op(evex::VDIVPS, T5, T4, T5);
        self.broadcast(T4, ONE);
        self.op(evex::VSUBPS, T5, T4, T5);
        self.copysign(T5, T5, v, T2);
        // |x| < limit ? small : big
        self.cmp(_CMP_LT_OQ, T6, Src::Bcst(MAX_CONSTS + TANH_LIMIT));
        self.blend(v, T5, T1);
    }

    /// `dst = blend(k, clear, constant k)`: the fixed constant where the copy's mask is set.
    fn blend_fixed(&mut self, dst: u8, clear: u8, k: usize) {
        let at = Src::Bcst(MAX_CONSTS + k);
        self.v(evex::VBLENDMPS, Reg::Z(dst), clear, at, Some(false), None);
    }

    /// `dst = code(a, fixed constant k)` on 32-bit integers (`vpaddd`).
    fn int_fixed(&mut self, dst: u8, a: u8, k: usize) {
        self.op_fixed(evex::VPADDD, dst, a, k);
    }

    /// `dst = log(x)` of positive `x` before the specials (`wide::log_core`), through `L`;
    /// `dst` may be `x`.
    fn log_core(&mut self, dst: u8, x: u8) {
        let [a, b, c, d, e] = L;
        // bits: x, scaled by 2^24 where tiny; e: its exponent field - 126 (- 24 where tiny)
        self.cmp(_CMP_LT_OQ, x, Src::Bcst(MAX_CONSTS + MIN_POSITIVE));
        self.op_fixed(evex::VMULPS, a, x, TWO_POW_24);
        self.blend(b, x, a);
        self.v(evex::VPSRAD_IMM, Reg::Ext(4), c, Src::Z(b), None, Some(23));
        self.int_fixed(c, c, INT_MINUS_126);
        self.int_fixed(d, c, INT_MINUS_24);
        self.v(evex::VPBLENDMD, Reg::Z(c), c, Src::Z(d), Some(false), None);
        // mf = mantissa with exponent -1; ef = e (less one where mf < 1/sqrt 2), as f32
        self.op_fixed(evex::VPANDD, b, b, MANTISSA);
        self.op_fixed(evex::VPORD, b, b, HALF_EXPONENT);
        self.cmp(_CMP_LT_OQ, b, Src::Bcst(MAX_CONSTS + SQRT_HALF));
        self.int_fixed(d, c, INT_MINUS_1);
        self.v(evex::VPBLENDMD, Reg::Z(c), c, Src::Z(d), Some(false), None);
        self.v(evex::VCVTDQ2PS, Reg::Z(c), NO, Src::Z(c), None, None);
        // f = (mf, doubled where small) - 1
        self.op(evex::VADDPS, d, b, b);
        self.blend(d, b, d);
        self.op_fixed(evex::VADDPS, d, d, NEG_ONE);
        // y = poly(f) · f · z + ef · ln2_lo - z / 2; f + y + ef · ln2_hi
        self.op(evex::VMULPS, b, d, d);
        self.poly(a, d, LOG_POLY, LOG_P.len());
        self.op(evex::VMULPS, a, a, d);
        self.op(evex::VMULPS, a, a, b);
        self.op_fixed(evex::VMULPS, e, c, LN2_LO_C);
        self.op(evex::VADDPS, a, a, e);
        self.op_fixed(evex::VMULPS, e, b, HALF);
        self.op(evex::VSUBPS, a, a, e);
        self.op(evex::VADDPS, dst, d, a);
        self.op_fixed(evex::VMULPS, e, c, LN2_HI_C);
        self.op(evex::VADDPS, dst, dst, e);
    }

    /// `r` with log's specials (`wide::log_specials`): -inf where `u` is zero, NaN where it
    /// is negative, `x` where `x` is +inf or NaN (one comparison: not below +inf).
    fn log_specials(&mut self, x: u8, u: u8, r: u8) {
        self.zero(T2);
        self.cmp(_CMP_EQ_OQ, u, Src::Z(T2));
        self.blend_fixed(r, r, NEG_INF);
        self.cmp(_CMP_LT_OQ, u, Src::Z(T2));
        self.blend_fixed(r, r, NAN);
        self.cmp(_CMP_NLT_UQ, x, Src::Bcst(MAX_CONSTS + INF));
        self.blend(r, r, x);
    }

    /// The value's log (`wide::log_n`).
    fn log(&mut self) {
        let v = VALUE;
        self.log_core(T1, v);
        self.log_specials(v, v, T1);
        self.mov(v, T1);
    }

    /// The value's log1p (`wide::log1p_n`): `log(u) + c/u` with `u = 1 + x` and `c` the
    /// sum's rounding error.
    fn log1p(&mut self) {
        let v = VALUE;
        let (u, cor) = (T5, T6);
        self.op_fixed(evex::VADDPS, u, v, ONE);
        // c = |x| <= 1 ? x - (u - 1) : 1 - (u - x)
        self.op_fixed(evex::VADDPS, T2, u, NEG_ONE);
        self.op(evex::VSUBPS, T2, v, T2);
        self.op(evex::VSUBPS, T3, u, v);
        self.broadcast(T4, ONE);
        self.op(evex::VSUBPS, T3, T4, T3);
        self.op_fixed(evex::VPANDD, T4, v, ABS);
        self.cmp(_CMP_LE_OQ, T4, Src::Bcst(MAX_CONSTS + ONE));
        self.blend(cor, T3, T2);
        // log of u where u > 0, of 1 elsewhere
        self.zero(T2);
        self.cmp(_CMP_GT_OQ, u, Src::Z(T2));
        self.broadcast(T4, ONE);
        self.blend(T1, T4, u);
        self.log_core(T1, T1);
        self.op(evex::VDIVPS, T2, cor, u);
        self.op(evex::VADDPS, T1, T1, T2);
        self.log_specials(v, u, T1);
        // ±0 (a denormal, zero under DAZ) gives the zero of x's sign
        self.zero(T2);
        self.cmp(_CMP_EQ_OQ, v, Src::Z(T2));
        self.op_fixed(evex::VPANDD, T3, v, SIGN);
        self.blend(T1, T1, T3);
        self.mov(v, T1);
    }

    /// The value's sign (`x86::signum`).
    fn signum(&mut self) {
        let v = VALUE;
        self.zero(T1);
        self.cmp(_CMP_EQ_OQ, v, Src::Z(T1));
        self.broadcast(T2, ONE);
        self.blend(T3, T2, T1);
        self.copysign(T3, T3, v, T4);
        self.cmp(_CMP_UNORD_Q, v, Src::Z(v));
        self.v(evex::VMOVAPS, Reg::Z(T3), NO, Src::Z(v), Some(false), None);
        self.mov(v, T3);
    }
}
