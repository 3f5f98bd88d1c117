//! `algsimp` rewrites, one small module each: HLO text in, the rewritten module's
//! instructions checked, and the interpreter's results compared bit for bit before and
//! after on random inputs (see `differential`). Negative tests check that inexact
//! rewrites are not made.

mod differential;

use differential::{check, count, entry_opcodes, parse, root};
use kiln_hlo::{ConstantValue, Literal, Module, Opcode, SliceDim};
use kiln_opt::algsimp::AlgebraicSimplifier;
use kiln_opt::Pass;

fn simplify(text: &str) -> Module {
    check(text, &[&AlgebraicSimplifier])
}

/// A one-computation module `ENTRY e { body }`.
fn entry(body: &str) -> String {
    format!("HloModule m\n\nENTRY e {{\n{body}\n}}\n")
}

/// The module with `comps` (full computation texts) before the entry.
fn with_comps(comps: &str, body: &str) -> String {
    format!("HloModule m\n\n{comps}\n\nENTRY e {{\n{body}\n}}\n")
}

const ADD_F32: &str = r#"
add_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}"#;
const MAX_F32: &str = r#"
max_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] maximum(a, b)
}"#;

/// A binary op on parameter `p` (of `ty[4]`) and a broadcast constant `c`.
fn binary_with_constant(ty: &str, op: &str, c: &str, constant_left: bool) -> String {
    let operands = if constant_left { "b, p" } else { "p, b" };
    entry(&format!(
        r#"
  p = {ty}[4] parameter(0)
  c = {ty}[] constant({c})
  b = {ty}[4] broadcast(c), dimensions={{}}
  ROOT r = {ty}[4] {op}({operands})"#
    ))
}

/// `p op c`, simplified.
fn bin(ty: &str, op: &str, c: &str) -> Module {
    simplify(&binary_with_constant(ty, op, c, false))
}

/// `c op p`, simplified.
fn bin_left(ty: &str, op: &str, c: &str) -> Module {
    simplify(&binary_with_constant(ty, op, c, true))
}

fn root_is_parameter(m: &Module) -> bool {
    root(m).opcode == Opcode::Parameter
}

/// The root is a broadcast of a scalar constant with these printed value bits.
fn root_is_splat(m: &Module, want: &Literal) -> bool {
    let comp = m.entry_computation();
    let r = root(m);
    let c = match r.opcode {
        Opcode::Broadcast => comp.instr(r.operands[0]),
        _ => r,
    };
    matches!(&c.attrs.constant, Some(ConstantValue::Literal(l)) if l == want)
}

fn changes(text: &str) -> usize {
    AlgebraicSimplifier.run(&parse(text)).expect("algsimp").1
}

// ---- add, subtract, multiply, divide ----

#[test]
fn add_integer_zero_is_removed_on_either_side() {
    for left in [false, true] {
        let m = simplify(&binary_with_constant("s32", "add", "0", left));
        assert!(root_is_parameter(&m), "{}", kiln_hlo::print_module(&m));
    }
}

#[test]
fn add_negative_zero_is_removed_for_floats() {
    let m = bin("f32", "add", "-0");
    assert!(root_is_parameter(&m));
    let m = bin_left("bf16", "add", "-0");
    assert!(root_is_parameter(&m));
}

#[test]
fn add_positive_zero_is_kept_for_floats() {
    // -0.0 + 0.0 is +0.0: removing the add would change the sign of a zero.
    let m = bin("f32", "add", "0");
    assert_eq!(root(&m).opcode, Opcode::Add);
}

#[test]
fn constants_move_to_the_right_of_add_and_multiply() {
    for op in ["add", "multiply"] {
        let m = simplify(&binary_with_constant("f32", op, "3", true));
        let comp = m.entry_computation();
        let r = root(&m);
        assert_eq!(comp.instr(r.operands[0]).opcode, Opcode::Parameter, "{op}");
        assert_eq!(comp.instr(r.operands[1]).opcode, Opcode::Broadcast, "{op}");
    }
}

