//! The CPU backend against the interpreter on the kernel lowering's special paths: long
//! reductions folded in blocks with independent chains (every reducer op and type, extents
//! around the block and chain boundaries, several reduced dimensions, fused inputs), and
//! tiled transposes (every permutation of 2 to 4 dimensions, extents that tile and extents
//! that do not, strided slices and elementwise ops feeding the transpose). Each module is
//! compiled with and without the optimization pipeline, on one and two threads, with no
//! interpreter fallback allowed.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// `text` compiles without fallbacks and agrees with the interpreter: exactly, or floats
/// within `rtol`.
fn assert_matches_interpreter(text: &str, rtol: f64) {
    let module = support::parse(text);
    let args = support::random_args(&module, 7);
    assert_matches_interpreter_on(text, &args, rtol);
}

/// [`assert_matches_interpreter`] on the given arguments.
fn assert_matches_interpreter_on(text: &str, args: &[kiln_hlo::Literal], rtol: f64) {
    let module = support::parse(text);
    let want = Evaluator::new(&module)
        .run(args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    for (optimize, threads) in [(true, 1), (false, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("optimize={optimize}: compile fails: {e}\n{text}"));
        let fallbacks = &exe.stats().fallbacks;
        assert!(
            fallbacks.is_empty(),
            "optimize={optimize}: fallbacks {fallbacks:?}\n{text}"
        );
        let got = exe
            .execute(args)
            .unwrap_or_else(|e| panic!("optimize={optimize}: execute fails: {e}"));
        if let Err(e) = support::close(&got, &want, rtol, 0.0) {
            panic!("optimize={optimize} threads={threads}: {e}\n{text}");
        }
    }
}

fn reduce(ty: &str, from: &str, to: &str, dims: &str, op: &str, init: &str) -> String {
    format!(
        "HloModule m
red {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT r = {ty}[] {op}(a, b)
}}
ENTRY e {{
  x = {ty}{from} parameter(0)
  i = {ty}[] constant({init})
  ROOT r = {ty}{to} reduce(x, i), dimensions={dims}, to_apply=red
}}
"
    )
}

#[test]
fn long_row_reductions_every_op_and_type() {
    for (from, to) in [("[3,129]", "[3]"), ("[2,1100]", "[2]"), ("[5,2309]", "[5]")] {
        for (op, init) in [
            ("add", "0"),
            ("multiply", "1"),
            ("maximum", "-inf"),
            ("minimum", "inf"),
        ] {
            for ty in ["f32", "f64"] {
                assert_matches_interpreter(&reduce(ty, from, to, "{1}", op, init), 0.0);
            }
        }
        for ty in ["f16", "bf16"] {
            assert_matches_interpreter(&reduce(ty, from, to, "{1}", "add", "0"), 0.0);
        }
        for ty in ["s32", "u8", "s64", "u32"] {
            for op in ["add", "multiply", "maximum", "minimum", "and", "or", "xor"] {
                assert_matches_interpreter(&reduce(ty, from, to, "{1}", op, "1"), 0.0);
            }
        }
        for op in ["and", "or", "xor"] {
            assert_matches_interpreter(&reduce("pred", from, to, "{1}", op, "true"), 0.0);
        }
    }
}

/// Row lengths around 1, one vector step, one block and one group of chains, for every
/// reducer op: the kernels' vector loops (accumulators four to a vector, or lane by lane)
/// agree with the interpreter bit for bit.
#[test]
fn row_reductions_of_odd_extents() {
    let extents = (1..=9).chain(127..=129).chain(1023..=1025);
    for n in extents {
        let (from, to) = (format!("[3,{n}]"), "[3]");
        for (op, init) in [
            ("add", "0"),
            ("multiply", "1"),
            ("maximum", "-inf"),
            ("minimum", "inf"),
        ] {
            assert_matches_interpreter(&reduce("f32", &from, to, "{1}", op, init), 0.0);
        }
        assert_matches_interpreter(&reduce("f64", &from, to, "{1}", "add", "0"), 0.0);
        assert_matches_interpreter(&reduce("bf16", &from, to, "{1}", "maximum", "-inf"), 0.0);
        for op in ["add", "multiply", "maximum", "minimum", "and", "or", "xor"] {
            assert_matches_interpreter(&reduce("s32", &from, to, "{1}", op, "1"), 0.0);
            assert_matches_interpreter(&reduce("u8", &from, to, "{1}", op, "1"), 0.0);
        }
        assert_matches_interpreter(&reduce("pred", &from, to, "{1}", "or", "false"), 0.0);
    }
}

