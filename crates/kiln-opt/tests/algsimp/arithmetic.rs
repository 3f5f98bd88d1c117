//! Arithmetic, negate/abs, max/min, logic, compare and select rewrites.

use super::*;

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
