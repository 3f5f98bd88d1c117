//! Minimal modules on which the CPU backend failed or disagreed with the interpreter, found
//! by `random_graphs_cpu`. Each compiles the module with and without the optimization
//! pipeline, runs it, and compares with `kiln_eval`. A case whose bug is still open is
//! `#[ignore]`d with the reason (run them with `--ignored`).

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// `text` on the CPU backend agrees with the interpreter on `args` (random ones if `None`):
/// integers exactly, floats within `rtol` (and no absolute slack).
fn assert_matches_interpreter(text: &str, args: Option<Vec<Literal>>, rtol: f64) {
    assert_near_interpreter(text, args, rtol, 0.0);
}

/// [`assert_matches_interpreter`] with an absolute slack `atol` as well.
fn assert_near_interpreter(text: &str, args: Option<Vec<Literal>>, rtol: f64, atol: f64) {
    let module = support::parse(text);
    let args = args.unwrap_or_else(|| support::random_args(&module, 1));
    let want = Evaluator::new(&module)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}"));
    for optimize in [true, false] {
        let options = CompileOptions {
            optimize,
            threads: 1,
        };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("optimize={optimize}: compile fails: {e}"));
        let got = exe
            .execute(&args)
            .unwrap_or_else(|e| panic!("optimize={optimize}: execute fails: {e}"));
        if let Err(e) = support::close(&got, &want, rtol, atol) {
            panic!("optimize={optimize}: {e}\ncompiled:\n{}", exe.module());
        }
    }
}

fn f32s(values: &[f32]) -> Literal {
    let data = ArrayData::F32(values.to_vec());
    Literal::Array(ArrayLiteral::new(PrimitiveType::F32, vec![values.len() as i64], data).unwrap())
}

/// A reduce whose result goes through an expensive op (divide, exp) and a broadcast into an
/// elementwise consumer of a second reduce of another shape. kiln-opt's fusion pass used to
/// fuse `r2` into `e` after `r`'s reduction fusion had taken `bc` (reading `e`), which made
/// that fusion's epilogue read another reduction's result; compiling failed with "the group
/// of r is not a valid fusion". With `negate` instead of `exponential` it compiled.
#[test]
fn reduce_through_expensive_op_into_consumer_of_another_reduce() {
    assert_matches_interpreter(
        r#"
HloModule m

add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT r = f32[] add(x, y)
}

ENTRY main {
  a = f32[4,6,9] parameter(0)
  zero = f32[] constant(0)
  r1 = f32[4,9] reduce(a, zero), dimensions={1}, to_apply=add
  b = f32[4,9] parameter(1)
  r2 = f32[4] reduce(b, zero), dimensions={1}, to_apply=add
  e = f32[4] exponential(r2)
  bc = f32[4,9] broadcast(e), dimensions={0}
  ROOT r = f32[4,9] add(bc, r1)
}
"#,
        None,
        1e-5,
    );
}

/// XLA:CPU (and so the interpreter) runs with flush-to-zero and denormals-are-zero, so
/// `1e-40 * 1e30` is 0 and `exp(-100)` (a denormal) is 0, which makes `remainder(1, it)`
/// NaN. The runtime sets the same MXCSR modes around compiled code (cpu/denormals.rs).
#[test]
fn denormals_flush_to_zero() {
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  x = f32[3] parameter(0)
  big = f32[] constant(1e+30)
  bigs = f32[3] broadcast(big), dimensions={}
  product = f32[3] multiply(x, bigs)
  e = f32[3] exponential(x)
  one = f32[] constant(1)
  ones = f32[3] broadcast(one), dimensions={}
  rem = f32[3] remainder(ones, e)
  ROOT t = (f32[3], f32[3]) tuple(product, rem)
}
"#,
        Some(vec![f32s(&[1e-40, 0.5, -100.0])]),
        1e-6,
    );
}

/// f16 subnormals are ordinary values for XLA:CPU: f32 -> f16 rounds to them and f16 -> bf16
/// or f32 keeps them. Compiled code read an f16 subnormal back as an f32 denormal, which DAZ
/// made zero, so `convert(6e-8)` to f16 gave 0 (found by conformance/ops).
#[test]
fn f16_subnormals_survive_under_daz() {
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  x = f32[6] parameter(0)
  h = f16[6] convert(x)
  b = bf16[6] convert(h)
  w = f32[6] convert(h)
  ROOT t = (f16[6], bf16[6], f32[6]) tuple(h, b, w)
}
"#,
        Some(vec![f32s(&[6e-8, -3e-8, 1e-5, 6.1e-5, 1.0, -1e-7])]),
        0.0,
    );
}

