//! Loops and outputs without copies: while-loop state updated in place, passed through,
//! aliased; dynamic-update-slice written in place; slices read in place; root leaves
//! computed in the caller's output buffers. Every module runs on the CPU backend (optimized and not, one and two threads,
//! twice on the same executable) and must agree with the interpreter, and must leave the
//! caller's arguments untouched.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

fn assert_matches_interpreter(text: &str, args: Option<Vec<Literal>>) {
    assert_matches_interpreter_with_views(text, args, None);
}

/// As `assert_matches_interpreter`; with `views`, every compile must also read exactly that
/// many dynamic slices in place.
fn assert_matches_interpreter_with_views(
    text: &str,
    args: Option<Vec<Literal>>,
    views: Option<usize>,
) {
    let module = support::parse(text);
    let args = args.unwrap_or_else(|| support::random_args(&module, 7));
    let want = Evaluator::new(&module)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}"));
    let original = args.clone();
    for optimize in [true, false] {
        for threads in [1, 2] {
            let options = CompileOptions { optimize, threads };
            let exe = CpuExecutable::compile(&module, &options)
                .unwrap_or_else(|e| panic!("{options:?}: compile fails: {e}"));
            let explain = exe.explain().unwrap_or_default();
            assert!(!explain.contains("fallback:"), "{options:?}: {explain}");
            if let Some(views) = views {
                let said = explain
                    .lines()
                    .find_map(|l| l.trim().strip_suffix(" slices read in place (no copy)"))
                    .map_or(0, |n| n.parse::<usize>().unwrap());
                assert_eq!(said, views, "{options:?}: {explain}");
            }
            for run in 0..2 {
                let got = exe
                    .execute(&args)
                    .unwrap_or_else(|e| panic!("{options:?}: execute fails: {e}"));
                if let Err(e) = support::close(&got, &want, 1e-5, 1e-6) {
                    panic!("{options:?}, run {run}: {e}\ncompiled:\n{}", exe.module());
                }
                assert_eq!(args, original, "{options:?}: the arguments were modified");
            }
        }
    }
}

fn s32(v: i32) -> Literal {
    Literal::Array(ArrayLiteral::new(PrimitiveType::S32, vec![], ArrayData::S32(vec![v])).unwrap())
}

fn f32s(dims: &[i64], seed: f32) -> Literal {
    let n: i64 = dims.iter().product();
    let data = (0..n).map(|i| ((i as f32) * 0.37 + seed).sin()).collect();
    Literal::Array(
        ArrayLiteral::new(PrimitiveType::F32, dims.to_vec(), ArrayData::F32(data)).unwrap(),
    )
}

/// A scan: the hidden state and the stacked outputs are updated in place, the weights and the
/// inputs pass through (and stay the caller's buffers), the weights are read after the loop.
#[test]
fn scan_updates_state_in_place_and_passes_weights_through() {
    assert_matches_interpreter(
        r#"
HloModule m

body {
  s = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[5,4,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  h = f32[4,8] get-tuple-element(s), index=1
  ys = f32[5,4,8] get-tuple-element(s), index=2
  w = f32[8,8] get-tuple-element(s), index=3
  xs = f32[5,4,8] get-tuple-element(s), index=4
  zero = s32[] constant(0)
  x3 = f32[1,4,8] dynamic-slice(xs, i, zero, zero), dynamic_slice_sizes={1,4,8}
  x = f32[4,8] reshape(x3)
  hw = f32[4,8] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  pre = f32[4,8] add(hw, x)
  h2 = f32[4,8] tanh(pre)
  y = f32[1,4,8] reshape(h2)
  ys2 = f32[5,4,8] dynamic-update-slice(ys, y, i, zero, zero)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[5,4,8]) tuple(i2, h2, ys2, w, xs)
}

cond {
  s = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[5,4,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(5)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  h0 = f32[4,8] parameter(0)
  w = f32[8,8] parameter(1)
  xs = f32[5,4,8] parameter(2)
  zero = s32[] constant(0)
  z = f32[] constant(0)
  ys0 = f32[5,4,8] broadcast(z), dimensions={}
  init = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[5,4,8]) tuple(zero, h0, ys0, w, xs)
  loop = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[5,4,8]) while(init), condition=cond, body=body
  ys = f32[5,4,8] get-tuple-element(loop), index=2
  h = f32[4,8] get-tuple-element(loop), index=1
  w2 = f32[8,8] get-tuple-element(loop), index=3
  ww = f32[8,8] multiply(w2, w)
  ROOT out = (f32[5,4,8], f32[4,8], f32[8,8], f32[8,8]) tuple(ys, h, ww, w2)
}
"#,
        None,
    );
}

