"""Kiln conformance set `apis`: library functions of jax.numpy, jax.scipy, jax.nn, jax.random
and jax.lax that the other sets do not reach, as a user's program calls them.

Special functions (erf_inv, betainc, log_ndtr, ...), signal and polynomial helpers (convolve,
correlate, polyval, unwrap), order statistics (percentile, argpartition, nan-reductions), integer
number theory (gcd/lcm loops), conversions at the edges of the target type (saturation, NaN to
integer, f8, u8), complex arithmetic, random samplers built on threefry, image resizing, attention
via jax.nn.dot_product_attention, variadic reductions and sorts. Export with
    python3 ../shared/tools/export_corpus.py --cases-file conformance/apis.py --out conformance/apis
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import (  # noqa: E402
    BF16_TOL, EXACT, F16, F32_EW, F32_MODEL, F32_RED, F32_TR, F64, Case, Gen, bf16,
)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import jax.scipy as jsp  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402

SALT = "kiln-apis"
KEY = np.array([0, 42], np.uint32)  # a raw threefry key, passed as data


def cases():
    C = []

    def add(name, fn, args_fn, desc, tol=F32_EW, x64=False):
        g = Gen(name, SALT)
        C.append(Case(name, fn, tuple(args_fn(g)), desc, tol, x64))

    # ---------------- special functions ----------------
    add("erf_inv", lambda x: (lax.erf_inv(x), jsp.special.erfinv(x * 0.999)), lambda g: [g.f(7, 9, lo=-1.0, hi=1.0)],
        "erf_inv over (-1, 1) and near the ends", F32_TR)
    add("erf_inv_edges", lambda x: lax.erf_inv(x), lambda g: [np.array([-1, 1, 0, -0.0, 2, -3, np.nan, 0.9999999, -0.99999, 1e-30], np.float32)],
        "erf_inv at +-1 (inf), outside [-1, 1] (NaN), NaN, tiny", F32_TR)
    add("ndtri_log_ndtr", lambda p, x: (jsp.special.ndtri(p), jsp.special.log_ndtr(x), jsp.special.ndtr(x)),
        lambda g: [g.f(33, lo=0.001, hi=0.999), g.f(41, lo=-30, hi=8)], "ndtri, log_ndtr (deep tail), ndtr", (2e-4, 1e-5))
    add("betainc", lambda a, b, x: jsp.special.betainc(a, b, x), lambda g: [g.pos(24, lo=0.5, hi=5), g.pos(24, lo=0.5, hi=5), g.f(24, lo=0.01, hi=0.99)],
        "regularized incomplete beta (continued fraction in a while loop)", (2e-3, 1e-5))
    add("gamma_family", lambda x: (jsp.special.gammaln(x), jsp.special.digamma(x), jsp.special.gammasgn(x - 3.0)),
        lambda g: [g.f(29, lo=0.05, hi=12)], "gammaln, digamma, gammasgn across poles", (2e-4, 2e-5))
    add("xlogy_entr", lambda x, y: (jsp.special.xlogy(x, y), jsp.special.xlog1py(x, y), jsp.special.entr(y), jsp.special.logit(jnp.clip(y / 5, 0.01, 0.99))),
        lambda g: [np.concatenate([np.zeros(3, np.float32), g.f(13)]), g.pos(16, lo=0.0, hi=5)], "xlogy/xlog1py with zeros, entr, logit", F32_TR)
    add("bessel_i0e_i1e_f64", lambda x: (jsp.special.i0e(x), jsp.special.i1e(x), jsp.special.i0(x / 10)), lambda g: [g.f(40, lo=-30, hi=30, dtype=np.float64)],
        "modified Bessel i0e, i1e, i0 in f64", (1e-10, 1e-12), x64=True)
    add("sinc_heaviside", lambda x: (jnp.sinc(x), jnp.heaviside(x, 0.5)), lambda g: [np.concatenate([np.array([0, -0.0, 1, -2], np.float32), g.f(20, lo=-4, hi=4)])],
        "sinc (removable singularity at 0), heaviside", F32_TR)

    # ---------------- signal / polynomial ----------------
    add("convolve_modes", lambda a, v: (jnp.convolve(a, v), jnp.convolve(a, v, mode="same"), jnp.convolve(a, v, mode="valid")),
        lambda g: [g.f(37), g.f(5)], "jnp.convolve full/same/valid (1-D conv with a reversed kernel)", F32_RED)
    add("correlate_complex", lambda a, v: jnp.correlate(a, v, mode="full"), lambda g: [g.f(19) + 1j * g.f(19), g.f(4) - 1j * g.f(4)],
        "complex jnp.correlate (conjugated kernel)", F32_RED)
    add("polyval_roots_free", lambda p, x: (jnp.polyval(p, x), jnp.polyder(p), jnp.polyint(p)), lambda g: [g.f(6), g.f(17)],
        "polyval (Horner), polyder, polyint", F32_RED)
    add("unwrap_diff", lambda x: (jnp.unwrap(x), jnp.diff(x, n=2), jnp.ediff1d(x, to_begin=jnp.array([9.0], jnp.float32))),
        lambda g: [np.cumsum(g.f(30, lo=-2, hi=2)).astype(np.float32)], "unwrap phases, second difference, ediff1d", F32_EW)
    add("trapezoid_cumsum", lambda y, x: (jnp.trapezoid(y, x), jax.scipy.integrate.trapezoid(y, dx=0.5, axis=0)),
        lambda g: [g.f(11, 3), np.sort(g.f(3, lo=0, hi=5))], "trapezoid rule with sample points and with dx", F32_RED)
    add("convolve2d_scipy", lambda x, k: (jsp.signal.convolve2d(x, k, mode="same"), jsp.signal.correlate(x, k, mode="valid")),
        lambda g: [g.f(12, 10), g.f(3, 4)], "jax.scipy.signal convolve2d (same) and correlate (valid)", F32_RED)

    # ---------------- order statistics and nan-reductions ----------------
    add("percentile_median", lambda x: (jnp.percentile(x, 30.0, axis=1), jnp.median(x, axis=0), jnp.quantile(x, jnp.array([0.0, 0.5, 1.0], jnp.float32))),
        lambda g: [g.f(7, 10)], "percentile (linear), median, quantile vector", F32_EW)
    add("percentile_methods", lambda x: tuple(jnp.percentile(x, 40.0, method=m) for m in ("lower", "higher", "nearest", "midpoint")),
        lambda g: [g.f(23)], "percentile interpolation methods", F32_EW)
    add("nan_reductions", lambda x: (jnp.nanmean(x, 0), jnp.nanmax(x, 1), jnp.nanargmin(x, 1), jnp.nansum(x), jnp.nanstd(x, 0), jnp.nancumsum(x, 1)),
        lambda g: [np.where(g.b(6, 5), g.f(6, 5), np.nan).astype(np.float32)], "nanmean/nanmax/nanargmin/nansum/nanstd/nancumsum", F32_RED)
    add("argpartition", lambda x: (jnp.sort(jnp.partition(x, 3, axis=1)[:, :3], axis=1), jnp.sort(jnp.take_along_axis(x, jnp.argpartition(x, 2, axis=0)[:2], axis=0), axis=0)),
        lambda g: [g.perm(48).reshape(6, 8).astype(np.float32)], "partition / argpartition (smallest k, order fixed by a sort)", EXACT)
    add("searchsorted_sides", lambda a, v: (jnp.searchsorted(a, v), jnp.searchsorted(a, v, side="right"), jnp.digitize(v, a, right=True)),
        lambda g: [np.sort(g.i(20, lo=0, hi=10)).astype(np.float32), g.i(15, lo=-1, hi=12).astype(np.float32)], "searchsorted left/right with ties, digitize right", EXACT)
    add("histogram_bincount", lambda x, i: (jnp.histogram(x, bins=7, range=(-2.0, 2.0))[0], jnp.bincount(i, length=9), jnp.bincount(i, weights=x, length=9)),
        lambda g: [g.f(50), g.i(50, lo=0, hi=9)], "histogram with range, bincount with and without weights", F32_RED)
    add("unique_sized", lambda x: jnp.unique(x, size=12, fill_value=-1), lambda g: [g.i(30, lo=0, hi=10)],
        "jnp.unique with a static size and fill value", EXACT)
    add("lexsort_keys", lambda a, b: (jnp.lexsort((a, b)), lax.sort((b, a, jnp.arange(20)), num_keys=2)),
        lambda g: [g.i(20, lo=0, hi=4), g.i(20, lo=0, hi=3)], "lexsort and a 3-operand sort on two keys", EXACT)

    # ---------------- integer arithmetic ----------------
    add("gcd_lcm", lambda a, b: (jnp.gcd(a, b), jnp.lcm(a, b)), lambda g: [g.i(24, lo=-60, hi=60), g.i(24, lo=-60, hi=60)],
        "gcd/lcm (while loop per element), negative and zero operands", EXACT)
    add("int_div_rem_signs", lambda a, b: (a // b, a % b, jnp.fmod(a, b), lax.div(a, b), lax.rem(a, b), jnp.divmod(a, b)[1]),
        lambda g: [g.i(40, lo=-20, hi=20), np.where(g.i(40, lo=-5, hi=5) == 0, 3, g.i(40, lo=-5, hi=5)).astype(np.int32)],
        "floor division and remainders of every sign combination", EXACT)
    add("uint8_wrap_shift", lambda a, b: (a + b, a * b, a - b, a << (b % 9), a >> (b % 9), lax.shift_right_logical(a, b % 9), ~a),
        lambda g: [g.i(32, lo=0, hi=256, dtype=np.uint8), g.i(32, lo=0, hi=256, dtype=np.uint8)], "u8 wrapping arithmetic and shifts up to the width", EXACT)
    add("int16_abs_min_neg", lambda a: (jnp.abs(a), -a, a.astype(jnp.int8), a.astype(jnp.uint16), jnp.sign(a)),
        lambda g: [np.array([-32768, 32767, -1, 0, 255, -129, 1000], np.int16)], "s16 abs/neg at the minimum, narrowing and sign-changing converts", EXACT)
    add("integer_pow", lambda x, i: (lax.integer_pow(x, 7), lax.integer_pow(x, -2), x ** 0, lax.integer_pow(i, 3), i ** 2),
        lambda g: [g.f(14, lo=0.5, hi=1.5), g.i(14, lo=-30, hi=30)], "integer_pow positive/negative/zero exponents, integer pow", F32_EW)
    add("popcount_clz_u64", lambda a: (lax.population_count(a), lax.clz(a), jnp.bitwise_count(a)),
        lambda g: [np.array([0, 1, 2**63, 2**64 - 1, 12345678901234, 2**32], np.uint64)], "popcount/clz of u64 (x64)", EXACT, x64=True)

    # ---------------- conversions at the edges ----------------
    add("f32_to_int_saturate", lambda x: (x.astype(jnp.int32), x.astype(jnp.uint8), x.astype(jnp.int8), x.astype(jnp.uint32)),
        lambda g: [np.array([3.7, -3.7, 1e10, -1e10, 300, -1, 255.9, 127.5, -128.5, 4.3e9, 0.0], np.float32)],
        "f32 to integer converts out of range (XLA saturates)", EXACT)
    add("nan_inf_to_int", lambda x: (x.astype(jnp.int32), x.astype(jnp.int64), x.astype(jnp.uint16), x.astype(jnp.bool_)),
        lambda g: [np.array([np.nan, np.inf, -np.inf, -0.0, 0.5], np.float32)], "NaN and infinities to integers and pred", EXACT, x64=True)
    add("f8_roundtrip", lambda x: (x.astype(jnp.float8_e4m3fn).astype(jnp.float32), x.astype(jnp.float8_e5m2).astype(jnp.float32), (x.astype(jnp.float8_e4m3fn) * x.astype(jnp.float8_e4m3fn)).astype(jnp.float32)),
        lambda g: [np.concatenate([np.array([0, 448, 500, -1e4, 1e-9, 57344, np.nan], np.float32), g.f(20, lo=-20, hi=20)])],
        "f8 e4m3fn/e5m2 round trips, saturation/overflow, f8 multiply", EXACT)
    add("half_converts", lambda x: (x.astype(jnp.float16), x.astype(jnp.bfloat16).astype(jnp.float16), x.astype(jnp.float16).astype(jnp.bfloat16)),
        lambda g: [np.array([65504, 65520, 1e-8, 6e-5, -0.0, 3.14159, 1e38, np.inf], np.float32)], "f32->f16 overflow/subnormal, bf16<->f16", EXACT)
    add("u32_u64_to_float", lambda a, b: (a.astype(jnp.float32), b.astype(jnp.float32), b.astype(jnp.float64)),
        lambda g: [np.array([0, 1, 2**31, 2**32 - 1, 16777217], np.uint32), np.array([2**64 - 1, 2**53 + 1, 2**63], np.uint64)],
        "large unsigned to float (rounding)", EXACT, x64=True)
    add("bitcast_shapes", lambda x, y: (lax.bitcast_convert_type(x, jnp.uint16), lax.bitcast_convert_type(y, jnp.float32)),
        lambda g: [g.f(3, 4), g.i(5, 2, lo=0, hi=60000, dtype=np.uint16)], "bitcast to a narrower type (adds a dim) and back (drops it)", EXACT)
    add("reduce_precision_modes", lambda x: (lax.reduce_precision(x, 5, 10), lax.reduce_precision(x, 8, 7), lax.reduce_precision(x, 4, 3)),
        lambda g: [np.concatenate([np.array([65520, 1e-7, np.nan, np.inf, 3e38], np.float32), g.f(10, lo=-100, hi=100)])], "reduce_precision to f16/bf16/f8 ranges", EXACT)

    # ---------------- complex ----------------
    add("complex_elementwise", lambda z: (jnp.exp(z), jnp.log(z), jnp.sqrt(z), jnp.tanh(z), z ** 2.5, jnp.abs(z), jnp.angle(z), jnp.reciprocal(z)),
        lambda g: [g.f(16) + 1j * g.f(16)], "complex64 exp/log/sqrt/tanh/pow/abs/angle/reciprocal", (2e-4, 2e-5))
    add("complex_dot_conj", lambda a, b: (a @ b, jnp.vdot(a[0], b[:, 0]), jnp.conj(a).T @ a), lambda g: [g.f(5, 6) + 1j * g.f(5, 6), g.f(6, 3) - 1j * g.f(6, 3)],
        "complex matmul, vdot, conjugate transpose product", F32_RED)
    add("complex128_ops", lambda z: (jnp.expm1(z), jnp.log1p(z), jnp.sin(z), jnp.arctan(z), z.real * z.imag),
        lambda g: [g.f(12, lo=-1, hi=1, dtype=np.float64) + 1j * g.f(12, lo=-1, hi=1, dtype=np.float64)], "complex128 expm1/log1p/sin/arctan", (1e-10, 1e-12), x64=True)

    # ---------------- random samplers on threefry ----------------
    def rk(k):
        return jax.random.wrap_key_data(k, impl="threefry2x32")

    add("random_normal_uniform", lambda k: (jax.random.normal(rk(k), (6, 5)), jax.random.uniform(rk(k), (7,), minval=-3, maxval=2), jax.random.randint(rk(k), (9,), -5, 17)),
        lambda g: [KEY], "threefry normal/uniform/randint from a key passed as data", F32_TR)
    add("random_truncated_bernoulli", lambda k: (jax.random.truncated_normal(rk(k), -1.5, 2.0, (20,)), jax.random.bernoulli(rk(k), 0.3, (16,)), jax.random.key_data(jax.random.split(rk(k), 3))),
        lambda g: [KEY], "truncated_normal (erf_inv), bernoulli, split", F32_TR)
    add("random_categorical_perm", lambda k, l: (jax.random.categorical(rk(k), l, axis=-1), jax.random.permutation(rk(k), 12), jax.random.choice(rk(k), 10, (4,), replace=False)),
        lambda g: [KEY, g.f(5, 8)], "categorical (gumbel argmax), permutation (sort), choice without replacement", EXACT)
    add("random_gamma_beta", lambda k: (jax.random.gamma(rk(k), jnp.array([0.5, 1.0, 3.0, 10.0]), (3, 4)), jax.random.beta(rk(k), 2.0, 3.0, (5,))),
        lambda g: [KEY], "gamma (rejection loop) and beta samplers", (1e-3, 1e-5))
    add("random_bits_fold_in", lambda k: (jax.random.bits(jax.random.fold_in(rk(k), 7), (8,), jnp.uint32), jax.random.bits(rk(k), (4,), jnp.uint8)),
        lambda g: [KEY], "raw random bits after fold_in, u8 bits", EXACT)

    # ---------------- nn / image ----------------
    add("dot_product_attention", lambda q, k, v: (jax.nn.dot_product_attention(q, k, v), jax.nn.dot_product_attention(q, k, v, is_causal=True)),
        lambda g: [g.f(2, 7, 4, 8), g.f(2, 7, 4, 8), g.f(2, 7, 4, 8)], "jax.nn.dot_product_attention (BTNH), plain and causal", F32_MODEL)
    add("dot_product_attention_gqa_bias", lambda q, k, v, b: jax.nn.dot_product_attention(q, k, v, bias=b),
        lambda g: [g.f(1, 6, 4, 8), g.f(1, 9, 2, 8), g.f(1, 9, 2, 8), g.f(1, 4, 6, 9)], "grouped-query attention (4 query heads over 2 kv heads) with a bias", F32_MODEL)
    add("activations_misc", lambda x: (jax.nn.celu(x), jax.nn.selu(x), jax.nn.elu(x), jax.nn.glu(x), jax.nn.log_sigmoid(x), jax.nn.softplus(x), jax.nn.relu6(x), jax.nn.hard_swish(x), jax.nn.squareplus(x), jax.nn.mish(x)),
        lambda g: [g.f(4, 10, lo=-8, hi=8)], "celu/selu/elu/glu/log_sigmoid/softplus/relu6/hard_swish/squareplus/mish", F32_TR)
    add("standardize_logsumexp_where", lambda x, m: (jax.nn.standardize(x, axis=1), jax.nn.logsumexp(x, axis=1, where=m), jax.nn.softmax(x, where=m)),
        lambda g: [g.f(5, 6), np.concatenate([np.ones((5, 1), bool), g.b(5, 5)], 1)], "standardize, masked logsumexp and softmax", F32_TR)
    add("image_resize", lambda x: (jax.image.resize(x, (1, 7, 9, 2), "bilinear"), jax.image.resize(x, (1, 3, 2, 2), "nearest"), jax.image.resize(x, (1, 8, 10, 2), "lanczos3"), jax.image.resize(x, (1, 9, 5, 2), "cubic")),
        lambda g: [g.f(1, 5, 4, 2)], "image resize bilinear (up), nearest (down), lanczos3, cubic", F32_RED)
    add("map_coordinates", lambda x, c: (jsp.ndimage.map_coordinates(x, c, order=1), jsp.ndimage.map_coordinates(x, c, order=0, mode="wrap")),
        lambda g: [g.f(6, 7), g.f(2, 11, lo=-1, hi=7)], "ndimage.map_coordinates linear and nearest-wrap", F32_EW)

    # ---------------- linear algebra odds ----------------
    add("matrix_power_norms", lambda a: (jnp.linalg.matrix_power(a, 5), jnp.linalg.matrix_power(a + 3 * jnp.eye(4), -2), jnp.linalg.norm(a, "fro"), jnp.linalg.norm(a, 1), jnp.linalg.norm(a, -jnp.inf), jnp.linalg.norm(a[0], 3)),
        lambda g: [g.f(4, 4, lo=-1, hi=1)], "matrix_power (positive, negative), matrix and vector norms", (1e-3, 1e-4))
    add("vander_meshgrid_kron", lambda x: (jnp.vander(x, 4), jnp.meshgrid(x, x[:3], indexing="ij"), jnp.kron(x[:2], x[:3]), jnp.tril_indices_from(jnp.zeros((4, 4)))[1]),
        lambda g: [g.f(5)], "vander, meshgrid ij, kron, tril indices", F32_EW)
    add("einsum_diag_trace", lambda a, b: (jnp.einsum("ii->i", a), jnp.einsum("ii", a), jnp.einsum("ij,ij->i", a, b), jnp.einsum("bi,bj->bij", a, b), jnp.einsum("ij->", a)),
        lambda g: [g.f(5, 5), g.f(5, 5)], "einsum diagonal, trace, rowwise dot, outer per batch, total", F32_RED)

    # ---------------- control and reductions ----------------
    add("variadic_argmax_ties", lambda x: (jnp.argmax(x, 0), jnp.argmin(x, 1), jnp.argmax(jnp.where(x > 1, jnp.nan, x), 1)),
        lambda g: [g.i(6, 7, lo=0, hi=3).astype(np.float32)], "argmax/argmin with ties (first index) and NaN (wins)", EXACT)
    add("cumulative_ops", lambda x: (lax.cumlogsumexp(x, axis=1), lax.cumprod(x, axis=0, reverse=True), lax.cummin(x, axis=1, reverse=True)),
        lambda g: [g.f(5, 9)], "cumlogsumexp, reverse cumprod, reverse cummin", F32_TR)
    add("top_k_ties_nan", lambda x: lax.top_k(x, 4), lambda g: [np.array([[1, 3, 3, np.nan, 2, 3], [-np.inf, -1, -1, -1, 0, -0.0]], np.float32)],
        "top_k with ties (lower index first) and NaN", EXACT)
    add("approx_max_k", lambda x: lax.approx_max_k(x, 3, recall_target=1.0), lambda g: [g.perm(40).reshape(4, 10).astype(np.float32)],
        "approx_max_k (exact on CPU)", EXACT)
    add("fori_dynamic_update", lambda x: lax.fori_loop(0, 6, lambda i, c: lax.dynamic_update_slice(c, jnp.full((1, 3), i, c.dtype) * c[i % 4, :3], (i % 5, i % 2)), x),
        lambda g: [g.f(5, 5)], "dynamic_update_slice in a loop at moving offsets", F32_EW)
    add("clip_where_broadcast", lambda x, lo: (jnp.clip(x, lo, 1.0), lax.clamp(jnp.float32(-0.5), x, jnp.float32(0.5)), jnp.where(x > lo, x, lo[:, None].T)),
        lambda g: [g.f(4, 6), g.f(6, lo=-1, hi=0)], "clip with array bound, lax.clamp scalar bounds, broadcast where", EXACT)
    add("fft_shift_hfft", lambda x: (jnp.fft.fftshift(jnp.fft.fft(x)), jnp.fft.hfft(x[:5], 8), jnp.fft.ifftshift(x), jnp.fft.fftfreq(7)),
        lambda g: [g.f(10) + 1j * g.f(10)], "fftshift of an fft, hfft, ifftshift, fftfreq", (1e-4, 1e-5))
    add("rfftn_irfftn", lambda x: (jnp.fft.rfftn(x), jnp.fft.irfftn(jnp.fft.rfftn(x), x.shape)),
        lambda g: [g.f(4, 6, 5)], "3-D real fft and its inverse", (1e-4, 1e-5))
    return C
