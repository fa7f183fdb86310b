"""Computes the mean squared error by expanding the square, mean(p**2) - 2*mean(p*y) + mean(y**2), which cancels catastrophically in float32.

Violates: "the loss is ``mean((predictions - y) ** 2)``" (a float32 scalar).
Verifying input: zero weights, b2 = 1000, x ones (4, 2), y = 1000 + [0.01, -0.01, 0.01, -0.01] -> the docstring requires about 1e-4, this returns 0.0.
"""
EXERCISE = "training.loss_fn"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def loss_fn(params, x, y):
    p = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean(p * p) - 2.0 * jnp.mean(p * y) + jnp.mean(y * y)


if __name__ == "__main__":
    params = {"w1": jnp.zeros((2, 3)), "b1": jnp.zeros(3), "w2": jnp.zeros(3), "b2": jnp.array(1.0)}
    assert loss_fn(params, jnp.ones((4, 2)), jnp.zeros(4)).tolist() == 1.0
    k = jax.random.key(1)
    p2 = {"w1": jax.random.normal(k, (2, 3)), "b1": jnp.ones(3) * 0.1, "w2": jnp.array([0.5, -0.3, 0.2]), "b2": jnp.array(0.1)}
    xx = jax.random.normal(jax.random.key(2), (16, 2))
    yy = jax.random.normal(jax.random.key(3), (16,))
    pred = jnp.tanh(xx @ p2["w1"] + p2["b1"]) @ p2["w2"] + p2["b2"]
    assert abs(float(loss_fn(p2, xx, yy)) - float(jnp.mean((pred - yy) ** 2))) < 1e-5
    big = dict(params, b2=jnp.array(1000.0))
    y = 1000.0 + jnp.array([0.01, -0.01, 0.01, -0.01], jnp.float32)
    expected = float(jnp.mean((1000.0 - y) ** 2))
    got = float(loss_fn(big, jnp.ones((4, 2)), y))
    assert abs(got - expected) > 0.5 * expected, (got, expected)
    print(got, expected)
    print("verified")
