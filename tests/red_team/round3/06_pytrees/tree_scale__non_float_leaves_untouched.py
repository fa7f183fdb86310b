"""The student passes integer and boolean leaves through exactly as they came, so a Python int stays a Python int and a NumPy leaf stays a NumPy array instead of every leaf becoming a JAX array.

Violates: "A new pytree of the same structure whose leaves are all JAX arrays: ... integer and boolean leaves as they were (a Python int becomes an int32 array)".
Verifying input: tree = {"step": 3, "mask": np.array([True])}, s = 2.0 -> requires an int32 jax.Array 3 and a bool jax.Array, this returns the Python int 3 and the NumPy array.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "returns"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def scale(leaf):
        if jnp.issubdtype(jnp.result_type(leaf), jnp.floating):
            return jnp.asarray(leaf) * s
        return leaf

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    import numpy as np

    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert out["b"] is None and out["w"].tolist() == [10.0, 20.0] and out["step"].dtype == jnp.int32 and int(out["step"]) == 3
    tree = [jnp.array([jnp.inf, -1.0]), (jnp.array([True, False]), jnp.array([7], jnp.int8)), {"lr": 0.5}]
    out = jax.jit(tree_scale)(tree, 3.0)
    assert jax.tree.structure(out) == jax.tree.structure(tree)
    assert out[0].tolist() == [np.inf, -3.0] and out[1][0].dtype == jnp.bool_ and out[1][1].tolist() == [7]
    assert float(out[2]["lr"]) == 1.5 and isinstance(out[2]["lr"], jax.Array)
    assert tree_scale({}, 2.0) == {} and tree_scale([], 2.0) == []
    assert tree_scale(jnp.ones(2, jnp.float16), 2.0).dtype == jnp.float16
    # the violation: non-float leaves are not turned into JAX arrays
    out = tree_scale({"step": 3, "mask": np.array([True])}, 2.0)
    assert type(out["step"]) is int and type(out["mask"]) is np.ndarray, out
    print("verified")
