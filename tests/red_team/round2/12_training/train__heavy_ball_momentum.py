"""Adds heavy-ball momentum (0.5) to the update: the loss still goes down, but the step is not train_step's p - lr * g.

Violates: "Each epoch visits the data in minibatches ..., applying ``train_step`` to one minibatch after another" (train_step: "Every parameter ``p`` becomes ``p - lr * g``").
Verifying input: train(key(7), 256x2 data, n_epochs 3, batch_size 256, lr 0.1, 16 hidden) (full-batch epochs, so order does not matter) -> the docstring requires three plain gradient-descent steps from this file's own init, this returns different parameters.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "algorithm"

import functools

import jax
import jax.numpy as jnp
from jax import lax


def _trm_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / jnp.sqrt(jnp.float32(n_features)),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / jnp.sqrt(jnp.float32(n_hidden)),
        "b2": jnp.zeros((), jnp.float32),
    }


def _trm_loss(params, x, y):
    pred = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((pred - y) ** 2)


def _trm_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    order = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[order].reshape(n_batches, batch_size, *x.shape[1:]),
            y[order].reshape(n_batches, batch_size))


def _trm_data(seed=0):
    kx = jax.random.key(1000 + seed)
    x = jax.random.uniform(kx, (256, 2), minval=-1.0, maxval=1.0)
    y = 0.6 * jnp.sin(2.0 * x[:, 0]) * jnp.cos(1.5 * x[:, 1]) + 0.3 * x[:, 1]
    return x, y


@functools.partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    k_init, k_epochs = jax.random.split(key)
    params = _trm_init(k_init, x.shape[1], n_hidden)
    velocity = jax.tree.map(jnp.zeros_like, params)

    def step(carry, batch):
        params, velocity = carry
        loss, grads = jax.value_and_grad(_trm_loss)(params, *batch)
        velocity = jax.tree.map(lambda v, g: 0.5 * v + g, velocity, grads)
        return (jax.tree.map(lambda p, v: p - lr * v, params, velocity), velocity), loss

    def epoch(carry, k):
        carry, losses = lax.scan(step, carry, _trm_batches(k, x, y, batch_size))
        return carry, jnp.mean(losses)

    (params, _), losses = lax.scan(epoch, (params, velocity), jax.random.split(k_epochs, n_epochs))
    return params, losses


if __name__ == "__main__":
    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0]) and losses.dtype == jnp.float32
    xd, yd = _trm_data()
    assert 0.1 < float(jnp.var(yd)) < 0.4, float(jnp.var(yd))
    for seed in range(2):
        params, losses = train(jax.random.key(seed), xd, yd, 150, 32, 0.1, 16)
        full = float(_trm_loss(params, xd, yd))
        assert full < 0.02, full
    k_init, _ = jax.random.split(jax.random.key(7))
    p = _trm_init(k_init, 2, 16)
    for _ in range(3):
        g = jax.grad(_trm_loss)(p, xd, yd)
        p = jax.tree.map(lambda a, b: a - 0.1 * b, p, g)
    got, _ = train(jax.random.key(7), xd, yd, 3, 256, 0.1, 16)
    assert not all(bool(jnp.allclose(got[k], p[k], atol=1e-5)) for k in p)
    print("verified")