/// XLA's sign is `copysign(x != 0 ? 1 : 0, x)`: under DAZ a denormal compares equal to zero,
/// so its sign is a zero of its sign. Compiled code returned the denormal itself (found by
/// conformance/ops).
#[test]
fn sign_of_denormals_is_zero() {
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  x = f32[6] parameter(0)
  ROOT s = f32[6] sign(x)
}
"#,
        Some(vec![f32s(&[1e-45, -1e-45, 1e-39, -0.0, 2.0, f32::NAN])]),
        0.0,
    );
}

/// Found by `pipeline_fuzz`: cbrt, log1p and expm1 return ±0 unchanged, and under DAZ a
/// denormal compares equal to zero, so compiled code returned the denormal itself where the
/// interpreter (flushing it) gives the zero of its sign; cbrt's true result is not even tiny.
#[test]
fn cbrt_log1p_expm1_of_denormals_are_zero() {
    for op in ["cbrt", "log-plus-one", "exponential-minus-one"] {
        assert_matches_interpreter(
            &format!(
                "HloModule m\nENTRY main {{\n  x = f32[8] parameter(0)\n  ROOT r = f32[8] {op}(x)\n}}\n"
            ),
            Some(vec![f32s(&[
                1e-45, -1e-45, 1e-39, -1e-39, 0.0, -0.0, 8.0, f32::NAN,
            ])]),
            1e-6,
        );
    }
}

/// reduce-precision keeps a NaN operand's bits even with no mantissa bits left (XLA:CPU,
/// measured); compiled code made such NaNs infinities (found by conformance/ops).
#[test]
fn reduce_precision_without_mantissa_keeps_nan() {
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  x = f32[4] parameter(0)
  a = f32[4] reduce-precision(x), exponent_bits=8, mantissa_bits=0
  b = f32[4] reduce-precision(x), exponent_bits=5, mantissa_bits=0
  ROOT t = (f32[4], f32[4]) tuple(a, b)
}
"#,
        Some(vec![f32s(&[f32::NAN, -f32::NAN, 3.0, f32::INFINITY])]),
        0.0,
    );
}

/// XLA:CPU's maximum and minimum read denormals as zero and flush a denormal result to a
/// zero of its sign (`max(1e-45, -1)` is +0, `min(1e-45, -0)` is -0). Compiled code
/// returned the denormal operand's bits (found by conformance/ops denormal_arith). The
/// 64-element operands also take the vector loop and the AVX-512 step-program path.
#[test]
fn maximum_and_minimum_flush_denormal_results() {
    let pattern = [1e-45, -1e-45, 1e-39, -1e-39, 0.0, -0.0, 1.0, -2.0];
    let x: Vec<f32> = pattern.iter().cycle().take(64).copied().collect();
    let y: Vec<f32> = pattern.iter().rev().cycle().take(64).copied().collect();
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  x = f32[64] parameter(0)
  y = f32[64] parameter(1)
  zero = f32[] constant(-0)
  zeros = f32[64] broadcast(zero), dimensions={}
  minus_one = f32[] constant(-1)
  minus_ones = f32[64] broadcast(minus_one), dimensions={}
  a = f32[64] minimum(x, zeros)
  b = f32[64] maximum(x, minus_ones)
  c = f32[64] maximum(x, y)
  d = f32[64] minimum(x, y)
  ROOT t = (f32[64], f32[64], f32[64], f32[64]) tuple(a, b, c, d)
}
"#,
        Some(vec![f32s(&x), f32s(&y)]),
        0.0,
    );
}

