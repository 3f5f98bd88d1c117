//! The verifier rejects small broken modules with a message that names the instruction, its
//! opcode and what was expected. Modules the parser would refuse are built by editing a parsed
//! one.

use kiln_hlo::{
    parse_module, verify_module, CompId, InstrId, Instruction, Module, PrimitiveType, Shape,
};

/// Verifies `text`, expecting an error whose message contains every one of `needles`.
fn rejects(text: &str, needles: &[&str]) {
    let module = parse_module(text).unwrap_or_else(|e| panic!("test module must parse: {e}"));
    let err = match verify_module(&module) {
        Ok(()) => panic!("expected a verifier error containing {needles:?}"),
        Err(e) => e,
    };
    for needle in needles {
        assert!(
            err.message.contains(needle),
            "error {:?} does not contain {needle:?}",
            err.message
        );
    }
    assert!(err.span.is_known(), "error has no line: {}", err.message);
}

#[test]
fn add_with_wrong_declared_shape() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[2,3] parameter(0)
  b = f32[2,3] parameter(1)
  ROOT sum = f32[3,2] add(a, b)
}"#,
        &["sum (add)", "expected shape f32[2,3]", "declared f32[3,2]"],
    );
}

#[test]
fn add_with_mismatched_operands() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[2,3] parameter(0)
  b = f32[3] parameter(1)
  ROOT sum = f32[2,3] add(a, b)
}"#,
        &["sum (add)", "same dimensions", "f32[2,3] and f32[3]"],
    );
}

#[test]
fn compare_with_mismatched_types() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[4] parameter(0)
  b = s32[4] parameter(1)
  ROOT lt = pred[4] compare(a, b), direction=LT
}"#,
        &["lt (compare)", "same element type", "f32[4] and s32[4]"],
    );
}

#[test]
fn compare_declared_as_float() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[4] parameter(0)
  ROOT lt = f32[4] compare(a, a), direction=LT
}"#,
        &["lt (compare)", "expected shape pred[4]", "declared f32[4]"],
    );
}

#[test]
fn dot_with_wrong_declared_shape() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[2,3] parameter(0)
  b = f32[3,5] parameter(1)
  ROOT d = f32[2,3] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"#,
        &["d (dot)", "expected shape f32[2,5]", "declared f32[2,3]"],
    );
}

#[test]
fn dot_with_unequal_contracting_sizes() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[2,3] parameter(0)
  b = f32[4,5] parameter(1)
  ROOT d = f32[2,5] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}"#,
        &[
            "d (dot)",
            "lhs contracting dimension 1 (size 3)",
            "rhs contracting dimension 0 (size 4)",
        ],
    );
}

#[test]
fn broadcast_with_wrong_dimension_size() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[3] parameter(0)
  ROOT b = f32[3,2] broadcast(a), dimensions={1}
}"#,
        &[
            "b (broadcast)",
            "operand dimension 0 (size 3)",
            "result dimension 1 of size 2",
        ],
    );
}

#[test]
fn broadcast_dimension_out_of_range() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[3] parameter(0)
  ROOT b = f32[2,3] broadcast(a), dimensions={2}
}"#,
        &[
            "b (broadcast)",
            "broadcast dimension 2 is out of range for rank 2",
        ],
    );
}

const ADD: &str = r#"add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
"#;

