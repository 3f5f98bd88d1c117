"""Kiln conformance set "models": what JAX programs look like beyond single ops.

Collectives that JAX emits on one device (shard_map and pmap over a mesh of one) and its
sharding annotations (with_sharding_constraint, jit in/out shardings), remat
(optimization barriers), nested jit (calls), custom derivatives, stop_gradient, donated
buffers (input_output_alias), the rbg random-key implementation (rng-bit-generator), mixed
precision, pytrees of results, and small training steps that combine them.
"""
import functools
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import Case, Gen, bf16, EXACT, F32_EW, F32_TR, F32_RED, F32_MODEL, F64  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

MESH = Mesh(np.array(jax.devices()[:1]), ("i",))


def on_mesh(fn, in_specs, out_specs):
    """`fn` under shard_map over a one-device mesh: its collectives stay in the HLO."""
    return jax.shard_map(fn, mesh=MESH, in_specs=in_specs, out_specs=out_specs, check_vma=False)


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


@jax.custom_vjp
def clip_gradient(x):
    return x


def _clip_fwd(x):
    return x, None


def _clip_bwd(_, g):
    return (jnp.clip(g, -0.1, 0.1),)


clip_gradient.defvjp(_clip_fwd, _clip_bwd)


@jax.custom_jvp
def safe_log1pexp(x):
    return jnp.logaddexp(x, 0.0)


@safe_log1pexp.defjvp
def _safe_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return safe_log1pexp(x), t * jax.nn.sigmoid(x)


@jax.jit
def inner_norm(x):
    return x / jnp.sqrt(jnp.sum(x * x, -1, keepdims=True) + 1e-6)


