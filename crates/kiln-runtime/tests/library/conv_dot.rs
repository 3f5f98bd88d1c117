//! Convolution (im2col + GEMM) and dots of the types the strided GEMM call does not take.

use super::{check, check_with, Match};

/// A module computing one convolution of `x` and `k` with the given attributes.
fn conv(x: &str, k: &str, out_ty: &str, attrs: &str) -> String {
    format!(
        "HloModule m\nENTRY e {{\n  x = {x} parameter(0)\n  k = {k} parameter(1)\n  ROOT c = {out_ty}[0] convolution(x, k), {attrs}\n}}"
    )
}

const F32: Match = Match::Close(1e-5);

#[test]
fn conv_layouts_strides_and_padding() {
    let cases = [
        (
            "f32[2,5,5,3]",
            "f32[3,3,3,4]",
            "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f",
        ),
        (
            "f32[2,3,7,6]",
            "f32[4,3,3,2]",
            "window={size=3x2 stride=2x2}, dim_labels=bf01_oi01->bf01",
        ),
        (
            "f32[3,6,5,2]",
            "f32[3,2,3,4]",
            "window={size=2x3 stride=1x2 pad=0_1x2_0}, dim_labels=f01b_i01o->01bf",
        ),
        (
            "f32[2,10,3]",
            "f32[3,3,5]",
            "window={size=3 stride=2 pad=1_0}, dim_labels=b0f_0io->b0f",
        ),
        (
            "f32[1,4,5,4,2]",
            "f32[2,2,2,2,3]",
            "window={size=2x2x2 stride=1x2x1}, dim_labels=b012f_012io->b012f",
        ),
        ("f32[3,4]", "f32[4,5]", "dim_labels=bf_io->bf"),
        (
            "f32[1,2,2,1]",
            "f32[3,3,1,1]",
            "window={size=3x3}, dim_labels=b01f_01io->b01f",
        ),
    ];
    for (x, k, attrs) in cases {
        check(&conv(x, k, "f32", attrs), F32);
    }
}

#[test]
fn conv_dilation_reversal_and_negative_padding() {
    let cases = [
        ("f32[1,6,6,2]", "f32[2,2,2,3]", "window={size=2x2 pad=-1_2x1_-1 lhs_dilate=2x1}, dim_labels=b01f_01io->b01f"),
        ("f32[2,7,5,2]", "f32[3,2,2,3]", "window={size=3x2 pad=2_2x0_1 rhs_dilate=2x1 rhs_reversal=1x0}, dim_labels=b01f_01io->b01f"),
        ("f32[2,2,5,5]", "f32[3,2,3,3]", "window={size=3x3 stride=2x1 pad=2_2x2_2 lhs_dilate=2x2 rhs_reversal=1x1}, dim_labels=bf01_oi01->bf01"),
        ("f32[1,8,3]", "f32[3,3,2]", "window={size=3 pad=-2_-1 rhs_dilate=2}, dim_labels=b0f_0io->b0f"),
    ];
    for (x, k, attrs) in cases {
        check(&conv(x, k, "f32", attrs), F32);
    }
}

#[test]
fn conv_feature_and_batch_groups() {
    let cases = [
        ("f32[2,5,5,4]", "f32[3,3,2,6]", "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=2"),
        ("f32[1,6,6,4]", "f32[3,3,1,4]", "window={size=3x3 stride=2x2 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=4"),
        ("f32[2,4,6,6]", "f32[8,1,3,3]", "window={size=3x3}, dim_labels=bf01_oi01->bf01, feature_group_count=4"),
        ("f32[4,5,5,3]", "f32[3,3,3,4]", "window={size=3x3}, dim_labels=b01f_01io->b01f, batch_group_count=2"),
        ("f32[4,3,6]", "f32[2,4,4]", "window={size=2}, dim_labels=f0b_0io->b0f, batch_group_count=2"),
    ];
    for (x, k, attrs) in cases {
        check(&conv(x, k, "f32", attrs), F32);
    }
}

/// Found by `pipeline_fuzz`: with no input features every output is an empty sum (zero);
/// the im2col path split its patch buffer into rows of zero columns and panicked.
#[test]
fn conv_without_input_features_is_zero() {
    let cases = [
        (
            "f32[2,0,10,7]",
            "f32[5,0,4,2]",
            "window={size=4x2 stride=3x2 pad=1_2x0_1}, dim_labels=bf01_oi01->bf01",
        ),
        (
            "f32[2,5,5,0]",
            "f32[3,3,0,4]",
            "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f",
        ),
        (
            "f64[2,0,6]",
            "f64[3,0,2]",
            "window={size=2}, dim_labels=bf0_oi0->bf0",
        ),
    ];
    for (x, k, attrs) in cases {
        let ty = &x[..3];
        check(&conv(x, k, ty, attrs), Match::Exact);
    }
}

#[test]
fn conv_other_float_types() {
    let attrs = "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f";
    check(
        &conv("f16[2,5,5,3]", "f16[3,3,3,4]", "f16", attrs),
        Match::Close(2e-3),
    );
    check(
        &conv("bf16[2,5,5,3]", "bf16[3,3,3,4]", "bf16", attrs),
        Match::Close(1e-2),
    );
    check(&conv("bf16[2,5,5,3]", "bf16[3,3,3,4]", "f32", attrs), F32);
    check(
        &conv("f64[2,5,5,3]", "f64[3,3,3,4]", "f64", attrs),
        Match::Close(1e-12),
    );
}

