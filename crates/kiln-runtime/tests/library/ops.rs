//! Sort, top-k, scatter, select-and-scatter, FFT, Cholesky, triangular solve and batch norm:
//! all must match the interpreter bit for bit.

use super::{check, check_with, Match};

/// The comparator JAX emits for floats: -0 and NaN canonicalized, then a total-order `LT`.
const TOTAL_ORDER_LT: &str = "cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  zero = f32[] constant(0)
  nan = f32[] constant(nan)
  a_nan = pred[] compare(a, a), direction=NE
  a_zero = pred[] compare(a, zero), direction=EQ
  a0 = f32[] select(a_zero, zero, a)
  a1 = f32[] select(a_nan, nan, a0)
  b_nan = pred[] compare(b, b), direction=NE
  b_zero = pred[] compare(b, zero), direction=EQ
  b0 = f32[] select(b_zero, zero, b)
  b1 = f32[] select(b_nan, nan, b0)
  ROOT lt = pred[] compare(a1, b1), direction=LT, type=TOTALORDER
}
";

/// `x`, NaNs where `x < 0` and signed zeros, concatenated: a float operand with NaN and -0.
const SPECIAL_VALUES: &str = "  x = f32[16] parameter(0)
  root = f32[16] sqrt(x)
  zero = f32[] constant(0)
  zeros = f32[16] broadcast(zero), dimensions={}
  signed = f32[16] multiply(x, zeros)
  v = f32[48] concatenate(x, root, signed), dimensions={0}
";

#[test]
fn sort_floats_with_nan_and_signed_zero() {
    let text = format!(
        "HloModule m\n{TOTAL_ORDER_LT}\nENTRY e {{\n{SPECIAL_VALUES}  ROOT s = f32[48] sort(v), dimensions={{0}}, is_stable=true, to_apply=cmp\n}}"
    );
    check(&text, Match::Exact);
}

#[test]
fn sort_along_each_dimension_with_indices() {
    for dim in [0, 1] {
        let text = format!(
            "HloModule m\n{}\nENTRY e {{\n  x = f32[5,8] parameter(0)\n  i = s32[5,8] iota(), iota_dimension={dim}\n  ROOT s = (f32[5,8], s32[5,8]) sort(x, i), dimensions={{{dim}}}, is_stable=true, to_apply=cmp\n}}",
            TOTAL_ORDER_LT.replace("b = f32[] parameter(1)", "b = f32[] parameter(1)\n  i = s32[] parameter(2)\n  j = s32[] parameter(3)")
        );
        check(&text, Match::Exact);
    }
}

#[test]
fn sort_multi_operand_lexicographic_and_descending() {
    let text = "HloModule m
cmp {
  k0 = s32[] parameter(0)
  k1 = s32[] parameter(1)
  v0 = f32[] parameter(2)
  v1 = f32[] parameter(3)
  w0 = u8[] parameter(4)
  w1 = u8[] parameter(5)
  lt = pred[] compare(k0, k1), direction=LT
  eq = pred[] compare(k0, k1), direction=EQ
  vlt = pred[] compare(v0, v1), direction=GT
  both = pred[] and(eq, vlt)
  ROOT r = pred[] or(lt, both)
}
ENTRY e {
  k = s32[30] parameter(0)
  v = f32[30] parameter(1)
  w = u8[30] parameter(2)
  ROOT s = (s32[30], f32[30], u8[30]) sort(k, v, w), dimensions={0}, to_apply=cmp
}";
    check(text, Match::Exact);
    let desc = "HloModule m
cmp {
  a = s64[] parameter(0)
  b = s64[] parameter(1)
  ROOT gt = pred[] compare(a, b), direction=GT
}
ENTRY e {
  x = s64[4,9,3] parameter(0)
  ROOT s = s64[4,9,3] sort(x), dimensions={1}, to_apply=cmp
}";
    check(desc, Match::Exact);
}