/// Float maximum and minimum rows holding NaN (at every position of a vector step and of
/// a block's lanes), infinities and zeros of both signs: NaN propagates, max(-0, +0) is +0
/// and min is -0, as in the interpreter, bit for bit.
#[test]
fn max_min_rows_with_nan_inf_and_signed_zeros() {
    use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};
    for n in [5i64, 9, 128, 129, 1024, 1025] {
        let rows: Vec<Vec<f32>> = vec![
            (0..n)
                .map(|i| if i % 2 == 0 { 0.0 } else { -0.0 })
                .collect(),
            (0..n)
                .map(|i| if i % 3 == 0 { -0.0 } else { 0.0 })
                .collect(),
            (0..n).map(|_| -0.0).collect(),
            (0..n)
                .map(|i| match i % 7 {
                    0 => f32::INFINITY,
                    3 => f32::NEG_INFINITY,
                    _ => (i as f32).sin(),
                })
                .collect(),
            (0..n).map(|_| f32::NEG_INFINITY).collect(),
            (0..n)
                .map(|i| if i == n / 2 { f32::NAN } else { i as f32 })
                .collect(),
            (0..n)
                .map(|i| if i == n - 1 { f32::NAN } else { -(i as f32) })
                .collect(),
            (0..n)
                .map(|i| if i % 5 == 1 { -f32::NAN } else { 1.0 })
                .collect(),
        ];
        let data: Vec<f32> = rows.iter().flatten().copied().collect();
        let m = rows.len();
        let args = [Literal::Array(
            ArrayLiteral::new(PrimitiveType::F32, vec![m as i64, n], ArrayData::F32(data))
                .expect("valid"),
        )];
        let (from, to) = (format!("[{m},{n}]"), format!("[{m}]"));
        for (op, init) in [("maximum", "-inf"), ("minimum", "inf")] {
            let text = reduce("f32", &from, &to, "{1}", op, init);
            assert_matches_interpreter_on(&text, &args, 0.0);
            // The comparison above takes -0 == +0: compare the bits too (NaNs as NaNs).
            let module = support::parse(&text);
            let want = Evaluator::new(&module).run(&args).expect("interpreter");
            let exe =
                CpuExecutable::compile(&module, &CompileOptions::default()).expect("compiles");
            let got = exe.execute(&args).expect("runs");
            let bits = |l: &Literal| match l {
                Literal::Array(a) => match &a.data {
                    ArrayData::F32(v) => v
                        .iter()
                        .map(|x| if x.is_nan() { u32::MAX } else { x.to_bits() })
                        .collect::<Vec<u32>>(),
                    other => panic!("not f32: {other:?}"),
                },
                other => panic!("not an array: {other:?}"),
            };
            assert_eq!(bits(&got), bits(&want), "{op} over {n}");
        }
    }
}

#[test]
fn long_reductions_over_several_dimensions() {
    for (from, to, dims) in [
        ("[2,3,256]", "[2]", "{1,2}"),
        ("[3,2,128]", "[2]", "{0,2}"),
        ("[1300]", "[]", "{0}"),
        ("[7,300]", "[]", "{0,1}"),
        ("[300,7]", "[7]", "{0}"),
    ] {
        assert_matches_interpreter(&reduce("f32", from, to, dims, "add", "0"), 1e-5);
        assert_matches_interpreter(&reduce("s32", from, to, dims, "maximum", "0"), 0.0);
    }
}

#[test]
fn softmax_and_layer_norm_rows() {
    let softmax = "HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
mx {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] maximum(a, b)
}
ENTRY e {
  x = f32[5,1000] parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[5] reduce(x, ninf), dimensions={1}, to_apply=mx
  mb = f32[5,1000] broadcast(m), dimensions={0}
  d = f32[5,1000] subtract(x, mb)
  e = f32[5,1000] exponential(d)
  z = f32[] constant(0)
  s = f32[5] reduce(e, z), dimensions={1}, to_apply=add
  sb = f32[5,1000] broadcast(s), dimensions={0}
  ROOT o = f32[5,1000] divide(e, sb)
}
";
    assert_matches_interpreter(softmax, 1e-5);
    let layer_norm = "HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[6,777] parameter(0)
  z = f32[] constant(0)
  s = f32[6] reduce(x, z), dimensions={1}, to_apply=add
  n = f32[] constant(777)
  nb = f32[6] broadcast(n), dimensions={}
  mean = f32[6] divide(s, nb)
  mb = f32[6,777] broadcast(mean), dimensions={0}
  c = f32[6,777] subtract(x, mb)
  sq = f32[6,777] multiply(c, c)
  v = f32[6] reduce(sq, z), dimensions={1}, to_apply=add
  var = f32[6] divide(v, nb)
  eps = f32[] constant(1e-5)
  eb = f32[6] broadcast(eps), dimensions={}
  ve = f32[6] add(var, eb)
  r = f32[6] rsqrt(ve)
  rb = f32[6,777] broadcast(r), dimensions={0}
  ROOT o = f32[6,777] multiply(c, rb)
}
";
    assert_matches_interpreter(layer_norm, 1e-4);
}