/// XLA:CPU's remainder reads a denormal divisor as zero (NaN result) but keeps a denormal
/// dividend, and its atan2 reads denormal operands at their value: atan2(-1e-39, -0) is
/// -pi/2. Compiled code, running under DAZ like XLA, computed fmod with the raw divisor and
/// atan2 with denormals read as zero (-pi) (found by conformance/ops vec_f32_arith and
/// vec_f32_unary). 16 elements take the vector loop as well.
#[test]
fn remainder_and_atan2_read_denormals_like_xla() {
    let x = [
        -1.25, 2.5, 1e-39, -3.0, 1e-45, -1e-39, 2e-39, 5.0, -1.0, 3.0, 1e-38, 7.0, 0.0, -0.0, 1.5,
        -2.0,
    ];
    let y = [
        -1e-39, 1e-45, 1.5, 1e-38, -0.0, -0.0, 3e-39, 1e-30, 2.0, -1e-39, 1e-39, 0.5, 1e-45,
        -1e-39, 1.5e-38, 4.0,
    ];
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  x = f32[16] parameter(0)
  y = f32[16] parameter(1)
  r = f32[16] remainder(x, y)
  a = f32[16] atan2(x, y)
  ROOT t = (f32[16], f32[16]) tuple(r, a)
}
"#,
        Some(vec![f32s(&x), f32s(&y)]),
        1e-6,
    );
}

/// A long bf16 column reduction (dimension 0 of [200, 4]) was accumulated row by row in the
/// bf16 output, rounding at every one of the 200 steps: 196 where XLA:CPU gets 201 and
/// kiln-eval's blocks of 128 give 200 (found by conformance/ops reduce_half_native). Half
/// types with more than 128 terms now take the blocked order.
#[test]
fn long_half_precision_column_reduction_is_blocked() {
    let mut x = 0x2545_f491u32;
    let values: Vec<half::bf16> = (0..800)
        .map(|_| {
            x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            half::bf16::from_f32((x >> 8) as f32 / (1u32 << 24) as f32 * 2.0)
        })
        .collect();
    let data = ArrayData::BF16(values);
    let arg = Literal::Array(ArrayLiteral::new(PrimitiveType::BF16, vec![200, 4], data).unwrap());
    assert_matches_interpreter(
        r#"
HloModule m

add {
  a = bf16[] parameter(0)
  b = bf16[] parameter(1)
  ROOT s = bf16[] add(a, b)
}

ENTRY main {
  x = bf16[200,4] parameter(0)
  zero = bf16[] constant(0)
  ROOT r = bf16[4] reduce(x, zero), dimensions={0}, to_apply=add
}
"#,
        Some(vec![arg]),
        0.0,
    );
}

/// Found by `pipeline_fuzz`: a LAPACK custom-call whose declared result is not what the
/// routine computes from its operands (trsm of `a` against itself, `f32[4,4]`, declared
/// `f32[4,3]`). The interpreter fallback wrote the 16-element solve into the 12-element
/// output buffer (heap corruption); now both backends refuse it, naming the instruction.
#[test]
fn custom_call_result_of_another_shape_is_refused() {
    let text = r#"HloModule m
ENTRY e {
  a = f32[4,4] parameter(0)
  b = f32[4,3] parameter(1)
  ROOT r = f32[4,3] custom-call(a, a), custom_call_target="lapack_strsm_ffi", api_version=API_VERSION_TYPED_FFI, backend_config={diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}
}
"#;
    let module = support::parse(text);
    let args = support::random_args(&module, 1);
    let err = Evaluator::new(&module).run(&args).expect_err("interpreter");
    assert!(err.to_string().contains("`r` (custom-call)"), "{err}");
    let exe = CpuExecutable::compile(&module, &CompileOptions::default()).expect("compile");
    let err = exe.execute(&args).expect_err("cpu");
    assert!(
        err.to_string().contains("`r` (custom-call)") && err.span.is_known(),
        "{err}"
    );
}

/// An unrolled loop of 600 `sin`/`add` steps: fusion used to make it one chain 600 deep,
/// deeper than code generation lowers (400), and every fusion fell back to the interpreter (seven times
/// slower than XLA). Fusions are now cut at a depth code generation takes: no fallback, and
/// the interpreter's values.
#[test]
fn a_very_deep_elementwise_chain_compiles_without_fallbacks() {
    let steps = 300;
    let mut text = String::from(
        "HloModule m\nENTRY e {\n  x0 = f32[37] parameter(0)\n  y = f32[37] parameter(1)\n",
    );
    for i in 1..=steps {
        text.push_str(&format!("  s{i} = f32[37] sine(x{})\n", i - 1));
        text.push_str(&format!("  x{i} = f32[37] add(s{i}, y)\n"));
    }
    text.push_str(&format!("  ROOT r = f32[37] negate(x{steps})\n}}\n"));
    let module = support::parse(&text);
    let options = CompileOptions {
        optimize: true,
        threads: 1,
    };
    let exe = CpuExecutable::compile(&module, &options).expect("compiles");
    assert!(
        exe.stats().fallbacks.is_empty(),
        "fallbacks: {:?}",
        exe.stats().fallbacks
    );
    assert!(exe.stats().kernels >= 2, "{} kernels", exe.stats().kernels);
    assert_matches_interpreter(&text, None, 1e-5);
}

