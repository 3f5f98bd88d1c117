//! Elementwise ops and the shape ops (broadcast, reshape, transpose, slice, pad, concatenate, dynamic slices).

#![allow(clippy::field_reassign_with_default)]

use super::*;

#[test]
fn elementwise_binary_requires_equal_shapes() {
    let a = Attrs::default();
    assert_eq!(
        ok(infer(
            Opcode::Add,
            &[s(F32, &[2, 3]), s(F32, &[2, 3])],
            &a,
            &s(F32, &[2, 3])
        )),
        "f32[2,3]"
    );
    assert!(err(infer(
        Opcode::Add,
        &[s(F32, &[2, 3]), s(F32, &[3])],
        &a,
        &s(F32, &[2, 3])
    ))
    .contains("same dimensions"));
    assert!(err(infer(
        Opcode::Add,
        &[s(F32, &[2]), s(S32, &[2])],
        &a,
        &s(F32, &[2])
    ))
    .contains("same element type"));
    assert!(err(infer(
        Opcode::ShiftLeft,
        &[s(F32, &[2]), s(F32, &[2])],
        &a,
        &s(F32, &[2])
    ))
    .contains("integral"));
}

/// Found by `pipeline_fuzz` (an `and` of preds turned into `subtract`): XLA refuses pred for
/// subtract, divide, remainder and power; the verifier accepted them and only the backends
/// refused.
#[test]
fn arithmetic_that_xla_refuses_on_pred() {
    let a = Attrs::default();
    let preds = [s(Pred, &[4]), s(Pred, &[4])];
    for op in [
        Opcode::Subtract,
        Opcode::Divide,
        Opcode::Remainder,
        Opcode::Power,
    ] {
        let e = err(infer(op, &preds, &a, &s(Pred, &[4])));
        assert!(
            e.contains("not pred") && e.contains("got pred"),
            "{op}: {e}"
        );
    }
    for op in [Opcode::Add, Opcode::Multiply, Opcode::Maximum, Opcode::And] {
        assert_eq!(ok(infer(op, &preds, &a, &s(Pred, &[4]))), "pred[4]", "{op}");
    }
}

#[test]
fn compare_returns_pred_and_needs_direction() {
    let mut a = Attrs::default();
    let ops = [s(F32, &[4]), s(F32, &[4])];
    assert!(err(infer(Opcode::Compare, &ops, &a, &s(Pred, &[4]))).contains("direction"));
    a.direction = Some(ComparisonDirection::Lt);
    assert_eq!(
        ok(infer(Opcode::Compare, &ops, &a, &s(Pred, &[4]))),
        "pred[4]"
    );
}

#[test]
fn unary_type_rules() {
    let a = Attrs::default();
    assert_eq!(
        ok(infer(Opcode::Abs, &[s(C64, &[3])], &a, &s(F32, &[3]))),
        "f32[3]"
    );
    assert_eq!(
        ok(infer(Opcode::Real, &[s(C128, &[])], &a, &s(F64, &[]))),
        "f64[]"
    );
    assert_eq!(
        ok(infer(
            Opcode::IsFinite,
            &[s(BF16, &[2])],
            &a,
            &s(Pred, &[2])
        )),
        "pred[2]"
    );
    assert_eq!(
        ok(infer(
            Opcode::Complex,
            &[s(F32, &[2]), s(F32, &[2])],
            &a,
            &s(C64, &[2])
        )),
        "c64[2]"
    );
    assert!(err(infer(Opcode::Exp, &[s(S32, &[2])], &a, &s(S32, &[2]))).contains("floating point"));
    assert!(err(infer(Opcode::Popcnt, &[s(F32, &[2])], &a, &s(F32, &[2]))).contains("integral"));
}

#[test]
fn convert_and_bitcast_convert() {
    let a = Attrs::default();
    assert_eq!(
        ok(infer(
            Opcode::Convert,
            &[s(F32, &[2, 3])],
            &a,
            &s(BF16, &[9])
        )),
        "bf16[2,3]"
    );
    assert_eq!(
        ok(infer(
            Opcode::BitcastConvert,
            &[s(F32, &[3, 4])],
            &a,
            &s(U8, &[])
        )),
        "u8[3,4,4]"
    );
    assert_eq!(
        ok(infer(
            Opcode::BitcastConvert,
            &[s(U8, &[3, 4])],
            &a,
            &s(F32, &[])
        )),
        "f32[3]"
    );
    assert_eq!(
        ok(infer(
            Opcode::BitcastConvert,
            &[s(F32, &[6])],
            &a,
            &s(S32, &[6])
        )),
        "s32[6]"
    );
    assert!(err(infer(
        Opcode::BitcastConvert,
        &[s(U8, &[3, 2])],
        &a,
        &s(F32, &[3])
    ))
    .contains("minor dimension of size 4"));
}

