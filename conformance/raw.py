"""Kiln conformance set "raw": hand-written StableHLO for HLO ops and attributes JAX's own
lowering rarely or never emits (converted to HLO by the same converter XLA uses), in variants
the public corpus's raw cases do not cover: batch norms over other feature dimensions, maps of
other arities and ops, Cholesky and triangular solves in every orientation, rng-bit-generator
with each algorithm and width, reduce-precision to narrow formats, total-order comparisons,
logistic on other types, convolutions with a reversed window.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import (  # noqa: E402
    Case, Gen, EXACT, F32_EW, F32_TR, F32_RED, F32_MODEL, F64, F16,
    raw_bn_inference, raw_bn_training, raw_bn_grad, raw_cholesky_solve, spd,
)


def _t(shape, dt="f32"):
    return "tensor<" + "".join(f"{d}x" for d in shape) + dt + ">"


def module(params, results, body):
    """A StableHLO module; params: [(name, shape, dtype)], results: [(shape, dtype)]."""
    sig = ", ".join(f"%{n}: {_t(s, d)}" for n, s, d in params)
    res = ", ".join(_t(s, d) for s, d in results)
    return (f"module @raw {{\n  func.func public @main({sig}) -> ({res}) {{\n"
            + "\n".join("    " + line for line in body.strip().splitlines()) + "\n  }\n}\n")


def unary(op, shape, dt):
    return module([("x", shape, dt)], [(shape, dt)], f"%0 = stablehlo.{op} %x : {_t(shape, dt)}\nreturn %0 : {_t(shape, dt)}")


def map_unary(shape, op):
    dims = ", ".join(str(i) for i in range(len(shape)))
    return module([("x", shape, "f32")], [(shape, "f32")], f"""
%0 = "stablehlo.map"(%x) ({{
  ^bb0(%p: tensor<f32>):
    %t = stablehlo.{op} %p : tensor<f32>
    %u = stablehlo.multiply %t, %p : tensor<f32>
    stablehlo.return %u : tensor<f32>
}}) {{dimensions = array<i64: {dims}>}} : ({_t(shape)}) -> {_t(shape)}
return %0 : {_t(shape)}""")


def map_ternary(shape):
    dims = ", ".join(str(i) for i in range(len(shape)))
    t = _t(shape)
    return module([("x", shape, "f32"), ("y", shape, "f32"), ("z", shape, "f32")], [(shape, "f32")], f"""
%0 = "stablehlo.map"(%x, %y, %z) ({{
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<f32>):
    %a = stablehlo.maximum %p, %q : tensor<f32>
    %b = stablehlo.subtract %a, %r : tensor<f32>
    %c = stablehlo.divide %b, %q : tensor<f32>
    stablehlo.return %c : tensor<f32>
}}) {{dimensions = array<i64: {dims}>}} : ({t}, {t}, {t}) -> {t}
return %0 : {t}""")


def trisolve(a_shape, b_shape, left, lower, unit, transpose):
    return module([("a", a_shape, "f32"), ("b", b_shape, "f32")], [(b_shape, "f32")], f"""
