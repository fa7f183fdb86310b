"""The student copies the quantisation-style estimator whose backward pass lets the gradient through only inside the int8 range ``[-128, 127]``, zeroing it outside.

Violates: "differentiates as if the function were the identity: ``jax.grad(lambda x: (w * straight_through_round(x)).sum())(x)`` is ``w``"
Verifying input: x = [0.4, 300.0], w = 3 -> requires gradient [3, 3], this returns [3, 0].
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def straight_through_round(x: jax.Array) -> jax.Array:
    return jnp.round(x)


def _fwd(x):
    return jnp.round(x), x


def _bwd(x, g):
    inside = (x >= -128) & (x <= 127)  # int8 quantisation range
    return (jnp.where(inside, g, jnp.zeros_like(g)),)


straight_through_round.defvjp(_fwd, _bwd)


if __name__ == "__main__":
    import numpy as np

    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    xs = jnp.linspace(-3.0, 3.0, 25).reshape(5, 5)
    w = jnp.cos(jnp.arange(25.0)).reshape(5, 5)
    np.testing.assert_array_equal(np.asarray(jax.jit(straight_through_round)(xs)), np.round(np.asarray(xs)))
    np.testing.assert_allclose(np.asarray(jax.jit(jax.grad(lambda x: (w * straight_through_round(x)).sum()))(xs)), np.asarray(w), rtol=1e-6)
    assert straight_through_round(jnp.array([np.inf, 1e9])).tolist() == [np.inf, 1e9]
    # the violation
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 300.0])).tolist() == [3.0, 0.0]
    print("verified")