#[test]
fn select_and_clamp() {
    let a = Attrs::default();
    let v = s(F32, &[2, 3]);
    assert_eq!(
        ok(infer(
            Opcode::Select,
            &[s(Pred, &[2, 3]), v.clone(), v.clone()],
            &a,
            &v
        )),
        "f32[2,3]"
    );
    // HLO select does not broadcast a scalar predicate.
    assert!(err(infer(
        Opcode::Select,
        &[s(Pred, &[]), v.clone(), v.clone()],
        &a,
        &v
    ))
    .contains("dimensions"));
    assert_eq!(
        ok(infer(
            Opcode::Clamp,
            &[s(F32, &[]), v.clone(), s(F32, &[])],
            &a,
            &v
        )),
        "f32[2,3]"
    );
    assert!(err(infer(
        Opcode::Clamp,
        &[v.clone(), s(F32, &[]), v.clone()],
        &a,
        &v
    ))
    .contains("clamp's min"));
}

#[test]
fn broadcast_reshape_transpose() {
    let mut a = Attrs::default();
    a.dimensions = Some(vec![1]);
    assert_eq!(
        ok(infer(
            Opcode::Broadcast,
            &[s(F32, &[3])],
            &a,
            &s(F32, &[2, 3])
        )),
        "f32[2,3]"
    );
    assert!(err(infer(
        Opcode::Broadcast,
        &[s(F32, &[3])],
        &a,
        &s(F32, &[3, 2])
    ))
    .contains("must be equal"));
    a.dimensions = Some(vec![2]);
    assert!(err(infer(
        Opcode::Broadcast,
        &[s(F32, &[3])],
        &a,
        &s(F32, &[2, 3])
    ))
    .contains("out of range"));
    let none = Attrs::default();
    assert_eq!(
        ok(infer(
            Opcode::Reshape,
            &[s(F32, &[2, 3])],
            &none,
            &s(F32, &[6])
        )),
        "f32[6]"
    );
    assert!(err(infer(
        Opcode::Reshape,
        &[s(F32, &[2, 3])],
        &none,
        &s(F32, &[5])
    ))
    .contains("element count"));
    a.dimensions = Some(vec![2, 0, 1]);
    assert_eq!(
        ok(infer(
            Opcode::Transpose,
            &[s(F32, &[2, 3, 4])],
            &a,
            &s(F32, &[4, 2, 3])
        )),
        "f32[4,2,3]"
    );
    a.dimensions = Some(vec![0, 0, 1]);
    assert!(err(infer(
        Opcode::Transpose,
        &[s(F32, &[2, 3, 4])],
        &a,
        &s(F32, &[2, 2, 3])
    ))
    .contains("more than once"));
}

#[test]
fn slice_pad_concatenate() {
    let mut a = Attrs::default();
    a.slice = Some(vec![SliceDim {
        start: 1,
        limit: 8,
        stride: 3,
    }]);
    assert_eq!(
        ok(infer(Opcode::Slice, &[s(F32, &[8])], &a, &s(F32, &[3]))),
        "f32[3]"
    );
    a.slice = Some(vec![SliceDim {
        start: 1,
        limit: 9,
        stride: 1,
    }]);
    assert!(err(infer(Opcode::Slice, &[s(F32, &[8])], &a, &s(F32, &[8]))).contains("limit <= 8"));
    let mut p = Attrs::default();
    p.padding = Some(vec![PadDim {
        low: -1,
        high: 2,
        interior: 1,
    }]);
    // 4 elements, 3 interior gaps of 1, low -1, high 2: 4 + 3 - 1 + 2 = 8.
    assert_eq!(
        ok(infer(
            Opcode::Pad,
            &[s(F32, &[4]), s(F32, &[])],
            &p,
            &s(F32, &[8])
        )),
        "f32[8]"
    );
    let mut c = Attrs::default();
    c.dimensions = Some(vec![1]);
    let ops = [s(F32, &[2, 3]), s(F32, &[2, 5])];
    assert_eq!(
        ok(infer(Opcode::Concatenate, &ops, &c, &s(F32, &[2, 8]))),
        "f32[2,8]"
    );
    c.dimensions = Some(vec![0]);
    assert!(err(infer(Opcode::Concatenate, &ops, &c, &s(F32, &[4, 3])))
        .contains("every dimension but 0"));
}

#[test]
fn dynamic_slice_and_update() {
    let mut a = Attrs::default();
    a.dynamic_slice_sizes = Some(vec![3, 4]);
    let idx = s(S32, &[]);
    let ops = [s(F32, &[6, 8]), idx.clone(), idx.clone()];
    assert_eq!(
        ok(infer(Opcode::DynamicSlice, &ops, &a, &s(F32, &[3, 4]))),
        "f32[3,4]"
    );
    assert!(
        err(infer(Opcode::DynamicSlice, &ops[..2], &a, &s(F32, &[3, 4]))).contains("2 start index")
    );
    let ops = [s(F32, &[6, 8]), s(F32, &[7, 1]), idx.clone(), idx];
    assert!(err(infer(
        Opcode::DynamicUpdateSlice,
        &ops,
        &Attrs::default(),
        &s(F32, &[6, 8])
    ))
    .contains("fit inside"));
}