#[test]
fn subtract_zero() {
    assert!(root_is_parameter(&bin("s32", "subtract", "0")));
    // -0.0 - (+0.0) is -0.0: exact.
    assert!(root_is_parameter(&bin("f32", "subtract", "0")));
    // x - (-0.0) is x + 0.0: not exact for x = -0.0.
    let m = bin("f32", "subtract", "-0");
    assert_eq!(root(&m).opcode, Opcode::Subtract);
    // 0 - x is a negation, not x.
    let m = bin_left("s32", "subtract", "0");
    assert_eq!(root(&m).opcode, Opcode::Subtract);
}

#[test]
fn subtract_self_is_zero_for_integers_only() {
    let int = simplify(&entry(
        r#"
  p = s32[3] parameter(0)
  ROOT r = s32[3] subtract(p, p)"#,
    ));
    let zero = kiln_hlo::Literal::scalar(
        kiln_hlo::ArrayData::S32(vec![0]),
        kiln_hlo::PrimitiveType::S32,
    )
    .unwrap();
    assert!(
        root_is_splat(&int, &zero),
        "{}",
        kiln_hlo::print_module(&int)
    );
    let float = simplify(&entry(
        r#"
  p = f32[3] parameter(0)
  ROOT r = f32[3] subtract(p, p)"#,
    ));
    assert_eq!(
        root(&float).opcode,
        Opcode::Subtract,
        "inf - inf is NaN, not 0"
    );
}

#[test]
fn multiply_by_one_is_removed() {
    for (ty, one) in [("s32", "1"), ("f32", "1"), ("f16", "1"), ("u8", "1")] {
        for left in [false, true] {
            let m = simplify(&binary_with_constant(ty, "multiply", one, left));
            assert!(root_is_parameter(&m), "{ty}");
        }
    }
}

#[test]
fn multiply_by_zero_is_zero_for_integers_only() {
    let m = bin_left("s64", "multiply", "0");
    assert_eq!(root(&m).opcode, Opcode::Broadcast);
    assert_eq!(count(&m, Opcode::Multiply), 0);
    let m = bin("f32", "multiply", "0");
    assert_eq!(root(&m).opcode, Opcode::Multiply, "NaN * 0 is NaN");
}

#[test]
fn divide_by_one_is_removed() {
    assert!(root_is_parameter(&bin("s32", "divide", "1")));
    assert!(root_is_parameter(&bin("f64", "divide", "1")));
}

#[test]
fn divide_by_a_power_of_two_multiplies_by_its_exact_reciprocal() {
    for (ty, c) in [
        ("f32", "4"),
        ("f32", "-0.125"),
        ("f16", "2"),
        ("bf16", "1024"),
        ("f64", "0.5"),
    ] {
        let m = simplify(&binary_with_constant(ty, "divide", c, false));
        assert_eq!(root(&m).opcode, Opcode::Multiply, "{ty} / {c}");
        assert_eq!(count(&m, Opcode::Divide), 0);
    }
}

#[test]
fn divide_by_other_constants_is_kept() {
    // 1/3 rounds; 1/2^-24 = 2^24 overflows f16; integer division is not a multiplication.
    for (ty, c) in [
        ("f32", "3"),
        ("f32", "0"),
        ("f32", "inf"),
        ("f16", "5.96046448e-08"),
        ("s32", "2"),
    ] {
        let m = simplify(&binary_with_constant(ty, "divide", c, false));
        assert_eq!(root(&m).opcode, Opcode::Divide, "{ty} / {c}");
    }
}

// ---- negate, abs, max/min, logic ----

#[test]
fn double_negation_is_removed() {
    for ty in ["f32", "s8"] {
        let m = simplify(&entry(&format!(
            r#"
  p = {ty}[5] parameter(0)
  n = {ty}[5] negate(p)
  ROOT r = {ty}[5] negate(n)"#
        )));
        assert!(root_is_parameter(&m), "{ty}");
    }
}

