"""The student writes the textbook trick ``x + stop_gradient(round(x) - x)``: the gradient is the identity, but the forward value is recomputed as a float sum, which turns ``-0.0`` into ``+0.0`` and ``inf`` into ``nan``.

Violates: "Round to the nearest whole number on the way forward ... Ties round to even, as ``jnp.round`` does" / "Returns: The rounded values, same shape and dtype" for "x: a float array of any shape".
Verifying input: x = [-0.4, inf] -> requires [-0.0, inf] (as jnp.round), this returns [+0.0, nan].
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def straight_through_round(x):
    x = jnp.asarray(x)
    return x + lax.stop_gradient(jnp.round(x) - x)


if __name__ == "__main__":
    import numpy as np

    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    x = jax.random.normal(jax.random.key(0), (5, 7)) * 50
    f = jax.jit(straight_through_round)
    np.testing.assert_array_equal(np.asarray(f(x)), np.asarray(jnp.round(x)))
    w = jax.random.normal(jax.random.key(1), (5, 7))
    np.testing.assert_array_equal(np.asarray(jax.jit(jax.grad(lambda x: (w * f(x)).sum()))(x)), np.asarray(w))
    h = jnp.array([0.5, 1.5, -2.5], jnp.float16)
    out = straight_through_round(h)
    assert out.dtype == jnp.float16 and out.tolist() == [0.0, 2.0, -2.0]
    got = np.asarray(straight_through_round(jnp.array([-0.4, np.inf])))
    assert not np.signbit(got[0]) and np.isnan(got[1]), got  # requires [-0.0, inf]
    assert np.signbit(np.asarray(jnp.round(jnp.array(-0.4))))
    print("verified")
