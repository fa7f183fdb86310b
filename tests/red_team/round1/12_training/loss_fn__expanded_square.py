"""Expands the square: ``mean(p**2) - 2 * mean(p * y) + mean(y**2)``; in float32 this cancels catastrophically when predictions and targets are large.

Violates: "the loss is ``mean((predictions - y) ** 2)``".
Verifying input: zero weights, b2 = 1e4, y = 1e4 + [0.5, -0.3, 0.2, -0.4] -> the docstring requires 0.135, this returns a value off by more than 0.1 (0 or a multiple of 8).
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def loss_fn(params, x, y):
    p = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean(p * p) - 2.0 * jnp.mean(p * y) + jnp.mean(y * y)


if __name__ == "__main__":
    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0
    rng = np.random.default_rng(0)
    p = {"w1": jnp.asarray(rng.normal(size=(2, 3)), jnp.float32), "b1": jnp.zeros(3),
         "w2": jnp.asarray(rng.normal(size=3), jnp.float32), "b2": jnp.array(0.2)}
    x, y = jnp.asarray(rng.normal(size=(8, 2)), jnp.float32), jnp.asarray(rng.normal(size=8), jnp.float32)
    ref = np.mean((np.tanh(np.asarray(x) @ np.asarray(p["w1"])) @ np.asarray(p["w2"]) + 0.2 - np.asarray(y)) ** 2)
    assert np.isclose(float(loss_fn(p, x, y)), ref, rtol=1e-4)
    big = dict(params, b2=jnp.array(1e4))
    y = 1e4 + jnp.array([0.5, -0.3, 0.2, -0.4])
    true = float(np.mean((1e4 - np.asarray(y, np.float64)) ** 2))
    assert abs(true - 0.135) < 1e-2
    out = float(loss_fn(big, jnp.ones((4, 2)), y))
    assert abs(out - true) > 0.1, (out, true)
    print("verified")
