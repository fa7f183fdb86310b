"""Correct: uses lax.fori_loop with a preallocated output buffer written with .at[t].set, instead of lax.scan.

Verifying input: checked against a float64 NumPy running mean from several starting states (fresh, with a Python-int count, mid-stream), scalar and (n, 3) rows, n = 1; jitted; jaxpr size independent of n.

Relabelled flawed: given NumPy arrays (which every exercise accepts wherever JAX arrays are, docs/students.md), it indexes ``xs[t]`` with the traced loop index on the NumPy array itself, which raises TracerArrayConversionError (the grader's `no_mutation` hands NumPy arrays).
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def _rm_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32) + 1
    w = 1.0 / count
    mean = (1.0 - w) * state["mean"] + w * x
    return mean, {"count": count, "mean": mean}


def running_means(state, xs):
    init = {"count": jnp.asarray(state["count"], jnp.int32), "mean": jnp.asarray(state["mean"], xs.dtype)}
    buffer = jnp.zeros(xs.shape, xs.dtype)

    def body(t, carry):
        buffer, st = carry
        mean, st = _rm_step(st, xs[t])
        return buffer.at[t].set(mean), st

    buffer, final = lax.fori_loop(0, xs.shape[0], body, (buffer, init))
    return buffer, final


if __name__ == "__main__":
    import numpy as np

    means, final = running_means({"count": jnp.int32(0), "mean": jnp.float32(0.0)}, jnp.array([2.0, 4.0, 6.0]))
    assert means.tolist() == [2.0, 3.0, 4.0] and int(final["count"]) == 3

    f = jax.jit(running_means)
    rng = np.random.default_rng(1)
    for shape, c0, m0 in [((1,), 0, 0.0), ((7,), 0, 0.0), ((50, 3), 0, np.zeros(3)), ((20, 3), 5, rng.normal(size=3)),
                          ((9,), 3, 2.5), ((30, 2), 0, np.zeros(2))]:
        xs = rng.normal(size=shape).astype(np.float32) * 100
        state = {"count": jnp.int32(c0), "mean": jnp.asarray(np.float32(m0) if np.ndim(m0) == 0 else m0.astype(np.float32))}
        frozen = {k: np.asarray(v).copy() for k, v in state.items()}
        means, final = f(state, jnp.asarray(xs))
        assert all(np.array_equal(np.asarray(state[k]), frozen[k]) for k in state)
        total = c0 * np.asarray(m0, np.float64) + np.cumsum(xs.astype(np.float64), axis=0)
        counts = (c0 + np.arange(1, shape[0] + 1)).reshape((-1,) + (1,) * (len(shape) - 1))
        ref = total / counts
        np.testing.assert_allclose(np.asarray(means), ref, rtol=1e-5, atol=1e-4)
        assert means.shape == xs.shape and int(final["count"]) == c0 + shape[0]
        np.testing.assert_allclose(np.asarray(final["mean"]), ref[-1], rtol=1e-5, atol=1e-4)
    # Python-int count in the starting state
    means, final = running_means({"count": 0, "mean": jnp.zeros(2)}, jnp.ones((3, 2)))
    assert means.tolist() == [[1.0, 1.0]] * 3 and int(final["count"]) == 3
    # the program does not grow with n
    sizes = [len(jax.make_jaxpr(running_means)({"count": jnp.int32(0), "mean": jnp.zeros(2)}, jnp.ones((n, 2))).eqns) for n in (2, 200)]
    assert sizes[0] == sizes[1], sizes
    print("verified")
