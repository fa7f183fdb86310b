"""The student converts only Python numbers and float leaves to JAX arrays, so an integer NumPy array leaf comes back as a NumPy array.

Violates: "tree: a pytree whose leaves are arrays or Python numbers" / "A new pytree of the same structure whose leaves are all JAX arrays"
Verifying input: tree_scale({"mask": np.array([1, 0], np.int32)}, 2.0)["mask"] must be a jax.Array; this is a numpy.ndarray.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def tree_scale(tree, s):
    def leaf(v):
        if isinstance(v, (bool, int, float)):
            v = jnp.asarray(v)
        if jnp.issubdtype(v.dtype, jnp.floating):
            return jnp.asarray(v) * s
        return v

    return jax.tree.map(leaf, tree)


if __name__ == "__main__":
    out = tree_scale({"mask": np.array([1, 0], np.int32)}, 2.0)
    assert not isinstance(out["mask"], jax.Array)
    t = {"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None,
         "l": (1.5, 2, True, np.array([0.5], np.float32), jnp.array([1.0], jnp.bfloat16))}
    out = tree_scale(t, 10.0)
    assert jax.tree.structure(out) == jax.tree.structure(t)
    assert all(isinstance(l, jax.Array) for l in jax.tree.leaves(out))
    assert out["w"].tolist() == [10.0, 20.0] and int(out["step"]) == 3 and out["l"][1].dtype == jnp.int32
    assert out["l"][2].dtype == jnp.bool_ and out["l"][3].tolist() == [5.0] and float(out["l"][4][0]) == 10.0
    assert tree_scale({}, 2.0) == {}
    print("verified")