#[test]
fn sort_with_an_uncompiled_comparator_falls_back() {
    let text = "HloModule m
cmp {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  na = f32[] negate(a)
  nb = f32[] negate(b)
  ROOT lt = pred[] compare(na, nb), direction=LT
}
ENTRY e {
  x = f32[12] parameter(0)
  ROOT s = f32[12] sort(x), dimensions={0}, to_apply=cmp
}";
    let (_, fallbacks) = check_with(text, 1, 8, 1, Match::Exact);
    assert!(
        fallbacks.iter().any(|f| f.starts_with("sort")),
        "{fallbacks:?}"
    );
}

#[test]
fn topk_largest_and_smallest() {
    for (ty, largest) in [("f32", true), ("f32", false), ("s32", true), ("bf16", true)] {
        let text = format!(
            "HloModule m\nENTRY e {{\n  x = {ty}[5,12] parameter(0)\n  ROOT t = ({ty}[5,4], s32[5,4]) topk(x), k=4, largest={largest}\n}}"
        );
        check(&text, Match::Exact);
    }
    let text = format!(
        "HloModule m\nENTRY e {{\n{SPECIAL_VALUES}  ROOT t = (f32[7], s32[7]) topk(v), k=7, largest=true\n}}"
    );
    check(&text, Match::Exact);
}

/// A scatter module: operand, indices and updates of the given shapes, `to_apply` = `body`.
/// `body` "set" makes `to_apply` return its second parameter.
fn scatter(
    ty: &str,
    operand: &str,
    indices: &str,
    updates: &str,
    dims: &str,
    body: &str,
) -> String {
    let params = if body == "set" {
        format!("a = {ty}[] parameter(0)\n  ROOT b = {ty}[] parameter(1)")
    } else {
        format!("a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  {body}")
    };
    format!(
        "HloModule m\nf {{\n  {params}\n}}\nENTRY e {{\n  o = {ty}{operand} parameter(0)\n  i = {indices} parameter(1)\n  u = {ty}{updates} parameter(2)\n  ROOT s = {ty}{operand} scatter(o, i, u), {dims}, to_apply=f\n}}"
    )
}

const ROWS: &str =
    "update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1";

#[test]
fn scatter_combiners_duplicates_and_out_of_bounds() {
    // Indices in [-8, 8): negative and too large ones are dropped, duplicates accumulate.
    let bodies = [
        "ROOT r = f32[] add(a, b)",
        "ROOT r = f32[] maximum(a, b)",
        "ROOT r = f32[] minimum(a, b)",
        "ROOT r = f32[] multiply(b, a)",
        "ROOT r = f32[] subtract(b, a)",
        "set",
    ];
    for body in bodies {
        check(
            &scatter("f32", "[6,3]", "s32[8,1]", "[8,3]", ROWS, body),
            Match::Exact,
        );
    }
    check(
        &scatter(
            "s32",
            "[6,3]",
            "s64[8,1]",
            "[8,3]",
            ROWS,
            "ROOT r = s32[] add(a, b)",
        ),
        Match::Exact,
    );
    check(
        &scatter(
            "u8",
            "[6,3]",
            "u32[8,1]",
            "[8,3]",
            ROWS,
            "ROOT r = u8[] multiply(a, b)",
        ),
        Match::Exact,
    );
    check(
        &scatter(
            "pred",
            "[6,3]",
            "s8[8,1]",
            "[8,3]",
            ROWS,
            "ROOT r = pred[] or(a, b)",
        ),
        Match::Exact,
    );
    check(
        &scatter(
            "f16",
            "[6,3]",
            "s32[8,1]",
            "[8,3]",
            ROWS,
            "ROOT r = f16[] add(a, b)",
        ),
        Match::Exact,
    );
    check(
        &scatter(
            "f64",
            "[6,3]",
            "s32[8]",
            "[8,3]",
            ROWS,
            "ROOT r = f64[] add(a, b)",
        ),
        Match::Exact,
    );
}

