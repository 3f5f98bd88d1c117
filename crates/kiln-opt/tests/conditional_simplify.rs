//! conditional-simplifier: HLO text in, pattern checks on the text out, interpreter differential.

mod support;

use kiln_opt::conditional_simplify::ConditionalSimplify;
use support::{assert_text, check};

const BRANCHES: &str = r#"
HloModule m
b0 {
  x = f32[5] parameter(0)
  ROOT s = f32[5] sine(x)
}
b1 {
  x = f32[5] parameter(0)
  ROOT c = f32[5] cosine(x)
}
b2 {
  x = f32[5] parameter(0)
  ROOT e = f32[5] exponential(x)
}
"#;

fn switch_on(index: &str) -> String {
    format!(
        "{BRANCHES}\nENTRY main {{\n  i = s32[] constant({index})\n  x = f32[5] parameter(0)\n  \
         y = f32[5] parameter(1)\n  ROOT r = f32[5] conditional(i, x, y, x), \
         branch_computations={{b0, b1, b2}}\n}}\n"
    )
}

#[test]
fn constant_index_selects_its_branch() {
    let (text, changes) = check(&ConditionalSimplify, &switch_on("1"));
    assert_eq!(changes, 1);
    assert_text(
        &text,
        &["ROOT c = f32[5] cosine(y)"],
        &["conditional(", "b0", "b2"],
    );
}

#[test]
fn out_of_range_index_selects_the_last_branch() {
    for index in ["3", "100", "-1"] {
        let (text, _) = check(&ConditionalSimplify, &switch_on(index));
        assert_text(
            &text,
            &["ROOT e = f32[5] exponential(x)"],
            &["conditional("],
        );
    }
}

#[test]
fn constant_pred_selects_true_or_false() {
    for (value, expected) in [("true", "sine(x)"), ("false", "cosine(y)")] {
        let text = format!(
            "{BRANCHES}\nENTRY main {{\n  p = pred[] constant({value})\n  x = f32[5] parameter(0)\n  \
             y = f32[5] parameter(1)\n  ROOT r = f32[5] conditional(p, x, y), \
             true_computation=b0, false_computation=b1\n}}\n"
        );
        let (out, _) = check(&ConditionalSimplify, &text);
        assert_text(&out, &[expected], &["conditional("]);
    }
}

#[test]
fn unknown_selector_stays_and_single_branch_inlines() {
    let text = format!(
        "{BRANCHES}\nENTRY main {{\n  i = s32[] parameter(0)\n  x = f32[5] parameter(1)\n  \
         a = f32[5] conditional(i, x, x), branch_computations={{b0, b1}}\n  \
         ROOT b = f32[5] conditional(i, a), branch_computations={{b2}}\n}}\n"
    );
    let (out, changes) = check(&ConditionalSimplify, &text);
    assert_eq!(changes, 1);
    assert_text(
        &out,
        &["a = f32[5] conditional(i, x, x)", "exponential(a)"],
        &[],
    );
}

#[test]
fn tuple_operands_and_results() {
    let (out, _) = check(
        &ConditionalSimplify,
        r#"
HloModule m
t {
  p = (f32[2], s32[]) parameter(0)
  a = f32[2] get-tuple-element(p), index=0
  n = f32[2] negate(a)
  ROOT r = (f32[2]) tuple(n)
}
f {
  p = f32[2] parameter(0)
  ROOT r = (f32[2]) tuple(p)
}
ENTRY main {
  x = f32[2] parameter(0)
  k = s32[] constant(4)
  tup = (f32[2], s32[]) tuple(x, k)
  c = pred[] constant(true)
  ROOT r = (f32[2]) conditional(c, tup, x), true_computation=t, false_computation=f
}
"#,
    );
    assert_text(&out, &["negate(", "tuple(n)"], &["conditional("]);
}