#[test]
fn negate_and_abs_of_constants_are_folded() {
    let m = simplify(&entry(
        r#"
  c = f32[3] constant({1, -0, -2.5})
  ROOT r = f32[3] negate(c)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Constant]);
    let m = simplify(&entry(
        r#"
  c = s8[3] constant({-128, -3, 4})
  ROOT r = s8[3] abs(c)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Constant]);
    // Through a broadcast: the broadcast stays, of the folded scalar.
    let m = simplify(&entry(
        r#"
  c = f32[] constant(2)
  b = f32[4] broadcast(c), dimensions={}
  ROOT r = f32[4] negate(b)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Constant, Opcode::Broadcast]);
}

#[test]
fn abs_of_negate_and_of_abs() {
    let m = simplify(&entry(
        r#"
  p = f32[4] parameter(0)
  n = f32[4] negate(p)
  ROOT r = f32[4] abs(n)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Parameter, Opcode::Abs]);
    let m = simplify(&entry(
        r#"
  p = s32[4] parameter(0)
  a = s32[4] abs(p)
  ROOT r = s32[4] abs(a)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Parameter, Opcode::Abs]);
}

#[test]
fn max_and_min_identities() {
    assert!(root_is_parameter(&bin("f32", "maximum", "-inf")));
    assert!(root_is_parameter(&bin_left("f32", "minimum", "inf")));
    assert!(root_is_parameter(&bin("s8", "maximum", "-128")));
    assert!(root_is_parameter(&bin("u16", "minimum", "65535")));
    let m = bin("f32", "maximum", "0");
    assert_eq!(root(&m).opcode, Opcode::Maximum);
    let m = simplify(&entry(
        r#"
  p = f32[3] parameter(0)
  ROOT r = f32[3] minimum(p, p)"#,
    ));
    assert!(root_is_parameter(&m));
}

#[test]
fn logic_identities() {
    assert!(root_is_parameter(&bin("pred", "and", "true")));
    assert!(root_is_parameter(&bin_left("s32", "and", "-1")));
    assert!(root_is_parameter(&bin("u8", "or", "0")));
    assert!(root_is_parameter(&bin("s16", "xor", "0")));
    let m = simplify(&entry(
        r#"
  p = pred[3] parameter(0)
  ROOT r = pred[3] or(p, p)"#,
    ));
    assert!(root_is_parameter(&m));
    let m = bin("u8", "and", "127");
    assert_eq!(root(&m).opcode, Opcode::And);
}

// ---- compare, select ----

#[test]
fn compare_of_an_integer_with_itself() {
    let pred = |v: bool| {
        kiln_hlo::Literal::scalar(
            kiln_hlo::ArrayData::Pred(vec![v]),
            kiln_hlo::PrimitiveType::Pred,
        )
        .unwrap()
    };
    for (dir, value) in [
        ("EQ", true),
        ("LE", true),
        ("GE", true),
        ("NE", false),
        ("LT", false),
        ("GT", false),
    ] {
        let m = simplify(&entry(&format!(
            r#"
  p = s32[2,3] parameter(0)
  ROOT r = pred[2,3] compare(p, p), direction={dir}"#
        )));
        assert!(
            root_is_splat(&m, &pred(value)),
            "{dir}: {}",
            kiln_hlo::print_module(&m)
        );
    }
}

#[test]
fn compare_of_a_float_with_itself_is_kept() {
    let m = simplify(&entry(
        r#"
  p = f32[4] parameter(0)
  ROOT r = pred[4] compare(p, p), direction=EQ"#,
    ));
    assert_eq!(root(&m).opcode, Opcode::Compare, "NaN != NaN");
}

#[test]
fn select_with_a_constant_predicate_or_equal_branches() {
    for (value, want) in [("true", "x"), ("false", "y")] {
        let m = simplify(&entry(&format!(
            r#"
  x = f32[4] parameter(0)
  y = f32[4] parameter(1)
  c = pred[] constant({value})
  p = pred[4] broadcast(c), dimensions={{}}
  ROOT r = f32[4] select(p, x, y)"#
        )));
        assert_eq!(root(&m).name, want);
    }
    let m = simplify(&entry(
        r#"
  p = pred[4] parameter(0)
  x = f32[4] parameter(1)
  ROOT r = f32[4] select(p, x, x)"#,
    ));
    assert_eq!(root(&m).name, "x");
    let m = simplify(&entry(
        r#"
  x = f32[2] parameter(0)
  y = f32[2] parameter(1)
  p = pred[2] constant({true, false})
  ROOT r = f32[2] select(p, x, y)"#,
    ));
    assert_eq!(
        root(&m).opcode,
        Opcode::Select,
        "a mixed predicate picks from both"
    );
}

