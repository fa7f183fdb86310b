"""Runs the epochs in a Python for-loop (the minibatches in lax.scan), so under jit the program contains one copy of the epoch per epoch.

Violates: "Under ``jax.jit`` (``n_epochs``, ``batch_size``, ``n_hidden`` static) the compiled program must not grow with ``n_epochs``"
Verifying input: make_jaxpr of train with n_epochs = 2 and 20 -> requires the same number of equations, this has about 10 times as many for 20.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
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
    init_key, order_key = jax.random.split(key)
    params = _init(init_key, x.shape[1], n_hidden)
    epoch_losses = []
    for epoch_key in jax.random.split(order_key, n_epochs):
        xb, yb = _batches(epoch_key, x, y, batch_size)
        params, losses = lax.scan(lambda p, b: _step(p, b[0], b[1], lr), params, (xb, yb))
        epoch_losses.append(losses.mean())
    return params, jnp.stack(epoch_losses)


if __name__ == "__main__":
    import numpy as np

    x = jax.random.uniform(jax.random.key(123), (256, 2), minval=-1, maxval=1)
    y = 0.7 * jnp.sin(2 * x[:, 0]) * jnp.cos(x[:, 1])
    params, losses = jax.jit(train, static_argnums=(3, 4, 6))(jax.random.key(0), x, y, 10, 32, 0.1, 16)
    assert losses.shape == (10,) and float(losses[-1]) < float(losses[0])      # it trains
    size = lambda e: len(jax.make_jaxpr(lambda k, x, y: train(k, x, y, e, 32, 0.1, 4))(jax.random.key(0), x, y).eqns)
    small, large = size(2), size(20)
    print("equations for 2 epochs:", small, " for 20 epochs:", large)
    assert large > 5 * small
    print("verified")
