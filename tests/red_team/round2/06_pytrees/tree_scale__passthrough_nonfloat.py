"""Returns integer and boolean leaves exactly as given, so a Python int (or bool, or NumPy int array) stays a non-JAX object.

Violates: "A new pytree of the same structure whose leaves are all JAX arrays: ... (a Python int becomes an int32 array)".
Verifying input: {"step": 3, "w": jnp.ones(2)}, s = 2 -> the docstring requires step == Array(3, int32), this returns the Python int 3.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def _tsp_leaf(leaf):
        if jnp.issubdtype(jnp.result_type(leaf), jnp.floating):
            return jnp.asarray(leaf) * s
        return leaf           # "leave the other leaves as they are"

    return jax.tree.map(_tsp_leaf, tree)


if __name__ == "__main__":
    import numpy as np
    t = {"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}
    r = tree_scale(t, 10.0)
    assert r["b"] is None and r["w"].tolist() == [10.0, 20.0] and int(r["step"]) == 3 and r["step"].dtype == jnp.int32
    r = tree_scale([1.5, (jnp.ones(2, jnp.bfloat16), jnp.array([True, False]))], 2.0)
    assert float(r[0]) == 3.0 and r[1][0].tolist() == [2.0, 2.0] and r[1][1].tolist() == [True, False]
    assert tree_scale({}, 3.0) == {} and tree_scale([], 3.0) == []
    j = jax.jit(tree_scale)({"a": jnp.ones(2), "n": 4}, 3.0)
    assert j["a"].tolist() == [3.0, 3.0] and int(j["n"]) == 4
    got = tree_scale({"step": 3, "mask": np.array([True]), "w": jnp.ones(2)}, 2.0)
    print(type(got["step"]), type(got["mask"]))
    assert got["step"] == 3 and not isinstance(got["step"], jax.Array)
    assert not isinstance(got["mask"], jax.Array)
    print("verified")
