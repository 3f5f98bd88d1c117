//! Pooling windows (`reduce-window` over the leading dimensions of a channels-last array,
//! `library/pool.rs`) on the CPU backend against the interpreter, bit for bit: sum (average)
//! pools of floats, sum and max pools of integers, with padding, strides, window dilation and windows wider than the input,
//! odd channel counts, f32/f64 inputs with NaN, infinities, signed zeros and denormals, and
//! integers that overflow; 1 and 2 threads; plus the windows it must leave to kernels.

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
        PrimitiveType::S32 => ArrayData::S32((0..n).map(|_| rng.next() as i32).collect()),
        PrimitiveType::U8 => ArrayData::U8((0..n).map(|_| rng.next() as u8).collect()),
        other => panic!("no inputs of {other}"),
    };
    Literal::Array(ArrayLiteral::new(ty, dims.to_vec(), data).unwrap())
}

/// Bits of every element, NaNs as one pattern (which NaN of two operands an op returns
/// differs between the interpreter and vector code).
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
        ArrayData::S32(v) => v.iter().map(|&x| x as u64).collect(),
        ArrayData::U8(v) => v.iter().map(|&x| x as u64).collect(),
        other => panic!("unexpected {}", other.storage_name()),
    }
}

fn dims_text(dims: &[i64]) -> String {
    dims.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// `ty[dims]` reduced with `op` from `init` over `window` (HLO window text), the result of
/// dimensions `out`, divided by `divisor` when given (an average pool as JAX writes it).
fn module(ty: &str, dims: &[i64], out: &[i64], op: &str, init: &str, window: &str) -> Module {
    let (shape, out) = (dims_text(dims), dims_text(out));
    let text = format!(
        r#"HloModule pool
red {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT r = {ty}[] {op}(a, b)
}}
ENTRY main {{
  x = {ty}[{shape}] parameter(0)
  i = {ty}[] constant({init})
  ROOT s = {ty}[{out}] reduce-window(x, i), window={{{window}}}, to_apply=red
}}
"#
    );
    parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
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
        let (got, want) = (bits(&got), bits(&want));
        if let Some(k) = (0..want.len()).find(|&k| got.get(k) != Some(&want[k])) {
            panic!(
                "{threads} threads: element {k} of {} is {:#x?}, the interpreter's {:#x}\n{module}",
                want.len(),
                got.get(k),
                want[k]
            );
        }
    }
    calls
}

#[test]
fn nhwc_pools_match_the_interpreter_bit_for_bit() {
    let cases: [(&[i64], &[i64], &str); 7] = [
        // 3x3, stride 1, "same" padding (the avgpool benchmark, smaller).
        (
            &[2, 9, 7, 16],
            &[2, 9, 7, 16],
            "size=1x3x3x1 pad=0_0x1_1x1_1x0_0",
        ),
        // 2x2 stride 2, no padding, odd spatial extent (the last row of windows dropped).
        (
            &[3, 9, 8, 13],
            &[3, 4, 4, 13],
            "size=1x2x2x1 stride=1x2x2x1",
        ),
        // 3x3 stride 2 with asymmetric padding, many positions (more than one parallel task).
        (
            &[4, 23, 21, 24],
            &[4, 12, 11, 24],
            "size=1x3x3x1 stride=1x2x2x1 pad=0_0x1_1x1_1x0_0",
        ),
        // Dilated window, and a window wider than the input (padding on both sides).
        (
            &[1, 11, 6, 9],
            &[1, 7, 6, 9],
            "size=1x3x7x1 pad=0_0x0_0x3_3x0_0 rhs_dilate=1x2x1x1",
        ),
        // Windows only partly or not at all over the input (all padding: the init).
        (
            &[2, 3, 3, 10],
            &[2, 5, 3, 10],
            "size=1x3x1x1 stride=1x1x1x1 pad=0_0x3_1x0_0x0_0",
        ),
        // Two trailing dimensions not windowed (8 x 3 elements per row), a 1-D window.
        (&[5, 17, 8, 3], &[5, 7, 8, 3], "size=1x5x1x1 stride=1x2x1x1"),
        // A window over the batch dimension too.
        (&[4, 6, 12], &[3, 5, 12], "size=2x2x1 pad=0_0x0_0x0_0"),
    ];
    let mut seed = 0;
    for (dims, out, window) in cases {
        for (ty, op, init) in [
            ("f32", "add", "0"),
            ("f32", "add", "-0"),
            ("f32", "subtract", "1"),
            ("f64", "add", "0.5"),
            ("s32", "add", "0"),
            ("s32", "maximum", "-2147483648"),
            ("u8", "add", "3"),
        ] {
            seed += 1;
            let m = module(ty, dims, out, op, init, window);
            assert_eq!(check(&m, seed), 1, "the pooling call runs it:\n{m}");
        }
    }
}

#[test]
fn average_pool_with_its_division_fused_after() {
    // The benchmark's form: the window sum, then a division by the window size.
    let text = r#"HloModule avgpool
red {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY main {
  x = f32[3,10,9,32] parameter(0)
  zero = f32[] constant(0)
  s = f32[3,10,9,32] reduce-window(x, zero), window={size=1x3x3x1 pad=0_0x1_1x1_1x0_0}, to_apply=red
  nine = f32[] constant(9)
  nines = f32[3,10,9,32] broadcast(nine), dimensions={}
  ROOT d = f32[3,10,9,32] divide(s, nines)
}
"#;
    let m = parse_module(text).unwrap();
    assert_eq!(check(&m, 77), 1, "{m}");
}

#[test]
fn other_windows_and_reducers_stay_kernels() {
    let cases = [
        // Rows of fewer than 8 elements (NCHW: the minor dimension is windowed, or few channels).
        module(
            "f32",
            &[2, 3, 9, 9],
            &[2, 3, 9, 9],
            "add",
            "0",
            "size=1x1x3x3 pad=0_0x0_0x1_1x1_1",
        ),
        module(
            "f32",
            &[2, 9, 9, 4],
            &[2, 7, 7, 4],
            "add",
            "0",
            "size=1x3x3x1",
        ),
        // Base dilation, window reversal.
        module(
            "f32",
            &[2, 5, 5, 16],
            &[2, 7, 7, 16],
            "add",
            "0",
            "size=1x3x3x1 lhs_dilate=1x2x2x1",
        ),
        module(
            "f32",
            &[2, 5, 5, 16],
            &[2, 3, 3, 16],
            "add",
            "0",
            "size=1x3x3x1 rhs_reversal=0x1x0x0",
        ),
        // A reducer the row loops do not have (float remainder), and float reducers whose
        // row loops are slower than the kernel (max pools).
        module(
            "f32",
            &[2, 5, 5, 16],
            &[2, 3, 3, 16],
            "remainder",
            "0",
            "size=1x3x3x1",
        ),
        module(
            "f32",
            &[2, 5, 5, 16],
            &[2, 3, 3, 16],
            "maximum",
            "-inf",
            "size=1x3x3x1",
        ),
        module(
            "f64",
            &[2, 5, 5, 16],
            &[2, 3, 3, 16],
            "minimum",
            "inf",
            "size=1x3x3x1",
        ),
        module(
            "f32",
            &[2, 5, 5, 16],
            &[2, 3, 3, 16],
            "multiply",
            "1",
            "size=1x3x3x1",
        ),
    ];
    for (k, m) in cases.iter().enumerate() {
        assert_eq!(check(m, 200 + k as u64), 0, "{m}");
    }
}
