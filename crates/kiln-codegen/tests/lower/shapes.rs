//! Data movement: broadcast, reshape, transpose, slice, pad, concatenate, reverse, iota,
//! dynamic-slice, dynamic-update-slice, gather.

use crate::harness::{check, check_with, innermost_loops, ints, parse, random_args, Tol};
use kiln_hlo::PrimitiveType::{S32, S64, U32, U64};

#[test]
fn broadcasts() {
    for (from, to, dims) in [
        ("f32[]", "f32[3,5]", "{}"),
        ("f32[5]", "f32[3,5]", "{1}"),
        ("f32[3]", "f32[3,5]", "{0}"),
        ("f32[3,5]", "f32[2,3,4,5]", "{1,3}"),
        ("s8[4]", "s8[4,1,6]", "{0}"),
    ] {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  a = {from} parameter(0)\n  ROOT r = {to} broadcast(a), dimensions={dims}\n}}\n"
        );
        check(&hlo, Tol::Exact);
    }
}

#[test]
fn reshapes_cancel_their_divisions() {
    for (from, to) in [
        ("f32[6,20]", "f32[120]"),
        ("f32[120]", "f32[6,20]"),
        ("f32[2,3,4]", "f32[6,4]"),
        ("f32[6,4]", "f32[2,3,4]"),
        ("f32[6,4]", "f32[4,6]"),
        ("f32[3,1,5]", "f32[15,1]"),
        ("bf16[4,6]", "bf16[2,12]"),
    ] {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  a = {from} parameter(0)\n  ROOT r = {to} reshape(a)\n}}\n"
        );
        check(&hlo, Tol::Exact);
    }
    // Splitting and merging contiguous dimensions leaves a contiguous, vector innermost loop.
    let hlo = "HloModule m\nENTRY e {\n  a = f32[6,20] parameter(0)\n  b = f32[120] reshape(a)\n  ROOT r = f32[3,2,20] reshape(b)\n}\n";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(20, 4)], "{kernel:#?}");
}

#[test]
fn transposes() {
    for (from, to, perm) in [
        ("f32[3,5]", "f32[5,3]", "{1,0}"),
        ("f32[2,3,4]", "f32[4,2,3]", "{2,0,1}"),
        ("s16[2,3,4,5]", "s16[5,4,3,2]", "{3,2,1,0}"),
        ("f32[2,3,4,5]", "f32[2,4,3,5]", "{0,2,1,3}"),
    ] {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  a = {from} parameter(0)\n  ROOT r = {to} transpose(a), dimensions={perm}\n}}\n"
        );
        check(&hlo, Tol::Exact);
    }
    let hlo = "HloModule m\nENTRY e {\n  a = f32[8,9] parameter(0)\n  ROOT r = f32[9,8] transpose(a), dimensions={1,0}\n}\n";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(
        innermost_loops(&kernel),
        vec![(8, 1)],
        "strided loads stay scalar"
    );
}

#[test]
fn slices_and_reverse() {
    check(
        "HloModule m\nENTRY e {\n  a = f32[10,12] parameter(0)\n  ROOT r = f32[3,4] slice(a), slice={[1:10:3], [2:12:3]}\n}\n",
        Tol::Exact,
    );
    check(
        "HloModule m\nENTRY e {\n  a = u8[7,5] parameter(0)\n  ROOT r = u8[7,5] reverse(a), dimensions={0,1}\n}\n",
        Tol::Exact,
    );
}