def cases():
    C = []

    def add(name, fn, args_fn, desc, tol=F32_MODEL, x64=False):
        g = Gen(name, "kiln-models")
        C.append(Case(name, fn, tuple(args_fn(g)), desc, tol, x64))

    # ---------------- collectives on a one-device mesh ----------------
    add("models_shard_map_psum_mean",
        on_mesh(lambda x: (lax.psum(x, "i"), lax.pmean(x * 2, "i"), lax.pmax(x, "i"), lax.pmin(x, "i")),
                P("i"), (P(), P(), P(), P())),
        lambda g: [g.f(4, 6)],
        "psum/pmean/pmax/pmin under shard_map on one device (all-reduce)", EXACT)
    add("models_shard_map_gather_scatter",
        on_mesh(lambda x: (lax.all_gather(x, "i"), lax.all_gather(x, "i", tiled=True),
                           lax.psum_scatter(x, "i", tiled=True), lax.all_to_all(x, "i", 0, 0, tiled=True)),
                P("i"), (P(), P(), P("i"), P("i"))),
        lambda g: [g.f(4, 5)],
        "all_gather (stacked and tiled), psum_scatter, all_to_all on one device", EXACT)
    add("models_shard_map_ppermute_index",
        on_mesh(lambda x: (lax.ppermute(x, "i", [(0, 0)]), x * lax.axis_index("i").astype(jnp.float32) + 1,
                           lax.ppermute(x, "i", [])),
                P("i"), (P("i"), P("i"), P("i"))),
        lambda g: [g.f(3, 4)],
        "ppermute to itself, axis_index (partition-id), a permute that sends nothing (zeros)", EXACT)
    add("models_shard_map_data_parallel_step",
        on_mesh(lambda w, x, y: lax.pmean(jax.grad(lambda w: jnp.mean((jnp.tanh(x @ w) - y) ** 2))(w), "i"),
                (P(), P("i"), P("i")), P()),
        lambda g: [g.f(6, 3, lo=-0.5, hi=0.5), g.f(8, 6), g.f(8, 3)],
        "data-parallel gradient averaged with pmean on one device")
    add("models_sharding_constraint",
        lambda x: jnp.tanh(jax.lax.with_sharding_constraint(x * 2.0, NamedSharding(MESH, P("i")))) + x.sum(0),
        lambda g: [g.f(4, 5)],
        "with_sharding_constraint on a one-device mesh (a Sharding custom-call)", F32_TR)
    add("models_jit_in_out_shardings",
        jax.jit(lambda x, y: (x @ y, jax.nn.relu(x).sum()),
                in_shardings=(NamedSharding(MESH, P("i")), NamedSharding(MESH, P())),
                out_shardings=(NamedSharding(MESH, P()), NamedSharding(MESH, P()))),
        lambda g: [g.f(4, 6), g.f(6, 3)],
        "jit with in/out shardings (Shardy's result-sharding custom-calls)", F32_RED)

    # ---------------- remat, nested jit, custom derivatives ----------------
    add("models_remat_mlp_grad",
        lambda w1, b1, w2, b2, w3, b3, x: jax.grad(lambda ps: jnp.sum(jax.checkpoint(mlp)(ps, x) ** 2))(
            [(w1, b1), (w2, b2), (w3, b3)]),
        lambda g: [g.f(5, 16, lo=-0.5, hi=0.5), g.f(16), g.f(16, 16, lo=-0.5, hi=0.5), g.f(16),
                   g.f(16, 2, lo=-0.5, hi=0.5), g.f(2), g.f(7, 5)],
        "gradient of a rematerialized MLP (optimization barriers), pytree of parameters")
    add("models_remat_policy_scan",
        jax.grad(lambda w, x: jnp.sum(lax.scan(jax.checkpoint(lambda h, _: (jnp.sin(h @ w), None),
                                                                policy=jax.checkpoint_policies.nothing_saveable),
                                              x, None, length=4)[0])),
        lambda g: [g.f(6, 6, lo=-0.5, hi=0.5), g.f(3, 6)],
        "gradient through a scan of a rematerialized step")
    add("models_optimization_barrier",
        lambda x, y: lax.optimization_barrier((x * 2, y + 1)),
        lambda g: [g.f(3, 3), g.i(4)],
        "explicit optimization barrier on a tuple of mixed types", EXACT)
    add("models_nested_jit_calls",
        lambda x: inner_norm(x) + inner_norm(x * 2.0).sum(0),
        lambda g: [g.f(5, 8)],
        "a jitted function called twice (call instructions)", F32_RED)
    add("models_custom_vjp_clip_grad",
        jax.grad(lambda w, x: jnp.sum(clip_gradient(x @ w) ** 3)),
        lambda g: [g.f(4, 3), g.f(5, 4)],
        "gradient through a custom_vjp that clips cotangents")
    add("models_custom_jvp_softplus",
        lambda x: (safe_log1pexp(x), jax.grad(lambda x: safe_log1pexp(x).sum())(x),
                   jax.jvp(safe_log1pexp, (x,), (jnp.ones_like(x),))[1]),
        lambda g: [g.f(20, lo=-30, hi=30)],
        "custom_jvp function, its gradient and jvp", F32_TR)
    add("models_stop_gradient",
        jax.grad(lambda x: jnp.sum(x * lax.stop_gradient(jnp.exp(x)) + jnp.sin(x))),
        lambda g: [g.f(3, 7)],
        "stop_gradient inside a gradient", F32_TR)
    add("models_value_and_grad_aux",
        lambda w, x: jax.value_and_grad(lambda w: (jnp.sum(jnp.tanh(x @ w)), jnp.max(x @ w)), has_aux=True)(w),
        lambda g: [g.f(4, 4), g.f(6, 4)],
        "value_and_grad with an auxiliary output (nested result tuple)")
    add("models_hessian_vector",
        lambda x, v: jax.jvp(jax.grad(lambda x: jnp.sum(jnp.sin(x) * x ** 2)), (x,), (v,))[1],
        lambda g: [g.f(10), g.f(10)],
        "Hessian-vector product (forward over reverse)", F32_TR)
    add("models_jacfwd_jacrev",
        lambda x: (jax.jacfwd(lambda x: jnp.tanh(x) * x[::-1])(x), jax.jacrev(lambda x: jnp.cumsum(x ** 2))(x)),
        lambda g: [g.f(6)],
        "Jacobians forward and reverse", F32_TR)
    add("models_vmap_grad_per_example",
        jax.vmap(jax.grad(lambda w, x: jnp.sum(jnp.tanh(x @ w))), in_axes=(None, 0)),
        lambda g: [g.f(5, 3), g.f(4, 2, 5)],
        "per-example gradients with vmap")

    # ---------------- donation, random keys, pytrees ----------------
    add("models_donated_update",
        jax.jit(lambda w, b, gw, gb: jax.tree.map(lambda a, d: a - 0.1 * d, {"w": w, "b": b}, {"w": gw, "b": gb}),
                donate_argnums=(0, 1)),
        lambda g: [g.f(4, 4), g.f(4), g.f(4, 4), g.f(4)],
        "parameter update with donated inputs (input_output_alias), dict pytree", F32_EW)
    add("models_rbg_random",
        lambda k: (jax.random.uniform(jax.random.wrap_key_data(k, impl="rbg"), (3, 5)),
                   jax.random.bits(jax.random.wrap_key_data(k, impl="rbg"), (7,))),
        lambda g: [g.i(4, lo=0, hi=2 ** 32, dtype=np.uint32)],
        "rbg keys: rng-bit-generator (its default algorithm) uniform floats and raw bits", EXACT)
    add("models_rbg_split_normal",
        lambda k: jax.random.normal(jax.random.split(jax.random.wrap_key_data(k, impl="unsafe_rbg"), 3)[1], (4, 4)),
        lambda g: [g.i(4, lo=0, hi=2 ** 32, dtype=np.uint32)],
        "unsafe_rbg keys: split then normal", F32_TR)
    add("models_threefry_dropout",
        lambda k, x: jnp.where(jax.random.bernoulli(jax.random.wrap_key_data(k), 0.7, x.shape), x / 0.7, 0.0),
        lambda g: [g.i(2, lo=0, hi=2 ** 32, dtype=np.uint32), g.f(6, 9)],
        "threefry dropout mask", F32_EW)
    add("models_pytree_outputs",
        lambda x: {"a": x.sum(), "b": [x.max(0), (x.min(1), x.astype(jnp.int32))], "c": None},
        lambda g: [g.f(4, 5, lo=-9, hi=9)],
        "nested pytree of outputs with a None leaf", F32_RED)

    # ---------------- mixed precision and small training steps ----------------
    add("models_bf16_matmul_f32_accumulate",
        lambda a, b: (lax.dot(a, b, preferred_element_type=jnp.float32), (a @ b).astype(jnp.float32)),
        lambda g: [bf16(g.f(8, 16)), bf16(g.f(16, 4))],
        "bf16 matmul with f32 accumulation and with a bf16 result", (2e-2, 1e-2))
    add("models_mixed_precision_layer",
        lambda x, w, s: (jax.nn.gelu((x.astype(jnp.bfloat16) @ w.astype(jnp.bfloat16)).astype(jnp.float32)) * s),
        lambda g: [g.f(6, 12), g.f(12, 8, lo=-0.5, hi=0.5), g.f(8)],
        "f32 activations cast to bf16 for the matmul, back to f32 after", (2e-2, 1e-2))
    add("models_f16_softmax",
        lambda x: jax.nn.softmax(x.astype(jnp.float16), -1).astype(jnp.float32),
        lambda g: [g.f(5, 9, lo=-4, hi=4)],
        "softmax in f16", (5e-3, 1e-3))
    add("models_adam_two_steps",
        lambda p, x, y: adam_steps(p, x, y, 2),
        lambda g: [g.f(5, 3, lo=-0.5, hi=0.5), g.f(10, 5), g.f(10, 3)],
        "two Adam steps on a linear regression (loop carried optimizer state)")
    add("models_sgd_fori_loop",
        lambda w, x, y: lax.fori_loop(0, 5, lambda i, w: w - 0.05 * jax.grad(
            lambda w: jnp.mean((x @ w - y) ** 2))(w), w),
        lambda g: [g.f(4, 2), g.f(12, 4), g.f(12, 2)],
        "five SGD steps in a fori_loop")
    add("models_cnn_train_step",
        lambda w1, w2, x, y: cnn_step(w1, w2, x, y),
        lambda g: [g.f(3, 3, 2, 4, lo=-0.5, hi=0.5), g.f(4 * 4 * 4, 3, lo=-0.3, hi=0.3),
                   g.f(2, 8, 8, 2), np.eye(3, dtype=np.float32)[[0, 2]]],
        "a CNN SGD step: conv, relu, max pool, dense, softmax cross-entropy; new weights")
    add("models_gru_scan_grad",
        lambda wx, wh, b, xs: jax.grad(lambda p: jnp.sum(lax.scan(lambda h, x: (gru(p, h, x),) * 2, jnp.zeros(4), xs)[1] ** 2))(
            (wx, wh, b)),
        lambda g: [g.f(3, 12, lo=-0.5, hi=0.5), g.f(4, 12, lo=-0.5, hi=0.5), g.f(12), g.f(5, 3)],
        "gradient of a GRU over a sequence (scan)")
    add("models_vae_like",
        lambda x, eps, we, wd: vae_loss(x, eps, we, wd),
        lambda g: [g.f(6, 10), g.n(6, 2), g.f(10, 4, lo=-0.3, hi=0.3), g.f(2, 10, lo=-0.3, hi=0.3)],
        "reparameterized VAE loss and its gradients")
    add("models_f64_newton_solve",
        lambda a, b: lax.while_loop(lambda s: (s[1] < 50) & (jnp.max(jnp.abs(a @ s[0] - b)) > 1e-12),
                                    lambda s: (s[0] + 0.2 * (b - a @ s[0]), s[1] + 1),
                                    (jnp.zeros_like(b), 0)),
        lambda g: [np.eye(4) * 3 + g.f(4, 4, lo=-0.2, hi=0.2, dtype=np.float64), g.f(4, dtype=np.float64)],
        "f64 Richardson iteration until converged (data-dependent while)", F64, True)
    return C


