//! The edge cases of the elementwise ops, as small HLO modules with their expected results:
//! integer division by zero and INT_MIN / -1, shifts by the bit width or more, float-to-int
//! saturation and NaN, the two roundings, -0.0 and NaN in max/min/sign/compare, wrapping
//! arithmetic, bitcasts across widths, reduce-precision, and FMA contraction.

use kiln_eval::Evaluator;
use kiln_hlo::{parse_module, ArrayData, Literal};

/// Runs an entry computation made of `body` (constants only, no parameters).
fn eval(body: &str) -> ArrayData {
    let text = format!("HloModule t\n\nENTRY main {{\n{body}\n}}\n");
    let module = parse_module(&text).unwrap_or_else(|e| panic!("parse: {e}\n{text}"));
    match Evaluator::new(&module).run(&[]) {
        Ok(Literal::Array(a)) => a.data,
        Ok(other) => panic!("expected an array, got {other:?}"),
        Err(e) => panic!("{e}\n{text}"),
    }
}

/// Evaluates `ROOT r = <result> <op>(a, b)` on two constant operands.
fn binary(op: &str, result: &str, a: &str, b: &str) -> ArrayData {
    eval(&format!(
        "  a = {a}\n  b = {b}\n  ROOT r = {result} {op}(a, b)"
    ))
}

fn unary(op: &str, result: &str, a: &str) -> ArrayData {
    eval(&format!("  a = {a}\n  ROOT r = {result} {op}(a)"))
}

fn f32_bits(d: &ArrayData) -> Vec<u32> {
    match d {
        ArrayData::F32(v) => v.iter().map(|x| x.to_bits()).collect(),
        other => panic!("expected f32, got {other:?}"),
    }
}

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

#[test]
fn signed_division_by_zero_and_overflow() {
    let a = "s32[4] constant({7, -7, -2147483648, -2147483648})";
    let b = "s32[4] constant({0, 0, -1, 2})";
    let div = binary("divide", "s32[4]", a, b);
    assert!(
        matches!(div, ArrayData::S32(ref v) if v == &[-1, -1, i32::MIN, -1073741824]),
        "{div:?}"
    );
    let rem = binary("remainder", "s32[4]", a, b);
    assert!(
        matches!(rem, ArrayData::S32(ref v) if v == &[7, -7, 0, 0]),
        "{rem:?}"
    );
    let trunc = binary(
        "divide",
        "s32[2]",
        "s32[2] constant({-7, 7})",
        "s32[2] constant({2, -2})",
    );
    assert!(
        matches!(trunc, ArrayData::S32(ref v) if v == &[-3, -3]),
        "{trunc:?}"
    );
}

#[test]
fn unsigned_division_by_zero() {
    let div = binary(
        "divide",
        "u8[2]",
        "u8[2] constant({200, 9})",
        "u8[2] constant({0, 2})",
    );
    assert!(
        matches!(div, ArrayData::U8(ref v) if v == &[255, 4]),
        "{div:?}"
    );
    let rem = binary(
        "remainder",
        "u32[2]",
        "u32[2] constant({200, 9})",
        "u32[2] constant({0, 2})",
    );
    assert!(
        matches!(rem, ArrayData::U32(ref v) if v == &[200, 1]),
        "{rem:?}"
    );
}

#[test]
fn shifts_by_the_width_or_more() {
    let a = "s32[5] constant({-8, -8, 5, -1, 1})";
    let s = "s32[5] constant({32, 33, -1, 31, 31})";
    let left = binary("shift-left", "s32[5]", a, s);
    assert!(
        matches!(left, ArrayData::S32(ref v) if v == &[0, 0, 0, i32::MIN, i32::MIN]),
        "{left:?}"
    );
    let arith = binary("shift-right-arithmetic", "s32[5]", a, s);
    assert!(
        matches!(arith, ArrayData::S32(ref v) if v == &[-1, -1, 0, -1, 0]),
        "{arith:?}"
    );
    let logical = binary("shift-right-logical", "s32[5]", a, s);
    assert!(
        matches!(logical, ArrayData::S32(ref v) if v == &[0, 0, 0, 1, 0]),
        "{logical:?}"
    );
    let u = binary(
        "shift-right-arithmetic",
        "u8[2]",
        "u8[2] constant({200, 200})",
        "u8[2] constant({1, 8})",
    );
    assert!(
        matches!(u, ArrayData::U8(ref v) if v == &[228, 255]),
        "{u:?}"
    );
}

