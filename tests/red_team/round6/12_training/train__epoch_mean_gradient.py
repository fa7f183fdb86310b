"""Vectorises each epoch: vmaps the gradient over all its minibatches and takes one step with their mean, so an epoch is one gradient step instead of one step per minibatch, and training does not get far.

Violates: "applying ``train_step`` to one minibatch after another" and "must end with a full-data loss below 0.02 for every key"
Verifying input: 256 examples uniform in [-1, 1]^2, y = 0.7 sin(3 x0) (variance 0.256), train(key(s), x, y, 150, 32, 0.1, 16) for s = 0..2 -> requires full-data loss < 0.02 (a minibatch-after-minibatch reference reaches about 0.003), this ends near 0.05; and after one epoch its params are exactly linear in lr (p(0.2) - p(0) = 2 (p(0.1) - p(0))), i.e. a single gradient step.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "algorithm"

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

    def epoch(params, epoch_key):
        xb, yb = _batches(epoch_key, x, y, batch_size)
        losses, grads = jax.vmap(jax.value_and_grad(_loss), in_axes=(None, 0, 0))(params, xb, yb)
        mean_grads = jax.tree.map(lambda g: g.mean(axis=0), grads)
        return jax.tree.map(lambda p, g: p - lr * g, params, mean_grads), losses.mean()

    return lax.scan(epoch, params, jax.random.split(order_key, n_epochs))


if __name__ == "__main__":
    x = jax.random.uniform(jax.random.key(123), (256, 2), minval=-1, maxval=1)
    y = 0.7 * jnp.sin(3 * x[:, 0])

    def reference(key):                        # minibatch after minibatch, as the docstring says
        init_key, order_key = jax.random.split(key)
        params = _init(init_key, 2, 16)
        def epoch(params, epoch_key):
            xb, yb = _batches(epoch_key, x, y, 32)
            return lax.scan(lambda p, b: _step(p, b[0], b[1], 0.1), params, (xb, yb))[0], None

        return lax.scan(epoch, params, jax.random.split(order_key, 150))[0]

    run = jax.jit(train, static_argnums=(3, 4, 6))
    for seed in range(3):
        params, losses = run(jax.random.key(seed), x, y, 150, 32, 0.1, 16)
        mine, ref = float(_loss(params, x, y)), float(_loss(jax.jit(reference)(jax.random.key(seed)), x, y))
        print("key", seed, "this:", mine, " reference:", ref)
        assert ref < 0.02 and mine > 0.02
    # black-box: one epoch of 8 minibatches moves the params linearly in lr, so it was one step, not eight
    p0, p1, p2 = (train(jax.random.key(5), x, y, 1, 32, lr, 16)[0] for lr in (0.0, 0.1, 0.2))
    for k in p0:
        assert jnp.allclose(p2[k] - p0[k], 2 * (p1[k] - p0[k]), rtol=1e-4, atol=1e-6)
    print("verified")
