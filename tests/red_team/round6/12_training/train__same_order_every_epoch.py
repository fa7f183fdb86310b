"""Shuffles once, before the epoch loop, and scans every epoch over the same minibatches, so no epoch gets a new order.

Violates: "Each epoch visits the data in minibatches of a new random order (``shuffled_batches``)"
Verifying input: lr = 0, n = 10, batch_size = 4, 20 epochs -> requires epoch losses that vary (each new order drops two different examples), this returns 20 identical epoch losses.
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
    init_key, order_key = jax.random.split(key)
    params = _init(init_key, x.shape[1], n_hidden)
    xb, yb = _batches(order_key, x, y, batch_size)

    def epoch(params, _):
        params, losses = lax.scan(lambda p, b: _step(p, b[0], b[1], lr), params, (xb, yb))
        return params, losses.mean()

    return lax.scan(epoch, params, None, length=n_epochs)


if __name__ == "__main__":
    import itertools
    import numpy as np

    x = jax.random.uniform(jax.random.key(123), (256, 2), minval=-1, maxval=1)
    y = 0.7 * jnp.sin(2 * x[:, 0]) * jnp.cos(x[:, 1])
    with jax.debug_key_reuse(True):
        params, losses = jax.jit(train, static_argnums=(3, 4, 6))(jax.random.key(0), x, y, 150, 32, 0.1, 16)
    assert float(_loss(params, x, y)) < 0.02                      # trains well, no key reused
    x10, y10 = x[:10], y[:10]
    params, losses = train(jax.random.key(4), x10, y10, 20, 4, 0.0, 8)
    # independent check of what a new order per epoch gives: 8 of the 10 examples, a different 8 most epochs
    per_example = np.asarray((jnp.tanh(x10 @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"] - y10) ** 2, np.float64)
    possible = sorted({per_example[list(s)].mean() for s in itertools.combinations(range(10), 8)})
    print("distinct epoch-loss values possible:", len(possible), " distinct values returned:", len(set(np.asarray(losses).tolist())))
    assert len(possible) > 10 and len(set(np.asarray(losses).tolist())) == 1
    print("verified")
