//! Reductions (row, column, to scalar, variadic, multi-output) and fusions built on them
//! (softmax, layer normalization).

use crate::harness::{check, innermost_loops, Tol};
use kiln_codegen::kir::Stmt;

const REDUCERS: &str = "
add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
max_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] maximum(a, b)
}
";

fn reduce(ty: &str, from: &str, to: &str, dims: &str, op: &str, init: &str) -> String {
    format!(
        "HloModule m
red {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT r = {ty}[] {op}(a, b)
}}
ENTRY e {{
  x = {ty}{from} parameter(0)
  i = {ty}[] constant({init})
  ROOT r = {ty}{to} reduce(x, i), dimensions={dims}, to_apply=red
}}
"
    )
}

#[test]
fn row_column_and_full_reductions() {
    for (from, to, dims) in [
        ("[6,20]", "[6]", "{1}"),
        ("[6,20]", "[20]", "{0}"),
        ("[6,20]", "[]", "{0,1}"),
        ("[3,4,5]", "[4]", "{0,2}"),
        ("[3,4,5]", "[3,5]", "{1}"),
        ("[3,4,5]", "[5]", "{0,1}"),
        ("[2,1,7]", "[2,7]", "{1}"),
        ("[0,7]", "[7]", "{0}"),
    ] {
        for (op, init) in [
            ("add", "0"),
            ("multiply", "1"),
            ("maximum", "-inf"),
            ("minimum", "inf"),
        ] {
            check(&reduce("f32", from, to, dims, op, init), Tol::Exact);
        }
    }
}

#[test]
fn integer_pred_and_16_bit_reductions() {
    for ty in ["s32", "u8", "s64"] {
        for op in ["add", "multiply", "maximum", "minimum", "and", "or", "xor"] {
            check(&reduce(ty, "[5,9]", "[5]", "{1}", op, "0"), Tol::Exact);
            check(&reduce(ty, "[5,9]", "[9]", "{0}", op, "1"), Tol::Exact);
        }
    }
    for op in ["and", "or", "xor"] {
        check(
            &reduce("pred", "[4,6]", "[4]", "{1}", op, "true"),
            Tol::Exact,
        );
    }
    for ty in ["bf16", "f16"] {
        check(&reduce(ty, "[4,30]", "[4]", "{1}", "add", "0"), Tol::Exact);
        check(&reduce(ty, "[30,4]", "[4]", "{0}", "add", "0"), Tol::Exact);
    }
}

#[test]
fn long_rows_within_tolerance() {
    // Beyond 128 terms the interpreter regroups sums, so only a tolerance holds.
    let kernel = check(
        &reduce("f32", "[3,1000]", "[3]", "{1}", "add", "0"),
        Tol::Rel(1e-5),
    );
    assert_eq!(kernel.parallel_extent(), 3);
    check(
        &reduce("f32", "[700,5]", "[5]", "{0}", "add", "0"),
        Tol::Rel(1e-5),
    );
}

/// Reducing along rows of a row-major array reads memory across columns: the column
/// strategy keeps the kept dimension innermost and vectorized.
#[test]
fn column_reductions_read_rows_contiguously() {
    let kernel = check(
        &reduce("f32", "[40,24]", "[24]", "{0}", "add", "0"),
        Tol::Exact,
    );
    assert!(
        innermost_loops(&kernel).iter().all(|&l| l == (24, 4)),
        "{kernel:#?}"
    );
    let kernel = check(
        &reduce("f32", "[6,10,12]", "[6,12]", "{1}", "maximum", "-inf"),
        Tol::Exact,
    );
    assert_eq!(kernel.parallel_extent(), 6);
    assert!(
        innermost_loops(&kernel).iter().all(|&l| l == (12, 4)),
        "{kernel:#?}"
    );
    // Without outer kept dimensions, rows up to 16383 columns stay whole (one long run per
    // reduced coordinate); wider ones split into column blocks, the parallel loop.
    let kernel = check(
        &reduce("f32", "[9,1024]", "[1024]", "{0}", "add", "0"),
        Tol::Exact,
    );
    assert_eq!(kernel.parallel_extent(), 1);
    let kernel = check(
        &reduce("f32", "[3,32768]", "[32768]", "{0}", "add", "0"),
        Tol::Exact,
    );
    assert_eq!(kernel.parallel_extent(), 4);
}

