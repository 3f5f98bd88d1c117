//! kOutput fusions on the CPU backend (cpu/output_fusion): a dot or convolution with its
//! epilogue runs as one library call and one epilogue kernel. Every case compares with the
//! interpreter (1 and 2 threads, with and without the optimization pipeline) and checks how
//! the fusion ran, so that each case exercises the path it is named after. Sizes are odd.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// `text` agrees with the interpreter on random inputs, compiled with and without the
/// optimization pipeline on 1 and 2 threads; every kOutput fusion of the optimized 1-thread
/// build ran as described by one of `expect` (substrings of its `--explain` line), in order.
fn assert_output_fusions(text: &str, expect: &[&str]) {
    let module = support::parse(text);
    let args = support::random_args(&module, 7);
    let want = Evaluator::new(&module)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}"));
    for (optimize, threads) in [(true, 1), (false, 1), (true, 2), (false, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("optimize={optimize}: compile fails: {e}"));
        if optimize && threads == 1 {
            let lines = &exe.stats().output_fusions;
            assert_eq!(lines.len(), expect.len(), "output fusions: {lines:#?}");
            for (line, want) in lines.iter().zip(expect) {
                assert!(line.contains(want), "`{line}` does not say `{want}`");
            }
        }
        let got = exe
            .execute(&args)
            .unwrap_or_else(|e| panic!("optimize={optimize}: execute fails: {e}"));
        if let Err(e) = support::close(&got, &want, 1e-4, 1e-4) {
            panic!(
                "optimize={optimize} threads={threads}: {e}\ncompiled:\n{}",
                exe.module()
            );
        }
    }
}

#[test]
fn bias_along_columns_then_tanh() {
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = f32[70,33] parameter(0)
  w = f32[33,1027] parameter(1)
  b = f32[1027] parameter(2)
  d = f32[70,1027] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[70,1027] broadcast(b), dimensions={1}
  a = f32[70,1027] add(d, bb)
  ROOT t = f32[70,1027] tanh(a)
}
"#,
        &["library call + epilogue kernel (in place)"],
    );
}

#[test]
fn bias_along_rows_then_relu() {
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = f32[37,19] parameter(0)
  w = f32[19,53] parameter(1)
  b = f32[37] parameter(2)
  d = f32[37,53] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[37,53] broadcast(b), dimensions={0}
  a = f32[37,53] add(d, bb)
  zero = f32[] constant(0)
  z = f32[37,53] broadcast(zero), dimensions={}
  ROOT r = f32[37,53] maximum(a, z)
}
"#,
        &["library call + epilogue kernel (in place)"],
    );
}

#[test]
fn product_used_twice_and_scaled_by_a_scalar_operand() {
    // gelu's cubic term reads the biased product three times; the scale is a parameter.
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = f32[45,21] parameter(0)
  w = f32[21,29] parameter(1)
  s = f32[] parameter(2)
  d = f32[45,29] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  sq = f32[45,29] multiply(d, d)
  cube = f32[45,29] multiply(sq, d)
  c = f32[] constant(0.044715)
  cb = f32[45,29] broadcast(c), dimensions={}
  t = f32[45,29] multiply(cube, cb)
  u = f32[45,29] add(d, t)
  sb = f32[45,29] broadcast(s), dimensions={}
  ROOT r = f32[45,29] multiply(u, sb)
}
"#,
        &["library call + epilogue kernel (in place)"],
    );
}

#[test]
fn batched_dot_with_causal_mask_and_scale() {
    // The attention pattern: scale, then select with an iota mask.
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  q = f32[2,3,65,8] parameter(0)
  k = f32[2,3,8,515] parameter(1)
  d = f32[2,3,65,515] dot(q, k), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={2}
  c = f32[] constant(0.125)
  cb = f32[2,3,65,515] broadcast(c), dimensions={}
  sd = f32[2,3,65,515] multiply(d, cb)
  i0 = s32[65,515] iota(), iota_dimension=0
  i1 = s32[65,515] iota(), iota_dimension=1
  ge = pred[65,515] compare(i0, i1), direction=GE
  m = pred[2,3,65,515] broadcast(ge), dimensions={2,3}
  ninf = f32[] constant(-inf)
  nb = f32[2,3,65,515] broadcast(ninf), dimensions={}
  ROOT r = f32[2,3,65,515] select(m, sd, nb)
}
"#,
        &[SKIPS],
    );
}

