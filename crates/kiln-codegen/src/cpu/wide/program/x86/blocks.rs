//! Programs of several steps, block by block: every step over one block of `16 * BLOCK`
//! iterations before the next block. The value a step computes stays in registers for
//! the next step, and goes to its slot (a block of stack) only when a later step reads
//! it there; streams are read and written in place (f16/bf16 ones widened as they are
//! read and narrowed as they are written, a step's rounding of its value skipped where
//! narrowing to the same type does it).

use super::*;

/// Where a planned step reads.
#[derive(Clone, Copy)]
enum Arg {
    /// The previous step's value (its destination slot, still in registers).
    Prev,
    Slot(u8),
    Stream(*const f32),
    /// An f16/bf16 stream.
    Half(*const u16, Half),
    Const(u8),
}

/// Where a planned step writes.
#[derive(Clone, Copy)]
enum Out {
    /// A slot, stored only if `keep` (a step after the next reads it).
    Slot {
        k: u8,
        keep: bool,
    },
    /// A stream, with streaming stores if `streamed`.
    Stream {
        p: *mut f32,
        streamed: bool,
    },
    /// An f16/bf16 stream.
    Half(*mut u16, Half),
    Nowhere,
}

/// A checked step with its operands resolved for the block loop.
#[derive(Clone, Copy)]
struct Planned {
    op: Op,
    args: [Arg; 3],
    pre: Sign,
    func: Option<Op>,
    post: Sign,
    /// The step's rounding, unless narrowing to its output does it.
    round: Option<Half>,
    out: Out,
}

/// `p`'s steps planned into `plan`: slot reads of the previous step's value from
/// registers, slot writes kept only where a later step reads them.
fn plan<'a>(
    p: &Program,
    streamed: u32,
    plan: &'a mut [std::mem::MaybeUninit<Planned>; MAX_OPS],
) -> &'a [Planned] {
    let steps = p.steps();
    for (j, s) in steps.iter().enumerate() {
        let prev = j.checked_sub(1).map(|j| steps[j].dst);
        let mut args = [Arg::Prev; 3];
        for (arg, &o) in args.iter_mut().zip(&s.args[..s.op.arity()]) {
            *arg = match o {
                Operand::Slot(_) if Some(o) == prev => Arg::Prev,
                Operand::Slot(k) => Arg::Slot(k),
                Operand::Stream(k) => match p.types[k as usize] {
                    None => Arg::Stream(p.streams[k as usize]),
                    Some(h) => Arg::Half(p.streams[k as usize] as *const u16, h),
                },
                Operand::Const(k) => Arg::Const(k),
            };
        }
        let out = match s.dst {
            Operand::Slot(k) => Out::Slot {
                k,
                keep: read_later(&steps[j + 1..], k),
            },
            Operand::Stream(k) => match p.types[k as usize] {
                None => Out::Stream {
                    p: p.streams[k as usize],
                    streamed: streamed & 1 << k != 0,
                },
                Some(h) => Out::Half(p.streams[k as usize] as *mut u16, h),
            },
            // `Program::read` lets no constant destination through.
            Operand::Const(_) => Out::Nowhere,
        };
        let round = match out {
            Out::Half(_, h) if s.round == Some(h) => None,
            _ => s.round,
        };
        plan[j].write(Planned {
            op: s.op,
            args,
            pre: s.pre,
            func: s.func,
            post: s.post,
            round,
            out,
        });
    }
    // SAFETY: the loop initialized the first `steps.len()`.
    unsafe { std::slice::from_raw_parts(plan.as_ptr() as *const Planned, steps.len()) }
}

/// Whether a step after the first of `later` reads slot `k` before one writes it (the
/// first reads it from registers).
fn read_later(later: &[Checked], k: u8) -> bool {
    let slot = Operand::Slot(k);
    for (m, s) in later.iter().enumerate() {
        if m > 0 && s.args[..s.op.arity()].contains(&slot) {
            return true;
        }
        if s.dst == slot {
            return false;
        }
    }
    false
}

