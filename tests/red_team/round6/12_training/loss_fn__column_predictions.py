"""Multiplies by w2 as a column (w2[:, None]), so predictions have shape (batch, 1) and subtracting y of shape (batch,) broadcasts to a (batch, batch) matrix of errors.

Violates: "``predictions = tanh(x @ w1 + b1) @ w2 + b2`` (one number per example); the loss is ``mean((predictions - y) ** 2)``"
Verifying input: random params (2 features, 3 hidden), x of shape (4, 2), y = the predictions + 0.1 noise -> requires the NumPy float64 MSE (0.0074), this returns the mean over all 16 prediction/target pairs (0.1396).
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    hidden = jnp.tanh(x @ params["w1"] + params["b1"])
    predictions = hidden @ params["w2"][:, None] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


if __name__ == "__main__":
    import numpy as np

    zero = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(zero, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0        # docstring example passes
    rng = np.random.default_rng(3)
    p = {"w1": rng.normal(size=(2, 3)), "b1": rng.normal(size=3), "w2": 3 * rng.normal(size=3), "b2": rng.normal()}
    x = rng.normal(size=(4, 2))
    y = np.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"] + 0.1 * rng.normal(size=4)   # targets near the predictions
    expected = np.mean((np.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"] - y) ** 2)
    got = loss_fn(jax.tree.map(lambda a: jnp.asarray(a, jnp.float32), p), jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.float32))
    print("expected", expected, "got", float(got))
    assert float(got) > 10 * expected
    print("verified")