/// The body swaps two state elements (and updates one of them on the way): the swap must
/// read both before writing either.
#[test]
fn swapped_state_elements() {
    assert_matches_interpreter(
        r#"
HloModule m

body {
  s = (s32[], f32[6], f32[6], f32[6]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  a = f32[6] get-tuple-element(s), index=1
  b = f32[6] get-tuple-element(s), index=2
  c = f32[6] get-tuple-element(s), index=3
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  c2 = f32[6] add(c, a)
  ROOT t = (s32[], f32[6], f32[6], f32[6]) tuple(i2, b, c2, a)
}

cond {
  s = (s32[], f32[6], f32[6], f32[6]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  a = f32[6] parameter(0)
  b = f32[6] parameter(1)
  c = f32[6] parameter(2)
  zero = s32[] constant(0)
  init = (s32[], f32[6], f32[6], f32[6]) tuple(zero, a, b, c)
  ROOT loop = (s32[], f32[6], f32[6], f32[6]) while(init), condition=cond, body=body
}
"#,
        None,
    );
}

/// One buffer twice in the init (one copy updated, one passed through), a state element whose
/// init is still read after the loop, and a state element returned twice by the body.
#[test]
fn aliased_state_elements() {
    assert_matches_interpreter(
        r#"
HloModule m

body {
  s = (s32[], f32[3,5], f32[3,5], f32[3,5], f32[3,5]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[3,5] get-tuple-element(s), index=1
  y = f32[3,5] get-tuple-element(s), index=2
  u = f32[3,5] get-tuple-element(s), index=3
  two = f32[] constant(2)
  twos = f32[3,5] broadcast(two), dimensions={}
  x2 = f32[3,5] multiply(x, twos)
  u2 = f32[3,5] add(u, y)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[3,5], f32[3,5], f32[3,5], f32[3,5]) tuple(i2, x2, y, u2, u2)
}

cond {
  s = (s32[], f32[3,5], f32[3,5], f32[3,5], f32[3,5]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  p = f32[3,5] parameter(0)
  e = f32[3,5] exponential(p)
  zero = s32[] constant(0)
  init = (s32[], f32[3,5], f32[3,5], f32[3,5], f32[3,5]) tuple(zero, e, e, e, p)
  loop = (s32[], f32[3,5], f32[3,5], f32[3,5], f32[3,5]) while(init), condition=cond, body=body
  l1 = f32[3,5] get-tuple-element(loop), index=1
  l3 = f32[3,5] get-tuple-element(loop), index=3
  l4 = f32[3,5] get-tuple-element(loop), index=4
  after = f32[3,5] subtract(l1, e)
  ROOT out = (f32[3,5], f32[3,5], f32[3,5], f32[3,5], f32[3,5]) tuple(after, l3, l4, e, p)
}
"#,
        None,
    );
}

/// The init is the caller's argument and the body updates it: the argument must not change.
/// The loop's result is also the entry's root.
#[test]
fn parameter_init_is_not_clobbered() {
    assert_matches_interpreter(
        r#"
HloModule m

body {
  s = (f32[16], s32[]) parameter(0)
  v = f32[16] get-tuple-element(s), index=0
  i = s32[] get-tuple-element(s), index=1
  half = f32[] constant(0.5)
  h = f32[16] broadcast(half), dimensions={}
  v2 = f32[16] multiply(v, h)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (f32[16], s32[]) tuple(v2, i2)
}

cond {
  s = (f32[16], s32[]) parameter(0)
  i = s32[] get-tuple-element(s), index=1
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  v = f32[16] parameter(0)
  i = s32[] parameter(1)
  init = (f32[16], s32[]) tuple(v, i)
  ROOT loop = (f32[16], s32[]) while(init), condition=cond, body=body
}
"#,
        Some(vec![f32s(&[16], 0.0), s32(-2)]),
    );
}

/// An inner loop accumulates into the outer loop's state; the inner loop passes the outer
/// weights through and the outer loop updates its output stack in place.
#[test]
fn nested_loops() {
    assert_matches_interpreter(
        r#"
HloModule m

inner_body {
  s = (s32[], f32[4], f32[4]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  acc = f32[4] get-tuple-element(s), index=1
  w = f32[4] get-tuple-element(s), index=2
  acc2 = f32[4] add(acc, w)
  one = s32[] constant(1)
  j2 = s32[] add(j, one)
  ROOT t = (s32[], f32[4], f32[4]) tuple(j2, acc2, w)
}

inner_cond {
  s = (s32[], f32[4], f32[4]) parameter(0)
  j = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(j, n), direction=LT
}

outer_body {
  s = (s32[], f32[4], f32[6,4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  acc = f32[4] get-tuple-element(s), index=1
  ys = f32[6,4] get-tuple-element(s), index=2
  w = f32[4] get-tuple-element(s), index=3
  zero = s32[] constant(0)
  inner_init = (s32[], f32[4], f32[4]) tuple(zero, acc, w)
  inner = (s32[], f32[4], f32[4]) while(inner_init), condition=inner_cond, body=inner_body
  acc2 = f32[4] get-tuple-element(inner), index=1
  w2 = f32[4] get-tuple-element(inner), index=2
  row = f32[1,4] reshape(acc2)
  ys2 = f32[6,4] dynamic-update-slice(ys, row, i, zero)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[4], f32[6,4], f32[4]) tuple(i2, acc2, ys2, w2)
}

outer_cond {
  s = (s32[], f32[4], f32[6,4], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(6)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  acc = f32[4] parameter(0)
  w = f32[4] parameter(1)
  zero = s32[] constant(0)
  z = f32[] constant(0)
  ys = f32[6,4] broadcast(z), dimensions={}
  init = (s32[], f32[4], f32[6,4], f32[4]) tuple(zero, acc, ys, w)
  loop = (s32[], f32[4], f32[6,4], f32[4]) while(init), condition=outer_cond, body=outer_body
  ROOT ys_out = f32[6,4] get-tuple-element(loop), index=2
}
"#,
        None,
    );
}

/// A loop inside one branch of a conditional, with a parameter-initialized state element and a
/// stack updated in place; the other branch returns its operand unchanged.
#[test]
fn loop_inside_conditional() {
    let text = r#"
HloModule m

body {
  s = (s32[], f32[3,4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  m = f32[3,4] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  zero = s32[] constant(0)
  r = f32[1,4] dynamic-slice(m, i, zero), dynamic_slice_sizes={1,4}
  r2 = f32[1,4] add(r, r)
  m2 = f32[3,4] dynamic-update-slice(m, r2, i, zero)
  ROOT t = (s32[], f32[3,4]) tuple(i2, m2)
}

cond {
  s = (s32[], f32[3,4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

looping {
  m = f32[3,4] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[3,4]) tuple(zero, m)
  loop = (s32[], f32[3,4]) while(init), condition=cond, body=body
  ROOT out = f32[3,4] get-tuple-element(loop), index=1
}

identity {
  ROOT m = f32[3,4] parameter(0)
}

ENTRY main {
  p = pred[] parameter(0)
  m = f32[3,4] parameter(1)
  ROOT c = f32[3,4] conditional(p, m, m), true_computation=looping, false_computation=identity
}
"#;
    for take in [true, false] {
        let p = Literal::Array(
            ArrayLiteral::new(PrimitiveType::Pred, vec![], ArrayData::Pred(vec![take])).unwrap(),
        );
        assert_matches_interpreter(text, Some(vec![p, f32s(&[3, 4], 1.0)]));
    }
}

/// A dynamic-update-slice whose operand dies at it is written in place (in and out of range
/// starts are clamped); one whose operand is the caller's argument copies it first.
#[test]
fn dynamic_update_slice_in_place_and_not() {
    let text = r#"
HloModule m

ENTRY main {
  p = f32[6,5,4] parameter(0)
  u = f32[2,5,3] parameter(1)
  i = s32[] parameter(2)
  j = s32[] parameter(3)
  zero = s32[] constant(0)
  e = f32[6,5,4] exponential(p)
  in_place = f32[6,5,4] dynamic-update-slice(e, u, i, zero, j)
  from_param = f32[6,5,4] dynamic-update-slice(p, u, j, zero, i)
  ROOT out = (f32[6,5,4], f32[6,5,4]) tuple(in_place, from_param)
}
"#;
    for (i, j) in [(0, 0), (3, 1), (5, -3), (100, 2), (-7, 9)] {
        let args = vec![f32s(&[6, 5, 4], 0.0), f32s(&[2, 5, 3], 2.0), s32(i), s32(j)];
        assert_matches_interpreter(text, Some(args));
    }
}

/// Scatters into an operand that dies there (zeros, as an embedding's gradient writes, and a
/// computed table) combine into its buffer without a copy; a scatter from a parameter, one
/// whose updates are its operand reshaped (the same buffer), and a table read again after
/// the scatter keep their copies. Duplicate and out-of-range indices included.
#[test]
fn scatters_update_a_dead_operand_in_place() {
    let text = r#"
HloModule m

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

ENTRY main {
  p = f32[6,4] parameter(0)
  i = s32[5,1] parameter(1)
  u = f32[5,4] parameter(2)
  zero = f32[] constant(0)
  z = f32[6,4] broadcast(zero), dimensions={}
  into_zeros = f32[6,4] scatter(z, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  e = f32[6,4] exponential(p)
  into_e = f32[6,4] scatter(e, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  from_param = f32[6,4] scatter(p, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  t = f32[6,4] tanh(p)
  rows = f32[5,4] slice(t), slice={[0:5], [0:4]}
  into_t = f32[6,4] scatter(t, i, rows), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  again = f32[6,4] add(into_t, t)
  ROOT out = (f32[6,4], f32[6,4], f32[6,4], f32[6,4]) tuple(into_zeros, into_e, from_param, again)
}
"#;
    let index = |v: &[i32]| {
        Literal::Array(
            ArrayLiteral::new(PrimitiveType::S32, vec![5, 1], ArrayData::S32(v.to_vec())).unwrap(),
        )
    };
    for idx in [[0, 1, 2, 3, 4], [5, 5, 0, 5, 2], [-1, 6, 100, 3, 3]] {
        let args = vec![f32s(&[6, 4], 0.0), index(&idx), f32s(&[5, 4], 2.0)];
        assert_matches_interpreter(text, Some(args));
    }
}

/// Root leaves that are parameters, constants, one value twice, and a value that is also an
/// operand of another root leaf.
#[test]
fn root_outputs_parameters_constants_duplicates() {
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  p = f32[2,3] parameter(0)
  q = f32[2,3] parameter(1)
  c = f32[2,3] constant({{1, 2, 3}, {4, 5, 6}})
  n = f32[2,3] negate(p)
  s = f32[2,3] add(n, q)
  ROOT out = (f32[2,3], f32[2,3], f32[2,3], f32[2,3], f32[2,3], f32[2,3], f32[2,3]) tuple(p, c, n, n, s, p, q)
}
"#,
        None,
    );
}

/// The entry's root is one of its parameters.
#[test]
fn root_is_a_parameter() {
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  p = f32[7] parameter(0)
  ROOT q = f32[7] parameter(1)
}
"#,
        None,
    );
}

/// A chain of elementwise ops, each written over its dead operand, ending in the output.
#[test]
fn elementwise_chain_in_place() {
    assert_matches_interpreter(
        r#"
HloModule m

ENTRY main {
  p = f32[64,33] parameter(0)
  q = f32[64,33] parameter(1)
  a = f32[64,33] exponential(p)
  b = f32[64,33] negate(a)
  t = f32[33,64] transpose(b), dimensions={1,0}
  tt = f32[64,33] transpose(t), dimensions={1,0}
  c = f32[64,33] add(tt, q)
  d = f32[64,33] multiply(c, b)
  ROOT e = f32[64,33] tanh(d)
}
"#,
        None,
    );
}

/// A value read elementwise by one op and again (by a dot) after it: the elementwise op must
/// not write over it. The same in a loop body, on a state element.
#[test]
fn value_read_after_an_elementwise_consumer_is_not_overwritten() {
    assert_matches_interpreter(
        r#"
HloModule m

body {
  s = (s32[], f32[8,8], f32[8,8], f32[8,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[8,8] get-tuple-element(s), index=1
  w = f32[8,8] get-tuple-element(s), index=2
  nx = f32[8,8] negate(x)
  d = f32[8,8] dot(nx, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  late = f32[8,8] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  sum = f32[8,8] add(d, late)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[8,8], f32[8,8], f32[8,8]) tuple(i2, nx, w, sum)
}

cond {
  s = (s32[], f32[8,8], f32[8,8], f32[8,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  p = f32[8,8] parameter(0)
  w = f32[8,8] parameter(1)
  e = f32[8,8] exponential(p)
  n = f32[8,8] negate(e)
  d1 = f32[8,8] dot(n, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  d2 = f32[8,8] dot(e, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  zero = s32[] constant(0)
  init = (s32[], f32[8,8], f32[8,8], f32[8,8]) tuple(zero, d1, w, d2)
  loop = (s32[], f32[8,8], f32[8,8], f32[8,8]) while(init), condition=cond, body=body
  r = f32[8,8] get-tuple-element(loop), index=3
  ROOT t = (f32[8,8], f32[8,8], f32[8,8]) tuple(r, d1, d2)
}
"#,
        None,
    );
}

/// A scan reading each layer's weights as a dynamic slice of stacked weights (a parameter
/// passed through the loop): the slices are read in place, and the loop counter runs past
/// both ends of the stack so the starts clamp.
const STACKED_WEIGHTS_SCAN: &str = r#"
HloModule m

body {
  s = (s32[], f32[4,8], f32[5,8,8], f32[5,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  h = f32[4,8] get-tuple-element(s), index=1
  ws = f32[5,8,8] get-tuple-element(s), index=2
  bs = f32[5,8] get-tuple-element(s), index=3
  zero = s32[] constant(0)
  w3 = f32[1,8,8] dynamic-slice(ws, i, zero, zero), dynamic_slice_sizes={1,8,8}
  w = f32[8,8] reshape(w3)
  b2 = f32[1,8] dynamic-slice(bs, i, zero), dynamic_slice_sizes={1,8}
  b = f32[8] reshape(b2)
  hw = f32[4,8] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[4,8] broadcast(b), dimensions={1}
  pre = f32[4,8] add(hw, bb)
  h2 = f32[4,8] tanh(pre)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[4,8], f32[5,8,8], f32[5,8]) tuple(i2, h2, ws, bs)
}

cond {
  s = (s32[], f32[4,8], f32[5,8,8], f32[5,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(8)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  h0 = f32[4,8] parameter(0)
  ws = f32[5,8,8] parameter(1)
  bs = f32[5,8] parameter(2)
  start = s32[] constant(-2)
  init = (s32[], f32[4,8], f32[5,8,8], f32[5,8]) tuple(start, h0, ws, bs)
  loop = (s32[], f32[4,8], f32[5,8,8], f32[5,8]) while(init), condition=cond, body=body
  ROOT h = f32[4,8] get-tuple-element(loop), index=1
}
"#;

#[test]
fn stacked_weights_are_read_in_place() {
    assert_matches_interpreter_with_views(STACKED_WEIGHTS_SCAN, None, Some(1));
}

/// The body reads the layer of the stacked weights it then overwrites in place (a
/// dynamic-update-slice of the state) and uses it after the write: that slice must be a copy.
/// (`j` is the next layer, carried in the state so that the slices' starts are parameters.)
#[test]
fn a_source_written_in_the_body_is_copied() {
    let text = r#"
HloModule m

body {
  s = (s32[], s32[], f32[4,8], f32[5,8,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  j = s32[] get-tuple-element(s), index=1
  h = f32[4,8] get-tuple-element(s), index=2
  ws = f32[5,8,8] get-tuple-element(s), index=3
  zero = s32[] constant(0)
  wn3 = f32[1,8,8] dynamic-slice(ws, j, zero, zero), dynamic_slice_sizes={1,8,8}
  wn = f32[8,8] reshape(wn3)
  hh = f32[8,8] dot(h, h), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  upd = f32[1,8,8] reshape(hh)
  ws2 = f32[5,8,8] dynamic-update-slice(ws, upd, j, zero, zero)
  g3 = f32[1,8,8] dynamic-slice(ws2, i, zero, zero), dynamic_slice_sizes={1,8,8}
  g = f32[8,8] reshape(g3)
  hg = f32[4,8] dot(h, g), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  lhs = f32[4,8] add(h, hg)
  h3 = f32[4,8] dot(lhs, wn), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  h4 = f32[4,8] tanh(h3)
  one = s32[] constant(1)
  j2 = s32[] add(j, one)
  ROOT t = (s32[], s32[], f32[4,8], f32[5,8,8]) tuple(j, j2, h4, ws2)
}

cond {
  s = (s32[], s32[], f32[4,8], f32[5,8,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(6)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  h0 = f32[4,8] parameter(0)
  ws = f32[5,8,8] parameter(1)
  i0 = s32[] constant(-1)
  j0 = s32[] constant(0)
  init = (s32[], s32[], f32[4,8], f32[5,8,8]) tuple(i0, j0, h0, ws)
  loop = (s32[], s32[], f32[4,8], f32[5,8,8]) while(init), condition=cond, body=body
  h = f32[4,8] get-tuple-element(loop), index=2
  w = f32[5,8,8] get-tuple-element(loop), index=3
  ROOT out = (f32[4,8], f32[5,8,8]) tuple(h, w)
}
"#;
    let module = support::parse(text);
    let args = vec![f32s(&[4, 8], 0.5), f32s(&[5, 8, 8], 1.5)];
    assert_eq!(module.entry_computation().parameters.len(), args.len());
    assert_matches_interpreter_with_views(text, Some(args), Some(0));
}

/// A slice that leaves the body as loop state is a copy: the state is written after the
/// thunks, and here the swap of two stacks overwrites the slice's source first.
#[test]
fn a_slice_in_the_loop_state_is_copied() {
    let state = "(s32[], f32[4,8], f32[5,8,8], f32[5,8], f32[5,8], f32[1,8])";
    let text = STACKED_WEIGHTS_SCAN
        .replace("(s32[], f32[4,8], f32[5,8,8], f32[5,8])", state)
        .replace("tuple(i2, h2, ws, bs)", "tuple(i2, h2, ws, cs, bs, b2)")
        .replace(
            "  bs = f32[5,8] get-tuple-element(s), index=3\n  zero",
            "  bs = f32[5,8] get-tuple-element(s), index=3\n  \
             cs = f32[5,8] get-tuple-element(s), index=4\n  zero",
        )
        .replace(
            "  start = s32[] constant(-2)\n",
            "  start = s32[] constant(-2)\n  \
             cs = f32[5,8] parameter(3)\n  \
             b0 = f32[1,8] parameter(4)\n",
        )
        .replace(
            "tuple(start, h0, ws, bs)",
            "tuple(start, h0, ws, bs, cs, b0)",
        )
        .replace(
            "  ROOT h = f32[4,8] get-tuple-element(loop), index=1",
            "  h = f32[4,8] get-tuple-element(loop), index=1\n  \
             last = f32[1,8] get-tuple-element(loop), index=5\n  \
             ROOT out = (f32[4,8], f32[1,8]) tuple(h, last)",
        );
    assert_matches_interpreter_with_views(&text, None, Some(1));
}

/// Outside loops: slices of a parameter and of a constant at run-time starts feed a dot in
/// place; a slice that is the result, and one that is not contiguous, are copied.
#[test]
fn entry_slices_in_place_and_not() {
    let text = r#"
HloModule m

ENTRY main {
  ws = f32[6,4,8] parameter(0)
  i = s32[] parameter(1)
  x = f32[3,4] parameter(2)
  j = s64[] parameter(3)
  zero = s32[] constant(0)
  w3 = f32[1,4,8] dynamic-slice(ws, i, zero, zero), dynamic_slice_sizes={1,4,8}
  w = f32[4,8] reshape(w3)
  xw = f32[3,8] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  c = f32[4,3] constant({{1,2,3},{4,5,6},{7,8,9},{10,11,12}})
  zl = s64[] constant(0)
  c1 = f32[1,3] dynamic-slice(c, j, zl), dynamic_slice_sizes={1,3}
  c2 = f32[3] reshape(c1)
  cb = f32[3,8] broadcast(c2), dimensions={0}
  y = f32[3,8] add(xw, cb)
  r = f32[2,2,8] dynamic-slice(ws, i, i, zero), dynamic_slice_sizes={2,2,8}
  p = f32[1,4,3] dynamic-slice(ws, i, zero, i), dynamic_slice_sizes={1,4,3}
  ROOT out = (f32[3,8], f32[2,2,8], f32[1,4,3]) tuple(y, r, p)
}
"#;
    let module = support::parse(text);
    let mut args = support::random_args(&module, 3);
    for (i, j) in [(2, 1), (-4, 9), (5, -1), (i32::MAX, i64::MAX)] {
        args[1] = s32(i);
        args[3] = Literal::Array(
            ArrayLiteral::new(PrimitiveType::S64, vec![], ArrayData::S64(vec![j])).unwrap(),
        );
        assert_matches_interpreter_with_views(text, Some(args.clone()), Some(1));
    }
}

/// The unrolled form of the scan above: each layer's weights a static slice of the stack,
/// read in place; a strided slice and a column slice are not contiguous and are copied.
#[test]
fn static_slices_of_stacked_weights_are_read_in_place() {
    let text = r#"
HloModule m

ENTRY main {
  h0 = f32[4,8] parameter(0)
  ws = f32[3,8,8] parameter(1)
  w0s = f32[1,8,8] slice(ws), slice={[0:1], [0:8], [0:8]}
  w0 = f32[8,8] reshape(w0s)
  h1p = f32[4,8] dot(h0, w0), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  h1 = f32[4,8] tanh(h1p)
  w2s = f32[1,8,8] slice(ws), slice={[2:3], [0:8], [0:8]}
  w2 = f32[8,8] reshape(w2s)
  h2p = f32[4,8] dot(h1, w2), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  h2 = f32[4,8] tanh(h2p)
  odd = f32[2,8,8] slice(ws), slice={[0:3:2], [0:8], [0:8]}
  oddr = f32[16,8] reshape(odd)
  hh = f32[4,16] concatenate(h2, h1), dimensions={1}
  y = f32[4,8] dot(hh, oddr), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  cols = f32[1,8,4] slice(ws), slice={[1:2], [0:8], [2:6]}
  c = f32[8,4] reshape(cols)
  z = f32[4,4] dot(h2, c), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT out = (f32[4,8], f32[4,8], f32[4,4]) tuple(h2, y, z)
}
"#;
    assert_matches_interpreter_with_views(text, None, Some(2));
}
