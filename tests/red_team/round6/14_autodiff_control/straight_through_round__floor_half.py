"""The student rounds with ``jnp.floor(x + 0.5)`` inside the straight-through trick, which sends every tie up (2.5 -> 3, -0.5 -> 0) instead of to the even neighbour.

Violates: "Ties round to even, as ``jnp.round`` does."
Verifying input: straight_through_round(jnp.array([0.4, 1.6, 2.5])) (the docstring's example) -> requires [0.0, 2.0, 2.0], this returns [0.0, 2.0, 3.0].
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def straight_through_round(x: jax.Array) -> jax.Array:
    return x + lax.stop_gradient(jnp.floor(x + 0.5) - x)


if __name__ == "__main__":
    import numpy as np

    x = np.array([0.4, 1.6, 2.5], np.float32)
    want = np.round(x).tolist()  # NumPy rounds half to even
    got = straight_through_round(jnp.asarray(x)).tolist()
    print("required", want, " got", got)
    assert want == [0.0, 2.0, 2.0] and got == [0.0, 2.0, 3.0]
    g = jax.grad(lambda v: (3.0 * straight_through_round(v)).sum())(jnp.array([0.4, 1.6]))
    assert g.tolist() == [3.0, 3.0]  # the gradient part is right
    print("verified")
