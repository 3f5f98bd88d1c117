"""Kiln conformance set "paths": programs that reach the CPU backend's special paths added for
JAX programs that were far slower than XLA:CPU, checked against XLA:CPU's results at odd sizes:
cumulative reductions (reduce-window over a whole dimension, `library/scan.rs`), depthwise
convolutions (`library/conv/depthwise.rs`), the max-pool gradient's select-and-scatter,
column reductions of exp/log of the rows and batch-norm statistics (several reduces with
epilogues), and GEMM tiles skipped under iota masks (causal, banded, shifted attention scores).
Inputs stay small; the programs grow them where a path needs size (see fusion.py's `grow`).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import Case, Gen, EXACT, F32_EW, F32_RED, F32_MODEL  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fusion import grow, weighted  # noqa: E402


def dwconv(x, w, stride=1, padding="SAME", dilation=1):
    return lax.conv_general_dilated(
        x, w, (stride, stride), padding, rhs_dilation=(dilation, dilation),
        dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=x.shape[-1])


def masked_scores(q, k, mask, neg=-jnp.inf):
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k) * 0.125
    return jnp.where(mask, s, neg)


def cases():
    C = []

    def add(name, fn, args_fn, desc, tol=F32_MODEL, x64=False):
        g = Gen(name, "kiln-paths")
        C.append(Case(name, fn, tuple(args_fn(g)), desc, tol, x64))

    # ---------------- cumulative reductions ----------------
    add("paths_cumsum_rows", lambda x: jnp.cumsum(grow(x, 37, 1000), axis=1)[:, ::7],
        lambda g: [g.f(7, 50)], "cumsum along rows of f32[37,1000] (every 7th column)", F32_RED)
    add("paths_cumsum_cols", lambda x: jnp.cumsum(grow(x, 900, 33), axis=0)[::5],
        lambda g: [g.f(30, 11)], "cumsum along the first axis of f32[900,33]", F32_RED)
    add("paths_cumsum_mid_int", lambda x: jnp.cumsum(x, axis=1),
        lambda g: [g.i(4, 300, 5, lo=-1000, hi=1000)], "int32 cumsum along the middle axis", EXACT)
    add("paths_cumprod", lambda x: jnp.cumprod(1.0 + 0.01 * x, axis=-1),
        lambda g: [g.f(9, 257)], "cumprod of values near 1 along rows", F32_RED)
    add("paths_cummax_cummin", lambda x: (lax.cummax(x, axis=1), lax.cummin(x, axis=0, reverse=True)),
        lambda g: [g.f(40, 123)], "cummax along rows, reverse cummin along columns", EXACT)
    add("paths_cumsum_reverse", lambda x: jnp.flip(jnp.cumsum(jnp.flip(x, 1), 1), 1),
        lambda g: [g.f(12, 301)], "reverse cumsum (flip, cumsum, flip)", F32_RED)
    add("paths_cumlogsumexp", lambda x: lax.cumlogsumexp(x, axis=1),
        lambda g: [g.f(6, 90)], "cumulative logsumexp (a two-op reducer)", F32_RED)
    # ---------------- depthwise convolutions ----------------
    add("paths_dwconv_3x3", lambda x, w: dwconv(x, w),
        lambda g: [g.f(2, 13, 11, 24), g.f(3, 3, 1, 24)], "depthwise 3x3 SAME, 24 channels", F32_RED)
    add("paths_dwconv_stride_dilate", lambda x, w: dwconv(x, w, stride=2, padding="VALID", dilation=2),
        lambda g: [g.f(2, 17, 15, 10), g.f(3, 3, 1, 10)], "depthwise 3x3, stride 2, dilation 2", F32_RED)
    add("paths_dwconv_multiplier", lambda x, w: dwconv(x, w),
        lambda g: [g.f(1, 9, 9, 6), g.f(5, 5, 1, 18)], "depthwise 5x5 with channel multiplier 3", F32_RED)
    add("paths_dwconv_grad", lambda x, w: jax.grad(lambda x, w: jnp.sum(dwconv(x, w) ** 2), argnums=(0, 1))(x, w),
        lambda g: [g.f(2, 10, 10, 8), g.f(3, 3, 1, 8)], "gradients of a depthwise 3x3 convolution", F32_RED)
    # ---------------- max-pool gradient ----------------
    add("paths_maxpool_grad",
        lambda x: jax.grad(lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME").sum())(x),
        lambda g: [g.f(2, 15, 13, 5)], "gradient of a 3x3 stride-2 SAME max pool", EXACT)
    add("paths_maxpool_grad_ties",
        lambda x: jax.grad(lambda x: (lax.reduce_window(jnp.round(x), -jnp.inf, lax.max, (1, 2, 2, 1), (1, 1, 1, 1), "VALID") * 1.5).sum())(x),
        lambda g: [g.f(1, 12, 12, 3)], "max-pool gradient over rounded inputs (ties)", EXACT)
    # ---------------- column reductions ----------------
    add("paths_logsumexp_axis0", lambda x: jax.nn.logsumexp(grow(x, 700, 300), axis=0),
        lambda g: [g.f(20, 30)], "logsumexp over the first axis of f32[700,300]", F32_RED)
    add("paths_batchnorm_stats",
        lambda x, gm, bt: (lambda y: ((y - y.mean((0, 1, 2))) * lax.rsqrt(y.var((0, 1, 2)) + 1e-5) * gm + bt))(
            grow(x, 4 * 9 * 7, 40).reshape(4, 9, 7, 40)).sum((1, 2)),
        lambda g: [g.f(12, 40), g.f(40, lo=0.5, hi=1.5), g.f(40)], "batch-norm training statistics over N, H, W", F32_RED)
    # ---------------- masked attention scores ----------------
    for name, mask, desc in [
        ("causal", lambda i, j: i >= j, "causal"),
        ("band", lambda i, j: (i >= j) & (j > i - 40), "sliding window of 40"),
        ("shifted", lambda i, j: j <= i + 17, "diagonal shifted by 17"),
        ("upper", lambda i, j: j >= i, "upper triangle"),
    ]:
        def fn(q, k, mask=mask):
            i = lax.broadcasted_iota(jnp.int32, (150, 170), 0)
            j = lax.broadcasted_iota(jnp.int32, (150, 170), 1)
            s = masked_scores(q, k, mask(i, j))
            return jnp.where(jnp.isinf(s), 0.0, s).sum(-1), jax.nn.softmax(s, -1)[..., ::9]
        add(f"paths_masked_scores_{name}", fn,
            lambda g: [g.f(1, 2, 150, 32), g.f(1, 2, 170, 32)],
            f"q k^T scores of [1,2,150,170] under a {desc} mask, row sums and softmax", F32_RED)
    add("paths_masked_scores_finfo_min",
        lambda q, k: jax.nn.softmax(masked_scores(
            q, k, lax.broadcasted_iota(jnp.int32, (130, 130), 0) >= lax.broadcasted_iota(jnp.int32, (130, 130), 1),
            jnp.finfo(jnp.float32).min), -1).sum(-2),
        lambda g: [g.f(1, 2, 130, 32), g.f(1, 2, 130, 32)], "causal mask with finfo.min (flax style)", F32_RED)
    return C
