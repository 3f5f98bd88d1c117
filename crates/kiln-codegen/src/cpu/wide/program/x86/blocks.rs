//! Programs of several steps, block by block: every step over one block of `16 * BLOCK`
//! iterations before the next block. The value a step computes stays in registers for
//! the next step, and goes to its slot (a block of stack) only when a later step reads
//! it there; streams are read and written in place (f16/bf16 ones widened as they are
//! read and narrowed as they are written, a step's rounding of its value skipped where
//! narrowing to the same type does it).

use super::*;

/// Where a planned step reads: the previous step's value (its destination slot, still in
/// registers), or memory, vector `u` of the block at iteration `i` at
/// `p + i·step + 16·u·unit` (a stream: `step` and `unit` 1; a slot, a block of stack: `step`
/// 0, `unit` 1; a constant's sixteen copies: both 0), widened from f16/bf16 where `half`
/// says so. One form for every operand, so that an operand is read without a dispatch on its
/// kind, straight into the registers that the step's operation takes (an operand that
/// matched on its kind came back as an array on the stack: eight 64-byte stores and loads
/// per operand and step).
#[derive(Clone, Copy)]
struct Arg {
    prev: bool,
    p: *const f32,
    step: usize,
    unit: usize,
    /// The stream's 16-bit type (`p` then points to its `u16` elements).
    half: Option<Half>,
}

impl Arg {
    const PREV: Arg = Arg {
        prev: true,
        p: std::ptr::null(),
        step: 0,
        unit: 0,
        half: None,
    };

    /// Where the block from iteration `i` starts.
    #[inline(always)]
    fn at(self, i: usize) -> *const f32 {
        if self.half.is_some() {
            (self.p as *const u16).wrapping_add(i * self.step) as *const f32
        } else {
            self.p.wrapping_add(i * self.step)
        }
    }

    /// The block at `at` (from [`Arg::at`]), or `v` for the previous value. Every vector
    /// written out (an array expression, not a loop): the block stays eight registers.
    #[inline(always)]
    unsafe fn fetch<const HALVES: bool>(self, at: *const f32, v: &V<BLOCK>) -> V<BLOCK> {
        if self.prev {
            return *v;
        }
        macro_rules! unroll {
            (|$u:ident| $e:expr) => {
                [
                    {
                        let $u = 0;
                        $e
                    },
                    {
                        let $u = 1;
                        $e
                    },
                    {
                        let $u = 2;
                        $e
                    },
                    {
                        let $u = 3;
                        $e
                    },
                    {
                        let $u = 4;
                        $e
                    },
                    {
                        let $u = 5;
                        $e
                    },
                    {
                        let $u = 6;
                        $e
                    },
                    {
                        let $u = 7;
                        $e
                    },
                ]
            };
        }
        if HALVES {
            if let Some(h) = self.half {
                let q = at as *const u16;
                return unroll!(|u| half::widen(
                    h,
                    _mm256_loadu_si256(q.add(16 * u) as *const __m256i)
                ));
            }
        }
        let step = 16 * self.unit;
        unroll!(|u| _mm512_loadu_ps(at.add(step * u)))
    }
}

const _: () = assert!(BLOCK == 8, "`Arg::fetch` writes out eight vectors");

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

/// What [`run`] works in, in the thread's buffers (`super::Buffers`): the planned steps
/// (up to [`MAX_OPS`] of them, 30 KiB: a stack frame that size would be probed page by page
/// on every call) and the slots' blocks.
pub(super) struct Work {
    planned: [std::mem::MaybeUninit<Planned>; MAX_OPS],
    slots: std::mem::MaybeUninit<[V<BLOCK>; MAX_SLOTS]>,
}

