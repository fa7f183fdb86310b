"""Correct: one jax.tree.map with a per-leaf Python branch on the static p.ndim; lr and weight_decay stay traced.

Violates: nothing.
Verifying input: weight matrices (2-D, 3-D), biases, scalars, None nodes, empty trees, lr and weight_decay as Python floats and traced under one jit -> matches a NumPy reference, params untouched, one compilation for new lr/weight_decay values.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def _sgd_sel_leaf(p, g):
        if p.ndim >= 2:
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(_sgd_sel_leaf, params, grads)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    rng = np.random.default_rng(7)
    p = {"w": rng.standard_normal((3, 2)), "k": rng.standard_normal((2, 2, 2)), "b": rng.standard_normal(2),
         "s": np.float64(1.5), "n": None, "l": [rng.standard_normal((1, 4))]}
    g = jax.tree.map(lambda x: rng.standard_normal(np.shape(x)), p)
    pj = jax.tree.map(lambda x: jnp.asarray(x, jnp.float32), p)
    gj = jax.tree.map(lambda x: jnp.asarray(x, jnp.float32), g)
    snapshot = jax.tree.map(np.array, pj)
    jf = jax.jit(sgd_step)
    for lr, wd in ((0.1, 0.0), (0.05, 0.3), (1.0, 2.0)):
        for out in (sgd_step(pj, gj, lr, wd), jf(pj, gj, lr, wd)):
            assert out["n"] is None
            for key in ("w", "k", "l"):
                a, b = (p[key][0], g[key][0]) if key == "l" else (p[key], g[key])
                o = out[key][0] if key == "l" else out[key]
                np.testing.assert_allclose(np.asarray(o), a - lr * (b + wd * a), rtol=1e-5, atol=1e-6)
            for key in ("b", "s"):
                np.testing.assert_allclose(np.asarray(out[key]), p[key] - lr * g[key], rtol=1e-5, atol=1e-6)
    assert jf._cache_size() == 1
    assert jax.tree.all(jax.tree.map(lambda a, b: np.array_equal(np.asarray(a), b), pj, snapshot))
    assert sgd_step({}, {}, 0.1) == {} and sgd_step([], [], 0.1, 0.2) == []
    print("verified")
