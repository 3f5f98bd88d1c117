"""Kiln conformance set `programs`: structured ops and whole programs.

Control flow (while/scan/cond/switch with mixed carries, zero-trip loops), gather and scatter
variants, convolutions and their gradients, pooling, dot_general layouts and dtypes, fft, and
small programs with gradients. Every case differs from the public corpus in shape, dtype, axis,
parameters or composition. Export with
    python3 ../shared/tools/export_corpus.py --cases-file conformance/programs.py --out conformance/programs
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import (  # noqa: E402
    BF16_TOL, EXACT, F16, F32_EW, F32_MODEL, F32_RED, F32_TR, F64, Case, Gen, bf16, encoder_block,
    encoder_params, gru_cell, layernorm, raw_bn_grad, raw_bn_training, raw_module, spd,
)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

SALT = "kiln-programs"


def _t(shape, dt="f32"):
    return "tensor<" + "".join(f"{d}x" for d in shape) + dt + ">"


def raw_trisolve(a, b, left, lower, unit, transpose):
    return raw_module([("a", a), ("b", b)], [b], f"""
%0 = "stablehlo.triangular_solve"(%a, %b) {{left_side = {str(left).lower()}, lower = {str(lower).lower()}, unit_diagonal = {str(unit).lower()}, transpose_a = #stablehlo<transpose {transpose}>}} : ({_t(a)}, {_t(b)}) -> {_t(b)}
return %0 : {_t(b)}""")


def raw_sort_by_abs_desc(n):
    """Stable two-operand sort whose comparator orders the first operand by |x|, descending."""
    return f"""module @raw {{
  func.func public @main(%x: tensor<{n}xf32>, %y: tensor<{n}xi32>) -> (tensor<{n}xf32>, tensor<{n}xi32>) {{
    %0:2 = "stablehlo.sort"(%x, %y) ({{
      ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
        %aa = stablehlo.abs %a : tensor<f32>
        %bb = stablehlo.abs %b : tensor<f32>
        %t = stablehlo.compare GT, %aa, %bb, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %t : tensor<i1>
    }}) {{dimension = 0 : i64, is_stable = true}} : (tensor<{n}xf32>, tensor<{n}xi32>) -> (tensor<{n}xf32>, tensor<{n}xi32>)
    return %0#0, %0#1 : tensor<{n}xf32>, tensor<{n}xi32>
  }}
}}
"""


def raw_select_and_scatter(shape, src_shape, win, strides, pad, select, scatter, init):
    p = ", ".join(f"[{a}, {b}]" for a, b in pad)
    return f"""module @raw {{
  func.func public @main(%x: {_t(shape)}, %s: {_t(src_shape)}) -> {_t(shape)} {{
    %init = stablehlo.constant dense<{init}> : tensor<f32>
    %0 = "stablehlo.select_and_scatter"(%x, %s, %init) ({{
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = stablehlo.compare {select}, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
    }}, {{
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = stablehlo.{scatter} %a, %b : tensor<f32>
        stablehlo.return %c : tensor<f32>
    }}) {{window_dimensions = array<i64: {", ".join(map(str, win))}>, window_strides = array<i64: {", ".join(map(str, strides))}>, padding = dense<[{p}]> : tensor<{len(pad)}x2xi64>}} : ({_t(shape)}, {_t(src_shape)}, tensor<f32>) -> {_t(shape)}
    return %0 : {_t(shape)}
  }}
}}
"""


def raw_rng_bit_generator(algorithm, state_words, out_shape, out_type):
    out = _t(out_shape, out_type)
    state = _t((state_words,), "ui64")
    return f"""module @raw {{
  func.func public @main(%k: {state}) -> ({state}, {out}) {{
    %s, %o = "stablehlo.rng_bit_generator"(%k) {{rng_algorithm = #stablehlo<rng_algorithm {algorithm}>}} : ({state}) -> ({state}, {out})
    return %s, %o : {state}, {out}
  }}
}}
"""


def generated(shape, a, m=101):
    """An exactly computable f32 array of `shape` (integer arithmetic, then one convert)."""
    n = int(np.prod(shape))
    return (((jnp.arange(n, dtype=jnp.int32) * a) % m).astype(jnp.float32) / m - 0.3).reshape(shape)


def conv(x, w, stride, padding, dn, groups=1, lhs_dil=None, rhs_dil=None, batch_groups=1, pet=None):
    return lax.conv_general_dilated(x, w, stride, padding, lhs_dilation=lhs_dil, rhs_dilation=rhs_dil,
                                    dimension_numbers=dn, feature_group_count=groups,
                                    batch_group_count=batch_groups, preferred_element_type=pet)


def cases():
    C = []

    def add(name, fn, args_fn, desc, tol=F32_EW, x64=False):
        g = Gen(name, SALT)
        C.append(Case(name, fn, tuple(args_fn(g)), desc, tol, x64))

    def add_raw(name, mlir, args_fn, desc, tol=F32_EW, x64=False):
        g = Gen(name, SALT)
        C.append(Case(name, None, tuple(args_fn(g)), desc, tol, x64, mlir))

    # ---------------- control flow ----------------
    def while_mixed(x, n):
        def body(c):
            i, v, acc, flag = c
            v = v * 0.5 + jnp.cos(v)
            return i + 1, v, acc + (v > 0).astype(jnp.int32), jnp.logical_xor(flag, jnp.any(v > 1.0))
        return lax.while_loop(lambda c: c[0] < n, body, (jnp.int32(0), x, jnp.zeros(x.shape, jnp.int32), jnp.bool_(False)))

    add("while_mixed_dtype_carry", while_mixed, lambda g: [g.f(3, 4), np.int32(5)],
        "while with s32/f32/s32-array/pred tuple carry, trip count from a parameter", F32_TR)
    add("while_zero_trips", lambda x, n: lax.fori_loop(0, n, lambda i, c: c * 2.0 + 1.0, x), lambda g: [g.f(5), np.int32(0)],
        "fori_loop with a runtime trip count of zero (body never runs)", EXACT)
    add("while_negative_trip", lambda x, n: lax.fori_loop(3, n, lambda i, c: c + i.astype(jnp.float32), x), lambda g: [g.f(2, 3), np.int32(-4)],
        "fori_loop whose upper bound is below the lower bound", EXACT)
    add("while_cond_on_reduction", lambda x: lax.while_loop(lambda c: jnp.sum(c[0]) < 50.0, lambda c: (c[0] * 1.3 + 0.1, c[1] + 1), (x, jnp.int32(0))),
        lambda g: [g.pos(2, 3, lo=0.5, hi=1.0)], "while whose condition sums the carried array", F32_EW)
    add("while_nested_dependent", lambda x: lax.fori_loop(0, 4, lambda i, c: lax.fori_loop(0, i + 1, lambda j, d: d * 0.9 + (i - j).astype(jnp.float32), c), x),
        lambda g: [g.f(3, 2)], "nested fori loops whose inner trip count depends on the outer index", F32_EW)
    add("while_collatz_int", lambda n: lax.while_loop(lambda c: c[0] != 1, lambda c: (jnp.where(c[0] % 2 == 0, c[0] // 2, 3 * c[0] + 1), c[1] + 1), (n, jnp.int32(0))),
        lambda g: [np.int32(27)], "integer while: Collatz steps of 27 (111 iterations)", EXACT)
    add("fori_loop_s64", lambda x: lax.fori_loop(jnp.int64(0), jnp.int64(6), lambda i, c: c * 3 + i, x), lambda g: [g.i(4, lo=-1000, hi=1000, dtype=np.int64)],
        "fori_loop with s64 counter and carry (x64)", EXACT, x64=True)
    add("fori_loop_unrolled_f64", lambda x: lax.fori_loop(0, 5, lambda i, c: jnp.sin(c) + c * 0.5, x, unroll=2), lambda g: [g.f(6, dtype=np.float64)],
        "fori_loop f64 unroll=2 (remainder iteration)", F64, x64=True)
    add("scan_multi_carry_outputs", lambda xs, ys: lax.scan(lambda c, xy: ((c[0] + xy[0], c[1] * 0.9 + xy[1].sum()), (c[0] * xy[0], jnp.int32(1) + xy[1].astype(jnp.int32).sum())),
                                                         (jnp.zeros(xs.shape[1:]), jnp.float32(0)), (xs, ys)),
        lambda g: [g.f(7, 3), g.f(7, 2, 2, lo=0, hi=4)], "scan with two carries, two xs and two ys (f32 and s32)", F32_EW)
    add("scan_reverse_length_one", lambda xs: lax.scan(lambda c, x: (c + x, c - x), jnp.ones(xs.shape[1:]), xs, reverse=True),
        lambda g: [g.f(1, 5)], "reverse scan of length one", EXACT)
    add("scan_no_xs_length", lambda c0: lax.scan(lambda c, _: (c * 1.5 - 0.25, jnp.stack([c, -c])), c0, None, length=5),
        lambda g: [g.f(3)], "scan with length and no xs, stacked per-step outputs", F32_EW)
    add("scan_cumulative_max_int", lambda xs: lax.scan(lambda c, x: (jnp.maximum(c, x), jnp.maximum(c, x) - x), jnp.full(xs.shape[1:], -100, jnp.int32), xs),
        lambda g: [g.i(9, 4, lo=-50, hi=50)], "integer running max via scan", EXACT)
    add("associative_scan_add", lambda x: (lax.associative_scan(jnp.add, x, axis=1), lax.associative_scan(jnp.maximum, x, axis=0, reverse=True)),
        lambda g: [g.f(5, 11)], "lax.associative_scan add/max (slices, pads, concatenates)", F32_RED)
    add("cond_int_operand_tuple_result", lambda p, a, b: lax.cond(p > 3, lambda a, b: (a * 2, b + 0.5, jnp.sum(a)), lambda a, b: (a - 1, b * b, jnp.max(a)), a, b),
        lambda g: [np.int32(7), g.i(4, 3), g.f(2)], "cond on an int comparison, s32+f32 operands, tuple of 3 results", F32_EW)
    add("switch_negative_index", lambda i, x, y: lax.switch(i, [lambda x, y: (x + y, y), lambda x, y: (x * y, -y), lambda x, y: (x - y, y * 2)], x, y),
        lambda g: [np.int32(-3), g.f(3), g.i(3)], "switch with a negative index (clamped to branch 0), mixed-dtype operands", EXACT)
    add("switch_in_loop", lambda x: lax.fori_loop(0, 6, lambda i, c: lax.switch(i % 3, [jnp.sin, jnp.cos, lambda v: v * v], c), x),
        lambda g: [g.f(5)], "switch selected by loop index inside a fori_loop", F32_TR)
    add("cond_in_scan", lambda xs: lax.scan(lambda c, x: lax.cond(x > 0, lambda: (c + x, x), lambda: (c * 0.5, -x)), jnp.float32(1), xs),
        lambda g: [g.f(8)], "scan whose body is a cond", F32_EW)
    add("while_in_vmap", jax.vmap(lambda x, n: lax.while_loop(lambda c: c[1] < n, lambda c: (c[0] * 1.5, c[1] + 1), (x, 0))[0]),
        lambda g: [g.f(5, 3), np.array([0, 1, 2, 5, 3], np.int32)], "vmapped while with per-example trip counts (batched predicate)", F32_EW)
    add("cond_in_vmap", jax.vmap(lambda p, x: lax.cond(p, jnp.sin, jnp.cos, x)), lambda g: [g.b(6), g.f(6, 4)],
        "vmapped cond (becomes select)", F32_TR)

    # ---------------- gather ----------------
    add("take_clip_mode", lambda x, i: (jnp.take(x, i, axis=1, mode="clip"), jnp.take(x, i, axis=0, mode="clip")),
        lambda g: [g.f(6, 6), np.array([-3, 0, 2, 5, 6, 40], np.int32)], "jnp.take mode=clip on both axes", EXACT)
    add("take_fill_mode_axis1", lambda x, i: jnp.take(x, i, axis=1, mode="fill", fill_value=np.nan), lambda g: [g.f(3, 5), np.array([[0, 4], [5, -1], [-6, 2]], np.int32)],
        "jnp.take mode=fill (NaN fill) along axis 1 with 2-D indices", EXACT)
    add("take_along_axis_0_3d", lambda x, i, j: (jnp.take_along_axis(x, i, axis=0), jnp.take_along_axis(x, j, axis=2)),
        lambda g: [g.f(4, 3, 5), g.i(2, 3, 5, lo=0, hi=4), g.i(4, 1, 2, lo=0, hi=5)], "take_along_axis on axis 0 and 2 of a 3-D array", EXACT)
    add("gather_int_bool_operands", lambda x, p, i: (x[i], p[i], x[i, ::-1]), lambda g: [g.i(7, 4), g.b(7), g.i(3, 2, lo=-7, hi=7)],
        "gather from s32 and pred arrays with 2-D negative indices", EXACT)
    add("gather_slices_2d_index", lambda x, i: x[i[:, 0], :, i[:, 1]], lambda g: [g.f(5, 3, 6), g.i(4, 2, lo=0, hi=5)],
        "advanced indexing on non-adjacent axes (batch dims move front)", EXACT)
    add("gather_vmap_dynamic_slice_2d", jax.vmap(lambda x, i, j: lax.dynamic_slice(x, (i, j), (2, 3))),
        lambda g: [g.f(4, 5, 6), g.i(4, lo=-2, hi=6), g.i(4, lo=0, hi=7)], "vmapped 2-D dynamic_slice (clamped starts) -> gather", EXACT)
    add("gather_f16_bf16", lambda a, b, i: (a[i], b[:, i]), lambda g: [g.f(8, 3, dtype=np.float16), bf16(g.f(2, 8)), g.i(5, lo=0, hi=8)],
        "gather f16 rows and bf16 columns", EXACT)
    add("gather_empty_indices", lambda x, i: x[i], lambda g: [g.f(5, 3), np.zeros((0,), np.int32)],
        "gather with zero indices (empty result)", EXACT)
    add("gather_sorted_unique", lambda x, i: x.at[i].get(indices_are_sorted=True, unique_indices=True), lambda g: [g.f(9, 2), np.array([0, 2, 3, 7], np.int32)],
        "gather with indices_are_sorted/unique_indices", EXACT)

    # ---------------- scatter ----------------
    add("scatter_2d_index_add", lambda x, i, u: x.at[i].add(u), lambda g: [g.f(6, 3), g.i(2, 4, lo=0, hi=6), g.f(2, 4, 3)],
        "scatter-add with a 2-D index array (duplicates)", F32_EW)
    add("scatter_set_dupes_int", lambda x, i, u: x.at[i].set(u, unique_indices=False), lambda g: [g.i(5), np.array([1, 3, 1, 4], np.int32), np.array([10, 20, 10, 40], np.int32)],
        "integer scatter set with duplicate indices writing equal values", EXACT)
    add("scatter_bool_or", lambda p, i: p.at[i].set(True), lambda g: [np.zeros((3, 4), bool), g.i(5, 2, lo=0, hi=3)],
        "scatter set into a pred array", EXACT)
    add("scatter_min_max_int", lambda x, i, u: (x.at[i].min(u), x.at[i].max(u)), lambda g: [g.i(4, 3), g.i(9, lo=0, hi=4), g.i(9, 3)],
        "integer scatter min/max with duplicates", EXACT)
    add("scatter_clip_mode", lambda x, i, u: x.at[i].add(u, mode="clip"), lambda g: [g.f(5, 2), np.array([-4, 7, 2, 100], np.int32), g.f(4, 2)],
        "scatter-add mode=clip (indices clamped, not dropped)", F32_EW)
    add("scatter_oob_set_drop", lambda x, i, u: x.at[i].set(u, mode="drop"), lambda g: [g.f(6), np.array([5, 6, -7, 2, 1000], np.int32), g.f(5)],
        "scatter set mode=drop with out-of-bounds indices", EXACT)
    add("scatter_2d_points_mul", lambda x, i, j, u: x.at[i, j].multiply(u), lambda g: [g.f(4, 5), g.i(6, lo=0, hi=4), g.i(6, lo=0, hi=5), g.f(6, lo=0.5, hi=1.5)],
        "scatter multiply at 2-D points", F32_EW)
    add("scatter_vmap_batched", jax.vmap(lambda x, i, u: x.at[i].add(u)), lambda g: [g.f(3, 6), g.i(3, 4, lo=0, hi=6), g.f(3, 4)],
        "vmapped scatter-add (batch dims in scatter dimension numbers)", F32_EW)
    add("scatter_window_slices", lambda x, i, u: x.at[:, i].set(u), lambda g: [g.f(3, 7, 2), np.array([6, 0, 3], np.int32), g.f(3, 3, 2)],
        "scatter set of column slices (update window dims around scatter dim)", EXACT)
    add("segment_ops", lambda d, s: (jax.ops.segment_min(d, s, 4), jax.ops.segment_prod(d, s, 4), jax.ops.segment_sum(d, s, 4, indices_are_sorted=True)),
        lambda g: [g.f(10, 2, lo=0.5, hi=1.5), np.sort(g.i(10, lo=0, hi=4))], "segment_min/prod/sum with sorted segment ids", F32_EW)
    add("segment_sum_oob_int", lambda d, s: jax.ops.segment_sum(d, s, num_segments=3), lambda g: [g.i(8), np.array([0, 2, 3, -1, 1, 1, 5, 0], np.int32)],
        "integer segment_sum with out-of-range ids dropped", EXACT)
    add("scatter_apply_grad_gather", jax.grad(lambda x, i: jnp.sum(jnp.sin(x[i]) * jnp.arange(i.shape[0], dtype=jnp.float32)[:, None])),
        lambda g: [g.f(5, 3), g.i(7, lo=0, hi=5)], "gradient of a gather (scatter-add transpose)", F32_TR)

    # ---------------- convolutions ----------------
    add("conv1d_lhs_rhs_dilation", lambda x, w: conv(x, w, (1,), [(2, 1)], ("NWC", "WIO", "NWC"), lhs_dil=(2,), rhs_dil=(3,)),
        lambda g: [g.f(2, 7, 3), g.f(3, 3, 2)], "1-D conv with both lhs and rhs dilation, asymmetric padding", F32_RED)
    add("conv1d_negative_padding", lambda x, w: conv(x, w, (1,), [(-1, -2)], ("NCW", "OIW", "NCW")),
        lambda g: [g.f(1, 2, 12), g.f(3, 2, 3)], "1-D conv with negative padding (crop)", F32_RED)
    add("conv2d_stride3_same_nchw", lambda x, w: conv(x, w, (3, 2), "SAME", ("NCHW", "OIHW", "NCHW")),
        lambda g: [g.f(2, 3, 10, 7), g.f(5, 3, 4, 2)], "2-D conv NCHW stride (3,2) SAME, even kernel", F32_RED)
    add("conv2d_odd_layouts", lambda x, w: conv(x, w, (1, 1), "VALID", ("HNCW", "WOIH", "CWNH")),
        lambda g: [g.f(6, 2, 3, 5), g.f(3, 4, 3, 2)], "2-D conv with permuted dimension numbers on input, kernel and output", F32_RED)
    add("conv2d_grouped_nchw_stride", lambda x, w: conv(x, w, (2, 2), [(1, 1), (0, 1)], ("NCHW", "OIHW", "NCHW"), groups=3),
        lambda g: [g.f(1, 6, 7, 7), g.f(9, 2, 3, 3)], "grouped conv NCHW 3 groups, 3 outputs per group, stride 2", F32_RED)
    add("conv2d_depthwise_multiplier", lambda x, w: conv(x, w, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC"), groups=3, rhs_dil=(2, 1)),
        lambda g: [g.f(2, 6, 6, 3), g.f(3, 3, 1, 6)], "depthwise conv with channel multiplier 2 and rhs dilation", F32_RED)
    add("conv2d_batch_group", lambda x, w: conv(x, w, (1, 1), "VALID", ("NHWC", "HWIO", "NHWC"), batch_groups=2),
        lambda g: [g.f(4, 5, 5, 3), g.f(2, 2, 3, 4)], "conv with explicit batch_group_count=2", F32_RED)
    add("conv2d_f64", lambda x, w: conv(x, w, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC")),
        lambda g: [g.f(1, 5, 4, 2, dtype=np.float64), g.f(3, 3, 2, 3, dtype=np.float64)], "f64 2-D conv", F64, x64=True)
    add("conv2d_f16", lambda x, w: conv(x, w, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC")),
        lambda g: [g.f(1, 5, 5, 3, lo=-1, hi=1, dtype=np.float16), g.f(3, 3, 3, 2, lo=-1, hi=1, dtype=np.float16)], "f16 2-D conv", F16)
    add("conv2d_bf16_f32_out", lambda x, w: conv(x, w, (1, 1), "VALID", ("NHWC", "HWIO", "NHWC"), pet=jnp.float32),
        lambda g: [bf16(g.f(1, 6, 6, 4, lo=-1, hi=1)), bf16(g.f(2, 2, 4, 3, lo=-1, hi=1))], "bf16 conv with f32 preferred_element_type", BF16_TOL)
    add("conv_int8_s32", lambda x, w: conv(x, w, (1,), "SAME", ("NWC", "WIO", "NWC"), pet=jnp.int32),
        lambda g: [g.i(2, 9, 3, lo=-128, hi=128, dtype=np.int8), g.i(3, 3, 4, lo=-128, hi=128, dtype=np.int8)], "s8 x s8 -> s32 1-D conv", EXACT)
    add("conv_transpose_1d_valid", lambda x, w: lax.conv_transpose(x, w, (3,), "VALID", dimension_numbers=("NWC", "WIO", "NWC")),
        lambda g: [g.f(2, 5, 2), g.f(4, 2, 3)], "1-D conv_transpose stride 3 VALID", F32_RED)
    add("conv_transpose_nchw_dilated", lambda x, w: lax.conv_transpose(x, w, (2, 1), [(1, 2), (0, 0)], rhs_dilation=(1, 2), dimension_numbers=("NCHW", "OIHW", "NCHW")),
        lambda g: [g.f(1, 3, 4, 5), g.f(2, 3, 3, 2)], "conv_transpose NCHW with explicit padding and kernel dilation", F32_RED)
    add("conv3d_stride_grouped", lambda x, w: conv(x, w, (2, 1, 2), [(1, 0), (1, 1), (0, 1)], ("NDHWC", "DHWIO", "NDHWC"), groups=2),
        lambda g: [g.f(1, 5, 4, 5, 4), g.f(2, 3, 2, 2, 4)], "3-D conv, strides, asymmetric padding, 2 groups", F32_RED)
    add("conv1d_grad_input_kernel", lambda x, w, ct: jax.vjp(lambda x, w: conv(x, w, (2,), [(2, 1)], ("NCW", "OIW", "NCW"), rhs_dil=(2,)), x, w)[1](ct),
        lambda g: [g.f(2, 3, 11), g.f(4, 3, 3), g.f(2, 4, 5)], "vjp of a strided dilated 1-D conv w.r.t. input and kernel", F32_RED)
    add("conv2d_grouped_grad_both", lambda x, w, ct: jax.vjp(lambda x, w: conv(x, w, (1, 2), "SAME", ("NHWC", "HWIO", "NHWC"), groups=2), x, w)[1](ct),
        lambda g: [g.f(2, 5, 6, 4), g.f(3, 3, 2, 6), g.f(2, 5, 3, 6)], "vjp of a grouped conv (feature_group and batch_group convs)", F32_RED)
    add("conv3d_grad_weights", lambda x, w, ct: jax.vjp(lambda w: conv(x, w, (1, 2, 1), "VALID", ("NCDHW", "OIDHW", "NCDHW")), w)[1](ct)[0],
        lambda g: [g.f(2, 2, 4, 5, 3), g.f(3, 2, 2, 3, 2), g.f(2, 3, 3, 2, 2)], "grad of a 3-D conv w.r.t. weights", F32_RED)
    add("conv_size_one_spatial", lambda x, w: conv(x, w, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC")),
        lambda g: [g.f(3, 1, 1, 5), g.f(3, 3, 5, 2)], "conv on 1x1 spatial input with a 3x3 SAME kernel", F32_RED)

    # ---------------- pooling / reduce_window ----------------
    add("minpool_padded_strided", lambda x: lax.reduce_window(x, jnp.inf, lax.min, (1, 3, 2), (1, 2, 2), [(0, 0), (1, 1), (0, 1)]),
        lambda g: [g.f(2, 7, 6)], "min pool with padding and strides on a 3-D array", EXACT)
    add("sumpool_base_dilation_ncw", lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 1, 3), (1, 1, 1), [(0, 0), (0, 0), (2, 2)], base_dilation=(1, 1, 2)),
        lambda g: [g.f(2, 3, 6)], "sum reduce_window with base dilation and padding (NCW)", F32_EW)
    add("maxpool_window_dilation_int", lambda x: lax.reduce_window(x, jnp.iinfo(jnp.int32).min, lax.max, (2, 2), (1, 1), "VALID", window_dilation=(2, 3)),
        lambda g: [g.i(7, 8)], "integer max pool with window dilation", EXACT)
    add("avgpool_valid_nchw", lambda x: lax.reduce_window(x, 0.0, lax.add, (1, 1, 2, 3), (1, 1, 2, 3), "VALID") / 6.0,
        lambda g: [g.f(2, 3, 6, 9)], "average pool NCHW 2x3 stride = window", F32_EW)
    add("maxpool_grad_nchw_stride1", jax.grad(lambda x: jnp.sum(lax.reduce_window(x, -jnp.inf, lax.max, (1, 1, 3, 3), (1, 1, 1, 1), "VALID") * 2.0)),
        lambda g: [g.f(1, 2, 5, 5)], "grad of overlapping stride-1 max pool (select-and-scatter, NCHW)", F32_EW)
    add("maxpool_grad_ties", jax.grad(lambda x: jnp.sum(lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 2), "VALID") ** 2)),
        lambda g: [g.i(6, 6, lo=0, hi=3).astype(np.float32)], "max pool grad with ties (first max wins)", F32_EW)
    add("avgpool_grad", jax.grad(lambda x: jnp.sum(jnp.sin(lax.reduce_window(x, 0.0, lax.add, (3, 3), (2, 2), "SAME")))),
        lambda g: [g.f(7, 6)], "grad of a SAME sum pool (pad + reduce_window transpose)", F32_TR)
    add("reduce_window_bf16_max", lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (1, 2), "SAME"),
        lambda g: [bf16(g.f(5, 8))], "bf16 max pool SAME", EXACT)
    add("reduce_window_variadic_argmax", lambda x: lax.reduce_window((x, lax.broadcasted_iota(jnp.int32, x.shape, 0)), (-jnp.inf, 0),
                                                                   lambda a, b: (jnp.where(a[0] >= b[0], a[0], b[0]), jnp.where(a[0] >= b[0], a[1], b[1])), (3,), (2,), "VALID"),
        lambda g: [g.f(11)], "variadic reduce_window (value, index) pair", EXACT)

    # ---------------- dot_general ----------------
    add("dot_two_batch_dims", lambda a, b: jnp.einsum("bhqd,bhkd->bhqk", a, b), lambda g: [g.f(2, 3, 4, 5), g.f(2, 3, 6, 5)],
        "dot with two batch dims (attention logits)", F32_RED)
    add("dot_batch_dims_odd_positions", lambda a, b: lax.dot_general(a, b, (((0, 3), (2, 0)), ((2,), (1,)))), lambda g: [g.f(3, 4, 2, 5), g.f(5, 2, 3, 6)],
        "dot_general with two contracting dims and a batch dim in odd positions", F32_RED)
    add("einsum_transposed_out", lambda a, b: (jnp.einsum("ij,jk->ki", a, b), jnp.einsum("bij,bkj->jbk", a[None].repeat(2, 0), b.T[None].repeat(2, 0))),
        lambda g: [g.f(4, 6), g.f(6, 3)], "einsum with transposed outputs", F32_RED)
    add("dot_vec_vec_outer_kron", lambda a, b: (jnp.dot(a, b), jnp.outer(a, b), jnp.kron(a.reshape(2, 3), b.reshape(3, 2)), jnp.inner(a, b)),
        lambda g: [g.f(6), g.f(6)], "vector dot, outer, kron, inner", F32_RED)
    add("dot_int8_batched_s32", lambda a, b: lax.dot_general(a, b, (((2,), (1,)), ((0,), (0,))), preferred_element_type=jnp.int32),
        lambda g: [g.i(2, 3, 16, lo=-128, hi=128, dtype=np.int8), g.i(2, 16, 4, lo=-128, hi=128, dtype=np.int8)], "batched s8 x s8 -> s32 dot", EXACT)
    add("dot_u8_s32_mixed", lambda a, b: lax.dot_general(a, b, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32),
        lambda g: [g.i(3, 10, lo=0, hi=256, dtype=np.uint8), g.i(10, 2, lo=-100, hi=100, dtype=np.int32)], "u8 x s32 dot with s32 result", EXACT)
    add("dot_bf16_batched", lambda a, b: jnp.einsum("bik,bkj->bij", a, b), lambda g: [bf16(g.f(3, 4, 16)), bf16(g.f(3, 16, 5))],
        "bf16 batched matmul with bf16 result", BF16_TOL)
    add("dot_f16_f32_acc", lambda a, b: lax.dot_general(a, b, (((0,), (0,)), ((), ())), preferred_element_type=jnp.float32),
        lambda g: [g.f(12, 5, dtype=np.float16), g.f(12, 4, dtype=np.float16)], "f16 transposed-lhs dot with f32 result", F16)
    add("dot_zero_contracting", lambda a, b: (a @ b, jnp.einsum("ij,jk->ik", a, b) + 1.0), lambda g: [np.zeros((3, 0), np.float32), np.zeros((0, 4), np.float32)],
        "dot with an empty contracting dim (result zeros)", EXACT)
    add("dot_complex64", lambda a, b: a @ b, lambda g: [(g.f(3, 4) + 1j * g.f(3, 4)).astype(np.complex64), (g.f(4, 2) + 1j * g.f(4, 2)).astype(np.complex64)],
        "complex64 matmul", F32_RED)

    # ---------------- fft ----------------
    add("fft2_ifft2", lambda x: (jnp.fft.fft2(x), jnp.fft.ifft2(x)), lambda g: [(g.f(2, 4, 6) + 1j * g.f(2, 4, 6)).astype(np.complex64)],
        "2-D fft / ifft on c64", (1e-4, 1e-4))
    add("rfft_odd_irfft", lambda x: (jnp.fft.rfft(x, axis=0), jnp.fft.irfft(jnp.fft.rfft(x, axis=0), n=9, axis=0)), lambda g: [g.f(9, 3)],
        "rfft / irfft of odd length along axis 0", (1e-4, 1e-4))
    add("rfftn_3d", lambda x: jnp.fft.rfftn(x), lambda g: [g.f(4, 3, 6)], "3-D rfftn", (1e-4, 1e-4))
    add("fft_c128", lambda x: (jnp.fft.fft(x), jnp.fft.ifft(x, n=12)), lambda g: [(g.f(3, 10) + 1j * g.f(3, 10)).astype(np.complex128)],
        "c128 fft, ifft with zero padding to n=12 (x64)", F64, x64=True)
    add("irfft2_even", lambda x: jnp.fft.irfft2(x, s=(4, 6)), lambda g: [(g.f(4, 4) + 1j * g.f(4, 4)).astype(np.complex64)],
        "2-D irfft with explicit output size", (1e-4, 1e-4))

    # ---------------- programs with gradients ----------------
    def mlp_loss(w1, b1, w2, b2, x, y):
        h = jax.nn.silu(x @ w1 + b1)
        return jnp.mean((h @ w2 + b2 - y) ** 2)

    add("grad_mlp_silu_mse", jax.value_and_grad(mlp_loss, argnums=(0, 1, 2, 3)),
        lambda g: [g.n(6, 10, scale=0.4), g.f(10, lo=-0.1, hi=0.1), g.n(10, 3, scale=0.3), g.f(3, lo=-0.1, hi=0.1), g.f(8, 6), g.f(8, 3)],
        "value_and_grad of a SiLU MLP with MSE loss (4 params)", F32_MODEL)

    def cnn_loss(w, x, y):
        h = jax.nn.relu(conv(x, w, (1, 1), "SAME", ("NCHW", "OIHW", "NCHW")))
        p = lax.reduce_window(h, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
        logits = p.reshape(p.shape[0], -1)
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(y, logits.shape[1]), -1))

    add("grad_cnn_xent", jax.grad(cnn_loss, argnums=(0, 1)),
        lambda g: [g.n(2, 3, 3, 3, scale=0.3), g.f(2, 3, 4, 4), g.i(2, lo=0, hi=8)], "grad of conv-relu-maxpool-softmax-xent w.r.t. kernel and input", F32_MODEL)

    def ln_attn(x, g_, b_, wq, wk):
        h = layernorm(x, g_, b_)
        s = (h @ wq) @ (h @ wk).T / np.float32(np.sqrt(wq.shape[1]))
        return jnp.sum(jax.nn.softmax(s, -1) @ h)

    add("grad_layernorm_attention", jax.grad(ln_attn, argnums=(0, 1, 2, 3, 4)),
        lambda g: [g.f(5, 8), g.f(8, lo=0.5, hi=1.5), g.f(8, lo=-0.1, hi=0.1), g.n(8, 4, scale=0.3), g.n(8, 4, scale=0.3)],
        "grad through layer norm + single-head attention, 5 params", F32_MODEL)
    add("grad_logsumexp_softmax_xent", jax.grad(lambda x, t: jnp.sum(jax.nn.logsumexp(x, axis=0)) - jnp.sum(t * jax.nn.log_softmax(x, axis=0))),
        lambda g: [g.f(6, 4, lo=-4, hi=4), np.asarray(jax.nn.softmax(g.f(6, 4), axis=0), np.float32)], "grad of logsumexp and soft-label cross-entropy on axis 0", F32_TR)
    add("vmap_grad_per_example", jax.vmap(jax.grad(lambda w, x, y: (jnp.tanh(x @ w) - y) ** 2), in_axes=(None, 0, 0)),
        lambda g: [g.n(5, scale=0.5), g.f(7, 5), g.f(7)], "per-example gradients (vmap of grad)", F32_MODEL)
    add("hessian_vector_product", lambda x, v: jax.jvp(jax.grad(lambda x: jnp.sum(jnp.sin(x) * x ** 2)), (x,), (v,))[1],
        lambda g: [g.f(6), g.f(6)], "forward-over-reverse Hessian-vector product", F32_TR)
    add("grad_scan_rnn_loss", jax.grad(lambda wh, xs, h0: jnp.sum(lax.scan(lambda h, x: (jnp.tanh(h @ wh + x),) * 2, h0, xs)[0] ** 2)),
        lambda g: [g.n(4, 4, scale=0.4), g.f(5, 3, 4), g.f(3, 4)], "grad through a scan (reverse-mode while loop with stacked residuals)", F32_MODEL)
    add("grad_while_fori_f64", jax.grad(lambda x: lax.fori_loop(0, 4, lambda i, c: jnp.sin(c) * 1.1 + c, x).sum()),
        lambda g: [g.f(5, dtype=np.float64)], "f64 grad through a fixed-trip fori_loop", F64, x64=True)

    # ---------------- jax.nn and jnp library functions ----------------
    add("nn_functions", lambda x: (jax.nn.gelu(x, approximate=False), jax.nn.softplus(-x), jax.nn.log_sigmoid(x), jax.nn.elu(x), jax.nn.celu(x, 0.5),
                                   jax.nn.leaky_relu(x, 0.2), jax.nn.relu6(x * 3), jax.nn.hard_tanh(x), jax.nn.standardize(x, axis=-1)),
        lambda g: [g.f(4, 7, lo=-5, hi=5)], "jax.nn activations and standardize", F32_TR)
    add("interp_searchsorted", lambda xp, fp, x: (jnp.interp(x, xp, fp), jnp.searchsorted(xp, x), jnp.searchsorted(xp, x, side="right", method="sort"),
                                                 jnp.searchsorted(xp, x, method="compare_all")),
        lambda g: [np.sort(g.f(9, lo=-2, hi=2)), g.f(9), np.concatenate([g.f(10, lo=-3, hi=3), np.array([-2.0, 2.0, 0.0], np.float32)])],
        "jnp.interp and searchsorted (scan / sort / compare_all methods)", F32_EW)
    add("histogram_bincount", lambda x, i: (jnp.histogram(x, bins=5, range=(-2.0, 2.0))[0], jnp.bincount(i, length=6), jnp.digitize(x, jnp.linspace(-1, 1, 4))),
        lambda g: [g.f(30), g.i(20, lo=0, hi=6)], "histogram, bincount, digitize", EXACT)
    add("unique_static_size", lambda x: jnp.unique(x, size=8, fill_value=-1, return_counts=True, return_index=True),
        lambda g: [g.i(15, lo=0, hi=6)], "jnp.unique with static size, counts and indices", EXACT)
    add("sort_key_value_desc_topk_int", lambda x, v: (lax.sort_key_val(x, v, dimension=0), lax.top_k(x.T, 2)),
        lambda g: [g.i(6, 3, lo=-5, hi=5), g.f(6, 3)], "sort_key_val on axis 0 and integer top_k with ties", EXACT)

    # ---------------- larger programs (the CPU backend's library calls, tiles and fusions) ----------------
    add("gemm_odd_edges_bias_gelu", lambda x, w, b: jax.nn.gelu(x @ w + b),
        lambda g: [g.f(37, 91), g.n(91, 53, scale=0.1), g.f(53, lo=-0.1, hi=0.1)], "37x91x53 GEMM (edge tiles) with bias + GELU epilogue", F32_MODEL)
    add("gemm_tall_skinny_transposed", lambda a, b: (a.T @ b, b.T @ a),
        lambda g: [g.f(150, 7), g.f(150, 33)], "tall-skinny transposed-lhs GEMMs (K=150)", F32_RED)
    add("gemm_batched_heads_bshd", lambda q, k: jnp.einsum("bqhd,bkhd->bhqk", q, k),
        lambda g: [g.f(2, 19, 3, 24), g.f(2, 23, 3, 24)], "attention logits read in place from [b, s, h, d] (batch dims in the middle)", F32_RED)
    add("gemm_f64_large", lambda a, b: a @ b, lambda g: [g.f(33, 40, dtype=np.float64), g.f(40, 29, dtype=np.float64)], "f64 33x40x29 matmul", F64, x64=True)
    add("gemm_matvec_long", lambda a, v: (a @ v, v[:a.shape[0]] @ a), lambda g: [g.f(40, 200), g.f(200)], "long matrix-vector products", F32_RED)
    add("conv2d_implicit_gemm_nhwc", lambda x, w, b: jax.nn.relu(conv(x, w, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC")) + b),
        lambda g: [g.f(1, 15, 15, 8), g.n(3, 3, 8, 24, scale=0.2), g.f(24, lo=-0.1, hi=0.1)], "NHWC 3x3 conv 8->24 channels on 15x15 with bias + relu epilogue", F32_MODEL)
    add("conv2d_feature_major_large", lambda x, w: conv(x, w, (2, 2), [(1, 2), (2, 1)], ("NCHW", "OIHW", "NCHW")),
        lambda g: [g.f(2, 6, 23, 19), g.n(10, 6, 3, 4, scale=0.3)], "NCHW (feature-major) strided conv with asymmetric padding", F32_MODEL)
    add("conv2d_depthwise_large", lambda x, w: conv(x, w, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC"), groups=16),
        lambda g: [g.f(1, 14, 14, 16), g.n(5, 5, 1, 16, scale=0.2)], "depthwise 5x5 conv on 14x14x16", F32_MODEL)
    add("conv2d_grad_kernel_large", lambda x, w, ct: jax.vjp(lambda w: conv(x, w, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC")), w)[1](ct)[0],
        lambda g: [g.f(4, 12, 12, 6), g.n(3, 3, 6, 8, scale=0.2), g.f(4, 12, 12, 8)], "kernel gradient of a 3x3 conv, batch 4 (large contraction)", F32_MODEL)
    add("softmax_wide_rows", lambda x: (jax.nn.softmax(x, -1), jax.nn.log_softmax(x, -1)), lambda g: [g.f(6, 333, lo=-6, hi=6)],
        "softmax / log_softmax over 333-wide rows (row groups)", F32_TR)
    add("layernorm_rows_odd", lambda x, g_, b_: layernorm(x, g_, b_), lambda g: [g.f(12, 257), g.f(257, lo=0.5, hi=1.5), g.f(257, lo=-0.2, hi=0.2)],
        "layer norm over 257-wide rows", F32_MODEL)
    add("reduce_columns_long", lambda x: (jnp.sum(x, 0), jnp.max(x, 0), jnp.sum(x * x, 1), jnp.min(x, 1)), lambda g: [g.f(400, 13)],
        "column sums/max over 400 rows and short row reductions", F32_RED)
    add("reduce_big_from_iota", lambda s: jnp.sum(jnp.sin(jnp.arange(300000, dtype=jnp.float32) * s)), lambda g: [np.float32(0.001)],
        "300000-term reduction of a generated vector (blocks of 128)", (1e-3, 1e-3))
    add("transpose_odd_tiles", lambda x: (x.T + 1.0, jnp.transpose(x.reshape(37, 2, 53), (2, 0, 1))), lambda g: [g.f(74, 53)],
        "tiled transposes with odd extents", EXACT)
    add("embedding_gather_large", lambda e, t: jnp.take(e, t, axis=0).sum(-1), lambda g: [g.f(150, 32), g.i(40, 25, lo=0, hi=150)],
        "embedding gather of 1000 rows reduced over features (gather fusion)", F32_RED)
    add("scatter_add_large_dupes", lambda x, i, u: x.at[i].add(u), lambda g: [g.f(64, 8), g.i(600, lo=0, hi=64), g.f(600, 8)],
        "scatter-add of 600 rows into 64 (many duplicates)", F32_RED)
    add("scan_stacked_outputs_large", lambda xs, w: lax.scan(lambda h, x: ((jnp.tanh(h @ w + x),) * 2), jnp.zeros(xs.shape[1:]), xs),
        lambda g: [g.f(20, 2, 32), g.n(32, 32, scale=0.15)], "20-step scan with stacked outputs (in-place dynamic-update-slice)", F32_MODEL)
    add("broadcast_fused_chain_big", lambda a, b: jnp.max(jnp.exp(a[:, None, :] - b[None, :, :]) * (a[:, None, :] > 0), axis=1),
        lambda g: [g.f(40, 64), g.f(30, 64)], "broadcast-heavy fused chain (40x30x64 intermediate)", F32_TR)
    add("iota_mask_select_large", lambda x: jnp.where(lax.broadcasted_iota(jnp.int32, x.shape, 0) >= lax.broadcasted_iota(jnp.int32, x.shape, 1), x, -jnp.inf).max(1),
        lambda g: [g.f(64, 72)], "causal-style iota mask select on 64x72", EXACT)

    # ---------------- random samplers, special functions with loops, odd index types ----------------
    add("random_gamma_rejection_loop", lambda k: (jax.random.gamma(k, jnp.array([0.3, 1.0, 2.5, 9.0]), (3, 4)),),
        lambda g: [np.array([0, 7], np.uint32)], "rejection-sampling while loop: gamma", F32_TR)
    add("random_permutation_choice", lambda k, x: (jax.random.permutation(k, x), jax.random.choice(k, x, (4,), replace=False), jax.random.categorical(k, jnp.log(jnp.abs(x) + 0.1), shape=(6,))),
        lambda g: [np.array([3, 99], np.uint32), g.f(10)], "random permutation (sort), choice without replacement, categorical (argmax of gumbel)", EXACT)
    add("random_rbg_bits", lambda k: (jax.random.bits(jax.random.wrap_key_data(k, impl="rbg"), (4, 5)), jax.random.uniform(jax.random.wrap_key_data(k, impl="unsafe_rbg"), (7,))),
        lambda g: [np.array([1, 2, 3, 4], np.uint32)], "rng-bit-generator (rbg / unsafe_rbg key implementations)", EXACT)
    add("special_igamma_loops", lambda a, x: (lax.igamma(a, x), lax.igammac(a, x)),
        lambda g: [g.pos(8, lo=0.5, hi=6.0), g.pos(8, lo=0.1, hi=9.0)], "regularized incomplete gamma (series and continued fraction in while loops)", (1e-4, 1e-5))
    add("gather_unsigned_indices", lambda x, i, j: (x[i], x[j], jnp.take(x, j, axis=0, mode="clip")),
        lambda g: [g.f(6, 3), np.array([0, 5, 2, 200, 255], np.uint8), np.array([1, 4, 4000000000], np.uint32)],
        "gather with u8/u32 indices (no negative wrap; huge values clamp/fill)", EXACT)
    add("scatter_unsigned_indices", lambda x, i, u: x.at[i].add(u), lambda g: [g.f(5), np.array([0, 4, 200, 3], np.uint8), g.f(4)],
        "scatter-add with u8 indices (out of range dropped)", F32_EW)
    add("dynamic_slice_s64_indices", lambda x, i, j: (lax.dynamic_slice(x, (i, j), (2, 3)), lax.dynamic_update_slice(x, jnp.zeros((2, 2), x.dtype), (j, i))),
        lambda g: [g.f(5, 6, dtype=np.float64), np.int64(-1), np.int64(4)], "dynamic-slice / update with s64 start indices, one negative (x64)", EXACT, x64=True)
    add("gather_s64_indices_x64", lambda x, i: (x[i], jnp.take_along_axis(x, i[:, None] % 4, axis=1)), lambda g: [g.f(6, 4), g.i(6, lo=-6, hi=6, dtype=np.int64)],
        "gather with s64 indices (x64)", EXACT, x64=True)
    add("maxpool_jvp", lambda x, t: jax.jvp(lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (1, 1), "SAME"), (x,), (t,)),
        lambda g: [g.f(5, 6), g.f(5, 6)], "jvp of max pool (variadic reduce_window over value/tangent pairs)", F32_EW)
    add("maxpool_jvp_f64", lambda x, t: jax.jvp(lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (3,), (2,), "VALID"), (x,), (t,)),
        lambda g: [g.f(9, dtype=np.float64), g.f(9, dtype=np.float64)], "jvp of f64 max pool (variadic reduce_window)", F64, x64=True)
    add("minpool_grad", jax.grad(lambda x: jnp.sum(lax.reduce_window(x, jnp.inf, lax.min, (1, 3), (1, 2), "VALID") ** 2)),
        lambda g: [g.f(3, 9)], "grad of min pool", F32_EW)
    add("maxpool_grad_bf16", jax.grad(lambda x: jnp.sum(lax.reduce_window(x, -jnp.inf, lax.max, (2, 2), (2, 2), "SAME").astype(jnp.float32))),
        lambda g: [bf16(g.f(5, 5))], "bf16 max pool grad (select-and-scatter on bf16)", EXACT)
    add("scatter_apply_fn", lambda x, i: x.at[i].apply(lambda v: v * v + 1.0), lambda g: [g.f(6), np.array([1, 3, 3, 5], np.int32)],
        "x.at[idx].apply (scatter with a unary update computation)", F32_EW)
    add("scatter_nonadjacent_advanced", lambda x, i, j, u: x.at[:, i, :, j].set(u), lambda g: [g.f(2, 4, 3, 5), g.i(3, lo=0, hi=4), g.i(3, lo=0, hi=5), g.f(3, 2, 3)],
        "scatter with advanced indices on non-adjacent axes", EXACT)
    add("reduce_bitwise_int", lambda x, y: (jnp.bitwise_xor.reduce(x, axis=1), jnp.bitwise_and.reduce(y, axis=0), jnp.bitwise_or.reduce(y, axis=1)),
        lambda g: [g.i(4, 7, lo=-2**31, hi=2**31 - 1), g.i(5, 6, lo=0, hi=256, dtype=np.uint8)], "xor/and/or reductions on s32 and u8", EXACT)
    add("int_power", lambda a, b: (jnp.power(a, b), jnp.power(a.astype(jnp.uint32), 3)), lambda g: [g.i(12, lo=-4, hi=5), g.i(12, lo=0, hi=7)],
        "integer pow with array exponents (square-and-multiply)", EXACT)
    add("degenerate_zero_sizes", lambda x, e: (jnp.sum(e, 0), jnp.max(e, 1, initial=-1.0), jnp.concatenate([x, e.T[:0].reshape(0, 3)], 0), lax.scan(lambda c, v: (c + v, v), jnp.zeros(3), e.T.reshape(0, 3))[0],
                                           jnp.sort(e, 1), (e @ jnp.ones((4, 2))), jnp.fft.fft(x[:, :1].astype(jnp.complex64), axis=1)),
        lambda g: [g.f(2, 3), np.zeros((0, 4), np.float32)], "zero-size arrays through reduce, concatenate, scan of length 0, sort, dot, size-1 fft", EXACT)
    add("sort_complex_bf16_u64", lambda z, b, u: (jnp.sort(z), jnp.sort(b, axis=0), jnp.sort(u)),
        lambda g: [(g.i(8, lo=-2, hi=2) + 1j * g.f(8)).astype(np.complex64), bf16(np.where(g.b(5, 2), np.nan, g.f(5, 2))), g.i(9, lo=0, hi=2**62, dtype=np.uint64)],
        "sort complex (lexicographic), bf16 with NaN, u64 (x64)", EXACT, x64=True)

    # ---------------- inputs numpy stores column-major (fortran_order: True) ----------------
    add("fortran_order_inputs", lambda a, b, p, h: (a @ b, jnp.where(p, a.T[:, :3].sum(), 0.0), h.astype(jnp.float32) * 2),
        lambda g: [g.f(6, 5).T, np.asfortranarray(g.f(6, 4)), np.asfortranarray(g.b(2, 3)), bf16(g.f(4, 3)).T],
        "f32, pred and bf16 inputs saved in Fortran order (transposed arrays)", F32_RED)

    # ---------------- loops whose carries alias, swap or update in place ----------------
    add("loop_swap_carries", lambda a, b, n: lax.fori_loop(0, n, lambda i, c: (c[1], c[0] + c[1]), (a, b)), lambda g: [g.f(4), g.f(4), np.int32(7)],
        "while whose body swaps its two carries (in-place buffer sharing)", F32_EW)
    add("loop_rotate_three", lambda a, b, c, n: lax.fori_loop(0, n, lambda i, t: (t[2], t[0] * 2, t[1] - 1), (a, b, c)),
        lambda g: [g.f(3, 2), g.f(3, 2), g.f(3, 2), np.int32(5)], "while rotating three carries", F32_EW)
    add("loop_same_init_twice_used_after", lambda x, n: (lambda r: (r[0], r[1], x * 3))(lax.fori_loop(0, n, lambda i, c: (c[0] * 2, c[1] + 1), (x, x))),
        lambda g: [g.f(5), np.int32(3)], "while whose two carries start from the same parameter, which is read after the loop", F32_EW)
    add("dus_overlapping_window_loop", lambda x, n: lax.fori_loop(0, n, lambda i, c: lax.dynamic_update_slice_in_dim(c, lax.dynamic_slice_in_dim(c, i, 3) * 2 + 1, i + 1, 0), x),
        lambda g: [g.f(12), np.int32(8)], "loop updating a window that overlaps the window it just read", F32_EW)
    add("dus_old_value_read_after", lambda x, i, u: (lax.dynamic_update_slice_in_dim(x, u, i, 0), x * 2, x.at[i].set(0.0) + x),
        lambda g: [g.f(8, 3), np.int32(2), g.f(2, 3)], "dynamic-update-slice whose operand is read again afterwards", EXACT)
    add("loop_recurrence_in_place", lambda x: (lax.fori_loop(1, x.shape[0], lambda i, c: c.at[i].set(c[i - 1] * 0.5 + c[i]), x),
                                              lax.fori_loop(0, x.shape[0] - 1, lambda i, c: c.at[i].set(c[i + 1] + c[i]), x)),
        lambda g: [g.f(9, 4)], "row recurrences updating the carried array in place, backward and forward", F32_EW)
    add("scatter_reads_own_operand_loop", lambda x, idx: lax.fori_loop(0, 4, lambda i, c: c.at[idx].add(c[idx[::-1]]), x),
        lambda g: [g.f(8), np.array([1, 3, 5], np.int32)], "loop of scatters whose updates are gathered from the scattered array", F32_EW)
    add("return_aliases", lambda x, y: (x, x, y.reshape(2, 3), x[::-1], jnp.zeros(2) + 1.0),
        lambda g: [g.f(3), g.f(6)], "outputs that are a parameter twice, a reshaped parameter and a constant", EXACT)

    # ---------------- whole models with gradients ----------------
    enc_keys = sorted(encoder_params(Gen("x", "y"), 4, 4))

    def enc_loss(ps, x):
        return jnp.mean(encoder_block(x, dict(zip(enc_keys, ps)), 2, causal=True) ** 2)

    add("transformer_block_value_and_grad", lambda x, *ps: jax.value_and_grad(enc_loss)(list(ps), x),
        lambda g: [g.f(2, 6, 16)] + [encoder_params(g, 16, 32)[k] for k in enc_keys], "value_and_grad of a causal pre-LN encoder block (12 params)", F32_MODEL)

    def gru_loss(xs, h0, wx, wh, b):
        h, hs = lax.scan(lambda h, x: gru_cell(h, x, wx, wh, b), h0, xs)
        return jnp.sum(hs ** 2) + jnp.sum(h)

    add("gru_scan_grads", jax.grad(gru_loss, argnums=(0, 1, 2, 3, 4)),
        lambda g: [g.f(5, 2, 3), g.f(2, 6, lo=-.5, hi=.5), g.n(3, 18, scale=.4), g.n(6, 18, scale=.3), g.f(18, lo=-.1, hi=.1)], "gradients of a GRU over a scan w.r.t. inputs and weights", F32_MODEL)

    def moe(x, wg, we):
        gates = jax.nn.softmax(x @ wg, -1)
        top_v, top_i = lax.top_k(gates, 2)
        sel = jnp.take_along_axis(jnp.einsum("td,edf->tef", x, we), top_i[:, :, None], axis=1)
        return jnp.sum(sel * top_v[:, :, None], axis=1)

    add("moe_top2_routing_grad", lambda x, wg, we: (moe(x, wg, we), jax.grad(lambda wg, we: jnp.sum(moe(x, wg, we) ** 2), argnums=(0, 1))(wg, we)),
        lambda g: [g.f(10, 8), g.n(8, 4), g.n(4, 8, 6, scale=.3)], "mixture of experts with top-2 routing, and its gradient", F32_MODEL)

    def gnn(x, src, dst, w):
        agg = jax.ops.segment_sum(x[src] @ w, dst, num_segments=x.shape[0])
        deg = jax.ops.segment_sum(jnp.ones_like(dst, jnp.float32), dst, num_segments=x.shape[0])
        return jax.nn.relu(agg / jnp.maximum(deg, 1)[:, None])

    add("gnn_message_passing_grad", lambda x, s, d, w: (gnn(x, s, d, w), jax.grad(lambda w: jnp.sum(gnn(x, s, d, w)))(w)),
        lambda g: [g.f(10, 6), g.i(30, lo=0, hi=10), g.i(30, lo=0, hi=10), g.n(6, 6, scale=.4)], "graph message passing (gather, segment_sum) and its gradient", F32_MODEL)
    add("unet_down_up_skip", lambda x, w1, w2, w3: (lambda h1: jnp.concatenate([lax.conv_transpose(jax.nn.relu(conv(lax.reduce_window(h1, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"), w2, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC"))),
                                                                                             w3, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")), h1], -1))(jax.nn.relu(conv(x, w1, (1, 1), "SAME", ("NHWC", "HWIO", "NHWC")))),
        lambda g: [g.f(2, 8, 8, 3), g.n(3, 3, 3, 4, scale=.3), g.n(3, 3, 4, 8, scale=.3), g.n(2, 2, 8, 4, scale=.3)], "conv, max pool, conv, conv_transpose back up, skip concatenation", F32_MODEL)
    add("hessian_small_mlp", jax.hessian(lambda w1, w2, x: jnp.sum(jnp.tanh(jnp.tanh(x @ w1) @ w2)), argnums=0),
        lambda g: [g.n(3, 4, scale=.5), g.n(4, 2, scale=.5), g.f(5, 3)], "Hessian of an MLP w.r.t. its first weight matrix (jacfwd of jacrev)", F32_MODEL)
    add("jacrev_scan_jacfwd_while", lambda h0, w, xs: (jax.jacrev(lambda h0, w: lax.scan(lambda h, x: (jnp.sin(h @ w + x), h), h0, xs)[0], argnums=(0, 1))(h0, w),
                                                       jax.jacfwd(lambda x: lax.while_loop(lambda c: c[1] < 4, lambda c: (jnp.sin(c[0]) * 1.5 + c[0] ** 2 * 0.1, c[1] + 1), (x, 0))[0])(h0)),
        lambda g: [g.f(3), g.n(3, 3, scale=.5), g.f(4, 3)], "reverse-mode Jacobian of a scan and forward-mode Jacobian of a while loop", F32_MODEL)
    add("grad_sort_topk_cummax", jax.grad(lambda x: jnp.sum(jnp.sort(x, axis=1)[:, :3] * jnp.arange(3.0)) + jnp.sum(lax.top_k(x, 2)[0] ** 2) + jnp.sum(lax.cummax(x, axis=0))),
        lambda g: [g.f(4, 7)], "gradients through sort, top_k and cummax (gathers and scatters of indices)", F32_MODEL)
    add("grad_conv_transpose_fft", lambda x, w, s: (jax.grad(lambda x, w: jnp.sum(lax.conv_transpose(x, w, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")) ** 2), argnums=(0, 1))(x, w),
                                                    jax.grad(lambda s: jnp.sum(jnp.abs(jnp.fft.rfft(s)) ** 2))(s)),
        lambda g: [g.f(1, 3, 3, 2), g.f(3, 3, 2, 3), g.f(2, 10)], "gradients of conv_transpose and of an rfft power spectrum", (1e-4, 1e-4))

    # ---------------- library functions built from structured ops ----------------
    add("dot_product_attention_xla", lambda q, k, v, b, m: (jax.nn.dot_product_attention(q, k, v, bias=b, mask=m, implementation="xla"),
                                                            jax.nn.dot_product_attention(q, k[:, :, :1], v[:, :, :1], is_causal=True, implementation="xla")),
        lambda g: [g.f(2, 7, 2, 8), g.f(2, 7, 2, 8), g.f(2, 7, 2, 8), g.f(2, 2, 7, 7), g.b(2, 1, 7, 7)], "jax.nn.dot_product_attention with bias and mask, causal with one shared kv head", F32_MODEL)
    add("image_resize_methods", lambda x: (jax.image.resize(x, (1, 7, 9, 2), "bilinear"), jax.image.resize(x, (1, 3, 4, 2), "nearest"), jax.image.resize(x, (1, 10, 6, 2), "cubic")),
        lambda g: [g.f(1, 5, 6, 2)], "jax.image.resize bilinear / nearest / cubic", F32_MODEL)
    add("map_coordinates_modes", lambda x, c: (jax.scipy.ndimage.map_coordinates(x, [c[0], c[1]], order=1, mode="nearest"), jax.scipy.ndimage.map_coordinates(x, [c[0], c[1]], order=0, mode="wrap"),
                                               jax.scipy.ndimage.map_coordinates(x, [c[0], c[1]], order=1, mode="constant", cval=-1.0)),
        lambda g: [g.f(6, 7), g.f(2, 10, lo=-1, hi=8)], "scipy map_coordinates (interpolating gathers) in three modes", F32_EW)
    add("quantile_partition_nonzero", lambda x, a, b: (jnp.median(x, axis=1), jnp.quantile(x, jnp.array([0.1, 0.5, 0.9]), axis=0, method="nearest"), jnp.partition(x, 3, axis=1)[:, 3],
                                                        jnp.lexsort((a, b)), jnp.nonzero(a > 1, size=5, fill_value=-1)[0]),
        lambda g: [g.f(6, 9), g.i(9, lo=0, hi=3), g.i(9, lo=0, hi=3)], "median, quantiles, partition, lexsort, nonzero with static size", F32_EW)
    add("matrix_power_multi_dot_trace", lambda a, b, c: (jnp.linalg.matrix_power(a, 5), jnp.linalg.multi_dot([a, b, c]), jnp.trace(a, offset=1), jnp.einsum("ii->i", a), jnp.einsum("ij,ij->", a, a)),
        lambda g: [g.f(4, 4, lo=-.7, hi=.7), g.f(4, 6), g.f(6, 4)], "matrix_power, multi_dot, trace with offset, einsum diagonal and full contraction", F32_RED)
    add("switch_vmapped_index", jax.vmap(lambda i, x: lax.switch(i, [jnp.sin, jnp.cos, jnp.tanh, lambda v: v * 2], x)),
        lambda g: [np.array([0, 3, 1, 2, 7, -1], np.int32), g.f(6, 3)], "vmapped switch over a batched index (clamped, select_n)", F32_TR)
    add("reduce_select_based_max_nan", lambda x: (lax.reduce(x, -jnp.inf, lambda a, b: jnp.where(a > b, a, b), (1,)),
                                                  lax.reduce_window(x, -jnp.inf, lambda a, b: jnp.where(a >= b, a, b), (1, 3), (1, 1), "VALID")),
        lambda g: [np.where(g.b(4, 6), np.nan, g.f(4, 6)).astype(np.float32)], "reduce and reduce_window with a select-based max (NaN not propagated like max)", EXACT)
    add("reduce_three_operand_lexicographic", lambda x, y: lax.reduce((x, y, lax.broadcasted_iota(jnp.int32, x.shape, 1)), (-jnp.inf, -1, 0),
                                                                       lambda a, b: tuple(jnp.where((a[0] > b[0]) | ((a[0] == b[0]) & ((a[1] > b[1]) | ((a[1] == b[1]) & (a[2] < b[2])))), u, v) for u, v in zip(a, b)), (1,)),
        lambda g: [g.i(4, 9, lo=0, hi=3).astype(np.float32), g.i(4, 9, lo=0, hi=3)], "variadic reduce over three operands (lexicographic argmax)", EXACT)
    add("composite_call", jax.jit(lambda x: lax.composite(lambda x, approximate: jax.nn.gelu(x, approximate=approximate), name="kiln.gelu")(x, approximate=True) * 2),
        lambda g: [g.f(3, 4)], "lax.composite (call with is_composite and composite attributes)", F32_TR)
    add("ragged_dot_groups", lambda a, b, gs: lax.ragged_dot(a, b, gs), lambda g: [g.f(7, 4), g.f(3, 4, 5), np.array([2, 0, 5], np.int32)],
        "lax.ragged_dot with an empty group", F32_RED)
    add("iota_mask_runtime_bound", lambda x, n, m: (jnp.where(jnp.arange(300) < n, x, 0.0), jnp.where(jnp.arange(300) * 2 + 3 <= m, x, 1.0), jnp.where(m > jnp.arange(300) - 7, x, 5.0),
                                                     jnp.where(lax.broadcasted_iota(jnp.int32, (20, 300), 1) < lax.broadcasted_iota(jnp.int32, (20, 300), 0) + n, x, -x)),
        lambda g: [g.f(300), np.int32(-5), np.int32(371)], "iota masks against runtime bounds outside the range (split vector loops)", EXACT)
    add("iota_s64_beyond_32_bits", lambda x: ((jnp.arange(1000, dtype=jnp.int64) + 2**40) * 3 + x, (jnp.arange(1000, dtype=jnp.int64) * 5000000000) % 97),
        lambda g: [g.i(1000, dtype=np.int64)], "s64 iota arithmetic beyond 32 bits (x64)", EXACT, x64=True)

    # ---------------- large products from generated data (library call tiling) ----------------
    add("generated_gemm_packed_k1300", lambda s: (lambda p: (jnp.sum(p, 0), p[::16]))((generated((256, 1300), 17) * s) @ generated((1300, 96), 23)), lambda g: [np.float32(1.0)],
        "256x1300x96 GEMM on generated data (B packed, K sliced)", F32_RED)
    add("generated_conv_nchw_strided", lambda s, w: jnp.sum(conv(generated((4, 16, 48, 48), 29) * s, w, (2, 2), "SAME", ("NCHW", "OIHW", "NCHW")), (2, 3)),
        lambda g: [np.float32(1.5), g.f(24, 16, 3, 3, lo=0, hi=1)], "strided NCHW conv of a generated 4x16x48x48 input", F32_RED)

    # ---------------- raw StableHLO structured ops ----------------
    def tri(g, n, batch=()):
        return (g.f(*batch, n, n) + 3 * np.eye(n, dtype=np.float32)).astype(np.float32)

    add_raw("raw_trisolve_right_upper_unit", raw_trisolve((4, 4), (3, 4), False, False, True, "NO_TRANSPOSE"), lambda g: [tri(g, 4), g.f(3, 4)],
            "triangular-solve right side, upper, unit diagonal", (1e-4, 1e-5))
    add_raw("raw_trisolve_left_lower_transpose_unit", raw_trisolve((5, 5), (5, 2), True, True, True, "TRANSPOSE"), lambda g: [tri(g, 5), g.f(5, 2)],
            "triangular-solve left, lower, transpose_a, unit diagonal", (1e-4, 1e-5))
    add_raw("raw_trisolve_batched_adjoint", raw_trisolve((2, 3, 3), (2, 3, 4), True, False, False, "ADJOINT"), lambda g: [tri(g, 3, (2,)), g.f(2, 3, 4)],
            "batched triangular-solve, upper, adjoint (real)", (1e-4, 1e-5))
    add_raw("raw_cholesky_batched", raw_module([("a", (3, 4, 4))], [(3, 4, 4)], f"""
%0 = "stablehlo.cholesky"(%a) {{lower = true}} : ({_t((3, 4, 4))}) -> {_t((3, 4, 4))}
return %0 : {_t((3, 4, 4))}"""), lambda g: [spd(g, 4, (3,))], "cholesky of a batch of three", (1e-4, 1e-5))
    add_raw("raw_batch_norm_training_fi0", raw_bn_training((3, 5, 2), 0), lambda g: [g.f(3, 5, 2), g.f(3, lo=.5, hi=1.5), g.f(3)],
            "batch-norm-training with feature_index 0", F32_MODEL)
    add_raw("raw_batch_norm_grad_fi3", raw_bn_grad((2, 3, 2, 5), 3),
            lambda g: [g.f(2, 3, 2, 5), g.f(5, lo=.5, hi=1.5), g.f(5, lo=-.2, hi=.2), g.f(5, lo=.5, hi=1.5), g.f(2, 3, 2, 5)], "batch-norm-grad with feature_index 3 (last)", F32_MODEL)
    add_raw("raw_sort_by_abs_desc", raw_sort_by_abs_desc(12), lambda g: [np.array([1, -3, 2, -1, 3, 0, -0.0, 2, -2, 5, np.nan, 1], np.float32), np.arange(12, dtype=np.int32)],
            "stable sort with a custom comparator (|a| > |b|) and a payload", EXACT)
    add_raw("raw_select_and_scatter_le_mul", raw_select_and_scatter((6, 6), (3, 3), (2, 2), (2, 2), [(0, 0), (0, 0)], "LE", "multiply", "1.0"), lambda g: [g.halves(6, 6), g.f(3, 3)],
            "select-and-scatter selecting the minimum (LE) and scattering with multiply, init 1", F32_EW)
    add_raw("raw_select_and_scatter_gt_max_padded", raw_select_and_scatter((5, 7), (3, 4), (3, 3), (2, 2), [(1, 1), (1, 1)], "GT", "maximum", "-1.0"), lambda g: [g.halves(5, 7), g.f(3, 4)],
            "select-and-scatter with GT (last maximum wins), max scatter, padding", EXACT)
    add_raw("raw_rng_bit_generator_philox", raw_rng_bit_generator("PHILOX", 3, (7,), "ui64"), lambda g: [np.array([1, 2, 3], np.uint64)],
            "rng-bit-generator PHILOX with a 3-word state, u64 output", EXACT, x64=True)
    add_raw("raw_rng_bit_generator_threefry_u8", raw_rng_bit_generator("THREE_FRY", 2, (3, 5), "ui8"), lambda g: [np.array([42, 2**63 + 5], np.uint64)],
            "rng-bit-generator THREE_FRY, u8 output", EXACT, x64=True)
    return C
