"""The student multiplies float leaves by ``s`` as they are and wraps only the non-float leaves in ``jnp.asarray``, so a Python float (or NumPy float array) leaf times a Python float ``s`` comes back as a Python float (or NumPy array), not a JAX array.

Violates: "A new pytree of the same structure whose leaves are all JAX arrays"
Verifying input: tree_scale({"scale": 0.5, "v": np.array([1.0])}, 2.0) must give JAX arrays 1.0 and [2.0]; this gives the Python float 1.0 and a numpy.ndarray.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "admitted"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def tree_scale(tree: Any, s: float) -> Any:
    def scale(leaf):
        if jnp.issubdtype(jnp.result_type(leaf), jnp.floating):
            return leaf * s
        return jnp.asarray(leaf)

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert repr(out) == "{'b': None, 'step': Array(3, dtype=int32), 'w': Array([10., 20.], dtype=float32)}"
    assert tree_scale({}, 2.0) == {} and tree_scale([], 2.0) == []
    assert jax.jit(tree_scale)({"a": jnp.ones(2), "m": jnp.array([True])}, 3.0)["m"].dtype == jnp.bool_
    got = tree_scale({"scale": 0.5, "v": np.array([1.0])}, 2.0)
    print("leaf types:", type(got["scale"]).__name__, type(got["v"]).__name__)
    assert not isinstance(got["scale"], jax.Array) and not isinstance(got["v"], jax.Array)
    print("flaw shown")