/// How the `--explain` line of a fusion whose GEMM skips masked tiles ends.
const SKIPS: &str = "(in place, GEMM tiles outside the select's mask skipped)";

/// A batched `q · kᵀ` of `[2, 3, rows, 300]` (K deeper than one GEMM slice), scaled, then
/// `select(mb, scores, -inf)` or, with `swap`, `select(mb, -inf, scores)`; `mask` is HLO
/// defining `mask` as `pred[rows, cols]` from `i = iota rows` and `j = iota cols` (s32
/// `[rows, cols]`), broadcast to `mb`, or defining `mb` itself (`pred[2,3,rows,cols]`).
fn masked_scores(rows: usize, cols: usize, mask: &str, swap: bool) -> String {
    let broadcast = if mask.contains("mb = ") {
        String::new()
    } else {
        format!("  mb = pred[2,3,{rows},{cols}] broadcast(mask), dimensions={{2,3}}")
    };
    let (t, f) = if swap { ("nb", "sd") } else { ("sd", "nb") };
    format!(
        r#"
HloModule m
ENTRY main {{
  q = f32[2,3,{rows},300] parameter(0)
  k = f32[2,3,{cols},300] parameter(1)
  d = f32[2,3,{rows},{cols}] dot(q, k), lhs_batch_dims={{0,1}}, lhs_contracting_dims={{3}}, rhs_batch_dims={{0,1}}, rhs_contracting_dims={{3}}
  c = f32[] constant(0.125)
  cb = f32[2,3,{rows},{cols}] broadcast(c), dimensions={{}}
  sd = f32[2,3,{rows},{cols}] multiply(d, cb)
  i = s32[{rows},{cols}] iota(), iota_dimension=0
  j = s32[{rows},{cols}] iota(), iota_dimension=1
{mask}
{broadcast}
  ninf = f32[] constant(-inf)
  nb = f32[2,3,{rows},{cols}] broadcast(ninf), dimensions={{}}
  ROOT r = f32[2,3,{rows},{cols}] select(mb, {t}, {f})
}}
"#
    )
}