#[test]
fn pads_negative_and_interior() {
    for (from, to, padding) in [
        ("f32[4,5]", "f32[7,9]", "1_2x3_1"),
        ("f32[4,5]", "f32[10,13]", "1_2_1x0_0_2"),
        ("f32[6,7]", "f32[3,5]", "-1_-2x-2_0"),
        ("f32[6,7]", "f32[8,8]", "-2_-1_1x-3_-2_1"),
        ("s32[5]", "s32[3]", "-1_-1"),
        ("bf16[3,3]", "bf16[9,3]", "2_2_1x-1_-1_1"),
    ] {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  a = {from} parameter(0)\n  v = {}[] parameter(1)\n  ROOT r = {to} pad(a, v), padding={padding}\n}}\n",
            &from[..from.find('[').expect("type")]
        );
        check(&hlo, Tol::Exact);
    }
}

#[test]
fn concatenates() {
    check(
        "HloModule m\nENTRY e {\n  a = f32[2,3] parameter(0)\n  b = f32[2,1] parameter(1)\n  c = f32[2,4] parameter(2)\n  ROOT r = f32[2,8] concatenate(a, b, c), dimensions={1}\n}\n",
        Tol::Exact,
    );
    check(
        "HloModule m\nENTRY e {\n  a = s32[2,3] parameter(0)\n  b = s32[0,3] parameter(1)\n  c = s32[4,3] parameter(2)\n  ROOT r = s32[6,3] concatenate(a, b, c), dimensions={0}\n}\n",
        Tol::Exact,
    );
    // A slice of a concatenate reads only the operand it lands in.
    check(
        "HloModule m\nENTRY e {\n  a = f32[5] parameter(0)\n  b = f32[6] parameter(1)\n  c = f32[11] concatenate(a, b), dimensions={0}\n  ROOT r = f32[4] slice(c), slice={[6:10]}\n}\n",
        Tol::Exact,
    );
}

/// Whether the kernel computes a `max`, `min` or `select` anywhere.
fn clamps_or_selects(kernel: &kiln_codegen::kir::Kernel) -> bool {
    use kiln_codegen::kir::{BinaryOp, Expr, Stmt};
    fn expr(e: &Expr) -> bool {
        matches!(
            e,
            Expr::Select(..) | Expr::Binary(BinaryOp::Max | BinaryOp::Min, ..)
        ) || e.operands().any(expr)
    }
    fn stmts(body: &[Stmt]) -> bool {
        body.iter().any(|s| match s {
            Stmt::Loop { body, .. } => stmts(body),
            Stmt::Assign { value, .. } => expr(value),
            Stmt::Store { index, value, .. } => expr(index) || expr(value),
        })
    }
    stmts(&kernel.body)
}

