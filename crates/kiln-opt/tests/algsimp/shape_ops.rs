//! Broadcast, reshape, transpose, slice, concatenate, pad and dynamic-slice rewrites.

use super::*;

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

#[test]
fn concatenate_of_concatenates_along_its_dimension_is_one() {
    let m = simplify(&entry(
        r#"
  a = f32[2,3] parameter(0)
  b = f32[1,3] parameter(1)
  c = f32[4,3] parameter(2)
  inner = f32[3,3] concatenate(a, b), dimensions={0}
  other = f32[2,6] concatenate(a, a), dimensions={1}
  ROOT r = f32[7,3] concatenate(inner, c), dimensions={0}"#,
    ));
    assert_eq!(root(&m).operands.len(), 3);
    assert_eq!(count(&m, Opcode::Concatenate), 1);
    // Along another dimension the inner concatenate stays.
    let m = simplify(&entry(
        r#"
  a = f32[2,3] parameter(0)
  inner = f32[2,6] concatenate(a, a), dimensions={1}
  ROOT r = f32[4,6] concatenate(inner, inner), dimensions={0}"#,
    ));
    assert_eq!(count(&m, Opcode::Concatenate), 2);
}

// ---- sums of zero-padded pieces ----

/// The gradient of a stacked parameter read as `w[i]` in an unrolled loop: the sum of each
/// piece padded back to the full shape. The pieces hold `-0.0` (a constant), which the
/// sum's `+0.0` padding turns into `+0.0`; the interpreter's bits must not change.
#[test]
fn a_sum_of_zero_padded_pieces_is_one_concatenate() {
    let m = simplify(&entry(
        r#"
  g0 = f32[1,2,3] parameter(0)
  g1 = f32[1,2,3] constant({{{-0, 1, -0}, {2, -0, 3}}})
  g2 = f32[1,2,3] parameter(1)
  g3 = f32[1,2,3] parameter(2)
  z = f32[] constant(0)
  p0 = f32[4,2,3] pad(g0, z), padding=0_3x0_0x0_0
  p1 = f32[4,2,3] pad(g1, z), padding=1_2x0_0x0_0
  p2 = f32[4,2,3] pad(g2, z), padding=2_1x0_0x0_0
  p3 = f32[4,2,3] pad(g3, z), padding=3_0x0_0x0_0
  s1 = f32[4,2,3] add(p3, p2)
  s2 = f32[4,2,3] add(s1, p1)
  ROOT s3 = f32[4,2,3] add(s2, p0)"#,
    ));
    let r = root(&m);
    assert_eq!(r.opcode, Opcode::Concatenate, "{m}");
    assert_eq!(r.operands.len(), 4);
    assert_eq!(count(&m, Opcode::Pad), 0);
    assert!(m
        .entry_computation()
        .instructions
        .iter()
        .all(|i| i.opcode != Opcode::Add || i.shape.dims() == [1, 2, 3]));
}

/// Pieces with a gap between them (filled with the padding value), pads in other
/// dimensions kept, `-0.0` padding (where `x + -0.0` is `x`: no add), mixed `+0.0`/`-0.0`,
/// and integers.
#[test]
fn zero_padded_pieces_with_gaps_signs_and_integers() {
    for (ty, zp, zq, pieces_add) in [
        ("f32", "0", "0", true),
        ("f32", "-0", "-0", false),
        ("f32", "0", "-0", true),
        ("bf16", "0", "0", true),
        ("s32", "0", "0", false),
    ] {
        let m = simplify(&entry(&format!(
            r#"
  a = {ty}[2,3] parameter(0)
  b = {ty}[3,3] parameter(1)
  zp = {ty}[] constant({zp})
  zq = {ty}[] constant({zq})
  pa = {ty}[9,5] pad(a, zp), padding=1_6x1_1
  pb = {ty}[9,5] pad(b, zq), padding=5_1x1_1
  ROOT s = {ty}[9,5] add(pa, pb)"#
        )));
        let r = root(&m);
        assert_eq!(r.opcode, Opcode::Pad, "{ty} {zp} {zq}: {m}");
        let cat = m.entry_computation().instr(r.operands[0]);
        assert_eq!(cat.opcode, Opcode::Concatenate, "{m}");
        assert_eq!(cat.operands.len(), 3, "a, the gap, b: {m}");
        assert_eq!(
            count(&m, Opcode::Add) > 0,
            pieces_add,
            "{ty} {zp} {zq}: {m}"
        );
    }
}

/// Overlapping ranges, pieces differing in two dimensions, a non-zero padding value,
/// interior padding and cropping (negative padding) are left alone.
#[test]
fn sums_of_other_pads_are_kept() {
    for (shape, pa, pb, value) in [
        ("4,3", "0_2x0_0", "1_1x0_0", "0"),
        ("4,4", "0_2x0_1", "2_0x1_0", "0"),
        ("4,3", "0_2x0_0", "2_0x0_0", "1"),
        ("5,3", "0_2_1x0_0", "3_0x0_0", "0"),
        ("4,3", "-1_3x0_0", "2_0x0_0", "0"),
    ] {
        let m = simplify(&entry(&format!(
            r#"
  a = f32[2,3] parameter(0)
  b = f32[2,3] parameter(1)
  z = f32[] constant({value})
  pa = f32[{shape}] pad(a, z), padding={pa}
  pb = f32[{shape}] pad(b, z), padding={pb}
  ROOT s = f32[{shape}] add(pa, pb)"#
        )));
        assert_eq!(root(&m).opcode, Opcode::Add, "{pa} {pb} {value}: {m}");
    }
}
