#!/usr/bin/env python3
"""Random differential fuzzer: Kiln vs XLA:CPU.

Generates random JAX programs (DAGs of 3-15 ops over 1-3 parameters with small random
shapes), exports each as a conformance case with XLA:CPU's results using
``shared/tools/export_corpus.py`` (``Case`` / ``Gen`` / ``export_case`` / tolerance constants),
then runs ``kiln check`` on the exported directory with three configurations and prints
which cases fail on which backend.

Usage:
  python3 scripts/xla_fuzz.py --seed 1 --count 100 --out /tmp/fuzz1
  python3 scripts/xla_fuzz.py --seed 1 --count 100 --out /tmp/fuzz1 --check-only   # re-check
  python3 scripts/xla_fuzz.py --seed 1 --count 100 --out /tmp/fuzz1 --minimize fz1_0042 --min-out /tmp/fuzz_min
  XLA_FUZZ_SEED=1 XLA_FUZZ_COUNT=20 python3 ../shared/tools/export_corpus.py \
      --cases-file scripts/xla_fuzz.py --out /tmp/fz           # the same cases via export_corpus

Generation is deterministic in (seed, index): program ``fz<seed>_<index>`` is the same on
every run (same jax version).  While a program is built every op is evaluated eagerly on
XLA:CPU and rejected (another op is drawn) when its result would make the comparison
ill-conditioned: non-finite or large values, f32 denormals, discontinuous ops (floor,
round, compare, sign, float->int convert, argmax/argsort, float rem, atan2) applied to an
inexactly computed float within a small margin of a discontinuity, duplicate indices in
scatter-set, integer division by zero / MIN/-1 (implementation-defined in StableHLO).
Tolerances: exact for integer/pred outputs; for floats the export script's constant for the
lowest float precision that carries inexact values in the program (BF16_TOL, F16,
F32_EW/F32_RED/F32_MODEL by program content, F64), with atol widened to
32 * eps * (largest intermediate magnitude) to allow for cancellation.

Options:
  --kiln PATH      kiln binary (default target/release/kiln: cargo build --release -p kiln-cli)
  --backends LIST  comma list of interp,cpu,cpu-opt (default all three)
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time
import traceback
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "..", "shared", "tools"))

import numpy as np  # noqa: E402
import export_corpus as ec  # noqa: E402
from export_corpus import BF16_TOL, F16, F32_EW, F32_MODEL, F32_RED, F64, Case, Gen  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

BF16 = jnp.bfloat16
KILN = os.path.join(ROOT, "target", "release", "kiln")
BACKENDS = {
    "interp": ["--backend", "interp"],
    "cpu": ["--backend", "cpu", "--no-cache"],
    "cpu-opt": ["--backend", "cpu", "--no-cache", "--optimize"],
}

# ---------------------------------------------------------------------------
# dtype helpers
# ---------------------------------------------------------------------------


def dname(dt):
    dt = np.dtype(dt)
    if dt == np.dtype(BF16):
        return "bf16"
    return {"float16": "f16", "float32": "f32", "float64": "f64", "int8": "s8", "int16": "s16",
            "int32": "s32", "int64": "s64", "uint8": "u8", "uint16": "u16", "uint32": "u32",
            "uint64": "u64", "bool": "pred"}[dt.name]


def is_f(dt):
    return jnp.issubdtype(dt, jnp.floating)


def is_i(dt):
    return jnp.issubdtype(dt, jnp.integer)


def is_b(dt):
    return np.dtype(dt) == np.bool_


EPS = {"bf16": 2.0 ** -8, "f16": 2.0 ** -11, "f32": 2.0 ** -24, "f64": 2.0 ** -53}
MARGIN = {"bf16": 5e-2, "f16": 1e-2, "f32": 1e-4, "f64": 1e-9}
PREC_ORDER = ["bf16", "f16", "f32", "f64"]  # lowest precision first
MAG_LIMIT = 1e3
MAX_ELEMS = 4096


def f64(v):
    return np.asarray(v).astype(np.float64)


def prod(s):
    return int(np.prod(s, dtype=np.int64)) if len(s) else 1


# ---------------------------------------------------------------------------
# Program representation
# ---------------------------------------------------------------------------


class Node:
    def __init__(self, nid, val, exact, consumable=True, src="param"):
        self.id = nid
        self.val = val
        self.dtype = np.dtype(val.dtype)
        self.shape = tuple(val.shape)
        self.exact = exact
        self.consumable = consumable
        self.src = src

    @property
    def dn(self):
        return dname(self.dtype)

    @property
    def size(self):
        return prod(self.shape)


class Op:
    def __init__(self, name, fn, ins, exact=None, check=None, kind="ew", consumable=True):
        self.name, self.fn, self.ins = name, fn, list(ins)
        self.exact = exact          # None: derive (exact iff all inputs exact and output non-float)
        self.check = check          # optional check(in_vals, out_vals) -> bool
        self.kind = kind            # ew / tr / red / dot / cf  (drives the f32 tolerance)
        self.consumable = consumable
        self.outs = []


class Program:
    def __init__(self, name, x64):
        self.name, self.x64 = name, x64
        self.params = []   # (node_id, np array)
        self.ops = []
        self.nodes = []
        self.outputs = []

    def fn_for(self, outputs, params=None):
        """A JAX function computing `outputs` from `params` (default: all params)."""
        params = [p for p, _ in self.params] if params is None else params
        need = set(outputs)
        ops = []
        for op in reversed(self.ops):
            if any(o in need for o in op.outs):
                ops.append(op)
                need.update(op.ins)
        ops.reverse()

        def f(*args):
            env = dict(zip(params, args))
            for op in ops:
                r = op.fn(*[env[i] for i in op.ins])
                for o, v in zip(op.outs, r if isinstance(r, (tuple, list)) else [r]):
                    env[o] = v
            return tuple(env[o] for o in outputs)
        return f, ops

    def ancestors_params(self, outputs):
        _, ops = self.fn_for(outputs)
        used = set(outputs)
        for op in ops:
            used.update(op.ins)
        return [p for p, _ in self.params if p in used]

    def describe(self, ops=None):
        ops = self.ops if ops is None else ops
        return " ; ".join(f"{','.join('v%d' % o for o in op.outs)}={op.name}({','.join('v%d' % i for i in op.ins)})"
                          for op in ops)


class Reject(Exception):
    pass


# ---------------------------------------------------------------------------
# Builder
# ---------------------------------------------------------------------------


def adapt(a, shape, dtype=None):
    """Reshape/tile/slice array `a` (traced) into `shape` (static)."""
    n = prod(shape)
    dtype = a.dtype if dtype is None else dtype
    flat = a.reshape(-1)
    if n == 0 or flat.shape[0] == 0:
        return jnp.zeros(shape, dtype)
    if flat.shape[0] < n:
        flat = jnp.tile(flat, -(-n // flat.shape[0]))
    return flat[:n].reshape(shape).astype(dtype)


class Builder:
    def __init__(self, seed, index):
        self.seed, self.index = seed, index
        self.r = np.random.default_rng([seed, index, 0x5eed])
        self.name = f"fz{seed}_{index:04d}"
        self.gen = Gen(self.name, f"xla_fuzz:{seed}")
        self.x64 = self.r.random() < 0.12
        self.p = Program(self.name, self.x64)
        self.kinds = set()

    # ----- random helpers -----
    def ri(self, lo, hi):  # inclusive
        return int(self.r.integers(lo, hi + 1))

    def ch(self, xs, p=None):
        return xs[int(self.r.choice(len(xs), p=p))]

    def coin(self, p=0.5):
        return self.r.random() < p

    def rand_shape(self, rmin=0, rmax=4, zero_ok=True):
        for _ in range(50):
            rank = self.ri(rmin, rmax)
            dims = [self.ch([1, 1, 2, 3, 4, 5, 6, 7, 8, 9]) for _ in range(rank)]
            if zero_ok and rank and self.coin(0.04):
                dims[self.ri(0, rank - 1)] = 0
            if prod(dims) <= 1500:
                return tuple(dims)
        return (3,)

    def fdt(self):
        opts = ["f32"] * 6 + ["bf16", "f16"] + (["f64", "f64"] if self.x64 else [])
        return self.ch(opts)

    def idt(self):
        opts = ["s32", "s32", "s32", "s8", "u8", "u32"] + (["s64"] if self.x64 else [])
        return self.ch(opts)

    def np_dt(self, d):
        return {"bf16": np.dtype(BF16), "f16": np.float16, "f32": np.float32, "f64": np.float64, "s8": np.int8,
                "s32": np.int32, "s64": np.int64, "u8": np.uint8, "u32": np.uint32, "pred": np.bool_}[d]

    def rand_array(self, shape, d, use_gen=True):
        rng = self.gen.rng if use_gen else self.r
        if d in ("f32", "f64", "f16", "bf16"):
            kind = self.ch(["f", "f", "f", "halves", "pos"])
            if kind == "halves":
                a = (rng.integers(-12, 12, size=shape) / 4.0)
            elif kind == "pos":
                a = rng.uniform(0.2, 3.0, size=shape)
            else:
                a = rng.uniform(-2, 2, size=shape)
            return np.asarray(a, np.float32).astype(self.np_dt(d))
        if d == "pred":
            return np.asarray(rng.random(size=shape) < 0.5)
        nd = self.np_dt(d)
        if self.coin(0.3):
            info = np.iinfo(nd)
            if info.max < 2**62:
                a = rng.integers(int(info.min), int(info.max), size=shape, endpoint=True, dtype=np.int64)
            else:
                a = rng.integers(-2**40, 2**40, size=shape)
        else:
            lo = 0 if d.startswith("u") else -12
            a = rng.integers(lo, 13, size=shape)
        return np.asarray(a).astype(nd)

    def const(self, shape, d):
        return self.rand_array(shape, d, use_gen=False)

    def const_fn(self, shape, d):
        """A traced constant.  HLO text elides literals of more than 10 elements ('{...}'), so bigger
        constants are computed from an iota: ((iota*a + b) mod m), scaled to exact values."""
        if prod(shape) <= 10:
            c = self.const(shape, d)
            return lambda: jnp.asarray(c)
        a, bb, m = self.ri(3, 29), self.ri(0, 40), self.ch([17, 19, 23, 29, 31, 37])
        npd = self.np_dt(d)
        shape = tuple(shape)

        def f():
            k = (lax.iota(jnp.int32, prod(shape)) * a + bb) % m
            if d == "pred":
                v = k % 2 == 0
            elif d.startswith("u"):
                v = k.astype(npd)
            elif d.startswith("s"):
                v = (k - m // 2).astype(npd)
            else:
                v = (k - m // 2).astype(npd) * npd(0.125)
            return v.reshape(shape)
        return f

    # ----- node selection -----
    def pick(self, pred=lambda n: True):
        c = [n for n in self.p.nodes if n.consumable and pred(n)]
        if not c:
            return None
        # prefer recent nodes so that programs are deep rather than wide
        last = len(self.p.nodes) - 1
        w = np.array([1.0 + 2.0 * (n.id >= last - 2) + 3.0 * (n.id == last) for n in c])
        return c[int(self.r.choice(len(c), p=w / w.sum()))]

    def need(self, pred=lambda n: True):
        n = self.pick(pred)
        if n is None:
            raise Reject("no operand")
        return n

    # ----- second operand of a given shape -----
    def operand_like(self, x, shape=None, dt=None, allow_bcast=True):
        """Returns (node_or_None, fn(xval?, yval) -> array of `shape`, `dt`).

        The returned callable takes the second node's value (or nothing for constants)."""
        shape = x.shape if shape is None else tuple(shape)
        dt = x.dn if dt is None else dt
        npd = self.np_dt(dt)
        r = self.r.random()
        same = self.pick(lambda n: n.shape == shape and n.id != x.id)
        if same is not None and r < 0.45:
            return same, (lambda y: y.astype(npd))
        if allow_bcast and r < 0.6:
            # a broadcastable node: scalar or suffix of shape
            cand = self.pick(lambda n: len(n.shape) <= len(shape) and n.size > 0 and
                             all(a == b or a == 1 for a, b in zip(n.shape[::-1], shape[::-1])))
            if cand is not None:
                return cand, (lambda y: jnp.broadcast_to(y.astype(npd), shape))
        if r < 0.8:
            src = self.pick(lambda n: n.size > 0)
            if src is not None:
                return src, (lambda y: adapt(y, shape, npd))
        if self.coin(0.3) and len(shape) and prod(shape) > 0:  # scalar constant broadcast
            c0 = self.const((), dt)
            return None, (lambda: jnp.broadcast_to(jnp.asarray(c0), shape))
        return None, self.const_fn(shape, dt)

    # ----- applying an op -----
    def apply(self, op):
        ins = [self.p.nodes[i] for i in op.ins]
        vals = [n.val for n in ins]
        try:
            with warnings_off():
                r = op.fn(*vals)
        except Reject:
            raise
        except Exception as e:  # noqa: BLE001  (invalid random configuration)
            raise Reject(f"{op.name}: {type(e).__name__}: {str(e)[:100]}")
        outs = list(r) if isinstance(r, (tuple, list)) else [r]
        outs = [jnp.asarray(o) for o in outs]
        for o in outs:
            if o.size > MAX_ELEMS:
                raise Reject("too big")
            d = dname(o.dtype)
            if d in ("s16", "u16", "u64", "c64") or (d in ("f64", "s64") and not self.x64):
                raise Reject(f"dtype {d}")
            if is_f(o.dtype) and o.size:
                v = f64(o)
                finite = np.isfinite(v).all()
                if not finite and (op.consumable or np.isnan(v).any()):
                    raise Reject("non-finite")
                fv = np.abs(v[np.isfinite(v)])
                if fv.size and fv.max() > MAG_LIMIT:
                    raise Reject("magnitude")
                if d in ("f32", "f64") and ((fv > 0) & (fv < 1e-30)).any():
                    raise Reject("denormal")
        if op.check is not None and not op.check(vals, outs):
            raise Reject("ill-conditioned")
        ids = []
        all_exact = all(n.exact for n in ins)
        for o in outs:
            exact = op.exact if op.exact is not None else all_exact
            if not is_f(o.dtype):
                exact = True
            nid = len(self.p.nodes)
            self.p.nodes.append(Node(nid, o, exact and all_exact if is_f(o.dtype) else True,
                                     consumable=op.consumable, src=op.name))
            ids.append(nid)
        op.outs = ids
        self.p.ops.append(op)
        self.kinds.add(op.kind)
        return ids

    # ----- whole program -----
    def build(self):
        if self.x64:
            with jax.enable_x64(True):
                return self._build()
        return self._build()

    def _build(self):
        nparams = self.ri(1, 3)
        for _ in range(nparams):
            d = self.ch(["f"] * 6 + ["i"] * 3 + ["b"])
            d = self.fdt() if d == "f" else (self.idt() if d == "i" else "pred")
            shape = self.rand_shape()
            a = self.rand_array(shape, d)
            nid = len(self.p.nodes)
            self.p.nodes.append(Node(nid, jnp.asarray(a), True))
            self.p.params.append((nid, a))
        n_ops = self.ri(3, 15)
        names = [g[0] for g in GENS]
        w = np.array([g[1] for g in GENS], float)
        tries = 0
        while len(self.p.ops) < n_ops and tries < 40 * n_ops:
            tries += 1
            gi = int(self.r.choice(len(GENS), p=w / w.sum()))
            try:
                op = GENS[gi][2](self)
                if op is None:
                    continue
                self.apply(op)
            except Reject:
                continue
            except (ValueError, TypeError, IndexError, ZeroDivisionError):
                continue  # a random configuration the generator could not realise
            _ = names
        if not self.p.ops:
            raise Reject("empty program")
        # outputs: last op's outputs plus up to two other unconsumed op results
        used = {i for op in self.p.ops for i in op.ins}
        last = self.p.ops[-1].outs
        others = [n.id for n in self.p.nodes if n.id >= len(self.p.params) and n.id not in used and n.id not in last]
        self.r.shuffle(others)
        self.p.outputs = list(last) + others[: self.ri(0, 2)]
        return self.p

    def tolerance(self, program, outputs=None):
        outputs = program.outputs if outputs is None else outputs
        _, ops = program.fn_for(outputs)
        node_ids = set(outputs)
        for op in ops:
            node_ids.update(op.ins)
            node_ids.update(op.outs)
        nodes = [program.nodes[i] for i in sorted(node_ids)]
        inexact = [n for n in nodes if is_f(n.dtype) and not n.exact]
        if not inexact:
            return F32_EW
        low = min((n.dn for n in inexact), key=PREC_ORDER.index)
        mag = max([float(np.abs(f64(n.val)[np.isfinite(f64(n.val))]).max(initial=0.0)) for n in nodes if is_f(n.dtype)] + [1.0])
        kinds = {op.kind for op in ops}
        if low == "bf16":
            rtol, atol = BF16_TOL
        elif low == "f16":
            rtol, atol = F16
        elif low == "f64":
            rtol, atol = F64 if kinds <= {"ew"} else (1e-10, 1e-11)
        elif kinds & {"dot", "cf"} or len(inexact) >= 8:
            rtol, atol = F32_MODEL
        elif kinds & {"tr", "red"}:
            rtol, atol = F32_RED
        else:
            rtol, atol = F32_EW
        atol = max(atol, 32 * EPS[low] * mag)
        return (rtol, float(f"{atol:.3g}"))


