//! constant-folding: HLO text in, pattern checks on the text out, interpreter differential.

mod support;

use kiln_opt::constant_folding::ConstantFolding;
use support::{assert_text, check};

#[test]
fn arithmetic_on_constants_folds() {
    let (text, changes) = check(
        &ConstantFolding,
        r#"
HloModule m
ENTRY e {
  p = f32[3] parameter(0)
  a = f32[3] constant({1, 2, 3})
  b = f32[3] constant({10, 20, 30})
  s = f32[3] add(a, b)
  n = f32[3] negate(s)
  ROOT r = f32[3] multiply(p, n)
}
"#,
    );
    assert_eq!(changes, 2);
    assert_text(
        &text,
        &[
            "n = f32[3] constant({-11, -22, -33})",
            "ROOT r = f32[3] multiply(p, n)",
        ],
        &["add(", "negate("],
    );
}

#[test]
fn integer_pred_and_conversions_fold() {
    let (text, _) = check(
        &ConstantFolding,
        r#"
HloModule m
ENTRY e {
  p = s32[] parameter(0)
  a = s32[] constant(7)
  b = s32[] constant(2)
  d = s32[] divide(a, b)
  f = f32[] convert(d)
  c = pred[] compare(a, b), direction=GT
  s = s32[] select(c, d, p)
  ROOT t = (f32[], s32[]) tuple(f, s)
}
"#,
    );
    assert_text(
        &text,
        &["d = s32[] constant(3)", "f = f32[] constant(3)", "ROOT t"],
        &["divide(", "convert(", "compare("],
    );
}

#[test]
fn shape_ops_and_reductions_fold() {
    let (text, _) = check(
        &ConstantFolding,
        r#"
HloModule m
add {
  x = s32[] parameter(0)
  y = s32[] parameter(1)
  ROOT s = s32[] add(x, y)
}
ENTRY e {
  c = s32[2,3] constant({{1, 2, 3}, {4, 5, 6}})
  t = s32[3,2] transpose(c), dimensions={1,0}
  r = s32[6] reshape(t)
  sl = s32[3] slice(r), slice={[1:4]}
  zero = s32[] constant(0)
  ROOT sum = s32[] reduce(sl, zero), dimensions={0}, to_apply=add
}
"#,
    );
    // transpose -> {1,4,2,5,3,6}; slice [1:4] -> {4,2,5}; sum 11.
    assert_text(
        &text,
        &["ROOT sum = s32[] constant(11)"],
        &["reduce(", "transpose("],
    );
}

#[test]
fn broadcast_and_iota_are_not_materialized() {
    let (text, changes) = check(
        &ConstantFolding,
        r#"
HloModule m
ENTRY e {
  p = f32[8,8] parameter(0)
  c = f32[] constant(2)
  b = f32[8,8] broadcast(c), dimensions={}
  i = s32[8,8] iota(), iota_dimension=0
  f = f32[8,8] convert(i)
  m = f32[8,8] multiply(b, f)
  ROOT r = f32[8,8] add(p, m)
}
"#,
    );
    assert_eq!(changes, 0);
    assert_text(&text, &["broadcast(c)", "iota()"], &[]);
}

#[test]
fn big_results_are_not_folded() {
    let (text, changes) = check(
        &ConstantFolding,
        r#"
HloModule m
ENTRY e {
  c = f32[] constant(1)
  b = f32[300,300] broadcast(c), dimensions={}
  p = f32[300,300] parameter(0)
  ROOT r = f32[300,300] add(p, b)
}
"#,
    );
    assert_eq!(changes, 0);
    assert_text(&text, &["broadcast(c)"], &[]);
    // A 300x300 result from constant operands is over the limit even when it could fold.
    let module = support::parse(
        r#"
HloModule m
ENTRY e {
  c = f32[300,300] constant({...})
  ROOT n = f32[300,300] negate(c)
}
"#,
    );
    let (out, changes) = support::run(&ConstantFolding, &module);
    assert_eq!(changes, 0);
    assert_eq!(out, module);
}

#[test]
fn impure_and_control_flow_instructions_are_left_alone() {
    let (text, changes) = check(
        &ConstantFolding,
        r#"
HloModule m
cond {
  s = s32[] parameter(0)
  n = s32[] constant(3)
  ROOT lt = pred[] compare(s, n), direction=LT
}
body {
  s = s32[] parameter(0)
  one = s32[] constant(1)
  ROOT a = s32[] add(s, one)
}
ENTRY e {
  zero = s32[] constant(0)
  w = s32[] while(zero), condition=cond, body=body
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  r = f32[4] rng(lo, hi), distribution=rng_uniform
  c = f32[4] constant({1, 2, 3, 4})
  b = f32[4] opt-barrier(c)
  ROOT t = (s32[], f32[4], f32[4]) tuple(w, r, b)
}
"#,
    );
    assert_eq!(changes, 0, "{text}");
    assert_text(
        &text,
        &["while(zero)", "rng(lo, hi)", "opt-barrier(c)"],
        &[],
    );
}

#[test]
fn calls_to_pure_computations_fold() {
    let (text, _) = check(
        &ConstantFolding,
        r#"
HloModule m
f {
  x = f32[2] parameter(0)
  ROOT e = f32[2] exponential(x)
}
ENTRY e {
  c = f32[2] constant({0, 0})
  ROOT r = f32[2] call(c), to_apply=f
}
"#,
    );
    assert_text(&text, &["ROOT r = f32[2] constant({1, 1})"], &["call("]);
}

#[test]
fn folding_keeps_the_layout() {
    let (text, _) = check(
        &ConstantFolding,
        r#"
HloModule m
ENTRY e {
  c = f32[2,2]{0,1} constant({{1, 2}, {3, 4}})
  ROOT n = f32[2,2]{0,1} negate(c)
}
"#,
    );
    assert_text(
        &text,
        &["ROOT n = f32[2,2]{0,1} constant({ {-1, -2}, {-3, -4} })"],
        &[],
    );
}

#[test]
fn elements_of_tuple_constants_fold() {
    let (text, changes) = check(
        &ConstantFolding,
        r#"
HloModule m
ENTRY e {
  c = (s32[], f32[2]) constant((7, {1.5, 2.5}))
  g = f32[2] get-tuple-element(c), index=1
  ROOT n = f32[2] negate(g)
}
"#,
    );
    assert_eq!(changes, 2);
    assert_text(
        &text,
        &["ROOT n = f32[2] constant({-1.5, -2.5})"],
        &["get-tuple-element"],
    );
}