#[test]
fn reduce_with_wrong_declared_shape() {
    rejects(
        &format!(
            r#"HloModule m
{ADD}
ENTRY main {{
  a = f32[2,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[3] reduce(a, z), dimensions={{1}}, to_apply=add
}}"#
        ),
        &["r (reduce)", "expected shape f32[2]", "declared f32[3]"],
    );
}

#[test]
fn reduce_dimension_out_of_range() {
    rejects(
        &format!(
            r#"HloModule m
{ADD}
ENTRY main {{
  a = f32[2,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[2] reduce(a, z), dimensions={{2}}, to_apply=add
}}"#
        ),
        &[
            "r (reduce)",
            "reduce dimension 2 is out of range for rank 2",
        ],
    );
}

#[test]
fn reduce_with_duplicate_dimensions() {
    rejects(
        &format!(
            r#"HloModule m
{ADD}
ENTRY main {{
  a = f32[2,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[2] reduce(a, z), dimensions={{1,1}}, to_apply=add
}}"#
        ),
        &["r (reduce)", "appears more than once"],
    );
}

#[test]
fn reduce_with_wrong_reducer_signature() {
    rejects(
        r#"HloModule m
add_s32 {
  x = s32[] parameter(0)
  y = s32[] parameter(1)
  ROOT s = s32[] add(x, y)
}
ENTRY main {
  a = f32[2,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[2] reduce(a, z), dimensions={1}, to_apply=add_s32
}"#,
        &[
            "r (reduce)",
            "must be (f32[], f32[]) -> f32[]",
            "(s32[], s32[]) -> s32[]",
        ],
    );
}

#[test]
fn reduce_with_too_many_reducer_params() {
    rejects(
        r#"HloModule m
add3 {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  w = f32[] parameter(2)
  ROOT s = f32[] add(x, y)
}
ENTRY main {
  a = f32[2,3] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[2] reduce(a, z), dimensions={1}, to_apply=add3
}"#,
        &["r (reduce)", "must be (f32[], f32[]) -> f32[]"],
    );
}

#[test]
fn convolution_with_wrong_declared_shape() {
    rejects(
        r#"HloModule m
ENTRY main {
  x = f32[1,8,8,4] parameter(0)
  k = f32[3,3,4,16] parameter(1)
  ROOT c = f32[1,8,8,16] convolution(x, k), window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}"#,
        &[
            "c (convolution)",
            "expected shape f32[1,4,4,16]",
            "declared f32[1,8,8,16]",
        ],
    );
}

#[test]
fn convolution_with_feature_mismatch() {
    rejects(
        r#"HloModule m
ENTRY main {
  x = f32[1,8,8,4] parameter(0)
  k = f32[3,3,5,16] parameter(1)
  ROOT c = f32[1,8,8,16] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}"#,
        &[
            "c (convolution)",
            "input feature dimension (size 4)",
            "kernel input feature dimension (size 5)",
        ],
    );
}

#[test]
fn gather_with_wrong_declared_shape() {
    rejects(
        r#"HloModule m
ENTRY main {
  t = f32[100,16] parameter(0)
  i = s32[5,1] parameter(1)
  ROOT g = f32[5,8] gather(t, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,16}
}"#,
        &[
            "g (gather)",
            "expected shape f32[5,16]",
            "declared f32[5,8]",
        ],
    );
}

#[test]
fn gather_slice_larger_than_operand() {
    rejects(
        r#"HloModule m
ENTRY main {
  t = f32[100,16] parameter(0)
  i = s32[5,1] parameter(1)
  ROOT g = f32[5,32] gather(t, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,32}
}"#,
        &["g (gather)", "slice_sizes[1] = 32 must be in 0..=16"],
    );
}

#[test]
fn scatter_with_wrong_update_shape() {
    rejects(
        &format!(
            r#"HloModule m
{ADD}
ENTRY main {{
  t = f32[10,4] parameter(0)
  i = s32[3,1] parameter(1)
  u = f32[2,4] parameter(2)
  ROOT s = f32[10,4] scatter(t, i, u), update_window_dims={{1}}, inserted_window_dims={{0}}, scatter_dims_to_operand_dims={{0}}, index_vector_dim=1, to_apply=add
}}"#
        ),
        &[
            "s (scatter)",
            "update 0 f32[2,4]",
            "scatter dimensions [2] must equal the indices' [3]",
        ],
    );
}

#[test]
fn transpose_with_wrong_declared_shape() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[2,3,4] parameter(0)
  ROOT t = f32[2,3,4] transpose(a), dimensions={2,0,1}
}"#,
        &[
            "t (transpose)",
            "expected shape f32[4,2,3]",
            "declared f32[2,3,4]",
        ],
    );
}

#[test]
fn transpose_that_is_not_a_permutation() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[2,3] parameter(0)
  ROOT t = f32[3,2] transpose(a), dimensions={1,1}
}"#,
        &[
            "t (transpose)",
            "transpose dimension 1 appears more than once",
        ],
    );
}

const LOOP_COND: &str = r#"cond {
  s = (s32[], f32[4]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(10)
  ROOT lt = pred[] compare(i, n), direction=LT
}
"#;

#[test]
fn while_body_with_wrong_signature() {
    rejects(
        &format!(
            r#"HloModule m
{LOOP_COND}
body {{
  s = (s32[], f32[4]) parameter(0)
  ROOT x = f32[4] get-tuple-element(s), index=1
}}
ENTRY main {{
  init = (s32[], f32[4]) parameter(0)
  ROOT w = (s32[], f32[4]) while(init), condition=cond, body=body
}}"#
        ),
        &[
            "w (while)",
            "the while body must return the loop state (s32[], f32[4])",
            "(s32[], f32[4])) -> f32[4]",
        ],
    );
}

