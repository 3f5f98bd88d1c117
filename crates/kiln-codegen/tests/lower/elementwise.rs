//! Elementwise ops in every kernel type, conversions and bitcasts, chains with shared values.

use crate::harness::{check, check_with, innermost_loops, Tol};
use kiln_hlo::Literal;

const FLOATS: &[&str] = &["f32", "f64", "f16", "bf16"];
const INTS: &[&str] = &["s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64"];

fn unary(ty: &str, op: &str) -> String {
    format!(
        "HloModule m\nENTRY e {{\n  a = {ty}[3,7] parameter(0)\n  ROOT r = {ty}[3,7] {op}(a)\n}}\n"
    )
}

fn binary(ty: &str, op: &str) -> String {
    format!(
        "HloModule m\nENTRY e {{\n  a = {ty}[3,7] parameter(0)\n  b = {ty}[3,7] parameter(1)\n  ROOT r = {ty}[3,7] {op}(a, b)\n}}\n"
    )
}

#[test]
fn float_unary_ops() {
    let ops = [
        "abs",
        "negate",
        "sign",
        "floor",
        "ceil",
        "round-nearest-even",
        "round-nearest-afz",
        "sqrt",
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
        "copy",
    ];
    for ty in FLOATS {
        for op in ops {
            check(&unary(ty, op), Tol::Exact);
        }
    }
}

#[test]
fn float_binary_ops() {
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
    for ty in FLOATS {
        for op in ops {
            check(&binary(ty, op), Tol::Exact);
        }
    }
}

#[test]
fn integer_ops() {
    let un = [
        "abs",
        "negate",
        "sign",
        "not",
        "count-leading-zeros",
        "popcnt",
    ];
    let bin = [
        "add",
        "subtract",
        "multiply",
        "divide",
        "remainder",
        "maximum",
        "minimum",
        "power",
        "and",
        "or",
        "xor",
        "shift-left",
        "shift-right-arithmetic",
        "shift-right-logical",
    ];
    for ty in INTS {
        for op in un {
            // abs and sign are defined on signed types only.
            if !(ty.starts_with('u') && matches!(op, "abs" | "sign")) {
                check(&unary(ty, op), Tol::Exact);
            }
        }
        for op in bin {
            check(&binary(ty, op), Tol::Exact);
        }
    }
}

#[test]
fn pred_ops() {
    check(&unary("pred", "not"), Tol::Exact);
    for op in ["and", "or", "xor", "add", "multiply", "maximum", "minimum"] {
        check(&binary("pred", op), Tol::Exact);
    }
}

#[test]
fn compares_in_every_type_and_order() {
    let all: Vec<&str> = FLOATS.iter().chain(INTS).copied().chain(["pred"]).collect();
    for ty in all {
        for dir in ["EQ", "NE", "LT", "LE", "GT", "GE"] {
            let types: &[&str] = if FLOATS.contains(&ty) {
                &["FLOAT", "TOTALORDER"]
            } else {
                &[""]
            };
            for ctype in types {
                let t = if ctype.is_empty() {
                    String::new()
                } else {
                    format!(", type={ctype}")
                };
                let hlo = format!(
                    "HloModule m\nENTRY e {{\n  a = {ty}[4,9] parameter(0)\n  b = {ty}[4,9] parameter(1)\n  ROOT r = pred[4,9] compare(a, b), direction={dir}{t}\n}}\n"
                );
                check(&hlo, Tol::Exact);
            }
        }
    }
}

#[test]
fn is_finite_select_clamp() {
    for ty in FLOATS {
        check(
            &format!("HloModule m\nENTRY e {{\n  a = {ty}[5,4] parameter(0)\n  ROOT r = pred[5,4] is-finite(a)\n}}\n"),
            Tol::Exact,
        );
    }
    for ty in FLOATS.iter().chain(INTS).chain(&["pred"]) {
        let select = format!(
            "HloModule m\nENTRY e {{\n  p = pred[5,4] parameter(0)\n  a = {ty}[5,4] parameter(1)\n  b = {ty}[5,4] parameter(2)\n  ROOT r = {ty}[5,4] select(p, a, b)\n}}\n"
        );
        check(&select, Tol::Exact);
        let clamp = format!(
            "HloModule m\nENTRY e {{\n  lo = {ty}[] parameter(0)\n  x = {ty}[5,4] parameter(1)\n  hi = {ty}[5,4] parameter(2)\n  ROOT r = {ty}[5,4] clamp(lo, x, hi)\n}}\n"
        );
        check(&clamp, Tol::Exact);
    }
}

#[test]
fn converts_between_every_pair() {
    let all: Vec<&str> = FLOATS.iter().chain(INTS).copied().chain(["pred"]).collect();
    for from in &all {
        for to in &all {
            let hlo = format!(
                "HloModule m\nENTRY e {{\n  a = {from}[6,5] parameter(0)\n  ROOT r = {to}[6,5] convert(a)\n}}\n"
            );
            check(&hlo, Tol::Exact);
        }
    }
}

#[test]
fn bitcast_converts_of_one_width() {
    let pairs = [
        ("f32", "s32"),
        ("s32", "f32"),
        ("f32", "u32"),
        ("u32", "s32"),
        ("f64", "s64"),
        ("u64", "f64"),
        ("s8", "u8"),
        ("u16", "s16"),
        ("bf16", "s16"),
        ("bf16", "u16"),
        ("u16", "bf16"),
        ("s16", "f16"),
        ("f32", "f32"),
    ];
    for (from, to) in pairs {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  a = {from}[3,5] parameter(0)\n  ROOT r = {to}[3,5] bitcast-convert(a)\n}}\n"
        );
        check(&hlo, Tol::Exact);
    }
}

