"""Kiln's `ops` conformance set: single ops across dtypes, special values and degenerate shapes.

Each case is one op (or a small family of one op's variants) on dtypes, shapes, axes and special
values that the public corpus skips: f16/bf16/f64, every integer width, pred and c64; conversions
between dtype pairs including NaN/inf/out-of-range; shape ops on rank 0 to 6 and zero-size
dimensions; reductions, scans, sorts and top-k of many kinds; jax.random.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import (  # noqa: E402
    BF16_TOL, EXACT, F16, F32_EW, F32_RED, F32_TR, F64, Case, Gen, bf16,
)

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import jax.scipy.special as jsp  # noqa: E402
import numpy as np  # noqa: E402
from hlo_util import BF16 as hlo_bf16  # noqa: E402
from jax import lax  # noqa: E402

SALT = "kiln-ops"

F32_SPECIAL = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 3.4e38, -3.4e38,
                        1.17549435e-38, 0.5, -0.5, 2.5, -2.5], np.float32)


def _ints(dtype):
    info = np.iinfo(dtype)
    return info.min, info.max


def int_edge(g, dtype, n):
    """Random values of an integer dtype plus its extremes, 0, 1 and -1."""
    lo, hi = _ints(dtype)
    a = g.i(n, lo=lo, hi=hi, dtype=np.int64 if dtype != np.uint64 else np.uint64).astype(dtype) \
        if dtype != np.uint64 else g.rng.integers(0, 2**64 - 1, size=n, dtype=np.uint64)
    edges = [lo, hi, 0, 1, lo + 1, hi - 1]
    if lo < 0:
        edges.append(-1)
    a[:len(edges)] = np.array(edges, dtype=dtype)
    return a


def cases():
    C = []

    def add(name, fn, args_fn, desc, tol=F32_EW, x64=False):
        g = Gen(name, SALT)
        C.append(Case(name, fn, tuple(args_fn(g)), desc, tol, x64))

    # ---------------- elementwise unary on other dtypes ----------------
    add("f16_unary_family", lambda x: (jnp.abs(x), -x, jnp.floor(x), jnp.ceil(x), jnp.sign(x), jnp.round(x),
                                       jnp.exp(x), jnp.log1p(jnp.abs(x)), jnp.sin(x), lax.rsqrt(jnp.abs(x) + 1)),
        lambda g: [g.f(5, 7, lo=-4, hi=4, dtype=np.float16)], "f16 abs/neg/floor/ceil/sign/round/exp/log1p/sin/rsqrt", F16)
    add("bf16_unary_family", lambda x: (jnp.abs(x), -x, jnp.floor(x), jnp.tanh(x), jnp.exp(x), jnp.sqrt(jnp.abs(x)),
                                        jax.nn.sigmoid(x), jnp.cos(x), jnp.expm1(x), jnp.log(jnp.abs(x) + 0.5)),
        lambda g: [bf16(g.f(6, 6, lo=-3, hi=3))], "bf16 abs/neg/floor/tanh/exp/sqrt/sigmoid/cos/expm1/log", BF16_TOL)
    add("f64_unary_family", lambda x: (jnp.exp(x), jnp.log(jnp.abs(x) + 0.1), jnp.tanh(x), jnp.sin(x), jnp.cos(x),
                                       jnp.sqrt(jnp.abs(x)), jnp.cbrt(x), jnp.expm1(x), jnp.log1p(jnp.abs(x)), lax.rsqrt(jnp.abs(x) + 1),
                                       jnp.arctan(x), jnp.tan(x * 0.3)),
        lambda g: [g.f(4, 9, lo=-3, hi=3, dtype=np.float64)], "f64 transcendentals", F64, x64=True)
    add("f64_rounding", lambda x: (jnp.floor(x), jnp.ceil(x), jnp.round(x), lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO),
                                   jnp.sign(x), jnp.trunc(x), jnp.isfinite(x)),
        lambda g: [np.concatenate([g.halves(20, dtype=np.float64), np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, 4503599627370497.0,
                                                                             -2.5, 0.49999999999999994], np.float64)])],
        "f64 floor/ceil/round-even/round-afz/sign/trunc/isfinite with specials", EXACT, x64=True)
    add("f32_specials_unary", lambda x: (jnp.sign(x), jnp.isfinite(x), jnp.floor(x), jnp.ceil(x), jnp.abs(x), -x,
                                         lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO), jnp.round(x)),
        lambda g: [F32_SPECIAL], "sign/isfinite/floor/ceil/abs/neg/round on signed zeros, inf, NaN, denormals, max", EXACT)
    add("f32_specials_transcendental", lambda x: (jnp.exp(x), jnp.log(x), jnp.sqrt(x), jnp.tanh(x), lax.rsqrt(x), jax.nn.sigmoid(x),
                                                  jnp.expm1(x), jnp.log1p(x), jnp.cbrt(x)),
        lambda g: [np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -1.0, 1e-30, 100.0, -100.0, 88.8, -104.0, 1e30], np.float32)],
        "exp/log/sqrt/tanh/rsqrt/logistic/expm1/log1p/cbrt at 0, -0, inf, NaN, overflow, underflow", F32_TR)
    add("int_unary_widths", lambda a, b, c, d: (jnp.abs(a), -a, jnp.sign(a), lax.bitwise_not(a), jnp.abs(b), -b, jnp.sign(b),
                                                lax.bitwise_not(c), -c, jnp.sign(c), lax.bitwise_not(d), jnp.sign(d)),
        lambda g: [int_edge(g, np.int8, 16), int_edge(g, np.int16, 16), int_edge(g, np.uint16, 16), int_edge(g, np.uint32, 16)],
        "abs/neg/sign/not on s8, s16, u16, u32 incl. INT_MIN (abs wraps)", EXACT)
    add("s64_u64_unary", lambda a, b: (jnp.abs(a), -a, jnp.sign(a), lax.bitwise_not(a), lax.population_count(a), lax.clz(a),
                                       -b, lax.bitwise_not(b), lax.population_count(b), lax.clz(b)),
        lambda g: [int_edge(g, np.int64, 16), int_edge(g, np.uint64, 16)], "s64/u64 abs/neg/sign/not/popcnt/clz", EXACT, x64=True)
    add("popcnt_clz_widths", lambda a, b, c, d: (lax.population_count(a), lax.clz(a), lax.population_count(b), lax.clz(b),
                                                 lax.population_count(c), lax.clz(c), lax.clz(d)),
        lambda g: [int_edge(g, np.int8, 20), int_edge(g, np.uint16, 20), int_edge(g, np.int16, 20), int_edge(g, np.uint8, 20)],
        "population_count / count-leading-zeros on s8, u16, s16, u8", EXACT)
    add("pred_not_unary", lambda p: (~p, jnp.logical_not(p).astype(jnp.int8), p.astype(jnp.uint8) * 3),
        lambda g: [g.b(3, 4, 5)], "pred not and pred -> s8/u8", EXACT)
    add("special_fns_f32", lambda x, u: (lax.lgamma(x), lax.digamma(x), lax.erf_inv(u), jsp.ndtri(jnp.abs(u) * 0.98 + 0.01),
                                         jsp.gammaln(x + 3), lax.igamma(x, x * 0.7 + 0.1), lax.igammac(x, 2.0 * x), jsp.xlogy(x, x)),
        lambda g: [g.f(5, 6, lo=0.2, hi=6.0), g.f(5, 6, lo=-0.95, hi=0.95)], "lgamma/digamma/erf_inv/ndtri/igamma/igammac/xlogy", (1e-4, 1e-4))
    add("special_fns_neg", lambda x: (lax.lgamma(x), lax.digamma(x), jsp.erfc(x), lax.bessel_i0e(x), lax.bessel_i1e(x)),
        lambda g: [g.f(4, 6, lo=-4.8, hi=4.8) + 0.05], "lgamma/digamma at negative non-integers, erfc, bessel i0e/i1e", (1e-4, 1e-4))

    # ---------------- elementwise binary on other dtypes ----------------
    add("f16_binary", lambda a, b: (a + b, a - b, a * b, a / b, jnp.maximum(a, b), jnp.minimum(a, b), a ** 2, jnp.arctan2(a, b),
                                    lax.rem(a, b), a < b, a == b),
        lambda g: [g.f(6, 6, lo=-8, hi=8, dtype=np.float16), g.f(6, 6, lo=0.5, hi=4, dtype=np.float16)], "f16 binary ops and compares", F16)
    add("bf16_binary", lambda a, b: (a + b, a * b, a / b, jnp.maximum(a, b), a - b, jnp.power(jnp.abs(a), b), a >= b, lax.rem(a, b)),
        lambda g: [bf16(g.f(5, 8, lo=-8, hi=8)), bf16(g.f(5, 8, lo=0.5, hi=3))], "bf16 binary ops and compares", BF16_TOL)
    add("f64_binary", lambda a, b: (a + b, a * b, a / b, a - b, jnp.power(jnp.abs(a), b), jnp.arctan2(a, b), lax.rem(a, b),
                                    jnp.maximum(a, b), jnp.hypot(a, b), lax.nextafter(a, b)),
        lambda g: [g.f(5, 6, lo=-5, hi=5, dtype=np.float64), g.f(5, 6, lo=-3, hi=3, dtype=np.float64)], "f64 binary ops", F64, x64=True)
    add("int_binary_widths", lambda a, b, c, d: (a + b, a * b, a - b, jnp.maximum(a, b), c + d, c * d, c - d, jnp.minimum(c, d),
                                                 a & b, c | d, a ^ b),
        lambda g: [int_edge(g, np.int16, 24), int_edge(g, np.int16, 24)[::-1].copy(), int_edge(g, np.uint16, 24), int_edge(g, np.uint16, 24)[::-1].copy()],
        "s16/u16 wrapping add/mul/sub/max/min/and/or/xor", EXACT)
    add("int_div_rem_widths", lambda a, b, c, d: (lax.div(a, b), lax.rem(a, b), lax.div(c, d), lax.rem(c, d), a // b, a % b),
        lambda g: [np.array([7, -7, 0, -128, -128, 127, -5, 100, 3, -1], np.int8), np.array([0, 0, 0, -1, 1, -1, 2, -7, 5, 0], np.int8),
                   np.array([7, 0, 65535, 1000, 5, 9, 0, 65535, 4, 3], np.uint16), np.array([0, 0, 1, 7, 65535, 3, 5, 0, 2, 9], np.uint16)],
        "s8/u16 div/rem by zero, INT_MIN/-1, jnp floor_divide/mod", EXACT)
    add("s64_div_rem_edge", lambda a, b: (lax.div(a, b), lax.rem(a, b), a * b, a + b),
        lambda g: [np.array([7, -7, 0, -2**63, -2**63, 2**63 - 1, -5, 2**62], np.int64), np.array([0, 0, 0, -1, 1, -1, 2, 4], np.int64)],
        "s64 div/rem edge cases and wrapping mul/add", EXACT, x64=True)
    add("u32_u64_arith", lambda a, b, c, d: (a + b, a - b, a * b, a // (b | 1), a % (b | 1), jnp.maximum(a, b), c * d, c - d, c // (d | 1)),
        lambda g: [int_edge(g, np.uint32, 12), int_edge(g, np.uint32, 12)[::-1].copy(), int_edge(g, np.uint64, 12), int_edge(g, np.uint64, 12)[::-1].copy()],
        "u32/u64 wrapping add/sub/mul, div/rem, max", EXACT, x64=True)
    add("shifts_s8_s16", lambda a, s, b, t: (lax.shift_left(a, s), lax.shift_right_arithmetic(a, s), lax.shift_right_logical(a, s),
                                             lax.shift_left(b, t), lax.shift_right_arithmetic(b, t), lax.shift_right_logical(b, t)),
        lambda g: [int_edge(g, np.int8, 20), (np.arange(20) - 3).astype(np.int8), int_edge(g, np.int16, 20), (np.arange(20) - 2).astype(np.int16)],
        "shifts on s8/s16 with negative and oversize amounts", EXACT)
    add("shifts_u16_u32", lambda a, s, b, t: (lax.shift_left(a, s), lax.shift_right_logical(a, s), lax.shift_right_arithmetic(a, s),
                                              lax.shift_left(b, t), lax.shift_right_logical(b, t), lax.shift_right_arithmetic(b, t)),
        lambda g: [int_edge(g, np.uint16, 20), np.arange(20).astype(np.uint16), int_edge(g, np.uint32, 36), np.arange(36).astype(np.uint32)],
        "shifts on u16/u32 incl. amounts >= width", EXACT)
    add("shifts_64", lambda a, s, b: (lax.shift_left(a, s), lax.shift_right_arithmetic(a, s), lax.shift_right_logical(a, s),
                                      lax.shift_left(b, s.astype(jnp.uint64)), lax.shift_right_logical(b, s.astype(jnp.uint64))),
        lambda g: [int_edge(g, np.int64, 70), np.arange(70).astype(np.int64) - 2, int_edge(g, np.uint64, 70)],
        "shifts on s64/u64 incl. amounts >= 64 and < 0", EXACT, x64=True)
    add("pow_special", lambda x, y: (jnp.power(x, y), lax.pow(x, y)),
        lambda g: [np.array([0.0, 0.0, -0.0, -2.0, -2.0, 1.0, np.nan, np.inf, -np.inf, 2.0, 0.5, -1.0, -1.0, 4.0, -8.0], np.float32),
                   np.array([0.0, -1.0, -3.0, 3.0, 0.5, np.nan, 0.0, -2.0, 3.0, np.inf, -np.inf, np.inf, 2.0, 0.5, 1.0 / 3], np.float32)],
        "pow special values (0^0, 0^-1, neg^int, neg^frac, 1^nan, nan^0, inf)", F32_TR)
    add("pow_int_exponent", lambda x, n, m: (lax.pow(x, n), lax.integer_pow(x, 5), lax.integer_pow(x, -3), x ** 0, jnp.power(m, jnp.abs(n))),
        lambda g: [g.f(12, lo=-2, hi=2), np.arange(12, dtype=np.int32) - 6, g.i(12, lo=-4, hi=5)],
        "pow with s32 exponent (f32^s32, s32^s32), integer_pow 5/-3/0", F32_TR)
    add("atan2_hypot_special", lambda y, x: (jnp.arctan2(y, x), jnp.hypot(y, x)),
        lambda g: [np.array([0.0, -0.0, 0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.inf, np.nan, 1.0, 3e38, 1e-30], np.float32),
                   np.array([0.0, 0.0, -0.0, -0.0, np.inf, -np.inf, np.inf, -np.inf, 1.0, 1.0, 0.0, 3e38, 1e-30], np.float32)],
        "atan2 signed zeros/infs, hypot overflow/underflow", F32_TR)
    add("nextafter_special", lambda a, b: lax.nextafter(a, b),
        lambda g: [np.array([0.0, -0.0, 1.0, 1.0, np.inf, -np.inf, np.nan, 1e-45, 3.4028235e38, 2.0], np.float32),
                   np.array([1.0, -1.0, 2.0, 0.0, 0.0, 0.0, 1.0, 0.0, np.inf, np.nan], np.float32)],
        "nextafter at zeros, denormals, inf, max, NaN", EXACT)
    add("rem_f32_special", lambda a, b: (lax.rem(a, b), jnp.remainder(a, b), jnp.fmod(a, b)),
        lambda g: [np.array([5.5, -5.5, 5.5, -5.5, 0.0, -0.0, np.inf, 1.0, 7.0, 1e30], np.float32),
                   np.array([2.0, 2.0, -2.0, -2.0, 3.0, 3.0, 2.0, np.inf, 0.0, 3.0], np.float32)],
        "rem / jnp.remainder / fmod signs, inf and zero divisors", F32_EW)
    add("max_min_f16_bf16_nan", lambda a, b, c, d: (jnp.maximum(a, b), jnp.minimum(a, b), jnp.maximum(c, d), jnp.minimum(c, d)),
        lambda g: [np.array([np.nan, 1, -0.0, 0.0, np.inf, 2], np.float16), np.array([1, np.nan, 0.0, -0.0, -np.inf, np.nan], np.float16),
                   bf16([np.nan, 1, -0.0, 0.0, np.inf, 2]), bf16([1, np.nan, 0.0, -0.0, -np.inf, np.nan])],
        "f16/bf16 max/min NaN propagation and signed zeros", EXACT)
    add("pred_binary", lambda a, b: (a & b, a | b, a ^ b, a == b, a != b, a < b, a >= b, jnp.maximum(a, b), jnp.minimum(a, b)),
        lambda g: [g.b(4, 6), g.b(4, 6)], "pred and/or/xor/compare/max/min", EXACT)

    # ---------------- complex ----------------
    c64 = lambda g, *s: (g.f(*s) + 1j * g.f(*s)).astype(np.complex64)
    add("c64_arith", lambda a, b: (a + b, a - b, a * b, a / b, -a, jnp.conj(a), jnp.real(a), jnp.imag(b), a == b, a != b),
        lambda g: [c64(g, 4, 5), c64(g, 4, 5)], "c64 add/sub/mul/div/neg/conj/real/imag/eq/ne", F32_EW)
    add("c64_transcendental", lambda z: (jnp.exp(z), jnp.log(z), jnp.sqrt(z), jnp.abs(z), lax.rsqrt(z), jnp.sin(z), jnp.cos(z),
                                         jnp.tanh(z), jnp.expm1(z), jnp.log1p(z), jnp.sign(z)),
        lambda g: [c64(g, 4, 6)], "c64 exp/log/sqrt/abs/rsqrt/sin/cos/tanh/expm1/log1p/sign", (1e-4, 1e-4))
    add("c64_pow_dot", lambda a, b: (a ** 2, jnp.power(a, b), a @ b.T, jnp.sum(a, 1), jnp.prod(a[:, :3], 1)),
        lambda g: [c64(g, 3, 4), c64(g, 3, 4) * 0.5], "c64 square/pow/matmul/sum/prod", (1e-4, 1e-4))
    add("c64_convert", lambda x, z: (x.astype(jnp.complex64), lax.complex(x, -x), jnp.real(z).astype(jnp.int32), z.astype(jnp.complex64) * 2,
                                     jnp.abs(z).astype(jnp.float16)),
        lambda g: [g.f(3, 5, lo=-9, hi=9), c64(g, 3, 5) * 4], "f32 -> c64, complex(), real -> s32, abs -> f16", F32_EW)
    add("c128_ops", lambda a, b: (a * b, a / b, jnp.exp(a), jnp.abs(b), jnp.sqrt(a), a @ b.T, a.astype(jnp.complex64)),
        lambda g: [(g.f(3, 3) + 1j * g.f(3, 3)).astype(np.complex128), (g.f(3, 3) + 1j * g.f(3, 3)).astype(np.complex128)],
        "c128 mul/div/exp/abs/sqrt/matmul and c128 -> c64", (1e-12, 1e-12), x64=True)

    # ---------------- conversions ----------------
    add("convert_float_int_widths", lambda x: (x.astype(jnp.int8), x.astype(jnp.int16), x.astype(jnp.uint16), x.astype(jnp.uint8),
                                               x.astype(jnp.uint32), x.astype(jnp.int32)),
        lambda g: [np.array([0.0, -0.0, 0.9, -0.9, 127.5, 128.0, -128.5, -129.0, 255.9, 256.0, 32767.0, 32768.0, -32769.0, 65535.0,
                             65536.0, -1.0, 4.3e9, -4.3e9, np.nan, np.inf, -np.inf, 1e-40], np.float32)],
        "f32 -> s8/s16/u16/u8/u32/s32 with out-of-range, NaN, inf (XLA saturates, NaN -> 0)", EXACT)
    add("convert_f16_bf16_int", lambda a, b: (a.astype(jnp.int8), a.astype(jnp.uint8), a.astype(jnp.int32), b.astype(jnp.int16),
                                              b.astype(jnp.uint32), b.astype(jnp.int32)),
        lambda g: [np.array([0, 1.5, -1.5, 200, -200, 65504, -65504, np.inf, -np.inf, np.nan], np.float16),
                   bf16([0, 1.5, -1.5, 40000, -40000, 3e9, -3e9, np.inf, -np.inf, np.nan])],
        "f16 / bf16 -> ints with saturation and NaN", EXACT)
    add("convert_f64_int", lambda x: (x.astype(jnp.int64), x.astype(jnp.uint64), x.astype(jnp.int32), x.astype(jnp.uint8)),
        lambda g: [np.array([0.0, -0.7, 2.5, 1e19, -1e19, 9.3e18, 1.8e19, 2e19, np.nan, np.inf, -np.inf, 4294967296.5, -300.0], np.float64)],
        "f64 -> s64/u64/s32/u8 out-of-range and NaN", EXACT, x64=True)
    add("convert_int_float_rounding", lambda a, b, c: (a.astype(jnp.float32), a.astype(jnp.float16), a.astype(jnp.bfloat16),
                                                       b.astype(jnp.float32), b.astype(jnp.float64), c.astype(jnp.float32), c.astype(jnp.float64),
                                                       b.astype(jnp.bfloat16), c.astype(jnp.bfloat16), b.astype(jnp.float16)),
        lambda g: [np.array([16777217, 16777219, -16777217, 33554435, 2049, 2051, 65519, 65520, 70000, -70000, 2**25 + 2**17 + 1, -(2**25 + 2**17 + 1)], np.int32),
                   np.array([2**53 + 1, 2**53 + 3, -(2**53) - 1, 2**63 - 1, -2**63, 2**24 + 1, 7, -7, 0, 1, 2**62 + 2**38, 12345], np.int64),
                   np.array([2**64 - 1, 2**63 + 1, 2**53 + 1, 0, 1, 2**32, 2**24 + 1, 3, 2**40 + 7, 2**63, 2**64 - 2**40, 2**33 + 2**25 + 1], np.uint64)],
        "int -> float rounding (s32->f32/f16/bf16, s64/u64 -> f32/f64/bf16/f16; XLA:CPU rounds to f32 first)", EXACT, x64=True)
    add("convert_f32_f16_ties", lambda x: (x.astype(jnp.float16), x.astype(jnp.bfloat16), x.astype(jnp.float16).astype(jnp.float32)),
        lambda g: [np.array([1.00048828125, 1.00146484375, 1.0009765625 + 2**-24, 65504.0, 65519.99, 65520.0, 6e-8, 2.98e-8, 2.9802322e-08,
                             3e-8, 1e-5, -1e-7, 1.00390625, 1.01171875, 1.0078125 + 2**-20, np.nan, -np.inf, 5.96e-8, -0.0, 3.4e38], np.float32)],
        "f32 -> f16/bf16 ties to even, f16 overflow, f16 subnormals and underflow", EXACT)
    add("convert_f16_bf16_cross", lambda a, b: (a.astype(jnp.bfloat16), b.astype(jnp.float16), a.astype(jnp.float64), b.astype(jnp.float64)),
        lambda g: [np.concatenate([g.f(10, lo=-100, hi=100, dtype=np.float16), np.array([6e-8, 65504, np.inf, np.nan, -0.0], np.float16)]),
                   bf16(np.concatenate([g.f(10, lo=-1e5, hi=1e5), np.array([1e-10, 1e38, -np.inf, np.nan, 70000.0], np.float32)]))],
        "f16 <-> bf16 (overflow, subnormals), f16/bf16 -> f64", EXACT, x64=True)
    add("convert_f64_narrow_ties", lambda x: (x.astype(jnp.float32), x.astype(jnp.float16), x.astype(jnp.bfloat16)),
        lambda g: [np.array([1 + 2**-24, 1 + 3 * 2**-24, 1 + 2**-24 + 2**-50, 1e39, -1e39, 1e-46, 1e-39, 1 + 2**-11, 1 + 2**-11 + 2**-40,
                             65520.0, 1 + 2**-8, 1 + 2**-8 + 2**-30, np.nan, -0.0], np.float64)],
        "f64 -> f32/f16/bf16 ties: XLA:CPU rounds through f32 (double rounding, FTZ on the f32)", EXACT, x64=True)
    add("convert_int_int_all", lambda a: (a.astype(jnp.int8), a.astype(jnp.uint8), a.astype(jnp.int16), a.astype(jnp.uint16),
                                          a.astype(jnp.uint32), a.astype(jnp.uint64), a.astype(jnp.int64), a.astype(jnp.bool_)),
        lambda g: [int_edge(g, np.int32, 16)], "s32 -> every int width and pred (wrap, sign extend, nonzero)", EXACT, x64=True)
    add("convert_unsigned_widen", lambda a, b: (a.astype(jnp.int32), a.astype(jnp.int8), a.astype(jnp.int64), b.astype(jnp.int32),
                                                b.astype(jnp.int16), b.astype(jnp.float32)),
        lambda g: [int_edge(g, np.uint8, 10), int_edge(g, np.uint32, 10)], "u8/u32 -> signed (zero extend / wrap) and u32 -> f32", EXACT, x64=True)
    add("convert_bool_numbers", lambda p, x, i: (p.astype(jnp.float16), p.astype(jnp.bfloat16), p.astype(jnp.uint8), x.astype(jnp.bool_),
                                                 i.astype(jnp.bool_), (x != 0).astype(jnp.int16)),
        lambda g: [g.b(12), np.array([0.0, -0.0, np.nan, 1e-45, -1.0, np.inf, 0.5, 0.0, 2.0, -0.0, 1.0, 0.0], np.float32),
                   np.array([0, 1, -1, 2, 0, 127, -128, 0, 7, 0, 3, 0], np.int8)],
        "pred <-> f16/bf16/u8, f32/s8 -> pred (NaN and -0.0)", EXACT)
    add("bitcast_same_width", lambda a, b, c, d: (lax.bitcast_convert_type(a, jnp.int16), lax.bitcast_convert_type(b, jnp.uint16),
                                                  lax.bitcast_convert_type(c, jnp.float16), lax.bitcast_convert_type(d, jnp.int8)),
        lambda g: [g.f(10, dtype=np.float16), bf16(g.f(10)), g.i(10, lo=0, hi=0x7c00, dtype=np.uint16), g.i(10, lo=0, hi=256, dtype=np.uint8)],
        "bitcast f16->s16, bf16->u16, u16->f16, u8->s8", EXACT)
    add("bitcast_widths", lambda a, b, c: (lax.bitcast_convert_type(a, jnp.uint16), lax.bitcast_convert_type(b, jnp.float32),
                                           lax.bitcast_convert_type(a, jnp.int8), lax.bitcast_convert_type(c, jnp.int32)),
        lambda g: [g.f(2, 3), g.i(4, 2, lo=0, hi=0x3f00, dtype=np.uint16), g.i(5, 4, lo=0, hi=256, dtype=np.uint8)],
        "bitcast f32 -> u16[..,2] / s8[..,4], u16[..,2] -> f32, u8[..,4] -> s32", EXACT)
    add("bitcast_64bit", lambda a, b, c: (lax.bitcast_convert_type(a, jnp.int64), lax.bitcast_convert_type(a, jnp.uint32),
                                          lax.bitcast_convert_type(b, jnp.float64), lax.bitcast_convert_type(c, jnp.float64)),
        lambda g: [g.f(3, dtype=np.float64), int_edge(g, np.int64, 8), g.i(2, 2, lo=0, hi=2**31, dtype=np.uint32)],
        "bitcast f64 <-> s64, f64 -> u32[..,2], u32[..,2] -> f64", EXACT, x64=True)

    # ---------------- compare / select / clamp ----------------
    add("compare_total_order", lambda a, b: (lax.eq(a, b), lax.lt(a, b), lax.le(a, b), jnp.argsort(a, stable=True)),
        lambda g: [np.array([np.nan, -np.nan, -0.0, 0.0, np.inf, -np.inf, 1.0, -1.0, np.nan, 0.0], np.float32),
                   np.array([np.nan, 1.0, 0.0, -0.0, np.inf, np.inf, np.nan, -1.0, -np.nan, -0.0], np.float32)],
        "float compares with NaN/signed zeros and stable argsort with NaN, -NaN and -0.0", EXACT)
    add("compare_int_widths", lambda a, b, c, d: (a < b, a >= b, a == b, c < d, c > d, c != d),
        lambda g: [int_edge(g, np.int8, 12), int_edge(g, np.int8, 12)[::-1].copy(), int_edge(g, np.uint16, 12), int_edge(g, np.uint16, 12)[::-1].copy()],
        "signed s8 and unsigned u16 compares at the extremes", EXACT)
    add("compare_f16_bf16_f64", lambda a, b, c: (a < a[::-1], a == a[::-1], b > b[::-1], b != b[::-1], c <= c[::-1], c == c[::-1]),
        lambda g: [np.array([np.nan, 1, -0.0, 0.0, np.inf, 1, 2], np.float16), bf16([np.nan, 3, -0.0, 0.0, -np.inf, 3, 1]),
                   np.array([np.nan, 1e-300, -0.0, 0.0, np.inf, 1e-300, 5], np.float64)],
        "compares on f16/bf16/f64 with NaN and signed zeros", EXACT, x64=True)
    add("select_broadcast_variants", lambda c, a, b, s: (jnp.where(c[:, None], a, b), jnp.where(c[:, None], a, s), jnp.where(a > 0, s, -s),
                                                          lax.select(c[:, None] & (b > 0), a.astype(jnp.int32), b.astype(jnp.int32))),
        lambda g: [g.b(5), g.f(5, 4), g.f(5, 4), np.float32(7.0)], "select with row-broadcast predicate, scalar branches, int select", EXACT)
    add("select_dtypes", lambda p, a, b, c, d, e, f: (lax.select(p, a, b), lax.select(p, c, d), lax.select(p, e, f), lax.select(p, p, ~p)),
        lambda g: [g.b(3, 4), g.f(3, 4, dtype=np.float16), g.f(3, 4, dtype=np.float16), bf16(g.f(3, 4)), bf16(g.f(3, 4)),
                   g.i(3, 4, dtype=np.int8), g.i(3, 4, dtype=np.int8)], "select on f16/bf16/s8/pred", EXACT)
    add("clamp_variants", lambda lo, x, hi, i, fl: (lax.clamp(lo, x, hi), lax.clamp(np.float32(-0.5), x, hi), lax.clamp(lo, x, np.float32(0.25)),
                                                    lax.clamp(np.int8(-3), i, np.int8(4)), jnp.clip(fl, -1.0, 1.0), lax.clamp(hi, x, lo)),
        lambda g: [g.f(4, 5, lo=-1, hi=0), np.concatenate([g.f(3, 5), np.array([[np.nan, np.inf, -np.inf, -0.0, 0.0]], np.float32)]),
                   g.f(4, 5, lo=0, hi=1), g.i(4, 5, lo=-10, hi=10, dtype=np.int8), g.f(4, 5, lo=-3, hi=3, dtype=np.float16)],
        "clamp with array/scalar bounds, NaN operand, s8, f16 clip, inverted bounds (lo > hi)", EXACT)
    add("clamp_u32_f64", lambda x, y: (jnp.clip(x, np.uint32(10), np.uint32(4000000000)), lax.clamp(np.float64(-1.5), y, np.float64(1e300))),
        lambda g: [int_edge(g, np.uint32, 10), np.array([-np.inf, np.nan, -2, 0, 1e308, np.inf, -1.4, 1e300, -0.0, 5], np.float64)],
        "clamp u32 and f64", EXACT, x64=True)

    # ---------------- iota ----------------
    add("iota_dtypes", lambda x: (jnp.arange(10, dtype=jnp.int8), jnp.arange(7, dtype=jnp.uint8), jnp.arange(5, dtype=jnp.float16),
                                  jnp.arange(6, dtype=jnp.bfloat16), lax.broadcasted_iota(jnp.int16, (2, 3, 4), 2),
                                  lax.broadcasted_iota(jnp.uint32, (2, 3, 4), 0), lax.broadcasted_iota(jnp.float32, (3, 5), 1) + x),
        lambda g: [g.f(3, 5)], "iota of s8/u8/f16/bf16/s16/u32/f32 along various dims", EXACT)
    add("iota_large_f16_bf16", lambda x: (lax.iota(jnp.bfloat16, 300), lax.iota(jnp.float16, 2100)[::97], x + lax.iota(jnp.int8, 200)),
        lambda g: [np.int8(3)], "iota in bf16 past 256 and f16 past 2048 (rounded), s8 iota wrapping", EXACT)
    add("iota_x64", lambda x: (lax.broadcasted_iota(jnp.int64, (3, 4), 1) * x, lax.broadcasted_iota(jnp.uint64, (4, 2), 0),
                               lax.broadcasted_iota(jnp.float64, (2, 3, 2), 1)),
        lambda g: [np.int64(2**40)], "s64/u64/f64 iota", EXACT, x64=True)

    # ---------------- shape ops ----------------
    add("transpose_rank5_6", lambda x, y: (jnp.transpose(x, (4, 2, 0, 3, 1)), jnp.transpose(y, (5, 0, 3, 1, 4, 2)), jnp.transpose(y, (1, 0, 2, 3, 5, 4))),
        lambda g: [g.f(2, 3, 4, 2, 3), g.i(2, 3, 2, 2, 3, 2, dtype=np.int16)], "transposes of rank 5 and rank 6 (s16)", EXACT)
    add("transpose_dtypes", lambda a, b, c: (a.T, jnp.transpose(b, (2, 0, 1)), jnp.transpose(c, (1, 2, 0, 3))),
        lambda g: [g.i(17, 9, dtype=np.int8), bf16(g.f(3, 5, 7)), g.b(2, 3, 4, 5)], "transpose s8 / bf16 / pred", EXACT)
    add("reshape_degenerate", lambda x, s: (x.reshape(1, 24, 1), x.reshape(2, 1, 3, 1, 4), x.reshape(24), s.reshape(1, 1, 1), s.reshape(()),
                                            x.reshape(4, 6)[:, None, :, None]),
        lambda g: [g.f(4, 3, 2), g.f(1)], "reshapes adding/removing size-1 dims, rank 0 and rank 5", EXACT)
    add("broadcast_in_dim_variants", lambda s, v, m, b: (jnp.broadcast_to(s, (2, 3)), jnp.broadcast_to(v, (3, 2, 4)), jnp.broadcast_to(m[:, None, :], (3, 5, 4)),
                                                          jnp.broadcast_to(b, (2, 1, 3, 4)), jnp.broadcast_to(v[None, :, None], (2, 4, 3))),
        lambda g: [np.int16(-5), g.f(4), g.f(3, 4), g.b(1, 1, 4)], "broadcast_in_dim of scalar/vector/matrix/size-1 dims, pred", EXACT)
    add("slice_strided_rank4", lambda x: (x[::2, 1::2, ::-1, 1:4:2], x[1:, :1, 2:3, ::3], x[..., -1], x[:, ::-2]),
        lambda g: [g.f(3, 5, 4, 6)], "strided slices / reversed slices of rank 4", EXACT)
    add("slice_empty", lambda x: (x[2:2], x[:, 5:], x[3:1, ::2], lax.slice(x, (1, 0), (4, 4), (5, 1))),
        lambda g: [g.f(4, 5)], "slices with zero-size results and stride larger than extent", EXACT)
    add("concatenate_many", lambda a, b, c, d, e: (jnp.concatenate([a, b, c, d, e, a], 1), jnp.concatenate([a[:, :0], b, a[:, :0]], 1),
                                                    jnp.concatenate([x.astype(jnp.int8) for x in (a, b, c)], 1)),
        lambda g: [g.f(2, 1) * 10, g.f(2, 3) * 10, g.f(2, 2) * 10, g.f(2, 5) * 10, g.f(2, 1) * 10], "concatenate 6 operands, zero-size operands, s8", EXACT)
    add("concatenate_dtypes", lambda a, b, c, d: (jnp.concatenate([a, a], 0), jnp.concatenate([b, b[::-1]], 2), jnp.stack([c, c, c], 1),
                                                  jnp.concatenate([d, ~d], 0)),
        lambda g: [g.f(2, 3, dtype=np.float16), bf16(g.f(2, 2, 2)), g.i(4, dtype=np.uint16), g.b(3, 2)], "concatenate / stack on f16/bf16/u16/pred", EXACT)
    add("pad_variants", lambda x, i: (lax.pad(x, np.float32(-1), [(2, -1, 0), (-1, -2, 1), (0, 0, 2)]), lax.pad(i, np.int8(9), [(1, 1, 3)]),
                                      lax.pad(x, np.float32(0), [(-2, -1, 0), (0, 0, 0), (-1, -1, 0)]), jnp.pad(x, ((0, 0), (1, 1), (2, 0)), constant_values=np.nan)),
        lambda g: [g.f(3, 4, 3), g.i(4, dtype=np.int8)], "pad rank 3 with negative and interior padding, s8 interior, NaN pad value", EXACT)
    add("pad_to_empty_and_edge", lambda x: (lax.pad(x, np.float32(1), [(-3, 0, 0), (0, 0, 0)]), lax.pad(x, np.float32(2), [(0, 0, 0), (-2, -3, 0)]),
                                             jnp.pad(x, ((1, 1), (0, 0)), mode="wrap"), jnp.pad(x, ((2, 2), (1, 1)), mode="symmetric")),
        lambda g: [g.f(3, 5)], "pad that removes whole dims (zero-size result), wrap and symmetric modes", EXACT)
    add("reverse_multi_axes", lambda x, b: (lax.rev(x, (0, 2, 3)), lax.rev(x, ()), lax.rev(b, (0, 1)), x[::-1, ::-1, ::-1, ::-1]),
        lambda g: [g.f(2, 3, 4, 2), g.i(3, 5, dtype=np.int16)], "reverse on several axes, none, s16", EXACT)
    add("dynamic_slice_clamp", lambda x, i, j, k: (lax.dynamic_slice(x, (i, j, k), (2, 3, 2)), lax.dynamic_slice(x, (j, k, i), (3, 4, 1)),
                                                  lax.dynamic_slice(x, (k, i, j), (4, 5, 3))),
        lambda g: [g.f(4, 5, 3), np.int32(100), np.int32(-7), np.int32(1)], "dynamic_slice rank 3 starts beyond the end / negative (clamped), full-size slice", EXACT)
    add("dynamic_slice_index_dtypes", lambda x, i, j, k: (lax.dynamic_slice(x, (i, i), (2, 2)), lax.dynamic_slice(x, (j, j), (3, 1)),
                                                          lax.dynamic_slice(x, (k, k), (1, 4))),
        lambda g: [g.f(5, 6), np.int8(-100), np.uint32(3000000000), np.int16(4)], "dynamic_slice with s8/u32/s16 start indices", EXACT)
    add("dynamic_update_slice_clamp", lambda x, u, v, i, j: (lax.dynamic_update_slice(x, u, (i, j)), lax.dynamic_update_slice(x, u, (j, i)),
                                                              lax.dynamic_update_slice(x, v, (i, i)), lax.dynamic_update_slice(x, x, (j, j))),
        lambda g: [g.i(5, 6, dtype=np.int16), g.i(2, 4, dtype=np.int16), g.i(0, 3, dtype=np.int16), np.int32(-3), np.int32(50)],
        "dynamic_update_slice with clamped starts, zero-size update, full-size update (s16)", EXACT)
    add("indexing_newaxis_ellipsis", lambda x: (x[..., None], x[None, ::-1], x[:, None, 1], x[-1, ..., ::2], x[1, 2]),
        lambda g: [g.f(4, 3, 5)], "x[..., None], x[None, ::-1], integer indexing without gather", EXACT)
    add("zero_size_elementwise", lambda a, b: (a + 1, jnp.exp(a), a.T, a.reshape(0, 2), jnp.concatenate([a, a], 1), b * 2, jnp.broadcast_to(b, (3, 0))),
        lambda g: [np.zeros((2, 0), np.float32), np.zeros((0,), np.int32)], "elementwise/transpose/reshape/concat/broadcast on zero-size arrays", EXACT)
    add("rank0_scalar_ops", lambda a, b, c: (a * b + 1, jnp.exp(a), -c, c // 3, a > b, jnp.where(a > b, a, b), jnp.reshape(a, (1, 1)), jnp.sum(a)),
        lambda g: [np.float32(1.25), np.float32(-3.5), np.int32(-7)], "rank-0 arithmetic, compare, select, reshape, reduce", F32_EW)
    add("rank6_elementwise", lambda a, b: (a * b + a, jnp.sum(a, (1, 3, 5)), jnp.max(b, 0), a[:, :, ::-1, :, 1:, :]),
        lambda g: [g.f(2, 2, 3, 2, 3, 2), g.f(2, 2, 3, 2, 3, 2)], "rank-6 elementwise, reduce over alternating axes, slice", F32_RED)
    add("size1_dims", lambda a, b: (a + b, jnp.sum(a, 1), jnp.transpose(a, (2, 1, 0, 3)), jnp.max(b, (0, 3)), jnp.squeeze(a, (1, 2))),
        lambda g: [g.f(3, 1, 1, 4), g.f(1, 1, 1, 4)], "size-1 dims: broadcast add, reduce over size-1 dims, transpose", F32_EW)

    # ---------------- reductions ----------------
    add("reduce_int_widths", lambda a, b, c: (jnp.sum(a, 1, dtype=jnp.int8), jnp.max(a, 0), jnp.min(a), jnp.prod(b, 1, dtype=jnp.uint16),
                                              jnp.sum(c, 0, dtype=jnp.int16), jnp.max(c, 1)),
        lambda g: [g.i(4, 6, lo=-128, hi=128, dtype=np.int8), g.i(3, 7, lo=0, hi=20, dtype=np.uint16), g.i(5, 4, lo=-30000, hi=30000, dtype=np.int16)],
        "wrapping s8/u16/s16 sum/prod and max/min", EXACT)
    add("reduce_64bit", lambda a, b, c: (jnp.sum(a, 0), jnp.prod(a, 1), jnp.max(b), jnp.sum(b, 1), jnp.sum(c, 1), jnp.min(c, 0), jnp.prod(c, 1)),
        lambda g: [g.i(4, 5, lo=-2**40, hi=2**40, dtype=np.int64), int_edge(g, np.uint64, 12).reshape(3, 4), g.f(4, 6, dtype=np.float64)],
        "s64/u64/f64 sum/prod/max/min", F64, x64=True)
    add("reduce_bitwise", lambda a, p: (lax.reduce(a, np.int32(0), lax.bitwise_or, (1,)), lax.reduce(a, np.int32(-1), lax.bitwise_and, (0,)),
                                        lax.reduce(a, np.int32(0), lax.bitwise_xor, (0, 1)), jnp.any(p, (0, 2)), jnp.all(p, 1),
                                        lax.reduce(p, np.bool_(False), lax.bitwise_xor, (2,))),
        lambda g: [g.i(5, 6, lo=-2**31, hi=2**31 - 1), g.b(3, 4, 5)], "reduce with or/and/xor on s32 and pred", EXACT)
    add("reduce_f16_bf16", lambda a, b: (jnp.sum(a, 1), jnp.max(a, 0), jnp.mean(a, 1), jnp.prod(b[:, :5], 1), jnp.min(b, 1), jnp.sum(b, 0),
                                         lax.reduce(a, np.float16(0), lax.add, (1,))),
        lambda g: [g.f(4, 40, lo=-2, hi=2, dtype=np.float16), bf16(g.f(6, 12, lo=0.8, hi=1.2))],
        "f16/bf16 reductions (jnp upcasts to f32; lax.reduce in f16 directly)", F16)
    add("reduce_empty_axes", lambda a, b, c: (jnp.sum(a, 1), jnp.prod(a, 1), lax.reduce(a, np.float32(-np.inf), lax.max, (1,)), lax.reduce(a, np.float32(np.inf), lax.min, (1,)), jnp.sum(b, 0), jnp.any(c, 0), jnp.all(c, 0),
                                              jnp.max(b, 0, initial=-5)),
        lambda g: [np.zeros((3, 0), np.float32), np.zeros((0, 4), np.int32), np.zeros((0, 2), np.bool_)],
        "reductions over zero-size axes give the init value (0, 1, -inf, inf, false, true)", EXACT)
    add("reduce_nan_inf", lambda x: (jnp.sum(x, 1), jnp.max(x, 1), jnp.min(x, 1), jnp.prod(x, 1), jnp.nanmax(x, 1), jnp.nansum(x, 1)),
        lambda g: [np.array([[1, np.nan, 2, 3], [np.inf, -np.inf, 1, 2], [np.inf, 1, 2, 3], [-0.0, -0.0, -0.0, -0.0], [0.0, np.inf, 2, 1]], np.float32)],
        "sum/max/min/prod with NaN and inf, nanmax/nansum, -0.0 sum", EXACT)
    add("argmax_argmin_variants", lambda x, i, h: (jnp.argmax(x, 0), jnp.argmin(x, 2), jnp.argmax(i, 1), jnp.argmin(i, 0), jnp.argmax(h, 1),
                                                    jnp.argmin(h, 1), jnp.argmax(x.reshape(-1))),
        lambda g: [g.halves(3, 4, 5), g.i(4, 6, lo=-3, hi=3, dtype=np.int8),
                   np.array([[np.nan, 1, np.nan, 2], [1, 1, 1, 1], [-np.inf, -np.inf, 0, np.inf], [0, -0.0, np.nan, 5]], np.float16)],
        "argmax/argmin on rank 3 axes, s8 ties, f16 with NaN and infs", EXACT)
    add("argmax_keepdims_bf16", lambda x: (jnp.argmax(x, 1, keepdims=True), jnp.argmin(x, 0, keepdims=True), jnp.max(x, 1)),
        lambda g: [bf16(g.halves(5, 6))], "argmax/argmin on bf16 with ties, keepdims", EXACT)
    add("variadic_reduce_3", lambda a, b, c: lax.reduce((a, b, c), (np.float32(-np.inf), np.int32(0), np.int32(0)),
                                                        lambda x, y: (jnp.maximum(x[0], y[0]), x[1] + y[1], jnp.maximum(x[2], y[2])), (0,)),
        lambda g: [g.f(6, 4), g.i(6, 4), g.i(6, 4)], "variadic reduce with 3 operands of mixed dtypes", EXACT)
    add("cumulative_axes", lambda x: (jnp.cumsum(x, 0), jnp.cumsum(x, 2), lax.cumprod(x, 1, reverse=True), lax.cummax(x, 2, reverse=True),
                                      lax.cummin(x, 0), lax.cumlogsumexp(x, 1)),
        lambda g: [g.f(3, 5, 6, lo=-1, hi=1)], "cumsum/cumprod/cummax/cummin/cumlogsumexp along each axis of rank 3, reverse", F32_RED)
    add("cumulative_int_dtypes", lambda a, b, p: (jnp.cumsum(a, 1, dtype=jnp.int8), lax.cummax(a, 0), jnp.cumprod(b, 0), lax.cummin(b, 1),
                                                  jnp.cumsum(p, 1), lax.cummin(a, 1, reverse=True)),
        lambda g: [g.i(4, 9, lo=-128, hi=128, dtype=np.int8), g.i(5, 3, lo=0, hi=9, dtype=np.uint32), g.b(3, 7)],
        "cumsum (wrapping s8) / cummax / cumprod u32 / cummin / pred cumsum", EXACT)
    add("cumulative_f16_long", lambda x, y: (jnp.cumsum(x), lax.cummax(y, 0), lax.cumlogsumexp(y, 0)),
        lambda g: [g.f(70, lo=0, hi=1, dtype=np.float16), g.f(33, 2, lo=-3, hi=3)], "long f16 cumsum, cummax/cumlogsumexp length 33", F16)

    # ---------------- sort / top_k ----------------
    add("sort_dtypes", lambda a, b, c, d, e: (jnp.sort(a), jnp.sort(b, 0), jnp.sort(c), jnp.sort(d, 1), jnp.sort(e)),
        lambda g: [g.i(20, lo=-128, hi=128, dtype=np.int8), g.i(7, 3, lo=0, hi=65536, dtype=np.uint16), bf16(g.halves(15)),
                   np.array([[np.nan, 1, -0.0, 0.0, -np.inf], [2, np.nan, np.nan, -1, 0.0]], np.float16), g.b(10)],
        "sort s8, u16 along axis 0, bf16, f16 with NaN/-0.0, pred", EXACT)
    add("sort_descending_stable", lambda x, v: (lax.sort((x, v), dimension=1, is_stable=True, num_keys=1),
                                                jnp.sort(x, 1, descending=True), jnp.argsort(x, 1, descending=True, stable=True)),
        lambda g: [g.i(4, 10, lo=0, hi=3).astype(np.float32), np.tile(np.arange(10, dtype=np.int32), (4, 1))],
        "stable sort with payload, descending sort and stable descending argsort with ties", EXACT)
    add("sort_nan_variants", lambda x: (jnp.sort(x), jnp.argsort(x, stable=True), jnp.sort(x, descending=True), -jnp.sort(-x)),
        lambda g: [np.array([1.0, np.nan, -np.nan, -0.0, 0.0, -np.inf, np.inf, -1.0, np.nan, 0.0, -0.0], np.float32)],
        "sort/argsort with NaN of both signs, -0.0/0.0, descending", EXACT)
    add("sort_64bit", lambda a, b, c: (jnp.sort(a), jnp.argsort(b, stable=True), jnp.sort(c, 0)),
        lambda g: [int_edge(g, np.int64, 12), int_edge(g, np.uint64, 12), g.f(5, 3, dtype=np.float64)], "sort s64/u64 extremes, f64 axis 0", EXACT, x64=True)
    add("sort_multikey_rank3", lambda k1, k2, v: lax.sort((k1, k2, v), dimension=0, num_keys=2, is_stable=True),
        lambda g: [g.i(8, 2, 3, lo=0, hi=2), g.i(8, 2, 3, lo=0, hi=3, dtype=np.int8), g.f(8, 2, 3)],
        "lax.sort with 2 keys (s32, s8) along axis 0 of rank 3", EXACT)
    add("sort_size1_and_empty", lambda a, b: (jnp.sort(a, 1), jnp.sort(b, 0), jnp.argsort(a, 0)),
        lambda g: [g.f(3, 1), np.zeros((0, 3), np.float32)], "sort along size-1 and zero-size axes", EXACT)
    add("top_k_variants", lambda x, i, h: (lax.top_k(x, 1), lax.top_k(x, 6), lax.top_k(i, 3), lax.top_k(h, 2)),
        lambda g: [np.concatenate([g.halves(3, 6), np.array([[np.nan, 1, 2, np.inf, -np.inf, 0]], np.float32)]),
                   g.i(2, 3, 5, lo=-3, hi=3), g.f(4, 5, dtype=np.float16)],
        "top_k k=1, k=n=6 with ties/NaN, s32 rank 3, f16", EXACT)
    add("top_k_bf16_u8", lambda x, u: (lax.top_k(x, 4), lax.top_k(u, 5)),
        lambda g: [bf16(g.halves(3, 9)), g.i(2, 8, lo=0, hi=256, dtype=np.uint8)], "top_k on bf16 with ties and on u8", EXACT)

    # ---------------- random ----------------
    add("random_variety", lambda s: (jax.random.uniform(jax.random.PRNGKey(s), (3, 4), minval=-2, maxval=3),
                                     jax.random.bernoulli(jax.random.PRNGKey(s + 7), 0.3, (12,)),
                                     jax.random.permutation(jax.random.PRNGKey(s + 1), 10),
                                     jax.random.randint(jax.random.PRNGKey(s + 2), (6,), -5, 5, dtype=jnp.int8),
                                     jax.random.bits(jax.random.PRNGKey(s + 3), (5,), dtype=jnp.uint16)),
        lambda g: [np.uint32(99)], "threefry uniform range, bernoulli, permutation (sort), s8 randint, u16 bits", F32_EW)
    add("random_normal_f16_bf16", lambda k: (jax.random.normal(k, (4, 3), dtype=jnp.float16), jax.random.uniform(jax.random.fold_in(k, 5), (6,), dtype=jnp.bfloat16),
                                             jax.random.truncated_normal(k, -1.0, 1.5, (5,)), jax.random.exponential(k, (4,))),
        lambda g: [np.array([7, 12345], np.uint32)], "normal f16, uniform bf16 (fold_in), truncated normal, exponential", F16)
    add("random_x64", lambda k: (jax.random.uniform(k, (5,), dtype=jnp.float64), jax.random.normal(jax.random.split(k, 3)[2], (3,), dtype=jnp.float64),
                                 jax.random.randint(k, (4,), -2**40, 2**40, dtype=jnp.int64), jax.random.bits(k, (3,), dtype=jnp.uint64)),
        lambda g: [np.array([0, 2024], np.uint32)], "threefry with x64: f64 uniform/normal, s64 randint, u64 bits", F64, x64=True)
    add("rng_bit_generator", lambda k: (lax.rng_bit_generator(k, (3, 4), dtype=jnp.uint32, algorithm=lax.RandomAlgorithm.RNG_THREE_FRY),
                                        lax.rng_bit_generator(k, (5,), dtype=jnp.uint8, algorithm=lax.RandomAlgorithm.RNG_PHILOX)),
        lambda g: [np.array([1, 2, 3, 4], np.uint32)], "HLO rng-bit-generator threefry and philox", EXACT)

    # ---------------- other ops ----------------
    add("reduce_precision_formats", lambda x: (lax.reduce_precision(x, 4, 3), lax.reduce_precision(x, 5, 2), lax.reduce_precision(x, 8, 0),
                                               lax.reduce_precision(x, 11, 52)),
        lambda g: [np.concatenate([g.f(12, lo=-500, hi=500), np.array([np.nan, np.inf, -np.inf, 1e-30, 448.0, 464.0, 57344.0, 1e38], np.float32)])],
        "reduce-precision to e4m3-like, e5m2, e8m0 and wider-than-f32 formats with specials", EXACT)
    add("erf_family_f16", lambda x: (lax.erf(x), lax.erfc(x), jnp.arcsinh(x), jnp.arctan(x), jnp.arcsin(x * 0.3)),
        lambda g: [g.f(5, 5, lo=-3, hi=3, dtype=np.float16)], "erf/erfc/asinh/atan/asin on f16", F16)
    add("logistic_log_softmax_bf16", lambda x: (jax.nn.log_sigmoid(x), jax.nn.softplus(x), jax.nn.softmax(x, 0), jax.nn.relu6(x)),
        lambda g: [bf16(g.f(4, 6, lo=-6, hi=6))], "log_sigmoid/softplus/softmax/relu6 in bf16", BF16_TOL)
    add("is_finite_nan_f16_bf16_f64", lambda a, b, c: (jnp.isfinite(a), jnp.isnan(a), jnp.isinf(b), jnp.isfinite(b), jnp.isfinite(c), jnp.isnan(c)),
        lambda g: [np.array([1, np.nan, np.inf, -np.inf, 65504, -0.0], np.float16), bf16([1, np.nan, np.inf, -np.inf, 3e38, 1e-40]),
                   np.array([1, np.nan, np.inf, -np.inf, 1e308, 5e-324])], "isfinite/isnan/isinf on f16/bf16/f64", EXACT, x64=True)
    add("expm1_log1p_tiny", lambda x: (jnp.expm1(x), jnp.log1p(x), jnp.sinh(x), jnp.tanh(x)),
        lambda g: [np.array([1e-10, -1e-10, 1e-6, -1e-6, 1e-3, 0.0, -0.0, 5e-8, -0.3, 0.7, 20.0, -20.0], np.float32)],
        "expm1/log1p/sinh/tanh near zero (relative accuracy)", F32_TR)

    # ---------------- denormals (XLA:CPU runs with FTZ/DAZ) and more special values ----------------
    den = np.array([1e-45, -1e-45, 1e-39, -1e-39, 1.1754942e-38, 1.17549435e-38, 0.0, -0.0, 1.0, -2.0], np.float32)
    add("denormal_arith", lambda x, y: (x + y, x * 1e10, x - x * 0.5, x / 2.0, y * x, jnp.maximum(x, 0.0), jnp.minimum(x, -0.0),
                                           jnp.maximum(x, -1.0), jnp.minimum(x, 1.0), jnp.maximum(x, y), jnp.minimum(x, y)),
        lambda g: [den, den[::-1].copy()], "add/mul/sub/div/max/min on f32 denormals (flushed inputs and results)", EXACT)
    add("denormal_compare_convert", lambda x: (x == 0, x > 0, x != 0, x.astype(jnp.bool_), x.astype(jnp.int32), jnp.isfinite(x),
                                               jnp.abs(x), -x, jnp.floor(x), jnp.ceil(x), jnp.round(x), jnp.trunc(x)),
        lambda g: [den], "compares, pred/s32 converts, abs/neg/floor/ceil/round/trunc on f32 denormals", EXACT)
    add("denormal_transcendental", lambda x: (jnp.exp(x), jnp.log(x), jnp.sqrt(x), lax.rsqrt(x), jnp.tanh(x), jnp.expm1(x), jnp.log1p(x),
                                              jnp.sin(x), jax.nn.sigmoid(x), jnp.cbrt(x), jnp.arctan2(x, 1.0), jnp.sign(x)),
        lambda g: [den], "exp/log/sqrt/rsqrt/tanh/expm1/log1p/sin/logistic/cbrt/atan2/sign of f32 denormals", F32_TR)
    add("denormal_f64", lambda x: (x + x, x * 2.0, x == 0, x.astype(jnp.float32), jnp.sign(x), jnp.sqrt(jnp.abs(x)), x.astype(jnp.bool_)),
        lambda g: [np.array([5e-324, -5e-324, 2.2e-308, 1e-310, 0.0, 1.0, 1e-39, 1e-45], np.float64)],
        "f64 denormals: arithmetic, compare, f64->f32, sign, sqrt, ->pred", EXACT, x64=True)
    add("f16_subnormal_arith", lambda a, b: (a * b, a + b, a / b, a - b, jnp.sqrt(a), jnp.maximum(a, b), a.astype(jnp.float32), a.astype(jnp.bfloat16)),
        lambda g: [np.array([6e-8, 1e-7, 3e-5, 6.1e-5, -6e-8, 1e-4, 0.01, 65504], np.float16),
                   np.array([0.5, 0.25, 0.01, 0.5, 0.3, 0.001, 0.001, 2.0], np.float16)],
        "f16 arithmetic producing and consuming subnormals and overflow", EXACT)
    # (Not `a == 0`: XLA:CPU's LLVM folds a bf16 compare with a literal zero into an integer
    # test that ignores DAZ, while the same compare against a zero operand flushes.)
    add("bf16_denormal_arith", lambda a, b: (a * b, a + b, a.astype(jnp.float32), a.astype(jnp.float16), jnp.abs(a), a > b),
        lambda g: [bf16([1e-39, -1e-39, 1e-38, 1.2e-38, 3e38, 1.0]), bf16([0.5, 0.5, 0.01, 0.5, 2.0, 1e-38])],
        "bf16 denormals: multiply/add/convert/abs/compare (flushed)", EXACT)
    add("reduce_precision_dtypes", lambda a, b, c: (lax.reduce_precision(a, 4, 3), lax.reduce_precision(b, 5, 2), lax.reduce_precision(c, 5, 10),
                                                    lax.reduce_precision(c, 8, 23), lax.reduce_precision(a, 5, 10)),
        lambda g: [np.concatenate([g.f(8, lo=-300, hi=300, dtype=np.float16), np.array([np.nan, np.inf, 6e-8, -1e-5], np.float16)]),
                   bf16(np.concatenate([g.f(8, lo=-1e5, hi=1e5), np.array([np.nan, -np.inf, 1e-39, 7e4])])),
                   np.concatenate([g.f(8, lo=-1e6, hi=1e6, dtype=np.float64), np.array([np.nan, np.inf, 1e-300, 1 + 2**-11])])],
        "reduce-precision on f16 / bf16 / f64 operands", EXACT, x64=True)

    # ---------------- more jnp elementwise on special values ----------------
    sp = np.array([0.0, -0.0, 1.0, -1.0, 2.5, -2.5, np.inf, -np.inf, np.nan, 1e-30, 1e30, 0.75], np.float32)
    add("jnp_misc_special", lambda x, y: (jnp.fmax(x, y), jnp.fmin(x, y), jnp.copysign(x, y), jnp.signbit(x), jnp.nan_to_num(x),
                                           jnp.heaviside(x, y), jnp.logaddexp(x, y), jnp.exp2(x), jnp.log2(jnp.abs(x)), jnp.log10(jnp.abs(x))),
        lambda g: [sp, sp[::-1].copy()], "fmax/fmin/copysign/signbit/nan_to_num/heaviside/logaddexp/exp2/log2/log10 on specials", F32_TR)
    add("ldexp_frexp", lambda x, e: (jnp.ldexp(x, e), *jnp.frexp(x)),
        lambda g: [np.array([1.0, -1.5, 3.0, 0.0, -0.0, 7e-30, 1e38, np.inf, np.nan, 0.1, 100.0, -3e-20], np.float32),
                   np.array([0, 3, -2, 5, 1, 10, 1, 2, 1, -130, 30, -20], np.int32)],
        "ldexp / frexp (bit arithmetic) on normals, zeros, inf, NaN, results underflowing to 0", EXACT)
    # (No denormal operands: jnp's ldexp/frexp test `x == 0` on a value LLVM also sees as
    # bitcast integer bits, and XLA:CPU then compares the bits, ignoring DAZ.)
    add("int_pow_and_roll", lambda a, b: (a ** 3, lax.integer_pow(a, 2), jnp.power(b, 3), jnp.roll(a, 2, 1), jnp.roll(b, -1), jnp.rot90(a)),
        lambda g: [g.i(4, 5, lo=-2000, hi=2000), g.i(7, lo=-100, hi=100, dtype=np.int8)],
        "integer_pow on s32 (wrapping), s8 power, roll, rot90", EXACT)
    add("tril_triu_diag", lambda x, i: (jnp.tril(x), jnp.triu(x, 1), jnp.tril(i, -2), jnp.diagonal(x), jnp.trace(i), jnp.diag(x[0])),
        lambda g: [g.f(5, 5), g.i(4, 6)], "tril/triu/diagonal/trace/diag (iota masks, no gather)", EXACT)
    add("floor_divide_mod_widths", lambda a, b, c, d: (a // b, a % b, c // d, c % d, jnp.divmod(a, b)[0]),
        lambda g: [g.i(24, lo=-128, hi=128, dtype=np.int8), (g.i(24, lo=1, hi=9, dtype=np.int8) * np.where(g.b(24), 1, -1)).astype(np.int8),
                   int_edge(g, np.int64, 12), np.array([3, -3, 7, -7, 2, -2, 5, -5, 9, 1, -1, 3], np.int64)],
        "jnp floor_divide / mod on s8 and s64 with negative operands and extremes", EXACT, x64=True)
    add("bool_reductions_argmax", lambda p, u: (jnp.argmax(p, 1), jnp.argmin(p, 0), jnp.max(p, 1), jnp.min(p, 0), jnp.sum(p, 1), jnp.mean(u, 1),
                                                jnp.max(u, 0), jnp.min(u)),
        lambda g: [g.b(4, 7), g.i(4, 7, lo=0, hi=256, dtype=np.uint8)], "argmax/argmin/max/min/sum on pred, mean/max/min on u8", F32_RED)
    add("convert_f32_64bit_ints", lambda x: (x.astype(jnp.int64), x.astype(jnp.uint64), x.astype(jnp.uint16)),
        lambda g: [np.array([0.0, -1.5, 1.5, 9.3e18, -9.3e18, 1.9e19, 3e38, -3e38, np.nan, np.inf, -np.inf, 4294967296.0, -0.0, 65535.5], np.float32)],
        "f32 -> s64/u64/u16 with out-of-range, NaN and infinity", EXACT, x64=True)
    add("c64_special_select_sort", lambda z, p: (jnp.where(p, z, jnp.conj(z)), jnp.sort(z), jnp.abs(z), z * 1j, jnp.exp(z)),
        lambda g: [np.array([1 + 1j, -1 - 2j, 0j, complex(np.inf, 0), complex(0, np.nan), 3 - 0j, -1j, 2 + 0.5j], np.complex64), g.b(8)],
        "c64 select, lexicographic sort, abs/mul/exp with inf and NaN parts", F32_TR)
    add("scalar_special_f64", lambda x: (lax.erf_inv(x * 0.9), lax.lgamma(jnp.abs(x) + 0.5), lax.digamma(jnp.abs(x) + 0.5), jnp.arcsinh(x),
                                         jnp.arccosh(jnp.abs(x) + 1), jnp.arctanh(x * 0.9), jsp.erfc(x)),
        lambda g: [g.f(12, lo=-1, hi=1, dtype=np.float64)], "f64 erf_inv/lgamma/digamma/asinh/acosh/atanh/erfc", (1e-10, 1e-12), x64=True)
    add("round_ops_f16_bf16", lambda a, b: (jnp.round(a), lax.round(a, lax.RoundingMethod.AWAY_FROM_ZERO), jnp.floor(b), jnp.ceil(b),
                                            jnp.round(b), lax.round(b, lax.RoundingMethod.AWAY_FROM_ZERO), jnp.trunc(a)),
        lambda g: [g.halves(12, dtype=np.float16), bf16(g.halves(12))], "round-even / round-afz / floor / ceil / trunc on f16 and bf16 ties", EXACT)
    add("cumsum_reverse_bf16", lambda x, y: (lax.cumsum(x, 0, reverse=True), lax.cumprod(x, 1), jnp.cumsum(y, 1), lax.cummax(y, 0, reverse=True)),
        lambda g: [bf16(g.f(5, 6, lo=0.5, hi=1.5)), g.f(4, 9, lo=-1, hi=1, dtype=np.float16)], "reverse cumsum / cumprod bf16, cumsum / cummax f16", BF16_TOL)
    add("dot_dtypes", lambda a, b, c, d: (a @ b, lax.dot_general(c, d, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32),
                                          (c @ d), a.T @ a),
        lambda g: [g.i(4, 6, lo=-100, hi=100, dtype=np.int16), g.i(6, 3, lo=-100, hi=100, dtype=np.int16),
                   g.f(5, 8, dtype=np.float16), g.f(8, 4, dtype=np.float16)], "s16 matmul, f16 matmul with f32 result and f16 result", F16)
    add("dot_f64_u8", lambda a, b, c: (a @ b, jnp.einsum("ij,kj->ik", a, a), lax.dot_general(c, c, (((0,), (0,)), ((), ())), preferred_element_type=jnp.uint32)),
        lambda g: [g.f(3, 7, dtype=np.float64), g.f(7, 2, dtype=np.float64), g.i(5, 3, lo=0, hi=256, dtype=np.uint8)],
        "f64 matmul, u8 x u8 -> u32 contraction over dim 0", F64, x64=True)

    # ---------------- the same ops on long arrays (vector loops, AVX-512 tiles) ----------------
    def mix(g, n, dtype=np.float32, lo=-4.0, hi=4.0):
        """`n` random values with special values and denormals sprinkled through."""
        a = g.f(n, lo=lo, hi=hi).astype(np.float64)
        specials = [0.0, -0.0, np.inf, -np.inf, np.nan, 1e-45, -1e-39, 0.5, -0.5, 1.5, 2.5, -2.5, 1e30, -1e30, 88.5, -104.0]
        idx = g.rng.choice(n, size=n // 5, replace=False)
        a[idx] = np.array(specials)[g.rng.integers(0, len(specials), size=idx.size)]
        return a.astype(dtype)

    add("vec_f32_unary", lambda x: (jnp.exp(x), jnp.log(x), jnp.sqrt(x), lax.rsqrt(x), jnp.tanh(x), jax.nn.sigmoid(x), jnp.expm1(x),
                                    jnp.log1p(x), jnp.sin(x), jnp.cos(x), lax.erf(x), jnp.cbrt(x), jnp.arctan2(x, x[::-1])),
        lambda g: [mix(g, 1024)], "transcendentals on 1024 f32 with specials and denormals (vector and tile paths)", F32_TR)
    # (Not `where(x > y, x, y)`: XLA:CPU's LLVM turns that select into maxps, which returns a
    # denormal operand flushed; `pow` of a denormal base is left out too: XLA:CPU's powf reads
    # any denormal base as 2^-150 under DAZ.)
    add("vec_f32_exact", lambda x, y: (jnp.floor(x), jnp.ceil(x), jnp.round(x), lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO), jnp.sign(x),
                                       jnp.abs(x), -x, jnp.isfinite(x), jnp.maximum(x, y), jnp.minimum(x, y), x < y, x == y, x != y,
                                       jnp.where(x > y, x, -y), lax.clamp(np.float32(-1.0), x, np.float32(2.0)), lax.nextafter(x, y)),
        lambda g: [mix(g, 1024), mix(g, 1024)], "exact f32 ops on 1024 elements with specials and denormals", EXACT)
    add("vec_f32_arith", lambda x, y: (x + y, x - y, x * y, x / y, x * y + x, x - x * y, lax.rem(x, y), jnp.power(jnp.abs(x) + 1e-30, y * 0.25),
                                       x * x - y),
        lambda g: [mix(g, 1024), mix(g, 1024)], "f32 arithmetic and FMA shapes on 1024 elements with specials and denormals", F32_EW)
    add("vec_convert_from_f32", lambda x: (x.astype(jnp.int8), x.astype(jnp.uint8), x.astype(jnp.int16), x.astype(jnp.uint16),
                                           x.astype(jnp.int32), x.astype(jnp.uint32), x.astype(jnp.float16), x.astype(jnp.bfloat16),
                                           x.astype(jnp.bool_)),
        lambda g: [mix(g, 1024, lo=-70000, hi=70000)], "f32 -> every narrower type on 1024 elements incl. NaN/inf/out of range", EXACT)
    add("vec_convert_to_float", lambda a, b, c, d: (a.astype(jnp.float32), a.astype(jnp.float16), b.astype(jnp.bfloat16), b.astype(jnp.float32),
                                                    c.astype(jnp.float32), c.astype(jnp.bfloat16), d.astype(jnp.float16), d.astype(jnp.float32)),
        lambda g: [g.i(1024, lo=-128, hi=128, dtype=np.int8), g.i(1024, lo=0, hi=65536, dtype=np.uint16),
                   g.i(1024, lo=-2**31, hi=2**31 - 1), g.i(1024, lo=0, hi=2**32, dtype=np.uint32)],
        "s8/u16/s32/u32 -> f32/f16/bf16 on 1024 elements", EXACT)
    add("vec_half_arith", lambda a, b, c, d: (a + b, a * b, a / b, jnp.maximum(a, b), jnp.exp(a), a.astype(jnp.float32), c * d, c + d, jnp.tanh(c),
                                              c.astype(jnp.float16), a.astype(jnp.bfloat16)),
        lambda g: [mix(g, 1024, np.float16), mix(g, 1024, np.float16), mix(g, 1024, hlo_bf16), mix(g, 1024, hlo_bf16)],
        "f16 and bf16 arithmetic and converts on 1024 elements with specials", F16)
    add("vec_int_ops", lambda a, b, c, d: (lax.div(a, b), lax.rem(a, b), a * b, lax.shift_left(a, b), lax.shift_right_arithmetic(a, b),
                                           lax.population_count(a), lax.clz(a), lax.div(c, d), lax.rem(c, d), lax.shift_right_logical(c, d),
                                           lax.clz(c), jnp.abs(a), jnp.sign(a), jnp.maximum(c, d)),
        lambda g: [np.concatenate([int_edge(g, np.int16, 300), g.i(212, lo=-5, hi=5, dtype=np.int16)]),
                   np.concatenate([g.i(256, lo=-3, hi=3, dtype=np.int16), g.i(256, lo=-20, hi=20, dtype=np.int16)]),
                   np.concatenate([int_edge(g, np.uint8, 400), g.i(112, lo=0, hi=4, dtype=np.uint8)]),
                   g.i(512, lo=0, hi=12, dtype=np.uint8)], "s16 / u8 div, rem, shifts, popcnt, clz on 512 elements incl. /0", EXACT)
    add("vec_s64_f64", lambda a, b, x, y: (lax.div(a, b), lax.rem(a, b), a * b, lax.shift_right_arithmetic(a, b & 127), a.astype(jnp.float64),
                                           x.astype(jnp.int64), x * y + x, jnp.exp(x), jnp.log(x), jnp.sqrt(x), jnp.maximum(x, y), x.astype(jnp.float32)),
        lambda g: [int_edge(g, np.int64, 512), np.concatenate([g.i(256, lo=-3, hi=3, dtype=np.int64), int_edge(g, np.int64, 256)]),
                   mix(g, 512, np.float64, lo=-1e3, hi=1e3), mix(g, 512, np.float64)],
        "s64 / f64 arithmetic, converts and transcendentals on 512 elements", F64, x64=True)
    add("vec_sort_topk", lambda x, i: (jnp.sort(x), jnp.argsort(i, stable=True), lax.top_k(x.reshape(4, 256), 5), jnp.sort(x.reshape(32, 32), 0)),
        lambda g: [mix(g, 1024), g.i(1024, lo=0, hi=50)], "sort/argsort of 1024 elements with NaN and ties, top_k on rows of 256", EXACT)
    add("vec_scan_reduce", lambda x, i: (jnp.cumsum(x, 1), lax.cummax(x, 0), jnp.cumsum(i), jnp.argmax(x, 1), jnp.argmin(x, 0), jnp.max(x, 0), jnp.sum(i, 0)),
        lambda g: [g.f(16, 300), g.i(16, 300, lo=-1000, hi=1000)], "long cumsum/cummax/int cumsum and argmax/argmin over 300", F32_RED)
    add("vec_transpose_dtypes", lambda a, b, c, d: (a.T, b.T, jnp.transpose(c, (1, 0, 2)), jnp.transpose(d, (2, 1, 0))),
        lambda g: [g.i(40, 48, lo=-128, hi=128, dtype=np.int8), g.f(24, 40, dtype=np.float16), g.f(12, 20, 8, dtype=np.float64),
                   bf16(g.f(4, 24, 20))], "transposes of s8/f16/f64/bf16 large enough to tile", EXACT, x64=True)

    # ---------------- NaN payloads, long half-precision reductions, more dtypes ----------------
    nan_bits = np.array([0x7fc00000, 0xffc00000, 0x7fc00001, 0x7fa00000, 0xffbfffff, 0x7f800001, 0x7fffffff, 0xff812345,
                         0x3f800000, 0x00000001, 0x80000000, 0x7f800000], np.uint32)
    # (Left out as implementation artifacts of XLA:CPU: which payload an op on two NaNs keeps
    # (LLVM may commute the operands), f32 -> f64 -> f32 (XLA folds the pair away, keeping
    # signaling NaNs and denormals) and f32 -> bf16 of a NaN (a canonical NaN on this host).)
    add("nan_payload_bits", lambda u, v: tuple(lax.bitcast_convert_type(r, jnp.uint32) for r in (
            lambda x, y: (-x, jnp.abs(x), x + 1.0, x * 2.0, jnp.maximum(x, y), jnp.minimum(y, x), jnp.where(x > 0, y, x),
                          lax.sqrt(x), jnp.copysign(x, y), x.astype(jnp.float16).astype(jnp.float32)))(
            lax.bitcast_convert_type(u, jnp.float32), lax.bitcast_convert_type(v, jnp.float32))),
        lambda g: [nan_bits, nan_bits[::-1].copy()], "NaN payloads and signaling NaNs through neg/abs/add/mul/max/min/select/sqrt/copysign/f16, as bits", EXACT, x64=True)
    add("reduce_half_native", lambda a, b: (lax.reduce(a, np.float16(0), lax.add, (1,)), lax.reduce(b, bf16(0)[()], lax.add, (0,)),
                                            lax.reduce(a, np.float16(-np.inf), lax.max, (1,)), lax.reduce(b, bf16(np.inf)[()], lax.min, (1,)),
                                            jnp.sum(b, 1, dtype=jnp.bfloat16), jnp.mean(a, 1, dtype=jnp.float16)),
        lambda g: [g.f(3, 300, lo=0, hi=1, dtype=np.float16), bf16(g.f(200, 4, lo=0, hi=2))],
        "lax.reduce add/max/min directly in f16/bf16 over 200-300 terms, jnp sum/mean with a half dtype", BF16_TOL)
    add("reduce_int_long", lambda a, b, c: (jnp.sum(a, 1, dtype=jnp.int8), jnp.sum(b, 0, dtype=jnp.uint8), jnp.prod(c, 1), jnp.sum(a, dtype=jnp.int32),
                                            jnp.max(b, 1), jnp.argmax(a, 1)),
        lambda g: [g.i(4, 300, lo=-128, hi=128, dtype=np.int8), g.i(300, 3, lo=0, hi=256, dtype=np.uint8), g.i(3, 40, lo=-3, hi=4, dtype=np.int64)],
        "wrapping s8/u8 sums over 300 terms, s64 product overflow, s32 total, argmax s8", EXACT, x64=True)
    add("dot_half_long_k", lambda a, b, c, d: (a @ b, lax.dot_general(c, d, (((1,), (0,)), ((), ())), preferred_element_type=jnp.bfloat16), c @ d),
        lambda g: [g.f(4, 256, lo=-1, hi=1, dtype=np.float16), g.f(256, 3, lo=-1, hi=1, dtype=np.float16),
                   bf16(g.f(3, 200, lo=-1, hi=1)), bf16(g.f(200, 5, lo=-1, hi=1))], "f16 and bf16 matmuls with K = 200-256 and half results", BF16_TOL)
    add("round_large_and_signs", lambda x, d: (jnp.round(x), lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO), jnp.floor(x), jnp.ceil(x), jnp.trunc(x),
                                               jnp.round(d), jnp.floor(d), jnp.ceil(d), lax.round(d, lax.RoundingMethod.AWAY_FROM_ZERO)),
        lambda g: [np.tile(np.array([-0.4, -0.5, -0.6, 0.4, 0.5, 1.5, 2.5, -2.5, 8388607.5, -8388607.5, 8388609.0, 1e10, -1e-10, 16777215.0,
                                     4194303.5, -4194304.5], np.float32), 8),
                   np.array([-0.4, -0.5, 0.5, 2.5, -3.5, 4503599627370495.5, -4503599627370495.5, 9007199254740993.0, 1e300, -1e-300,
                             -0.0, 0.49999999999999994], np.float64)],
        "round/floor/ceil/trunc near 2^23 and 2^52, signed zero results (f32 x128, f64)", EXACT, x64=True)
    add("c64_convert_compare", lambda z, w: (z.real.astype(jnp.int32), z.astype(jnp.bool_), z == w, z != w, jnp.where(z.real > 0, z, w),
                                             lax.complex(z.imag, z.real), z.astype(jnp.complex128), jnp.isnan(z), jnp.isfinite(z)),
        lambda g: [np.array([1 + 2j, 0j, complex(np.nan, 0), complex(0, np.nan), -0.0 + 0j, complex(np.inf, -1), 3.7 - 2.2j, 0 - 1e-45j], np.complex64),
                   np.array([1 + 2j, -0.0 + 0j, complex(np.nan, 0), 1j, 0j, complex(np.inf, -1), 3.7 + 2.2j, 0j], np.complex64)],
        "c64 -> s32 (real) / pred / c128, eq/ne with NaN and -0, select, isnan/isfinite", EXACT, x64=True)
    add("clamp_nan_bounds", lambda x, lo, hi: (lax.clamp(lo, x, hi), lax.clamp(np.float32(np.nan), x, np.float32(1.0)),
                                               lax.clamp(np.float32(-1.0), x, np.float32(np.nan)), jnp.clip(x, lo, None)),
        lambda g: [np.array([-2, -0.5, 0.0, 0.5, 2, np.nan, np.inf, -np.inf], np.float32),
                   np.array([-1, np.nan, -0.0, 1, 0, 0, 0, np.nan], np.float32), np.array([1, 1, 0.0, np.nan, 1, 1, np.nan, 1], np.float32)],
        "clamp with NaN bounds (scalar and array) and NaN operands", EXACT)
    add("sort_half_long", lambda a, b: (jnp.sort(a), jnp.argsort(b, stable=True, descending=True), lax.top_k(a.reshape(4, 128), 3)),
        lambda g: [np.concatenate([g.f(500, lo=-10, hi=10, dtype=np.float16), np.array([np.nan, -np.nan, np.inf, -0.0] * 3, np.float16)]),
                   bf16(np.concatenate([g.halves(500), np.array([np.nan, 0.0, -0.0, np.inf] * 3, np.float32)]))],
        "sort/argsort descending/top_k of 512 f16/bf16 with NaNs and ties", EXACT)
    add("top_k_64bit_full", lambda a, b, c: (lax.top_k(a, 8), lax.top_k(b, 2), lax.top_k(c, 9)),
        lambda g: [int_edge(g, np.int64, 8), g.f(3, 7, dtype=np.float64), g.i(2, 9, lo=-128, hi=128, dtype=np.int8)],
        "top_k on s64 (k = n) with extremes, f64, s8 (k = n)", EXACT, x64=True)
    add("dus_dtypes_x64", lambda x, u, i, j, b, v: (lax.dynamic_update_slice(x, u, (i, i + 5)), lax.dynamic_update_slice(b, v, (j,)),
                                                    lax.dynamic_slice(x, (j, i), (2, 2))),
        lambda g: [g.i(5, 6, lo=0, hi=256, dtype=np.uint8), g.i(2, 3, lo=0, hi=256, dtype=np.uint8), np.int64(-2**40), np.int64(3),
                   bf16(g.f(7)), bf16(g.f(3))], "dynamic_update_slice / dynamic_slice on u8/bf16 with s64 and u64 starts", EXACT, x64=True)
    add("pad_reverse_bf16_rank3", lambda x: (lax.pad(x, bf16(-1)[()], [(1, -1, 1), (0, 2, 0), (-1, 1, 2)]), lax.rev(x, (0, 2)), x[::-1, ::2, 1:]),
        lambda g: [bf16(g.f(3, 4, 5))], "pad with negative/interior padding, reverse and strided slice on bf16 rank 3", EXACT)

    add("vec_reduce_specials", lambda x, z: (jnp.max(x, 1), jnp.min(x, 1), jnp.argmax(x, 1), jnp.argmin(x, 1), jnp.sum(x, 1), jnp.max(z, 0),
                                             jnp.min(z, 0), jnp.max(z, 1), jnp.min(z, 1), jnp.argmax(z, 0), jnp.sum(z, 1), jnp.prod(z, 1)),
        lambda g: [mix(g, 8 * 200).reshape(8, 200),
                   np.where(g.rng.random((300, 6)) < 0.97, np.float32(-0.0), np.float32(0.0))],
        "max/min/argmax/argmin/sum/prod over rows with NaN, infs, signed zeros; and over columns of signed zeros", EXACT)
    # (Not over denormals only: they all compare equal under DAZ, and which one XLA:CPU's
    # vectorized max returns, unflushed, depends on its order.)

    add("vec_f32_math_ranges", lambda big, e, n1, t: (jnp.sin(big), jnp.cos(big), jnp.exp(e), jnp.expm1(e), jax.nn.sigmoid(e), jnp.log(n1), jnp.log1p(n1 - 1.0),
                                                       jnp.tanh(t), lax.erf(t), lax.erfc(t), jnp.arctan(big), jnp.arcsinh(big), jnp.sqrt(n1), jnp.power(n1, t)),
        lambda g: [np.concatenate([g.f(128, lo=-1e4, hi=1e4), g.f(128, lo=-1e7, hi=1e7), np.array([1e30, -1e30, 3.4e38, 1e-30], np.float32),
                                   g.f(252, lo=-100, hi=100)]).astype(np.float32),
                   np.concatenate([g.f(256, lo=80, hi=89), g.f(256, lo=-104, hi=-85)]).astype(np.float32),
                   np.concatenate([g.f(256, lo=0.999, hi=1.001), g.f(128, lo=1e-38, hi=1e-36), g.f(128, lo=1e36, hi=3e38)]).astype(np.float32),
                   np.concatenate([g.f(256, lo=-10, hi=10), g.f(256, lo=-0.01, hi=0.01)]).astype(np.float32)],
        "sin/cos of large arguments, exp/expm1/logistic near overflow and underflow, log/log1p near 1 and at extremes, tanh/erf/erfc tails", F32_TR)
    add("vec_int_widths_more", lambda a, b, c, d, p, q: (lax.div(a, b), lax.rem(a, b), lax.shift_right_arithmetic(a, b), lax.div(c, d), lax.rem(c, d),
                                                          lax.shift_left(c, d), lax.population_count(c), lax.clz(c), c.astype(jnp.float32), c.astype(jnp.int8),
                                                          p & q, p | q, p ^ q, ~p, jnp.where(p, a, b)),
        lambda g: [np.concatenate([int_edge(g, np.int8, 200), g.i(312, lo=-8, hi=8, dtype=np.int8)]),
                   np.concatenate([g.i(256, lo=-3, hi=3, dtype=np.int8), g.i(256, lo=-10, hi=10, dtype=np.int8)]),
                   np.concatenate([int_edge(g, np.uint32, 300), g.i(212, lo=0, hi=8, dtype=np.uint32)]),
                   g.i(512, lo=0, hi=40, dtype=np.uint32), g.b(512), g.b(512)],
        "s8 / u32 div, rem, shifts, popcnt, clz, converts and pred logic on 512 elements", EXACT)
    add("vec_convert_64bit", lambda a, b, x: (a.astype(jnp.float32), a.astype(jnp.float16), a.astype(jnp.bfloat16), b.astype(jnp.float32),
                                              b.astype(jnp.float64), x.astype(jnp.int64), x.astype(jnp.uint64), x.astype(jnp.int32), x.astype(jnp.uint8),
                                              x.astype(jnp.float16), lax.bitcast_convert_type(x, jnp.int64)),
        lambda g: [np.concatenate([int_edge(g, np.int64, 200), g.i(56, lo=-70000, hi=70000, dtype=np.int64)]),
                   int_edge(g, np.uint64, 256), mix(g, 256, np.float64, lo=-1e19, hi=1e19)],
        "s64/u64 -> f32/f16/bf16/f64 and f64 -> s64/u64/s32/u8/f16 on 256 elements incl. extremes, NaN, inf", EXACT, x64=True)

    add("zero_size_ops", lambda a, b, e, i: (a @ b, jnp.sort(e, 1), lax.top_k(e, 0)[0], jnp.cumsum(e, 1), jnp.argmax(e, 1),
                                             lax.pad(a[:, :0], np.float32(7), [(1, 0, 0), (2, 1, 0)]), jnp.concatenate([e, e], 0),
                                             jnp.max(e, 1), lax.dynamic_slice(e, (i, i), (0, 0)), jnp.flip(e, 0), e.astype(jnp.int8),
                                             lax.broadcast_in_dim(b[:, 0], (4, 0, 2), (1,))),
        lambda g: [g.f(3, 0), g.f(0, 4), np.zeros((0, 5), np.float32), np.int32(2)],
        "zero-size operands: dot with K = 0 (zeros), sort, top_k k=0, cumsum, argmax over a non-empty axis of an empty batch, pad to non-empty, concat, reduce, dynamic_slice, reverse, convert, broadcast", EXACT)

    add("special_fns_more", lambda x, u: (jsp.zeta(x + 1.5, x), jsp.polygamma(1, x), jsp.i0(x), jsp.i1(x),
                                          jsp.logit(u), jsp.entr(u), jsp.xlog1py(x, u), jsp.gammaincc(x, u * 3)),
        lambda g: [g.f(4, 5, lo=0.3, hi=4.0), g.f(4, 5, lo=0.05, hi=0.95)],
        "zeta, polygamma, i0, i1, logit, entr, xlog1py, gammaincc (plain-HLO expansions with loops)", (1e-4, 1e-4))

    add("float_floordiv_misc", lambda x, y, w: (x // y, jnp.divmod(x, y)[1], jnp.rint(x), jnp.round(x, 2), jnp.true_divide(w, w[::-1] | 1),
                                                lax.select_n(jnp.abs(w) % 3, x, y, x * y), jnp.isclose(x, y, atol=0.5), jnp.allclose(x, x)),
        lambda g: [np.array([7.5, -7.5, 7.5, -7.5, 0.0, -0.0, 1.0, np.inf, -np.inf, np.nan, 5.0, 1e30, 0.125, -3.0], np.float32),
                   np.array([2.0, 2.0, -2.0, -2.0, 3.0, 3.0, 0.0, 2.0, 3.0, 1.0, np.inf, 7.0, 1e-30, -0.0], np.float32),
                   np.arange(-7, 7, dtype=np.int32)],
        "float floor_divide / divmod with signs, zeros, infinities; rint, round(decimals), int true_divide, select_n, isclose", F32_EW)

    add("f8_int4_internal", lambda x, i: (x.astype(jnp.float8_e4m3fn).astype(jnp.float32), x.astype(jnp.float8_e5m2).astype(jnp.float32),
                                          (x.astype(jnp.float8_e4m3fn) * x.astype(jnp.float8_e4m3fn)).astype(jnp.float32),
                                          x.astype(jnp.float8_e4m3fnuz).astype(jnp.float32), x.astype(jnp.float8_e5m2).astype(jnp.float16),
                                          i.astype(jnp.int4).astype(jnp.int8), (i.astype(jnp.int4) + i.astype(jnp.int4)).astype(jnp.int32),
                                          i.astype(jnp.uint4).astype(jnp.uint8), i.astype(jnp.int4).astype(jnp.float32)),
        lambda g: [np.concatenate([g.f(20, lo=-500, hi=500), np.array([448.0, 464.0, 57344.0, 1e6, -1e6, np.nan, np.inf, 1e-3, 0.0, -0.0,
                                                                       0.01953125, 2**-9, 2**-10, 0.3], np.float32)]),
                   np.arange(-17, 17, dtype=np.int8)],
        "f32 -> f8 (e4m3fn, e5m2, e4m3fnuz) -> f32/f16 and f8 multiply; s8 -> s4/u4 (wrap) -> s8/s32/u8/f32 and s4 add", EXACT)

    add("f8_f4_int2_exotic", lambda x, i: tuple(x.astype(t).astype(jnp.float32) for t in (jnp.float8_e3m4, jnp.float8_e4m3, jnp.float8_e8m0fnu,
                                                                                         jnp.float4_e2m1fn, jnp.float8_e4m3b11fnuz, jnp.float8_e5m2fnuz))
                                              + ((x.astype(jnp.float4_e2m1fn) + x.astype(jnp.float4_e2m1fn)).astype(jnp.float32),
                                                 i.astype(jnp.int2).astype(jnp.int8), i.astype(jnp.uint2).astype(jnp.int32)),
        lambda g: [np.concatenate([g.f(16, lo=-8, hi=8), np.array([0.25, 0.75, 1.25, 5.0, 7.0, 100.0, -100.0, 1e-3, 0.0, -0.0, np.nan, np.inf,
                                                                   3e5, 2**-7, 15.5, 240.0], np.float32)]),
                   np.arange(-16, 16, dtype=np.int8)],
        "f32 through f8 e3m4/e4m3/e8m0fnu/e4m3b11fnuz/e5m2fnuz and f4 e2m1fn (rounding, saturation or NaN), f4 add, s8 -> s2/u2", EXACT)

    add("f8_arith_inside", lambda x, y: tuple(r.astype(jnp.float32) for r in (
            (lambda a, b: (a + b, a * b, a / b, jnp.maximum(a, b), jnp.exp(a), jnp.sqrt(jnp.abs(a))))(x.astype(jnp.float8_e5m2), y.astype(jnp.float8_e5m2))
            + (lambda a, b: (a + b, a - b, a * b, jnp.minimum(a, b)))(x.astype(jnp.float8_e4m3fn), y.astype(jnp.float8_e4m3fn))))
        + (x.astype(jnp.float8_e4m3fn) < y.astype(jnp.float8_e4m3fn), x.astype(jnp.float8_e5m2).astype(jnp.int32),
           x.astype(jnp.float8_e4m3fn).astype(jnp.bfloat16)),
        lambda g: [g.f(24, lo=-20, hi=20), g.f(24, lo=0.5, hi=6)],
        "arithmetic, compare and converts on f8e5m2 / f8e4m3fn values inside a program (XLA computes in wider floats, rounds back)", EXACT)
    return C