@contextlib.contextmanager
def warnings_off():
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


# ---------------------------------------------------------------------------
# margin checks (ill-conditioning guards)
# ---------------------------------------------------------------------------


def margin_of(dn):
    return MARGIN.get(dn, 0.0)


def far_from_int(v, dn, half=False):
    v = f64(v)
    if half:
        v = v - 0.5
    m = margin_of(dn) * (1 + np.abs(v))
    return bool((np.abs(v - np.round(v)) > m).all())


def far_from_zero(v, dn):
    v = f64(v)
    return bool((np.abs(v) > margin_of(dn) * (1 + np.abs(v))).all())


def gaps_ok(v, axis, dn):
    """All distinct-rank neighbours along `axis` separated by more than the margin."""
    v = f64(v)
    if v.size == 0 or v.shape[axis] < 2:
        return True
    s = np.sort(v, axis=axis)
    d = np.diff(s, axis=axis)
    ref = np.take(np.abs(s), range(1, s.shape[axis]), axis=axis)
    return bool((d > margin_of(dn) * (1 + ref)).all())


# ---------------------------------------------------------------------------
# Op generators: each takes a Builder and returns an Op (or raises Reject)
# ---------------------------------------------------------------------------

F_UNARY = [
    # name, fn(x), kind, exactness-preserving, needs (check on input) -> None | 'int' | 'half' | 'zero'
    ("neg", lambda x: -x, "ew", True, None),
    ("abs", jnp.abs, "ew", True, None),
    ("floor", jnp.floor, "ew", True, "int"),
    ("ceil", jnp.ceil, "ew", True, "int"),
    ("trunc", jnp.trunc, "ew", True, "int"),
    ("round_even", jnp.round, "ew", True, "half"),
    ("round_afz", lambda x: lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO), "ew", True, "half"),
    ("sign", jnp.sign, "ew", True, "zero"),
    ("sin", jnp.sin, "tr", False, None),
    ("cos", jnp.cos, "tr", False, None),
    ("tanh", jnp.tanh, "tr", False, None),
    ("sigmoid", jax.nn.sigmoid, "tr", False, None),
    ("erf", lax.erf, "tr", False, None),
    ("exp", jnp.exp, "tr", False, None),
    ("expm1", jnp.expm1, "tr", False, None),
    ("log_safe", lambda x: jnp.log(jnp.abs(x) + 0.5), "tr", False, None),
    ("log1p_abs", lambda x: jnp.log1p(jnp.abs(x)), "tr", False, None),
    ("sqrt_safe", lambda x: jnp.sqrt(jnp.abs(x) + 0.25), "ew", False, None),
    ("rsqrt_safe", lambda x: lax.rsqrt(jnp.abs(x) + 0.25), "tr", False, None),
    ("square", jnp.square, "ew", False, None),
    ("cube", lambda x: x ** 3, "ew", False, None),
    ("recip_safe", lambda x: 1.0 / (jnp.abs(x) + 0.5), "ew", False, None),
    ("cbrt", jnp.cbrt, "tr", False, None),
    ("atan", jnp.arctan, "tr", False, None),
    ("asinh", jnp.arcsinh, "tr", False, None),
    ("sinh", jnp.sinh, "tr", False, None),
    ("softplus", jax.nn.softplus, "tr", False, None),
    ("relu", jax.nn.relu, "ew", True, None),
    ("gelu", jax.nn.gelu, "tr", False, None),
    ("silu", jax.nn.silu, "tr", False, None),
    ("tan_small", lambda x: jnp.tan(jnp.tanh(x)), "tr", False, None),
    ("is_finite", jnp.isfinite, "ew", True, None),
]


