"""The student picks rows of an identity matrix (``jnp.eye(k)[labels]``): the values are right, but the program is a gather, not the indexed update (scatter) the exercise asks for.

Violates: "The matrix must be built by an indexed update of an array (the grader looks for a scatter in the program ...)"
Verifying input: labels = [2, 0], num_classes = 3 -> requires a scatter primitive in the jaxpr, this returns the right matrix from a program with a gather and no scatter.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    return jnp.eye(num_classes, dtype=jnp.float32)[jnp.asarray(labels)]


if __name__ == "__main__":
    import numpy as np

    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    labels = np.random.default_rng(1).integers(0, 7, 50)
    got = jax.jit(one_hot, static_argnums=1)(jnp.asarray(labels), 7)
    assert got.dtype == jnp.float32 and got.shape == (50, 7)
    np.testing.assert_array_equal(np.asarray(got), np.eye(7)[labels])
    assert one_hot(jnp.zeros(0, jnp.int32), 4).shape == (0, 4)
    # the violation: no scatter in the program
    prims = [str(e.primitive) for e in jax.make_jaxpr(lambda l: one_hot(l, 3))(jnp.array([2, 0])).jaxpr.eqns]
    assert not any("scatter" in p for p in prims) and any("gather" in p for p in prims), prims
    print("verified")
