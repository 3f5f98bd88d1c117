//! while-loop-simplifier: HLO text in, pattern checks on the text out, interpreter differential.

mod support;

use kiln_opt::while_simplify::WhileSimplify;
use support::{assert_text, check};

/// A counted loop `for i in [start, limit): x = x * 2 + 1`, with extra state elements
/// supplied by the caller: `extra_types` (appended to the state), `extra_init` (operands of
/// the init tuple) and `extra_next` (body instructions computing `next_<k>` from `e<k>`).
fn counted_loop(start: &str, limit: &str, extra: &[(&str, &str, &str)], result: &str) -> String {
    let types: String = extra.iter().map(|(t, _, _)| format!(", {t}")).collect();
    let state = format!("(s32[], f32[3]{types})");
    let mut reads = String::new();
    let mut nexts = String::new();
    let mut next_names = String::new();
    let mut inits = String::new();
    for (k, (ty, init, next)) in extra.iter().enumerate() {
        reads += &format!("  e{k} = {ty} get-tuple-element(s), index={}\n", k + 2);
        nexts += &format!("  {next}\n");
        next_names += &format!(", next_{k}");
        inits += &format!(", {init}");
    }
    format!(
        r#"
HloModule m
cond {{
  s = {state} parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant({limit})
  ROOT lt = pred[] compare(i, n), direction=LT
}}
body {{
  s = {state} parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  x = f32[3] get-tuple-element(s), index=1
  two = f32[3] constant({{2, 2, 2}})
  m = f32[3] multiply(x, two)
  o = f32[3] constant({{1, 1, 1}})
  y = f32[3] add(m, o)
{reads}{nexts}  ROOT t = {state} tuple(j, y{next_names})
}}
ENTRY e {{
  p = f32[3] parameter(0)
  q = s32[] parameter(1)
  start = s32[] constant({start})
  init = {state} tuple(start, p{inits})
  w = {state} while(init), condition=cond, body=body
{result}
}}
"#
    )
}

const RESULT_X: &str = "  ROOT r = f32[3] get-tuple-element(w), index=1";

#[test]
fn zero_trip_loop_is_its_initial_state() {
    let (text, changes) = check(&WhileSimplify, &counted_loop("5", "5", &[], RESULT_X));
    assert_eq!(changes, 1);
    assert_text(
        &text,
        &["ROOT r = f32[3] get-tuple-element(init), index=1"],
        &["while("],
    );
}

#[test]
fn one_trip_loop_is_its_body_inlined() {
    let (text, changes) = check(&WhileSimplify, &counted_loop("4", "5", &[], RESULT_X));
    assert_eq!(changes, 1);
    assert_text(
        &text,
        &["multiply(", "add(", "ROOT r"],
        &["while(", "cond", "body"],
    );
}

#[test]
fn two_trip_loop_stays() {
    let (text, changes) = check(&WhileSimplify, &counted_loop("3", "5", &[], RESULT_X));
    assert_eq!(changes, 0);
    assert_text(&text, &["while(init)"], &[]);
}

#[test]
fn unknown_trip_count_stays() {
    let text = counted_loop("0", "5", &[], RESULT_X).replace("tuple(start, p", "tuple(q, p");
    let (out, changes) = check(&WhileSimplify, &text);
    assert_eq!(changes, 0);
    assert_text(&out, &["while(init)"], &[]);
}

#[test]
fn unused_elements_are_removed() {
    // e0 counts on its own and nobody reads it; e1 feeds only e0.
    let extra = [
        ("s32[]", "q", "next_0 = s32[] add(e0, e1)"),
        ("s32[]", "q", "next_1 = s32[] multiply(e1, e1)"),
    ];
    let (text, changes) = check(&WhileSimplify, &counted_loop("0", "5", &extra, RESULT_X));
    assert_eq!(changes, 1);
    assert_text(
        &text,
        &[
            "(s32[], f32[3]) parameter(0)",
            "ROOT",
            "(s32[], f32[3]) while(",
        ],
        &["s32[], s32[]) parameter"],
    );
}

