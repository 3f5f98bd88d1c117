//! The CPU backend against the interpreter on special values: every elementwise float op
//! and conversion in every float type, on arrays made only of edge cases (signed zeros,
//! infinities, NaNs of both signs, the largest and smallest normal numbers, halves for the
//! rounding ops, values where the transcendental approximations change branch), long enough
//! to run through the vector and tile paths with a scalar tail. Random inputs hit such values
//! rarely; a kernel that mishandles one (a reduce-precision that turned NaN into infinity did)
//! is caught here. NaNs must be in the same places and infinities the same; results match bit
//! for bit, except that where the interpreter flushes a denormal result to zero (as XLA:CPU
//! does) a kernel may keep it, and that the transcendental functions' kernels (their own
//! polynomial approximations) may differ from the interpreter's in the last bits: a few ulps
//! of f32 or f64, which rounded to f16/bf16 may move the result by one ulp of those. Integer
//! ops of every width meet their edge values too (division by zero, MIN / -1, shifts at and
//! past the width), and must match exactly.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

const FLOATS: [&str; 4] = ["f32", "f64", "f16", "bf16"];

/// Edge cases of f32 (converted to the other types, where they may round to others).
fn specials() -> Vec<f64> {
    let mut v = vec![
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
        f32::MAX as f64,
        -(f32::MAX as f64),
        f32::MIN_POSITIVE as f64,
        -(f32::MIN_POSITIVE as f64),
        1.0,
        -1.0,
        0.5,
        -0.5,
        1.5,
        -2.5,
        1e-7,
        -1e-7,
        88.7,
        -87.3,
        89.0,
        -104.0,
        709.0,
        -745.0,
        1e10,
        -1e10,
        1e30,
        std::f64::consts::PI,
        -std::f64::consts::FRAC_PI_2,
        1e6 * std::f64::consts::PI,
        0.999_999_9,
        -0.999_999_9,
        65504.0,
        65520.0,
        3.0e38,
        1e-30,
    ];
    // Repeat with a shift so that each value meets every lane position and every partner.
    let base = v.clone();
    for shift in 1..29 {
        v.extend(base.iter().cycle().skip(shift).take(base.len()));
    }
    v.truncate(1001);
    v
}

fn array(ty: PrimitiveType, values: &[f64]) -> Literal {
    let data = match ty {
        PrimitiveType::F32 => ArrayData::F32(values.iter().map(|&x| x as f32).collect()),
        PrimitiveType::F64 => ArrayData::F64(values.to_vec()),
        PrimitiveType::F16 => {
            ArrayData::F16(values.iter().map(|&x| half::f16::from_f64(x)).collect())
        }
        PrimitiveType::BF16 => {
            ArrayData::BF16(values.iter().map(|&x| half::bf16::from_f64(x)).collect())
        }
        other => panic!("no specials of {other}"),
    };
    Literal::Array(ArrayLiteral::new(ty, vec![values.len() as i64], data).unwrap())
}

/// The smallest normal magnitude of a float type: below it the interpreter flushes to zero.
fn smallest_normal(ty: &str) -> f64 {
    match ty {
        "f64" => f64::MIN_POSITIVE,
        "f16" => 6.103_515_625e-5,
        _ => f32::MIN_POSITIVE as f64,
    }
}

fn ty_of(name: &str) -> PrimitiveType {
    match name {
        "f32" => PrimitiveType::F32,
        "f64" => PrimitiveType::F64,
        "f16" => PrimitiveType::F16,
        "bf16" => PrimitiveType::BF16,
        other => panic!("{other}"),
    }
}

/// The relative tolerance of a transcendental function's result in a float type.
fn approximate(ty: &str) -> f64 {
    match ty {
        "f64" => 1e-14,
        "f16" => 1e-3,
        "bf16" => 8e-3,
        _ => 1e-6,
    }
}