/// A chain where every intermediate is rounded to the 16-bit type (as the interpreter does)
/// and values are used several times.
#[test]
fn chains_with_shared_values_in_every_float_type() {
    for ty in FLOATS {
        let hlo = format!(
            "HloModule m
ENTRY e {{
  x = {ty}[8,12] parameter(0)
  y = {ty}[8,12] parameter(1)
  c = {ty}[] constant(0.1)
  cb = {ty}[8,12] broadcast(c), dimensions={{}}
  s = {ty}[8,12] multiply(x, x)
  t = {ty}[8,12] add(s, cb)
  u = {ty}[8,12] divide(t, y)
  v = {ty}[8,12] tanh(u)
  w = {ty}[8,12] multiply(v, s)
  ROOT r = {ty}[8,12] subtract(w, t)
}}
"
        );
        let kernel = check(&hlo, Tol::Ulp);
        assert_eq!(innermost_loops(&kernel), vec![(12, 4)], "{kernel:#?}");
    }
}

#[test]
fn multi_output_elementwise() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[16,33] parameter(0)
  y = f32[16,33] parameter(1)
  a = f32[16,33] add(x, y)
  m = f32[16,33] multiply(a, x)
  n = pred[16,33] compare(a, y), direction=GT
  ROOT t = (f32[16,33], f32[16,33], pred[16,33]) tuple(a, m, n)
}
";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(kernel.buffers.len(), 5);
    assert_eq!(kernel.parallel_extent(), 16);
}

#[test]
fn scalars_and_small_constants() {
    let hlo = "HloModule m
ENTRY e {
  x = s32[] parameter(0)
  k = s32[] constant(7)
  ROOT r = s32[] multiply(x, k)
}
";
    check(hlo, Tol::Exact);
    let hlo = "HloModule m
ENTRY e {
  x = f32[2,3] parameter(0)
  k = f32[2,3] constant({{1, 2, 3}, {4, 5, 6}})
  ROOT r = f32[2,3] add(x, k)
}
";
    check(hlo, Tol::Exact);
}

#[test]
fn calls_and_maps_are_inlined() {
    let hlo = "HloModule m
sq {
  a = f32[4,6] parameter(0)
  ROOT m = f32[4,6] multiply(a, a)
}
plus {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT s = f32[] add(p, q)
}
pair {
  a = f32[4,6] parameter(0)
  n = f32[4,6] negate(a)
  ROOT t = (f32[4,6], f32[4,6]) tuple(a, n)
}
ENTRY e {
  x = f32[4,6] parameter(0)
  y = f32[4,6] parameter(1)
  c = f32[4,6] call(x), to_apply=sq
  m = f32[4,6] map(c, y), dimensions={0,1}, to_apply=plus
  t = (f32[4,6], f32[4,6]) call(m), to_apply=pair
  g = f32[4,6] get-tuple-element(t), index=1
  ROOT r = (f32[4,6], f32[4,6]) tuple(g, c)
}
";
    check(hlo, Tol::Exact);
}

#[test]
fn bitcast_converts_that_split_or_join_elements() {
    for (from, to) in [
        ("f32[3,5]", "u8[3,5,4]"),
        ("u8[3,5,4]", "f32[3,5]"),
        ("s64[4]", "s16[4,4]"),
        ("u16[6,2]", "s32[6]"),
        ("f64[2,3]", "f32[2,3,2]"),
        ("f32[7,2]", "f64[7]"),
        ("bf16[5,2]", "u32[5]"),
        ("u32[5]", "bf16[5,2]"),
        ("s8[3,2]", "f16[3]"),
    ] {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  a = {from} parameter(0)\n  ROOT r = {to} bitcast-convert(a)\n}}\n"
        );
        check(&hlo, Tol::Exact);
    }
}

#[test]
fn reduce_precision() {
    for ty in ["f32", "f64", "bf16"] {
        for (e, m) in [(8, 7), (5, 10), (8, 23), (4, 3), (11, 0), (3, 1)] {
            let hlo = format!(
                "HloModule m\nENTRY e {{\n  a = {ty}[4,6] parameter(0)\n  ROOT r = {ty}[4,6] reduce-precision(a), exponent_bits={e}, mantissa_bits={m}\n}}\n"
            );
            check(&hlo, Tol::Exact);
        }
    }
    // A NaN stays NaN even with no mantissa bits left, as on XLA:CPU (truncating its
    // mantissa would make it an infinity).
    let values = [
        f32::NAN,
        -f32::NAN,
        f32::INFINITY,
        1e30,
        -2.5,
        0.0,
        1e-30,
        3.0,
    ];
    let nan = Literal::Array(
        kiln_hlo::ArrayLiteral::new(
            kiln_hlo::PrimitiveType::F32,
            vec![8],
            kiln_hlo::ArrayData::F32(values.to_vec()),
        )
        .unwrap(),
    );
    for (e, m) in [(3, 0), (8, 0), (5, 2)] {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  a = f32[8] parameter(0)\n  ROOT r = f32[8] reduce-precision(a), exponent_bits={e}, mantissa_bits={m}\n}}\n"
        );
        check_with(&hlo, std::slice::from_ref(&nan), Tol::Exact);
    }
}
