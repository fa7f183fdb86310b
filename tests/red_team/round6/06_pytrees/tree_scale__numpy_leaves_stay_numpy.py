"""Multiplies float leaves as they come (``leaf * s``), so a NumPy leaf comes back as a NumPy array and a Python float as a Python float, not as JAX arrays.

Violates: "A new pytree of the same structure whose leaves are all JAX arrays"
Verifying input: tree_scale({"a": np.array([1.0, 2.0], np.float32), "c": 2.0}, 10.0) -> requires JAX arrays [10, 20] and 20.0, this returns a numpy.ndarray and a Python float (right values).
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def tree_scale(tree, s):
    def scale(leaf):
        if jnp.issubdtype(jnp.result_type(leaf), jnp.floating):
            return leaf * s
        return jnp.asarray(leaf)

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    import numpy as np

    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": 3, "m": True, "b": None}, 10.0)
    assert out["w"].tolist() == [10.0, 20.0] and out["step"].dtype == jnp.int32 and out["m"].dtype == jnp.bool_
    got = tree_scale({"a": np.array([1.0, 2.0], np.float32), "c": 2.0}, 10.0)
    print("types:", type(got["a"]).__name__, type(got["c"]).__name__)
    assert got["a"].tolist() == [10.0, 20.0] and got["c"] == 20.0
    assert not isinstance(got["a"], jax.Array) and not isinstance(got["c"], jax.Array)
    print("verified")