#[test]
fn conv_large_and_threaded() {
    // Enough rows for several im2col blocks and a multi-threaded GEMM.
    let text = conv(
        "f32[2,40,40,16]",
        "f32[3,3,16,8]",
        "f32",
        "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f",
    );
    let (_, fallbacks) = check_with(&text, 3, 8, 2, Match::Close(1e-4));
    assert!(fallbacks.is_empty(), "{fallbacks:?}");
}

fn dot(lhs: &str, rhs: &str, out_ty: &str, dims: &str) -> String {
    format!(
        "HloModule m\nENTRY e {{\n  a = {lhs} parameter(0)\n  b = {rhs} parameter(1)\n  ROOT d = {out_ty}[0] dot(a, b), {dims}\n}}"
    )
}

const MATMUL: &str = "lhs_contracting_dims={1}, rhs_contracting_dims={0}";

#[test]
fn dot_half_precision() {
    check(
        &dot("f16[4,5]", "f16[5,3]", "f16", MATMUL),
        Match::Close(2e-3),
    );
    check(
        &dot("bf16[4,5]", "bf16[5,3]", "f32", MATMUL),
        Match::Close(1e-6),
    );
    check(
        &dot("bf16[4,5]", "bf16[5,3]", "bf16", MATMUL),
        Match::Close(1e-2),
    );
    let batched = "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}";
    check(
        &dot("bf16[2,3,4]", "bf16[2,4,5]", "bf16", batched),
        Match::Close(1e-2),
    );
    let two = "lhs_contracting_dims={1,2}, rhs_contracting_dims={0,1}";
    check(
        &dot("f16[3,4,5]", "f16[4,5,2]", "f16", two),
        Match::Close(2e-3),
    );
    check(
        &dot("f32[3,4,5]", "f32[4,5,2]", "f32", two),
        Match::Close(1e-6),
    );
    let transposed = "lhs_contracting_dims={0}, rhs_contracting_dims={1}";
    check(
        &dot("f16[5,4]", "f16[3,5]", "f32", transposed),
        Match::Close(1e-6),
    );
}

#[test]
fn dot_integers_wrap_exactly() {
    check(&dot("s32[4,5]", "s32[5,3]", "s32", MATMUL), Match::Exact);
    check(&dot("s8[4,6]", "s8[6,3]", "s32", MATMUL), Match::Exact);
    check(&dot("u8[4,6]", "u8[6,3]", "u32", MATMUL), Match::Exact);
    check(&dot("s64[2,3,4]", "s64[2,4,2]", "s64", "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}"), Match::Exact);
    // Large values: products and sums wrap in the result width.
    for seed in [5, 6] {
        let (_, fb) = check_with(
            &dot("s32[4,9]", "s32[9,3]", "s32", MATMUL),
            seed,
            1 << 30,
            1,
            Match::Exact,
        );
        assert!(fb.is_empty(), "{fb:?}");
        let (_, fb) = check_with(
            &dot("s8[4,9]", "s8[9,3]", "s8", MATMUL),
            seed,
            128,
            1,
            Match::Exact,
        );
        assert!(fb.is_empty(), "{fb:?}");
    }
}

#[test]
fn depthwise_convolutions_accumulate_taps_directly() {
    // One input feature per group (`library/conv/depthwise.rs`): multipliers 1 and 2,
    // padding, strides, kernel and input dilation, reversal, 1-3 spatial dimensions, and a
    // kernel or result in another layout.
    let cases = [
        ("f32[2,9,9,8]", "f32[3,3,1,8]", "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=8"),
        ("f32[2,9,7,6]", "f32[3,3,1,12]", "window={size=3x3 stride=2x1 pad=0_2x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=6"),
        ("f32[1,11,5]", "f32[4,1,5]", "window={size=4 pad=3_0 rhs_dilate=2}, dim_labels=b0f_0io->b0f, feature_group_count=5"),
        ("f32[1,6,6,3]", "f32[2,2,1,3]", "window={size=2x2 pad=1_1x-1_2 lhs_dilate=2x1 rhs_reversal=1x0}, dim_labels=b01f_01io->b01f, feature_group_count=3"),
        ("f32[2,4,5,6,4]", "f32[2,3,2,1,4]", "window={size=2x3x2 pad=0_1x1_1x0_0}, dim_labels=b012f_012io->b012f, feature_group_count=4"),
        ("f32[2,7,7,4]", "f32[4,1,3,3]", "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_oi01->bf01, feature_group_count=4"),
    ];
    for (x, k, attrs) in cases {
        let (calls, fallbacks) = check_with(&conv(x, k, "f32", attrs), 5, 8, 1, F32);
        assert!(calls == 1 && fallbacks.is_empty(), "{attrs}: {fallbacks:?}");
    }
    let attrs = "window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=8";
    check(
        &conv("f64[2,9,9,8]", "f64[3,3,1,8]", "f64", attrs),
        Match::Close(1e-12),
    );
    check(
        &conv("bf16[2,9,9,8]", "bf16[3,3,1,8]", "bf16", attrs),
        Match::Close(1e-2),
    );
    // Enough rows for parallel tasks.
    let big = conv(
        "f32[2,30,30,16]",
        "f32[5,5,1,16]",
        "f32",
        "window={size=5x5 pad=2_2x2_2}, dim_labels=b01f_01io->b01f, feature_group_count=16",
    );
    check_with(&big, 6, 8, 2, F32);
}
