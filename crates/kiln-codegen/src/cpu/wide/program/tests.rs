use super::*;

#[cfg(target_arch = "x86_64")]
mod blocks;
#[cfg(target_arch = "x86_64")]
mod native;

/// A frame for `steps` over `streams` with `consts`, using `slots` slots.
fn frame(steps: &[u64], streams: &[*mut f32], consts: &[f32], slots: usize) -> Vec<u64> {
    let typed: Vec<_> = streams.iter().map(|&p| (p, None)).collect();
    typed_frame(steps, &typed, consts, slots)
}

/// [`frame`] with the streams' element types.
fn typed_frame(
    steps: &[u64],
    streams: &[(*mut f32, Option<Half>)],
    consts: &[f32],
    slots: usize,
) -> Vec<u64> {
    let mut w = vec![header_word(steps.len(), streams.len(), consts.len(), slots)];
    w.push(types_word(streams.iter().map(|s| s.1)));
    w.extend_from_slice(steps);
    w.extend(streams.iter().map(|&(p, _)| p as usize as u64));
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
        round: None,
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

/// Consecutive calls with the same steps but other streams and constants (as a row kernel
/// calls the helper row by row) use each call's own, also after a call with other steps or
/// a malformed frame in between, and a frame whose steps differ in one word is read afresh.
#[test]
fn calls_with_the_same_steps_take_their_own_streams_and_constants() {
    let n = 100;
    let (xs, o, c) = (Operand::Stream(0), Operand::Stream(1), Operand::Const(0));
    let mul = [step(Op::Mul, o, &[xs, c], None, Sign::Keep)];
    let add = [step(Op::Add, o, &[xs, c], None, Sign::Keep)];
    let rows: Vec<Vec<f32>> = (0..4)
        .map(|r| (0..n).map(|i| (i + r * n) as f32 * 0.25 - 7.0).collect())
        .collect();
    for (r, (steps, k)) in [(&mul, 2.0), (&mul, -3.0), (&add, 0.5), (&mul, 4.0)]
        .into_iter()
        .enumerate()
    {
        if r == 3 {
            // A malformed frame (an unknown op) between two calls of the same steps.
            let bad = [u64::from_le_bytes([0xee, 0, 0, 0, 0, 0, 0, 0])];
            let mut out = vec![0f32; n];
            let streams = [rows[r].as_ptr() as *mut f32, out.as_mut_ptr()];
            let mut f = frame(&bad, &streams, &[k], 0);
            let p = unsafe { LAST.with(|last| (*last.get()).read(f.as_mut_ptr())) };
            assert!(p.is_none());
        }
        let mut out = vec![0f32; n];
        let streams = [rows[r].as_ptr() as *mut f32, out.as_mut_ptr()];
        run(&mut frame(steps, &streams, &[k], 0), n as i64);
        for i in 0..n {
            let x = rows[r][i];
            let want = if std::ptr::eq(steps, &add) {
                x + k
            } else {
                x * k
            };
            assert_eq!(out[i], want, "call {r}, at {i}");
        }
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
    let (copy_op, add, neg, exp) = (Op::Copy as u8, Op::Add as u8, Op::Neg as u8, Op::Exp as u8);
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
        {
            // A frame of version 0 (no stream types).
            let mut f = frame(&[copy(o, xs)], &streams, &[], 0);
            f[0] &= !(0x7f << VERSION_SHIFT);
            f.remove(1);
            f
        },
        // An unknown stream type, a type for a stream the frame lacks, an unknown rounding.
        {
            let mut f = frame(&[copy(o, xs)], &streams, &[], 0);
            f[1] = 3;
            f
        },
        {
            let mut f = frame(&[copy(o, xs)], &streams, &[], 0);
            f[1] = types_word([None, None, Some(Half::F16)]);
            f
        },
        raw([copy_op, ob, xb, NONE, NONE, NONE, 0, 3 << 4]),
        {
            // Type bits past those of the most streams a frame may have.
            let mut all = vec![streams[0]; MAX_STREAMS];
            all[1] = streams[1];
            let mut f = frame(&[copy(o, xs)], &all, &[], 0);
            f[1] |= 1 << (2 * MAX_STREAMS + 8);
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
    run(&mut raw([copy_op, ob, xb, NONE, NONE, NONE, 0, 1 << 4]), 20);
    assert_eq!(out, [1.0; 20]);
}

/// f16 and bf16 streams widen as they are read and narrow as they are written, a rounding
/// step rounds, with `cpu::convert`'s bits (signalling NaNs kept as they widen, quieted as
/// they narrow; f16 subnormals; ties to even; overflow to infinity), over several tiles.
#[test]
fn half_streams_and_rounding() {
    let n = 2 * TILE + 37;
    let pattern = |i: usize| -> u16 {
        let edge = [
            0x0000, 0x8000, 0x0001, 0x03ff, 0x0400, 0x7bff, 0x7c00, 0xfc00, 0x7c01,
        ];
        let edge2 = [
            0x7e00, 0xfdff, 0x3c00, 0xbc01, 0x0080, 0x7f80, 0x7f81, 0xff80,
        ];
        match i % 3 {
            0 => edge[i / 3 % edge.len()],
            1 => edge2[i / 3 % edge2.len()],
            _ => (i as u32).wrapping_mul(2_654_435_761) as u16,
        }
    };
    let xs: Vec<u16> = (0..n).map(pattern).collect();
    let ys: Vec<f32> = (0..n)
        .map(|i| match i % 4 {
            0 => 65520.0,
            1 => f32::from_bits(0x3f80_8000 + (i as u32 & 0x1_0000)),
            2 => 2.9802322e-8 * (i % 7) as f32,
            _ => f32::from_bits((i as u32).wrapping_mul(2_246_822_519)),
        })
        .collect();
    let (s, x, y, o) = (
        Operand::Slot(0),
        Operand::Stream(0),
        Operand::Stream(1),
        Operand::Stream(2),
    );
    for h in [Half::F16, Half::BF16] {
        for out_type in [None, Some(h)] {
            // o = round(x * 1 + y), then o' = narrow(o) or o as f32.
            let round = |op, dst, args: &[Operand]| {
                let st = Step {
                    op,
                    dst,
                    args: args.to_vec(),
                    pre: Sign::Keep,
                    func: None,
                    post: Sign::Keep,
                    round: Some(h),
                };
                st.word()
            };
            let steps = [
                round(Op::Fma, s, &[x, Operand::Const(0), y]),
                round(Op::Copy, o, &[s]),
            ];
            let mut out = vec![0u32; n];
            let streams = [
                (xs.as_ptr() as *mut f32, Some(h)),
                (ys.as_ptr() as *mut f32, None),
                (out.as_mut_ptr() as *mut f32, out_type),
            ];
            run(&mut typed_frame(&steps, &streams, &[1.0], 1), n as i64);
            for i in 0..n {
                let a = super::half::widen(h, xs[i]);
                let r = super::half::round(h, a.mul_add(1.0, ys[i]));
                let want = match out_type {
                    None => r.to_bits(),
                    Some(_) => super::half::narrow(h, r) as u32,
                };
                let got = match out_type {
                    None => out[i],
                    // SAFETY: `out` holds `2 n` 16-bit elements.
                    Some(_) => u32::from(unsafe { *(out.as_ptr() as *const u16).add(i) }),
                };
                assert_eq!(
                    got, want,
                    "{h:?} to {out_type:?} at {i}: x {:#x} y {}",
                    xs[i], ys[i]
                );
            }
        }
    }
}

/// `program::half` is `cpu::convert`'s arithmetic: spot values of each rule.
#[test]
fn scalar_half_conversions() {
    use super::half::{narrow, widen};
    let f16 = Half::F16;
    assert_eq!(widen(f16, 0x0001).to_bits(), 0x3380_0000);
    assert_eq!(widen(f16, 0x7c01).to_bits(), 0x7f80_2000);
    assert_eq!(widen(f16, 0xfe00).to_bits(), 0xffc0_0000);
    assert_eq!(narrow(f16, f32::from_bits(0x7f80_2001)), 0x7e01);
    assert_eq!(narrow(f16, 65519.0), 0x7bff);
    assert_eq!(narrow(f16, 65520.0), 0x7c00);
    assert_eq!(narrow(f16, -1e-40), 0x8000);
    assert_eq!(narrow(f16, 2.9802322e-8), 0x0000);
    assert_eq!(narrow(f16, 2.9802326e-8), 0x0001);
    assert_eq!(narrow(f16, 1.0 + 1.0 / 2048.0), 0x3c00);
    assert_eq!(narrow(f16, 1.0 + 3.0 / 2048.0), 0x3c02);
    let bf16 = Half::BF16;
    assert_eq!(narrow(bf16, f32::from_bits(0x3f80_8000)), 0x3f80);
    assert_eq!(narrow(bf16, f32::from_bits(0x3f81_8000)), 0x3f82);
    assert_eq!(narrow(bf16, f32::from_bits(0x7f80_0001)), 0x7fc0);
    assert_eq!(narrow(bf16, f32::from_bits(0x7f7f_ffff)), 0x7f80);
    assert_eq!(widen(bf16, 0xff81).to_bits(), 0xff81_0000);
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
        round: None,
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
