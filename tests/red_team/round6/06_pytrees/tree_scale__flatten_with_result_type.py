"""Correct: flattens once, converts each leaf with jnp.asarray, decides by jnp.issubdtype(dtype, jnp.floating) and rebuilds with the treedef (no tree.map).

Verifying input: compared with a hand-written recursive reference on trees mixing dicts/lists/tuples/None, JAX/NumPy arrays of float16/bfloat16/float32/int8/int32/bool, Python float/int/bool, inf/nan; on {} and []; with s a Python float and traced under jit; input tree unchanged; every leaf a jax.Array with the expected dtype.
"""
EXERCISE = "pytrees.tree_scale"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def tree_scale(tree, s):
    leaves, treedef = jax.tree.flatten(tree)
    out = []
    for leaf in leaves:
        arr = jnp.asarray(leaf)
        out.append(arr * s if jnp.issubdtype(arr.dtype, jnp.floating) else arr)
    return treedef.unflatten(out)


if __name__ == "__main__":
    import copy
    import numpy as np
    import ml_dtypes

    class Leaf:
        def __init__(self, tag, arr):
            self.tag, self.arr = tag, arr

    def ref(t, s):
        if t is None:
            return None
        if isinstance(t, dict):
            return {k: ref(v, s) for k, v in t.items()}
        if isinstance(t, (list, tuple)):
            return type(t)(ref(v, s) for v in t)
        a = np.asarray(t)
        if isinstance(t, bool) or a.dtype == np.bool_ or np.issubdtype(a.dtype, np.integer):
            return Leaf("keep", a.astype(np.int32) if isinstance(t, int) and not isinstance(t, bool) else a)
        return Leaf("scaled", np.asarray(a, np.float64) * s)

    def compare(got, want):
        if want is None:
            assert got is None
        elif isinstance(want, Leaf):
            pass
        elif isinstance(want, dict):
            assert isinstance(got, dict) and set(got) == set(want)
            for k in want:
                compare(got[k], want[k])
        elif isinstance(want, (list, tuple)):
            assert type(got) is type(want) and len(got) == len(want)
            for g, w in zip(got, want):
                compare(g, w)
        if isinstance(want, Leaf):
            tag, w = want.tag, want.arr
            assert isinstance(got, jax.Array), type(got)
            if tag == "keep":
                assert got.dtype == w.dtype and np.array_equal(np.asarray(got), w)
            else:
                assert jnp.issubdtype(got.dtype, jnp.floating)
                np.testing.assert_allclose(np.asarray(got, np.float64), w, rtol=1e-2 if got.dtype != jnp.float32 else 1e-6)

    tree = {
        "w": jnp.array([[1.0, -2.0], [np.inf, np.nan]]),
        "h": [jnp.array([1.5], jnp.float16), jnp.array([2.0], ml_dtypes.bfloat16), None, (np.array([3.0], np.float32),)],
        "step": jnp.array(3, jnp.int32), "i8": jnp.array([1, -2], jnp.int8), "mask": jnp.array([True, False]),
        "pf": 0.5, "pi": 7, "pb": True, "nested": {"e": {}, "l": []},
    }
    original = copy.deepcopy(jax.tree.map(np.asarray, tree))
    for s in (10.0, -0.5):
        compare(tree_scale(tree, s), ref(tree, s))
        compare(jax.jit(tree_scale)(tree, s), ref(tree, s))
    jax.tree.map(lambda a, b: np.testing.assert_array_equal(np.asarray(a), b), tree, original)
    assert tree_scale({}, 2.0) == {} and tree_scale([], 2.0) == [] and tree_scale({"b": None}, 2.0) == {"b": None}
    out = tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
    assert out["w"].tolist() == [10.0, 20.0] and out["step"].dtype == jnp.int32 and int(out["step"]) == 3
    print("verified")
