//! Convert chains, reduces and dots.

use super::*;

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
fn dot_transposes_that_reorder_free_dimensions_or_leave_a_gemm_readable_form_are_kept() {
    // The transpose swaps the two free dimensions of lhs: the result order would change.
    let m = simplify(&entry(
        r#"
  a = f32[2,3,4] parameter(0)
  b = f32[4,5] parameter(1)
  at = f32[3,2,4] transpose(a), dimensions={1,0,2}
  ROOT d = f32[3,2,5] dot(at, b), lhs_contracting_dims={2}, rhs_contracting_dims={0}"#,
    ));
    assert_eq!(count(&m, Opcode::Transpose), 1);
    // A canonical bf16 batched GEMM whose transpose moves the batch dimension: folding it
    // would leave a dot no GEMM call reads through strides, so the transpose stays.
    let m = simplify(&entry(
        r#"
  a = bf16[5,2,3] parameter(0)
  b = bf16[2,3,4] parameter(1)
  at = bf16[2,5,3] transpose(a), dimensions={1,0,2}
  ROOT d = bf16[2,5,4] dot(at, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}"#,
    ));
    assert_eq!(count(&m, Opcode::Transpose), 1);
    // So does a fold that would split an f32 side's free dimensions.
    let m = simplify(&entry(
        r#"
  a = f32[2,5,3,6] parameter(0)
  b = f32[5,6,4] parameter(1)
  at = f32[5,2,3,6] transpose(a), dimensions={1,0,2,3}
  ROOT d = f32[5,2,3,4] dot(at, b), lhs_batch_dims={0}, lhs_contracting_dims={3}, rhs_batch_dims={0}, rhs_contracting_dims={1}"#,
    ));
    assert_eq!(count(&m, Opcode::Transpose), 1);
}

#[test]
fn f32_head_transposes_fold_into_a_gemm_with_batch_dimensions_anywhere() {
    // Attention's heads: `[b, s, h, d]` transposed to `[b, h, s, d]` for a batched GEMM. The
    // GEMM call reads the untransposed operands with batch dimensions {0, 2}.
    let m = simplify(&entry(
        r#"
  q = f32[2,8,3,4] parameter(0)
  k = f32[2,8,3,4] parameter(1)
  qt = f32[2,3,8,4] transpose(q), dimensions={0,2,1,3}
  kt = f32[2,3,8,4] transpose(k), dimensions={0,2,1,3}
  ROOT d = f32[2,3,8,8] dot(qt, kt), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={3}"#,
    ));
    assert_eq!(count(&m, Opcode::Transpose), 0);
    let dims = root(&m).attrs.dot_dims.clone().unwrap();
    assert_eq!(
        (dims.lhs_batch, dims.lhs_contracting, dims.rhs_batch),
        (vec![0, 2], vec![3], vec![0, 2])
    );
    let m = simplify(&entry(
        r#"
  a = f32[5,2,3] parameter(0)
  b = f32[2,3,4] parameter(1)
  at = f32[2,5,3] transpose(a), dimensions={1,0,2}
  ROOT d = f32[2,5,4] dot(at, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}"#,
    ));
    assert_eq!(count(&m, Opcode::Transpose), 0);
}

#[test]
fn a_transposed_matrix_feeding_a_canonical_gemm_is_read_through_strides() {
    // [M,K] x [K,N] with a transposed lhs: the GEMM reads `a` as a transposed matrix.
    let m = simplify(&entry(
        r#"
  a = f32[3,2] parameter(0)
  b = f32[3,4] parameter(1)
  at = f32[2,3] transpose(a), dimensions={1,0}
  ROOT d = f32[2,4] dot(at, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}"#,
    ));
    assert_eq!(count(&m, Opcode::Transpose), 0);
    let dims = root(&m).attrs.dot_dims.clone().unwrap();
    assert_eq!(
        (dims.lhs_contracting, dims.rhs_contracting),
        (vec![0], vec![0])
    );
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
