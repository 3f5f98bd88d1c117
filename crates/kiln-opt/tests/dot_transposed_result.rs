//! `dot-transposed-result`: a dot read only through transposes that swap its lhs and rhs
//! free dimensions becomes the dot with swapped operands, and the interpreter gives the same
//! bits before and after on random inputs (see `differential`).

mod differential;

use differential::{check, count, parse, root};
use kiln_hlo::{Module, Opcode, Precision};
use kiln_opt::dot_transposed_result::DotTransposedResult;
use kiln_opt::Pass;

fn entry(body: &str) -> String {
    format!("HloModule m\n\nENTRY e {{\n{body}\n}}\n")
}

fn changes(text: &str) -> usize {
    DotTransposedResult
        .run(&parse(text))
        .expect("dot-transposed-result")
        .1
}

/// The entry computation's dots.
fn dots(m: &Module) -> Vec<&kiln_hlo::Instruction> {
    let comp = m.entry_computation();
    comp.instructions
        .iter()
        .filter(|i| i.opcode == Opcode::Dot)
        .collect()
}

#[test]
fn a_weight_gradient_read_transposed_is_computed_transposed() {
    let m = check(
        &entry(
            r#"
  g = f32[8,5] parameter(0)
  x = f32[8,3] parameter(1)
  d = f32[5,3] dot(g, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  t = f32[3,5] transpose(d), dimensions={1,0}
  ROOT n = f32[3,5] negate(t)"#,
        ),
        &[&DotTransposedResult],
    );
    assert_eq!(count(&m, Opcode::Transpose), 0);
    let dot = dots(&m)[0];
    assert_eq!(dot.shape.dims(), &[3, 5]);
    let comp = m.entry_computation();
    assert_eq!(comp.instr(dot.operands[0]).name, "x");
    assert_eq!(comp.instr(dot.operands[1]).name, "g");
}

#[test]
fn every_transposing_reader_shares_one_swapped_dot() {
    let m = check(
        &entry(
            r#"
  a = f32[4,6] parameter(0)
  b = f32[7,6] parameter(1)
  d = f32[4,7] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={1}
  t1 = f32[7,4] transpose(d), dimensions={1,0}
  t2 = f32[7,4] transpose(d), dimensions={1,0}
  e = f32[7,4] exponential(t2)
  ROOT s = f32[7,4] subtract(t1, e)"#,
        ),
        &[&DotTransposedResult],
    );
    assert_eq!(count(&m, Opcode::Transpose), 0);
    assert_eq!(dots(&m).len(), 1);
}

#[test]
fn batch_dimensions_stay_first_and_free_blocks_swap() {
    let m = check(
        &entry(
            r#"
  a = f32[2,3,4,5] parameter(0)
  b = f32[2,5,6] parameter(1)
  d = f32[2,3,4,6] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={3}, rhs_batch_dims={0}, rhs_contracting_dims={1}, operand_precision={highest,default}
  ROOT t = f32[2,6,3,4] transpose(d), dimensions={0,3,1,2}"#,
        ),
        &[&DotTransposedResult],
    );
    assert_eq!(count(&m, Opcode::Transpose), 0);
    let dot = root(&m);
    assert_eq!(dot.opcode, Opcode::Dot);
    assert_eq!(dot.shape.dims(), &[2, 6, 3, 4]);
    assert_eq!(
        dot.attrs.operand_precision,
        Some(vec![Precision::Default, Precision::Highest])
    );
}

#[test]
fn dots_read_otherwise_are_left_alone() {
    // Another reader of the product.
    assert_eq!(
        changes(&entry(
            r#"
  a = f32[4,6] parameter(0)
  b = f32[6,7] parameter(1)
  d = f32[4,7] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  t = f32[7,4] transpose(d), dimensions={1,0}
  r = f32[4,7] negate(d)
  ROOT p = (f32[7,4], f32[4,7]) tuple(t, r)"#,
        )),
        0
    );
    // A transpose that does not swap the free blocks (the batch dimension moves).
    assert_eq!(
        changes(&entry(
            r#"
  a = f32[2,3,5] parameter(0)
  b = f32[2,5,4] parameter(1)
  d = f32[2,3,4] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
  ROOT t = f32[3,2,4] transpose(d), dimensions={1,0,2}"#,
        )),
        0
    );
    // The product is the root; a matrix-vector product has no rhs free dimension.
    assert_eq!(
        changes(&entry(
            r#"
  a = f32[4,6] parameter(0)
  b = f32[6,7] parameter(1)
  ROOT d = f32[4,7] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}"#,
        )),
        0
    );
}

#[test]
fn a_second_run_changes_nothing() {
    let text = entry(
        r#"
  g = f64[8,5] parameter(0)
  x = f64[8,3] parameter(1)
  d = f64[5,3] dot(g, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  t = f64[3,5] transpose(d), dimensions={1,0}
  ROOT n = f64[3,5] negate(t)"#,
    );
    let m = check(&text, &[&DotTransposedResult]);
    assert_eq!(DotTransposedResult.run(&m).unwrap().1, 0);
}
