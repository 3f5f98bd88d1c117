"""Kiln conformance set "aliasing": programs where buffer sharing could go wrong.

In-place updates (dynamic-update-slice, scatter) of values that are still read afterwards,
while loops whose carried values swap or rotate places, loop state that is also a result or
is read after the loop, results that are parameters, constants or the same value twice, and
updates inside loops and conditionals. Each program has one right answer whatever the buffer
assignment decides; a buffer shared where it must not be gives a wrong one.
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))
from export_corpus import Case, Gen, EXACT, F32_EW, F32_RED, F32_MODEL  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402


def cases():
    C = []

    def add(name, fn, args_fn, desc, tol=EXACT):
        g = Gen(name, "kiln-aliasing")
        C.append(Case(name, fn, tuple(args_fn(g)), desc, tol, False))

    add("alias_dus_then_read_original",
        lambda x, u, i: (lax.dynamic_update_slice(x, u, (i, 0)), x + 1.0, x[::-1]),
        lambda g: [g.f(8, 5), g.f(2, 5), np.int32(3)],
        "dynamic-update-slice of x while x itself is read again")
    add("alias_scatter_then_read_original",
        lambda x, idx, v: (x.at[idx].add(v), x.sum(0), x.at[idx].set(-v)),
        lambda g: [g.f(6, 4), g.i(5, lo=0, hi=6), g.f(5, 4)],
        "two scatters into the same operand, which is also reduced", F32_EW)
    add("alias_loop_swap",
        lambda a, b: lax.fori_loop(0, 5, lambda i, s: (s[1] * 2.0, s[0] + 1.0), (a, b)),
        lambda g: [g.f(4, 3), g.f(4, 3)],
        "a loop whose carried values swap places every iteration")
    add("alias_loop_rotate_three",
        lambda a, b, c: lax.fori_loop(0, 4, lambda i, s: (s[1], s[2], s[0] - s[1]), (a, b, c)),
        lambda g: [g.f(5), g.f(5), g.f(5)],
        "three carried values rotating with an update")
    add("alias_loop_state_also_result",
        lambda x: (lax.fori_loop(0, 3, lambda i, s: s * 1.5 + x, x), x),
        lambda g: [g.f(6)],
        "the loop's initial value is also a result and an invariant input", F32_EW)
    add("alias_loop_dus_rows",
        lambda x: lax.fori_loop(0, x.shape[0], lambda i, s: lax.dynamic_update_slice(s, (s[i] * 2 + i)[None], (i, 0)), x),
        lambda g: [g.f(6, 4)],
        "a loop updating one row of its state in place per iteration", F32_EW)
    add("alias_loop_dus_reads_neighbour",
        lambda x: lax.fori_loop(1, x.shape[0], lambda i, s: s.at[i].set(s[i - 1] + s[i]), x),
        lambda g: [g.f(7, 3)],
        "each update reads the row the previous iteration wrote (a running sum)", F32_EW)
    add("alias_scan_carry_and_outputs",
        lambda x, xs: lax.scan(lambda c, v: (c + v, (c, c * v)), x, xs),
        lambda g: [g.f(4), g.f(5, 4)],
        "a scan whose outputs are its carry before each step", F32_EW)
    add("alias_results_repeat",
        lambda x, y: (x, x, y, x + 0.0, jnp.float32(3.0), x),
        lambda g: [g.f(3, 2), g.f(2)],
        "results that are parameters, repeated, and a constant")
    add("alias_result_is_param_after_loop",
        lambda x, n: (lax.while_loop(lambda s: s[0] < n, lambda s: (s[0] + 1, s[1] * 2.0), (0, x))[1], x),
        lambda g: [g.f(4), np.int32(3)],
        "a while loop's state started from a parameter that is also returned")
    add("alias_cond_in_loop_updates",
        lambda x: lax.fori_loop(0, 6, lambda i, s: lax.cond(i % 2 == 0, lambda s: s.at[i % 4].add(1.0),
                                                            lambda s: s[::-1], s), x),
        lambda g: [g.f(4)],
        "a conditional inside a loop: one branch updates in place, the other reverses", F32_EW)
    add("alias_sort_in_loop",
        lambda x: lax.fori_loop(0, 3, lambda i, s: jnp.sort(s * -1.0 + i, axis=-1), x),
        lambda g: [g.f(3, 6)],
        "a sort of the loop state every iteration", F32_EW)
    add("alias_nested_loops_shared_state",
        lambda x: lax.fori_loop(0, 3, lambda i, s: lax.fori_loop(0, 2, lambda j, t: t.at[j].multiply(1.0 + i), s), x),
        lambda g: [g.f(4, 2)],
        "nested loops updating the same state", F32_EW)
    add("alias_dus_chain",
        lambda x, a, b: lax.dynamic_update_slice(lax.dynamic_update_slice(x, a, (1,)), b, (2,)) + x[0],
        lambda g: [g.f(8), g.f(3), g.f(2)],
        "two overlapping dynamic-update-slices, then the original read", F32_EW)
    add("alias_transpose_of_updated",
        lambda x, v: (x.at[0].set(v).T, x.T),
        lambda g: [g.f(3, 3), g.f(3)],
        "a transposed view of an updated value and of the original")
    add("alias_concat_self",
        lambda x: (jnp.concatenate([x, x * 2, x], 0), jnp.stack([x, x])),
        lambda g: [g.f(2, 3)],
        "concatenating a value with itself")
    add("alias_loop_grad_accumulate",
        lambda w, xs: lax.fori_loop(0, xs.shape[0], lambda i, acc: acc + jax.grad(lambda w: jnp.sum(jnp.tanh(xs[i] @ w)))(w),
                                    jnp.zeros_like(w)),
        lambda g: [g.f(4, 3), g.f(5, 2, 4)],
        "gradients accumulated over a loop", F32_MODEL)
    add("alias_bigger_loop_state",
        lambda x: lax.fori_loop(0, 4, lambda i, s: (s[0] + s[1][:, :1], s[1] * 0.5 + s[0].sum(), s[2].at[i].set(s[0][0, 0])),
                                (x, x * 2, jnp.zeros(4))),
        lambda g: [g.f(40, 30)],
        "a loop over three state arrays of different shapes, reading each other", F32_RED)
    return C
