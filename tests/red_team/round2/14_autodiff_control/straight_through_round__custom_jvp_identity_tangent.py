"""Correct: a ``jax.custom_jvp`` whose value is ``jnp.round(x)`` and whose tangent is the input tangent unchanged.

Correct: the forward value is exactly ``jnp.round`` (ties to even, inf stays inf, any magnitude, any shape including 0-d, dtype kept); the JVP is the identity, so its transpose gives ``grad(sum(w * ste(x))) == w`` everywhere; works under ``jit``, ``vmap`` and for float16/bfloat16.
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def straight_through_round(x: jax.Array) -> jax.Array:
    return jnp.round(x)


@straight_through_round.defjvp
def _identity_tangent(primals, tangents):
    (x,), (t,) = primals, tangents
    return straight_through_round(x), t


if __name__ == "__main__":
    import numpy as np

    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    xs = jnp.linspace(-3.0, 3.0, 25).reshape(5, 5)
    w = jnp.cos(jnp.arange(25.0)).reshape(5, 5)
    np.testing.assert_array_equal(np.asarray(jax.jit(straight_through_round)(xs)), np.round(np.asarray(xs)))
    np.testing.assert_allclose(np.asarray(jax.jit(jax.grad(lambda x: (w * straight_through_round(x)).sum()))(xs)), np.asarray(w), rtol=1e-6)
    x = jnp.array([np.inf, -np.inf, 8388609.0, -0.5, 300.0, 2.5])
    np.testing.assert_array_equal(np.asarray(straight_through_round(x)), np.round(np.asarray(x)))
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 300.0])).tolist() == [3.0, 3.0]
    s = straight_through_round(jnp.float32(2.5))
    assert s.shape == () and float(s) == 2.0
    assert float(jax.grad(straight_through_round)(jnp.float32(2.5))) == 1.0
    for dt in (jnp.bfloat16, jnp.float16):
        got = straight_through_round(jnp.array([0.4, 1.6], dt))
        assert got.dtype == dt and got.tolist() == [0.0, 2.0]
        gr = jax.grad(lambda v: (v.astype(jnp.float32) * 0 + straight_through_round(v).astype(jnp.float32) * 2.0).sum())(jnp.array([0.4, 1.6], dt))
        assert gr.dtype == dt and gr.tolist() == [2.0, 2.0]
    assert jax.vmap(straight_through_round)(jnp.array([0.5, 1.5])).tolist() == [0.0, 2.0]
    print("verified")
