"""Multiplies float leaves by s directly, so a traced/0-d float32 s promotes float16 leaves to float32.

Written as flawed against a docstring that said "each in its own dtype (float16 stays float16, whatever ``s``
is)", which the course's own solution did not keep: the docstring now says "each in its own dtype where ``s`` is
a Python float or traced from one", and this is correct.
Was checked: tree_scale({"h": jnp.array([1.0], jnp.float16)}, jnp.float32(2.0)) gives a float32 leaf, as a strong float32 s promotes it.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import jax.numpy as jnp


def tree_scale(tree: Any, s: float) -> Any:
    def scale(leaf):
        leaf = jnp.asarray(leaf)
        if jnp.issubdtype(leaf.dtype, jnp.floating):
            return leaf * s
        return leaf

    return jax.tree.map(scale, tree)


if __name__ == "__main__":
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert repr(out) == "{'b': None, 'step': Array(3, dtype=int32), 'w': Array([10., 20.], dtype=float32)}", repr(out)
    r = tree_scale({"h": jnp.array([1.0], jnp.float16)}, jnp.float32(2.0))
    assert r["h"].dtype == jnp.float32, r
    r2 = jax.jit(tree_scale)({"h": jnp.array([1.0], jnp.float16)}, jnp.float32(2.0))
    assert r2["h"].dtype == jnp.float32
    print("flaw shown: dtype", r["h"].dtype, "expected float16")
