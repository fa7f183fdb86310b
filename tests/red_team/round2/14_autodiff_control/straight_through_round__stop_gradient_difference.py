"""The student uses the textbook trick ``x + stop_gradient(round(x) - x)``, whose forward value is ``inf - inf = NaN`` for infinite entries.

Violates: "Round to the nearest whole number on the way forward ... Returns: The rounded values" (``round(inf) == inf``)
Verifying input: x = [inf, -inf, 1.4] -> requires [inf, -inf, 1.0], this returns [nan, nan, 1.0].
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def straight_through_round(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return x + lax.stop_gradient(jnp.round(x) - x)


if __name__ == "__main__":
    import numpy as np

    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    xs = jnp.linspace(-3.0, 3.0, 25).reshape(5, 5)
    w = jnp.cos(jnp.arange(25.0)).reshape(5, 5)
    np.testing.assert_array_equal(np.asarray(jax.jit(straight_through_round)(xs)), np.round(np.asarray(xs)))
    np.testing.assert_allclose(np.asarray(jax.jit(jax.grad(lambda x: (w * straight_through_round(x)).sum()))(xs)), np.asarray(w), rtol=1e-6)
    # the violation
    got = np.asarray(straight_through_round(jnp.array([np.inf, -np.inf, 1.4])))
    assert np.isnan(got[:2]).all() and got[2] == 1.0, got
    assert np.isinf(np.round(np.array([np.inf, -np.inf]))).all()
    print("verified")
