"""Correct: flattens params, flattens grads up to the same structure, applies the two formulas as written by leaf rank, unflattens.

Verifying input: checked the Example, default weight_decay with an inf in a matrix (nan) and in a bias (inf stays),
float16/bfloat16 dtypes kept with Python floats and under jax.jit (traced weak lr/wd, one compilation for new values),
scalar leaves, nested lists/tuples, empty {} and [], and params left unmodified.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    p_leaves, treedef = jax.tree_util.tree_flatten(params)
    g_leaves = treedef.flatten_up_to(grads)
    out = []
    for p, g in zip(p_leaves, g_leaves):
        if jnp.ndim(p) >= 2:
            out.append(p - lr * (g + weight_decay * p))
        else:
            out.append(p - lr * g)
    return treedef.unflatten(out)


if __name__ == "__main__":
    import math
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    r = sgd_step({"w": jnp.array([[jnp.inf, 1.0]]), "b": jnp.array([jnp.inf])},
                 {"w": jnp.zeros((1, 2)), "b": jnp.zeros(1)}, 0.1)
    assert math.isnan(r["w"][0, 0]) and r["w"][0, 1] == 1.0 and r["b"][0] == jnp.inf
    f = jax.jit(sgd_step)
    for dt in (jnp.float16, jnp.bfloat16):
        p = {"w": jnp.ones((2, 2), dt), "b": jnp.ones(2, dt), "s": jnp.array(1.0, dt)}
        assert all(l.dtype == dt for l in jax.tree.leaves(sgd_step(p, p, 0.1, 0.01)))
        assert all(l.dtype == dt for l in jax.tree.leaves(f(p, p, 0.1, 0.01)))
    n0 = f._cache_size(); f(p, p, 0.2, 0.03); assert f._cache_size() == n0
    nested = [(jnp.ones((1, 1)),), [jnp.ones(3)]]
    r = sgd_step(nested, nested, 1.0, 1.0); assert r[0][0].tolist() == [[-1.0]] and r[1][0].tolist() == [0.0] * 3
    assert sgd_step({}, {}, 0.1) == {} and sgd_step([], [], 0.1) == []
    print("ok")
