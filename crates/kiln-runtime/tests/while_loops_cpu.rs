//! While loops of small kernels, whose condition and body resolve their kernel calls once for
//! the whole loop (`BoundProgram::resolve_kernel_calls`): scalar recurrences from edge values
//! (NaN, infinities, denormals) over zero, one and many trips, state elements swapped every
//! iteration, a body whose kernel is split across threads next to scalar ones, a body reading
//! a slice in place (which keeps the plain path), and a loop nested in a loop. Optimized and
//! not, on one and two threads, twice on one executable: exactly the interpreter's results.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

fn assert_matches_interpreter(text: &str, args: &[Literal]) {
    let module = support::parse(text);
    let want = Evaluator::new(&module)
        .run(args)
        .unwrap_or_else(|e| panic!("interpreter: {e}"));
    for optimize in [true, false] {
        for threads in [1, 2] {
            let options = CompileOptions { optimize, threads };
            let exe = CpuExecutable::compile(&module, &options)
                .unwrap_or_else(|e| panic!("{options:?}: compile fails: {e}"));
            let explain = exe.explain().unwrap_or_default();
            assert!(!explain.contains("fallback:"), "{options:?}: {explain}");
            for run in 0..2 {
                let got = exe
                    .execute(args)
                    .unwrap_or_else(|e| panic!("{options:?}: execute fails: {e}"));
                if let Err(e) = support::close(&got, &want, 0.0, 0.0) {
                    panic!("{options:?}, run {run}, args {args:?}: {e}");
                }
            }
        }
    }
}

fn scalar(ty: PrimitiveType, data: ArrayData) -> Literal {
    Literal::Array(ArrayLiteral::new(ty, vec![], data).unwrap())
}

fn f32s(dims: &[i64], seed: f32) -> Literal {
    let n: i64 = dims.iter().product();
    let data = (0..n).map(|i| ((i as f32) * 0.37 + seed).sin()).collect();
    Literal::Array(
        ArrayLiteral::new(PrimitiveType::F32, dims.to_vec(), ArrayData::F32(data)).unwrap(),
    )
}

const EDGES: [f32; 8] = [
    0.0,
    -0.0,
    3.0,
    1e-40,
    f32::NAN,
    f32::INFINITY,
    f32::NEG_INFINITY,
    -2.5e7,
];

/// `fori_loop(0, n, c * 0.999 + sin(c))` (and in f64): a loop of one-element kernels.
#[test]
fn scalar_recurrences_from_edge_values() {
    for ty in ["f32", "f64"] {
        let text = format!(
            r#"
HloModule m

body {{
  s = (s64[], {ty}[]) parameter(0)
  i = s64[] get-tuple-element(s), index=0
  one = s64[] constant(1)
  i2 = s64[] add(i, one)
  c = {ty}[] get-tuple-element(s), index=1
  k = {ty}[] constant(0.999)
  m = {ty}[] multiply(c, k)
  sn = {ty}[] sine(c)
  c2 = {ty}[] add(m, sn)
  ROOT r = (s64[], {ty}[]) tuple(i2, c2)
}}

cond {{
  s = (s64[], {ty}[]) parameter(0)
  i = s64[] get-tuple-element(s), index=0
  n = s64[] constant(37)
  ROOT lt = pred[] compare(i, n), direction=LT
}}

ENTRY main {{
  x = {ty}[] parameter(0)
  first = s64[] parameter(1)
  init = (s64[], {ty}[]) tuple(first, x)
  loop = (s64[], {ty}[]) while(init), condition=cond, body=body
  ROOT c = {ty}[] get-tuple-element(loop), index=1
}}
"#
        );
        for x in EDGES {
            // 37 trips, one, none.
            for first in [0i64, 36, 40] {
                let x = match ty {
                    "f32" => scalar(PrimitiveType::F32, ArrayData::F32(vec![x])),
                    _ => scalar(PrimitiveType::F64, ArrayData::F64(vec![x as f64])),
                };
                let first = scalar(PrimitiveType::S64, ArrayData::S64(vec![first]));
                assert_matches_interpreter(&text, &[x, first]);
            }
        }
    }
}