def g_unary(b):
    x = b.need(lambda n: is_f(n.dtype))
    name, fn, kind, keeps, need = b.ch(F_UNARY)
    check = None
    if need and not x.exact:
        dn = x.dn
        if need == "int":
            check = lambda iv, ov: far_from_int(iv[0], dn)  # noqa: E731
        elif need == "half":
            check = lambda iv, ov: far_from_int(iv[0], dn, half=True)  # noqa: E731
        else:
            check = lambda iv, ov: far_from_zero(iv[0], dn)  # noqa: E731
    return Op(name, fn, [x.id], exact=None if keeps else False, check=check, kind=kind)


F_BINARY = [
    ("add", lambda x, y: x + y, False, "ew"),
    ("sub", lambda x, y: x - y, False, "ew"),
    ("mul", lambda x, y: x * y, False, "ew"),
    ("div_safe", lambda x, y: x / (jnp.abs(y) + 0.5), False, "ew"),
    ("div_signed", lambda x, y: x / jnp.where(y >= 0, y + 0.5, y - 0.5), False, "ew"),
    ("max", jnp.maximum, True, "ew"),
    ("min", jnp.minimum, True, "ew"),
    ("pow_safe", lambda x, y: jnp.power(jnp.abs(x) + 0.5, jnp.clip(y, -2, 2)), False, "tr"),
    ("atan2", jnp.arctan2, False, "tr"),
    ("rem", lambda x, y: lax.rem(x, jnp.abs(y) + 0.5), False, "ew"),
    ("hypot", jnp.hypot, False, "tr"),
    ("logaddexp", jnp.logaddexp, False, "tr"),
    ("copysign", jnp.copysign, True, "ew"),
    ("fma_like", lambda x, y: x * y + x, False, "ew"),
]


def g_binary(b):
    x = b.need(lambda n: is_f(n.dtype))
    name, fn, keeps, kind = b.ch(F_BINARY)
    yn, yf = b.operand_like(x)
    cast = b.coin(0.85)
    ins = [x.id] + ([yn.id] if yn else [])
    y_exact = yn.exact if yn else True
    dn = x.dn

    def f(xv, *yv):
        y = yf(*yv)
        if not cast:
            y = y.astype(jnp.float32) if x.dn in ("bf16", "f16") else y
        return fn(xv, y)

    check = None
    if name == "atan2" and not (x.exact and y_exact):
        # atan2(y=x, x=y): discontinuous where the second argument < 0 and the first crosses 0
        check = lambda iv, ov: bool((~((f64(yf(*iv[1:])) < margin_of(dn) * 10) & (np.abs(f64(iv[0])) < margin_of(dn) * 10))).all())  # noqa: E731
    elif name == "rem" and not (x.exact and y_exact):
        check = lambda iv, ov: far_from_int(f64(iv[0]) / (np.abs(f64(yf(*iv[1:]))) + 0.5), dn)  # noqa: E731
    elif name == "copysign" and not y_exact:
        check = lambda iv, ov: far_from_zero(yf(*iv[1:]), dn)  # noqa: E731
    return Op(name, f, ins, exact=None if keeps else False, check=check, kind=kind)


CMP = [("lt", jnp.less), ("le", jnp.less_equal), ("gt", jnp.greater), ("ge", jnp.greater_equal),
       ("eq", jnp.equal), ("ne", jnp.not_equal)]


def g_compare(b):
    x = b.need(lambda n: not is_b(n.dtype))
    name, fn = b.ch(CMP)
    yn, yf = b.operand_like(x)
    ins = [x.id] + ([yn.id] if yn else [])
    check = None
    if is_f(x.dtype) and not (x.exact and (yn is None or yn.exact)):
        dn = x.dn
        check = lambda iv, ov: far_from_zero(f64(iv[0]) - f64(yf(*iv[1:])), dn)  # noqa: E731
    return Op("cmp_" + name, lambda xv, *yv: fn(xv, yf(*yv)), ins, check=check)


def g_select(b):
    x = b.need(lambda n: True)
    p = b.pick(lambda n: is_b(n.dtype) and len(n.shape) <= len(x.shape) and
               all(a == c or a == 1 for a, c in zip(n.shape[::-1], x.shape[::-1])))
    yn, yf = b.operand_like(x)
    if p is not None and b.coin(0.8):
        ins = [p.id, x.id] + ([yn.id] if yn else [])
        return Op("select", lambda pv, xv, *yv: jnp.where(pv, xv, yf(*yv)), ins)
    # predicate from comparing x with a threshold
    t = float(b.ch([0.0, 0.5, -0.5, 1.0, 3.0]))
    check = None
    if is_f(x.dtype) and not x.exact:
        dn = x.dn
        check = lambda iv, ov: far_from_zero(f64(iv[0]) - t, dn)  # noqa: E731
    ins = [x.id] + ([yn.id] if yn else [])
    return Op("select_thr", lambda xv, *yv: jnp.where(xv > t, xv, yf(*yv)), ins, check=check)


INT_BIN = [
    ("iadd", lambda x, y: x + y), ("isub", lambda x, y: x - y), ("imul", lambda x, y: x * y),
    ("imax", jnp.maximum), ("imin", jnp.minimum), ("and", jnp.bitwise_and), ("or", jnp.bitwise_or),
    ("xor", jnp.bitwise_xor),
    ("shl", lambda x, y: jnp.left_shift(x, jnp.remainder(y, 8 * x.dtype.itemsize + 3).astype(x.dtype))),
    ("shr", lambda x, y: jnp.right_shift(x, jnp.remainder(y, 8 * x.dtype.itemsize + 3).astype(x.dtype))),
    ("shrl", lambda x, y: lax.shift_right_logical(x, jnp.remainder(y, 8 * x.dtype.itemsize + 3).astype(x.dtype))),
    ("floordiv", lambda x, y: jnp.floor_divide(x, _safe_div(x, y))),
    ("mod", lambda x, y: jnp.remainder(x, _safe_div(x, y))),
    ("crem", lambda x, y: lax.rem(x, _safe_div(x, y))),
    ("cdiv", lambda x, y: lax.div(x, _safe_div(x, y))),
]