#[test]
fn concatenates_and_pads_loop_once_per_piece() {
    // Slices concatenated along the last dimension (concat_slice, jnp.roll): one plain vector
    // loop per operand, no clamps or selects left.
    let hlo = "HloModule m\nENTRY e {\n  a = f32[3,37] parameter(0)\n  b = f32[3,37] parameter(1)\n  s = f32[3,13] slice(a), slice={[0:3], [0:13]}\n  t = f32[3,24] slice(b), slice={[0:3], [13:37]}\n  u = f32[3,17] slice(a), slice={[0:3], [9:26]}\n  ROOT r = f32[3,54] concatenate(s, t, u), dimensions={1}\n}\n";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(13, 4), (24, 4), (17, 4)]);
    assert!(!clamps_or_selects(&kernel), "{kernel:#?}");
    let roll = "HloModule m\nENTRY e {\n  x = s32[5,29] parameter(0)\n  a = s32[5,7] slice(x), slice={[0:5], [22:29]}\n  b = s32[5,22] slice(x), slice={[0:5], [0:22]}\n  c = s32[5,29] concatenate(a, b), dimensions={1}\n  ROOT r = s32[5,29] add(c, x)\n}\n";
    let kernel = check(roll, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(7, 4), (22, 4)]);
    assert!(!clamps_or_selects(&kernel), "{kernel:#?}");
    // Rotary embedding: concatenate([-x2, x1]) * sin + x * cos, in bf16.
    let rope = "HloModule m\nENTRY e {\n  x = bf16[2,3,4,10] parameter(0)\n  c = bf16[4,10] parameter(1)\n  s = bf16[4,10] parameter(2)\n  cb = bf16[2,3,4,10] broadcast(c), dimensions={2,3}\n  sb = bf16[2,3,4,10] broadcast(s), dimensions={2,3}\n  x1 = bf16[2,3,4,5] slice(x), slice={[0:2], [0:3], [0:4], [0:5]}\n  x2 = bf16[2,3,4,5] slice(x), slice={[0:2], [0:3], [0:4], [5:10]}\n  n = bf16[2,3,4,5] negate(x2)\n  k = bf16[2,3,4,10] concatenate(n, x1), dimensions={3}\n  p = bf16[2,3,4,10] multiply(x, cb)\n  q = bf16[2,3,4,10] multiply(k, sb)\n  ROOT r = bf16[2,3,4,10] add(p, q)\n}\n";
    let kernel = check(rope, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(5, 4), (5, 4)]);
    assert!(!clamps_or_selects(&kernel), "{kernel:#?}");
    // A concatenate along a middle dimension cuts that loop; the last stays whole.
    let mid = "HloModule m\nENTRY e {\n  a = f32[64,5,6] parameter(0)\n  b = f32[64,2,6] parameter(1)\n  ROOT r = f32[64,9,6] concatenate(b, a, b), dimensions={1}\n}\n";
    let kernel = check(mid, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(6, 4), (6, 4), (6, 4)]);
    assert!(!clamps_or_selects(&kernel), "{kernel:#?}");
    // Low and high padding of the last dimension (and negative padding, and a piece of one
    // element): the pieces store the pad value or copy.
    for (from, to, padding, loops) in [
        (
            "f32[4,19]",
            "f32[4,30]",
            "0_0x5_6",
            vec![(5, 4), (19, 4), (6, 4)],
        ),
        ("f32[4,19]", "f32[4,18]", "0_0x-2_1", vec![(17, 4)]),
        ("s8[4,19]", "s8[4,21]", "0_0x1_1", vec![(19, 4)]),
    ] {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  a = {from} parameter(0)\n  v = {}[] parameter(1)\n  ROOT r = {to} pad(a, v), padding={padding}\n}}\n",
            &from[..from.find('[').expect("type")]
        );
        let kernel = check(&hlo, Tol::Exact);
        assert_eq!(innermost_loops(&kernel), loops, "{hlo}");
        assert!(!clamps_or_selects(&kernel), "{kernel:#?}");
    }
}

#[test]
fn iotas() {
    for (ty, dims, d) in [
        ("s32", "[4,5]", 0),
        ("f32", "[4,5]", 1),
        ("bf16", "[3,300]", 1),
        ("u8", "[2,3,4]", 2),
        ("s64", "[7]", 0),
    ] {
        let hlo = format!(
            "HloModule m\nENTRY e {{\n  ROOT r = {ty}{dims} iota(), iota_dimension={d}\n}}\n"
        );
        check(&hlo, Tol::Exact);
    }
}

#[test]
fn dynamic_slices_clamp_their_starts() {
    let hlo = "HloModule m\nENTRY e {\n  a = f32[6,8] parameter(0)\n  i = s32[] parameter(1)\n  j = s32[] parameter(2)\n  ROOT r = f32[3,4] dynamic-slice(a, i, j), dynamic_slice_sizes={3,4}\n}\n";
    let module = parse(hlo);
    for (i, j) in [(0, 0), (2, 3), (-5, 2), (4, 9), (100, -100)] {
        let mut args = random_args(&module, 7);
        args[1] = ints(S32, &[], &[i]);
        args[2] = ints(S32, &[], &[j]);
        check_with(hlo, &args, Tol::Exact);
    }
    let hlo = "HloModule m\nENTRY e {\n  a = s32[9] parameter(0)\n  i = u64[] parameter(1)\n  ROOT r = s32[4] dynamic-slice(a, i), dynamic_slice_sizes={4}\n}\n";
    let module = parse(hlo);
    for i in [3, 7, -1] {
        let mut args = random_args(&module, 3);
        args[1] = ints(U64, &[], &[i]);
        check_with(hlo, &args, Tol::Exact);
    }
}