%0 = "stablehlo.triangular_solve"(%a, %b) {{left_side = {str(left).lower()}, lower = {str(lower).lower()}, unit_diagonal = {str(unit).lower()}, transpose_a = #stablehlo<transpose {transpose}>}} : ({_t(a_shape)}, {_t(b_shape)}) -> {_t(b_shape)}
return %0 : {_t(b_shape)}""")


def rng_bits(algorithm, state_len, shape, dt):
    st = _t((state_len,), "ui64")
    return module([("s", (state_len,), "ui64")], [((state_len,), "ui64"), (shape, dt)], f"""
%0:2 = "stablehlo.rng_bit_generator"(%s) {{rng_algorithm = #stablehlo<rng_algorithm {algorithm}>}} : ({st}) -> ({st}, {_t(shape, dt)})
return %0#0, %0#1 : {st}, {_t(shape, dt)}""")


def reduce_precision(shape, e, m, dt="f32"):
    t = _t(shape, dt)
    return module([("x", shape, dt)], [(shape, dt)], f"""
%0 = stablehlo.reduce_precision %x, format = e{e}m{m} : {t}
return %0 : {t}""")


def compare_total(shape, direction, dt="f32"):
    t = _t(shape, dt)
    return module([("x", shape, dt), ("y", shape, dt)], [(shape, "i1")], f"""
%0 = stablehlo.compare {direction}, %x, %y, TOTALORDER : ({t}, {t}) -> {_t(shape, "i1")}
return %0 : {_t(shape, "i1")}""")


def conv_reversed(x_shape, w_shape, out_shape):
    return module([("x", x_shape, "f32"), ("w", w_shape, "f32")], [(out_shape, "f32")], f"""
%0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {{stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [true]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({_t(x_shape)}, {_t(w_shape)}) -> {_t(out_shape)}
return %0 : {_t(out_shape)}""")


def specials(g, *shape):
    a = g.f(*shape, lo=-3, hi=3)
    flat = a.reshape(-1)
    extra = np.array([np.nan, -np.nan, 0.0, -0.0, np.inf, -np.inf, 1e-40, -1e-40], np.float32)
    flat[:len(extra)] = extra[:flat.size]
    return a


def cases():
    C = []

    def add(name, mlir, args_fn, desc, tol=F32_EW, x64=False):
        g = Gen(name, "kiln-raw")
        C.append(Case(name, None, tuple(args_fn(g)), desc, tol, x64, mlir))

    pos = lambda g, c: g.f(c, lo=0.5, hi=2.0)  # noqa: E731

    # ---------------- batch norm over other feature dimensions ----------------
    add("raw_bn_inference_fi0", raw_bn_inference((3, 4, 5), 0),
        lambda g: [g.f(3, 4, 5), pos(g, 3), g.f(3), g.f(3), pos(g, 3)], "batch-norm-inference, features first", F32_RED)
    add("raw_bn_inference_rank2", raw_bn_inference((7, 6), 1, eps=1e-5),
        lambda g: [g.f(7, 6), pos(g, 6), g.f(6), g.f(6), pos(g, 6)], "batch-norm-inference on a matrix", F32_RED)
    add("raw_bn_training_fi2", raw_bn_training((2, 3, 4, 5), 2),
        lambda g: [g.f(2, 3, 4, 5), pos(g, 4), g.f(4)], "batch-norm-training, features in the middle", F32_RED)
    add("raw_bn_training_fi0_rank2", raw_bn_training((5, 9), 0, eps=1e-5),
        lambda g: [g.f(5, 9), pos(g, 5), g.f(5)], "batch-norm-training over rows", F32_RED)
    add("raw_bn_grad_fi3", raw_bn_grad((2, 3, 2, 4), 3),
        lambda g: [g.f(2, 3, 2, 4), pos(g, 4), g.f(4, lo=-0.2, hi=0.2), pos(g, 4), g.f(2, 3, 2, 4)],
        "batch-norm-grad, features last", F32_RED)
    add("raw_bn_grad_fi0", raw_bn_grad((4, 6), 0),
        lambda g: [g.f(4, 6), pos(g, 4), g.f(4, lo=-0.2, hi=0.2), pos(g, 4), g.f(4, 6)],
        "batch-norm-grad, features first", F32_RED)

    # ---------------- map ----------------
    add("raw_map_unary_exp", map_unary((4, 5), "exponential"), lambda g: [g.f(4, 5)], "map of one operand", F32_TR)
    add("raw_map_ternary_rank3", map_ternary((2, 3, 4)),
        lambda g: [g.f(2, 3, 4), g.pos(2, 3, 4), g.f(2, 3, 4)], "map of three operands over a rank-3 shape", F32_EW)

    # ---------------- Cholesky and triangular solves ----------------
    add("raw_cholesky_upper_left_notrans", raw_cholesky_solve(4, 3, lower=False, left=True),
        lambda g: [spd(g, 4), g.f(4, 3)], "upper Cholesky, solve on the left", F32_RED)
    add("raw_cholesky_lower_right_adjoint", raw_cholesky_solve(5, 2, lower=True, left=False, transpose="ADJOINT", batch=(3,)),
        lambda g: [spd(g, 5, (3,)), g.f(3, 2, 5)], "batched lower Cholesky, right solve with the adjoint", F32_RED)
    add("raw_cholesky_1x1", raw_cholesky_solve(1, 4, lower=True),
        lambda g: [g.f(1, 1, lo=0.5, hi=3), g.f(1, 4)], "1x1 Cholesky", F32_RED)
    for left in (True, False):
        for lower in (True, False):
            for unit in (True, False):
                for tr in ("NO_TRANSPOSE", "TRANSPOSE"):
                    b = (4, 3) if left else (3, 4)
                    name = f"raw_trisolve_{'left' if left else 'right'}_{'lo' if lower else 'up'}_{'unit' if unit else 'diag'}_{tr.lower()}"
                    add(name, trisolve((4, 4), b, left, lower, unit, tr),
                        lambda g, b=b: [np.tril(g.f(4, 4, lo=-0.5, hi=0.5)) + np.triu(g.f(4, 4, lo=-0.5, hi=0.5), 1) + 3 * np.eye(4, dtype=np.float32),
                                        g.f(*b)],
                        f"triangular solve left={left} lower={lower} unit_diagonal={unit} {tr}", F32_RED)

    # ---------------- rng-bit-generator ----------------
    for alg, n in (("THREE_FRY", 2), ("PHILOX", 2), ("PHILOX", 3), ("DEFAULT", 2)):
        for shape, dt in (((3, 5), "ui32"), ((4,), "ui64"), ((2, 3), "ui8"), ((5,), "ui16")):
            add(f"raw_rng_{alg.lower()}_{n}_{dt}_{'x'.join(map(str, shape))}", rng_bits(alg, n, shape, dt),
                lambda g, n=n: [g.i(n, lo=0, hi=2 ** 63, dtype=np.uint64)],
                f"rng-bit-generator {alg} with a u64[{n}] state, {dt}{list(shape)}", EXACT, True)

    # ---------------- reduce-precision, total order, logistic, reversed windows ----------------
    for e, m in ((4, 3), (5, 2), (3, 0), (8, 0), (2, 10)):
        add(f"raw_reduce_precision_e{e}m{m}", reduce_precision((4, 8), e, m),
            lambda g: [specials(g, 4, 8) * np.float32(10.0) ** g.i(4, 8, lo=-6, hi=6).astype(np.float32)],
            f"reduce-precision to {e} exponent and {m} mantissa bits with specials", EXACT)
    add("raw_reduce_precision_f64", reduce_precision((3, 5), 8, 23, "f64"),
        lambda g: [g.f(3, 5, dtype=np.float64) * 1e10], "reduce-precision f64 to f32's format", EXACT, True)
    for d in ("LT", "GE", "EQ", "NE"):
        add(f"raw_compare_totalorder_{d.lower()}", compare_total((4, 4), d),
            lambda g: [specials(g, 4, 4), np.roll(specials(g, 4, 4), 3)],
            f"compare {d} in total order (NaN, signed zeros)", EXACT)
    add("raw_logistic_f16", unary("logistic", (5, 6), "f16"), lambda g: [g.f(5, 6, lo=-8, hi=8, dtype=np.float16)],
        "logistic on f16", F16)
    add("raw_logistic_f64", unary("logistic", (5, 6), "f64"), lambda g: [g.f(5, 6, lo=-40, hi=40, dtype=np.float64)],
        "logistic on f64", F64, True)
    add("raw_logistic_extremes", unary("logistic", (8,), "f32"),
        lambda g: [np.array([-100, -20, -1e-8, 0, 1e-8, 20, 100, np.nan], np.float32)], "logistic at extremes", F32_TR)
    add("raw_conv_reversed_window", conv_reversed((2, 7, 3), (3, 3, 4), (2, 7, 4)),
        lambda g: [g.f(2, 7, 3), g.f(3, 3, 4)], "1-D convolution with a reversed window", F32_RED)
    return C