/// Runs `p` (two steps or more, or any with f16/bf16 streams or rounding: `HALVES`) for `n`
/// iterations, a multiple of `16 * BLOCK`; the streams in `streamed` (line-aligned) take
/// streaming stores (`STREAM` when there are any). (Without `HALVES` the loop has no
/// conversions: f32 programs keep the registers they had before there were any, f32_ew
/// 2.8 -> 1.9 ms.)
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn run<const STREAM: bool, const HALVES: bool>(
    p: &Program,
    n: usize,
    streamed: u32,
) {
    const U: usize = BLOCK;
    let mut planned = [const { std::mem::MaybeUninit::uninit() }; MAX_OPS];
    let plan = plan(p, streamed, &mut planned);
    // Uninitialized: the frame's check has every slot written before it is read, and
    // the plan keeps every value that a later step reads from its slot.
    let mut slots = std::mem::MaybeUninit::<[V<U>; MAX_SLOTS]>::uninit();
    let slots = slots.as_mut_ptr() as *mut V<U>;
    let mut consts = [_mm512_setzero_ps(); MAX_CONSTS];
    for (k, c) in consts.iter_mut().enumerate().take(p.n_consts) {
        *c = _mm512_set1_ps(p.consts[k]);
    }
    let mut v = [_mm512_setzero_ps(); U];
    let mut i = 0;
    while i < n {
        for s in plan {
            let load = |a: Arg, v: &V<U>| -> V<U> {
                match a {
                    Arg::Prev => *v,
                    Arg::Slot(k) => slots.add(k as usize).read(),
                    Arg::Stream(q) => Src { p: q, unit: 1 }.load_n::<U>(i),
                    Arg::Half(q, h) if HALVES => half::load_n::<U>(h, q.add(i)),
                    Arg::Half(..) => [_mm512_setzero_ps(); U],
                    Arg::Const(k) => [consts[k as usize]; U],
                }
            };
            macro_rules! op {
                ($($x:ident = $arg:expr),* => $e:expr) => {{
                    $(let $x = load($arg, &v);)*
                    each!($($x),* => $e)
                }};
            }
            let [a, b, c] = s.args;
            let r: V<U> = match s.op {
                Op::Add => op!(x = a, y = b => _mm512_add_ps(x, y)),
                Op::Sub => op!(x = a, y = b => _mm512_sub_ps(x, y)),
                Op::Mul => op!(x = a, y = b => _mm512_mul_ps(x, y)),
                Op::Div => op!(x = a, y = b => _mm512_div_ps(x, y)),
                Op::Max => op!(x = a, y = b => max_min::<true>(x, y)),
                Op::Min => op!(x = a, y = b => max_min::<false>(x, y)),
                Op::Fma => op!(x = a, y = b, z = c => _mm512_fmadd_ps(x, y, z)),
                Op::Fms => op!(x = a, y = b, z = c => _mm512_fmsub_ps(x, y, z)),
                // Copy (`Program::read` lets no other unary op through).
                _ => load(a, &v),
            };
            let r = fix(s.pre, r);
            let r = match s.func {
                None => r,
                Some(Op::Exp) => func::<{ Op::Exp as u8 }, U>(r),
                Some(Op::Log) => func::<{ Op::Log as u8 }, U>(r),
                Some(Op::Tanh) => func::<{ Op::Tanh as u8 }, U>(r),
                Some(Op::Logistic) => func::<{ Op::Logistic as u8 }, U>(r),
                Some(Op::Sqrt) => func::<{ Op::Sqrt as u8 }, U>(r),
                Some(_) => func::<{ Op::Rsqrt as u8 }, U>(r),
            };
            let r = fix(s.post, r);
            let r = match s.round {
                Some(h) if HALVES => half::round(h, r),
                _ => r,
            };
            match s.out {
                Out::Slot { k, keep } => {
                    if keep {
                        slots.add(k as usize).write(r);
                    }
                }
                Out::Stream { p, streamed } => {
                    if STREAM && streamed {
                        Dst::<true> { p }.store_n(i, r);
                    } else {
                        Dst::<false> { p }.store_n(i, r);
                    }
                }
                Out::Half(q, h) if HALVES => half::store_n(h, q.add(i), r),
                Out::Half(..) => {}
                Out::Nowhere => {}
            }
            v = r;
        }
        i += 16 * U;
    }
}
