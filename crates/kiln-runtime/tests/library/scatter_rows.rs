//! Scatter's row loops (a combiner that is one binary op, or returns its inputs, run over the
//! window's contiguous runs at once) against the interpreter: special values, duplicate and
//! out-of-bounds indices, windows of odd shapes, several element types, 1 and 2 threads.

use super::{check_with, Match};

/// Checks `text` on two seeds at 1 and 2 threads with indices in [-`int_range`, `int_range`),
/// with no interpreter fallback.
fn check_threads(text: &str, int_range: i64) {
    for threads in [1, 2] {
        for seed in [3, 4] {
            let how = Match::ExactNanPlaces;
            let (calls, fallbacks) = check_with(text, seed, int_range, threads, how);
            assert!(fallbacks.is_empty(), "fallbacks {fallbacks:?}\n{text}");
            assert!(calls > 0, "no library call\n{text}");
        }
    }
}

/// A scatter of rows of 5 whose operand and updates hold NaNs (with payloads and signs), ±0,
/// denormals and plain values: `x`, the bits of small integers `xi` (denormals, and NaNs for
/// negative ones), `sqrt(x)` and `x * 0` stacked, for the operand's and the updates'
/// parameters. Elementwise arithmetic flushes denormals, so they come from bitcasts.
fn special_rows(ty: &str, int: &str, body: &str) -> String {
    let stack = |name: &str, rows: usize, p: usize| {
        format!(
            "  {name}x = {ty}[{rows},5] parameter({p})
  {name}i = {int}[{rows},5] parameter({q})
  {name}d = {ty}[{rows},5] bitcast-convert({name}i)
  {name}r = {ty}[{rows},5] sqrt({name}x)
  {name}z = {ty}[{rows},5] broadcast(zero), dimensions={{}}
  {name}s = {ty}[{rows},5] multiply({name}x, {name}z)
  {name} = {ty}[{n},5] concatenate({name}x, {name}d, {name}r, {name}s), dimensions={{0}}
",
            q = p + 1,
            n = 4 * rows
        )
    };
    let params = if body == "set" {
        format!("a = {ty}[] parameter(0)\n  ROOT b = {ty}[] parameter(1)")
    } else {
        format!("a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  {body}")
    };
    format!(
        "HloModule m\nf {{\n  {params}\n}}\nENTRY e {{\n  zero = {ty}[] constant(0)\n{}{}  i = s32[12,1] parameter(4)\n  ROOT s = {ty}[24,5] scatter(o, i, u), update_window_dims={{1}}, inserted_window_dims={{0}}, scatter_dims_to_operand_dims={{0}}, index_vector_dim=1, to_apply=f\n}}",
        stack("o", 6, 0),
        stack("u", 3, 2),
    )
}

#[test]
fn scatter_rows_of_special_values() {
    for (ty, int) in [("f32", "s32"), ("f64", "s64")] {
        for body in [
            format!("ROOT r = {ty}[] add(a, b)"),
            format!("ROOT r = {ty}[] add(b, a)"),
            format!("ROOT r = {ty}[] subtract(b, a)"),
            format!("ROOT r = {ty}[] multiply(a, b)"),
            format!("ROOT r = {ty}[] divide(a, b)"),
            format!("ROOT r = {ty}[] maximum(a, b)"),
            format!("ROOT r = {ty}[] minimum(b, a)"),
            "set".to_string(),
        ] {
            // Indices in [-30, 30) over 24 rows: duplicates and out-of-bounds on both sides.
            check_threads(&special_rows(ty, int, &body), 30);
        }
    }
}

#[test]
fn scatter_rows_of_integers() {
    for ty in ["s8", "u16", "s32", "u32", "s64"] {
        for op in [
            "add", "subtract", "multiply", "maximum", "minimum", "and", "or", "xor",
        ] {
            let text = format!(
                "HloModule m\nf {{\n  a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  ROOT r = {ty}[] {op}(b, a)\n}}\nENTRY e {{\n  o = {ty}[11,7] parameter(0)\n  i = s32[9] parameter(1)\n  u = {ty}[9,7] parameter(2)\n  ROOT s = {ty}[11,7] scatter(o, i, u), update_window_dims={{1}}, inserted_window_dims={{0}}, scatter_dims_to_operand_dims={{0}}, index_vector_dim=1, to_apply=f\n}}"
            );
            check_threads(&text, 14);
        }
    }
}

