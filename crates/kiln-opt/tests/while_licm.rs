//! while-loop-invariant-code-motion: HLO text in, pattern checks on the text out,
//! interpreter differential.

mod support;

use kiln_opt::while_licm::WhileLicm;
use support::{assert_text, check};

/// A loop of 3 iterations over (i, h, w) where w is passed through: the body computes
/// `h = tanh(dot(h, INVARIANT))`, with INVARIANT given by `invariant` (which may read `w`).
fn rnn(invariant: &str, extra_outside: &str) -> String {
    format!(
        r#"
HloModule m
cond {{
  s = (s32[], f32[2,3], f32[3,3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}}
body {{
  s = (s32[], f32[2,3], f32[3,3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  j = s32[] add(i, one)
  h = f32[2,3] get-tuple-element(s), index=1
  w = f32[3,3] get-tuple-element(s), index=2
{invariant}
  d = f32[2,3] dot(h, inv), lhs_contracting_dims={{1}}, rhs_contracting_dims={{0}}
  t = f32[2,3] tanh(d)
  ROOT r = (s32[], f32[2,3], f32[3,3]) tuple(j, t, w)
}}
ENTRY e {{
  h0 = f32[2,3] parameter(0)
  w0 = f32[3,3] parameter(1)
  zero = s32[] constant(0)
  init = (s32[], f32[2,3], f32[3,3]) tuple(zero, h0, w0)
  loop = (s32[], f32[2,3], f32[3,3]) while(init), condition=cond, body=body
{extra_outside}  ROOT out = f32[2,3] get-tuple-element(loop), index=1
}}
"#
    )
}

#[test]
fn invariant_computation_moves_before_the_loop() {
    let invariant = "  wt = f32[3,3] transpose(w), dimensions={1,0}\n  \
                     half = f32[3,3] constant({{0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}})\n  \
                     inv = f32[3,3] multiply(wt, half)";
    let (text, changes) = check(&WhileLicm, &rnn(invariant, ""));
    assert_eq!(changes, 1);
    // Outside: the transpose and multiply read the initial w; the loop carries the product.
    assert_text(
        &text,
        &[
            "get-tuple-element(s), index=3",
            "dot(h, inv)",
            "ENTRY e",
            "transpose(w0)",
            "multiply(wt",
            "tuple(zero, h0, w0, inv",
            "(s32[], f32[2,3], f32[3,3], f32[3,3]) while(",
        ],
        &[],
    );
}

#[test]
fn cheap_invariants_stay_and_read_the_hoisted_value() {
    // exp(w) is hoisted; the broadcast of a constant and the reshape stay in the loop.
    let invariant = "  e = f32[3,3] exponential(w)\n  \
                     r9 = f32[9] reshape(e)\n  \
                     inv = f32[3,3] reshape(r9)";
    let (text, changes) = check(&WhileLicm, &rnn(invariant, ""));
    assert_eq!(changes, 1);
    assert_text(
        &text,
        &[
            "e = f32[3,3] get-tuple-element(s), index=3",
            "reshape(e)",
            "ENTRY",
            "exponential(w0)",
        ],
        &[],
    );
}

#[test]
fn values_depending_on_changing_elements_stay() {
    let invariant = "  hs = f32[3,2] transpose(h), dimensions={1,0}\n  \
                     inv = f32[3,3] dot(hs, h), lhs_contracting_dims={1}, rhs_contracting_dims={0}";
    let (text, changes) = check(&WhileLicm, &rnn(invariant, ""));
    assert_eq!(changes, 0);
    assert_text(&text, &["transpose(h)"], &[]);
}

#[test]
fn broadcasts_and_size_inflating_ops_are_not_hoisted() {
    let invariant = "  c = f32[] constant(2)\n  \
                     b = f32[3,3] broadcast(c), dimensions={}\n  \
                     inv = f32[3,3] add(w, b)";
    // add(w, broadcast) is hoisted (same size as its operands); the broadcast alone never.
    let (text, _) = check(&WhileLicm, &rnn(invariant, ""));
    assert_text(&text, &["ENTRY", "broadcast(c)", "add(w0, b"], &[]);
    // The pad is bigger than its operands: it stays, and the slice it reads is hoisted.
    let inflating = "  sl = f32[1,3] slice(w), slice={[0:1], [0:3]}\n  \
                     z = f32[] constant(0)\n  \
                     inv = f32[3,3] pad(sl, z), padding=0_2x0_0";
    let (text, changes) = check(&WhileLicm, &rnn(inflating, ""));
    assert_eq!(changes, 1);
    assert_text(&text, &["pad(sl, z)", "ENTRY", "slice(w0)"], &[]);
}

#[test]
fn loop_used_as_a_whole_keeps_its_shape_for_users() {
    let invariant = "  inv = f32[3,3] exponential(w)";
    let text = rnn(invariant, "").replace(
        "  ROOT out = f32[2,3] get-tuple-element(loop), index=1",
        "  ROOT out = (s32[], f32[2,3], f32[3,3]) opt-barrier(loop)",
    );
    let (out, changes) = check(&WhileLicm, &text);
    assert_eq!(changes, 1);
    assert_text(
        &out,
        &[
            "loop.result = (s32[], f32[2,3], f32[3,3]) tuple(",
            "opt-barrier(loop.result)",
        ],
        &[],
    );
}

#[test]
fn impure_work_is_not_hoisted() {
    let invariant = "  lo = f32[] constant(0)\n  hi = f32[] constant(1)\n  \
                     inv = f32[3,3] rng(lo, hi), distribution=rng_uniform";
    let module = support::parse(&rnn(invariant, ""));
    let (_, changes) = support::run(&WhileLicm, &module);
    assert_eq!(changes, 0);
}
