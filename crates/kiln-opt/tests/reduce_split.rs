//! `reduce-split`: a reduce over the minor-most dimensions and others that a kept dimension
//! separates becomes two reduces (the minor-most run first), and the interpreter gives the
//! same bits before and after on random inputs (see `differential`) where the terms' order
//! cannot matter: integer sums (wrapping), float max and min, and float sums of small
//! integers.

mod differential;

use differential::{check, count, parse};
use kiln_hlo::{Module, Opcode};
use kiln_opt::reduce_split::ReduceSplit;
use kiln_opt::Pass;

fn module(reducer: &str, body: &str) -> String {
    format!(
        "HloModule m\n\nr {{\n  a = {reducer}[] parameter(0)\n  b = {reducer}[] parameter(1)\n  ROOT c = {reducer}[] REDUCER(a, b)\n}}\n\nENTRY e {{\n{body}\n}}\n"
    )
}

fn with_op(text: String, op: &str) -> String {
    text.replace("REDUCER", op)
}

fn changes(text: &str) -> usize {
    ReduceSplit.run(&parse(text)).expect("reduce-split").1
}

/// The entry computation's reduces as (operand dimensions, reduced dimensions), in order.
fn reduces(m: &Module) -> Vec<(Vec<i64>, Vec<i64>)> {
    let comp = m.entry_computation();
    comp.instructions
        .iter()
        .filter(|i| i.opcode == Opcode::Reduce)
        .map(|i| {
            let x = comp.instr(i.operands[0]).shape.dims().to_vec();
            (x, i.attrs.dimensions.clone().unwrap_or_default())
        })
        .collect()
}

#[test]
fn outer_and_inner_dimensions_are_two_reduces() {
    let text = with_op(
        module(
            "s32",
            r#"
  x = s32[4,3,5] parameter(0)
  z = s32[] constant(0)
  ROOT s = s32[3] reduce(x, z), dimensions={0,2}, to_apply=r"#,
        ),
        "add",
    );
    let m = check(&text, &[&ReduceSplit]);
    assert_eq!(
        reduces(&m),
        vec![(vec![4, 3, 5], vec![2]), (vec![4, 3], vec![0])]
    );
}

#[test]
fn several_outer_and_inner_dimensions() {
    // Reduce {0, 2, 4, 5} of rank 6: the run {4, 5} first, then {0, 2} of the rank-4 rest.
    let text = with_op(
        module(
            "f32",
            r#"
  x = f32[2,3,2,4,3,2] parameter(0)
  z = f32[] constant(-inf)
  ROOT s = f32[3,4] reduce(x, z), dimensions={5,0,4,2}, to_apply=r"#,
        ),
        "maximum",
    );
    let m = check(&text, &[&ReduceSplit]);
    assert_eq!(
        reduces(&m),
        vec![
            (vec![2, 3, 2, 4, 3, 2], vec![4, 5]),
            (vec![2, 3, 2, 4], vec![0, 2])
        ]
    );
}

#[test]
fn float_sums_and_minima_split() {
    // Small integers as floats: every order of the terms gives the same sum.
    let sum = with_op(
        module(
            "f32",
            r#"
  p = s8[6,4,8] parameter(0)
  x = f32[6,4,8] convert(p)
  z = f32[] constant(0)
  ROOT s = f32[4] reduce(x, z), dimensions={0,2}, to_apply=r"#,
        ),
        "add",
    );
    let m = check(&sum, &[&ReduceSplit]);
    assert_eq!(count(&m, Opcode::Reduce), 2);
    let min = with_op(
        module(
            "f32",
            r#"
  x = f32[3,7,5] parameter(0)
  z = f32[] constant(inf)
  ROOT s = f32[7] reduce(x, z), dimensions={0,2}, to_apply=r"#,
        ),
        "minimum",
    );
    let m = check(&min, &[&ReduceSplit]);
    assert_eq!(count(&m, Opcode::Reduce), 2);
}

#[test]
fn reduces_that_need_no_split_or_must_not_be_split_stay() {
    let cases = [
        // The reduced dimensions are already the minor-most run.
        ("add", "s32", "s32[4,3,5]", "s32[4]", "{1,2}", "0"),
        // No minor-most dimension is reduced.
        ("add", "s32", "s32[4,3,5]", "s32[5]", "{0,1}", "0"),
        ("add", "s32", "s32[4,3,5]", "s32[3,5]", "{0}", "0"),
        // An init value that is not the reducer's identity would count twice.
        ("add", "s32", "s32[4,3,5]", "s32[3]", "{0,2}", "1"),
        ("maximum", "f32", "f32[4,3,5]", "f32[3]", "{0,2}", "0"),
        // A reducer that is not add, max or min.
        ("multiply", "f32", "f32[4,3,5]", "f32[3]", "{0,2}", "1"),
    ];
    for (op, ty, x, out, dims, init) in cases {
        let text = with_op(
            module(
                ty,
                &format!(
                    "  x = {x} parameter(0)\n  z = {ty}[] constant({init})\n  ROOT s = {out} reduce(x, z), dimensions={dims}, to_apply=r"
                ),
            ),
            op,
        );
        assert_eq!(changes(&text), 0, "{op} {x} {dims} init {init}");
    }
}

#[test]
fn variadic_reduces_and_other_layouts_stay() {
    let argmax = r#"HloModule m

r {
  a = f32[] parameter(0)
  i = s32[] parameter(1)
  b = f32[] parameter(2)
  j = s32[] parameter(3)
  m = f32[] maximum(a, b)
  k = s32[] minimum(i, j)
  ROOT t = (f32[], s32[]) tuple(m, k)
}

ENTRY e {
  x = f32[4,3,5] parameter(0)
  y = s32[4,3,5] parameter(1)
  z = f32[] constant(-inf)
  w = s32[] constant(0)
  ROOT s = (f32[3], s32[3]) reduce(x, y, z, w), dimensions={0,2}, to_apply=r
}
"#;
    assert_eq!(changes(argmax), 0);
    let column_major = with_op(
        module(
            "s32",
            r#"
  x = s32[4,3,5]{0,1,2} parameter(0)
  z = s32[] constant(0)
  ROOT s = s32[3] reduce(x, z), dimensions={0,2}, to_apply=r"#,
        ),
        "add",
    );
    assert_eq!(changes(&column_major), 0);
}