#[test]
fn float_to_int_saturates_and_nan_is_zero() {
    let x = "f32[7] constant({nan, inf, -inf, 3e9, -3e9, -2.9, 2.9})";
    let s32 = unary("convert", "s32[7]", x);
    let want = [0, i32::MAX, i32::MIN, i32::MAX, i32::MIN, -2, 2];
    assert!(
        matches!(s32, ArrayData::S32(ref v) if v == &want),
        "{s32:?}"
    );
    let u8s = unary("convert", "u8[7]", x);
    assert!(
        matches!(u8s, ArrayData::U8(ref v) if v == &[0, 255, 0, 255, 0, 0, 2]),
        "{u8s:?}"
    );
    let s64 = unary("convert", "s64[2]", "f64[2] constant({1e300, -1e300})");
    assert!(
        matches!(s64, ArrayData::S64(ref v) if v == &[i64::MAX, i64::MIN]),
        "{s64:?}"
    );
}

#[test]
fn int_conversions_wrap_and_pred_is_nonzero() {
    let narrow = unary("convert", "s8[3]", "s32[3] constant({300, -129, 127})");
    assert!(
        matches!(narrow, ArrayData::S8(ref v) if v == &[44, 127, 127]),
        "{narrow:?}"
    );
    let pred = unary("convert", "pred[4]", "f32[4] constant({0, -0, nan, 0.5})");
    assert!(
        matches!(pred, ArrayData::Pred(ref v) if v == &[false, false, true, true]),
        "{pred:?}"
    );
}

#[test]
fn f32_to_bf16_and_f16_round_to_nearest_even() {
    // 1 + 2^-8 is a bf16 tie (rounds to even: 1); 1 + 3*2^-8 rounds up to 1 + 2^-6.
    let b = unary(
        "convert",
        "bf16[3]",
        "f32[3] constant({1.00390625, 1.01171875, 1e39})",
    );
    let ArrayData::BF16(b) = b else {
        panic!("{b:?}")
    };
    assert_eq!(
        b.iter().map(|x| x.to_f32()).collect::<Vec<_>>(),
        [1.0, 1.015625, f32::INFINITY]
    );
    let h = unary("convert", "f16[3]", "f32[3] constant({65520, 65519, 1e-8})");
    let ArrayData::F16(h) = h else {
        panic!("{h:?}")
    };
    assert_eq!(
        h.iter().map(|x| x.to_f32()).collect::<Vec<_>>(),
        [f32::INFINITY, 65504.0, 0.0]
    );
}

#[test]
fn round_half_away_versus_half_even() {
    let x = "f32[6] constant({0.5, 1.5, 2.5, -0.5, -2.5, 2.4})";
    let afz = unary("round-nearest-afz", "f32[6]", x);
    assert_eq!(f32_bits(&afz), bits(&[1.0, 2.0, 3.0, -1.0, -3.0, 2.0]));
    let even = unary("round-nearest-even", "f32[6]", x);
    assert_eq!(f32_bits(&even), bits(&[0.0, 2.0, 2.0, -0.0, -2.0, 2.0]));
}

#[test]
fn negative_zero_in_max_min_and_sign() {
    let (a, b) = ("f32[2] constant({-0, 0})", "f32[2] constant({0, -0})");
    assert_eq!(
        f32_bits(&binary("maximum", "f32[2]", a, b)),
        bits(&[0.0, 0.0])
    );
    assert_eq!(
        f32_bits(&binary("minimum", "f32[2]", a, b)),
        bits(&[-0.0, -0.0])
    );
    let sign = unary("sign", "f32[5]", "f32[5] constant({-0, 0, -3, 7, nan})");
    let got = f32_bits(&sign);
    assert_eq!(got[..4], bits(&[-0.0, 0.0, -1.0, 1.0]));
    assert!(f32::from_bits(got[4]).is_nan());
    let ints = unary("sign", "s32[3]", "s32[3] constant({-5, 0, 9})");
    assert!(
        matches!(ints, ArrayData::S32(ref v) if v == &[-1, 0, 1]),
        "{ints:?}"
    );
}

#[test]
fn nan_propagates_through_max_and_min() {
    let (a, b) = (
        "f32[3] constant({nan, 1, nan})",
        "f32[3] constant({1, nan, -inf})",
    );
    for op in ["maximum", "minimum"] {
        let got = f32_bits(&binary(op, "f32[3]", a, b));
        assert!(
            got.iter().all(|&x| f32::from_bits(x).is_nan()),
            "{op}: {got:?}"
        );
    }
}

