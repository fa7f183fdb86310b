"""The student rounds with the float trick ``(x + 2**23) - 2**23`` (ties to even for free) inside a ``custom_jvp``, which is wrong once ``|x| >= 2**22`` or so, where the sum no longer has room for the units.

Violates: "Round to the nearest whole number ... Ties round to even, as ``jnp.round`` does." (for any float array) and "Must work under ``jax.jit``."
Verifying input: x = [8388609.0] (2**23 + 1, a whole number) -> requires 8388609.0, this returns 8388608.0; and under jax.jit XLA folds ``(x + c) - c`` back to ``x``, so jit(straight_through_round)([0.4, 1.6]) returns [0.4, 1.6] unrounded.
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def _fast_round(x):
    magic = jnp.asarray(2.0 ** 23, x.dtype)
    return jnp.where(x >= 0, (x + magic) - magic, (x - magic) + magic)


@_fast_round.defjvp
def _fast_round_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return _fast_round(x), t


def straight_through_round(x: jax.Array) -> jax.Array:
    return _fast_round(jnp.asarray(x))


if __name__ == "__main__":
    import numpy as np

    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    assert jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    xs = jnp.linspace(-3.0, 3.0, 25).reshape(5, 5)
    np.testing.assert_array_equal(np.asarray(straight_through_round(xs)), np.round(np.asarray(xs)))
    assert straight_through_round(jnp.array([-0.5, 0.5, 1.5, -2.5])).tolist() == [0.0, 0.0, 2.0, -2.0]
    # the violations
    x = jnp.array([8388609.0])
    assert jnp.round(x).tolist() == [8388609.0]
    assert straight_through_round(x).tolist() == [8388608.0]
    got = jax.jit(straight_through_round)(jnp.array([0.4, 1.6]))
    assert not np.array_equal(np.asarray(got), [0.0, 2.0]), got
    print("verified")