/// Checks that `text` compiles without fallbacks and matches the interpreter on `args`
/// (floats within `rtol`, and `atol`, which only covers flushed denormals); a mismatch is
/// added to `failures` with the module's root instruction.
fn check(failures: &mut Vec<String>, text: &str, args: &[Literal], rtol: f64, atol: f64) {
    let module = support::parse(text);
    let want = Evaluator::new(&module)
        .run(args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    let root = text
        .lines()
        .rev()
        .find(|l| l.contains("ROOT"))
        .unwrap_or(text);
    for (optimize, threads) in [(true, 1), (false, 1), (true, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("compile fails: {e}\n{text}"));
        let fallbacks = &exe.stats().fallbacks;
        assert!(fallbacks.is_empty(), "fallbacks {fallbacks:?}\n{text}");
        let got = exe.execute(args).expect("execute");
        if let Err(e) = support::close(&got, &want, rtol, atol) {
            let first_arg = text
                .lines()
                .find(|l| l.contains("parameter(0)"))
                .unwrap_or("");
            failures.push(format!(
                "optimize={optimize} threads={threads}: {} / {}: {e}",
                first_arg.trim(),
                root.trim()
            ));
            return;
        }
    }
}

fn assert_none(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn unary_float_ops_on_special_values() {
    // Exactly rounded in kernels and interpreter alike.
    let exact = [
        "abs",
        "negate",
        "sign",
        "floor",
        "ceil",
        "round-nearest-even",
        "round-nearest-afz",
        "sqrt",
    ];
    let approximated = [
        "rsqrt",
        "cbrt",
        "exponential",
        "exponential-minus-one",
        "log",
        "log-plus-one",
        "logistic",
        "sine",
        "cosine",
        "tan",
        "tanh",
        "erf",
    ];
    let values = specials();
    let n = values.len();
    let mut failures = Vec::new();
    for ty in FLOATS {
        let arg = array(ty_of(ty), &values);
        let ops = exact.iter().map(|op| (op, 0.0));
        for (op, rtol) in ops.chain(approximated.iter().map(|op| (op, approximate(ty)))) {
            let text = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  ROOT r = {ty}[{n}] {op}(a)\n}}\n"
            );
            check(
                &mut failures,
                &text,
                std::slice::from_ref(&arg),
                rtol,
                smallest_normal(ty),
            );
        }
    }
    assert_none(failures);
}

#[test]
fn binary_float_ops_on_special_values() {
    let ops = [
        "add",
        "subtract",
        "multiply",
        "divide",
        "remainder",
        "maximum",
        "minimum",
        "power",
        "atan2",
    ];
    let values = specials();
    let n = values.len();
    // The second operand is the first shifted: every special meets every other one.
    let shifted: Vec<f64> = values.iter().cycle().skip(17).take(n).copied().collect();
    let mut failures = Vec::new();
    for ty in FLOATS {
        let args = [array(ty_of(ty), &values), array(ty_of(ty), &shifted)];
        for op in ops {
            let rtol = if matches!(op, "power" | "atan2") {
                approximate(ty)
            } else {
                0.0
            };
            let text = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  b = {ty}[{n}] parameter(1)\n  ROOT r = {ty}[{n}] {op}(a, b)\n}}\n"
            );
            check(&mut failures, &text, &args, rtol, smallest_normal(ty));
        }
        // Compares and is-finite, whose results are exact.
        for direction in ["EQ", "NE", "LT", "LE", "GT", "GE"] {
            let text = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  b = {ty}[{n}] parameter(1)\n  c = pred[{n}] compare(a, b), direction={direction}\n  f = pred[{n}] is-finite(a)\n  ROOT r = (pred[{n}], pred[{n}]) tuple(c, f)\n}}\n"
            );
            check(&mut failures, &text, &args, 0.0, 0.0);
        }
    }
    assert_none(failures);
}

#[test]
fn chains_and_conversions_on_special_values() {
    let values = specials();
    let n = values.len();
    let mut failures = Vec::new();
    for ty in FLOATS {
        let arg = array(ty_of(ty), &values);
        // A chain long enough for the tile programs and the wide transcendental helpers.
        let chain = format!(
            "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  e = {ty}[{n}] exponential(a)\n  t = {ty}[{n}] tanh(a)\n  m = {ty}[{n}] multiply(e, t)\n  l = {ty}[{n}] log(e)\n  s = {ty}[{n}] subtract(m, l)\n  d = {ty}[{n}] divide(s, a)\n  x = {ty}[{n}] maximum(d, a)\n  ROOT r = {ty}[{n}] minimum(x, t)\n}}\n"
        );
        check(
            &mut failures,
            &chain,
            std::slice::from_ref(&arg),
            approximate(ty),
            smallest_normal(ty),
        );
        for to in [
            "f32", "f64", "f16", "bf16", "s8", "s32", "s64", "u8", "u32", "u64", "pred",
        ] {
            let text = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  ROOT r = {to}[{n}] convert(a)\n}}\n"
            );
            let atol = if to.starts_with('f') || to == "bf16" {
                smallest_normal(to)
            } else {
                0.0
            };
            check(&mut failures, &text, std::slice::from_ref(&arg), 0.0, atol);
        }
        if ty == "f16" {
            continue; // reduce-precision of f16 runs in the interpreter (no kernel form)
        }
        for (e, m) in [(5, 10), (8, 7), (4, 3), (3, 0), (11, 52)] {
            let text = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  ROOT r = {ty}[{n}] reduce-precision(a), exponent_bits={e}, mantissa_bits={m}\n}}\n"
            );
            check(
                &mut failures,
                &text,
                std::slice::from_ref(&arg),
                0.0,
                smallest_normal(ty),
            );
        }
    }
    assert_none(failures);
}

