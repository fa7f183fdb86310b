"""Computes tanh by hand as ``(exp(2a) - 1) / (exp(2a) + 1)``, which is inf / inf = NaN once a pre-activation exceeds about 44.

Violates: "``predictions = tanh(x @ w1 + b1) @ w2 + b2``" (tanh saturates at 1, it never gives NaN).
Verifying input: w1 = ones((2, 3)), x = 100 * ones((4, 2)), w2 = ones(3), b2 = 0, y = 0 -> the docstring requires loss 9.0, this returns NaN.
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def loss_fn(params, x, y):
    a = x @ params["w1"] + params["b1"]
    e = jnp.exp(2.0 * a)
    hidden = (e - 1.0) / (e + 1.0)
    predictions = hidden @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


if __name__ == "__main__":
    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0
    rng = np.random.default_rng(0)
    p = {"w1": jnp.asarray(rng.normal(size=(2, 3)), jnp.float32), "b1": jnp.full(3, 0.1),
         "w2": jnp.asarray(rng.normal(size=3), jnp.float32), "b2": jnp.array(0.2)}
    x, y = jnp.asarray(rng.normal(size=(8, 2)), jnp.float32), jnp.asarray(rng.normal(size=8), jnp.float32)
    ref = np.mean((np.tanh(np.asarray(x) @ np.asarray(p["w1"]) + 0.1) @ np.asarray(p["w2"]) + 0.2 - np.asarray(y)) ** 2)
    assert np.isclose(float(loss_fn(p, x, y)), ref, rtol=1e-4)
    big = {"w1": jnp.ones((2, 3)), "b1": jnp.zeros(3), "w2": jnp.ones(3), "b2": jnp.array(0.0)}
    out = loss_fn(big, 100.0 * jnp.ones((4, 2)), jnp.zeros(4))
    assert bool(jnp.isnan(out)), out  # tanh(200) = 1, the loss is 9.0
    print("verified")
