"""The student skips the decay term when weight_decay is the Python 0.0, so an inf in a weight matrix stays inf instead of becoming nan.

Violates: "With the default ``weight_decay=0.0`` every finite leaf becomes ``p - lr * g`` (the matrix formula applies as written: an inf in a matrix gives ``0.0 * inf``, nan)."
Verifying input: params={"w": [[inf, 1.0]]}, grads zeros, lr=0.1, default weight_decay -> requires [[nan, 1.0]], this returns [[inf, 1.0]].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

from typing import Any

import jax
import jax.numpy as jnp


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    no_decay = isinstance(weight_decay, (int, float)) and weight_decay == 0.0

    def update(p, g):
        if p.ndim >= 2 and not no_decay:
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
    p = {"w": rng.normal(size=(3, 2)).astype(np.float32), "s": jnp.float32(2.0)}
    g = {"w": rng.normal(size=(3, 2)).astype(np.float32), "s": jnp.float32(1.0)}
    for wd in (0.0, 0.1):
        out = f(p, g, jnp.float32(0.1), jnp.float32(wd))
        np.testing.assert_allclose(out["w"], p["w"] - 0.1 * (g["w"] + wd * p["w"]), rtol=1e-6)
        np.testing.assert_allclose(out["s"], 2.0 - 0.1, rtol=1e-6)
    assert sgd_step({}, {}, 0.1) == {}
    # traced weight_decay = 0 follows the formula
    assert jnp.isnan(f({"w": jnp.array([[jnp.inf, 1.0]])}, {"w": jnp.zeros((1, 2))}, 0.1, 0.0)["w"][0, 0])
    got = sgd_step({"w": jnp.array([[jnp.inf, 1.0]])}, {"w": jnp.zeros((1, 2))}, 0.1)["w"]
    assert jnp.isinf(got[0, 0]) and got[0, 1] == 1.0  # the breach: nan expected
    print("verified")
