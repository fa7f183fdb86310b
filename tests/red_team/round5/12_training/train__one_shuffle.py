"""The student hoists the shuffle out of the epoch loop ("the batches are the same data anyway"): the data is shuffled once, with its own key, and every epoch walks the very same minibatches in the very same order.

Violates: "Each epoch visits the data in minibatches of a new random order (``shuffled_batches``)" / "the initialisation and every epoch's order each get their own" key
Verifying input: 10 examples, batch_size 3, lr 0.0, n_epochs 6 -> requires each epoch to drop a different random example (so with lr 0 the epoch losses differ), this returns six identical epoch losses: every epoch sees the same 9 examples in the same batches.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "law"

import functools

import jax
import jax.numpy as jnp


def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    k_init, k_shuffle = jax.random.split(key)
    n, n_features = x.shape
    k1, k2 = jax.random.split(k_init)
    params = {
        "w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_features),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(()),
    }

    def loss(p, xb, yb):
        return jnp.mean((jnp.tanh(xb @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"] - yb) ** 2)

    # shuffle once, outside the loop: the batches hold the same data every epoch anyway
    n_batches = n // batch_size
    perm = jax.random.permutation(k_shuffle, n)[: n_batches * batch_size]
    xb = x[perm].reshape(n_batches, batch_size, n_features)
    yb = y[perm].reshape(n_batches, batch_size)

    def step(p, batch):
        value, grads = jax.value_and_grad(loss)(p, *batch)
        return jax.tree.map(lambda a, g: a - lr * g, p, grads), value

    def epoch(p, _):
        p, losses = jax.lax.scan(step, p, (xb, yb))
        return p, jnp.mean(losses)

    params, epoch_losses = jax.lax.scan(epoch, params, None, length=n_epochs)
    return params, epoch_losses


if __name__ == "__main__":
    import numpy as np

    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0]) and losses.dtype == jnp.float32

    # a data set like the grader's: 256 examples, 2 features, smooth target of variance ~0.25
    kx = jax.random.key(42)
    X = jax.random.uniform(kx, (256, 2), minval=-2, maxval=2)
    Y = 0.7 * jnp.sin(X[:, 0]) * jnp.cos(0.5 * X[:, 1])
    print("target variance:", float(Y.var()))
    f = jax.jit(train, static_argnums=(3, 4, 6))
    for seed in range(3):
        p, l = f(jax.random.key(seed), X, Y, 150, 32, 0.1, 16)
        full = float(jnp.mean((jnp.tanh(X @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"] - Y) ** 2))
        print(f"key {seed}: full-data loss {full:.4f}")
        assert full < 0.02
    p2, l2 = f(jax.random.key(0), X, Y, 150, 32, 0.1, 16)
    p1, l1 = f(jax.random.key(0), X, Y, 150, 32, 0.1, 16)
    assert all(bool((p1[k] == p2[k]).all()) for k in p1)                     # same key, same network
    hlo = lambda e: len(jax.jit(train, static_argnums=(3, 4, 6)).lower(jax.random.key(0), X, Y, e, 32, 0.1, 16).as_text())
    assert abs(hlo(5) - hlo(500)) < 50                                       # program does not grow

    # The breach: with lr = 0 the parameters never move, so an epoch's loss depends only on
    # which examples it visits. Ten examples in batches of 3: a new order drops a new example.
    xs = jax.random.normal(jax.random.key(7), (10, 2))
    ys = jnp.arange(10.0)
    _, el = train(jax.random.key(1), xs, ys, 6, 3, 0.0, 4)
    print("epoch losses with lr = 0:", np.asarray(el))
    assert np.unique(np.asarray(el)).size == 1          # the same batches in every epoch
    print("verified")