/// Every permutation of `0..n`.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for k in 0..=p.len() {
            let mut q = p.clone();
            q.insert(k, n - 1);
            out.push(q);
        }
    }
    out
}

fn dims_text(dims: &[i64]) -> String {
    let v: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    format!("[{}]", v.join(","))
}

fn transpose(ty: &str, dims: &[i64], perm: &[usize]) -> String {
    let out: Vec<i64> = perm.iter().map(|&p| dims[p]).collect();
    let p: Vec<String> = perm.iter().map(|p| p.to_string()).collect();
    format!(
        "HloModule m
ENTRY e {{
  x = {ty}{} parameter(0)
  ROOT t = {ty}{} transpose(x), dimensions={{{}}}
}}
",
        dims_text(dims),
        dims_text(&out),
        p.join(",")
    )
}

#[test]
fn transposes_of_every_permutation() {
    // Extents that tile (multiples of 16 and 32), that do not, and below the tile.
    for dims in [
        vec![64i64, 96],
        vec![48, 33],
        vec![3, 5],
        vec![32, 5, 64],
        vec![40, 48, 17],
        vec![16, 3, 32, 2],
        vec![2, 64, 3, 32],
    ] {
        for perm in permutations(dims.len()) {
            assert_matches_interpreter(&transpose("f32", &dims, &perm), 0.0);
        }
    }
    for ty in ["s8", "f16", "s64", "pred", "f64"] {
        for perm in permutations(3) {
            assert_matches_interpreter(&transpose(ty, &[32, 4, 64], &perm), 0.0);
        }
    }
}

#[test]
fn strided_slices_and_elementwise_ops_feeding_transposes() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[130,70] parameter(0)
  s = f32[64,32] slice(x), slice={[1:129:2], [3:67:2]}
  t = f32[32,64] transpose(s), dimensions={1,0}
  y = f32[32,64] parameter(1)
  ROOT o = f32[32,64] add(t, y)
}
";
    assert_matches_interpreter(hlo, 0.0);
    let hlo = "HloModule m
ENTRY e {
  x = f32[64,8,32] parameter(0)
  r = f32[64,256] reshape(x)
  t = f32[256,64] transpose(r), dimensions={1,0}
  n = f32[256,64] negate(t)
  ROOT o = f32[256,64] exponential(n)
}
";
    assert_matches_interpreter(hlo, 1e-5);
    // A transpose whose consumer also reduces its rows: the nest is not tiled.
    let hlo = "HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[64,96] parameter(0)
  t = f32[96,64] transpose(x), dimensions={1,0}
  z = f32[] constant(0)
  s = f32[96] reduce(t, z), dimensions={1}, to_apply=add
  sb = f32[96,64] broadcast(s), dimensions={0}
  ROOT o = f32[96,64] subtract(t, sb)
}
";
    assert_matches_interpreter(hlo, 1e-5);
}