#[test]
fn dynamic_update_slices() {
    let hlo = "HloModule m\nENTRY e {\n  a = f32[5,6] parameter(0)\n  u = f32[2,3] parameter(1)\n  i = s64[] parameter(2)\n  j = s64[] parameter(3)\n  ROOT r = f32[5,6] dynamic-update-slice(a, u, i, j)\n}\n";
    let module = parse(hlo);
    for (i, j) in [(0, 0), (3, 3), (-2, 9), (1, 2)] {
        let mut args = random_args(&module, 11);
        args[2] = ints(S64, &[], &[i]);
        args[3] = ints(S64, &[], &[j]);
        check_with(hlo, &args, Tol::Exact);
    }
}

#[test]
fn gathers() {
    // Embedding lookup: rows of a table by index, out-of-range indices clamped.
    let hlo = "HloModule m\nENTRY e {\n  t = f32[10,4] parameter(0)\n  i = s32[6] parameter(1)\n  ROOT r = f32[6,4] gather(t, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}\n}\n";
    let module = parse(hlo);
    let mut args = random_args(&module, 5);
    args[1] = ints(S32, &[6], &[0, 9, 3, -4, 12, 5]);
    let kernel = check_with(hlo, &args, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(4, 4)], "{kernel:#?}");
    // 2-D points with index vectors in the last dimension.
    let hlo = "HloModule m\nENTRY e {\n  t = f32[5,7] parameter(0)\n  i = s32[3,2] parameter(1)\n  ROOT r = f32[3] gather(t, i), offset_dims={}, collapsed_slice_dims={0,1}, start_index_map={0,1}, index_vector_dim=1, slice_sizes={1,1}\n}\n";
    let module = parse(hlo);
    let mut args = random_args(&module, 6);
    args[1] = ints(S32, &[3, 2], &[0, 0, 4, 6, -1, 9]);
    check_with(hlo, &args, Tol::Exact);
    // Windows of 2x3 at clamped starts, index vector dimension first.
    let hlo = "HloModule m\nENTRY e {\n  t = s32[6,8] parameter(0)\n  i = s64[2,4] parameter(1)\n  ROOT r = s32[4,2,3] gather(t, i), offset_dims={1,2}, collapsed_slice_dims={}, start_index_map={0,1}, index_vector_dim=0, slice_sizes={2,3}\n}\n";
    let module = parse(hlo);
    let mut args = random_args(&module, 8);
    args[1] = ints(S64, &[2, 4], &[0, 5, 2, -3, 1, 7, 4, 2]);
    check_with(hlo, &args, Tol::Exact);
    // Batching dimensions (take_along_axis).
    let hlo = "HloModule m\nENTRY e {\n  t = f32[3,5] parameter(0)\n  i = s32[3,2,1] parameter(1)\n  ROOT r = f32[3,2] gather(t, i), offset_dims={}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=2, slice_sizes={1,1}\n}\n";
    let module = parse(hlo);
    let mut args = random_args(&module, 9);
    args[1] = ints(S32, &[3, 2, 1], &[0, 4, 2, 2, 7, -1]);
    check_with(hlo, &args, Tol::Exact);
}

