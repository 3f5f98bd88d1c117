//! `dot-canonicalize`: every dot becomes `[batch..., M, K] x [batch..., K, N]`, another
//! strided GEMM (transposed matrices behind leading batch dimensions) or, for f32 and f64,
//! any dot the GEMM call reads through strides (`is_gemm_readable`), and the interpreter
//! gives the same bits before and after on random inputs (see `differential`).

mod differential;

use differential::{check, count, parse, root};
use kiln_hlo::{Module, Opcode, Precision};
use kiln_opt::algsimp::AlgebraicSimplifier;
use kiln_opt::dot_canonicalize::{
    is_canonical, is_gemm_readable, is_strided_gemm, DotCanonicalize,
};
use kiln_opt::Pass;

fn entry(body: &str) -> String {
    format!("HloModule m\n\nENTRY e {{\n{body}\n}}\n")
}

fn canonicalize(text: &str) -> Module {
    let m = check(text, &[&DotCanonicalize]);
    assert_all_gemm_readable(&m);
    m
}

/// Every dot of every computation is in the strided GEMM form or GEMM-readable.
fn assert_all_gemm_readable(m: &Module) {
    for comp in &m.computations {
        for instr in comp.instructions.iter().filter(|i| i.opcode == Opcode::Dot) {
            let shape = |i: usize| comp.instr(instr.operands[i]).shape.as_array().unwrap();
            let dims = instr.attrs.dot_dims.as_ref().expect("dot dims");
            let ty = instr.shape.element_type();
            assert!(
                is_strided_gemm(dims, shape(0).rank(), shape(1).rank())
                    || is_gemm_readable(dims, ty, shape(0), shape(1)),
                "{} is not GEMM-readable:\n{}",
                instr.name,
                kiln_hlo::print_module(m)
            );
        }
    }
}

/// (lhs dims, rhs dims, result dims) of the module's only dot.
fn dot_dims(m: &Module) -> (Vec<i64>, Vec<i64>, Vec<i64>) {
    let comp = m.entry_computation();
    let dot = comp
        .instructions
        .iter()
        .find(|i| i.opcode == Opcode::Dot)
        .expect("a dot");
    let dims = |i: usize| comp.instr(dot.operands[i]).shape.dims().to_vec();
    (dims(0), dims(1), dot.shape.dims().to_vec())
}

fn changes(text: &str) -> usize {
    DotCanonicalize
        .run(&parse(text))
        .expect("dot-canonicalize")
        .1
}

#[test]
fn canonical_dots_are_left_alone() {
    let plain = entry(
        r#"
  a = f32[2,3] parameter(0)
  b = f32[3,4] parameter(1)
  ROOT d = f32[2,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}"#,
    );
    let batched = entry(
        r#"
  a = f32[5,2,3] parameter(0)
  b = f32[5,3,4] parameter(1)
  ROOT d = f32[5,2,4] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}"#,
    );
    assert_eq!(changes(&plain), 0);
    assert_eq!(changes(&batched), 0);
}

#[test]
fn transposed_matrices_are_left_to_the_strided_gemm() {
    for body in [
        r#"
  a = f32[3,2] parameter(0)
  b = f32[3,4] parameter(1)
  ROOT d = f32[2,4] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}"#,
        r#"
  a = f32[2,3] parameter(0)
  b = f32[4,3] parameter(1)
  ROOT d = f32[2,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={1}"#,
        r#"
  a = f32[5,3,2] parameter(0)
  b = f32[5,4,3] parameter(1)
  ROOT d = f32[5,2,4] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={1}, rhs_batch_dims={0}, rhs_contracting_dims={2}"#,
    ] {
        let text = entry(body);
        assert_eq!(changes(&text), 0, "{text}");
        let dims = root(&parse(&text)).attrs.dot_dims.clone().unwrap();
        assert!(!is_canonical(
            &dims,
            2 + dims.lhs_batch.len(),
            2 + dims.lhs_batch.len()
        ));
        assert!(is_strided_gemm(
            &dims,
            2 + dims.lhs_batch.len(),
            2 + dims.lhs_batch.len()
        ));
    }
}