def _safe_div(x, y):
    """Divisor with no zeros and no -1 where x is the minimum value (implementation-defined)."""
    y = jnp.where(y == 0, jnp.ones_like(y), y)
    if jnp.issubdtype(x.dtype, jnp.signedinteger):
        y = jnp.where((x == jnp.iinfo(x.dtype).min) & (y == -1), jnp.ones_like(y), y)
    return y


INT_UN = [("ineg", lambda x: -x), ("iabs", jnp.abs), ("isign", jnp.sign), ("not", jnp.invert),
          ("popcnt", lax.population_count), ("clz", lax.clz), ("iclamp", lambda x: jnp.clip(x, -5, 7)),
          ("isquare", lambda x: x * x)]


def g_int(b):
    x = b.need(lambda n: is_i(n.dtype))
    if b.coin(0.3):
        name, fn = b.ch(INT_UN)
        return Op(name, fn, [x.id])
    name, fn = b.ch(INT_BIN)
    yn, yf = b.operand_like(x)
    ins = [x.id] + ([yn.id] if yn else [])
    return Op(name, lambda xv, *yv: fn(xv, yf(*yv)), ins)


def g_bool(b):
    x = b.need(lambda n: is_b(n.dtype))
    k = b.ch(["and", "or", "xor", "not", "any", "all", "eq"])
    if k == "not":
        return Op("lnot", jnp.logical_not, [x.id])
    if k in ("any", "all"):
        axes = _rand_axes(b, x.shape)
        f = jnp.any if k == "any" else jnp.all
        return Op("red_" + k, lambda v: f(v, axis=axes), [x.id], kind="red")
    yn, yf = b.operand_like(x)
    fn = {"and": jnp.logical_and, "or": jnp.logical_or, "xor": jnp.logical_xor, "eq": jnp.equal}[k]
    return Op("l" + k, lambda xv, *yv: fn(xv, yf(*yv)), [x.id] + ([yn.id] if yn else []))


INT_RANGE = {"s8": (-128, 127), "u8": (0, 255), "s32": (-2**31, 2**31 - 128), "u32": (0, 2**32 - 256),
             "s64": (-2**62, 2**62)}


def g_convert(b):
    x = b.need()
    targets = ["f32", "f32", "bf16", "f16", "s32", "s8", "u8", "u32", "pred"] + (["f64", "s64"] if b.x64 else [])
    t = b.ch(targets)
    npt = b.np_dt(t)
    if is_f(x.dtype) and t in INT_RANGE:
        lo, hi = INT_RANGE[t]
        # clip into range first (out-of-range float->int is platform-specific)
        lo_f, hi_f = max(lo, -1e3), min(hi, 1e3)
        dn = x.dn
        check = None if x.exact else (lambda iv, ov: far_from_int(np.clip(f64(iv[0]), lo_f, hi_f), dn))
        return Op(f"cvt_{x.dn}_{t}", lambda v: jnp.clip(v, lo_f, hi_f).astype(npt), [x.id], check=check)
    if is_f(x.dtype) and t == "pred":
        dn = x.dn
        check = None if x.exact else (lambda iv, ov: far_from_zero(iv[0], dn))
        return Op(f"cvt_{x.dn}_pred", lambda v: v.astype(npt), [x.id], check=check)
    if t in ("f32", "s32", "u32") and x.dn in ("f32", "s32", "u32") and t != x.dn and x.exact and b.coin(0.3):
        return Op(f"bitcast_{x.dn}_{t}", lambda v: lax.bitcast_convert_type(v, npt), [x.id],
                  check=lambda iv, ov: (not is_f(ov[0].dtype)) or bool(np.isfinite(f64(ov[0])).all()))
    return Op(f"cvt_{x.dn}_{t}", lambda v: v.astype(npt), [x.id])


def _factor_shape(b, n):
    if n == 0:
        s = list(b.rand_shape(1, 3, zero_ok=False))
        s[b.ri(0, len(s) - 1)] = 0
        return tuple(s)
    fs = []
    m, p = n, 2
    while m > 1:
        while m % p == 0:
            fs.append(p)
            m //= p
        p += 1
    rank = b.ri(max(1, min(len(fs), 1)) if fs else 0, 4)
    dims = [1] * max(rank, 1 if fs else 0)
    for f in fs:
        dims[b.ri(0, len(dims) - 1)] *= f
    return tuple(dims)


def _rand_axes(b, shape):
    if not shape:
        return ()
    axes = tuple(sorted(i for i in range(len(shape)) if b.coin(0.5)))
    if not axes and b.coin(0.5):
        axes = None
    return axes


def g_shape(b):
    x = b.need()
    k = b.ch(["reshape", "transpose", "broadcast", "slice", "lax_slice", "pad", "jpad", "concat", "reverse",
              "expand", "roll", "tile", "repeat", "stack", "int_index"])
    s = x.shape
    if k == "reshape":
        ns = _factor_shape(b, x.size)
        return Op("reshape", lambda v: v.reshape(ns), [x.id], exact=None)
    if k == "transpose":
        if len(s) < 2:
            raise Reject("rank")
        perm = tuple(int(i) for i in b.r.permutation(len(s)))
        return Op("transpose", lambda v: jnp.transpose(v, perm), [x.id])
    if k == "broadcast":
        lead = tuple(b.ri(1, 4) for _ in range(b.ri(0, 2)))
        ns = lead + tuple(b.ri(2, 4) if d == 1 and b.coin(0.5) else d for d in s)
        return Op("broadcast", lambda v: jnp.broadcast_to(v, ns), [x.id])
    if k == "expand":
        ax = b.ri(0, len(s))
        if b.coin(0.5) and 1 in s:
            sq = tuple(i for i, d in enumerate(s) if d == 1)
            return Op("squeeze", lambda v: jnp.squeeze(v, sq), [x.id])
        return Op("expand_dims", lambda v: jnp.expand_dims(v, ax), [x.id])
    if not s:
        raise Reject("rank0")
    if k == "slice":
        idx = []
        for d in s:
            st = b.ri(-d, d) if d else 0
            sp = b.ri(-d, d) if d else 0
            step = b.ch([1, 1, 1, 2, 3, -1, -2])
            idx.append(slice(st if b.coin(0.7) else None, sp if b.coin(0.6) else None, step))
        idx = tuple(idx)
        return Op("slice", lambda v: v[idx], [x.id])
    if k == "int_index":
        i = b.ri(-s[0], s[0] - 1) if s[0] else 0
        return Op("int_index", lambda v: v[i], [x.id])
    if k == "lax_slice":
        st = [b.ri(0, d) for d in s]
        en = [b.ri(a, d) for a, d in zip(st, s)]
        strd = [b.ri(1, 3) for _ in s]
        return Op("lax_slice", lambda v: lax.slice(v, st, en, strd), [x.id])
    if k == "pad":
        cfg = [(b.ri(-2, 3), b.ri(-2, 3), b.ri(0, 2)) for _ in s]
        pv = b.ch([0, 1, -1])
        return Op("pad", lambda v: lax.pad(v, jnp.asarray(pv).astype(v.dtype), cfg), [x.id])
    if k == "jpad":
        mode = b.ch(["constant", "edge", "reflect", "symmetric", "wrap"])
        pw = [(b.ri(0, 2), b.ri(0, 2)) for _ in s]
        return Op("jpad_" + mode, lambda v: jnp.pad(v, pw, mode=mode), [x.id])
    if k in ("concat", "stack"):
        ax = b.ri(0, len(s) - 1)
        ns = list(s)
        if k == "concat":
            ns[ax] = b.ri(0, 4)
        yn, yf = b.operand_like(x, tuple(ns), allow_bcast=False)
        three = b.coin(0.3)
        ins = [x.id] + ([yn.id] if yn else [])
        if k == "stack":
            return Op("stack", lambda v, *yv: jnp.stack([v, yf(*yv)], axis=ax), ins)
        return Op("concat", lambda v, *yv: jnp.concatenate([v, yf(*yv)] + ([v] if three else []), axis=ax), ins)
    if k == "reverse":
        axes = tuple(i for i in range(len(s)) if b.coin(0.5)) or (0,)
        return Op("reverse", lambda v: jnp.flip(v, axes), [x.id])
    if k == "roll":
        ax = b.ri(0, len(s) - 1)
        sh = b.ri(-5, 5)
        return Op("roll", lambda v: jnp.roll(v, sh, ax), [x.id])
    if k == "tile":
        reps = tuple(b.ri(1, 2) for _ in s)
        return Op("tile", lambda v: jnp.tile(v, reps), [x.id])
    ax = b.ri(0, len(s) - 1)
    rep = b.ri(1, 3)
    return Op("repeat", lambda v: jnp.repeat(v, rep, axis=ax), [x.id])