#[test]
fn compare_float_versus_total_order() {
    let (a, b) = (
        "f32[4] constant({-0, nan, -nan, 1})",
        "f32[4] constant({0, nan, -inf, nan})",
    );
    let float = eval(&format!(
        "  a = {a}\n  b = {b}\n  ROOT r = pred[4] compare(a, b), direction=LT"
    ));
    assert!(
        matches!(float, ArrayData::Pred(ref v) if v == &[false, false, false, false]),
        "{float:?}"
    );
    let total = eval(&format!(
        "  a = {a}\n  b = {b}\n  ROOT r = pred[4] compare(a, b), direction=LT, type=TOTALORDER"
    ));
    assert!(
        matches!(total, ArrayData::Pred(ref v) if v == &[true, false, true, true]),
        "{total:?}"
    );
    let eq = eval(&format!(
        "  a = {a}\n  b = {b}\n  ROOT r = pred[4] compare(a, b), direction=EQ"
    ));
    assert!(
        matches!(eq, ArrayData::Pred(ref v) if v == &[true, false, false, false]),
        "{eq:?}"
    );
    let ne = eval(&format!(
        "  a = {a}\n  b = {b}\n  ROOT r = pred[4] compare(a, b), direction=NE"
    ));
    assert!(
        matches!(ne, ArrayData::Pred(ref v) if v == &[false, true, true, true]),
        "{ne:?}"
    );
}

#[test]
fn compare_unsigned() {
    let r = eval("  a = u32[2] constant({4294967295, 1})\n  b = u32[2] constant({1, 2})\n  ROOT r = pred[2] compare(a, b), direction=GT");
    assert!(
        matches!(r, ArrayData::Pred(ref v) if v == &[true, false]),
        "{r:?}"
    );
}

#[test]
fn integer_arithmetic_wraps() {
    let a = "s32[3] constant({2147483647, -2147483648, 65536})";
    let b = "s32[3] constant({1, -1, 65536})";
    let add = binary("add", "s32[3]", a, b);
    assert!(
        matches!(add, ArrayData::S32(ref v) if v == &[i32::MIN, i32::MAX, 131072]),
        "{add:?}"
    );
    let mul = binary("multiply", "s32[3]", a, b);
    assert!(
        matches!(mul, ArrayData::S32(ref v) if v == &[i32::MAX, i32::MIN, 0]),
        "{mul:?}"
    );
    let neg = unary("negate", "s32[1]", "s32[1] constant({-2147483648})");
    assert!(
        matches!(neg, ArrayData::S32(ref v) if v == &[i32::MIN]),
        "{neg:?}"
    );
    let abs = unary("abs", "s8[2]", "s8[2] constant({-128, -5})");
    assert!(
        matches!(abs, ArrayData::S8(ref v) if v == &[-128, 5]),
        "{abs:?}"
    );
    let u = binary(
        "subtract",
        "u16[1]",
        "u16[1] constant({0})",
        "u16[1] constant({1})",
    );
    assert!(matches!(u, ArrayData::U16(ref v) if v == &[65535]), "{u:?}");
}

#[test]
fn integer_power() {
    let a = "s32[6] constant({2, 3, 1, -1, 2, 0})";
    let b = "s32[6] constant({10, 0, -3, -1, -1, 0})";
    let r = binary("power", "s32[6]", a, b);
    assert!(
        matches!(r, ArrayData::S32(ref v) if v == &[1024, 1, 1, -1, 0, 1]),
        "{r:?}"
    );
}

#[test]
fn count_leading_zeros_and_popcount() {
    let clz = unary(
        "count-leading-zeros",
        "s32[3]",
        "s32[3] constant({0, 1, -1})",
    );
    assert!(
        matches!(clz, ArrayData::S32(ref v) if v == &[32, 31, 0]),
        "{clz:?}"
    );
    let pop = unary("popcnt", "u8[2]", "u8[2] constant({255, 6})");
    assert!(
        matches!(pop, ArrayData::U8(ref v) if v == &[8, 2]),
        "{pop:?}"
    );
}

#[test]
fn bitcast_across_widths_is_little_endian() {
    let bytes = unary("bitcast-convert", "u8[2,4]", "f32[2] constant({1, -2})");
    assert!(
        matches!(bytes, ArrayData::U8(ref v) if v == &[0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0]),
        "{bytes:?}"
    );
    let back = unary(
        "bitcast-convert",
        "f32[1]",
        "u8[1,4] constant({{0, 0, 128, 63}})",
    );
    assert_eq!(f32_bits(&back), bits(&[1.0]));
    let same = unary("bitcast-convert", "s32[1]", "f32[1] constant({-0})");
    assert!(
        matches!(same, ArrayData::S32(ref v) if v == &[i32::MIN]),
        "{same:?}"
    );
}