#[test]
fn masked_gemm_tiles_are_skipped_for_every_form_of_iota_mask() {
    // (mask, the product on the mask's false side); every one leaves whole tiles unread at
    // these sizes, and every element the output reads must be computed.
    let masks = [
        // Causal, both ways round.
        ("  mask = pred[R,C] compare(i, j), direction=GE", false),
        ("  mask = pred[R,C] compare(j, i), direction=LE", false),
        ("  mask = pred[R,C] compare(j, i), direction=GT", true),
        // Strictly below the diagonal; above it (jnp.triu).
        ("  mask = pred[R,C] compare(i, j), direction=GT", false),
        ("  mask = pred[R,C] compare(i, j), direction=LE", false),
        // jnp.tril(k=-5) and tril(k=40): a shifted diagonal, the offset added in f32.
        (
            "  five = s32[] constant(5)
  fb = s32[R,C] broadcast(five), dimensions={}
               js = s32[R,C] add(j, fb)
  mask = pred[R,C] compare(i, js), direction=GE",
            false,
        ),
        (
            "  k40 = f32[] constant(40)
  kb = f32[R,C] broadcast(k40), dimensions={}
               fi = f32[R,C] convert(i)
  fj = f32[R,C] convert(j)
               sh = f32[R,C] add(fi, kb)
  mask = pred[R,C] compare(sh, fj), direction=GE",
            false,
        ),
        // A sliding window of 33: causal and j > i - 33.
        (
            "  w = s32[] constant(33)
  wb = s32[R,C] broadcast(w), dimensions={}
               lo = s32[R,C] subtract(i, wb)
  a = pred[R,C] compare(i, j), direction=GE
               b = pred[R,C] compare(j, lo), direction=GT
  mask = pred[R,C] and(a, b)",
            false,
        ),
        // The same window as the negation of an `or`, read on the select's false side.
        (
            "  w = s32[] constant(33)
  wb = s32[R,C] broadcast(w), dimensions={}
               lo = s32[R,C] subtract(i, wb)
  a = pred[R,C] compare(i, j), direction=LT
               b = pred[R,C] compare(j, lo), direction=LE
  mask = pred[R,C] or(a, b)",
            true,
        ),
        // `not` of triu, and a doubled row index (every other diagonal step).
        (
            "  u = pred[R,C] compare(i, j), direction=LT
  mask = pred[R,C] not(u)",
            false,
        ),
        (
            "  two = s32[] constant(2)
  tb = s32[R,C] broadcast(two), dimensions={}
               i2 = s32[R,C] multiply(i, tb)
  mask = pred[R,C] compare(j, i2), direction=LE",
            false,
        ),
    ];
    for (rows, cols) in [(97, 131), (200, 77)] {
        for (mask, swap) in masks {
            let mask = mask
                .replace("[R,C]", &format!("[{rows},{cols}]"))
                .replace("R,C", &format!("{rows},{cols}"));
            assert_output_fusions(&masked_scores(rows, cols, &mask, swap), &[SKIPS]);
        }
    }
}

#[test]
fn masks_that_do_not_bound_columns_skip_nothing() {
    // A mask of a batch dimension, of a parameter, of unsigned arithmetic that wraps below
    // zero, an `or` that holds everywhere, `!=`, and a mask of the row alone. (A mask
    // computed from the product is no side input: no output fusion forms around it.)
    let masks = [
        "  b = s32[3,R,C] iota(), iota_dimension=0\n  j3 = s32[3,R,C] iota(), iota_dimension=2\n  \
         m3 = pred[3,R,C] compare(b, j3), direction=GE\n  \
         mb = pred[2,3,R,C] broadcast(m3), dimensions={1,2,3}",
        "  p = pred[] parameter(2)\n  mask = pred[R,C] broadcast(p), dimensions={}",
        "  ui = u32[R,C] convert(i)\n  uj = u32[R,C] convert(j)\n  \
         one = u32[] constant(1)\n  ob = u32[R,C] broadcast(one), dimensions={}\n  \
         js = u32[R,C] subtract(uj, ob)\n  mask = pred[R,C] compare(ui, js), direction=GE",
        "  a = pred[R,C] compare(i, j), direction=GE\n  \
         b = pred[R,C] compare(i, j), direction=LT\n  mask = pred[R,C] or(a, b)",
        "  mask = pred[R,C] compare(i, j), direction=NE",
        "  t = s32[] constant(50)\n  tb = s32[R,C] broadcast(t), dimensions={}\n  \
         mask = pred[R,C] compare(i, tb), direction=LT",
    ];
    for mask in masks {
        let mask = mask.replace("R,C", "97,131");
        let text = masked_scores(97, 131, &mask, false);
        assert_output_fusions(&text, &["(in place)"]);
    }
}

#[test]
fn three_d_activations_through_a_reshape() {
    // Canonicalization makes [2,5,7]x[7,9] a 2-D GEMM and a reshape back; the bias and
    // activation come after the reshape, so the epilogue is computed by rows.
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = f32[2,5,7] parameter(0)
  w = f32[7,9] parameter(1)
  b = f32[9] parameter(2)
  d = f32[2,5,9] dot(x, w), lhs_contracting_dims={2}, rhs_contracting_dims={0}
  bb = f32[2,5,9] broadcast(b), dimensions={2}
  a = f32[2,5,9] add(d, bb)
  ROOT e = f32[2,5,9] exponential(a)
}
"#,
        &["library call + epilogue kernel (in place)"],
    );
}