def g_iota(b):
    x = b.need(lambda n: len(n.shape) >= 1 and not is_b(n.dtype))
    s = x.shape
    d = b.ri(0, len(s) - 1)
    k = b.ch(["add", "mask", "arange"])
    if k == "add":
        return Op("iota_add", lambda v: v + lax.broadcasted_iota(v.dtype, s, d), [x.id], exact=False)
    if k == "mask" and len(s) >= 2:
        d2 = (d + 1) % len(s)
        return Op("iota_mask", lambda v: jnp.where(lax.broadcasted_iota(jnp.int32, s, d) >= lax.broadcasted_iota(jnp.int32, s, d2),
                                                   v, jnp.zeros_like(v)), [x.id])
    n = s[-1]
    return Op("arange_mul", lambda v: v * jnp.arange(n, dtype=v.dtype), [x.id], exact=False)


def g_reduce(b):
    x = b.need(lambda n: not is_b(n.dtype) and len(n.shape) >= 1)
    k = b.ch(["sum", "sum", "max", "min", "prod", "mean", "argmax", "argmin", "logsumexp", "var"])
    keep = b.coin(0.3)
    if k in ("argmax", "argmin"):
        ax = b.ri(0, len(x.shape) - 1)
        f = jnp.argmax if k == "argmax" else jnp.argmin
        check = None
        if is_f(x.dtype) and not x.exact:
            dn = x.dn
            check = lambda iv, ov: gaps_ok(iv[0], ax, dn)  # noqa: E731
        return Op(k, lambda v: f(v, axis=ax, keepdims=keep), [x.id], check=check, kind="red")
    axes = _rand_axes(b, x.shape)
    if k in ("logsumexp", "var", "mean") and not is_f(x.dtype):
        raise Reject("int")
    fn = {"sum": jnp.sum, "max": jnp.max, "min": jnp.min, "prod": jnp.prod, "mean": jnp.mean,
          "logsumexp": jax.nn.logsumexp, "var": jnp.var}[k]
    exact = None if k in ("max", "min") else False
    return Op("red_" + k, lambda v: fn(v, axis=axes, keepdims=keep), [x.id], exact=exact, kind="red")


def g_cumulative(b):
    x = b.need(lambda n: not is_b(n.dtype) and len(n.shape) >= 1)
    ax = b.ri(0, len(x.shape) - 1)
    rev = b.coin(0.3)
    k = b.ch(["cumsum", "cumprod", "cummax", "cummin", "lcumsum", "cumlogsumexp"])
    if k == "cumlogsumexp" and not is_f(x.dtype):
        raise Reject("int")
    fn = {"cumsum": lambda v: jnp.cumsum(v, axis=ax), "cumprod": lambda v: jnp.cumprod(v, axis=ax),
          "cummax": lambda v: lax.cummax(v, ax, reverse=rev), "cummin": lambda v: lax.cummin(v, ax, reverse=rev),
          "lcumsum": lambda v: lax.cumsum(v, ax, reverse=rev),
          "cumlogsumexp": lambda v: lax.cumlogsumexp(v, ax, reverse=rev)}[k]
    return Op(k, fn, [x.id], exact=None if k in ("cummax", "cummin") else False, kind="red")


def g_dot(b):
    x = b.need(lambda n: (is_f(n.dtype) or n.dn in ("s32", "s8")) and 1 <= len(n.shape) <= 4)
    s = x.shape
    k = b.ch(["matmul", "matmul", "einsum", "dot_general"])
    if k == "matmul":
        if len(s) == 1:
            ys = (s[0],) if b.coin(0.3) else (s[0], b.ri(1, 6))
        else:
            batch = s[:-2]
            if batch and b.coin(0.3):
                batch = tuple(1 if b.coin(0.5) else d for d in batch)
            ys = batch + (s[-1], b.ri(1, 6))
        yn, yf = b.operand_like(x, ys, allow_bcast=False)
        return Op("matmul", lambda v, *yv: jnp.matmul(v, yf(*yv)), [x.id] + ([yn.id] if yn else []), exact=False, kind="dot")
    if k == "einsum":
        letters = "abcd"[:len(s)]
        spec_x = letters
        # y shares some letters (contract/batch) and adds new ones
        shared = [c for c in letters if b.coin(0.6)] or [letters[-1]]
        new = "xyz"[:b.ri(0, 2)]
        ys_l = list(shared) + list(new)
        b.r.shuffle(ys_l)
        spec_y = "".join(ys_l)
        dims = {c: d for c, d in zip(letters, s)}
        dims.update({c: b.ri(1, 5) for c in new})
        all_l = sorted(set(spec_x) | set(spec_y))
        out = [c for c in all_l if (c not in shared) or b.coin(0.35)]
        b.r.shuffle(out)
        spec = f"{spec_x},{spec_y}->{''.join(out)}"
        ys = tuple(dims[c] for c in spec_y)
        yn, yf = b.operand_like(x, ys, allow_bcast=False)
        return Op(f"einsum[{spec}]", lambda v, *yv: jnp.einsum(spec, v, yf(*yv)), [x.id] + ([yn.id] if yn else []),
                  exact=False, kind="dot")
    # dot_general with explicit batch/contracting dims, operands in permuted layouts
    r = len(s)
    nb = b.ri(0, max(0, r - 1))
    nc = b.ri(1, r - nb) if r - nb >= 1 else 0
    dims_x = list(range(r))
    b.r.shuffle(dims_x)
    bx, cx = dims_x[:nb], dims_x[nb:nb + nc]
    free_y = [b.ri(1, 4) for _ in range(b.ri(0, 2))]
    ylog = [s[i] for i in bx] + [s[i] for i in cx] + free_y
    perm = list(b.r.permutation(len(ylog)))
    ys = tuple(ylog[p] for p in perm)
    inv = {p: i for i, p in enumerate(perm)}
    by = [inv[i] for i in range(nb)]
    cy = [inv[nb + i] for i in range(nc)]
    pet = None
    if x.dn in ("bf16", "f16") and b.coin(0.5):
        pet = jnp.float32
    if x.dn == "s8" and b.coin(0.7):
        pet = jnp.int32
    yn, yf = b.operand_like(x, ys, allow_bcast=False)
    dn = ((tuple(cx), tuple(cy)), (tuple(bx), tuple(by)))
    return Op(f"dot_general{dn}", lambda v, *yv: lax.dot_general(v, yf(*yv), dn, preferred_element_type=pet),
              [x.id] + ([yn.id] if yn else []), exact=False, kind="dot")


