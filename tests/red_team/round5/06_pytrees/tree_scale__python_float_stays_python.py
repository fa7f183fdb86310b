"""The student scales float leaves with ``leaf * s`` and only wraps the non-float leaves in jnp.asarray, so a Python-float leaf (or a NumPy float array) comes back as a Python float (NumPy array), not a JAX array.

Violates: "A new pytree of the same structure whose leaves are all JAX arrays"
Verifying input: tree_scale({"scale": 0.5, "w": np.ones(2, np.float32)}, 10.0) -> requires JAX arrays 5.0 and [10, 10], this returns the Python float 5.0 and a numpy.ndarray.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def is_float(leaf):
        if isinstance(leaf, bool):
            return False
        if isinstance(leaf, float):
            return True
        return hasattr(leaf, "dtype") and jnp.issubdtype(leaf.dtype, jnp.floating)

    def scale(leaf):
        if is_float(leaf):
            return leaf * s
        return jnp.asarray(leaf)  # ints and bools untouched (Python int -> int32 array)

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    import numpy as np

    t = {"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None,
         "mask": jnp.array([True, False]), "layers": [(jnp.ones((2, 2)), 7), True]}
    out = tree_scale(t, 10.0)
    assert jax.tree.structure(out) == jax.tree.structure(t)
    assert out["w"].tolist() == [10.0, 20.0] and out["b"] is None
    assert out["step"].dtype == jnp.int32 and int(out["step"]) == 3
    assert out["mask"].dtype == jnp.bool_ and out["mask"].tolist() == [True, False]
    assert out["layers"][0][1].dtype == jnp.int32 and bool(out["layers"][1]) is True
    assert (out["layers"][0][0] == 10.0).all()
    assert tree_scale({}, 2.0) == {} and tree_scale([], 2.0) == []
    inf = tree_scale({"x": jnp.array([jnp.inf, jnp.nan])}, 2.0)["x"]
    assert bool(jnp.isinf(inf[0])) and bool(jnp.isnan(inf[1]))
    jout = jax.jit(tree_scale)(t, 10.0)
    assert all(isinstance(l, jax.Array) for l in jax.tree.leaves(jout))
    assert float(jax.jit(tree_scale)({"scale": 0.5}, 10.0)["scale"]) == 5.0

    bad = tree_scale({"scale": 0.5, "w": np.ones(2, np.float32)}, 10.0)
    print("leaf types:", type(bad["scale"]), type(bad["w"]))
    assert bad["scale"] == 5.0 and not isinstance(bad["scale"], jax.Array)
    assert not isinstance(bad["w"], jax.Array)
    print("verified")
