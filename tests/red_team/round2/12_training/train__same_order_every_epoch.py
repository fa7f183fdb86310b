"""Shuffles the data once, before the epoch loop, and walks the same minibatches in the same order every epoch.

Violates: "Each epoch visits the data in minibatches of a new random order (``shuffled_batches``)" / "every epoch's order each get their own [key]".
Verifying input: train(key(0), 256x2 data, 4 epochs, batch 32, ...) -> the docstring requires a new order each epoch, the orders this uses (from its own _trf_orders) are identical in all 4 epochs; the loss still ends below 0.02.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "law"

import functools

import jax
import jax.numpy as jnp
from jax import lax


def _trf_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / jnp.sqrt(jnp.float32(n_features)),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / jnp.sqrt(jnp.float32(n_hidden)),
        "b2": jnp.zeros((), jnp.float32),
    }


def _trf_loss(params, x, y):
    pred = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((pred - y) ** 2)


def _trf_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    order = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[order].reshape(n_batches, batch_size, *x.shape[1:]),
            y[order].reshape(n_batches, batch_size))


def _trf_data(seed=0):
    kx = jax.random.key(1000 + seed)
    x = jax.random.uniform(kx, (256, 2), minval=-1.0, maxval=1.0)
    y = 0.6 * jnp.sin(2.0 * x[:, 0]) * jnp.cos(1.5 * x[:, 1]) + 0.3 * x[:, 1]
    return x, y


def _trf_orders(key, n, n_epochs):
    order = jax.random.permutation(key, n)
    return jnp.broadcast_to(order, (n_epochs, n))


@functools.partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    k_init, k_shuffle = jax.random.split(key)
    params = _trf_init(k_init, x.shape[1], n_hidden)
    n_batches = x.shape[0] // batch_size
    kept = n_batches * batch_size

    def step(params, batch):
        loss, grads = jax.value_and_grad(_trf_loss)(params, *batch)
        return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss

    def epoch(params, order):
        order = order[:kept]
        batches = (x[order].reshape(n_batches, batch_size, *x.shape[1:]), y[order].reshape(n_batches, batch_size))
        params, losses = lax.scan(step, params, batches)
        return params, jnp.mean(losses)

    return lax.scan(epoch, params, _trf_orders(k_shuffle, x.shape[0], n_epochs))


if __name__ == "__main__":
    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0]) and losses.dtype == jnp.float32
    xd, yd = _trf_data()
    assert 0.1 < float(jnp.var(yd)) < 0.4, float(jnp.var(yd))
    for seed in range(2):
        params, losses = train(jax.random.key(seed), xd, yd, 150, 32, 0.1, 16)
        full = float(_trf_loss(params, xd, yd))
        assert full < 0.02, full
    orders = _trf_orders(jax.random.split(jax.random.key(0))[1], 256, 4)
    assert all(bool(jnp.array_equal(orders[0], orders[e])) for e in range(4))
    print("verified")