/// Integer edge values of a type: zero, ±1, the extremes and their neighbours, shift counts
/// around the width.
fn int_specials(ty: &str) -> Vec<i64> {
    let (min, max): (i64, i64) = match ty {
        "s8" => (i8::MIN as i64, i8::MAX as i64),
        "s16" => (i16::MIN as i64, i16::MAX as i64),
        "s32" => (i32::MIN as i64, i32::MAX as i64),
        "s64" => (i64::MIN, i64::MAX),
        "u8" => (0, u8::MAX as i64),
        "u16" => (0, u16::MAX as i64),
        "u32" => (0, u32::MAX as i64),
        _ => (0, -1), // u64: all ones
    };
    let mut v = vec![
        0,
        1,
        -1,
        2,
        -2,
        7,
        8,
        15,
        16,
        31,
        32,
        63,
        64,
        min,
        min.wrapping_add(1),
        max,
        max.wrapping_sub(1),
        100,
        -100,
    ];
    let base = v.clone();
    for shift in 1..base.len() {
        v.extend(base.iter().cycle().skip(shift).take(base.len()));
    }
    v
}

fn int_array(ty: &str, values: &[i64]) -> Literal {
    // Each value wraps to the type's width, as `as` casts do.
    macro_rules! cast {
        ($variant:ident, $t:ty) => {
            (
                PrimitiveType::$variant,
                ArrayData::$variant(values.iter().map(|&x| x as $t).collect()),
            )
        };
    }
    let (ty, data) = match ty {
        "s8" => cast!(S8, i8),
        "s16" => cast!(S16, i16),
        "s32" => cast!(S32, i32),
        "s64" => cast!(S64, i64),
        "u8" => cast!(U8, u8),
        "u16" => cast!(U16, u16),
        "u32" => cast!(U32, u32),
        _ => cast!(U64, u64),
    };
    Literal::Array(ArrayLiteral::new(ty, vec![values.len() as i64], data).unwrap())
}

#[test]
fn integer_ops_on_edge_values() {
    let binary = [
        "add",
        "subtract",
        "multiply",
        "divide",
        "remainder",
        "maximum",
        "minimum",
        "and",
        "or",
        "xor",
        "shift-left",
        "shift-right-logical",
        "shift-right-arithmetic",
        "power",
    ];
    let unary = [
        "negate",
        "abs",
        "sign",
        "not",
        "popcnt",
        "count-leading-zeros",
    ];
    let mut failures = Vec::new();
    for ty in ["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64"] {
        let values = int_specials(ty);
        let n = values.len();
        let shifted: Vec<i64> = values.iter().cycle().skip(5).take(n).copied().collect();
        let args = [int_array(ty, &values), int_array(ty, &shifted)];
        for op in binary {
            let text = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  b = {ty}[{n}] parameter(1)\n  ROOT r = {ty}[{n}] {op}(a, b)\n}}\n"
            );
            check(&mut failures, &text, &args, 0.0, 0.0);
        }
        for op in unary {
            if ty.starts_with('u') && matches!(op, "abs" | "sign" | "negate") {
                continue;
            }
            let text = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  ROOT r = {ty}[{n}] {op}(a)\n}}\n"
            );
            check(&mut failures, &text, &args[..1], 0.0, 0.0);
        }
        for to in [
            "f32", "f64", "f16", "bf16", "s8", "s64", "u8", "u64", "pred",
        ] {
            let text = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[{n}] parameter(0)\n  ROOT r = {to}[{n}] convert(a)\n}}\n"
            );
            check(&mut failures, &text, &args[..1], 0.0, 0.0);
        }
    }
    assert_none(failures);
}
