"""Marks ``lr`` static in ``jax.jit``, so every new learning rate compiles the step again.

Violates: "``train_step`` itself must be jitted ... and compile once for all values of ``lr``" / "lr: the learning rate (traced: a new value must not recompile)".
Verifying input: train_step(params, x, y, lr) for lr = 0.1, 0.2, 0.3 -> the docstring requires one compilation, this has three cache entries.
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
import numpy as np


def _tsls_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / np.sqrt(n_features),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / np.sqrt(n_hidden),
        "b2": jnp.zeros((), jnp.float32),
    }


def _tsls_loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@jax.jit
def _tsls_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsls_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _tsls_shuffle(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    perm = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[perm].reshape(n_batches, batch_size, *x.shape[1:]),
            y[perm].reshape(n_batches, batch_size))


def _tsls_data(seed=0, n=256):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, 2)).astype(np.float32)
    y = (0.7 * np.sin(2.5 * x[:, 0]) * np.cos(1.5 * x[:, 1])).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


@functools.partial(jax.jit, static_argnames="lr")
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsls_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


if __name__ == "__main__":
    params = _tsls_init(jax.random.key(0), 2, 8)
    x, y = _tsls_data(0, 16)
    new_params, loss = train_step(params, x, y, 0.1)
    assert sorted(new_params) == sorted(params)
    ref_loss, grads = jax.value_and_grad(_tsls_loss)(params, x, y)
    assert np.isclose(float(loss), float(ref_loss))
    for k in params:
        assert np.allclose(new_params[k], params[k] - 0.1 * grads[k], rtol=1e-5, atol=1e-7)
    train_step(params, x, y, 0.2)
    train_step(params, x, y, 0.3)
    assert train_step._cache_size() == 3, train_step._cache_size()
    print("verified")