#[test]
fn a_transposed_matrix_behind_a_trailing_batch_dimension() {
    // f32: the GEMM call reads it through strides, batch dimension last.
    let body = r#"
  a = f32[3,2,5] parameter(0)
  b = f32[5,3,4] parameter(1)
  ROOT d = f32[5,2,4] dot(a, b), lhs_batch_dims={2}, lhs_contracting_dims={0}, rhs_batch_dims={0}, rhs_contracting_dims={1}"#;
    assert_eq!(changes(&entry(body)), 0);
    // bf16 (no strided GEMM): transposed into the canonical form.
    let m = canonicalize(&entry(&body.replace("f32", "bf16")));
    assert_eq!(dot_dims(&m), (vec![5, 2, 3], vec![5, 3, 4], vec![5, 2, 4]));
    assert_eq!(count(&m, Opcode::Transpose), 1);
    assert_eq!(root(&m).opcode, Opcode::Dot);
    assert_eq!(root(&m).name, "d");
}

#[test]
fn matrix_vector_and_vector_vector_get_unit_dimensions() {
    // f32 and f64: the GEMM call takes a side without free dimensions as it is (N or M = 1).
    let mv = r#"
  a = f32[4,3] parameter(0)
  v = f32[3] parameter(1)
  ROOT d = f32[4] dot(a, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}"#;
    assert_eq!(changes(&entry(mv)), 0);
    let vv = r#"
  u = f64[6] parameter(0)
  v = f64[6] parameter(1)
  ROOT d = f64[] dot(u, v), lhs_contracting_dims={0}, rhs_contracting_dims={0}"#;
    assert_eq!(changes(&entry(vv)), 0);
    // Other types get unit dimensions.
    let m = canonicalize(&entry(&mv.replace("f32", "f16")));
    assert_eq!(dot_dims(&m), (vec![4, 3], vec![3, 1], vec![4, 1]));
    assert_eq!(root(&m).opcode, Opcode::Reshape);
    let m = canonicalize(&entry(&vv.replace("f64", "bf16")));
    assert_eq!(dot_dims(&m), (vec![1, 6], vec![6, 1], vec![1, 1]));
}

#[test]
fn outer_products_contract_a_unit_dimension() {
    let m = canonicalize(&entry(
        r#"
  u = f32[3] parameter(0)
  v = f32[5] parameter(1)
  ROOT d = f32[3,5] dot(u, v)"#,
    ));
    assert_eq!(dot_dims(&m), (vec![3, 1], vec![1, 5], vec![3, 5]));
}

#[test]
fn several_contracting_dimensions_are_flattened_in_list_order() {
    let m = canonicalize(&entry(
        r#"
  a = f32[2,3,4] parameter(0)
  b = f32[4,5,3] parameter(1)
  ROOT d = f32[2,5] dot(a, b), lhs_contracting_dims={2,1}, rhs_contracting_dims={0,2}"#,
    ));
    assert_eq!(dot_dims(&m), (vec![2, 12], vec![12, 5], vec![2, 5]));
}

#[test]
fn batch_and_free_dimensions_anywhere() {
    let m = canonicalize(&entry(
        r#"
  a = f32[3,2,4,5] parameter(0)
  b = f32[5,2,6,7] parameter(1)
  ROOT d = f32[2,3,4,6,7] dot(a, b), lhs_batch_dims={1}, lhs_contracting_dims={3}, rhs_batch_dims={1}, rhs_contracting_dims={0}"#,
    ));
    assert_eq!(
        dot_dims(&m),
        (vec![2, 12, 5], vec![2, 5, 42], vec![2, 12, 42])
    );
    // Two batch dimensions paired in a different order on each side: f32 reads them
    // through strides, bf16 is transposed.
    let body = r#"
  a = f32[2,3,4,5] parameter(0)
  b = f32[2,3,5,6] parameter(1)
  ROOT d = f32[3,2,4,6] dot(a, b), lhs_batch_dims={1,0}, lhs_contracting_dims={3}, rhs_batch_dims={1,0}, rhs_contracting_dims={2}"#;
    assert_eq!(changes(&entry(body)), 0);
    let m = canonicalize(&entry(&body.replace("f32", "bf16")));
    assert_eq!(
        dot_dims(&m),
        (vec![3, 2, 4, 5], vec![3, 2, 5, 6], vec![3, 2, 4, 6])
    );
}