#[test]
fn scatter_rows_of_partial_windows_and_columns() {
    // 2x3 windows of a 9x7 operand: runs of 3; starts along both dimensions, some past the
    // end (a window that does not fit is skipped whole).
    let partial = "HloModule m
f {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}
ENTRY e {
  o = f32[9,7] parameter(0)
  i = s32[6,2] parameter(1)
  u = f32[6,2,3] parameter(2)
  ROOT s = f32[9,7] scatter(o, i, u), update_window_dims={1,2}, inserted_window_dims={}, scatter_dims_to_operand_dims={0,1}, index_vector_dim=1, to_apply=f
}";
    check_threads(partial, 9);
    // Columns of a row-major operand: runs of one element.
    let columns = "HloModule m
f {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT r = s32[] maximum(a, b)
}
ENTRY e {
  o = s32[5,8] parameter(0)
  i = s32[10,1] parameter(1)
  u = s32[5,10] parameter(2)
  ROOT s = s32[5,8] scatter(o, i, u), update_window_dims={0}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, index_vector_dim=1, to_apply=f
}";
    check_threads(columns, 10);
    // Two operands set together (a combiner returning its second half): copied runs.
    let variadic_set = "HloModule m
f {
  a = f32[] parameter(0)
  ai = s32[] parameter(1)
  b = f32[] parameter(2)
  bi = s32[] parameter(3)
  ROOT t = (f32[], s32[]) tuple(b, bi)
}
ENTRY e {
  o = f32[6,3] parameter(0)
  oi = s32[6,3] parameter(1)
  i = s32[9,1] parameter(2)
  u = f32[9,3] parameter(3)
  ui = s32[9,3] parameter(4)
  ROOT s = (f32[6,3], s32[6,3]) scatter(o, oi, i, u, ui), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=f
}";
    check_threads(variadic_set, 8);
}

/// `segment_sum`'s shape: many windows that are one row each, combined a block of windows
/// per call. Rows of a vector pair, one vector, a remainder and both; more windows than a
/// block holds; indices of every integer type, out of bounds on both sides (unsigned ones
/// from negative values: huge), with duplicates.
#[test]
fn scatter_rows_of_many_one_row_windows() {
    for (ty, body) in [
        ("f32", "add(a, b)"),
        ("f64", "add(b, a)"),
        ("f64", "maximum(a, b)"),
        ("s32", "subtract(b, a)"),
        ("u8", "add(a, b)"),
    ] {
        for width in [32, 16, 7, 33, 64] {
            for index in ["s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64"] {
                let text = format!(
                    "HloModule m\nf {{\n  a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n  ROOT r = {ty}[] {body}\n}}\nENTRY e {{\n  o = {ty}[37,{width}] parameter(0)\n  i = {index}[300] parameter(1)\n  u = {ty}[300,{width}] parameter(2)\n  ROOT s = {ty}[37,{width}] scatter(o, i, u), update_window_dims={{1}}, inserted_window_dims={{0}}, scatter_dims_to_operand_dims={{0}}, index_vector_dim=1, to_apply=f\n}}"
                );
                check_threads(&text, 45);
            }
        }
    }
    // Two index vector elements (a row and a column start), and a copy: blocks of windows
    // decoded the same way.
    let two = "HloModule m
f {
  a = f32[] parameter(0)
  ROOT b = f32[] parameter(1)
}
ENTRY e {
  o = f32[30,40] parameter(0)
  i = s32[200,2] parameter(1)
  u = f32[200,17] parameter(2)
  ROOT s = f32[30,40] scatter(o, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0,1}, index_vector_dim=1, to_apply=f
}";
    check_threads(two, 35);
}
