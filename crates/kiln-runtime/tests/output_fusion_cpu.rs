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
        &["library call + epilogue kernel (in place)"],
    );
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