#[test]
fn argmax_is_a_variadic_reduce() {
    let hlo = "HloModule m
argmax {
  v0 = f32[] parameter(0)
  i0 = s32[] parameter(1)
  v1 = f32[] parameter(2)
  i1 = s32[] parameter(3)
  gt = pred[] compare(v0, v1), direction=GT
  nan = pred[] compare(v0, v0), direction=NE
  keep = pred[] or(gt, nan)
  eq = pred[] compare(v0, v1), direction=EQ
  lt = pred[] compare(i0, i1), direction=LT
  tie = pred[] and(eq, lt)
  first = pred[] or(keep, tie)
  v = f32[] select(first, v0, v1)
  i = s32[] select(first, i0, i1)
  ROOT t = (f32[], s32[]) tuple(v, i)
}
ENTRY e {
  x = f32[5,9] parameter(0)
  io = s32[5,9] iota(), iota_dimension=1
  ninf = f32[] constant(-inf)
  zero = s32[] constant(0)
  r = (f32[5], s32[5]) reduce(x, io, ninf, zero), dimensions={1}, to_apply=argmax
  ROOT i = s32[5] get-tuple-element(r), index=1
}
";
    check(hlo, Tol::Exact);
}

#[test]
fn multi_output_reductions_share_one_loop() {
    let hlo = format!(
        "HloModule m
{REDUCERS}
ENTRY e {{
  x = f32[8,16] parameter(0)
  z = f32[] constant(0)
  s = f32[8] reduce(x, z), dimensions={{1}}, to_apply=add_f32
  sq = f32[8,16] multiply(x, x)
  ss = f32[8] reduce(sq, z), dimensions={{1}}, to_apply=add_f32
  ninf = f32[] constant(-inf)
  m = f32[8] reduce(x, ninf), dimensions={{1}}, to_apply=max_f32
  ROOT t = (f32[8], f32[8], f32[8]) tuple(s, ss, m)
}}
"
    );
    let kernel = check(&hlo, Tol::Exact);
    assert_eq!(
        innermost_loops(&kernel).len(),
        1,
        "one loop over the row: {kernel:#?}"
    );
    let column = hlo
        .replace("dimensions={1}", "dimensions={0}")
        .replace("f32[8]", "f32[16]");
    check(&column, Tol::Exact);
}

#[test]
fn softmax_hoists_row_reductions() {
    let hlo = format!(
        "HloModule m
{REDUCERS}
ENTRY e {{
  x = f32[6,20] parameter(0)
  ninf = f32[] constant(-inf)
  m = f32[6] reduce(x, ninf), dimensions={{1}}, to_apply=max_f32
  mb = f32[6,1] reshape(m)
  mb2 = f32[6] reshape(mb)
  b = f32[6,20] broadcast(mb2), dimensions={{0}}
  d = f32[6,20] subtract(x, b)
  ex = f32[6,20] exponential(d)
  z = f32[] constant(0)
  s = f32[6] reduce(ex, z), dimensions={{1}}, to_apply=add_f32
  sb = f32[6,20] broadcast(s), dimensions={{0}}
  ROOT r = f32[6,20] divide(ex, sb)
}}
"
    );
    let kernel = check(&hlo, Tol::Exact);
    // One parallel loop over rows holding two reduction loops and the vector loop.
    assert_eq!(kernel.parallel_extent(), 6);
    let Stmt::Loop { body, .. } = &kernel.body[0] else {
        panic!("{kernel:#?}")
    };
    let loops = body
        .iter()
        .filter(|s| matches!(s, Stmt::Loop { .. }))
        .count();
    assert_eq!(loops, 3, "{kernel:#?}");
    // The row max and sum are vector loops too: their accumulators are applied in order.
    assert_eq!(innermost_loops(&kernel), vec![(20, 4), (20, 4), (20, 4)]);
}

#[test]
fn layer_norm() {
    let hlo = format!(
        "HloModule m
{REDUCERS}
ENTRY e {{
  x = f32[4,32] parameter(0)
  g = f32[32] parameter(1)
  bt = f32[32] parameter(2)
  z = f32[] constant(0)
  n = f32[] constant(32)
  s = f32[4] reduce(x, z), dimensions={{1}}, to_apply=add_f32
  nb = f32[4] broadcast(n), dimensions={{}}
  mean = f32[4] divide(s, nb)
  mb = f32[4,32] broadcast(mean), dimensions={{0}}
  c = f32[4,32] subtract(x, mb)
  c2 = f32[4,32] multiply(c, c)
  v = f32[4] reduce(c2, z), dimensions={{1}}, to_apply=add_f32
  var = f32[4] divide(v, nb)
  eps = f32[] constant(1e-5)
  eb = f32[4] broadcast(eps), dimensions={{}}
  ve = f32[4] add(var, eb)
  rs = f32[4] rsqrt(ve)
  rb = f32[4,32] broadcast(rs), dimensions={{0}}
  y = f32[4,32] multiply(c, rb)
  gb = f32[4,32] broadcast(g), dimensions={{1}}
  bb = f32[4,32] broadcast(bt), dimensions={{1}}
  yg = f32[4,32] multiply(y, gb)
  ROOT r = f32[4,32] add(yg, bb)
}}
"
    );
    check(&hlo, Tol::Ulp);
}