#[test]
fn elements_read_after_the_loop_or_by_needed_ones_stay() {
    let extra = [
        ("s32[]", "q", "next_0 = s32[] add(e0, e1)"),
        ("s32[]", "q", "next_1 = s32[] multiply(e1, e1)"),
    ];
    let result = "  a = s32[] get-tuple-element(w), index=2\n  \
                  b = f32[3] get-tuple-element(w), index=1\n  \
                  ROOT r = (s32[], f32[3]) tuple(a, b)";
    let (text, changes) = check(&WhileSimplify, &counted_loop("0", "5", &extra, result));
    assert_eq!(changes, 0);
    assert_text(&text, &["while(init)"], &[]);
}

#[test]
fn pass_through_element_is_read_from_the_initial_state() {
    // k is passed through unchanged and read after the loop: it is the initial value, and
    // the loop carries it only because the body reads it.
    let text = r#"
HloModule m
cond {
  s = (s32[], f32[2], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[2], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  x = f32[2] get-tuple-element(s), index=1
  k = f32[2] get-tuple-element(s), index=2
  y = f32[2] multiply(x, k)
  ROOT t = (s32[], f32[2], f32[2]) tuple(j, y, k)
}
ENTRY e {
  p = f32[2] parameter(0)
  q = s32[] parameter(1)
  init = (s32[], f32[2], f32[2]) tuple(q, p, p)
  w = (s32[], f32[2], f32[2]) while(init), condition=cond, body=body
  a = f32[2] get-tuple-element(w), index=1
  b = f32[2] get-tuple-element(w), index=2
  ROOT r = f32[2] add(a, b)
}
"#;
    let (out, changes) = check(&WhileSimplify, text);
    assert_eq!(changes, 1);
    assert_text(&out, &["while(init)", "ROOT r = f32[2] add(a, p)"], &[]);
}

#[test]
fn constant_pass_through_becomes_a_constant_inside() {
    // The limit travels in the state; it becomes a constant in the condition.
    let text = r#"
HloModule m
cond {
  s = (s32[], s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] get-tuple-element(s), index=1
  x = f32[2] get-tuple-element(s), index=2
  one = s32[] constant(1)
  j = s32[] add(i, one)
  y = f32[2] sine(x)
  ROOT t = (s32[], s32[], f32[2]) tuple(j, n, y)
}
ENTRY e {
  p = f32[2] parameter(0)
  q = s32[] parameter(1)
  limit = s32[] constant(6)
  init = (s32[], s32[], f32[2]) tuple(q, limit, p)
  w = (s32[], s32[], f32[2]) while(init), condition=cond, body=body
  ROOT r = f32[2] get-tuple-element(w), index=2
}
"#;
    let (out, changes) = check(&WhileSimplify, text);
    assert_eq!(changes, 1);
    assert_text(
        &out,
        &[
            "n = s32[] constant(6)",
            "compare(i, n)",
            "(s32[], f32[2]) while(",
        ],
        &["(s32[], s32[], f32[2]"],
    );
}

#[test]
fn loop_used_as_a_whole_gets_a_rebuilt_tuple() {
    let text = r#"
HloModule m
cond {
  s = (s32[], f32[2], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  ROOT lt = pred[] compare(i, i), direction=LT
}
body {
  s = (s32[], f32[2], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[2] get-tuple-element(s), index=1
  k = f32[2] get-tuple-element(s), index=2
  y = f32[2] add(x, k)
  ROOT t = (s32[], f32[2], f32[2]) tuple(i, y, k)
}
ENTRY e {
  p = f32[2] parameter(0)
  q = s32[] parameter(1)
  c = f32[2] constant({1, 2})
  init = (s32[], f32[2], f32[2]) tuple(q, p, c)
  ROOT w = (s32[], f32[2], f32[2]) while(init), condition=cond, body=body
}
"#;
    let (out, changes) = check(&WhileSimplify, text);
    assert_eq!(changes, 1);
    assert_text(
        &out,
        &[
            "k = f32[2] constant({1, 2})",
            "c = f32[2] constant({1, 2})",
            "(s32[], f32[2]) while(",
            "ROOT w.k1 = (s32[], f32[2], f32[2]) tuple(q, w.1, c)",
        ],
        &[],
    );
}

#[test]
fn nested_loops_simplify_inner_first() {
    // The inner loop runs once per outer iteration: it is inlined into the outer body.
    let text = r#"
HloModule m
inner_cond {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  ROOT lt = pred[] compare(i, one), direction=LT
}
inner_body {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  x = f32[2] get-tuple-element(s), index=1
  y = f32[2] cosine(x)
  ROOT t = (s32[], f32[2]) tuple(j, y)
}
outer_cond {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
outer_body {
  s = (s32[], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  x = f32[2] get-tuple-element(s), index=1
  zero = s32[] constant(0)
  inner_init = (s32[], f32[2]) tuple(zero, x)
  inner = (s32[], f32[2]) while(inner_init), condition=inner_cond, body=inner_body
  y = f32[2] get-tuple-element(inner), index=1
  ROOT t = (s32[], f32[2]) tuple(j, y)
}
ENTRY e {
  p = f32[2] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[2]) tuple(zero, p)
  w = (s32[], f32[2]) while(init), condition=outer_cond, body=outer_body
  ROOT r = f32[2] get-tuple-element(w), index=1
}
"#;
    let (out, changes) = check(&WhileSimplify, text);
    assert_eq!(changes, 1);
    assert_text(
        &out,
        &["cosine(", "while(init)"],
        &["inner_cond", "inner_body"],
    );
}

#[test]
fn side_effects_in_the_body_keep_what_they_read() {
    let text = r#"
HloModule m
cond {
  s = (s32[], f32[2], token[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[2], token[]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  x = f32[2] get-tuple-element(s), index=1
  tok = token[] get-tuple-element(s), index=2
  out = token[] outfeed(x, tok), outfeed_shape=f32[2]
  y = f32[2] negate(x)
  ROOT t = (s32[], f32[2], token[]) tuple(j, y, out)
}
ENTRY e {
  p = f32[2] parameter(0)
  q = s32[] parameter(1)
  tok = token[] after-all()
  init = (s32[], f32[2], token[]) tuple(q, p, tok)
  w = (s32[], f32[2], token[]) while(init), condition=cond, body=body
  ROOT r = s32[] get-tuple-element(w), index=0
}
"#;
    let module = support::parse(text);
    let (out, changes) = support::run(&WhileSimplify, &module);
    assert_eq!(changes, 0, "{out}");
}

#[test]
fn initial_state_that_is_not_a_tuple_instruction() {
    // The loop starts from a parameter: the new initial state reads its elements.
    let text = r#"
HloModule m
cond {
  s = (s32[], f32[2], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(2)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[2], f32[2]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  x = f32[2] get-tuple-element(s), index=1
  y = f32[2] exponential(x)
  u = f32[2] get-tuple-element(s), index=2
  v = f32[2] negate(u)
  ROOT t = (s32[], f32[2], f32[2]) tuple(j, y, v)
}
ENTRY e {
  init = (s32[], f32[2], f32[2]) parameter(0)
  w = (s32[], f32[2], f32[2]) while(init), condition=cond, body=body
  ROOT r = f32[2] get-tuple-element(w), index=1
}
"#;
    let (out, changes) = check(&WhileSimplify, text);
    assert_eq!(changes, 1);
    assert_text(
        &out,
        &[
            "init.0 = s32[] get-tuple-element(init), index=0",
            "init.1 = f32[2] get-tuple-element(init), index=1",
            "tuple(init.0, init.1)",
            "(s32[], f32[2]) while(",
        ],
        &["negate("],
    );
}
