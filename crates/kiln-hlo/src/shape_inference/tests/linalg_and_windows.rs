//! Dot, convolution, reductions and windows, gather/scatter, sort/topk/fft, factorizations and batch norm.

#![allow(clippy::field_reassign_with_default)]

use super::*;

#[test]
fn dot_general() {
    let mut a = Attrs::default();
    a.dot_dims = Some(DotDims {
        lhs_batch: vec![0],
        rhs_batch: vec![0],
        lhs_contracting: vec![2],
        rhs_contracting: vec![1],
    });
    let ops = [s(BF16, &[8, 3, 4]), s(BF16, &[8, 4, 5])];
    // Mixed precision: the declared type wins.
    assert_eq!(
        ok(infer(Opcode::Dot, &ops, &a, &s(F32, &[8, 3, 5]))),
        "f32[8,3,5]"
    );
    let bad = [s(F32, &[8, 3, 4]), s(F32, &[8, 5, 5])];
    assert!(err(infer(Opcode::Dot, &bad, &a, &s(F32, &[8, 3, 5])))
        .contains("contracting dimension 2 (size 4)"));
    // No dimension numbers: an outer product.
    let outer = [s(F32, &[2]), s(F32, &[3])];
    assert_eq!(
        ok(infer(
            Opcode::Dot,
            &outer,
            &Attrs::default(),
            &s(F32, &[2, 3])
        )),
        "f32[2,3]"
    );
}

fn conv_attrs(spatial: usize, size: i64) -> Attrs {
    let mut a = Attrs::default();
    // b01f_01io->b01f
    a.conv_dims = Some(ConvDims {
        input_batch: 0,
        input_feature: spatial as i64 + 1,
        input_spatial: (1..=spatial as i64).collect(),
        kernel_input_feature: spatial as i64,
        kernel_output_feature: spatial as i64 + 1,
        kernel_spatial: (0..spatial as i64).collect(),
        output_batch: 0,
        output_feature: spatial as i64 + 1,
        output_spatial: (1..=spatial as i64).collect(),
    });
    let dim = WindowDim {
        size,
        stride: 2,
        padding_low: 1,
        padding_high: 1,
        ..Default::default()
    };
    a.window = Some(Window {
        dims: vec![dim; spatial],
    });
    a
}

#[test]
fn convolution_window_and_groups() {
    let a = conv_attrs(2, 3);
    let ops = [s(F32, &[1, 8, 8, 4]), s(F32, &[3, 3, 4, 16])];
    // (8 + 2 - 3) / 2 + 1 = 4
    assert_eq!(
        ok(infer(
            Opcode::Convolution,
            &ops,
            &a,
            &s(F32, &[1, 4, 4, 16])
        )),
        "f32[1,4,4,16]"
    );
    let mut grouped = conv_attrs(2, 3);
    grouped.feature_group_count = Some(4);
    let depthwise = [s(F32, &[1, 8, 8, 4]), s(F32, &[3, 3, 1, 4])];
    assert_eq!(
        ok(infer(
            Opcode::Convolution,
            &depthwise,
            &grouped,
            &s(F32, &[1, 4, 4, 4])
        )),
        "f32[1,4,4,4]"
    );
    assert!(err(infer(
        Opcode::Convolution,
        &ops,
        &grouped,
        &s(F32, &[1, 4, 4, 16])
    ))
    .contains("feature_group_count (4)"));
    let mut batch_grouped = conv_attrs(2, 3);
    batch_grouped.batch_group_count = Some(2);
    let ops = [s(F32, &[4, 8, 8, 3]), s(F32, &[3, 3, 3, 6])];
    assert_eq!(
        ok(infer(
            Opcode::Convolution,
            &ops,
            &batch_grouped,
            &s(F32, &[2, 4, 4, 6])
        )),
        "f32[2,4,4,6]"
    );
    let wrong_window = conv_attrs(2, 5);
    let ops = [s(F32, &[1, 8, 8, 4]), s(F32, &[3, 3, 4, 16])];
    assert!(err(infer(
        Opcode::Convolution,
        &ops,
        &wrong_window,
        &s(F32, &[1, 3, 3, 16])
    ))
    .contains("window size 5"));
}