def adam_steps(p, x, y, n):
    m = jnp.zeros_like(p)
    v = jnp.zeros_like(p)
    for t in range(1, n + 1):
        g = jax.grad(lambda p: jnp.mean((x @ p - y) ** 2))(p)
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        p = p - 0.01 * (m / (1 - 0.9 ** t)) / (jnp.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
    return p, m, v


def cnn_step(w1, w2, x, y):
    def loss(w1, w2):
        h = lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        h = jax.nn.relu(h)
        h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        logits = h.reshape(h.shape[0], -1) @ w2
        return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * y, -1))
    g1, g2 = jax.grad(loss, argnums=(0, 1))(w1, w2)
    return w1 - 0.1 * g1, w2 - 0.1 * g2, loss(w1, w2)


def gru(p, h, x):
    wx, wh, b = p
    gates = x @ wx + h @ wh + b
    z, r, n = jnp.split(gates, 3)
    z, r = jax.nn.sigmoid(z), jax.nn.sigmoid(r)
    n = jnp.tanh(n * r)
    return (1 - z) * n + z * h


def vae_loss(x, eps, we, wd):
    def loss(we, wd):
        stats = x @ we
        mu, logvar = stats[:, :2], stats[:, 2:]
        z = mu + jnp.exp(0.5 * logvar) * eps
        rec = jax.nn.sigmoid(z @ wd)
        kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar))
        return jnp.sum((rec - jax.nn.sigmoid(x)) ** 2) + kl
    return jax.value_and_grad(loss, argnums=(0, 1))(we, wd)
