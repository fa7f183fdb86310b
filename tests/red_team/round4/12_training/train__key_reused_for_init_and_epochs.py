"""The student initialises the network with `key` and then also splits the very same `key` into the epochs' shuffle keys; `init_params` splits `key` in two too, so epoch 0 shuffles with the key that drew `w1` and epoch 1 with the key that drew `w2`.

Violates: "All randomness comes from ``key``, and no key is used twice: the initialisation and every epoch's order each get their own."
Verifying input: train(jax.random.key(0), x, y, 4, 32, 0.1, 16) -> requires independent keys for init and each epoch, this uses split(key, 4)[0] == split(key)[0] both to draw w1 and to shuffle epoch 0 (and [1] for w2 and epoch 1).
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "law"

import functools

import jax
import jax.numpy as jnp
from jax import lax


def _init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_features),
            "b1": jnp.zeros(n_hidden), "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(n_hidden),
            "b2": jnp.zeros(())}


def _loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


def _step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    order = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[order].reshape(n_batches, batch_size, *x.shape[1:]), y[order].reshape(n_batches, batch_size))


@functools.partial(jax.jit, static_argnums=(3, 4, 6))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    params = _init_params(key, x.shape[1], n_hidden)
    epoch_keys = jax.random.split(key, n_epochs)

    def epoch(params, epoch_key):
        xb, yb = _batches(epoch_key, x, y, batch_size)

        def minibatch(params, batch):
            return _step(params, *batch, lr)

        params, losses = lax.scan(minibatch, params, (xb, yb))
        return params, jnp.mean(losses)

    return lax.scan(epoch, params, epoch_keys)


if __name__ == "__main__":
    import numpy as np

    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0]) and losses.dtype == jnp.float32
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.uniform(-1, 1, size=(256, 2)), jnp.float32)
    Y = 0.5 * jnp.sin(2 * X[:, 0]) + 0.4 * X[:, 1] ** 2 - 0.1
    print("target variance", float(Y.var()))
    for seed in range(3):
        p, l = train(jax.random.key(seed), X, Y, 150, 32, 0.1, 16)
        full = float(_loss(p, X, Y))
        print("seed", seed, "full-data loss", full)
        assert full < 0.02
    p1, _ = train(jax.random.key(5), X, Y, 10, 32, 0.1, 16)
    p2, _ = train(jax.random.key(5), X, Y, 10, 32, 0.1, 16)
    assert all(bool(jnp.array_equal(p1[k], p2[k])) for k in p1)
    # one loop each, program does not grow with n_epochs
    size = lambda e, b: len(jax.make_jaxpr(train.__wrapped__, static_argnums=(3, 4, 6))(
        jax.random.key(0), X, Y, e, b, 0.1, 16).jaxpr.eqns)
    assert size(5, 32) == size(500, 32) == size(5, 4)

    # the flaw: the same keys draw the weights and shuffle the first epochs
    key = jax.random.key(0)
    init_keys = jax.random.split(key)
    epoch_keys = jax.random.split(key, 4)
    same = [bool(jnp.array_equal(jax.random.key_data(init_keys[i]), jax.random.key_data(epoch_keys[i]))) for i in (0, 1)]
    print("w1 key == epoch-0 key, w2 key == epoch-1 key:", same)
    assert all(same)
    # and the epoch-0 order is literally a function of w1's draw key
    w1 = _init_params(key, 2, 16)["w1"]
    assert bool(jnp.array_equal(w1, jax.random.normal(epoch_keys[0], (2, 16)) / jnp.sqrt(2)))
    print("verified")