/// Argmax and argmin (variadic reduces) fused with their iota and value producers, over
/// either dimension, with ties, NaNs, infinities and signed zeros: the fused kernels give
/// the interpreter's indices (and values, through a second output).
#[test]
fn fused_argmax_and_argmin_match_the_interpreter() {
    let (rows, cols) = (64usize, 97usize);
    let values: Vec<f32> = (0..rows * cols)
        .map(|i| match (i * 7919) % 23 {
            0 => f32::NAN,
            1 => f32::INFINITY,
            2 => f32::NEG_INFINITY,
            3 => -0.0,
            4 => 0.0,
            k => (k % 5) as f32 - 2.5, // many ties
        })
        .collect();
    let x = Literal::Array(
        ArrayLiteral::new(
            PrimitiveType::F32,
            vec![rows as i64, cols as i64],
            ArrayData::F32(values),
        )
        .unwrap(),
    );
    for (direction, init) in [("GT", "-inf"), ("LT", "inf")] {
        for (dim, out, ity) in [(0, cols, "s32"), (1, rows, "s64"), (0, cols, "s64")] {
            let text = format!(
                r#"
HloModule m
pick {{
  a = f32[] parameter(0)
  ai = {ity}[] parameter(1)
  b = f32[] parameter(2)
  bi = {ity}[] parameter(3)
  better = pred[] compare(a, b), direction={direction}
  nan = pred[] compare(a, a), direction=NE
  keep = pred[] or(better, nan)
  v = f32[] select(keep, a, b)
  eq = pred[] compare(a, b), direction=EQ
  lt = pred[] compare(ai, bi), direction=LT
  tie = pred[] and(eq, lt)
  first = pred[] or(keep, tie)
  i = {ity}[] select(first, ai, bi)
  ROOT t = (f32[], {ity}[]) tuple(v, i)
}}
ENTRY e {{
  x = f32[{rows},{cols}] parameter(0)
  y = f32[{rows},{cols}] multiply(x, x)
  io = {ity}[{rows},{cols}] iota(), iota_dimension={dim}
  init = f32[] constant({init})
  zero = {ity}[] constant(0)
  r = (f32[{out}], {ity}[{out}]) reduce(y, io, init, zero), dimensions={{{dim}}}, to_apply=pick
  v = f32[{out}] get-tuple-element(r), index=0
  i = {ity}[{out}] get-tuple-element(r), index=1
  ROOT t = (f32[{out}], {ity}[{out}]) tuple(v, i)
}}
"#
            );
            assert_matches_interpreter(&text, Some(vec![x.clone()]), 0.0);
            let module = support::parse(&text);
            let options = CompileOptions {
                optimize: true,
                threads: 1,
            };
            let printed = CpuExecutable::compile(&module, &options)
                .unwrap()
                .module()
                .to_string();
            let entry = printed.split("ENTRY").nth(1).unwrap_or_default();
            assert!(
                entry.contains("kind=kInput") && !entry.contains("iota("),
                "the reduce should take its iota:\n{printed}"
            );
        }
    }
}

