"""The student writes the estimator for one number and maps it with ``jax.vmap`` over ``jnp.atleast_1d(x).ravel()``, reshaping back only when ``x`` had dimensions, so a 0-d input comes back with shape ``(1,)``.

Violates: "x: a float array of any shape. Returns: The rounded values, same shape and dtype."
Verifying input: x = jnp.float32(2.5) (shape ()) -> requires shape () value 2.0, this returns shape (1,).
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _one(v):
    return jnp.round(v)


_one.defvjp(lambda v: (jnp.round(v), None), lambda _, g: (g,))


def straight_through_round(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    flat = jax.vmap(_one)(jnp.atleast_1d(x).ravel())
    return flat.reshape(x.shape) if x.ndim else flat


if __name__ == "__main__":
    import numpy as np

    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    xs = jnp.linspace(-3.0, 3.0, 25).reshape(5, 5)
    w = jnp.cos(jnp.arange(25.0)).reshape(5, 5)
    np.testing.assert_array_equal(np.asarray(jax.jit(straight_through_round)(xs)), np.round(np.asarray(xs)))
    np.testing.assert_allclose(np.asarray(jax.jit(jax.grad(lambda x: (w * straight_through_round(x)).sum()))(xs)), np.asarray(w), rtol=1e-6)
    # the violation
    got = straight_through_round(jnp.float32(2.5))
    assert got.shape == (1,) and got.tolist() == [2.0], got
    print("verified")
