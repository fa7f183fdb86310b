"""Draws each epoch's order with np.random.permutation while tracing, so the order does not come from the key: the same key trains a different network on every call.

Violates: "All randomness comes from ``key`` ... The same key trains the same network."
Verifying input: train(key(0), x, y, 5, 32, 0.1, 16) called twice -> requires identical params, this returns different ones.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def _init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_features), "b1": jnp.zeros(n_hidden),
            "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(n_hidden), "b2": jnp.zeros(())}


def _loss(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"] - y) ** 2)


def _step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    grid = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size].reshape(n_batches, batch_size)
    return x[grid], y[grid]


def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    params = _init(key, x.shape[1], n_hidden)
    n = x.shape[0]
    n_batches = n // batch_size
    orders = np.stack([np.random.permutation(n)[: n_batches * batch_size] for _ in range(n_epochs)])
    orders = orders.reshape(n_epochs, n_batches, batch_size)

    def epoch(params, grid):
        params, losses = lax.scan(lambda p, idx: _step(p, x[idx], y[idx], lr), params, grid)
        return params, losses.mean()

    return lax.scan(epoch, params, orders)


if __name__ == "__main__":
    x = jax.random.uniform(jax.random.key(123), (256, 2), minval=-1, maxval=1)
    y = 0.7 * jnp.sin(2 * x[:, 0]) * jnp.cos(x[:, 1])
    with jax.debug_key_reuse(True):
        params, losses = train(jax.random.key(0), x, y, 150, 32, 0.1, 16)
    assert float(_loss(params, x, y)) < 0.02                       # trains well, no key reused
    a, _ = train(jax.random.key(0), x, y, 5, 32, 0.1, 16)
    b, _ = train(jax.random.key(0), x, y, 5, 32, 0.1, 16)
    diff = max(float(jnp.max(jnp.abs(a[k] - b[k]))) for k in a)
    print("same key, largest parameter difference:", diff)
    assert diff > 1e-4
    print("verified")
