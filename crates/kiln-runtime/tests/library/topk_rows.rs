//! Top-k of 32-bit elements (ranks packed in a u64, blocks of a row skipped when none of
//! their keys beats the kept ones) and of other types against the interpreter: NaNs of both
//! signs and payloads, ±0, denormals, many ties, k from 1 to the whole row (beyond 64 the
//! kept ones are selected from all), largest and smallest, 1 and 2 threads.

use super::{check_with, Match};

fn check_threads(text: &str, int_range: i64) {
    for threads in [1, 2] {
        for seed in [7, 8] {
            let (calls, fallbacks) = check_with(text, seed, int_range, threads, Match::Exact);
            assert!(fallbacks.is_empty(), "fallbacks {fallbacks:?}\n{text}");
            assert!(calls > 0, "no library call\n{text}");
        }
    }
}

#[test]
fn topk_of_special_floats() {
    // Rows of x, bits of small integers (denormals; NaNs with payloads for negative ones),
    // sqrt(x) (NaNs) and x * 0 (±0): 4 x 41 elements.
    for k in [1, 5, 64, 70, 164] {
        for largest in [true, false] {
            let text = format!(
                "HloModule m\nENTRY e {{\n  x = f32[3,41] parameter(0)\n  xi = s32[3,41] parameter(1)\n  d = f32[3,41] bitcast-convert(xi)\n  r = f32[3,41] sqrt(x)\n  zero = f32[] constant(0)\n  zs = f32[3,41] broadcast(zero), dimensions={{}}\n  s = f32[3,41] multiply(x, zs)\n  v = f32[3,164] concatenate(x, d, r, s), dimensions={{1}}\n  ROOT t = (f32[3,{k}], s32[3,{k}]) topk(v), k={k}, largest={largest}\n}}"
            );
            check_threads(&text, 6);
        }
    }
}

#[test]
fn topk_of_ties_and_other_types() {
    // Integers in [-3, 3): every value repeats; ties keep index order.
    for ty in ["s32", "u32", "s8", "u16", "s64", "f64", "bf16", "f16"] {
        for (k, largest) in [(1, true), (6, false), (33, true), (101, true)] {
            let text = format!(
                "HloModule m\nENTRY e {{\n  x = {ty}[4,101] parameter(0)\n  ROOT t = ({ty}[4,{k}], s32[4,{k}]) topk(x), k={k}, largest={largest}\n}}"
            );
            check_threads(&text, 3);
        }
    }
}