#[test]
fn scatter_points_windows_and_batching() {
    let points = "update_window_dims={}, inserted_window_dims={0,1}, scatter_dims_to_operand_dims={0,1}, index_vector_dim=1";
    check(
        &scatter(
            "f32",
            "[5,6]",
            "s32[7,2]",
            "[7]",
            points,
            "ROOT r = f32[] add(a, b)",
        ),
        Match::Exact,
    );
    let swapped = "update_window_dims={}, inserted_window_dims={0,1}, scatter_dims_to_operand_dims={1,0}, index_vector_dim=0";
    check(
        &scatter(
            "f32",
            "[5,6]",
            "s32[2,7]",
            "[7]",
            swapped,
            "ROOT r = f32[] add(a, b)",
        ),
        Match::Exact,
    );
    let windows = "update_window_dims={1,2}, inserted_window_dims={}, scatter_dims_to_operand_dims={0}, index_vector_dim=1";
    check(
        &scatter(
            "f32",
            "[8,6]",
            "s32[3,1]",
            "[3,2,6]",
            windows,
            "ROOT r = f32[] add(a, b)",
        ),
        Match::Exact,
    );
    let batching = "update_window_dims={}, inserted_window_dims={1}, input_batching_dims={0}, scatter_indices_batching_dims={0}, scatter_dims_to_operand_dims={1}, index_vector_dim=2";
    check(
        &scatter(
            "f32",
            "[3,5]",
            "s32[3,2,1]",
            "[3,2]",
            batching,
            "ROOT r = f32[] add(a, b)",
        ),
        Match::Exact,
    );
    let scalar_index = "update_window_dims={0,1}, inserted_window_dims={}, scatter_dims_to_operand_dims={1}, index_vector_dim=0";
    check(
        &scatter(
            "f32",
            "[4,8]",
            "s32[1]",
            "[4,3]",
            scalar_index,
            "ROOT r = f32[] add(a, b)",
        ),
        Match::Exact,
    );
}

#[test]
fn scatter_variadic_argmax() {
    let text = "HloModule m
f {
  a = f32[] parameter(0)
  ai = s32[] parameter(1)
  b = f32[] parameter(2)
  bi = s32[] parameter(3)
  gt = pred[] compare(b, a), direction=GT
  v = f32[] select(gt, b, a)
  i = s32[] select(gt, bi, ai)
  ROOT r = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  o = f32[6] parameter(0)
  oi = s32[6] parameter(1)
  i = s32[10,1] parameter(2)
  u = f32[10] parameter(3)
  ui = s32[10] parameter(4)
  ROOT s = (f32[6], s32[6]) scatter(o, oi, i, u, ui), update_window_dims={}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=f
}";
    check(text, Match::Exact);
}

#[test]
fn select_and_scatter_max_pool_gradient() {
    for (ty, direction, window, source) in [
        (
            "f32",
            "GE",
            "size=1x3x3x1 stride=1x2x2x1 pad=0_0x1_1x1_1x0_0",
            "[2,4,4,1]",
        ),
        ("f32", "GT", "size=1x2x2x1 stride=1x2x2x1", "[2,3,3,1]"),
        (
            "f64",
            "LE",
            "size=1x3x2x1 stride=1x1x2x1 pad=0_0x2_0x0_1x0_0",
            "[2,7,4,1]",
        ),
        ("s32", "GE", "size=1x3x3x1 stride=1x2x2x1", "[2,3,3,1]"),
    ] {
        let text = format!(
            "HloModule m
sel {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT c = pred[] compare(a, b), direction={direction}
}}
add {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT s = {ty}[] add(a, b)
}}
ENTRY e {{
  x = {ty}[2,7,7,1] parameter(0)
  src = {ty}{source} parameter(1)
  init = {ty}[] parameter(2)
  ROOT r = {ty}[2,7,7,1] select-and-scatter(x, src, init), window={{{window}}}, select=sel, scatter=add
}}"
        );
        check(&text, Match::Exact);
    }
}