def g_conv(b):
    x = b.need(lambda n: is_f(n.dtype) and n.size > 0)
    nsp = b.ri(1, 2)
    sp = "HW"[:nsp]
    N, C = b.ri(1, 2), b.ri(1, 4)
    g = b.ch([1, 1, 1, C]) if C > 1 else 1
    O = g * b.ri(1, 3)
    sizes = [b.ri(1, 7) for _ in sp]
    ks = [b.ri(1, 3) for _ in sp]
    lhs_l = ["N", "C"] + list(sp)
    rhs_l = ["O", "I"] + list(sp)
    out_l = ["N", "C"] + list(sp)
    for l_ in (lhs_l, rhs_l, out_l):
        if b.coin(0.5):
            b.r.shuffle(l_)
    lhs_dims = {"N": N, "C": C, **dict(zip(sp, sizes))}
    rhs_dims = {"O": O, "I": C // g, **dict(zip(sp, ks))}
    lshape = tuple(lhs_dims[c] for c in lhs_l)
    rshape = tuple(rhs_dims[c] for c in rhs_l)
    strides = tuple(b.ri(1, 2) for _ in sp)
    if b.coin(0.3):
        padding = b.ch(["SAME", "VALID"])
    else:
        # no negative conv padding: XLA:CPU (jax 0.10.2) reads out of bounds for pad=-1_1 (see report)
        padding = tuple((b.ri(0, 2), b.ri(0, 2)) for _ in sp)
    lhs_dil = tuple(b.ri(1, 2) for _ in sp) if b.coin(0.3) else None
    rhs_dil = tuple(b.ri(1, 2) for _ in sp) if b.coin(0.3) else None
    dnums = ("".join(lhs_l), "".join(rhs_l), "".join(out_l))
    wn, wf = b.operand_like(x, rshape, allow_bcast=False)

    def f(v, *wv):
        lhs = adapt(v, lshape)
        return lax.conv_general_dilated(lhs, wf(*wv), strides, padding, lhs_dilation=lhs_dil, rhs_dilation=rhs_dil,
                                        dimension_numbers=dnums, feature_group_count=g)
    desc = f"conv[{dnums} lhs{lshape} rhs{rshape} s{strides} p{padding} ld{lhs_dil} rd{rhs_dil} g{g}]"
    return Op(desc, f, [x.id] + ([wn.id] if wn else []), exact=False, kind="dot")


def g_reduce_window(b):
    x = b.need(lambda n: not is_b(n.dtype) and 1 <= len(n.shape) <= 4)
    s = x.shape
    k = b.ch(["max", "min", "sum", "avg"])
    win = tuple(b.ri(1, 3) if d > 0 else 1 for d in s)
    strides = tuple(b.ri(1, 2) for _ in s)
    if b.coin(0.3):
        padding = b.ch(["SAME", "VALID"])
    else:
        padding = tuple((b.ri(0, 2), b.ri(0, 2)) for _ in s)
    bdil = tuple(b.ri(1, 2) for _ in s) if b.coin(0.2) else None
    wdil = tuple(b.ri(1, 2) for _ in s) if b.coin(0.2) else None
    dt = x.dtype
    if k == "max":
        init, comp = (-jnp.inf if is_f(dt) else jnp.iinfo(dt).min), lax.max
    elif k == "min":
        init, comp = (jnp.inf if is_f(dt) else jnp.iinfo(dt).max), lax.min
    else:
        init, comp = 0, lax.add
    desc = f"reduce_window_{k}[w{win} s{strides} p{padding} bd{bdil} wd{wdil}]"

    def f(v):
        iv = jnp.asarray(init, dtype=v.dtype)
        r = lax.reduce_window(v, iv, comp, win, strides, padding, base_dilation=bdil, window_dilation=wdil)
        if k == "avg":
            if not is_f(v.dtype):
                raise Reject("int avg")
            cnt = lax.reduce_window(jnp.ones_like(v), jnp.asarray(0, v.dtype), lax.add, win, strides, padding,
                                    base_dilation=bdil, window_dilation=wdil)
            r = r / jnp.maximum(cnt, 1)
        return r
    # windows that see only padding give +-inf for float max/min: allowed, but only as an output
    cons = not (k in ("max", "min") and is_f(dt))
    return Op(desc, f, [x.id], exact=None if k in ("max", "min") else False, kind="red", consumable=cons or b.coin(0.0))


def _scalar_index(b, dim):
    """(node_or_None, fn(val?) -> int32 scalar) giving a runtime or constant index, sometimes out of range."""
    n = b.pick(lambda n: is_i(n.dtype) and n.size > 0)
    if n is not None and b.coin(0.7):
        j = b.ri(0, n.size - 1)
        return n, (lambda v: v.reshape(-1)[j].astype(jnp.int32))
    c = b.ri(-2, dim + 2)
    return None, (lambda: jnp.int32(c))


def g_dynamic(b):
    x = b.need(lambda n: len(n.shape) >= 1)
    s = x.shape
    idx = [_scalar_index(b, d) for d in s]
    idx_nodes = [n for n, _ in idx]
    ins = [x.id] + [n.id for n in idx_nodes if n is not None]

    def get_idx(vals):
        out, it = [], iter(vals)
        for n, f in idx:
            out.append(f(next(it)) if n is not None else f())
        return out

    if b.coin(0.5):
        sizes = tuple(b.ri(0, d) for d in s)
        return Op(f"dynamic_slice{sizes}", lambda v, *iv: lax.dynamic_slice(v, get_idx(iv), sizes), ins)
    us = tuple(b.ri(0, d) for d in s)
    un, uf = b.operand_like(x, us, allow_bcast=False)
    if un is not None:
        ins = ins + [un.id]

    def f(v, *rest):
        iv = rest[:len(ins) - 1 - (1 if un is not None else 0)]
        u = uf(rest[-1]) if un is not None else uf()
        return lax.dynamic_update_slice(v, u, get_idx(iv))
    return Op(f"dynamic_update_slice{us}", f, ins, exact=None if x.exact and (un is None or un.exact) else False)


def _index_array(b, dim, shape, allow_oob=True, unique=False):
    """(node_or_None, fn) int32 index array with values mostly in [-dim, dim)."""
    n = b.pick(lambda n: is_i(n.dtype) and n.size > 0)
    if n is not None and b.coin(0.5) and not unique:
        mode = b.ch(["mod", "raw"]) if allow_oob else "mod"
        def f(v):
            a = adapt(v, shape).astype(jnp.int32)
            return jnp.remainder(a, max(dim, 1)) if mode == "mod" else a
        return n, f
    k = prod(shape)
    if k > 10:  # big literals are elided in HLO text: compute the indices from an iota
        if unique and k > dim:
            raise Reject("unique")
        mul = b.ch([m for m in (1, 3, 5, 7, 11, 13) if math.gcd(m, max(dim, 1)) == 1])
        off = b.ri(0, 20)
        span, lo = (max(dim, 1), 0) if unique or not allow_oob else (2 * dim + 4, -dim - 2)
        return None, (lambda: ((lax.iota(jnp.int32, k) * mul + off) % span + lo).reshape(shape))
    if unique:
        if k > dim:
            raise Reject("unique")
        a = b.r.permutation(dim)[:k].reshape(shape).astype(np.int32)
        if b.coin(0.5):
            a = a - np.int32(dim) * (b.r.random(a.shape) < 0.5)
    else:
        lo, hi = (-dim - 2, dim + 2) if allow_oob and b.coin(0.3) else (-dim, dim - 1)
        a = b.r.integers(lo, hi + 1, size=shape).astype(np.int32)
    return None, (lambda: jnp.asarray(a))


def g_gather(b):
    x = b.need(lambda n: len(n.shape) >= 1 and n.shape[0] > 0)
    s = x.shape
    k = b.ch(["getitem", "getitem2", "take", "take_along"])
    ishape = b.rand_shape(0, 2, zero_ok=True)
    if k == "getitem":
        n, f = _index_array(b, s[0], ishape)
        return Op("gather_getitem", lambda v, *iv: v[f(*iv)], [x.id] + ([n.id] if n else []))
    if k == "getitem2":
        if len(s) < 2:
            raise Reject("rank")
        n, f = _index_array(b, s[1], ishape)
        return Op("gather_getitem_axis1", lambda v, *iv: v[:, f(*iv)], [x.id] + ([n.id] if n else []))
    ax = b.ri(0, len(s) - 1)
    if k == "take":
        mode = b.ch(["clip", "wrap", "fill"])
        n, f = _index_array(b, s[ax], ishape)
        if mode == "fill" and is_f(x.dtype):
            return Op("gather_take_fill", lambda v, *iv: jnp.take(v, f(*iv), axis=ax, mode="fill", fill_value=-7),
                      [x.id] + ([n.id] if n else []))
        return Op(f"gather_take_{mode}", lambda v, *iv: jnp.take(v, f(*iv), axis=ax, mode=mode if mode != "fill" else "clip"),
                  [x.id] + ([n.id] if n else []))
    ishape = tuple(d if i != ax else b.ri(1, 4) for i, d in enumerate(s))
    n, f = _index_array(b, s[ax], ishape, allow_oob=False)
    return Op("gather_take_along", lambda v, *iv: jnp.take_along_axis(v, f(*iv), axis=ax),
              [x.id] + ([n.id] if n else []))


def g_scatter(b):
    x = b.need(lambda n: len(n.shape) >= 1 and n.shape[0] > 0 and not is_b(n.dtype))
    s = x.shape
    k = b.ch(["set", "add", "add", "max", "min", "mul"])
    ishape = (b.ri(0, 5),) if b.coin(0.8) else ()
    n, f = _index_array(b, s[0], ishape, unique=(k == "set"), allow_oob=True)
    ushape = ishape + s[1:]
    un, uf = b.operand_like(x, ushape, allow_bcast=False)
    ins = [x.id] + ([n.id] if n else []) + ([un.id] if un else [])
    mode = b.ch([None, "drop", "clip"]) if k != "set" else b.ch([None, "drop"])

    def fn(v, *rest):
        rest = list(rest)
        idx = f(rest.pop(0)) if n is not None else f()
        u = uf(rest.pop(0)) if un is not None else uf()
        ref = v.at[idx]
        return getattr(ref, k)(u, mode=mode)
    exact = None if k in ("set", "max", "min") else False
    return Op(f"scatter_{k}_{mode}", fn, ins, exact=exact)


def g_sort(b):
    x = b.need(lambda n: len(n.shape) >= 1)
    s = x.shape
    ax = b.ri(0, len(s) - 1)
    k = b.ch(["sort", "sort_desc", "argsort", "multi", "top_k"])
    check = None
    if is_f(x.dtype) and not x.exact and k in ("argsort", "multi", "top_k"):
        dn = x.dn
        a2 = len(s) - 1 if k == "top_k" else ax
        check = lambda iv, ov: gaps_ok(iv[0], a2, dn)  # noqa: E731
    if k == "sort":
        return Op("sort", lambda v: jnp.sort(v, axis=ax), [x.id])
    if k == "sort_desc":
        return Op("sort_desc", lambda v: jnp.sort(v, axis=ax, descending=True), [x.id])
    if k == "argsort":
        st = b.coin(0.7)
        if not st and not (is_f(x.dtype) and check is not None):
            st = True  # unstable argsort with ties is implementation-defined
        return Op(f"argsort_stable{st}", lambda v: jnp.argsort(v, axis=ax, stable=st), [x.id], check=check)
    if k == "multi":
        yn, yf = b.operand_like(x)
        return Op("sort_multi", lambda v, *yv: lax.sort((v, yf(*yv)), dimension=ax, num_keys=1, is_stable=True),
                  [x.id] + ([yn.id] if yn else []), check=check)
    if s[-1] == 0:
        raise Reject("top_k empty")
    kk = b.ri(1, s[-1])
    if is_b(x.dtype):
        raise Reject("bool top_k")
    return Op(f"top_k{kk}", lambda v: lax.top_k(v, kk), [x.id], check=check)


def g_clamp(b):
    x = b.need(lambda n: not is_b(n.dtype))
    lo, hi = sorted([float(b.ch([-1, -0.5, 0, 0.25, 1, 2])), float(b.ch([-1, 0, 0.5, 1, 3]))])
    if is_i(x.dtype):
        lo, hi = int(np.floor(lo)), int(np.ceil(hi))
        if x.dn.startswith("u"):
            lo, hi = abs(lo), abs(lo) + abs(hi)
    if b.coin(0.5):
        return Op("clamp", lambda v: lax.clamp(jnp.asarray(lo, v.dtype), v, jnp.asarray(hi, v.dtype)), [x.id])
    yn, yf = b.operand_like(x)
    # array lower bound, scalar upper bound (lower <= upper guaranteed by min)
    return Op("clamp_arr", lambda v, *yv: lax.clamp(jnp.minimum(yf(*yv), jnp.asarray(hi, v.dtype)), v, jnp.asarray(hi, v.dtype)),
              [x.id] + ([yn.id] if yn else []))


# ---------------------------------------------------------------------------
# control flow
# ---------------------------------------------------------------------------


def _body_map(b, dtype_is_float):
    if not dtype_is_float:
        m = b.ri(5, 97)
        c = b.ri(1, 5)
        return f"(c*{c}+i)%{m}", (lambda i, c_: jnp.remainder(c_ * c + i.astype(c_.dtype), m))
    a, k = float(b.ch([0.5, 0.9, -0.7, 1.3])), float(b.ch([0.1, -0.2, 0.3]))
    return b.ch([
        ("tanh(c*a+k)", lambda i, c_: jnp.tanh(c_ * a + k)),
        ("c*0.5+sin(c+0.1i)", lambda i, c_: c_ * 0.5 + jnp.sin(c_ + i.astype(c_.dtype) * 0.1)),
        ("max(c,0)*0.8+k", lambda i, c_: jnp.maximum(c_, 0.0) * 0.8 + k),
        ("cos(c)*a", lambda i, c_: jnp.cos(c_) * a),
    ])


def g_control(b):
    k = b.ch(["fori", "fori_fill", "scan", "while", "cond", "switch", "fori_dot"])
    if k == "fori":
        x = b.need(lambda n: not is_b(n.dtype))
        n = b.ri(0, 5)
        desc, m = _body_map(b, is_f(x.dtype))
        w = b.pick(lambda nn: nn.shape == x.shape and nn.id != x.id and is_f(nn.dtype)) if is_f(x.dtype) else None
        if w is not None:
            return Op(f"fori_loop[{n}; {desc} + 0.1*w]",
                      lambda v, wv: lax.fori_loop(0, n, lambda i, c: m(i, c) + (wv * 0.1).astype(c.dtype), v),
                      [x.id, w.id], exact=False, kind="cf")
        return Op(f"fori_loop[{n}; {desc}]", lambda v: lax.fori_loop(0, n, m, v), [x.id], exact=False, kind="cf")
    if k == "fori_fill":
        x = b.need(lambda n: len(n.shape) >= 1 and n.shape[0] > 0 and not is_b(n.dtype))
        n = b.ri(1, x.shape[0])
        neg = b.coin(0.5)

        def f(v):
            def body(i, buf):
                row = lax.dynamic_index_in_dim(v, i, 0, keepdims=True)
                row = (-row if neg else row * 2)
                return lax.dynamic_update_slice_in_dim(buf, row, i, 0)
            return lax.fori_loop(0, n, body, jnp.zeros_like(v))
        return Op(f"fori_fill[{n}]", f, [x.id], exact=None, kind="cf")
    if k == "scan":
        x = b.need(lambda n: len(n.shape) >= 1 and is_f(n.dtype))
        rev = b.coin(0.3)
        a = float(b.ch([0.5, 0.8, -0.6]))
        fsel = b.ri(0, 2)

        def f(v):
            def body(c, xt):
                c2 = c * a + (jnp.sin(xt) if fsel == 0 else (xt if fsel == 1 else jnp.tanh(xt * c)))
                return c2, c2 * 2
            return lax.scan(body, jnp.zeros(v.shape[1:], v.dtype), v, reverse=rev)
        return Op(f"scan[rev={rev} f{fsel} a={a}]", f, [x.id], exact=False, kind="cf")
    if k == "while":
        x = b.need(lambda n: is_f(n.dtype) or is_i(n.dtype))
        ni, nf = _scalar_index(b, 4)
        desc, m = _body_map(b, is_f(x.dtype))

        def f(v, *nv):
            lim = jnp.clip(nf(*nv), 0, 6)
            return lax.while_loop(lambda c: c[0] < lim, lambda c: (c[0] + 1, m(c[0], c[1])), (jnp.int32(0), v))
        return Op(f"while[{desc}]", f, [x.id] + ([ni.id] if ni else []), exact=False, kind="cf")
    if k == "fori_dot":
        x = b.need(lambda n: len(n.shape) == 2 and is_f(n.dtype) and n.size > 0)
        kk = x.shape[1]
        wn, wf = b.operand_like(x, (kk, kk), allow_bcast=False)
        n = b.ri(0, 4)
        return Op(f"fori_dot[{n}]", lambda v, *wv: lax.fori_loop(0, n, lambda i, c: jnp.tanh(c @ wf(*wv)), v),
                  [x.id] + ([wn.id] if wn else []), exact=False, kind="cf")
    # cond / switch
    x = b.need(lambda n: is_f(n.dtype) or is_i(n.dtype))
    d1, m1 = _body_map(b, is_f(x.dtype))
    d2, m2 = _body_map(b, is_f(x.dtype))
    i0 = jnp.int32(1)
    if k == "cond":
        p = b.need(lambda n: n.size > 0)
        j = b.ri(0, p.size - 1)
        check = None
        if is_f(p.dtype) and not p.exact:
            dn = p.dn
            check = lambda iv, ov: far_from_zero(f64(iv[1]).reshape(-1)[j], dn)  # noqa: E731
        return Op(f"cond[{d1} | {d2}]", lambda v, pv: lax.cond(pv.reshape(-1)[j] > 0, lambda c: m1(i0, c), lambda c: m2(i0, c), v),
                  [x.id, p.id], exact=False, kind="cf", check=check)
    d3, m3 = _body_map(b, is_f(x.dtype))
    ni, nf = _scalar_index(b, 3)
    return Op(f"switch[{d1} | {d2} | {d3}]",
              lambda v, *nv: lax.switch(nf(*nv), [lambda c: m1(i0, c), lambda c: m2(i0, c), lambda c: m3(i0, c)], v),
              [x.id] + ([ni.id] if ni else []), exact=False, kind="cf")


GENS = [
    ("unary", 12, g_unary), ("binary", 12, g_binary), ("compare", 5, g_compare), ("select", 5, g_select),
    ("int", 7, g_int), ("bool", 3, g_bool), ("convert", 7, g_convert), ("shape", 14, g_shape),
    ("iota", 2, g_iota), ("reduce", 7, g_reduce), ("cumulative", 3, g_cumulative), ("dot", 6, g_dot),
    ("conv", 3, g_conv), ("reduce_window", 3, g_reduce_window), ("dynamic", 4, g_dynamic),
    ("gather", 4, g_gather), ("scatter", 4, g_scatter), ("sort", 4, g_sort), ("clamp", 2, g_clamp),
    ("control", 4, g_control),
]


# ---------------------------------------------------------------------------
# Case construction / export
# ---------------------------------------------------------------------------


def build_program(seed, index):
    for attempt in range(5):
        b = Builder(seed, index * 7 + attempt if attempt else index)
        b.name = b.p.name = f"fz{seed}_{index:04d}"
        try:
            return b, b.build()
        except Reject:
            continue
    raise RuntimeError(f"could not build program {seed}/{index}")


def make_case(b, p, outputs=None, params=None, name=None):
    outputs = p.outputs if outputs is None else outputs
    params = [i for i, _ in p.params] if params is None else params
    fn, ops = p.fn_for(outputs, params)
    arrs = dict(p.params)
    desc = (f"xla_fuzz seed={b.seed} index={b.index} x64={p.x64} outputs={['v%d' % o for o in outputs]} params="
            f"{[('v%d' % i, dname(arrs[i].dtype), list(arrs[i].shape)) for i in params]} :: " + p.describe(ops))
    return Case(name or p.name, fn, [arrs[i] for i in params], desc, b.tolerance(p, outputs), p.x64)


def programs(seed, count):
    """Programs `fz<seed>_0000` .. as export_corpus.py cases."""
    out = []
    for i in range(count):
        b, p = build_program(seed, i)
        with (jax.enable_x64(True) if p.x64 else contextlib.nullcontext()):
            out.append(make_case(b, p))
    return out


def cases():
    """For export_corpus.py --cases-file: programs from $XLA_FUZZ_SEED / $XLA_FUZZ_COUNT."""
    return programs(int(os.environ.get("XLA_FUZZ_SEED", "0")), int(os.environ.get("XLA_FUZZ_COUNT", "20")))


def export(case, outdir):
    with warnings_off():
        return ec.export_case(case, outdir)


def run_check(kiln, backend, paths, timeout=600):
    """Runs kiln check; returns {case_name: (passed, message)} (falls back to one case at a time)."""
    cmd = [kiln, "check"] + BACKENDS[backend] + list(paths)
    res = {}
    try:
        cp = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        out, rc = cp.stdout + cp.stderr, cp.returncode
    except subprocess.TimeoutExpired as e:
        out, rc = (e.stdout or b"").decode() if isinstance(e.stdout, bytes) else (e.stdout or ""), "timeout"
    cur = None
    for line in out.splitlines():
        m = re.match(r"^(PASS|FAIL) (\S+?)(?::| \()\s*(.*)$", line)
        if m:
            cur = m.group(2)
            res[cur] = [m.group(1) == "PASS", m.group(3)]
        elif cur and line.startswith(" ") and not res[cur][0]:
            res[cur][1] += "\n" + line
    complete = re.search(r"^\d+ passed, \d+ failed", out, re.M) is not None
    if not complete or rc not in (0, 1):
        if len(paths) == 1:
            name = os.path.basename(paths[0].rstrip("/"))
            if name not in res:
                res[name] = [False, f"kiln check crashed/hung (rc={rc}): {out[-800:]}"]
            return res
        for pth in paths:
            name = os.path.basename(pth.rstrip("/"))
            if name not in res:
                res.update(run_check(kiln, backend, [pth], timeout=120))
    return res


def check_dir(kiln, outdir, names, backends):
    results = {}
    paths = [os.path.join(outdir, n) for n in names]
    for be in backends:
        t = time.time()
        results[be] = run_check(kiln, be, paths)
        print(f"[{be}] checked {len(paths)} cases in {time.time() - t:.1f}s", flush=True)
    return results


def summarize(names, results, backends, export_fail, xla_irrepro):
    print("\n==== xla_fuzz summary ====")
    print(f"programs exported: {len(names)}  (export errors: {len(export_fail)})")
    for be in backends:
        r = results[be]
        npass = sum(1 for n in names if r.get(n, [False])[0])
        print(f"  {be:8s}: {npass}/{len(names)} passed")
    failing = [n for n in names if any(not results[be].get(n, [False])[0] for be in backends)]
    print(f"failing cases: {len(failing)}")
    for n in failing:
        bes = [be for be in backends if not results[be].get(n, [False])[0]]
        note = "  [XLA does not reproduce its own output from model.hlo]" if n in xla_irrepro else ""
        print(f"  {n}: fails on {','.join(bes)}{note}")
        for be in bes:
            msg = results[be].get(n, [False, "no result"])[1]
            print(f"      {be}: {msg.splitlines()[0][:300] if msg else ''}")
    for n, e in export_fail:
        print(f"  export error {n}: {e}")
    return failing


def verify_names(outdir, names):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), warnings_off():
        ec.verify_dir(outdir, "^(" + "|".join(re.escape(n) for n in names) + ")$" if names else None)
    return {m.group(1) for m in re.finditer(r"^\s+FAIL (\S+):", buf.getvalue(), re.M)}


