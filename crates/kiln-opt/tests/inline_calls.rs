//! call-inliner: HLO text in, pattern checks on the text out, interpreter differential.

mod support;

use kiln_opt::inline_calls::InlineCalls;
use support::{assert_text, check};

#[test]
fn call_is_replaced_by_the_body_and_the_callee_removed() {
    let (text, changes) = check(
        &InlineCalls,
        r#"
HloModule m
square {
  x = f32[3] parameter(0)
  ROOT m = f32[3] multiply(x, x)
}
ENTRY e {
  a = f32[3] parameter(0)
  c = f32[3] call(a), to_apply=square
  ROOT r = f32[3] add(c, a)
}
"#,
    );
    assert_eq!(changes, 1);
    assert_text(
        &text,
        &["m = f32[3] multiply(a, a)", "ROOT r = f32[3] add(m, a)"],
        &["call(", "square"],
    );
}

#[test]
fn names_taken_in_the_caller_get_fresh_ones() {
    let (text, _) = check(
        &InlineCalls,
        r#"
HloModule m
f {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  a = f32[] subtract(x, y)
  ROOT r = f32[] multiply(a, a)
}
ENTRY e {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  r = f32[] call(a, b), to_apply=f
  ROOT s = f32[] call(r, a), to_apply=f
}
"#,
    );
    assert_text(
        &text,
        &["a.k", "subtract(a, b)", "multiply(", "subtract(", "ROOT"],
        &["call("],
    );
}

#[test]
fn nested_calls_flatten_in_one_run() {
    let (text, changes) = check(
        &InlineCalls,
        r#"
HloModule m
inner {
  x = s32[4] parameter(0)
  ROOT n = s32[4] negate(x)
}
middle {
  x = s32[4] parameter(0)
  c = s32[4] call(x), to_apply=inner
  ROOT a = s32[4] add(c, x)
}
ENTRY e {
  p = s32[4] parameter(0)
  ROOT c = s32[4] call(p), to_apply=middle
}
"#,
    );
    assert_eq!(changes, 2);
    assert_text(&text, &["negate(p)", "ROOT"], &["call(", "inner", "middle"]);
}

#[test]
fn callee_returning_a_parameter_or_a_tuple() {
    let (text, _) = check(
        &InlineCalls,
        r#"
HloModule m
id {
  x = f32[2] parameter(0)
  ROOT y = f32[2] parameter(1)
}
pair {
  x = f32[2] parameter(0)
  e = f32[2] exponential(x)
  ROOT t = (f32[2], f32[2]) tuple(x, e)
}
ENTRY e {
  p = f32[2] parameter(0)
  q = f32[2] parameter(1)
  c = f32[2] call(p, q), to_apply=id
  t = (f32[2], f32[2]) call(c), to_apply=pair
  ROOT g = f32[2] get-tuple-element(t), index=1
}
"#,
    );
    assert_text(
        &text,
        &["exponential(q)", "tuple(q, e", "ROOT g"],
        &["call("],
    );
}

#[test]
fn computations_still_used_elsewhere_stay() {
    let (text, _) = check(
        &InlineCalls,
        r#"
HloModule m
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[5] parameter(0)
  zero = f32[] constant(0)
  r = f32[] reduce(p, zero), dimensions={0}, to_apply=add
  ROOT c = f32[] call(r, r), to_apply=add
}
"#,
    );
    assert_text(
        &text,
        &[
            "add {",
            "reduce(",
            "to_apply=add",
            "ROOT s = f32[] add(r, r)",
        ],
        &["call("],
    );
}

#[test]
fn module_without_calls_is_unchanged() {
    let (_, changes) = check(
        &InlineCalls,
        "HloModule m\nENTRY e {\n  p = f32[2] parameter(0)\n  ROOT n = f32[2] negate(p)\n}\n",
    );
    assert_eq!(changes, 0);
}
