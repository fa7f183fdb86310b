"""Clips the gradient to a global norm of 10 before the update (for "stability"); identical to plain gradient descent until gradients get large.

Violates: "Every parameter ``p`` becomes ``p - lr * g``, where ``g`` is the gradient of ``loss_fn(params, x, y)``".
Verifying input: train_step(init params, x, y + 100, 0.1) -> the docstring requires p - 0.1 * g with a gradient of norm about 200, this applies a gradient rescaled to norm 10.
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
MESSAGE = 'scaled by 100'

import jax
import jax.numpy as jnp
import numpy as np


def _tsgc_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / np.sqrt(n_features),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / np.sqrt(n_hidden),
        "b2": jnp.zeros((), jnp.float32),
    }


def _tsgc_loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@jax.jit
def _tsgc_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsgc_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _tsgc_shuffle(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    perm = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[perm].reshape(n_batches, batch_size, *x.shape[1:]),
            y[perm].reshape(n_batches, batch_size))


def _tsgc_data(seed=0, n=256):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, 2)).astype(np.float32)
    y = (0.7 * np.sin(2.5 * x[:, 0]) * np.cos(1.5 * x[:, 1])).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


@jax.jit
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsgc_loss)(params, x, y)
    norm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
    scale = jnp.minimum(1.0, 10.0 / (norm + 1e-12))
    return jax.tree.map(lambda p, g: p - lr * scale * g, params, grads), loss