#[test]
fn while_condition_not_returning_pred() {
    rejects(
        r#"HloModule m
cond {
  s = (s32[], f32[4]) parameter(0)
  ROOT i = s32[] get-tuple-element(s), index=0
}
body {
  ROOT s = (s32[], f32[4]) parameter(0)
}
ENTRY main {
  init = (s32[], f32[4]) parameter(0)
  ROOT w = (s32[], f32[4]) while(init), condition=cond, body=body
}"#,
        &["w (while)", "the while condition must return pred[]"],
    );
}

#[test]
fn conditional_branches_returning_different_shapes() {
    rejects(
        r#"HloModule m
b0 {
  ROOT x = f32[4] parameter(0)
}
b1 {
  x = f32[4] parameter(0)
  ROOT y = f32[2] slice(x), slice={[0:2]}
}
ENTRY main {
  i = s32[] parameter(0)
  a = f32[4] parameter(1)
  ROOT c = f32[4] conditional(i, a, a), branch_computations={b0, b1}
}"#,
        &[
            "c (conditional)",
            "branch 0 returns f32[4], branch 1 (b1) returns f32[2]",
        ],
    );
}

#[test]
fn call_with_wrong_operand_shape() {
    rejects(
        r#"HloModule m
f {
  ROOT x = f32[4] parameter(0)
}
ENTRY main {
  a = f32[3] parameter(0)
  ROOT c = f32[4] call(a), to_apply=f
}"#,
        &[
            "c (call)",
            "to_apply computation f must take (f32[3])",
            "(f32[4]) -> f32[4]",
        ],
    );
}

#[test]
fn sort_comparator_with_wrong_signature() {
    rejects(
        r#"HloModule m
cmp {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT lt = pred[] compare(x, y), direction=LT
}
ENTRY main {
  k = f32[5] parameter(0)
  v = s32[5] parameter(1)
  ROOT s = (f32[5], s32[5]) sort(k, v), dimensions={0}, to_apply=cmp
}"#,
        &[
            "s (sort)",
            "sort's comparator must take (f32[], f32[], s32[], s32[])",
        ],
    );
}

#[test]
fn slice_past_the_end() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[8] parameter(0)
  ROOT s = f32[4] slice(a), slice={[6:10]}
}"#,
        &["s (slice)", "0 <= start <= limit <= 8"],
    );
}

#[test]
fn reshape_changing_element_count() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = f32[2,3] parameter(0)
  ROOT r = f32[7] reshape(a)
}"#,
        &["r (reshape)", "f32[2,3] has 6 elements and [7] has 7"],
    );
}

#[test]
fn select_with_scalar_predicate() {
    rejects(
        r#"HloModule m
ENTRY main {
  p = pred[] parameter(0)
  a = f32[4] parameter(1)
  ROOT s = f32[4] select(p, a, a)
}"#,
        &[
            "s (select)",
            "predicate must have the dimensions of its values",
        ],
    );
}

#[test]
fn entry_layout_must_match_entry_signature() {
    let text = r#"HloModule m, entry_computation_layout={(f32[3]{0})->f32[3]{0}}
ENTRY main {
  a = f32[4] parameter(0)
  ROOT n = f32[4] negate(a)
}"#;
    let module = parse_module(text).expect("parses");
    let err = verify_module(&module).expect_err("layout mismatch");
    assert!(
        err.message.contains("entry_computation_layout"),
        "{}",
        err.message
    );
    assert!(
        err.message
            .contains("parameter 0 is f32[3] in the layout but f32[4]"),
        "{}",
        err.message
    );
}

#[test]
fn get_tuple_element_index_out_of_range() {
    rejects(
        r#"HloModule m
ENTRY main {
  t = (f32[], s32[]) parameter(0)
  ROOT g = f32[] get-tuple-element(t), index=2
}"#,
        &[
            "g (get-tuple-element)",
            "index 2 is out of range for a tuple of 2 elements",
        ],
    );
}

#[test]
fn errors_point_at_the_line() {
    let text =
        "HloModule m\nENTRY main {\n  a = f32[2] parameter(0)\n  ROOT n = f32[3] negate(a)\n}\n";
    let module = parse_module(text).expect("parses");
    let err = verify_module(&module).expect_err("wrong shape");
    assert_eq!(err.span.line, 4);
}

/// Parses a valid module, lets `edit` break it in a way the parser would not allow, and
/// checks the verifier's message.
fn rejects_edited(text: &str, edit: impl FnOnce(&mut Module), needles: &[&str]) {
    let mut module = parse_module(text).expect("test module parses");
    verify_module(&module).expect("test module is valid before the edit");
    edit(&mut module);
    let err = verify_module(&module).expect_err("the edited module is invalid");
    for needle in needles {
        assert!(
            err.message.contains(needle),
            "error {:?} does not contain {needle:?}",
            err.message
        );
    }
}

