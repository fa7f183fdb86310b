"""Applies weight decay only when p.ndim == 2: 3-D and 4-D weights (conv kernels) get no decay.

Violates: "a leaf of two or more dimensions (a weight matrix) becomes ``p - lr * (g + weight_decay * p)``".
Verifying input: params {"k": ones((2, 2, 2))}, zero grads, lr = 0.5, weight_decay = 0.5 -> the docstring requires 0.75 everywhere, this returns 1.0.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "shapes"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def _sne_leaf(p, g):
        if p.ndim == 2:
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(_sne_leaf, params, grads)


if __name__ == "__main__":
    import numpy as np
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    rng = np.random.default_rng(0)
    p = {"w": rng.normal(size=(3, 4)).astype(np.float32), "b": rng.normal(size=4).astype(np.float32), "s": np.float32(2.0)}
    g = jax.tree.map(lambda x: np.asarray(rng.normal(size=np.shape(x)), np.float32), p)
    out = jax.jit(sgd_step)(p, g, 0.1, 0.01)
    assert np.allclose(out["w"], p["w"] - 0.1 * (g["w"] + 0.01 * p["w"]), rtol=1e-6)
    assert np.allclose(out["b"], p["b"] - 0.1 * g["b"], rtol=1e-6)
    assert np.allclose(out["s"], p["s"] - 0.1 * g["s"], rtol=1e-6)
    assert sgd_step({}, {}, 0.1) == {}
    k = {"k": jnp.ones((2, 2, 2))}
    got = sgd_step(k, {"k": jnp.zeros((2, 2, 2))}, 0.5, weight_decay=0.5)["k"]
    print(np.unique(np.asarray(got)))
    assert np.all(np.asarray(got) == 1.0)
    print("verified")
