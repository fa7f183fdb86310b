"""Turns "matrices only" into a 0/1 mask multiplied into the decay term: for a bias holding inf, 0 * inf makes it nan.

Violates: "a leaf of fewer dimensions (a bias, a scale, a scalar) becomes ``p - lr * g``, with no decay" with "Any values: inf and nan included".
Verifying input: params {"b": [inf, 1.0]}, grads zeros, lr = 0.1, weight_decay = 0.5 -> the docstring requires [inf, 1.0], this returns [nan, 1.0].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def _sdm_leaf(p, g):
        is_matrix = jnp.asarray(p.ndim >= 2, p.dtype)
        return p - lr * (g + weight_decay * is_matrix * p)

    return jax.tree.map(_sdm_leaf, params, grads)


if __name__ == "__main__":
    import numpy as np
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    rng = np.random.default_rng(0)
    p = {"w": rng.normal(size=(3, 4, 2)).astype(np.float32), "b": rng.normal(size=4).astype(np.float32)}
    g = jax.tree.map(lambda x: rng.normal(size=x.shape).astype(np.float32), p)
    out = jax.jit(sgd_step)(p, g, 0.1, 0.01)
    assert np.allclose(out["w"], p["w"] - 0.1 * (g["w"] + 0.01 * p["w"]), rtol=1e-6)
    assert np.allclose(out["b"], p["b"] - 0.1 * g["b"], rtol=1e-6)
    got = sgd_step({"b": jnp.array([jnp.inf, 1.0])}, {"b": jnp.zeros(2)}, 0.1, weight_decay=0.5)["b"]
    print(got)
    assert jnp.isnan(got[0])
    print("verified")
