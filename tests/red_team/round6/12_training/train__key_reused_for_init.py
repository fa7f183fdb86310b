"""Initialises the parameters with the key itself and then splits that same key into the epoch keys, so the key is used twice.

Violates: "All randomness comes from ``key``, and no key is used twice: the initialisation and every epoch's order each get their own."
Verifying input: train(key(0), x, y, 3, 32, 0.0, 8) -> requires distinct keys for initialisation and epochs, this returns params equal to an initialisation drawn from key(0) itself, and jax.debug_key_reuse(True) raises KeyReuseError.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "law"

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
    params = _init(key, x.shape[1], n_hidden)

    def epoch(params, epoch_key):
        xb, yb = _batches(epoch_key, x, y, batch_size)
        params, losses = lax.scan(lambda p, b: _step(p, b[0], b[1], lr), params, (xb, yb))
        return params, losses.mean()

    return lax.scan(epoch, params, jax.random.split(key, n_epochs))


if __name__ == "__main__":
    import numpy as np

    x = jax.random.uniform(jax.random.key(123), (256, 2), minval=-1, maxval=1)
    y = 0.7 * jnp.sin(2 * x[:, 0]) * jnp.cos(x[:, 1])
    params, losses = jax.jit(train, static_argnums=(3, 4, 6))(jax.random.key(0), x, y, 150, 32, 0.1, 16)
    assert float(_loss(params, x, y)) < 0.02                       # it trains well
    params, _ = train(jax.random.key(0), x, y, 3, 32, 0.0, 8)       # lr 0: params stay at the initialisation
    k1, _ = jax.random.split(jax.random.key(0))
    assert np.allclose(np.asarray(params["w1"]), np.asarray(jax.random.normal(k1, (2, 8)) / np.sqrt(2)))
    try:
        with jax.debug_key_reuse(True):
            train(jax.random.key(0), x, y, 3, 32, 0.1, 8)
        raise SystemExit("no reuse detected")
    except jax.errors.KeyReuseError as error:
        print("KeyReuseError:", str(error).splitlines()[0])
    print("verified")