/// `x ** 0.5` runs as a square root: the same bits as the scalar `pow` helper it replaces,
/// f64 `pow` of the (DAZ-flushed) base rounded to f32, for every kind of value: +0 for -0,
/// +inf for -inf, NaN for negatives and NaN, zero for denormals, and squares, non-squares
/// and extremes in between. Also with the base computed in the fusion and stored as bf16.
#[test]
fn square_root_powers_match_the_pow_helper() {
    let mut values = vec![
        0.0f32,
        -0.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -1.0,
        -1e-30,
        1e-40,
        -1e-40,
        f32::MIN_POSITIVE,
        f32::MAX,
        f32::EPSILON,
        4.0,
        2.0,
        0.25,
    ];
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..2000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        values.push(f32::from_bits((state >> 32) as u32 & 0x7fff_ffff));
    }
    let n = values.len();
    let expected = |x: f32| -> f32 {
        let flushed = if x.is_subnormal() {
            0.0f32.copysign(x)
        } else {
            x
        };
        (flushed as f64).powf(0.5) as f32
    };
    // `power(base, 0.5)` of the values against `expected` of each value's base.
    let check = |base: &str, of: fn(f32) -> f32| {
        let text = format!(
            r#"
HloModule m
ENTRY e {{
  x = f32[{n}] parameter(0)
  a = f32[{n}] {base}
  h = f32[] constant(0.5)
  hb = f32[{n}] broadcast(h), dimensions={{}}
  ROOT p = f32[{n}] power(a, hb)
}}
"#
        );
        let module = support::parse(&text);
        let exe = CpuExecutable::compile(&module, &CompileOptions::default()).unwrap();
        let got = exe.execute(&[f32s(&values)]).unwrap();
        let Literal::Array(a) = got else {
            panic!("not an array: {got:?}")
        };
        let ArrayData::F32(got) = &a.data else {
            panic!("not f32")
        };
        for (x, y) in values.iter().zip(got) {
            let want = expected(of(*x));
            assert!(
                want.to_bits() == y.to_bits() || (want.is_nan() && y.is_nan()),
                "pow({base} of {x:e}, 0.5): {y:e}, want {want:e}"
            );
        }
    };
    check("copy(x)", |x| x);
    // The power of an absolute value is its plain square root (no fix-ups).
    check("abs(x)", f32::abs);
    // A computed base (abs(x) + 1) and a bf16 result: the interpreter's bits.
    let text = format!(
        r#"
HloModule m
ENTRY e {{
  x = f32[{n}] parameter(0)
  a = f32[{n}] abs(x)
  one = f32[] constant(1)
  ob = f32[{n}] broadcast(one), dimensions={{}}
  s = f32[{n}] add(a, ob)
  sb = bf16[{n}] convert(s)
  h = bf16[] constant(0.5)
  hb = bf16[{n}] broadcast(h), dimensions={{}}
  ROOT p = bf16[{n}] power(sb, hb)
}}
"#
    );
    let finite: Vec<f32> = values
        .iter()
        .map(|v| if v.is_finite() { *v } else { 3.0 })
        .collect();
    assert_matches_interpreter(&text, Some(vec![f32s(&finite)]), 0.0);
}

/// A group norm as JAX writes it (channels split into groups through a reshape, mean and
/// variance over the group's positions and channels): the statistics fold their blocks of
/// 128 terms eight at a time across the reduced dimensions, and the normalization's row is
/// split into groups of channels so that it runs as a vector loop. Both agree with the
/// interpreter, with and without the optimizer (whose rewrites move the mean by a unit in
/// the last place, and so values near zero by as much, as before these changes).
#[test]
fn group_norm_statistics_and_normalization_match_the_interpreter() {
    let text = "HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[2,16,8,64] parameter(0)
  g = f32[64] parameter(1)
  b = f32[64] parameter(2)
  y = f32[2,16,8,8,8] reshape(x)
  z = f32[] constant(0)
  s = f32[2,8] reduce(y, z), dimensions={1,2,4}, to_apply=add
  n = f32[] constant(0.0009765625)
  nb = f32[2,8] broadcast(n), dimensions={}
  m = f32[2,8] multiply(s, nb)
  mb = f32[2,16,8,8,8] broadcast(m), dimensions={0,3}
  d = f32[2,16,8,8,8] subtract(y, mb)
  sq = f32[2,16,8,8,8] multiply(d, d)
  v = f32[2,8] reduce(sq, z), dimensions={1,2,4}, to_apply=add
  vm = f32[2,8] multiply(v, nb)
  e = f32[] constant(1e-5)
  eb = f32[2,8] broadcast(e), dimensions={}
  ve = f32[2,8] add(vm, eb)
  r = f32[2,8] rsqrt(ve)
  rb = f32[2,16,8,8,8] broadcast(r), dimensions={0,3}
  nrm = f32[2,16,8,8,8] multiply(d, rb)
  flat = f32[2,16,8,64] reshape(nrm)
  gb = f32[2,16,8,64] broadcast(g), dimensions={3}
  bb = f32[2,16,8,64] broadcast(b), dimensions={3}
  gm = f32[2,16,8,64] multiply(flat, gb)
  ROOT o = f32[2,16,8,64] add(gm, bb)
}
";
    assert_near_interpreter(text, None, 1e-5, 1e-6);
}

