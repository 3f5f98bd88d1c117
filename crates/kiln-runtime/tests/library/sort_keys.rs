//! Sorts by one key per element (`sort_keys.rs`: a compare of the same expression of each
//! side's value) against the interpreter's merge sort: NaNs of both signs and payloads, ±0,
//! denormals, many ties, plain and total-order compares, ascending, descending and written
//! the other way round, argsort operands, odd row lengths, several element types, 1 and 2
//! threads. Every comparator here is a key order (`sort_keys::tests` checks the planner
//! recognizes such forms).

use super::{check_with, Match};

fn check_threads(text: &str, int_range: i64) {
    for threads in [1, 2] {
        for seed in [5, 6] {
            let (calls, fallbacks) = check_with(text, seed, int_range, threads, Match::Exact);
            assert!(fallbacks.is_empty(), "fallbacks {fallbacks:?}\n{text}");
            assert!(calls > 0, "no library call\n{text}");
        }
    }
}

/// The comparator JAX emits for floats of `ty` (-0 and NaN canonicalized, then a total-order
/// compare in `dir`), with `extra` more parameter pairs of `s32` (argsort's indices).
fn canonical(ty: &str, dir: &str, extra: bool) -> String {
    let indices = if extra {
        "  i = s32[] parameter(2)\n  j = s32[] parameter(3)\n"
    } else {
        ""
    };
    format!(
        "cmp {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
{indices}  zero = {ty}[] constant(0)
  nan = {ty}[] constant(nan)
  a_nan = pred[] compare(a, a), direction=NE
  a_zero = pred[] compare(a, zero), direction=EQ
  a0 = {ty}[] select(a_zero, zero, a)
  a1 = {ty}[] select(a_nan, nan, a0)
  b_nan = pred[] compare(b, b), direction=NE
  b_zero = pred[] compare(b, zero), direction=EQ
  b0 = {ty}[] select(b_zero, zero, b)
  b1 = {ty}[] select(b_nan, nan, b0)
  ROOT c = pred[] compare(a1, b1), direction={dir}, type=TOTALORDER
}}
"
    )
}

/// A plain compare of `ty` values: `compare(first, second)`.
fn plain(ty: &str, first: &str, second: &str, dir: &str, total: bool) -> String {
    let ty_attr = if total { ", type=TOTALORDER" } else { "" };
    format!(
        "cmp {{\n  a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  ROOT c = pred[] compare({first}, {second}), direction={dir}{ty_attr}\n}}\n"
    )
}

/// Rows of `x`, the bits of small integers (denormals, and NaNs with payloads for negative
/// ones), `sqrt(x)` (NaNs) and `x * 0` (±0), interleaved along the sort dimension 1: 4 x
/// `len` elements per row, `rows` rows.
fn special(ty: &str, int: &str, rows: usize, len: usize) -> String {
    format!(
        "  x = {ty}[{rows},{len}] parameter(0)
  xi = {int}[{rows},{len}] parameter(1)
  d = {ty}[{rows},{len}] bitcast-convert(xi)
  r = {ty}[{rows},{len}] sqrt(x)
  zero = {ty}[] constant(0)
  zs = {ty}[{rows},{len}] broadcast(zero), dimensions={{}}
  s = {ty}[{rows},{len}] multiply(x, zs)
  v = {ty}[{rows},{n}] concatenate(x, d, r, s), dimensions={{1}}
",
        n = 4 * len
    )
}

#[test]
fn sort_keys_of_special_floats() {
    for (ty, int, len) in [("f32", "s32", 9), ("f64", "s64", 5), ("f32", "s32", 40)] {
        let n = 4 * len;
        let comparators = [
            canonical(ty, "LT", false),
            canonical(ty, "GT", false),
            plain(ty, "a", "b", "LT", false),
            plain(ty, "a", "b", "GT", false),
            plain(ty, "b", "a", "LT", true),
            plain(ty, "a", "b", "GT", true),
        ];
        for cmp in comparators {
            let text = format!(
                "HloModule m\n{cmp}ENTRY e {{\n{}  ROOT o = {ty}[3,{n}] sort(v), dimensions={{1}}, is_stable=true, to_apply=cmp\n}}",
                special(ty, int, 3, len)
            );
            check_threads(&text, 5);
        }
    }
}

#[test]
fn argsort_keys_with_ties() {
    // Integers in [-3, 3): every key repeats; the indices say which tie went first.
    for (ty, dir) in [("s32", "LT"), ("u8", "GT"), ("s64", "LT"), ("s8", "GT")] {
        let text = format!(
            "HloModule m\ncmp {{\n  a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  i = s32[] parameter(2)\n  j = s32[] parameter(3)\n  ROOT c = pred[] compare(a, b), direction={dir}\n}}\nENTRY e {{\n  x = {ty}[4,37] parameter(0)\n  i = s32[4,37] iota(), iota_dimension=1\n  ROOT o = ({ty}[4,37], s32[4,37]) sort(x, i), dimensions={{1}}, is_stable=true, to_apply=cmp\n}}"
        );
        check_threads(&text, 3);
    }
    // Float keys sorted along the first dimension, carrying indices.
    let text = format!(
        "HloModule m\n{}ENTRY e {{\n  x = f32[23,3] parameter(0)\n  i = s32[23,3] iota(), iota_dimension=0\n  ROOT o = (f32[23,3], s32[23,3]) sort(x, i), dimensions={{0}}, to_apply=cmp\n}}",
        canonical("f32", "LT", true)
    );
    check_threads(&text, 3);
}

#[test]
fn sort_keys_of_half_floats() {
    for ty in ["bf16", "f16"] {
        for cmp in [canonical(ty, "LT", false), plain(ty, "a", "b", "GT", false)] {
            let text = format!(
                "HloModule m\n{cmp}ENTRY e {{\n  x = {ty}[2,33] parameter(0)\n  r = {ty}[2,33] sqrt(x)\n  v = {ty}[2,66] concatenate(x, r), dimensions={{1}}\n  ROOT o = {ty}[2,66] sort(v), dimensions={{1}}, to_apply=cmp\n}}"
            );
            check_threads(&text, 3);
        }
    }
}

#[test]
fn sort_ieee_keys_of_zeros_and_denormals() {
    // No NaN, so IEEE compares order every row natively: -0, +0 and the denormals (read as
    // zeros of their sign) all tie, and keep their index order.
    for (ty, int) in [("f32", "s32"), ("f64", "s64")] {
        for (first, second, dir) in [("a", "b", "LT"), ("a", "b", "GT"), ("b", "a", "LT")] {
            let text = format!(
                "HloModule m\n{}ENTRY e {{\n  x = {ty}[3,11] parameter(0)\n  xi = {int}[3,11] parameter(1)\n  ai = {int}[3,11] abs(xi)\n  d = {ty}[3,11] bitcast-convert(ai)\n  zero = {ty}[] constant(0)\n  zs = {ty}[3,11] broadcast(zero), dimensions={{}}\n  s = {ty}[3,11] multiply(x, zs)\n  v = {ty}[3,33] concatenate(x, d, s), dimensions={{1}}\n  ROOT o = {ty}[3,33] sort(v), dimensions={{1}}, to_apply=cmp\n}}",
                plain(ty, first, second, dir, false)
            );
            check_threads(&text, 5);
        }
    }
}