/// `take_along_axis(x, i, 1)`: one element per index along the rows of `x` (a batching
/// dimension pairs each row of indices with its row of `x`), as a plain gather or, with
/// `jax`, as JAX emits it (negative indices wrapped, out-of-range ones filled with NaN).
fn take_along(ty: &str, index_ty: &str, (rows, cols, taken): (i64, i64, i64), jax: bool) -> String {
    let gather = |i: &str| {
        format!(
            "{ty}[{rows},{taken}] gather(x, {i}), offset_dims={{}}, collapsed_slice_dims={{1}}, start_index_map={{1}}, operand_batching_dims={{0}}, start_indices_batching_dims={{0}}, index_vector_dim=2, slice_sizes={{1,1}}"
        )
    };
    let body = if jax {
        format!(
            "  zero = {index_ty}[] constant(0)
  zeros = {index_ty}[{rows},{taken}] broadcast(zero), dimensions={{}}
  negative = pred[{rows},{taken}] compare(i, zeros), direction=LT
  n = {index_ty}[] constant({cols})
  ns = {index_ty}[{rows},{taken}] broadcast(n), dimensions={{}}
  shifted = {index_ty}[{rows},{taken}] add(i, ns)
  wrapped = {index_ty}[{rows},{taken}] select(negative, shifted, i)
  w = {index_ty}[{rows},{taken},1] reshape(wrapped)
  ge = pred[{rows},{taken}] compare(wrapped, zeros), direction=GE
  last = {index_ty}[] constant({})
  lasts = {index_ty}[{rows},{taken}] broadcast(last), dimensions={{}}
  le = pred[{rows},{taken}] compare(wrapped, lasts), direction=LE
  inside = pred[{rows},{taken}] and(ge, le)
  g = {}
  nan = {ty}[] constant(nan)
  nans = {ty}[{rows},{taken}] broadcast(nan), dimensions={{}}
  ROOT r = {ty}[{rows},{taken}] select(inside, g, nans)",
            cols - 1,
            gather("w")
        )
    } else {
        format!(
            "  w = {index_ty}[{rows},{taken},1] reshape(i)\n  ROOT r = {}",
            gather("w")
        )
    };
    format!(
        "HloModule m
ENTRY e {{
  x = {ty}[{rows},{cols}] parameter(0)
  i = {index_ty}[{rows},{taken}] parameter(1)
{body}
}}
"
    )
}

/// Indices around and far outside `[0, cols)`, both signs, and the extremes of their type.
fn gather_indices(ty: kiln_hlo::PrimitiveType, dims: &[i64], cols: i64) -> kiln_hlo::Literal {
    use kiln_hlo::{ArrayData, PrimitiveType as T};
    let mut rng = support::Rng::new(3);
    let values: Vec<i64> = (0..dims.iter().product())
        .map(|k| match k % 11 {
            0 => 0,
            1 => cols - 1,
            2 => cols,
            3 => -1,
            4 => -cols - 1,
            5 => i64::MAX,
            6 => i64::MIN,
            _ => rng.int(-cols - 2, cols + 2),
        })
        .collect();
    let data = match ty {
        T::S32 => ArrayData::S32(
            values
                .iter()
                .map(|&v| v.clamp(i32::MIN as i64, i32::MAX as i64) as i32)
                .collect(),
        ),
        T::S64 => ArrayData::S64(values),
        T::U32 => ArrayData::U32(values.iter().map(|&v| v as u32).collect()),
        T::U8 => ArrayData::U8(values.iter().map(|&v| v as u8).collect()),
        other => panic!("indices of {other}"),
    };
    kiln_hlo::Literal::Array(kiln_hlo::ArrayLiteral::new(ty, dims.to_vec(), data).unwrap())
}

#[test]
fn element_gathers_along_rows_every_type() {
    use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType as T};
    // Odd extents (a vector step and a remainder, rows of one element), and floats with NaN,
    // infinities, signed zeros and denormals among the gathered values.
    for shape in [(5, 13, 7), (3, 1, 9), (4, 37, 4), (2, 6, 1)] {
        let (rows, cols, taken) = shape;
        for (ty, index_ty, ity) in [
            ("f32", "s32", T::S32),
            ("f32", "s64", T::S64),
            ("f32", "u32", T::U32),
            ("s32", "s32", T::S32),
            ("bf16", "s32", T::S32),
            ("f16", "u8", T::U8),
            ("f64", "s32", T::S32),
            ("pred", "s32", T::S32),
        ] {
            let jax = ty.starts_with('f') && index_ty.starts_with('s');
            for jax in [false, jax] {
                let text = take_along(ty, index_ty, shape, jax);
                let module = support::parse(&text);
                let mut args = support::random_args(&module, 9);
                if ty == "f32" {
                    let specials = [
                        f32::NAN,
                        f32::INFINITY,
                        f32::NEG_INFINITY,
                        -0.0,
                        1e-40,
                        -3.5,
                    ];
                    let values = (0..rows * cols)
                        .map(|k| {
                            specials
                                .get(k as usize % 9)
                                .copied()
                                .unwrap_or(k as f32 * 0.25)
                        })
                        .collect();
                    args[0] = Literal::Array(
                        ArrayLiteral::new(T::F32, vec![rows, cols], ArrayData::F32(values))
                            .unwrap(),
                    );
                }
                args[1] = gather_indices(ity, &[rows, taken], cols);
                assert_matches_interpreter_on(&text, &args, 0.0);
            }
        }
    }
}