#[test]
fn reduction_to_scalar_feeding_an_epilogue() {
    let hlo = format!(
        "HloModule m
{REDUCERS}
ENTRY e {{
  x = f32[5,7] parameter(0)
  z = f32[] constant(0)
  s = f32[] reduce(x, z), dimensions={{0,1}}, to_apply=add_f32
  sb = f32[5,7] broadcast(s), dimensions={{}}
  ROOT r = f32[5,7] divide(x, sb)
}}
"
    );
    check(&hlo, Tol::Exact);
}

#[test]
fn reduce_windows() {
    for (from, to, window, op, init) in [
        // 2x2 max pooling, stride 2.
        (
            "[1,6,8,3]",
            "[1,3,4,3]",
            "size=1x2x2x1 stride=1x2x2x1",
            "maximum",
            "-inf",
        ),
        // 3x3 sums with padding, stride 1 ("SAME").
        (
            "[2,5,5,1]",
            "[2,5,5,1]",
            "size=1x3x3x1 pad=0_0x1_1x1_1x0_0",
            "add",
            "0",
        ),
        // Cumulative sum along a row: window of the whole row, padded on the left.
        ("[3,7]", "[3,7]", "size=1x7 pad=0_0x6_0", "add", "0"),
        // Window and base dilation, asymmetric padding, stride.
        (
            "[9,8]",
            "[4,8]",
            "size=2x3 stride=2x2 pad=1_0x2_1 lhs_dilate=1x2 rhs_dilate=2x1",
            "add",
            "0",
        ),
        ("[6]", "[2]", "size=3 stride=3", "minimum", "inf"),
    ] {
        let hlo = format!(
            "HloModule m
red {{
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] {op}(a, b)
}}
ENTRY e {{
  x = f32{from} parameter(0)
  i = f32[] constant({init})
  ROOT r = f32{to} reduce-window(x, i), window={{{window}}}, to_apply=red
}}
"
        );
        check(&hlo, Tol::Exact);
    }
}

/// A column reduction of a transposed input reads contiguously along the reduced
/// dimension, so it is reduced row-wise.
#[test]
fn column_order_only_when_it_reads_contiguously() {
    let hlo = "HloModule m
red {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[24,40] parameter(0)
  t = f32[40,24] transpose(x), dimensions={1,0}
  z = f32[] constant(0)
  ROOT r = f32[24] reduce(t, z), dimensions={0}, to_apply=red
}
";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(40, 4)], "{kernel:#?}");
}

/// A column mean (reduce then divide, plus a bias) accumulates in the output and finishes
/// with a pass over the row, all reading rows contiguously.
#[test]
fn column_reductions_with_an_epilogue() {
    let hlo = "HloModule m
red {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[30,48] parameter(0)
  bias = f32[48] parameter(1)
  z = f32[] constant(0)
  s = f32[48] reduce(x, z), dimensions={0}, to_apply=red
  n = f32[] constant(30)
  nb = f32[48] broadcast(n), dimensions={}
  m = f32[48] divide(s, nb)
  ROOT r = f32[48] add(m, bias)
}
";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(
        innermost_loops(&kernel),
        vec![(48, 4), (48, 4), (48, 4)],
        "{kernel:#?}"
    );
    // With a different output type the accumulators cannot live in the output.
    let converted = hlo.replace(
        "ROOT r = f32[48] add(m, bias)",
        "a = f32[48] add(m, bias)\n  ROOT r = bf16[48] convert(a)",
    );
    check(&converted, Tol::Exact);
}

