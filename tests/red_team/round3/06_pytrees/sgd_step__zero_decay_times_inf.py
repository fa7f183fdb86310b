"""The student applies ``p - lr * (g + weight_decay * p)`` to every matrix even when ``weight_decay`` is 0, and ``0 * inf`` is nan: an infinite weight becomes nan instead of staying ``p - lr * g``.

Violates: "With the default ``weight_decay=0.0`` every leaf is ``p - lr * g``" for "params: a pytree of float arrays. Any values: inf and nan included."
Verifying input: params = {"w": [[inf, 1.0]]}, grads = {"w": [[0.0, 0.0]]}, lr = 0.1 -> requires [[inf, 1.0]], this returns [[nan, 1.0]].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    def update(p, g):
        if jnp.ndim(p) >= 2:
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    f = jax.jit(sgd_step)
    rng = np.random.default_rng(0)
    p = {"k": jnp.asarray(rng.normal(size=(2, 3, 3)), jnp.float32), "s": jnp.float32(2.0), "v": [jnp.ones(3)]}
    k_before = np.asarray(p["k"]).copy()
    g = jax.tree.map(lambda x: x * 0 + 0.5, p)
    out = f(p, g, 0.1, 0.01)
    np.testing.assert_allclose(np.asarray(out["k"]), np.asarray(p["k"]) - 0.1 * (0.5 + 0.01 * np.asarray(p["k"])), rtol=1e-6)
    np.testing.assert_allclose(float(out["s"]), 1.95, rtol=1e-6)
    np.testing.assert_allclose(np.asarray(out["v"][0]), [0.95] * 3, rtol=1e-6)
    assert sgd_step({}, {}, 0.1) == {}
    np.testing.assert_array_equal(np.asarray(p["k"]), k_before)  # params not modified
    # the violation: an infinite weight with the default decay
    new = sgd_step({"w": jnp.array([[jnp.inf, 1.0]])}, {"w": jnp.array([[0.0, 0.0]])}, 0.1)
    w = np.asarray(new["w"])
    assert np.isnan(w[0, 0]) and w[0, 1] == 1.0, w
    print("verified")
