"""Runs the epochs in a Python ``for`` loop (only the minibatches are in ``lax.scan``); under ``jax.jit`` the program is unrolled once per epoch.

Violates: "Under ``jax.jit`` (``n_epochs``, ``batch_size``, ``n_hidden`` static) the compiled program must not grow with ``n_epochs`` or with the number of minibatches."
Verifying input: train.lower(...) with n_epochs=2 and n_epochs=6 -> the docstring requires the same program size, this lowers to a much longer program.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def _trpl_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / np.sqrt(n_features),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / np.sqrt(n_hidden),
        "b2": jnp.zeros((), jnp.float32),
    }


def _trpl_loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@jax.jit
def _trpl_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_trpl_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _trpl_shuffle(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    perm = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[perm].reshape(n_batches, batch_size, *x.shape[1:]),
            y[perm].reshape(n_batches, batch_size))


def _trpl_data(seed=0, n=256):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, 2)).astype(np.float32)
    y = (0.7 * np.sin(2.5 * x[:, 0]) * np.cos(1.5 * x[:, 1])).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)
def _trpl_reference(key, x, y, n_epochs, batch_size, lr, n_hidden):
    # plain gradient descent, same key scheme as the function under test, one op at a time
    init_key, epochs_key = jax.random.split(key)
    params = _trpl_init(init_key, x.shape[1], n_hidden)
    losses = []
    for k in jax.random.split(epochs_key, n_epochs):
        xb, yb = _trpl_shuffle(k, x, y, batch_size)
        batch_losses = []
        for i in range(xb.shape[0]):
            params, loss = _trpl_step(params, xb[i], yb[i], lr)
            batch_losses.append(float(loss))
        losses.append(np.mean(batch_losses))
    return params, np.array(losses)


@functools.partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, epochs_key = jax.random.split(key)
    params = _trpl_init(init_key, x.shape[1], n_hidden)
    losses = []
    for k in jax.random.split(epochs_key, n_epochs):
        xb, yb = _trpl_shuffle(k, x, y, batch_size)
        params, batch_losses = lax.scan(lambda p, b: _trpl_step(p, b[0], b[1], lr), params, (xb, yb))
        losses.append(jnp.mean(batch_losses))
    return params, jnp.stack(losses)


if __name__ == "__main__":
    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0])
    xd, yd = _trpl_data(0, 64)
    params, losses = train(jax.random.key(1), xd, yd, 4, 16, 0.1, 8)
    ref_params, ref_losses = _trpl_reference(jax.random.key(1), xd, yd, 4, 16, 0.1, 8)
    assert np.allclose(losses, ref_losses, rtol=1e-4)
    size = lambda e: len(train.lower(jax.random.key(0), xd, yd, e, 16, 0.1, 8).as_text())
    s2, s6 = size(2), size(6)
    assert s6 > 1.5 * s2, (s2, s6)
    print("verified")