#[test]
fn attributes_and_types_are_kept() {
    let m = canonicalize(&entry(
        r#"
  a = bf16[2,3,2] parameter(0)
  b = bf16[3,4] parameter(1)
  ROOT d = f32[2,2,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}, operand_precision={highest,default}"#,
    ));
    let comp = m.entry_computation();
    let dot = comp
        .instructions
        .iter()
        .find(|i| i.opcode == Opcode::Dot)
        .unwrap();
    assert_eq!(
        dot.attrs.operand_precision,
        Some(vec![Precision::Highest, Precision::Default])
    );
    assert_eq!(dot.shape.element_type(), kiln_hlo::PrimitiveType::F32);
    let m = canonicalize(&entry(
        r#"
  a = s32[3,2] parameter(0)
  b = s32[3] parameter(1)
  ROOT d = s32[2] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}"#,
    ));
    assert_eq!(dot_dims(&m), (vec![2, 3], vec![3, 1], vec![2, 1]));
}

#[test]
fn dots_in_called_computations_and_zero_sizes() {
    let text = r#"
HloModule m

f {
  a = f32[3,2] parameter(0)
  b = f32[3,4] parameter(1)
  ROOT d = f32[2,4] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}
}

ENTRY e {
  a = f32[3,2] parameter(0)
  b = f32[3,4] parameter(1)
  ROOT c = f32[2,4] call(a, b), to_apply=f
}
"#;
    let m = canonicalize(text);
    assert_eq!(count(&m, Opcode::Transpose), 0);
    let body = r#"
  a = f32[0,2,3] parameter(0)
  b = f32[0,4] parameter(1)
  ROOT d = f32[2,3,4] dot(a, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}"#;
    assert_eq!(changes(&entry(body)), 0);
    let m = canonicalize(&entry(&body.replace("f32", "f16")));
    assert_eq!(dot_dims(&m), (vec![6, 0], vec![0, 4], vec![6, 4]));
}

#[test]
fn a_second_run_changes_nothing_and_algsimp_keeps_the_form() {
    let text = entry(
        r#"
  a = f32[3,2,4] parameter(0)
  b = f32[4,5,3] parameter(1)
  ROOT d = f32[2,5] dot(a, b), lhs_contracting_dims={0,2}, rhs_contracting_dims={2,0}"#,
    );
    let m = canonicalize(&text);
    assert_eq!(DotCanonicalize.run(&m).unwrap().1, 0);
    assert_eq!(
        AlgebraicSimplifier.run(&m).unwrap().1,
        0,
        "algsimp undid the form"
    );
}

#[test]
fn algsimp_afterwards_composes_the_new_transposes() {
    // lhs is transposed back by canonicalization: algsimp cancels the two transposes.
    let text = entry(
        r#"
  a = f32[2,4] parameter(0)
  b = f32[4,5] parameter(1)
  at = f32[4,2] transpose(a), dimensions={1,0}
  ROOT d = f32[2,5] dot(at, b), lhs_contracting_dims={0}, rhs_contracting_dims={0}"#,
    );
    let m = check(&text, &[&DotCanonicalize, &AlgebraicSimplifier]);
    assert_all_gemm_readable(&m);
    assert_eq!(
        count(&m, Opcode::Transpose),
        0,
        "{}",
        kiln_hlo::print_module(&m)
    );
}
