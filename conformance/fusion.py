"""Kiln conformance set "fusion": programs shaped to reach the CPU backend's fused paths.

The public corpus keeps every input under 64 KiB, so most of its programs are too small for the
paths that only start on larger data (row groups run softmax and layer norm block by block once a
row group outgrows a 512 KiB block; the GEMM library call, its packed tiles and epilogues; the
wide helpers for column sums, row max/min and elementwise tile programs). These cases grow small
inputs into larger intermediates inside the program (broadcast plus an iota-based perturbation),
run the fused pattern at odd sizes (rows and columns that are not multiples of the vector or tile
widths), and return either the whole result or row/column-weighted sums of it that still see
every element.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import (  # noqa: E402
    Case, Gen, bf16, EXACT, F32_EW, F32_TR, F32_RED, F32_MODEL, F64,
)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import jax.scipy.special  # noqa: E402,F401
from jax import lax  # noqa: E402


def grow(x, rows, cols):
    """A (rows, cols) f32 array made from the small 2-D `x`: tiled, plus a perturbation so that
    no two rows or columns are equal. The perturbation is computed exactly (integers scaled by a
    power of two), so that only the program under test, not how the input was made, decides
    how close Kiln's result is to XLA's."""
    r = -(-rows // x.shape[0])
    c = -(-cols // x.shape[1])
    t = jnp.tile(x, (r, c))[:rows, :cols]
    i = lax.broadcasted_iota(jnp.int32, (rows, cols), 0)
    j = lax.broadcasted_iota(jnp.int32, (rows, cols), 1)
    return t + ((7 * i + 13 * j) % 23).astype(jnp.float32) * 0.0625


def weighted(y):
    """Per-row and per-column sums of `y` weighted by position: small outputs that depend on every
    element (a wrong element, or two swapped ones, changes them)."""
    rows, cols = y.shape[-2], y.shape[-1]
    wc = jnp.cos(0.013 * jnp.arange(cols, dtype=y.dtype)) + 1.5
    wr = jnp.sin(0.029 * jnp.arange(rows, dtype=y.dtype)) + 1.5
    return (y * wc).sum(-1), (y * wr[:, None]).sum(-2)


def softmax(x, axis=-1):
    m = jnp.max(x, axis, keepdims=True)
    e = jnp.exp(x - m)
    return e / jnp.sum(e, axis, keepdims=True)


def layernorm(x, g, b, axis=-1, eps=1e-5):
    m = jnp.mean(x, axis, keepdims=True)
    v = jnp.mean(jnp.square(x - m), axis, keepdims=True)
    return (x - m) * lax.rsqrt(v + eps) * g + b


def cases():
    C = []

    def add(name, fn, args_fn, desc, tol=F32_MODEL, x64=False):
        g = Gen(name, "kiln-fusion")
        C.append(Case(name, fn, tuple(args_fn(g)), desc, tol, x64))

    # ---------------- softmax and layer norm large enough for row groups ----------------
    for rows, cols in [(300, 1000), (777, 129), (64, 4099), (2053, 65)]:
        add(f"fusion_softmax_{rows}x{cols}",
            lambda x, rows=rows, cols=cols: weighted(softmax(4.0 * grow(x, rows, cols))),
            lambda g: [g.f(16, 33, lo=-3, hi=3)],
            f"softmax over the last axis of a grown f32[{rows},{cols}] (row groups), weighted sums", F32_RED)
    add("fusion_softmax_full_out",
        lambda x: softmax(grow(x, 257, 300)),
        lambda g: [g.f(9, 31)],
        "softmax of a grown f32[257,300], whole result", F32_TR)
    add("fusion_softmax_axis0",
        lambda x: weighted(softmax(grow(x, 513, 300), axis=0)),
        lambda g: [g.f(13, 17)],
        "softmax over the first axis (column reductions) of f32[513,300]", F32_RED)
    add("fusion_softmax_mid_axis",
        lambda x: softmax(grow(x, 96, 640).reshape(12, 8, 640) * 2.0, axis=1).sum(0),
        lambda g: [g.f(8, 64)],
        "softmax over the middle axis of f32[12,8,640]", F32_RED)
    add("fusion_log_softmax_rows",
        lambda x: weighted(jax.nn.log_softmax(3.0 * grow(x, 400, 777))),
        lambda g: [g.f(20, 37)],
        "log_softmax over rows of f32[400,777]", F32_RED)
    add("fusion_softmax_masked",
        lambda x: weighted(jax.nn.softmax(jnp.where(
            lax.broadcasted_iota(jnp.int32, (300, 700), 1) <= 2 * lax.broadcasted_iota(jnp.int32, (300, 700), 0),
            grow(x, 300, 700), -jnp.inf))),
        lambda g: [g.f(15, 35)],
        "softmax with a -inf band mask (row 0 keeps one element)", F32_RED)
    for rows, cols in [(384, 700), (1500, 96), (33, 8200)]:
        add(f"fusion_layernorm_{rows}x{cols}",
            lambda x, gm, bt, rows=rows, cols=cols: weighted(layernorm(grow(x, rows, cols), gm, bt)),
            lambda g, cols=cols: [g.f(12, 50), g.f(cols, lo=0.5, hi=1.5), g.f(cols)],
            f"layer norm of a grown f32[{rows},{cols}] with scale and bias (row groups)", F32_RED)
    add("fusion_layernorm_full_out",
        lambda x, gm, bt: layernorm(grow(x, 200, 333), gm, bt),
        lambda g: [g.f(10, 37), g.f(333, lo=0.5, hi=1.5), g.f(333)],
        "layer norm of f32[200,333], whole result", F32_RED)
    add("fusion_layernorm_axis1_of_3d",
        lambda x: (jnp.square(layernorm(grow(x, 64, 4000).reshape(64, 40, 100), 1.0, 0.0, axis=1)).sum(-1),
                   layernorm(grow(x, 64, 4000).reshape(64, 40, 100), 1.0, 0.0, axis=1)[:, ::7, ::3]),
        lambda g: [g.f(16, 40)],
        "layer norm over the middle axis of f32[64,40,100]: row sums of squares and a strided sample", F32_RED)
    add("fusion_rmsnorm_then_matmul",
        lambda x, w: weighted(jnp.dot(grow(x, 300, 256) * lax.rsqrt(jnp.mean(jnp.square(grow(x, 300, 256)), -1, keepdims=True) + 1e-6), w)),
        lambda g: [g.f(10, 32), g.f(256, 50, lo=-0.2, hi=0.2)],
        "RMS norm feeding a matmul f32[300,256]x[256,50]")

    # ---------------- elementwise chains (tile programs), odd lengths ----------------
    for n in [1, 127, 129, 1000, 4097, 8000]:
        add(f"fusion_ew_chain_{n}",
            lambda x, y: jnp.tanh(x) * jnp.exp(-jnp.abs(y)) + jnp.log1p(x * x) - lax.rsqrt(1.0 + y * y),
            lambda g, n=n: [g.f(n), g.f(n)],
            f"elementwise chain on f32[{n}]", F32_TR)
    add("fusion_ew_grown_chain",
        lambda x: weighted(jax.nn.gelu(grow(x, 333, 1025)) * jax.nn.sigmoid(grow(x, 333, 1025) * 0.5) + jax.scipy.special.erf(grow(x, 333, 1025))),
        lambda g: [g.f(11, 41)],
        "gelu * sigmoid + erf on a grown f32[333,1025]", F32_RED)
    add("fusion_ew_broadcasts",
        lambda x, r, c: weighted(jnp.maximum(grow(x, 290, 513) * r[:, None] + c[None, :], 0.0) ** 2 - jnp.minimum(c, 0.1)[None, :]),
        lambda g: [g.f(10, 19), g.f(290), g.f(513)],
        "row and column broadcasts in one chain over f32[290,513]", F32_RED)
    add("fusion_ew_int_mix",
        lambda x, k: weighted(jnp.where((lax.broadcasted_iota(jnp.int32, (300, 301), 1) + k) % 3 == 0,
                                        grow(x, 300, 301), -grow(x, 300, 301)).astype(jnp.float32)),
        lambda g: [g.f(12, 7), np.int32(5)],
        "select on an integer iota predicate with a scalar parameter", F32_RED)
    add("fusion_ew_f64_chain",
        lambda x: jnp.sin(x) * jnp.exp(x) / (1.0 + x * x) + jnp.sqrt(jnp.abs(x)),
        lambda g: [g.f(3001, dtype=np.float64)],
        "f64 elementwise chain of odd length", F64, True)
    add("fusion_ew_bf16_chain",
        lambda x: weighted((jnp.tanh(x) * x + 1).astype(jnp.float32)),
        lambda g: [bf16(g.f(130, 99))],
        "bf16 elementwise chain, result widened", (2e-2, 1e-2))

    # ---------------- reductions: columns, rows, max/min folds with specials ----------------
    for rows, cols in [(300, 257), (1000, 7), (5, 3000), (4097, 33)]:
        add(f"fusion_colsum_{rows}x{cols}",
            lambda x, rows=rows, cols=cols: grow(x, rows, cols).sum(0),
            lambda g: [g.f(8, 7)],
            f"column sums of a grown f32[{rows},{cols}]", F32_RED)
    for cols in [1, 5, 16, 17, 64, 100, 128, 129, 1000]:
        add(f"fusion_rowmax_{cols}",
            lambda x, cols=cols: (jnp.max(grow(x, 300, cols), -1), jnp.min(grow(x, 300, cols), -1)),
            lambda g: [g.f(7, 9)],
            f"row max and min of f32[300,{cols}]", EXACT)
    add("fusion_rowmax_nan_inf",
        lambda x: (jnp.max(x, -1), jnp.min(x, -1), jnp.argmax(x, -1), jnp.argmin(x, -1)),
        lambda g: [np.where(g.f(200, 37) > 1.7, np.nan, np.where(g.f(200, 37) < -1.8, -np.inf, g.f(200, 37))).astype(np.float32)],
        "row max/min/argmax/argmin with NaN and -inf", EXACT)
    add("fusion_rowmax_signed_zero",
        lambda x: (jnp.max(x, -1), jnp.min(x, -1)),
        lambda g: [np.where(g.f(50, 40) > 0, 0.0, -0.0).astype(np.float32)],
        "row max/min over signed zeros", EXACT)
    add("fusion_rowsum_keepdims_bcast",
        lambda x: weighted(jnp.square(grow(x, 512, 300) - grow(x, 512, 300).sum(-1, keepdims=True) / 300.0)),
        lambda g: [g.f(16, 30)],
        "row mean subtracted back, squared (weighted sums of centred values cancel too much to compare)", F32_RED)
    add("fusion_reduce_3d_axes",
        lambda x: (grow(x, 60, 2000).reshape(60, 40, 50).sum((0, 2)), grow(x, 60, 2000).reshape(60, 40, 50).max(1)),
        lambda g: [g.f(12, 40)],
        "sums over the outer and inner axes, max over the middle axis of f32[60,40,50]", F32_RED)
    add("fusion_reduce_int",
        lambda x: (x.sum(0), x.sum(1), x.max(0), x.min(1), (x & 7).sum()),
        lambda g: [g.i(300, 50, lo=-1000, hi=1000)],
        "s32 sums, max, min along each axis", EXACT)
    add("fusion_reduce_f64_rows",
        lambda x: (x.sum(-1), x.max(-1), jnp.square(x).mean(0)),
        lambda g: [g.f(80, 97, dtype=np.float64)],
        "f64 row sums, row max, column mean of squares", F64, True)

    # ---------------- transposes (tiled), odd sizes ----------------
    add("fusion_transpose_2d_grown",
        lambda x: weighted(grow(x, 333, 517).T + 1.0),
        lambda g: [g.f(9, 11)],
        "transpose of a grown f32[333,517], weighted sums", F32_RED)
    add("fusion_transpose_3d_perms",
        lambda x: tuple(jnp.transpose(x, p) * 2.0 for p in [(2, 0, 1), (1, 2, 0), (0, 2, 1), (2, 1, 0)]),
        lambda g: [g.f(17, 23, 29)],
        "every non-trivial-ish permutation of f32[17,23,29]", EXACT)
    add("fusion_transpose_4d",
        lambda x: (jnp.transpose(x, (0, 2, 1, 3)) + 1.0, jnp.transpose(x, (3, 1, 2, 0)) * 3.0),
        lambda g: [g.f(5, 13, 7, 31)],
        "head-style transposes of f32[5,13,7,31]", EXACT)
    add("fusion_transpose_i8_u16",
        lambda a, b: (a.T, jnp.transpose(b, (1, 0, 2))),
        lambda g: [g.i(37, 129, lo=-128, hi=127, dtype=np.int8), g.i(9, 65, 3, lo=0, hi=65535, dtype=np.uint16)],
        "transposes of 1- and 2-byte integers", EXACT)

    # ---------------- dots and GEMM epilogues, strided heads ----------------
    for m, k, n in [(1, 1, 1), (1, 300, 1), (7, 5, 3), (65, 129, 33), (200, 17, 301), (3, 2000, 5)]:
        add(f"fusion_matmul_{m}x{k}x{n}",
            lambda a, b: jnp.dot(a, b),
            lambda g, m=m, k=k, n=n: [g.f(m, k), g.f(k, n)],
            f"f32 matmul [{m},{k}]x[{k},{n}]", F32_RED if k < 1000 else F32_MODEL)
    add("fusion_matmul_bias_gelu",
        lambda a, w, b: jax.nn.gelu(a @ w + b),
        lambda g: [g.f(130, 96), g.f(96, 150, lo=-0.3, hi=0.3), g.f(150)],
        "matmul + bias + gelu epilogue", F32_MODEL)
    add("fusion_matmul_residual_relu",
        lambda a, w, r: jnp.maximum(a @ w + r, 0.0) * 0.5,
        lambda g: [g.f(77, 64), g.f(64, 64, lo=-0.3, hi=0.3), g.f(77, 64)],
        "matmul + residual + relu * scale", F32_MODEL)
    add("fusion_matmul_transposed_operands",
        lambda a, b: (a.T @ b, a.T @ a, b @ b.T),
        lambda g: [g.f(50, 33), g.f(50, 61)],
        "matmuls reading transposed operands", F32_RED)
    add("fusion_matmul_f64",
        lambda a, b: a @ b + 1.0,
        lambda g: [g.f(45, 67, dtype=np.float64), g.f(67, 29, dtype=np.float64)],
        "f64 matmul with an epilogue", F64, True)
    add("fusion_batched_heads_bqhd",
        lambda q, k, v: jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) / 4.0, -1), v),
        lambda g: [g.f(2, 11, 3, 16), g.f(2, 13, 3, 16), g.f(2, 13, 3, 16)],
        "attention with heads read through strides (bqhd layout), odd lengths", F32_MODEL)
    add("fusion_batched_heads_causal",
        lambda x, wq, wk, wv: attention_causal(x, wq, wk, wv, 4),
        lambda g: [g.f(3, 37, 64), g.f(64, 64, lo=-0.3, hi=0.3), g.f(64, 64, lo=-0.3, hi=0.3), g.f(64, 64, lo=-0.3, hi=0.3)],
        "causal multi-head attention, 4 heads of 16, length 37", F32_MODEL)
    add("fusion_batch_dims_out_of_order",
        lambda a, b: jnp.einsum("ibjk,bkil->bjil", a, b),
        lambda g: [g.f(3, 4, 5, 6), g.f(4, 6, 3, 7)],
        "dot_general with batch dimensions in different positions on each side", F32_RED)
    add("fusion_two_contracting_dims",
        lambda a, b: jnp.einsum("ijk,jkl->il", a, b),
        lambda g: [g.f(9, 5, 7), g.f(5, 7, 11)],
        "dot_general contracting two dimensions", F32_RED)
    add("fusion_matvec_vecmat",
        lambda a, x, y: (a @ x, y @ a, x @ x),
        lambda g: [g.f(101, 129), g.f(129), g.f(101)],
        "matrix-vector, vector-matrix, dot of vectors", F32_RED)
    add("fusion_mlp_odd_hidden",
        lambda x, w1, b1, w2, b2: jax.nn.softmax(jnp.tanh(x @ w1 + b1) @ w2 + b2),
        lambda g: [g.f(50, 37), g.f(37, 93, lo=-0.3, hi=0.3), g.f(93), g.f(93, 10, lo=-0.3, hi=0.3), g.f(10)],
        "two-layer MLP with odd widths and a softmax head", F32_MODEL)

    # ---------------- programs mixing the above ----------------
    add("fusion_transformer_block_grown",
        lambda x, w1, w2, g1, b1: block(x, w1, w2, g1, b1),
        lambda g: [g.f(2, 40, 48), g.f(48, 96, lo=-0.2, hi=0.2), g.f(96, 48, lo=-0.2, hi=0.2),
                   g.f(48, lo=0.5, hi=1.5), g.f(48)],
        "pre-norm MLP block with residual over f32[2,40,48]", F32_MODEL)
    add("fusion_scan_layers",
        lambda x, ws: lax.scan(lambda h, w: (layernorm(jnp.tanh(h @ w) + h, 1.0, 0.0), h.sum()), x, ws),
        lambda g: [g.f(20, 32), g.f(6, 32, 32, lo=-0.3, hi=0.3)],
        "scan over stacked layers: matmul, tanh, residual, layer norm", F32_MODEL)
    add("fusion_grad_softmax_xent",
        jax.grad(lambda w, x, y: -jnp.mean(jnp.sum(jax.nn.log_softmax(x @ w) * y, -1))),
        lambda g: [g.f(40, 17, lo=-0.3, hi=0.3), g.f(64, 40), np.eye(17, dtype=np.float32)[g.i(64, lo=0, hi=17)]],
        "gradient of softmax cross-entropy through a matmul", F32_MODEL)
    add("fusion_grad_layernorm",
        jax.grad(lambda x, gm: jnp.sum(jnp.sin(layernorm(x, gm, 0.0))), argnums=(0, 1)),
        lambda g: [g.f(33, 70), g.f(70, lo=0.5, hi=1.5)],
        "gradient of layer norm w.r.t. input and scale", F32_MODEL)
    add("fusion_conv_grown",
        lambda x, w: weighted(lax.conv_general_dilated(
            jnp.tile(x, (1, 3, 3, 1)), w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")).reshape(-1, 24)),
        lambda g: [g.f(2, 11, 13, 8), g.f(3, 3, 8, 24, lo=-0.3, hi=0.3)],
        "3x3 convolution over a tiled f32[2,33,39,8] input", F32_MODEL)
    add("fusion_cumsum_rows",
        lambda x: (jnp.cumsum(grow(x, 64, 300), -1)[:, ::37], jnp.cumsum(x, 0)),
        lambda g: [g.f(40, 30)],
        "cumulative sums along rows and columns", F32_RED)
    return C


def attention_causal(x, wq, wk, wv, heads):
    b, s, d = x.shape
    dh = d // heads
    q = (x @ wq).reshape(b, s, heads, dh)
    k = (x @ wk).reshape(b, s, heads, dh)
    v = (x @ wv).reshape(b, s, heads, dh)
    logits = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(dh).astype(np.float32)
    mask = jnp.tril(jnp.ones((s, s), bool))
    p = jax.nn.softmax(jnp.where(mask, logits, -1e9), -1)
    return jnp.einsum("bhqk,bkhd->bqhd", p, v).reshape(b, s, d)


def block(x, w1, w2, g1, b1):
    h = layernorm(x, g1, b1)
    return x + jax.nn.gelu(h @ w1) @ w2