/// The native f32 form (one compare, one binary scatter) against the interpreter on operands
/// full of ties, NaNs, signed zeros and denormals (which compare as zero), for every ordered
/// direction, the compare's parameters either way round, overlapping and padded windows, and
/// a `select` the native form does not take (total order).
#[test]
fn select_and_scatter_native_form_on_special_values() {
    use kiln_hlo::{ArrayData, ArrayLiteral, Literal};
    const VALUES: [f32; 9] = [1.0, 1.0, f32::NAN, -0.0, 0.0, 1e-40, -2e-39, 2.5, -1.0];
    let operand: Vec<f32> = (0..3 * 9 * 8)
        .map(|i| VALUES[(i * 7 + i / 5) % VALUES.len()])
        .collect();
    for (select, window, source) in [
        (
            "compare(a, b), direction=GE",
            "size=1x3x3 stride=1x2x2 pad=0_0x1_1x1_1",
            [3, 5, 4],
        ),
        (
            "compare(a, b), direction=GT",
            "size=1x2x2 stride=1x1x1",
            [3, 8, 7],
        ),
        (
            "compare(b, a), direction=LE",
            "size=3x2x3 stride=1x2x1 pad=1_1x0_0x2_0",
            [3, 4, 8],
        ),
        (
            "compare(a, b), direction=LT",
            "size=1x3x2 stride=1x3x2",
            [3, 3, 4],
        ),
        (
            "compare(a, b), direction=LT, type=TOTALORDER",
            "size=1x2x2 stride=1x2x2",
            [3, 4, 4],
        ),
    ] {
        let text = format!(
            "HloModule m
sel {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = pred[] {select}
}}
add {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}}
ENTRY e {{
  x = f32[3,9,8] parameter(0)
  src = f32[{},{},{}] parameter(1)
  init = f32[] parameter(2)
  ROOT r = f32[3,9,8] select-and-scatter(x, src, init), window={{{window}}}, select=sel, scatter=add
}}",
            source[0], source[1], source[2]
        );
        let module = kiln_hlo::parse_module(&text).unwrap();
        let n: usize = source.iter().product();
        let array = |dims: Vec<i64>, v: Vec<f32>| {
            Literal::Array(
                ArrayLiteral::new(kiln_hlo::PrimitiveType::F32, dims, ArrayData::F32(v)).unwrap(),
            )
        };
        let args = [
            array(vec![3, 9, 8], operand.clone()),
            array(
                source.iter().map(|&d| d as i64).collect(),
                (0..n).map(|i| (i as f32 * 0.37).sin()).collect(),
            ),
            array(vec![], vec![0.25]),
        ];
        let want = kiln_eval::Evaluator::new(&module).run(&args).unwrap();
        let options = kiln_runtime::cpu::CompileOptions {
            optimize: true,
            threads: 1,
        };
        let exe = kiln_runtime::cpu::CpuExecutable::compile(&module, &options).unwrap();
        let got = kiln_runtime::Executable::execute(&exe, &args).unwrap();
        let bits = |l: &Literal| match l {
            Literal::Array(ArrayLiteral {
                data: ArrayData::F32(v),
                ..
            }) => v
                .iter()
                .map(|x| if x.is_nan() { 1 } else { x.to_bits() })
                .collect::<Vec<_>>(),
            other => panic!("{other:?}"),
        };
        assert_eq!(bits(&got), bits(&want), "{select} {window}");
    }
}