/// `p`'s steps planned into `plan`: slot reads of the previous step's value from
/// registers, slot writes kept only where a later step reads them; slot `k` is at
/// `slots[k]`, constant `k`'s copies at `consts[k]`.
unsafe fn plan<'a, const U: usize>(
    p: &Program,
    streamed: u32,
    slots: *mut V<U>,
    consts: *const __m512,
    plan: &'a mut [std::mem::MaybeUninit<Planned>; MAX_OPS],
) -> &'a [Planned] {
    let steps = p.steps();
    let keep = kept_slots(steps);
    for (j, s) in steps.iter().enumerate() {
        let prev = j.checked_sub(1).map(|j| steps[j].dst);
        let mut args = [Arg::PREV; 3];
        for (arg, &o) in args.iter_mut().zip(&s.args[..s.op.arity()]) {
            let memory = |p: *const f32, step, unit, half| Arg {
                prev: false,
                p,
                step,
                unit,
                half,
            };
            *arg = match o {
                Operand::Slot(_) if Some(o) == prev => Arg::PREV,
                Operand::Slot(k) => memory(slots.add(k as usize) as *const f32, 0, 1, None),
                Operand::Stream(k) => memory(p.streams[k as usize], 1, 1, p.types[k as usize]),
                Operand::Const(k) => memory(consts.add(k as usize) as *const f32, 0, 0, None),
            };
        }
        let out = match s.dst {
            Operand::Slot(k) => Out::Slot { k, keep: keep[j] },
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

/// For each step that writes a slot, whether a step after the next reads the slot before
/// one writes it (the next reads it from registers): [`read_later`] of every step, in one
/// backward pass over the program instead of a pass per step (a program has up to
/// [`MAX_OPS`] steps, and is planned on every call).
fn kept_slots(steps: &[Checked]) -> [bool; MAX_OPS] {
    let slot_bit = |o: &Operand| match *o {
        Operand::Slot(k) => 1u32 << k,
        _ => 0,
    };
    let mut keep = [false; MAX_OPS];
    // Slots that, from step `j + 1` (`from_next`) and from step `j + 2` (`from_after`) on,
    // are read before they are written (a step's reads come before its write).
    let (mut from_next, mut from_after) = (0u32, 0u32);
    for j in (0..steps.len()).rev() {
        let s = &steps[j];
        if let Operand::Slot(k) = s.dst {
            keep[j] = match steps.get(j + 1) {
                Some(next) => next.dst != s.dst && from_after & 1 << k != 0,
                None => false,
            };
        }
        let reads = s.args[..s.op.arity()]
            .iter()
            .fold(0, |m, a| m | slot_bit(a));
        let from_here = reads | (from_next & !slot_bit(&s.dst));
        (from_after, from_next) = (from_next, from_here);
    }
    keep
}

/// Whether a step after the first of `later` reads slot `k` before one writes it (the
/// first reads it from registers).
#[cfg(test)]
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

/// Runs `p` (two steps or more, or any with f16/bf16 streams or rounding: `HALVES`; no
/// [`Op::Pow`], which `run_blocks` leaves to the tiles) for `n` iterations, a multiple of
/// `16 * BLOCK`; the streams in `streamed` (line-aligned) take streaming stores (`STREAM` when there are any). (Without `HALVES` the loop has no
/// conversions: f32 programs keep the registers they had before there were any, f32_ew
/// 2.8 -> 1.9 ms.)
#[target_feature(enable = "avx512f,fma")]
pub(super) unsafe fn run<const STREAM: bool, const HALVES: bool>(
    p: &Program,
    n: usize,
    streamed: u32,
) {
    const U: usize = BLOCK;
    debug_assert!(!p.has_powers(), "powers run in tiles");
    // Uninitialized: the frame's check has every slot written before it is read, and
    // the plan keeps every value that a later step reads from its slot.
    let work = std::ptr::addr_of_mut!((*super::buffers()).blocks);
    let slots = std::ptr::addr_of_mut!((*work).slots) as *mut V<U>;
    // Only the program's constants are written: zeroing all `MAX_CONSTS` (4 KiB) was a
    // `memset` per call, once per row of a row kernel (a bf16 layer norm's rows of 1024:
    // 7 % of its time).
    let mut consts = [std::mem::MaybeUninit::<__m512>::uninit(); MAX_CONSTS];
    for (k, c) in consts.iter_mut().enumerate().take(p.n_consts) {
        c.write(_mm512_set1_ps(p.consts[k]));
    }
    let consts = consts.as_ptr() as *const __m512;
    let plan = plan::<U>(p, streamed, slots, consts, &mut (*work).planned);
    let mut v = [_mm512_setzero_ps(); U];
    let mut i = 0;
    while i < n {
        for s in plan {
            let [a, b, c] = s.args;
            let (pa, pb, pc) = (a.at(i), b.at(i), c.at(i));
            macro_rules! op {
                ($($x:ident = $a:ident @ $p:ident),* => $e:expr) => {{
                    $(let $x = $a.fetch::<HALVES>($p, &v);)*
                    each!($($x),* => $e)
                }};
            }
            let r: V<U> = match s.op {
                Op::Add => op!(x = a @ pa, y = b @ pb => _mm512_add_ps(x, y)),
                Op::Sub => op!(x = a @ pa, y = b @ pb => _mm512_sub_ps(x, y)),
                Op::Mul => op!(x = a @ pa, y = b @ pb => _mm512_mul_ps(x, y)),
                Op::Div => op!(x = a @ pa, y = b @ pb => _mm512_div_ps(x, y)),
                Op::Max => op!(x = a @ pa, y = b @ pb => max_min::<true>(x, y)),
                Op::Min => op!(x = a @ pa, y = b @ pb => max_min::<false>(x, y)),
                Op::Fma => {
                    op!(x = a @ pa, y = b @ pb, z = c @ pc => _mm512_fmadd_ps(x, y, z))
                }
                Op::Fms => {
                    op!(x = a @ pa, y = b @ pb, z = c @ pc => _mm512_fmsub_ps(x, y, z))
                }
                Op::CmpLt => op!(x = a @ pa, y = b @ pb => compare::<_CMP_LT_OQ>(x, y)),
                Op::CmpLe => op!(x = a @ pa, y = b @ pb => compare::<_CMP_LE_OQ>(x, y)),
                Op::CmpGt => op!(x = a @ pa, y = b @ pb => compare::<_CMP_GT_OQ>(x, y)),
                Op::CmpGe => op!(x = a @ pa, y = b @ pb => compare::<_CMP_GE_OQ>(x, y)),
                Op::CmpEq => op!(x = a @ pa, y = b @ pb => compare::<_CMP_EQ_OQ>(x, y)),
                Op::CmpNe => op!(x = a @ pa, y = b @ pb => compare::<_CMP_NEQ_UQ>(x, y)),
                Op::Select => op!(x = a @ pa, y = b @ pb, z = c @ pc => select(x, y, z)),
                // Copy (`Program::read` lets no other unary op through).
                _ => a.fetch::<HALVES>(pa, &v),
            };
            let r = fix(s.pre, r);
            let r = match s.func {
                None => r,
                Some(Op::Exp) => func::<{ Op::Exp as u8 }, U>(r),
                Some(Op::Log) => func::<{ Op::Log as u8 }, U>(r),
                Some(Op::Tanh) => func::<{ Op::Tanh as u8 }, U>(r),
                Some(Op::Logistic) => func::<{ Op::Logistic as u8 }, U>(r),
                Some(Op::Sqrt) => func::<{ Op::Sqrt as u8 }, U>(r),
                Some(Op::Erf) => func::<{ Op::Erf as u8 }, U>(r),
                Some(Op::Log1p) => func::<{ Op::Log1p as u8 }, U>(r),
                Some(Op::Expm1) => func::<{ Op::Expm1 as u8 }, U>(r),
                Some(Op::Signum) => func::<{ Op::Signum as u8 }, U>(r),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The backward pass agrees with [`read_later`] of every step, on random programs of
    /// slot reads and writes (two operands each, out of four slots).
    #[test]
    fn kept_slots_match_read_later() {
        let mut seed = 0x2545_f491_u32;
        let mut next = |m: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            seed % m
        };
        for _ in 0..2000 {
            let n = 1 + next(12) as usize;
            let steps: Vec<Checked> = (0..n)
                .map(|_| {
                    let mut operand = || match next(3) {
                        0 => Operand::Stream(0),
                        _ => Operand::Slot(next(4) as u8),
                    };
                    Checked {
                        op: Op::Add,
                        dst: operand(),
                        args: [operand(), operand(), Operand::Stream(0)],
                        pre: Sign::Keep,
                        func: None,
                        post: Sign::Keep,
                        round: None,
                    }
                })
                .collect();
            let keep = kept_slots(&steps);
            for (j, s) in steps.iter().enumerate() {
                if let Operand::Slot(k) = s.dst {
                    assert_eq!(keep[j], read_later(&steps[j + 1..], k), "{j} of {n}");
                }
            }
        }
    }
}
