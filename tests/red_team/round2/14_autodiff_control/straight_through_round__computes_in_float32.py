"""The student converts the input with ``jnp.asarray(x, jnp.float32)`` "to be safe", so float16 and bfloat16 inputs come back as float32.

Violates: "Returns: The rounded values, same shape and dtype."
Verifying input: x = jnp.array([0.4, 1.6], jnp.bfloat16) -> requires dtype bfloat16, this returns float32.
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def _ste(x):
    return jnp.round(x)


@_ste.defjvp
def _ste_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return _ste(x), t


def straight_through_round(x: jax.Array) -> jax.Array:
    return _ste(jnp.asarray(x, jnp.float32))


if __name__ == "__main__":
    import numpy as np

    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    xs = jnp.linspace(-3.0, 3.0, 25).reshape(5, 5)
    w = jnp.cos(jnp.arange(25.0)).reshape(5, 5)
    np.testing.assert_array_equal(np.asarray(jax.jit(straight_through_round)(xs)), np.round(np.asarray(xs)))
    np.testing.assert_allclose(np.asarray(jax.jit(jax.grad(lambda x: (w * straight_through_round(x)).sum()))(xs)), np.asarray(w), rtol=1e-6)
    assert straight_through_round(jnp.array([np.inf, 2.5])).tolist() == [np.inf, 2.0]
    # the violation
    for dt in (jnp.bfloat16, jnp.float16):
        got = straight_through_round(jnp.array([0.4, 1.6], dt))
        assert got.tolist() == [0.0, 2.0] and got.dtype == jnp.float32, got.dtype
    print("verified")
