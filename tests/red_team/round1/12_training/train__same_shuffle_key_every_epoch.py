"""Splits the key once into an init key and one shuffle key, and uses that same shuffle key in every epoch: every epoch visits the minibatches in the same order.

Violates: "Each epoch visits the data in minibatches of a new random order" / "no key is used twice: the initialisation and every epoch's order each get their own".
Verifying input: _trsk_epoch_keys(jax.random.key(0), 5) (the keys train uses) -> the docstring requires 5 different epoch keys, this has the same key 5 times.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "law"

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def _trsk_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / np.sqrt(n_features),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / np.sqrt(n_hidden),
        "b2": jnp.zeros((), jnp.float32),
    }


def _trsk_loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@jax.jit
def _trsk_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_trsk_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _trsk_shuffle(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    perm = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[perm].reshape(n_batches, batch_size, *x.shape[1:]),
            y[perm].reshape(n_batches, batch_size))


def _trsk_data(seed=0, n=256):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, 2)).astype(np.float32)
    y = (0.7 * np.sin(2.5 * x[:, 0]) * np.cos(1.5 * x[:, 1])).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)
def _trsk_reference(key, x, y, n_epochs, batch_size, lr, n_hidden):
    # plain gradient descent, same key scheme as the function under test, one op at a time
    init_key, epochs_key = jax.random.split(key)
    params = _trsk_init(init_key, x.shape[1], n_hidden)
    losses = []
    for k in jax.random.split(epochs_key, n_epochs):
        xb, yb = _trsk_shuffle(k, x, y, batch_size)
        batch_losses = []
        for i in range(xb.shape[0]):
            params, loss = _trsk_step(params, xb[i], yb[i], lr)
            batch_losses.append(float(loss))
        losses.append(np.mean(batch_losses))
    return params, np.array(losses)


def _trsk_epoch_keys(key, n_epochs):
    init_key, shuffle_key = jax.random.split(key)
    return init_key, jnp.stack([shuffle_key] * n_epochs)


@functools.partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, epoch_keys = _trsk_epoch_keys(key, n_epochs)
    params = _trsk_init(init_key, x.shape[1], n_hidden)

    def epoch(params, k):
        xb, yb = _trsk_shuffle(k, x, y, batch_size)
        params, batch_losses = lax.scan(lambda p, b: _trsk_step(p, b[0], b[1], lr), params, (xb, yb))
        return params, jnp.mean(batch_losses)

    return lax.scan(epoch, params, epoch_keys)


if __name__ == "__main__":
    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0])
    xd, yd = _trsk_data(0, 64)
    p1, l1 = train(jax.random.key(2), xd, yd, 5, 16, 0.1, 8)
    p2, l2 = train(jax.random.key(2), xd, yd, 5, 16, 0.1, 8)
    assert np.array_equal(l1, l2)
    _, keys = _trsk_epoch_keys(jax.random.key(0), 5)
    data = np.asarray(jax.random.key_data(keys))
    assert all(np.array_equal(data[0], d) for d in data), data
    xb0, _ = _trsk_shuffle(keys[0], xd, yd, 16)
    xb1, _ = _trsk_shuffle(keys[1], xd, yd, 16)
    assert np.array_equal(xb0, xb1)
    print("verified")
