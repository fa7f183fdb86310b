"""The student flattens each tree into one long vector with ``jax.flatten_util.ravel_pytree``,
adds the two vectors in a single operation, and unravels the sum with the first tree's
``unravel`` function ("one add instead of one per leaf"). The structure check is right. But
``ravel_pytree`` concatenates the leaves in a common dtype: a tree that mixes float32 and
int32 leaves is added in float32 and cast back, so integers beyond 2**24 lose their low bits
and integer sums no longer wrap at the end of their range. All-float trees are unaffected.

Violates: "A new pytree of the same structure with ``leaf_a + leaf_b`` at every leaf" (for "integers up to both ends of their range")
Verifying input: tree_add({"w": jnp.array([1.0]), "n": jnp.array([16777217], jnp.int32)}, {"w": jnp.array([0.0]), "n": jnp.array([0], jnp.int32)}) must give n = [16777217]; this returns n = [16777216].
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np
from jax.flatten_util import ravel_pytree


def tree_add(a, b):
    sa, sb = jax.tree.structure(a), jax.tree.structure(b)
    if sa != sb:
        raise ValueError(f"tree_add needs two trees of the same structure, got {sa} and {sb}")
    flat_a, unravel = ravel_pytree(a)
    flat_b, _ = ravel_pytree(b)
    return unravel(flat_a + flat_b)


if __name__ == "__main__":
    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
                   {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert out["w"].tolist() == [11.0, 22.0] and out["b"][0].tolist() == [33.0]
    assert tree_add({}, {}) == {}
    a = {"w": jnp.array([1.0]), "n": jnp.array([16777217], jnp.int32)}
    b = {"w": jnp.array([0.0]), "n": jnp.array([0], jnp.int32)}
    got = tree_add(a, b)
    print("expected n =", (a["n"] + b["n"]).tolist(), " got n =", got["n"].tolist())
    assert got["n"].tolist() == [16777216]
    print("flaw shown")
