//! Dots whose operands or result are transposed matrices (gradients of dense layers:
//! `[K, M] x [K, N]`, `[M, K] x [N, K]`, and a product read transposed). The optimizer leaves
//! the transposes to the GEMM call's strides or computes the transposed product directly;
//! every case compares with the interpreter on random inputs (1 and 2 threads, with and
//! without the optimization pipeline) and checks that no transpose is left in the optimized
//! module. Sizes are odd so that the GEMM's edges are exercised.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::Opcode;
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// `text` agrees with the interpreter, and its optimized build has no transpose left.
fn assert_strided(text: &str) {
    let module = support::parse(text);
    let args = support::random_args(&module, 11);
    let want = Evaluator::new(&module)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}"));
    for (optimize, threads) in [(true, 1), (false, 1), (true, 2), (false, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("optimize={optimize}: compile fails: {e}"));
        if optimize {
            let optimized = exe.module();
            let transposes = optimized
                .computations
                .iter()
                .flat_map(|c| &c.instructions)
                .filter(|i| i.opcode == Opcode::Transpose)
                .count();
            assert_eq!(transposes, 0, "transposes left:\n{optimized}");
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
fn weight_gradient_contracts_the_batch_of_both_operands() {
    assert_strided(
        r#"
HloModule m
ENTRY main {
  x = f32[37,29] parameter(0)
  g = f32[37,45] parameter(1)
  ROOT d = f32[29,45] dot(x, g), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}
"#,
    );
}

#[test]
fn input_gradient_reads_the_weight_transposed() {
    assert_strided(
        r#"
HloModule m
ENTRY main {
  g = f32[19,45] parameter(0)
  w = f32[29,45] parameter(1)
  ROOT d = f32[19,29] dot(g, w), lhs_contracting_dims={1}, rhs_contracting_dims={1}
}
"#,
    );
}

#[test]
fn batched_f64_with_both_operands_transposed() {
    assert_strided(
        r#"
HloModule m
ENTRY main {
  a = f64[3,17,13] parameter(0)
  b = f64[3,21,17] parameter(1)
  ROOT d = f64[3,13,21] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={2}
}
"#,
    );
}

#[test]
fn a_gradient_read_transposed_by_an_optimizer_update() {
    // Autodiff's `transpose(dot(g, x))` feeding Adam-like updates: the product is computed
    // transposed, so the updates read it in order.
    assert_strided(
        r#"
HloModule m
ENTRY main {
  g = f32[33,47] parameter(0)
  x = f32[33,29] parameter(1)
  m0 = f32[29,47] parameter(2)
  v0 = f32[29,47] parameter(3)
  d = f32[47,29] dot(g, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  t = f32[29,47]{0,1} transpose(d), dimensions={1,0}
  c9 = f32[] constant(0.9)
  b9 = f32[29,47] broadcast(c9), dimensions={}
  m1 = f32[29,47] multiply(m0, b9)
  m2 = f32[29,47] add(m1, t)
  tt = f32[29,47] multiply(t, t)
  v1 = f32[29,47] add(v0, tt)
  ROOT r = (f32[29,47], f32[29,47]) tuple(m2, v1)
}
"#,
    );
}

#[test]
fn batched_product_with_its_free_blocks_swapped() {
    assert_strided(
        r#"
HloModule m
ENTRY main {
  a = f32[2,21,9] parameter(0)
  b = f32[2,9,11] parameter(1)
  d = f32[2,21,11] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  t = f32[2,11,21] transpose(d), dimensions={0,2,1}
  ROOT e = f32[2,11,21] exponential(t)
}
"#,
    );
}

#[test]
fn attention_reads_its_heads_through_strides() {
    // `[b, s, h*d]` projections viewed as `[b, s, h, d]` and transposed to `[b, h, s, d]`
    // heads: QK^T and PV read the projections with batch dimensions {0, 2}, and the scaled
    // scores feed a softmax. Odd sizes exercise the GEMM's edges.
    assert_strided(
        r#"
HloModule m
max {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT m = f32[] maximum(a, b)
}
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY main {
  x = f32[2,13,30] parameter(0)
  wq = f32[30,30] parameter(1)
  wk = f32[30,30] parameter(2)
  wv = f32[30,30] parameter(3)
  q = f32[2,13,30] dot(x, wq), lhs_contracting_dims={2}, rhs_contracting_dims={0}
  k = f32[2,13,30] dot(x, wk), lhs_contracting_dims={2}, rhs_contracting_dims={0}
  v = f32[2,13,30] dot(x, wv), lhs_contracting_dims={2}, rhs_contracting_dims={0}
  q4 = f32[2,13,3,10] reshape(q)
  k4 = f32[2,13,3,10] reshape(k)
  v4 = f32[2,13,3,10] reshape(v)
  qh = f32[2,3,13,10] transpose(q4), dimensions={0,2,1,3}
  kh = f32[2,3,13,10] transpose(k4), dimensions={0,2,1,3}
  vh = f32[2,3,13,10] transpose(v4), dimensions={0,2,1,3}
  s = f32[2,3,13,13] dot(qh, kh), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={3}
  c = f32[] constant(0.3)
  cb = f32[2,3,13,13] broadcast(c), dimensions={}
  ss = f32[2,3,13,13] multiply(s, cb)
  ninf = f32[] constant(-inf)
  m = f32[2,3,13] reduce(ss, ninf), dimensions={3}, to_apply=max
  mb = f32[2,3,13,13] broadcast(m), dimensions={0,1,2}
  sh = f32[2,3,13,13] subtract(ss, mb)
  e = f32[2,3,13,13] exponential(sh)
  zero = f32[] constant(0)
  sum = f32[2,3,13] reduce(e, zero), dimensions={3}, to_apply=add
  sb = f32[2,3,13,13] broadcast(sum), dimensions={0,1,2}
  p = f32[2,3,13,13] divide(e, sb)
  ROOT o = f32[2,3,13,10] dot(p, vh), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={2}
}
"#,
    );
}

#[test]
fn batch_dimensions_paired_in_another_order_and_last() {
    assert_strided(
        r#"
HloModule m
ENTRY main {
  a = f32[7,3,11,5] parameter(0)
  b = f32[5,11,9,3] parameter(1)
  ROOT d = f32[5,3,7,9] dot(a, b), lhs_batch_dims={3,1}, lhs_contracting_dims={2}, rhs_batch_dims={0,3}, rhs_contracting_dims={1}
}
"#,
    );
}