/// `(a, b) -> (b, a + b)`: the body's results are the state it overwrites.
#[test]
fn state_elements_swapped_every_iteration() {
    let text = r#"
HloModule m

body {
  s = (s32[], f32[], f32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  a = f32[] get-tuple-element(s), index=1
  b = f32[] get-tuple-element(s), index=2
  ab = f32[] add(a, b)
  ROOT r = (s32[], f32[], f32[]) tuple(i2, b, ab)
}

cond {
  s = (s32[], f32[], f32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(25)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[], f32[]) tuple(zero, a, b)
  ROOT loop = (s32[], f32[], f32[]) while(init), condition=cond, body=body
}
"#;
    for (a, b) in [
        (1.0f32, 1.0f32),
        (f32::NAN, 2.0),
        (-1e-40, 1e-40),
        (f32::INFINITY, -1.0),
    ] {
        let a = scalar(PrimitiveType::F32, ArrayData::F32(vec![a]));
        let b = scalar(PrimitiveType::F32, ArrayData::F32(vec![b]));
        assert_matches_interpreter(text, &[a, b]);
    }
}

/// A body with a kernel of 1003 elements (split across two threads) next to scalar kernels,
/// and one that reads a row of a table in place (a slice view, so the plain path).
#[test]
fn bodies_with_parallel_kernels_and_slice_views() {
    let text = r#"
HloModule m

body {
  s = (s32[], f32[1003], f32[], f32[4], f32[10,4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  v = f32[1003] get-tuple-element(s), index=1
  c = f32[] get-tuple-element(s), index=2
  half = f32[] constant(0.5)
  h = f32[1003] broadcast(half), dimensions={}
  cb = f32[1003] broadcast(c), dimensions={}
  vh = f32[1003] multiply(v, h)
  v2 = f32[1003] add(vh, cb)
  c2 = f32[] add(c, half)
  acc = f32[4] get-tuple-element(s), index=3
  t = f32[10,4] get-tuple-element(s), index=4
  zero = s32[] constant(0)
  row2 = f32[1,4] dynamic-slice(t, i, zero), dynamic_slice_sizes={1,4}
  row = f32[4] reshape(row2)
  acc2 = f32[4] add(acc, row)
  ROOT r = (s32[], f32[1003], f32[], f32[4], f32[10,4]) tuple(i2, v2, c2, acc2, t)
}

cond {
  s = (s32[], f32[1003], f32[], f32[4], f32[10,4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(10)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  v = f32[1003] parameter(0)
  c = f32[] parameter(1)
  acc = f32[4] parameter(2)
  t = f32[10,4] parameter(3)
  zero = s32[] constant(0)
  init = (s32[], f32[1003], f32[], f32[4], f32[10,4]) tuple(zero, v, c, acc, t)
  ROOT loop = (s32[], f32[1003], f32[], f32[4], f32[10,4]) while(init), condition=cond, body=body
}
"#;
    let c = scalar(PrimitiveType::F32, ArrayData::F32(vec![0.25]));
    let args = [f32s(&[1003], 0.1), c, f32s(&[4], 0.7), f32s(&[10, 4], 1.3)];
    assert_matches_interpreter(text, &args);
}

/// A loop whose body runs a loop: the inner loop binds and resolves its programs on every
/// outer iteration.
#[test]
fn loops_nested_in_loops() {
    let text = r#"
HloModule m

inner_body {
  s = (s32[], f32[]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j2 = s32[] add(j, one)
  x = f32[] get-tuple-element(s), index=1
  k = f32[] constant(1.5)
  x2 = f32[] multiply(x, k)
  ROOT r = (s32[], f32[]) tuple(j2, x2)
}

inner_cond {
  s = (s32[], f32[]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(j, n), direction=LT
}

outer_body {
  s = (s32[], f32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  x = f32[] get-tuple-element(s), index=1
  zero = s32[] constant(0)
  init = (s32[], f32[]) tuple(zero, x)
  inner = (s32[], f32[]) while(init), condition=inner_cond, body=inner_body
  y = f32[] get-tuple-element(inner), index=1
  c = f32[] cosine(y)
  ROOT r = (s32[], f32[]) tuple(i2, c)
}

outer_cond {
  s = (s32[], f32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(7)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  x = f32[] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[]) tuple(zero, x)
  loop = (s32[], f32[]) while(init), condition=outer_cond, body=outer_body
  ROOT y = f32[] get-tuple-element(loop), index=1
}
"#;
    for x in EDGES {
        assert_matches_interpreter(text, &[scalar(PrimitiveType::F32, ArrayData::F32(vec![x]))]);
    }
}