#[test]
fn reduce_precision_matches_narrow_formats() {
    let x = "f32[4] constant({1.00048828125, 70000, 1e-6, nan})"; // 1 + 2^-11 is an f16 tie
    let r = eval(&format!(
        "  a = {x}\n  ROOT r = f32[4] reduce-precision(a), exponent_bits=5, mantissa_bits=10"
    ));
    let got = f32_bits(&r);
    assert_eq!(got[..3], bits(&[1.0, f32::INFINITY, 0.0]));
    assert!(f32::from_bits(got[3]).is_nan());
}

#[test]
fn clamp_with_scalar_bounds_and_select_with_scalar_pred() {
    let r = eval(
        "  lo = f32[] constant(0)\n  hi = f32[] constant(1)\n  x = f32[4] constant({-1, 0.5, 2, nan})\n  ROOT r = f32[4] clamp(lo, x, hi)",
    );
    let got = f32_bits(&r);
    assert_eq!(got[..3], bits(&[0.0, 0.5, 1.0]));
    assert!(f32::from_bits(got[3]).is_nan());
    let s = eval("  p = pred[] constant(false)\n  a = s32[2] constant({1, 2})\n  b = s32[2] constant({3, 4})\n  ROOT r = s32[2] select(p, a, b)");
    assert!(matches!(s, ArrayData::S32(ref v) if v == &[3, 4]), "{s:?}");
}

#[test]
fn complex_ops() {
    let z = "c64[2] constant({(3, 4), (0, -2)})";
    let abs = unary("abs", "f32[2]", z);
    assert_eq!(f32_bits(&abs), bits(&[5.0, 2.0]));
    let div = binary(
        "divide",
        "c64[1]",
        "c64[1] constant({(1, 1)})",
        "c64[1] constant({(0, 2)})",
    );
    let ArrayData::C64(d) = div else {
        panic!("{div:?}")
    };
    assert_eq!((d[0].re, d[0].im), (0.5, -0.5));
}

/// Complex EQ/NE compare part by part under DAZ, like real compares: `0 - 1e-45i != 0` is
/// false on XLA:CPU. The interpreter compared the raw parts (found by conformance/ops
/// c64_convert_compare).
#[test]
fn complex_compare_reads_denormal_parts_as_zero() {
    let ne = eval(
        "  a = c64[3] constant({(0, -1e-45), (1e-39, 0), (0, 1e-30)})\n  b = c64[3] constant({(0, 0), (0, 0), (0, 0)})\n  ROOT r = pred[3] compare(a, b), direction=NE",
    );
    let ArrayData::Pred(ne) = ne else {
        panic!("{ne:?}")
    };
    assert_eq!(ne, [false, false, true]);
}

#[test]
fn multiply_add_is_fused_like_xla_cpu() {
    // (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24: the unfused f32 product rounds the 2^-24 away.
    let body = "  a = f32[] constant(1.000244140625)\n  m = f32[] multiply(a, a)\n  one = f32[] constant(1)\n  ROOT r = f32[] subtract(m, one)";
    let fused = (1.0f32 + 2f32.powi(-12)).mul_add(1.0 + 2f32.powi(-12), -1.0);
    assert_eq!(f32_bits(&eval(body)), bits(&[fused]));
    assert_ne!(fused, 2f32.powi(-11));
}

/// A multiply that is also an output (a tuple operand) is still contracted into its one
/// add or subtract: XLA:CPU computes the output on its own and duplicates the multiply into
/// the subtract's fusion. The interpreter used to count the tuple as a second use, so kiln's
/// optimizer (CSE merging `x / 2` into `x * 0.5`) changed `x - x * 0.5` (found by
/// conformance/ops denormal_arith).
#[test]
fn multiply_that_is_also_an_output_is_still_fused() {
    let module = parse_module(
        "HloModule t\n\nENTRY main {\n  a = f32[] constant(1.000244140625)\n  m = f32[] multiply(a, a)\n  one = f32[] constant(1)\n  s = f32[] subtract(m, one)\n  ROOT t = (f32[], f32[]) tuple(m, s)\n}\n",
    )
    .unwrap();
    let Ok(Literal::Tuple(out)) = Evaluator::new(&module).run(&[]) else {
        panic!("expected a tuple")
    };
    let [Literal::Array(m), Literal::Array(s)] = out.as_slice() else {
        panic!("expected two arrays")
    };
    let a = 1.0f32 + 2f32.powi(-12);
    assert_eq!(f32_bits(&m.data), bits(&[a * a]));
    assert_eq!(f32_bits(&s.data), bits(&[a.mul_add(a, -1.0)]));
}