const TWO_PARAMS: &str = "HloModule m\nENTRY main {\n  a = f32[2] parameter(0)\n  b = f32[2] parameter(1)\n  ROOT n = f32[2] add(a, b)\n}\n";

fn entry_instr<'a>(m: &'a mut Module, name: &str) -> &'a mut Instruction {
    let entry = m.entry.index();
    let comp = &mut m.computations[entry];
    let id = comp.find(name).expect("instruction exists");
    &mut comp.instructions[id.index()]
}

#[test]
fn parameter_number_gap() {
    rejects_edited(
        TWO_PARAMS,
        |m| entry_instr(m, "b").attrs.parameter_number = Some(2),
        &["b (parameter)", "not parameter(1)"],
    );
}

#[test]
fn unlisted_parameter() {
    rejects_edited(
        TWO_PARAMS,
        |m| {
            let entry = m.entry.index();
            m.computations[entry].parameters.pop();
        },
        &["b (parameter)", "parameter numbers must run 0..n", "got 1"],
    );
}

#[test]
fn operand_id_out_of_range() {
    rejects_edited(
        TWO_PARAMS,
        |m| entry_instr(m, "n").operands[1] = InstrId(9),
        &[
            "n (add)",
            "refers to instruction #9 but the computation has 3",
        ],
    );
}

#[test]
fn operand_count_must_match_arity() {
    rejects_edited(
        TWO_PARAMS,
        |m| {
            entry_instr(m, "n").operands.pop();
        },
        &["n (add)", "expected 2 operand(s), got 1"],
    );
}

#[test]
fn missing_required_attribute() {
    rejects_edited(
        &format!(
            "HloModule m\n{ADD}ENTRY main {{\n  a = f32[2] parameter(0)\n  z = f32[] constant(0)\n  ROOT r = f32[] reduce(a, z), dimensions={{0}}, to_apply=add\n}}\n"
        ),
        |m| entry_instr(m, "r").attrs.dimensions = None,
        &["r (reduce)", "reduce requires the attribute dimensions"],
    );
}

#[test]
fn called_computation_out_of_range() {
    rejects_edited(
        &format!(
            "HloModule m\n{ADD}ENTRY main {{\n  a = f32[2] parameter(0)\n  z = f32[] constant(0)\n  ROOT r = f32[] reduce(a, z), dimensions={{0}}, to_apply=add\n}}\n"
        ),
        |m| entry_instr(m, "r").attrs.to_apply = Some(CompId(5)),
        &["r (reduce)", "calls computation #5 but the module has 2"],
    );
}

#[test]
fn entry_out_of_range() {
    rejects_edited(
        TWO_PARAMS,
        |m| m.entry = CompId(3),
        &["entry computation #3 does not exist"],
    );
}

#[test]
fn root_out_of_range() {
    rejects_edited(
        TWO_PARAMS,
        |m| {
            let entry = m.entry.index();
            m.computations[entry].root = InstrId(3);
        },
        &["computation main", "root #3 does not exist"],
    );
}

#[test]
fn negative_dimension_size() {
    rejects_edited(
        TWO_PARAMS,
        |m| entry_instr(m, "n").shape = Shape::array(PrimitiveType::F32, vec![-2]),
        &["n (add)", "dimension size -2 is negative"],
    );
}

#[test]
fn operand_cycle() {
    rejects(
        "HloModule m\nENTRY main {\n  a = f32[2] parameter(0)\n  ROOT n = f32[2] add(a, n)\n}\n",
        &["n (add)", "depends on itself"],
    );
}

#[test]
fn recursive_call() {
    let text = "HloModule m\nf {\n  a = f32[2] parameter(0)\n  ROOT n = f32[2] call(a), to_apply=f\n}\nENTRY main {\n  a = f32[2] parameter(0)\n  ROOT n = f32[2] call(a), to_apply=f\n}\n";
    let module = parse_module(text).expect("parses");
    let err = verify_module(&module).expect_err("recursion");
    assert!(
        err.message.contains("computation f: calls itself"),
        "{}",
        err.message
    );
}

#[test]
fn subtract_of_preds() {
    rejects(
        r#"HloModule m
ENTRY main {
  a = pred[4] parameter(0)
  b = pred[4] parameter(1)
  ROOT d = pred[4] subtract(a, b)
}"#,
        &["d (subtract)", "not pred", "got pred"],
    );
}
