"""The student writes the leaf update as ``p -= lr * g`` inside a def passed to jax.tree.map: harmless for immutable JAX arrays, but with NumPy arrays (params and grads) it overwrites the caller's params in place.

Violates: "A new pytree of the same structure ...; ``params`` is not modified."
Verifying input: params={"w": np.ones((2, 2), float32), "b": np.ones(2, float32)}, grads of ones, lr=0.5 -> requires params still all 1.0, this leaves them at 0.5 (and returns the very same arrays).
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "purity"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p, g):
        if p.ndim >= 2:
            g = g + weight_decay * p  # decay weight matrices only
        p -= lr * g
        return p

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    assert params["w"].tolist() == [[1.0, 2.0]]
    p = {"layers": [{"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}], "s": jnp.array(2.0)}
    g = jax.tree.map(jnp.ones_like, p)
    out = jax.jit(sgd_step)(p, g, 0.1, 0.01)
    np.testing.assert_allclose(out["layers"][0]["w"], 1 - 0.1 * (1 + 0.01), rtol=1e-6)
    np.testing.assert_allclose(out["layers"][0]["b"], -0.1, rtol=1e-6)
    np.testing.assert_allclose(out["s"], 1.9, rtol=1e-6)
    assert bool(jnp.isnan(sgd_step({"w": jnp.array([[jnp.inf]])}, {"w": jnp.array([[0.0]])}, 0.1)["w"][0, 0]))
    assert sgd_step({}, {}, 0.1) == {}

    np_params = {"w": np.ones((2, 2), np.float32), "b": np.ones(2, np.float32)}
    np_grads = {"w": np.ones((2, 2), np.float32), "b": np.ones(2, np.float32)}
    res = sgd_step(np_params, np_grads, 0.5)
    print("caller's params after the step:", np_params["w"].tolist(), np_params["b"].tolist())
    assert np.allclose(res["w"], 0.5)
    assert np.all(np_params["w"] == 0.5) and np.all(np_params["b"] == 0.5)
    assert res["w"] is np_params["w"]
    print("verified")
