"""To satisfy "built by an indexed update", the student scatters rows produced by jax.nn.one_hot, which is itself an equality test of labels against class numbers (hidden inside a nested jit).

Violates: "The matrix must be built by an indexed update of an array (... refuses an equality comparison ``==`` of labels against class numbers)."
Verifying input: one_hot(jnp.array([2, 0]), 3) -> requires a program whose one-hot comes from a scatter and no eq of labels vs classes, this returns the right values but its jaxpr contains `eq` of labels against iota (inside jit[name=_one_hot]).
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    n = labels.shape[0]
    rows = jax.nn.one_hot(labels, num_classes, dtype=jnp.float32)
    return jnp.zeros((n, num_classes), jnp.float32).at[jnp.arange(n)].set(rows)


if __name__ == "__main__":
    import numpy as np
    from functools import partial

    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    labels = np.array([0, 3, 1, 1, 4], np.int32)
    out = jax.jit(one_hot, static_argnums=1)(labels, 5)
    np.testing.assert_array_equal(np.asarray(out), np.eye(5, dtype=np.float32)[labels])
    assert out.dtype == jnp.float32 and one_hot(jnp.zeros((0,), jnp.int32), 3).shape == (0, 3)

    jaxpr = jax.make_jaxpr(partial(one_hot, num_classes=3))(jnp.array([2, 0]))
    text = str(jaxpr)
    assert "scatter" in text
    top = [e.primitive.name for e in jaxpr.jaxpr.eqns]
    print("top-level primitives:", top)
    assert "eq" not in top and " eq " in text
    print("nested eq of labels vs iota present")
    print("verified")