/// A batch norm's statistics: two column reductions over the leading dimensions, each with
/// its own epilogue, one output with extents of 1 (`[1,1,128]` beside `[128]`), as JAX's
/// mean and variance make them. Both accumulate in one pass over the rows and finish with a
/// pass each; outputs whose reduces disagree with them in more than extents of 1, or that
/// depend on two reduces, keep the row order.
#[test]
fn column_reductions_with_an_epilogue_per_output() {
    let hlo = "HloModule m
red {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
red2 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[6,5,48] parameter(0)
  z = f32[] constant(0)
  s = f32[48] reduce(x, z), dimensions={0,1}, to_apply=red
  xx = f32[6,5,48] multiply(x, x)
  q = f32[48] reduce(xx, z), dimensions={0,1}, to_apply=red2
  n = f32[] constant(30)
  nb = f32[48] broadcast(n), dimensions={}
  m = f32[48] divide(s, nb)
  qr = f32[1,1,48] reshape(q)
  nb3 = f32[1,1,48] broadcast(n), dimensions={}
  v = f32[1,1,48] divide(qr, nb3)
  ROOT t = (f32[48], f32[1,1,48]) tuple(m, v)
}
";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(
        innermost_loops(&kernel),
        vec![(48, 4), (48, 4), (48, 4), (48, 4)],
        "{kernel:#?}"
    );
    // An output of both reduces has no single accumulator.
    let both = hlo.replace(
        "m = f32[48] divide(s, nb)",
        "qs = f32[48] reshape(qr)\n  m = f32[48] divide(s, qs)",
    );
    let kernel = check(&both, Tol::Exact);
    assert_ne!(innermost_loops(&kernel), vec![(48, 4); 4], "{kernel:#?}");
}

/// Leading output dimensions shorter than the parallel threshold merge into one parallel loop
/// (attention's `[2, 8, 512]` row maxima), with every index recovered exactly.
#[test]
fn small_leading_dimensions_merge_into_the_parallel_loop() {
    let kernel = check(
        &reduce("f32", "[2,8,5,300]", "[2,8,5]", "{3}", "maximum", "-inf"),
        Tol::Exact,
    );
    assert_eq!(kernel.parallel_extent(), 16);
    // A dimension of extent 1 among the merged ones.
    let kernel = check(
        &reduce("f32", "[3,1,2,7,130]", "[3,1,2,7]", "{4}", "add", "0"),
        Tol::Exact,
    );
    assert_eq!(kernel.parallel_extent(), 6);
    // A long first dimension stays the parallel loop alone.
    let kernel = check(
        &reduce("f32", "[100,3,40]", "[100,3]", "{2}", "add", "0"),
        Tol::Exact,
    );
    assert_eq!(kernel.parallel_extent(), 100);
}

/// Found by `pipeline_fuzz`: a reducer that ignores its accumulator, `r(a, x) = f(x)`,
/// lowers to `acc = f(x)` in the row loop, and the result is the last term's `f`. The loop
/// was vectorized (nothing in its body is carried), but a vector loop keeps only
/// accumulators, so `acc` kept the init value when the row was a multiple of the vector step.
#[test]
fn reducers_that_ignore_the_accumulator_keep_the_last_term() {
    for ty in ["f32", "s32"] {
        for body in ["copy(b)", "maximum(b, b)", "add(b, b)", "negate(b)"] {
            for (from, to) in [("[2,64]", "[2]"), ("[3,16]", "[3]"), ("[8]", "[]")] {
                let text = format!(
                    "HloModule m
red {{
  a = {ty}[] parameter(0)
  b = {ty}[] parameter(1)
  ROOT r = {ty}[] {body}
}}
ENTRY e {{
  x = {ty}{from} parameter(0)
  i = {ty}[] constant(100)
  ROOT r = {ty}{to} reduce(x, i), dimensions={{{dims}}}, to_apply=red
}}
",
                    dims = if to == "[]" { "0" } else { "1" }
                );
                check(&text, Tol::Exact);
            }
        }
    }
}

#[test]
fn outputs_differing_in_extents_of_one_share_one_parallel_nest() {
    // A layer norm gradient's two sibling row sums, one kept as `[n, 1]`: one nest computes
    // both (not one nest per output, each redoing both sums, the kernel serial).
    let kernel = check(
        "HloModule m
red {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  x = f32[6,300] parameter(0)
  y = f32[6,300] parameter(1)
  i = f32[] constant(0)
  p = f32[6,300] multiply(x, y)
  s = f32[6] reduce(p, i), dimensions={1}, to_apply=red
  q = f32[6,1] reshape(s)
  n = f32[6,300] negate(y)
  t = f32[6] reduce(n, i), dimensions={1}, to_apply=red
  u = f32[1,6] reshape(t)
  ROOT r = (f32[6,1], f32[6], f32[1,6]) tuple(q, t, u)
}
",
        Tol::Rel(1e-5),
    );
    assert_eq!(kernel.body.len(), 1, "one nest: {kernel:#?}");
    assert_eq!(kernel.parallel_extent(), 6);
    // Outputs of different sizes still get a nest each.
    let kernel = check(
        "HloModule m
ENTRY e {
  x = f32[6,1] parameter(0)
  a = f32[6,1] negate(x)
  b = f32[3] constant({1, 2, 3})
  ROOT r = (f32[6,1], f32[3]) tuple(a, b)
}
",
        Tol::Exact,
    );
    assert_eq!(kernel.body.len(), 2);
}