#[test]
fn element_gathers_along_a_trailing_axis_run_four_lanes_at_a_time() {
    // take_along_axis(x, i, 1): one element per index, the row from the batching dimension.
    // The loop over the indices of a row vectorizes; the loads of x go lane by lane, each at
    // its own clamped start (s32 indices are clamped before they are widened).
    let specials = [0, 12, 13, -1, -13, 40, i32::MAX as i64, i32::MIN as i64, 6];
    for (ty, elem) in [(S32, "s32"), (S64, "s64"), (U32, "u32")] {
        for (rows, cols, taken) in [(3, 13, 7), (5, 4, 9), (2, 1, 4)] {
            let hlo = format!(
                "HloModule m\nENTRY e {{\n  x = f32[{rows},{cols}] parameter(0)\n  i = {elem}[{rows},{taken},1] parameter(1)\n  ROOT r = f32[{rows},{taken}] gather(x, i), offset_dims={{}}, collapsed_slice_dims={{1}}, start_index_map={{1}}, operand_batching_dims={{0}}, start_indices_batching_dims={{0}}, index_vector_dim=2, slice_sizes={{1,1}}\n}}\n"
            );
            let module = parse(&hlo);
            let mut args = random_args(&module, 12);
            let ids: Vec<i64> = (0..rows * taken)
                .map(|k| specials[k as usize % specials.len()] + k / 3)
                .collect();
            args[1] = ints(ty, &[rows, taken, 1], &ids);
            let kernel = check_with(&hlo, &args, Tol::Exact);
            assert_eq!(
                innermost_loops(&kernel),
                vec![(taken, 4)],
                "{elem} [{rows},{cols}] taking {taken}: {kernel:#?}"
            );
        }
    }
}

/// An operand broadcast over groups of a row (`x[.., j] * s[.., j / 8]`, a group norm's
/// statistics over its groups of channels) divides the row's counter: the row is split into
/// `[groups, 8]`, so that the inner loop reads its operands contiguously (or not at all) and
/// runs four elements at a time. Group sizes of 4 and 16, a second divisor, a remainder of
/// the vector step (12), a row whose groups need no split (2) and f16 agree with the
/// interpreter too.
#[test]
fn rows_of_groups_split_into_vector_loops() {
    let grouped = |ty: &str, rows: i64, groups: i64, size: i64| {
        let row = groups * size;
        format!(
            "HloModule m
ENTRY e {{
  x = {ty}[{rows},{row}] parameter(0)
  s = {ty}[{rows},{groups}] parameter(1)
  g = {ty}[{row}] parameter(2)
  b = {ty}[{rows},{groups},{size}] broadcast(s), dimensions={{0,1}}
  r = {ty}[{rows},{row}] reshape(b)
  m = {ty}[{rows},{row}] multiply(x, r)
  gb = {ty}[{rows},{row}] broadcast(g), dimensions={{1}}
  ROOT o = {ty}[{rows},{row}] add(m, gb)
}}
"
        )
    };
    for (groups, size, inner) in [(32, 8, 8), (6, 4, 4), (5, 16, 16), (7, 12, 12)] {
        let kernel = check(&grouped("f32", 3, groups, size), Tol::Exact);
        assert_eq!(
            innermost_loops(&kernel),
            vec![(inner, 4)],
            "{groups} groups of {size}: {kernel:#?}"
        );
    }
    check(&grouped("f32", 3, 9, 2), Tol::Exact);
    check(&grouped("f16", 2, 4, 8), Tol::Exact);
    // Two divisors of the counter (groups of 8 inside groups of 32): split by the smaller.
    let hlo = "HloModule m
ENTRY e {
  x = f32[4,128] parameter(0)
  s = f32[4,16] parameter(1)
  t = f32[4,4] parameter(2)
  bs = f32[4,16,8] broadcast(s), dimensions={0,1}
  rs = f32[4,128] reshape(bs)
  bt = f32[4,4,32] broadcast(t), dimensions={0,1}
  rt = f32[4,128] reshape(bt)
  m = f32[4,128] multiply(x, rs)
  ROOT o = f32[4,128] subtract(m, rt)
}
";
    let kernel = check(hlo, Tol::Exact);
    assert_eq!(innermost_loops(&kernel), vec![(8, 4)], "{kernel:#?}");
}