def case_fails(kiln, d, backends):
    name = os.path.basename(d)
    for be in backends:
        r = run_check(kiln, be, [d], timeout=120)
        if not r.get(name, [False])[0]:
            return True
    return False


def minimize(seed, index, backends, kiln, min_out):
    """Smallest single-output sub-program (ancestor cone, unused params dropped) that still fails."""
    b, p = build_program(seed, index)
    ctx = jax.enable_x64(True) if p.x64 else contextlib.nullcontext()
    cands = []
    for n in p.nodes[len(p.params):]:
        params = p.ancestors_params([n.id])
        _, ops = p.fn_for([n.id])
        cands.append((len(ops), n.id, params))
    cands.sort()
    tmp = f"/tmp/fuzz_min_tmp_{os.getpid()}"
    os.makedirs(tmp, exist_ok=True)
    for nops, nid, params in cands:
        name = f"{p.name}_v{nid}"
        with ctx:
            case = make_case(b, p, [nid], params, name)
        try:
            export(case, tmp)
        except Exception as e:  # noqa: BLE001
            print(f"  {name}: export error {e}")
            continue
        if case_fails(kiln, os.path.join(tmp, name), backends):
            os.makedirs(min_out, exist_ok=True)
            dst = os.path.join(min_out, name)
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(os.path.join(tmp, name), dst)
            print(f"minimal failing sub-program: {dst} ({nops} ops): {case.description}")
            shutil.rmtree(tmp, ignore_errors=True)
            return dst
    shutil.rmtree(tmp, ignore_errors=True)
    print("no failing single-output sub-program found")
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--start", type=int, default=0, help="first program index")
    ap.add_argument("--out", help="case directory (required unless --minimize/--print)")
    ap.add_argument("--kiln", default=KILN)
    ap.add_argument("--backends", default="interp,cpu,cpu-opt")
    ap.add_argument("--check-only", action="store_true", help="do not generate; check the existing --out")
    ap.add_argument("--no-check", action="store_true")
    ap.add_argument("--no-verify", action="store_true", help="skip re-running model.hlo through XLA")
    ap.add_argument("--minimize", metavar="CASE", help="minimize fz<seed>_<index> (uses --backends)")
    ap.add_argument("--min-out", default="/tmp/fuzz_min")
    ap.add_argument("--print", dest="show", metavar="CASE", help="print a program's description and exit")
    args = ap.parse_args(argv)
    backends = args.backends.split(",")

    if args.minimize or args.show:
        m = re.match(r"fz(\d+)_(\d+)", args.minimize or args.show)
        seed, index = int(m.group(1)), int(m.group(2))
        if args.show:
            b, p = build_program(seed, index)
            print(make_case(b, p).description)
            return
        minimize(seed, index, backends, args.kiln, args.min_out)
        return

    names, export_fail = [], []
    if args.check_only:
        names = sorted(n for n in os.listdir(args.out) if os.path.isfile(os.path.join(args.out, n, "case.json")))
    else:
        os.makedirs(args.out, exist_ok=True)
        t0 = time.time()
        for i in range(args.start, args.start + args.count):
            name = f"fz{args.seed}_{i:04d}"
            try:
                b, p = build_program(args.seed, i)
                with (jax.enable_x64(True) if p.x64 else contextlib.nullcontext()):
                    case = make_case(b, p)
                meta = export(case, args.out)
                names.append(name)
                print(f"{name} x64={int(p.x64)} ops={len(p.ops):2d} hlo_ops={len(meta['ops']):2d} "
                      f"tol={meta['rtol']:g}/{meta['atol']:g} :: {p.describe()[:150]}", flush=True)
            except Exception as e:  # noqa: BLE001
                export_fail.append((name, f"{type(e).__name__}: {str(e)[:300]}"))
                print(f"{name} EXPORT ERROR {type(e).__name__}: {str(e)[:300]}", flush=True)
                if os.environ.get("XLA_FUZZ_DEBUG"):
                    traceback.print_exc()
        print(f"generated {len(names)} cases in {time.time() - t0:.1f}s", flush=True)
    if args.no_check:
        return
    xla_irrepro = set() if args.no_verify else verify_names(args.out, names)
    if xla_irrepro:
        print(f"XLA does not reproduce its own outputs from model.hlo for: {sorted(xla_irrepro)}")
    results = check_dir(args.kiln, args.out, names, backends)
    failing = summarize(names, results, backends, export_fail, xla_irrepro)
    with open(os.path.join(args.out, "fuzz_results.json"), "w") as f:
        json.dump({"backends": backends, "names": names, "failing": failing,
                   "results": {be: results[be] for be in backends}, "xla_irreproducible": sorted(xla_irrepro),
                   "export_errors": export_fail}, f, indent=1)
    sys.exit(1 if failing else 0)


if __name__ == "__main__":
    main()
