//! tuple-simplifier: HLO text in, pattern checks on the text out, interpreter differential.

mod support;

use kiln_opt::tuple_simplify::TupleSimplify;
use support::{assert_text, check};

#[test]
fn element_of_a_tuple_is_the_operand() {
    let (text, changes) = check(
        &TupleSimplify,
        r#"
HloModule m
ENTRY e {
  a = f32[3] parameter(0)
  b = s32[] parameter(1)
  t = (f32[3], s32[]) tuple(a, b)
  x = s32[] get-tuple-element(t), index=1
  y = f32[3] get-tuple-element(t), index=0
  ROOT r = (s32[], f32[3]) tuple(x, y)
}
"#,
    );
    assert_eq!(changes, 2);
    assert_text(
        &text,
        &["ROOT r = (s32[], f32[3]) tuple(b, a)"],
        &["get-tuple-element"],
    );
}

#[test]
fn tuple_of_all_elements_in_order_is_the_source() {
    let (text, changes) = check(
        &TupleSimplify,
        r#"
HloModule m
ENTRY e {
  p = (f32[2], s32[], pred[]) parameter(0)
  a = f32[2] get-tuple-element(p), index=0
  b = s32[] get-tuple-element(p), index=1
  c = pred[] get-tuple-element(p), index=2
  ROOT t = (f32[2], s32[], pred[]) tuple(a, b, c)
}
"#,
    );
    assert_eq!(changes, 1);
    assert_text(
        &text,
        &["ROOT p = (f32[2], s32[], pred[]) parameter(0)"],
        &["tuple("],
    );
}

#[test]
fn partial_or_reordered_tuples_stay() {
    let input = r#"
HloModule m
ENTRY e {
  p = (f32[2], s32[], pred[]) parameter(0)
  a = f32[2] get-tuple-element(p), index=0
  b = s32[] get-tuple-element(p), index=1
  c = pred[] get-tuple-element(p), index=2
  swapped = (s32[], f32[2], pred[]) tuple(b, a, c)
  prefix = (f32[2], s32[]) tuple(a, b)
  ROOT r = ((s32[], f32[2], pred[]), (f32[2], s32[])) tuple(swapped, prefix)
}
"#;
    let (text, changes) = check(&TupleSimplify, input);
    assert_eq!(changes, 0);
    assert_text(&text, &["tuple(b, a, c)", "tuple(a, b)"], &[]);
}

#[test]
fn nested_pack_unpack_collapses_in_one_run() {
    let (text, _) = check(
        &TupleSimplify,
        r#"
HloModule m
ENTRY e {
  a = f32[4] parameter(0)
  b = f32[4] parameter(1)
  inner = (f32[4], f32[4]) tuple(a, b)
  outer = ((f32[4], f32[4]), f32[4]) tuple(inner, a)
  g = (f32[4], f32[4]) get-tuple-element(outer), index=0
  h = f32[4] get-tuple-element(g), index=1
  ROOT s = f32[4] add(h, a)
}
"#,
    );
    assert_text(
        &text,
        &["ROOT s = f32[4] add(b, a)"],
        &["tuple", "get-tuple-element"],
    );
}

#[test]
fn reassembly_of_a_while_result_is_the_while() {
    let (text, _) = check(
        &TupleSimplify,
        r#"
HloModule m
cond {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  x = f32[2] get-tuple-element(s), index=1
  y = f32[2] add(x, x)
  ROOT t = (s32[], f32[2]) tuple(j, y)
}
ENTRY e {
  x = f32[2] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[2]) tuple(zero, x)
  w = (s32[], f32[2]) while(init), condition=cond, body=body
  a = s32[] get-tuple-element(w), index=0
  b = f32[2] get-tuple-element(w), index=1
  ROOT r = (s32[], f32[2]) tuple(a, b)
}
"#,
    );
    assert_text(&text, &["ROOT w = (s32[], f32[2]) while(init)"], &[]);
}
