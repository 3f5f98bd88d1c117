//! Control flow, tuples and plumbing ops, collectives and map, and what is not inferred.

#![allow(clippy::field_reassign_with_default)]

use super::*;

#[test]
fn while_signature() {
    let state = Shape::Tuple(vec![s(S32, &[]), s(F32, &[4])]);
    let comps = [
        comp("cond", std::slice::from_ref(&state), s(Pred, &[])),
        comp("body", std::slice::from_ref(&state), state.clone()),
        comp("bad_body", std::slice::from_ref(&state), s(F32, &[4])),
    ];
    let mut a = Attrs::default();
    a.condition = Some(CompId(0));
    a.body = Some(CompId(1));
    assert_eq!(
        ok(infer_with(
            Opcode::While,
            std::slice::from_ref(&state),
            &a,
            &state,
            &comps
        )),
        "(s32[], f32[4])"
    );
    a.body = Some(CompId(2));
    let e = err(infer_with(
        Opcode::While,
        std::slice::from_ref(&state),
        &a,
        &state,
        &comps,
    ));
    assert!(
        e.contains("must return the loop state (s32[], f32[4])"),
        "{e}"
    );
}

#[test]
fn not_inferred_is_explicit() {
    let r = infer(Opcode::CustomCall, &[], &Attrs::default(), &s(F32, &[]));
    assert_eq!(r, Err(ShapeError::NotInferred));
    assert!(!is_inferred(Opcode::CustomCall));
    assert!(is_inferred(Opcode::Add));
}

#[test]
fn wrong_operand_count_is_an_error_not_a_panic() {
    for &op in Opcode::ALL {
        // Every rule must cope with missing operands and attributes.
        let _ = infer(op, &[], &Attrs::default(), &s(F32, &[2]));
        let _ = infer(
            op,
            &[s(F32, &[2])],
            &Attrs::default(),
            &Shape::Tuple(vec![]),
        );
        let _ = infer(
            op,
            &[Shape::Token, Shape::Tuple(vec![])],
            &Attrs::default(),
            &Shape::Token,
        );
    }
}

#[test]
fn plumbing_ops() {
    let none = Attrs::default();
    let t = Shape::Tuple(vec![s(F32, &[2]), s(S32, &[])]);
    assert_eq!(
        ok(infer(
            Opcode::OptimizationBarrier,
            std::slice::from_ref(&t),
            &none,
            &t
        )),
        "(f32[2], s32[])"
    );
    assert_eq!(
        ok(infer(
            Opcode::AfterAll,
            &[Shape::Token, Shape::Token],
            &none,
            &Shape::Token
        )),
        "token[]"
    );
    assert!(err(infer(
        Opcode::AfterAll,
        &[s(F32, &[])],
        &none,
        &Shape::Token
    ))
    .contains("tokens"));
    assert_eq!(
        ok(infer(Opcode::Copy, std::slice::from_ref(&t), &none, &t)),
        "(f32[2], s32[])"
    );
    let bits = Shape::Tuple(vec![s(U64, &[2]), s(U32, &[3, 4])]);
    assert_eq!(
        ok(infer(
            Opcode::RngBitGenerator,
            &[s(U64, &[2])],
            &none,
            &bits
        )),
        "(u64[2], u32[3,4])"
    );
    assert_eq!(
        ok(infer(
            Opcode::Bitcast,
            &[s(F32, &[2, 3])],
            &none,
            &s(S32, &[6])
        )),
        "s32[6]"
    );
    assert!(err(infer(
        Opcode::Bitcast,
        &[s(F32, &[2, 3])],
        &none,
        &s(F16, &[6])
    ))
    .contains("size in bits"));
}

#[test]
fn all_reduce_and_map() {
    let comps = [
        scalar_fn("add", F32, 2, F32),
        scalar_fn("add_s32", S32, 2, S32),
    ];
    let mut a = Attrs::default();
    a.to_apply = Some(CompId(0));
    let x = s(F32, &[4]);
    assert_eq!(
        ok(infer_with(
            Opcode::AllReduce,
            std::slice::from_ref(&x),
            &a,
            &x,
            &comps
        )),
        "f32[4]"
    );
    assert_eq!(
        ok(infer_with(
            Opcode::Map,
            &[x.clone(), x.clone()],
            &a,
            &x,
            &comps
        )),
        "f32[4]"
    );
    a.to_apply = Some(CompId(1));
    assert!(err(infer_with(
        Opcode::AllReduce,
        std::slice::from_ref(&x),
        &a,
        &x,
        &comps
    ))
    .contains("must be (f32[], f32[]) -> f32[]"));
    assert!(err(infer_with(
        Opcode::Map,
        &[x.clone(), x.clone()],
        &a,
        &x,
        &comps
    ))
    .contains("must take (f32[], f32[])"));
}