#[test]
fn fft_all_kinds() {
    let cases = [
        ("c64[3,16]", "fft_type=FFT, fft_length={16}"),
        ("c64[3,16]", "fft_type=IFFT, fft_length={16}"),
        ("c64[2,6]", "fft_type=FFT, fft_length={6}"),
        ("c128[4,8]", "fft_type=FFT, fft_length={4,8}"),
        ("f32[3,16]", "fft_type=RFFT, fft_length={16}"),
        ("f64[2,3,10]", "fft_type=RFFT, fft_length={3,10}"),
        ("c64[3,9]", "fft_type=IRFFT, fft_length={16}"),
        ("c64[2,4,5]", "fft_type=IRFFT, fft_length={4,9}"),
        // Columns in groups with a partial last one, odd and Bluestein lengths, long lines
        // (the four-step split), three dimensions.
        ("c64[2,17,12]", "fft_type=FFT, fft_length={17,12}"),
        ("c128[3,100]", "fft_type=IFFT, fft_length={100}"),
        ("f32[2,20,128]", "fft_type=RFFT, fft_length={20,128}"),
        ("f64[5,127]", "fft_type=RFFT, fft_length={127}"),
        ("c64[3,4,65]", "fft_type=IRFFT, fft_length={3,4,128}"),
        ("c128[2,7,3]", "fft_type=IRFFT, fft_length={7,5}"),
        ("c64[32768]", "fft_type=FFT, fft_length={32768}"),
        ("f32[2,32768]", "fft_type=RFFT, fft_length={32768}"),
    ];
    for threads in [1, 2] {
        for (x, attrs) in cases {
            let text = format!("HloModule m\nENTRY e {{\n  x = {x} parameter(0)\n  ROOT f = c64[0] fft(x), {attrs}\n}}");
            for seed in [1, 2] {
                let (calls, fallbacks) = check_with(&text, seed, 8, threads, Match::Exact);
                assert!(fallbacks.is_empty() && calls == 1, "{fallbacks:?}\n{text}");
            }
        }
    }
}

#[test]
fn cholesky_and_triangular_solve() {
    // x xᵀ is positive definite for random x; raw x usually is not (the result is then NaN).
    for (lower, transpose) in [
        ("true", "NO_TRANSPOSE"),
        ("false", "TRANSPOSE"),
        ("true", "ADJOINT"),
    ] {
        let text = format!(
            "HloModule m
ENTRY e {{
  x = f32[2,4,4] parameter(0)
  b = f32[2,4,3] parameter(1)
  a = f32[2,4,4] dot(x, x), lhs_batch_dims={{0}}, lhs_contracting_dims={{2}}, rhs_batch_dims={{0}}, rhs_contracting_dims={{2}}
  l = f32[2,4,4] cholesky(a), lower={lower}
  raw = f32[2,4,4] cholesky(x), lower={lower}
  s = f32[2,4,3] triangular-solve(l, b), left_side=true, lower={lower}, transpose_a={transpose}
  ROOT t = (f32[2,4,4], f32[2,4,4], f32[2,4,3]) tuple(l, raw, s)
}}"
        );
        check(&text, Match::Exact);
    }
    let right = "HloModule m
ENTRY e {
  x = f64[3,3] parameter(0)
  b = f64[5,3] parameter(1)
  eight = f64[] constant(8)
  shift = f64[3,3] broadcast(eight), dimensions={}
  a = f64[3,3] add(x, shift)
  ROOT s = f64[5,3] triangular-solve(a, b), left_side=false, lower=false, unit_diagonal=true, transpose_a=NO_TRANSPOSE
}";
    check(right, Match::Exact);
}

#[test]
fn batch_norm_training_inference_and_grad() {
    let training = "HloModule m
ENTRY e {
  x = f32[4,3,5] parameter(0)
  scale = f32[3] parameter(1)
  offset = f32[3] parameter(2)
  ROOT t = (f32[4,3,5], f32[3], f32[3]) batch-norm-training(x, scale, offset), epsilon=0.001, feature_index=1
}";
    check(training, Match::Exact);
    let inference = "HloModule m
ENTRY e {
  x = f32[2,3,3,4] parameter(0)
  scale = f32[4] parameter(1)
  offset = f32[4] parameter(2)
  mean = f32[4] parameter(3)
  v = f32[4] parameter(4)
  var = f32[4] abs(v)
  ROOT t = f32[2,3,3,4] batch-norm-inference(x, scale, offset, mean, var), epsilon=0.001, feature_index=3
}";
    check(inference, Match::Exact);
    let grad = "HloModule m
ENTRY e {
  x = f32[3,4,2,2] parameter(0)
  scale = f32[4] parameter(1)
  mean = f32[4] parameter(2)
  v = f32[4] parameter(3)
  var = f32[4] abs(v)
  dy = f32[3,4,2,2] parameter(4)
  ROOT t = (f32[3,4,2,2], f32[4], f32[4]) batch-norm-grad(x, scale, mean, var, dy), epsilon=0.001, feature_index=1
}";
    check(grad, Match::Exact);
}