/// A while loop of `steps` iterations over a state of two `ty` leaves, `a` and `b`: `body`
/// (HLO lines reading `a` and `b`) computes the new leaves `new.0` and `new.1`.
fn two_leaf_loop(ty: &str, steps: i64, body: &str, new: (&str, &str)) -> String {
    let state = format!("(s32[], {ty}, {ty})");
    let (x, y) = new;
    format!(
        "HloModule m
body {{
  p = {state} parameter(0)
  i = s32[] get-tuple-element(p), index=0
  a = {ty} get-tuple-element(p), index=1
  b = {ty} get-tuple-element(p), index=2
{body}  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT n = {state} tuple(j, {x}, {y})
}}
cond {{
  p = {state} parameter(0)
  i = s32[] get-tuple-element(p), index=0
  steps = s32[] constant({steps})
  ROOT lt = pred[] compare(i, steps), direction=LT
}}
ENTRY e {{
  a = {ty} parameter(0)
  b = {ty} parameter(1)
  zero = s32[] constant(0)
  init = {state} tuple(zero, a, b)
  w = {state} while(init), condition=cond, body=body
  y0 = {ty} get-tuple-element(w), index=1
  y1 = {ty} get-tuple-element(w), index=2
  ROOT r = ({ty}, {ty}) tuple(y0, y1)
}}
"
    )
}

/// Producer-consumer multi-output loop fusions through the CPU backend: rounds of a
/// threefry-like mix in a while loop (each round's sum read by the next sum and the next
/// xor, so the rounds become one kernel with two outputs, the loop's state, updated in place),
/// exact against the interpreter; an expensive value with two elementwise readers; and an f32
/// loop state updated in place on the step-program path.
#[test]
fn multi_output_loop_fusions_match_the_interpreter() {
    let ty = "u32[3,700]";
    let mut rounds = format!(
        "  c13 = u32[] constant(13)\n  k13 = {ty} broadcast(c13), dimensions={{}}\n  c19 = u32[] constant(19)\n  k19 = {ty} broadcast(c19), dimensions={{}}\n"
    );
    let (mut a, mut b) = ("a".to_string(), "b".to_string());
    for r in 1..=4 {
        rounds += &format!(
            "  s{r} = {ty} add({a}, {b})\n  l{r} = {ty} shift-left({b}, k13)\n  h{r} = {ty} shift-right-logical({b}, k19)\n  o{r} = {ty} or(l{r}, h{r})\n  t{r} = {ty} xor(o{r}, s{r})\n"
        );
        (a, b) = (format!("s{r}"), format!("t{r}"));
    }
    assert_matches_interpreter(&two_leaf_loop(ty, 5, &rounds, (&a, &b)), None, 0.0);
    let text = "HloModule m
ENTRY e {
  a = f32[37,129] parameter(0)
  ex = f32[37,129] exponential(a)
  n = f32[37,129] negate(ex)
  s = f32[37,129] sqrt(ex)
  ROOT t = (f32[37,129], f32[37,129]) tuple(n, s)
}
";
    // Kiln's f32 exp is within an ulp of the interpreter's (f64, rounded).
    assert_matches_interpreter(text, None, 1e-6);
    // An f32 loop state updated in place by one multi-output fusion whose results both read
    // both old leaves, long enough for the AVX-512 step programs (exp, tanh, division).
    let ty = "f32[3,4000]";
    let body = format!(
        "  e = {ty} exponential(a)
  t = {ty} tanh(b)
  c2 = f32[] constant(2)
  two = {ty} broadcast(c2), dimensions={{}}
  s = {ty} add(e, two)
  q = {ty} divide(a, s)
  ts = {ty} multiply(t, s)
  r = {ty} add(ts, a)
"
    );
    // Kiln's exp and tanh are within ulps of the interpreter's, and sums near zero keep
    // their absolute error; an element read after its leaf was overwritten would be off by
    // far more.
    assert_near_interpreter(&two_leaf_loop(ty, 3, &body, ("q", "r")), None, 1e-5, 1e-5);
    // Each result in place over an old leaf, both reading both old leaves: exact only if no
    // result is stored before every value of its iteration is computed.
    let ty = "u32[2,999]";
    let body = format!(
        "  x = {ty} add(a, b)
  y0 = {ty} multiply(x, a)
  y = {ty} xor(y0, b)
  z0 = {ty} subtract(x, b)
  z = {ty} add(z0, a)
"
    );
    assert_matches_interpreter(&two_leaf_loop(ty, 4, &body, ("y", "z")), None, 0.0);
}
