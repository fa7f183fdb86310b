"""The student checks the structures properly (raising ``ValueError`` with both
``str(jax.tree.structure(...))``), then adds each pair of leaves as
``jnp.sum(jnp.stack([x, y]), axis=0)`` so the same helper could later add any number of
trees. For float32, float16 and int32 leaves this is ``x + y``. But ``jnp.sum`` accumulates
small integers in the default integer type: an int8, int16, uint8 or uint16 pair comes back
int32/uint32, and so does not wrap at the end of its range the way ``leaf_a + leaf_b`` does.

Violates: "A new pytree of the same structure with ``leaf_a + leaf_b`` at every leaf" (for "integers up to both ends of their range")
Verifying input: tree_add({"n": jnp.array([127], jnp.int8)}, {"n": jnp.array([1], jnp.int8)}) must give {"n": int8 [-128]} (what ``a + b`` gives); this returns int32 [128].
"""
EXERCISE = "pytrees.tree_add"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def tree_add(a, b):
    sa, sb = jax.tree.structure(a), jax.tree.structure(b)
    if sa != sb:
        raise ValueError(f"tree_add needs two trees of the same structure, got {sa} and {sb}")
    return jax.tree.map(lambda x, y: jnp.sum(jnp.stack([x, y]), axis=0), a, b)


if __name__ == "__main__":
    out = tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
                   {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
    assert out["w"].tolist() == [11.0, 22.0] and out["b"][0].tolist() == [33.0]
    try:
        tree_add([jnp.array([1.0])], (jnp.array([1.0]),))
        raise AssertionError("no error")
    except ValueError as e:
        assert "PyTreeDef([*])" in str(e) and "PyTreeDef((*,))" in str(e)
    a = {"n": jnp.array([127], jnp.int8)}
    b = {"n": jnp.array([1], jnp.int8)}
    want = a["n"] + b["n"]
    got = tree_add(a, b)["n"]
    print("a + b =", want.dtype, want.tolist(), " tree_add =", got.dtype, got.tolist())
    assert want.dtype == jnp.int8 and want.tolist() == [-128]
    assert got.dtype == jnp.int32 and got.tolist() == [128]
    print("flaw shown")
