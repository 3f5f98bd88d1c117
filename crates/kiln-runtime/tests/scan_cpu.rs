//! Cumulative reductions (`reduce-window` over a whole dimension, `library/scan.rs`) on the CPU
//! backend against the interpreter, bit for bit: every reducer and type the scan takes (f16 and
//! bf16 included), prefix
//! and suffix windows, first, middle and last axes, inputs with NaN, infinities, signed
//! zeros, denormals and integers that overflow; plus the windows it must leave to kernels.

use kiln_eval::Evaluator;
use kiln_hlo::{parse_module, ArrayData, ArrayLiteral, Literal, Module, PrimitiveType};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use support::Rng;

/// A float of full precision, now and then a special value.
fn special_float(rng: &mut Rng) -> f64 {
    const SPECIAL: [f64; 7] = [
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        -0.0,
        0.0,
        1e-40,
        -3e-39,
    ];
    match rng.next() % 40 {
        k @ 0..=6 => SPECIAL[k as usize],
        _ => ((rng.next() >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * 7.3,
    }
}

fn random_input(ty: PrimitiveType, dims: &[i64], rng: &mut Rng) -> Literal {
    let n = dims.iter().product::<i64>() as usize;
    let data = match ty {
        PrimitiveType::F32 => ArrayData::F32((0..n).map(|_| special_float(rng) as f32).collect()),
        PrimitiveType::F64 => ArrayData::F64((0..n).map(|_| special_float(rng)).collect()),
        PrimitiveType::BF16 => ArrayData::BF16(
            (0..n)
                .map(|_| half::bf16::from_f64(special_float(rng)))
                .collect(),
        ),
        PrimitiveType::F16 => ArrayData::F16(
            (0..n)
                .map(|_| half::f16::from_f64(special_float(rng) * 1e-3))
                .collect(),
        ),
        PrimitiveType::S32 => ArrayData::S32((0..n).map(|_| rng.next() as i32).collect()),
        PrimitiveType::S64 => ArrayData::S64(
            (0..n)
                .map(|_| (rng.next() as i64).wrapping_mul(977))
                .collect(),
        ),
        other => panic!("no inputs of {other}"),
    };
    Literal::Array(ArrayLiteral::new(ty, dims.to_vec(), data).unwrap())
}

/// Bits of every element, NaNs as one pattern per sign (payloads aside).
fn bits(literal: &Literal) -> Vec<u64> {
    let Literal::Array(a) = literal else {
        panic!("not an array")
    };
    match &a.data {
        ArrayData::F32(v) => v
            .iter()
            .map(|x| if x.is_nan() { 1 } else { x.to_bits() as u64 })
            .collect(),
        ArrayData::F64(v) => v
            .iter()
            .map(|x| if x.is_nan() { 1 } else { x.to_bits() })
            .collect(),
        ArrayData::BF16(v) => v
            .iter()
            .map(|x| if x.is_nan() { 1 } else { x.to_bits() as u64 })
            .collect(),
        ArrayData::F16(v) => v
            .iter()
            .map(|x| if x.is_nan() { 1 } else { x.to_bits() as u64 })
            .collect(),
        ArrayData::S32(v) => v.iter().map(|&x| x as u64).collect(),
        ArrayData::S64(v) => v.iter().map(|&x| x as u64).collect(),
        other => panic!("unexpected {}", other.storage_name()),
    }
}

/// A module reducing `ty[dims]` with `op` over a window of `window` (HLO window text).
fn module(ty: &str, dims: &[i64], op: &str, init: &str, window: &str) -> Module {
    let shape = format!(
        "{ty}[{}]",
        dims.iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    let text = format!(
        r#"HloModule scan
red {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT r = {ty}[] {op}(a, b)
}}
ENTRY main {{
  x = {shape} parameter(0)
  i = {ty}[] constant({init})
  ROOT s = {shape} reduce-window(x, i), window={{{window}}}, to_apply=red
}}
"#
    );
    parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// A window scanning `axis` of `dims` (prefix, or suffix).
fn scan_window(dims: &[i64], axis: usize, suffix: bool, extra: i64) -> String {
    let size: Vec<String> = dims
        .iter()
        .enumerate()
        .map(|(d, &n)| {
            if d == axis {
                (n + extra).to_string()
            } else {
                "1".into()
            }
        })
        .collect();
    let pad: Vec<String> = dims
        .iter()
        .enumerate()
        .map(|(d, &n)| match (d == axis, suffix) {
            (false, _) => "0_0".into(),
            (true, false) => format!("{}_0", n + extra - 1),
            (true, true) => format!("0_{}", n + extra - 1),
        })
        .collect();
    format!("size={} pad={}", size.join("x"), pad.join("x"))
}

/// Compiles and runs `module` on 1 and 2 threads against the interpreter; returns the number
/// of library calls of the 1-thread build.
fn check(module: &Module, seed: u64) -> usize {
    let comp = module.entry_computation();
    let param = comp.instr(comp.parameters[0]);
    let a = param.shape.as_array().unwrap();
    let input = random_input(a.ty, &a.dims, &mut Rng::new(seed));
    let want = Evaluator::new(module)
        .run(std::slice::from_ref(&input))
        .unwrap();
    let mut calls = 0;
    for threads in [1, 2] {
        let options = CompileOptions {
            optimize: true,
            threads,
        };
        let exe = CpuExecutable::compile(module, &options).unwrap();
        if threads == 1 {
            calls = exe.stats().library_calls;
        }
        let got = exe.execute(std::slice::from_ref(&input)).unwrap();
        assert_eq!(bits(&got), bits(&want), "{threads} threads:\n{module}");
    }
    calls
}

#[test]
fn prefix_scans_match_the_interpreter_bit_for_bit() {
    let mut seed = 1;
    for (ty, ops) in [
        // (A prefix scan folds in window order whatever the op: subtract and divide too.)
        (
            "f32",
            &["add", "multiply", "maximum", "minimum", "subtract"][..],
        ),
        (
            "f64",
            &["add", "multiply", "maximum", "minimum", "divide"][..],
        ),
        (
            "s32",
            &["add", "multiply", "maximum", "minimum", "and", "or", "xor"][..],
        ),
        ("s64", &["add", "maximum"][..]),
        // Each step computed in f32 and rounded, as the interpreter folds half windows.
        ("bf16", &["add", "multiply", "maximum", "subtract"][..]),
        ("f16", &["add", "minimum"][..]),
    ] {
        for op in ops {
            let init = match *op {
                "multiply" => "1",
                "maximum" if ty.starts_with('f') => "-inf",
                "minimum" if ty.starts_with('f') => "inf",
                _ => "0",
            };
            for (dims, axis) in [
                (&[300][..], 0),
                (&[7, 129][..], 1),
                (&[129, 7][..], 0),
                (&[3, 50, 5][..], 1),
                (&[2, 3, 33][..], 2),
            ] {
                for extra in [0, 5] {
                    let window = scan_window(dims, axis, false, extra);
                    let m = module(ty, dims, op, init, &window);
                    assert_eq!(check(&m, seed), 1, "not a library call:\n{m}");
                    seed += 1;
                }
            }
        }
    }
}

#[test]
fn suffix_scans_run_where_the_order_does_not_matter() {
    let mut seed = 100;
    for (ty, op, init, library) in [
        ("s32", "add", "0", true),
        ("s64", "multiply", "1", true),
        ("f32", "maximum", "-inf", true),
        ("f64", "minimum", "inf", true),
        ("bf16", "maximum", "-inf", true),
        // A float sum folds `x_i .. x_{n-1}` forwards: a backward pass would reorder it.
        ("f32", "add", "0", false),
    ] {
        for (dims, axis) in [(&[200][..], 0), (&[9, 70][..], 1), (&[40, 6][..], 0)] {
            let m = module(ty, dims, op, init, &scan_window(dims, axis, true, 0));
            assert_eq!(check(&m, seed), usize::from(library), "{m}");
            seed += 1;
        }
    }
}

#[test]
fn other_windows_and_reducers_stay_kernels() {
    // Windows that are not whole-dimension scans, and reducers the scan does not take.
    let cases = [
        module("f32", &[40, 30], "add", "0", "size=1x5 pad=0_0x4_0"),
        module(
            "f32",
            &[40, 30],
            "add",
            "0",
            "size=1x15 pad=0_0x28_0 rhs_dilate=1x2",
        ),
        module("f32", &[40, 30], "add", "0", "size=2x30 pad=1_0x29_0"),
        module("f32", &[40, 30], "add", "0", "size=1x30 pad=0_0x28_1"),
        module(
            "f32",
            &[40, 30],
            "add",
            "0",
            "size=1x30 pad=0_0x29_0 rhs_reversal=0x1",
        ),
        // A suffix of a non-associative op.
        module("f32", &[40, 30], "subtract", "0", "size=1x30 pad=0_0x0_29"),
    ];
    for (k, m) in cases.iter().enumerate() {
        assert_eq!(check(m, 200 + k as u64), 0, "{m}");
    }
    // A reducer of two ops.
    let text = module("f32", &[40, 30], "add", "0", "size=1x30 pad=0_0x29_0")
        .to_string()
        .replace(
            "ROOT r = f32[] add(a, b)",
            "s = f32[] add(a, b)\n  ROOT r = f32[] multiply(s, s)",
        );
    let two_ops = parse_module(&text).unwrap();
    assert_eq!(check(&two_ops, 250), 0, "{two_ops}");
    // A nonzero init on a scan: still the interpreter's value.
    let m = module("f32", &[20, 30], "add", "2.5", "size=1x30 pad=0_0x29_0");
    assert_eq!(check(&m, 300), 1);
}