// ---- broadcast, reshape, transpose ----

#[test]
fn broadcast_of_broadcast_is_merged() {
    let m = simplify(&entry(
        r#"
  p = f32[3] parameter(0)
  b1 = f32[2,3] broadcast(p), dimensions={1}
  ROOT b2 = f32[2,4,3] broadcast(b1), dimensions={0,2}"#,
    ));
    assert_eq!(
        entry_opcodes(&m),
        vec![Opcode::Parameter, Opcode::Broadcast]
    );
    assert_eq!(root(&m).attrs.dimensions, Some(vec![2]));
}

#[test]
fn broadcast_of_a_scalar_constant_stays_a_broadcast() {
    let m = simplify(&entry(
        r#"
  c = f32[] constant(1.5)
  ROOT b = f32[8,8] broadcast(c), dimensions={}"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Constant, Opcode::Broadcast]);
    assert_eq!(
        changes(&entry(
            r#"
  c = f32[] constant(1.5)
  ROOT b = f32[8,8] broadcast(c), dimensions={}"#
        )),
        0
    );
}

#[test]
fn reshape_chains_and_identities() {
    let m = simplify(&entry(
        r#"
  p = f32[2,6] parameter(0)
  r1 = f32[3,4] reshape(p)
  ROOT r2 = f32[12] reshape(r1)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Parameter, Opcode::Reshape]);
    let m = simplify(&entry(
        r#"
  p = f32[2,6] parameter(0)
  r1 = f32[12] reshape(p)
  ROOT r2 = f32[2,6] reshape(r1)"#,
    ));
    assert!(root_is_parameter(&m));
    let m = simplify(&entry(
        r#"
  c = s32[] constant(7)
  b = s32[2,6] broadcast(c), dimensions={}
  ROOT r = s32[3,4] reshape(b)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Constant, Opcode::Broadcast]);
}

#[test]
fn transpose_chains_and_identities() {
    let m = simplify(&entry(
        r#"
  p = f32[2,3,4] parameter(0)
  t1 = f32[3,4,2] transpose(p), dimensions={1,2,0}
  ROOT t2 = f32[4,2,3] transpose(t1), dimensions={1,2,0}"#,
    ));
    assert_eq!(
        entry_opcodes(&m),
        vec![Opcode::Parameter, Opcode::Transpose]
    );
    assert_eq!(root(&m).attrs.dimensions, Some(vec![2, 0, 1]));
    let m = simplify(&entry(
        r#"
  p = f32[2,3] parameter(0)
  t1 = f32[3,2] transpose(p), dimensions={1,0}
  ROOT t2 = f32[2,3] transpose(t1), dimensions={1,0}"#,
    ));
    assert!(root_is_parameter(&m));
}

#[test]
fn transpose_of_broadcast_is_a_broadcast_when_the_order_is_kept() {
    let m = simplify(&entry(
        r#"
  p = f32[3] parameter(0)
  b = f32[2,3] broadcast(p), dimensions={1}
  ROOT t = f32[3,2] transpose(b), dimensions={1,0}"#,
    ));
    assert_eq!(
        entry_opcodes(&m),
        vec![Opcode::Parameter, Opcode::Broadcast]
    );
    assert_eq!(root(&m).attrs.dimensions, Some(vec![0]));
    // Moving both mapped dimensions past each other would transpose the operand: kept.
    let m = simplify(&entry(
        r#"
  p = f32[2,3] parameter(0)
  b = f32[2,3,4] broadcast(p), dimensions={0,1}
  ROOT t = f32[3,2,4] transpose(b), dimensions={1,0,2}"#,
    ));
    assert_eq!(root(&m).opcode, Opcode::Transpose);
}

// ---- slice, concatenate, pad ----

#[test]
fn full_slice_is_removed_and_slices_compose() {
    let m = simplify(&entry(
        r#"
  p = f32[4,5] parameter(0)
  ROOT s = f32[4,5] slice(p), slice={[0:4], [0:5]}"#,
    ));
    assert!(root_is_parameter(&m));
    let m = simplify(&entry(
        r#"
  p = f32[20] parameter(0)
  s1 = f32[8] slice(p), slice={[3:19:2]}
  ROOT s2 = f32[3] slice(s1), slice={[1:8:3]}"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Parameter, Opcode::Slice]);
    let want = SliceDim {
        start: 5,
        limit: 18,
        stride: 6,
    };
    assert_eq!(root(&m).attrs.slice, Some(vec![want]));
}

#[test]
fn slice_of_concatenate_reads_only_the_operands_it_covers() {
    let body = |slice: &str, dims: &str| {
        entry(&format!(
            r#"
  a = f32[2,3] parameter(0)
  b = f32[2,4] parameter(1)
  c = f32[2,5] parameter(2)
  cat = f32[2,12] concatenate(a, b, c), dimensions={{1}}
  ROOT s = f32[{dims}] slice(cat), slice={{{slice}}}"#
        ))
    };
    // Inside b only: a slice of b.
    let m = simplify(&body("[0:2], [4:6]", "2,2"));
    let r = root(&m);
    assert_eq!(r.opcode, Opcode::Slice);
    assert_eq!(m.entry_computation().instr(r.operands[0]).name, "b");
    // Exactly b: b itself.
    let m = simplify(&body("[0:2], [3:7]", "2,4"));
    assert_eq!(root(&m).name, "b");
    // Across b and c, with a stride: a slice of concatenate(b, c).
    let m = simplify(&body("[0:2], [4:11:2]", "2,4"));
    let comp = m.entry_computation();
    let cat = comp.instr(root(&m).operands[0]);
    assert_eq!(cat.opcode, Opcode::Concatenate);
    assert_eq!(cat.operands.len(), 2);
    assert_eq!(
        root(&m).attrs.slice.as_ref().unwrap()[1],
        SliceDim {
            start: 1,
            limit: 8,
            stride: 2
        }
    );
    // Across all three: kept.
    let m = simplify(&body("[0:2], [1:11]", "2,10"));
    assert_eq!(comp_operand_count(&m, "cat"), 3);
}

fn comp_operand_count(m: &Module, name: &str) -> usize {
    let comp = m.entry_computation();
    comp.instr(comp.find(name).expect("instruction"))
        .operands
        .len()
}

#[test]
fn concatenate_of_one_operand_and_of_empty_operands() {
    let m = simplify(&entry(
        r#"
  p = f32[2,3] parameter(0)
  ROOT c = f32[2,3] concatenate(p), dimensions={0}"#,
    ));
    assert!(root_is_parameter(&m));
    let m = simplify(&entry(
        r#"
  p = f32[2,3] parameter(0)
  e = f32[0,3] parameter(1)
  q = f32[1,3] parameter(2)
  ROOT c = f32[3,3] concatenate(p, e, q), dimensions={0}"#,
    ));
    assert_eq!(root(&m).operands.len(), 2);
}

#[test]
fn pad_with_nothing_is_removed() {
    let m = simplify(&entry(
        r#"
  p = f32[2,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[2,3] pad(p, z), padding=0_0x0_0"#,
    ));
    assert!(root_is_parameter(&m));
    let m = simplify(&entry(
        r#"
  p = f32[2,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[2,4] pad(p, z), padding=0_0x0_1"#,
    ));
    assert_eq!(root(&m).opcode, Opcode::Pad);
}

// ---- dynamic-slice, dynamic-update-slice ----

#[test]
fn dynamic_slice_with_constant_starts_is_a_clamped_slice() {
    // Starts 7 and -2 clamp to 8 - 3 = 5 and 0, as the interpreter and XLA clamp them.
    let m = simplify(&entry(
        r#"
  p = f32[8,6] parameter(0)
  i = s32[] constant(7)
  j = s32[] constant(-2)
  ROOT d = f32[3,4] dynamic-slice(p, i, j), dynamic_slice_sizes={3,4}"#,
    ));
    let r = root(&m);
    assert_eq!(r.opcode, Opcode::Slice);
    let want = vec![
        SliceDim {
            start: 5,
            limit: 8,
            stride: 1,
        },
        SliceDim {
            start: 0,
            limit: 4,
            stride: 1,
        },
    ];
    assert_eq!(r.attrs.slice, Some(want));
    let m = simplify(&entry(
        r#"
  p = s32[10] parameter(0)
  i = u8[] constant(255)
  ROOT d = s32[4] dynamic-slice(p, i), dynamic_slice_sizes={4}"#,
    ));
    assert_eq!(
        root(&m).attrs.slice,
        Some(vec![SliceDim {
            start: 6,
            limit: 10,
            stride: 1
        }])
    );
}

#[test]
fn dynamic_slice_of_everything_and_dynamic_starts() {
    let m = simplify(&entry(
        r#"
  p = f32[4,5] parameter(0)
  i = s32[] parameter(1)
  ROOT d = f32[4,5] dynamic-slice(p, i, i), dynamic_slice_sizes={4,5}"#,
    ));
    assert_eq!(root(&m).name, "p");
    let m = simplify(&entry(
        r#"
  p = f32[4,5] parameter(0)
  i = s32[] parameter(1)
  ROOT d = f32[2,5] dynamic-slice(p, i, i), dynamic_slice_sizes={2,5}"#,
    ));
    assert_eq!(root(&m).opcode, Opcode::DynamicSlice);
}

#[test]
fn dynamic_update_slice_of_everything_or_of_nothing() {
    let m = simplify(&entry(
        r#"
  p = f32[3,4] parameter(0)
  u = f32[3,4] parameter(1)
  i = s32[] parameter(2)
  ROOT d = f32[3,4] dynamic-update-slice(p, u, i, i)"#,
    ));
    assert_eq!(root(&m).name, "u");
    let m = simplify(&entry(
        r#"
  p = f32[3,4] parameter(0)
  u = f32[0,4] parameter(1)
  i = s32[] parameter(2)
  ROOT d = f32[3,4] dynamic-update-slice(p, u, i, i)"#,
    ));
    assert_eq!(root(&m).name, "p");
}

// ---- convert ----

#[test]
fn convert_to_the_same_type_is_removed() {
    let m = simplify(&entry(
        r#"
  p = f32[3] parameter(0)
  ROOT c = f32[3] convert(p)"#,
    ));
    assert!(root_is_parameter(&m));
}

#[test]
fn widening_convert_chains_collapse() {
    let m = simplify(&entry(
        r#"
  p = f16[5] parameter(0)
  a = f32[5] convert(p)
  ROOT b = f64[5] convert(a)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Parameter, Opcode::Convert]);
    let m = simplify(&entry(
        r#"
  p = s8[5] parameter(0)
  a = s32[5] convert(p)
  ROOT b = f32[5] convert(a)"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Parameter, Opcode::Convert]);
    // There and back through a wider type is nothing.
    let m = simplify(&entry(
        r#"
  p = bf16[5] parameter(0)
  a = f32[5] convert(p)
  ROOT b = bf16[5] convert(a)"#,
    ));
    assert!(root_is_parameter(&m));
}

#[test]
fn narrowing_and_lossy_convert_chains_are_kept() {
    for (from, mid, to) in [
        ("f64", "f32", "f16"),
        ("f32", "s32", "f32"),
        ("s32", "s8", "s32"),
        ("f32", "f16", "f32"),
        ("s32", "f32", "s32"),
    ] {
        let m = simplify(&entry(&format!(
            r#"
  p = {from}[5] parameter(0)
  a = {mid}[5] convert(p)
  ROOT b = {to}[5] convert(a)"#
        )));
        assert_eq!(count(&m, Opcode::Convert), 2, "{from} -> {mid} -> {to}");
    }
}

// ---- reduce ----

#[test]
fn reduce_over_an_empty_dimension_is_the_init_value() {
    let m = simplify(&with_comps(
        ADD_F32,
        r#"
  p = f32[3,0] parameter(0)
  z = f32[] constant(1)
  ROOT r = f32[3] reduce(p, z), dimensions={1}, to_apply=add_f32"#,
    ));
    assert_eq!(
        entry_opcodes(&m),
        vec![Opcode::Parameter, Opcode::Constant, Opcode::Broadcast]
    );
    assert_eq!(m.computations.len(), 1, "the reducer is dead");
}

#[test]
fn reduce_with_one_term_applies_the_reducer_once() {
    // init -0.0 is the identity of add: nothing is left.
    let m = simplify(&with_comps(
        ADD_F32,
        r#"
  p = f32[3,4] parameter(0)
  z = f32[] constant(-0)
  ROOT r = f32[3,4] reduce(p, z), dimensions={}, to_apply=add_f32"#,
    ));
    assert!(root_is_parameter(&m));
    // init +0.0 is not (it turns -0.0 into +0.0): an add remains.
    let m = simplify(&with_comps(
        ADD_F32,
        r#"
  p = f32[3,1] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[3] reduce(p, z), dimensions={1}, to_apply=add_f32"#,
    ));
    assert_eq!(root(&m).opcode, Opcode::Add);
    assert_eq!(count(&m, Opcode::Reduce), 0);
    // max with -inf over a size-1 dimension: a reshape.
    let m = simplify(&with_comps(
        MAX_F32,
        r#"
  p = f32[1,5] parameter(0)
  z = f32[] constant(-inf)
  ROOT r = f32[5] reduce(p, z), dimensions={0}, to_apply=max_f32"#,
    ));
    assert_eq!(entry_opcodes(&m), vec![Opcode::Parameter, Opcode::Reshape]);
}

#[test]
fn reduce_with_one_term_simplifies_what_it_builds() {
    // The reshape dropping the unit dimension undoes the one that added it.
    let m = simplify(&with_comps(
        ADD_F32,
        r#"
  p = f32[3] parameter(0)
  r1 = f32[3,1] reshape(p)
  z = f32[] constant(-0)
  ROOT r = f32[3] reduce(r1, z), dimensions={1}, to_apply=add_f32"#,
    ));
    assert!(root_is_parameter(&m), "{}", kiln_hlo::print_module(&m));
    // A scalar result needs no broadcast of the init value.
    let m = simplify(&with_comps(
        MAX_F32,
        r#"
  p = f32[1] parameter(0)
  z = f32[] parameter(1)
  ROOT r = f32[] reduce(p, z), dimensions={0}, to_apply=max_f32"#,
    ));
    let want = vec![
        Opcode::Parameter,
        Opcode::Parameter,
        Opcode::Reshape,
        Opcode::Maximum,
    ];
    assert_eq!(entry_opcodes(&m), want);
}

#[test]
fn reduce_with_a_general_reducer_or_many_terms_is_kept() {
    let comps = r#"
sub_f32 {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] subtract(a, b)
}"#;
    let m = simplify(&with_comps(
        comps,
        r#"
  p = f32[3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[3] reduce(p, z), dimensions={}, to_apply=sub_f32"#,
    ));
    assert_eq!(root(&m).opcode, Opcode::Reduce);
    let m = simplify(&with_comps(
        ADD_F32,
        r#"
  p = f32[3,2] parameter(0)
  z = f32[] constant(-0)
  ROOT r = f32[3] reduce(p, z), dimensions={1}, to_apply=add_f32"#,
    ));
    assert_eq!(root(&m).opcode, Opcode::Reduce);
}

// ---- dot ----

#[test]
fn transposed_dot_operands_fold_into_dimension_numbers() {
    let m = simplify(&entry(
        r#"
  a = f32[3,2] parameter(0)
  b = f32[3,4] parameter(1)
  at = f32[2,3] transpose(a), dimensions={1,0}
  bt = f32[4,3] transpose(b), dimensions={1,0}
  ROOT d = f32[2,4] dot(at, bt), lhs_contracting_dims={1}, rhs_contracting_dims={1}"#,
    ));
    assert_eq!(
        entry_opcodes(&m),
        vec![Opcode::Parameter, Opcode::Parameter, Opcode::Dot]
    );
    let dims = root(&m).attrs.dot_dims.clone().unwrap();
    assert_eq!(
        (dims.lhs_contracting, dims.rhs_contracting),
        (vec![0], vec![0])
    );
    // Batch dimensions move too.
    let m = simplify(&entry(
        r#"
  a = f32[5,2,3] parameter(0)
  b = f32[5,3,4] parameter(1)
  at = f32[2,5,3] transpose(a), dimensions={1,0,2}
  ROOT d = f32[5,2,4] dot(at, b), lhs_batch_dims={1}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}"#,
    ));
    let dims = root(&m).attrs.dot_dims.clone().unwrap();
    assert_eq!((dims.lhs_batch, dims.lhs_contracting), (vec![0], vec![2]));
}

#[test]
fn dot_transposes_that_reorder_free_dimensions_or_feed_canonical_dots_are_kept() {
    // The transpose swaps the two free dimensions of lhs: the result order would change.
    let m = simplify(&entry(
        r#"
  a = f32[2,3,4] parameter(0)
  b = f32[4,5] parameter(1)
  at = f32[3,2,4] transpose(a), dimensions={1,0,2}
  ROOT d = f32[3,2,5] dot(at, b), lhs_contracting_dims={2}, rhs_contracting_dims={0}"#,
    ));
    assert_eq!(count(&m, Opcode::Transpose), 1);
    // [M,K] x [K,N] is the canonical GEMM form; its transposes stay.
    let m = simplify(&entry(
        r#"
  a = f32[3,2] parameter(0)
  b = f32[3,4] parameter(1)
  at = f32[2,3] transpose(a), dimensions={1,0}
  ROOT d = f32[2,4] dot(at, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}"#,
    ));
    assert_eq!(count(&m, Opcode::Transpose), 1);
}

// ---- the pass as a whole ----

#[test]
fn chains_collapse_in_one_run_and_a_second_run_changes_nothing() {
    let text = entry(
        r#"
  p = f32[2,3] parameter(0)
  one = f32[] constant(1)
  b1 = f32[2,3] broadcast(one), dimensions={}
  m = f32[2,3] multiply(b1, p)
  n1 = f32[2,3] negate(m)
  n2 = f32[2,3] negate(n1)
  t1 = f32[3,2] transpose(n2), dimensions={1,0}
  t2 = f32[2,3] transpose(t1), dimensions={1,0}
  r1 = f32[6] reshape(t2)
  ROOT r2 = f32[2,3] reshape(r1)"#,
    );
    let m = simplify(&text);
    assert!(root_is_parameter(&m), "{}", kiln_hlo::print_module(&m));
    let (_, again) = AlgebraicSimplifier.run(&m).unwrap();
    assert_eq!(again, 0);
}

#[test]
fn nothing_to_do_means_no_changes() {
    let text = entry(
        r#"
  p = f32[4] parameter(0)
  q = f32[4] parameter(1)
  a = f32[4] add(p, q)
  ROOT e = f32[4] exponential(a)"#,
    );
    assert_eq!(changes(&text), 0);
}

#[test]
fn nested_computations_are_simplified_too() {
    let comps = r#"
body {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  z = f32[] constant(-0)
  s = f32[] add(a, z)
  ROOT r = f32[] add(s, b)
}"#;
    let m = simplify(&with_comps(
        comps,
        r#"
  p = f32[4,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[4] reduce(p, z), dimensions={1}, to_apply=body"#,
    ));
    let body = &m.computations[m.find_computation("body").unwrap().index()];
    assert_eq!(body.instructions.len(), 3, "{}", kiln_hlo::print_module(&m));
}