#[test]
fn reduce_and_reducer_signature() {
    let add = scalar_fn("add", F32, 2, F32);
    let bad = scalar_fn("bad", F32, 3, F32);
    let comps = [add, bad];
    let mut a = Attrs::default();
    a.dimensions = Some(vec![1]);
    a.to_apply = Some(CompId(0));
    let ops = [s(F32, &[2, 3]), s(F32, &[])];
    assert_eq!(
        ok(infer_with(Opcode::Reduce, &ops, &a, &s(F32, &[2]), &comps)),
        "f32[2]"
    );
    a.to_apply = Some(CompId(1));
    let e = err(infer_with(Opcode::Reduce, &ops, &a, &s(F32, &[2]), &comps));
    assert!(e.contains("must be (f32[], f32[]) -> f32[]"), "{e}");
    a.to_apply = Some(CompId(7));
    assert!(
        err(infer_with(Opcode::Reduce, &ops, &a, &s(F32, &[2]), &comps)).contains("does not exist")
    );
}

#[test]
fn variadic_reduce_returns_tuple() {
    let argmax = comp(
        "argmax",
        &[s(F32, &[]), s(S32, &[]), s(F32, &[]), s(S32, &[])],
        Shape::Tuple(vec![s(F32, &[]), s(S32, &[])]),
    );
    let mut a = Attrs::default();
    a.dimensions = Some(vec![0]);
    a.to_apply = Some(CompId(0));
    let ops = [s(F32, &[5, 2]), s(S32, &[5, 2]), s(F32, &[]), s(S32, &[])];
    let declared = Shape::Tuple(vec![s(F32, &[2]), s(S32, &[2])]);
    assert_eq!(
        ok(infer_with(Opcode::Reduce, &ops, &a, &declared, &[argmax])),
        "(f32[2], s32[2])"
    );
}

#[test]
fn reduce_window_output() {
    let comps = [scalar_fn("max", F32, 2, F32)];
    let mut a = Attrs::default();
    a.to_apply = Some(CompId(0));
    let d = WindowDim {
        size: 2,
        stride: 2,
        ..Default::default()
    };
    a.window = Some(Window {
        dims: vec![WindowDim::default(), d, d],
    });
    let ops = [s(F32, &[1, 7, 8]), s(F32, &[])];
    assert_eq!(
        ok(infer_with(
            Opcode::ReduceWindow,
            &ops,
            &a,
            &s(F32, &[1, 3, 4]),
            &comps
        )),
        "f32[1,3,4]"
    );
}

#[test]
fn gather_with_batching_dims() {
    let mut a = Attrs::default();
    // operand [B=2, N=10, D=4], indices [B=2, K=3, 1]: out [2, 3, 4].
    a.gather_dims = Some(GatherDims {
        offset_dims: vec![2],
        collapsed_slice_dims: vec![1],
        start_index_map: vec![1],
        operand_batching_dims: vec![0],
        start_indices_batching_dims: vec![0],
        index_vector_dim: 2,
    });
    a.slice_sizes = Some(vec![1, 1, 4]);
    let ops = [s(F32, &[2, 10, 4]), s(S32, &[2, 3, 1])];
    assert_eq!(
        ok(infer(Opcode::Gather, &ops, &a, &s(F32, &[2, 3, 4]))),
        "f32[2,3,4]"
    );
    a.slice_sizes = Some(vec![1, 2, 4]);
    assert!(
        err(infer(Opcode::Gather, &ops, &a, &s(F32, &[2, 3, 4]))).contains("slice_sizes[1] = 2")
    );
}

#[test]
fn gather_embedding_lookup() {
    let mut a = Attrs::default();
    a.gather_dims = Some(GatherDims {
        offset_dims: vec![1],
        collapsed_slice_dims: vec![0],
        start_index_map: vec![0],
        index_vector_dim: 1,
        ..Default::default()
    });
    a.slice_sizes = Some(vec![1, 16]);
    let ops = [s(F32, &[100, 16]), s(S32, &[5, 1])];
    assert_eq!(
        ok(infer(Opcode::Gather, &ops, &a, &s(F32, &[5, 16]))),
        "f32[5,16]"
    );
}

#[test]
fn scatter_add() {
    let comps = [scalar_fn("add", F32, 2, F32)];
    let mut a = Attrs::default();
    a.to_apply = Some(CompId(0));
    a.scatter_dims = Some(ScatterDims {
        update_window_dims: vec![1],
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 1,
        ..Default::default()
    });
    let ops = [s(F32, &[10, 4]), s(S32, &[3, 1]), s(F32, &[3, 4])];
    assert_eq!(
        ok(infer_with(
            Opcode::Scatter,
            &ops,
            &a,
            &s(F32, &[10, 4]),
            &comps
        )),
        "f32[10,4]"
    );
    let bad = [s(F32, &[10, 4]), s(S32, &[3, 1]), s(F32, &[2, 4])];
    assert!(err(infer_with(
        Opcode::Scatter,
        &bad,
        &a,
        &s(F32, &[10, 4]),
        &comps
    ))
    .contains("scatter dimensions"));
}

