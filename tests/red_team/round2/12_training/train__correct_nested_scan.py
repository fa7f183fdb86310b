"""Correct: one jitted function, key split into an init key and one key per epoch, epochs and minibatches in nested lax.scan.

Violates: nothing.
Verifying input: the docstring example; a 256x2 smooth data set (150 epochs, batch 32, lr 0.1, 16 hidden) reaching loss < 0.02 for two keys; same key same result; program size independent of n_epochs; full-batch epochs equal plain gradient descent.
"""
EXERCISE = "training.train"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax import lax


def _trc_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / jnp.sqrt(jnp.float32(n_features)),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / jnp.sqrt(jnp.float32(n_hidden)),
        "b2": jnp.zeros((), jnp.float32),
    }


def _trc_loss(params, x, y):
    pred = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((pred - y) ** 2)


def _trc_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    order = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[order].reshape(n_batches, batch_size, *x.shape[1:]),
            y[order].reshape(n_batches, batch_size))


def _trc_data(seed=0):
    kx = jax.random.key(1000 + seed)
    x = jax.random.uniform(kx, (256, 2), minval=-1.0, maxval=1.0)
    y = 0.6 * jnp.sin(2.0 * x[:, 0]) * jnp.cos(1.5 * x[:, 1]) + 0.3 * x[:, 1]
    return x, y


@functools.partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    k_init, k_epochs = jax.random.split(key)
    params = _trc_init(k_init, x.shape[1], n_hidden)

    def step(params, batch):
        loss, grads = jax.value_and_grad(_trc_loss)(params, *batch)
        return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss

    def epoch(params, k):
        params, losses = lax.scan(step, params, _trc_batches(k, x, y, batch_size))
        return params, jnp.mean(losses)

    return lax.scan(epoch, params, jax.random.split(k_epochs, n_epochs))


if __name__ == "__main__":
    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0]) and losses.dtype == jnp.float32
    xd, yd = _trc_data()
    assert 0.1 < float(jnp.var(yd)) < 0.4, float(jnp.var(yd))
    for seed in range(2):
        params, losses = train(jax.random.key(seed), xd, yd, 150, 32, 0.1, 16)
        full = float(_trc_loss(params, xd, yd))
        assert full < 0.02, full
    a, la = train(jax.random.key(3), xd, yd, 5, 32, 0.1, 16)
    b, lb = train(jax.random.key(3), xd, yd, 5, 32, 0.1, 16)
    assert all(bool(jnp.array_equal(a[k], b[k])) for k in a) and bool(jnp.array_equal(la, lb))
    j1 = str(jax.make_jaxpr(train, static_argnums=(3, 4, 6))(jax.random.key(0), xd, yd, 2, 32, 0.1, 16))
    j2 = str(jax.make_jaxpr(train, static_argnums=(3, 4, 6))(jax.random.key(0), xd, yd, 50, 8, 0.1, 16))
    assert abs(len(j1) - len(j2)) < 40, (len(j1), len(j2))
    # full-batch epochs: must equal plain gradient descent from the same init
    k_init, _ = jax.random.split(jax.random.key(7))
    p = _trc_init(k_init, 2, 16)
    ref_losses = []
    for _ in range(3):
        l, g = jax.value_and_grad(_trc_loss)(p, xd, yd)
        ref_losses.append(float(l))
        p = jax.tree.map(lambda a, b: a - 0.1 * b, p, g)
    got, gl = train(jax.random.key(7), xd, yd, 3, 256, 0.1, 16)
    assert all(bool(jnp.allclose(got[k], p[k], atol=1e-5)) for k in p)
    assert bool(jnp.allclose(gl, jnp.array(ref_losses), atol=1e-5))
    print("verified")