#[test]
fn transposed_operands_and_division() {
    // lhs is [K, M] and rhs [N, K]: GEMM reads them through strides.
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = f32[13,41] parameter(0)
  w = f32[23,13] parameter(1)
  b = f32[23] parameter(2)
  d = f32[41,23] dot(x, w), lhs_contracting_dims={0}, rhs_contracting_dims={1}
  one = f32[] constant(3)
  ob = f32[23] broadcast(one), dimensions={}
  bp = f32[23] add(b, ob)
  bb = f32[41,23] broadcast(bp), dimensions={1}
  ROOT q = f32[41,23] divide(d, bb)
}
"#,
        &["library call + epilogue kernel (in place)"],
    );
}

#[test]
fn narrower_result_uses_scratch() {
    // The epilogue's result (pred) is narrower than the product, so the product goes to
    // scratch.
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = f32[201,17] parameter(0)
  w = f32[17,1031] parameter(1)
  b = f32[1031] parameter(2)
  d = f32[201,1031] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[201,1031] broadcast(b), dimensions={1}
  ROOT g = pred[201,1031] compare(d, bb), direction=GT
}
"#,
        &["library call + epilogue kernel (scratch)"],
    );
}

#[test]
fn f64_dot_converted_to_f32() {
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = f64[31,11] parameter(0)
  w = f64[11,19] parameter(1)
  d = f64[31,19] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  n = f64[31,19] negate(d)
  ROOT c = f32[31,19] convert(n)
}
"#,
        &["library call + epilogue kernel (scratch)"],
    );
}

#[test]
fn convolution_with_bias_and_relu() {
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = f32[2,9,11,5] parameter(0)
  k = f32[3,3,5,7] parameter(1)
  b = f32[7] parameter(2)
  c = f32[2,9,11,7] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
  bb = f32[2,9,11,7] broadcast(b), dimensions={3}
  a = f32[2,9,11,7] add(c, bb)
  zero = f32[] constant(0)
  z = f32[2,9,11,7] broadcast(zero), dimensions={}
  ROOT r = f32[2,9,11,7] maximum(a, z)
}
"#,
        &["library call + epilogue kernel (in place)"],
    );
}

#[test]
fn integer_dot_runs_through_the_library_call() {
    // Not a GEMM: the whole product comes from the other dot routine, then the epilogue.
    assert_output_fusions(
        r#"
HloModule m
ENTRY main {
  x = s32[9,6] parameter(0)
  w = s32[6,10] parameter(1)
  d = s32[9,10] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  c = s32[] constant(3)
  cb = s32[9,10] broadcast(c), dimensions={}
  ROOT r = s32[9,10] multiply(d, cb)
}
"#,
        &["library call + epilogue kernel (in place)"],
    );
}

#[test]
fn fused_epilogue_that_transposes_the_product() {
    // A fusion given in the input (the pass would not form it): the epilogue reads the
    // product out of order (and in order, so the optimizer cannot compute it transposed
    // instead), so the product goes to scratch.
    assert_output_fusions(
        r#"
HloModule m

fused {
  p0 = f32[43,12] parameter(0)
  p1 = f32[12,43] parameter(1)
  p2 = f32[43] parameter(2)
  d = f32[43,43] dot(p0, p1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  t = f32[43,43] transpose(d), dimensions={1,0}
  bb = f32[43,43] broadcast(p2), dimensions={1}
  tb = f32[43,43] add(t, bb)
  ROOT a = f32[43,43] add(tb, d)
}

ENTRY main {
  x = f32[43,12] parameter(0)
  w = f32[12,43] parameter(1)
  b = f32[43] parameter(2)
  ROOT f = f32[43,43] fusion(x, w, b), kind=kOutput, calls=fused
}
"#,
        &["library call + epilogue kernel (scratch)"],
    );
}