#[test]
fn sort_topk_fft() {
    let comps = [comp(
        "lt",
        &[s(F32, &[]), s(F32, &[]), s(S32, &[]), s(S32, &[])],
        s(Pred, &[]),
    )];
    let mut a = Attrs::default();
    a.dimensions = Some(vec![0]);
    a.to_apply = Some(CompId(0));
    let ops = [s(F32, &[5]), s(S32, &[5])];
    let declared = Shape::Tuple(ops.to_vec());
    assert_eq!(
        ok(infer_with(Opcode::Sort, &ops, &a, &declared, &comps)),
        "(f32[5], s32[5])"
    );
    let mut k = Attrs::default();
    k.k = Some(3);
    assert_eq!(
        ok(infer(Opcode::TopK, &[s(F32, &[2, 9])], &k, &declared)),
        "(f32[2,3], s32[2,3])"
    );
    let mut f = Attrs::default();
    f.fft_type = Some(FftType::Rfft);
    f.fft_length = Some(vec![8]);
    assert_eq!(
        ok(infer(Opcode::Fft, &[s(F32, &[3, 8])], &f, &s(C64, &[3, 5]))),
        "c64[3,5]"
    );
    f.fft_type = Some(FftType::Irfft);
    assert_eq!(
        ok(infer(Opcode::Fft, &[s(C64, &[3, 5])], &f, &s(F32, &[3, 8]))),
        "f32[3,8]"
    );
}

#[test]
fn linalg_and_batch_norm() {
    let none = Attrs::default();
    let a = s(F32, &[2, 4, 4]);
    assert_eq!(
        ok(infer(Opcode::Cholesky, std::slice::from_ref(&a), &none, &a)),
        "f32[2,4,4]"
    );
    assert!(err(infer(Opcode::Cholesky, &[s(F32, &[4, 3])], &none, &a)).contains("square"));
    let mut left = Attrs::default();
    left.left_side = Some(true);
    let b = s(F32, &[2, 4, 7]);
    assert_eq!(
        ok(infer(
            Opcode::TriangularSolve,
            &[a.clone(), b.clone()],
            &left,
            &b
        )),
        "f32[2,4,7]"
    );
    left.left_side = Some(false);
    assert!(err(infer(Opcode::TriangularSolve, &[a, b.clone()], &left, &b)).contains("right-side"));

    let mut bn = Attrs::default();
    bn.feature_index = Some(3);
    bn.epsilon = Some(crate::attrs::F32Attr(1e-5));
    let x = s(F32, &[8, 5, 5, 16]);
    let f = s(F32, &[16]);
    let training = [x.clone(), f.clone(), f.clone()];
    assert_eq!(
        ok(infer(Opcode::BatchNormTraining, &training, &bn, &x)),
        "(f32[8,5,5,16], f32[16], f32[16])"
    );
    let inference = [x.clone(), f.clone(), f.clone(), f.clone(), f.clone()];
    assert_eq!(
        ok(infer(Opcode::BatchNormInference, &inference, &bn, &x)),
        "f32[8,5,5,16]"
    );
    let grad = [x.clone(), f.clone(), f.clone(), f.clone(), x.clone()];
    assert_eq!(
        ok(infer(Opcode::BatchNormGrad, &grad, &bn, &x)),
        "(f32[8,5,5,16], f32[16], f32[16])"
    );
    bn.feature_index = Some(1);
    assert!(err(infer(Opcode::BatchNormTraining, &training, &bn, &x)).contains("f32[5]"));
}

#[test]
fn dot_rejects_int_times_float() {
    let mut a = Attrs::default();
    a.dot_dims = Some(DotDims {
        lhs_contracting: vec![1],
        rhs_contracting: vec![0],
        ..Default::default()
    });
    let ops = [s(S8, &[2, 3]), s(F32, &[3, 4])];
    assert!(err(infer(Opcode::Dot, &ops, &a, &s(F32, &[2, 4])))
        .contains("same element type up to precision"));
}
