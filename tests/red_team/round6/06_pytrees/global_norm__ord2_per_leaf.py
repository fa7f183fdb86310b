"""Takes ``jnp.linalg.norm(leaf, 2)`` of every leaf ("the L2 norm"), which for a matrix is the spectral norm (largest singular value), not the root of its sum of squares.

Violates: "``sqrt(sum of x**2 over every element of every leaf)``"
Verifying input: global_norm({"w": jnp.array([[3.0, 0.0], [0.0, 4.0]])}) -> requires 5.0, this returns 4.0.
"""
EXERCISE = "pytrees.global_norm"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def global_norm(tree):
    norms = [jnp.linalg.norm(leaf, 2) for leaf in jax.tree.leaves(tree)]
    return jnp.sqrt(sum(n ** 2 for n in norms))


if __name__ == "__main__":
    import numpy as np

    assert float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]})) == 5.0
    assert float(global_norm([jnp.array([1.0, 2.0, 2.0])])) == 3.0
    w = np.array([[3.0, 0.0], [0.0, 4.0]], np.float32)
    want = np.sqrt(np.sum(w.astype(np.float64) ** 2))
    got = float(jax.jit(global_norm)({"w": jnp.asarray(w)}))
    print("required", want, "got", got)
    assert abs(got - want) > 0.5
    print("verified")