#[test]
fn operations_on_the_wrong_types_are_errors() {
    let text = "HloModule t\n\nENTRY main {\n  a = pred[2] constant({true, false})\n  ROOT r = pred[2] exponential(a)\n}\n";
    let module = parse_module(text).expect("parses");
    let err = Evaluator::new(&module).run(&[]).expect_err("exp of pred");
    assert!(err.message.contains("in `r` (exponential)"), "{err}");
}

#[test]
fn denormals_are_flushed_by_arithmetic_like_xla_cpu() {
    let d = "f32[3] constant({1e-39, -1e-39, 0})";
    let z = "f32[3] constant({0, 0, 1e-39})";
    assert_eq!(
        f32_bits(&binary("add", "f32[3]", d, z)),
        bits(&[0.0, 0.0, 0.0])
    );
    let eq = eval(&format!(
        "  a = {d}\n  b = {z}\n  ROOT r = pred[3] compare(a, b), direction=EQ"
    ));
    assert!(
        matches!(eq, ArrayData::Pred(ref v) if v == &[true, true, true]),
        "{eq:?}"
    );
    // Bit operations keep denormals.
    assert_eq!(
        f32_bits(&unary("negate", "f32[3]", d)),
        bits(&[-1e-39, 1e-39, -0.0])
    );
    let wide = unary("convert", "f64[3]", d);
    assert!(
        matches!(wide, ArrayData::F64(ref v) if v.iter().all(|&x| x == 0.0)),
        "{wide:?}"
    );
    let tiny = binary(
        "multiply",
        "f32[1]",
        "f32[1] constant({1e-20})",
        "f32[1] constant({1e-20})",
    );
    assert_eq!(f32_bits(&tiny), bits(&[0.0]));
    // remainder flushes only its divisor.
    let rem = binary(
        "remainder",
        "f32[2]",
        "f32[2] constant({1e-39, 0})",
        "f32[2] constant({2, 1e-39})",
    );
    let rem = f32_bits(&rem);
    assert_eq!(rem[0], 1e-39f32.to_bits());
    assert!(f32::from_bits(rem[1]).is_nan());
}

#[test]
fn eight_bit_floats_compute_in_f32_and_round_back() {
    // 448 is f8e4m3fn's largest value; 464 rounds down to it (a tie goes to even), 480 is NaN.
    let r = unary(
        "convert",
        "f8e4m3fn[3]",
        "f32[3] constant({464, 300, 0.0009765625})",
    );
    let ArrayData::U8(raw) = r else {
        panic!("{r:?}")
    };
    assert_eq!(raw, [0x7e, 0x79, 0x00]);
    let sum = binary(
        "add",
        "f8e4m3fn[1]",
        "f8e4m3fn[1] constant({1})",
        "f8e4m3fn[1] constant({0.0625})",
    );
    let back = unary("convert", "f32[1]", "f8e4m3fn[1] constant({1.0625})");
    assert!(
        matches!(sum, ArrayData::U8(ref v) if v == &[0x38]),
        "1 + 1/16 rounds to 1: {sum:?}"
    );
    assert_eq!(f32_bits(&back), bits(&[1.0]));
}

#[test]
fn complex_functions_follow_xla_special_values() {
    let z = "c64[3] constant({(inf, 0), (0, 0), (1, 0)})";
    let e = unary("exponential", "c64[3]", z);
    let ArrayData::C64(e) = e else {
        panic!("{e:?}")
    };
    assert_eq!((e[0].re, e[0].im), (f32::INFINITY, 0.0));
    let r = unary("rsqrt", "c64[3]", z);
    let ArrayData::C64(r) = r else {
        panic!("{r:?}")
    };
    assert_eq!((r[0].re, r[0].im), (0.0, -0.0));
    assert!(r[1].re.is_infinite() && r[1].im.is_nan());
    let p = binary(
        "power",
        "c64[2]",
        "c64[2] constant({(0, 0), (0, 0)})",
        "c64[2] constant({(0, 0), (2, 0)})",
    );
    let ArrayData::C64(p) = p else {
        panic!("{p:?}")
    };
    assert_eq!((p[0].re, p[0].im, p[1].re, p[1].im), (1.0, 0.0, 0.0, 0.0));
}
