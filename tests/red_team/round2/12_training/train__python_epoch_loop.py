"""Runs the minibatches of an epoch in lax.scan but the epochs in a Python for loop inside jit, so the program is unrolled n_epochs times.

Violates: "the compiled program must not grow with ``n_epochs`` or with the number of minibatches".
Verifying input: make_jaxpr of train with n_epochs 2 vs 20 (static) -> the docstring requires the same program size, this one grows about 10x.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
from jax import lax


def _trp_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / jnp.sqrt(jnp.float32(n_features)),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / jnp.sqrt(jnp.float32(n_hidden)),
        "b2": jnp.zeros((), jnp.float32),
    }


def _trp_loss(params, x, y):
    pred = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((pred - y) ** 2)


def _trp_batches(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    order = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[order].reshape(n_batches, batch_size, *x.shape[1:]),
            y[order].reshape(n_batches, batch_size))


def _trp_data(seed=0):
    kx = jax.random.key(1000 + seed)
    x = jax.random.uniform(kx, (256, 2), minval=-1.0, maxval=1.0)
    y = 0.6 * jnp.sin(2.0 * x[:, 0]) * jnp.cos(1.5 * x[:, 1]) + 0.3 * x[:, 1]
    return x, y


@functools.partial(jax.jit, static_argnames=("n_epochs", "batch_size", "n_hidden"))
def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    k_init, k_epochs = jax.random.split(key)
    params = _trp_init(k_init, x.shape[1], n_hidden)
    epoch_keys = jax.random.split(k_epochs, n_epochs)

    def step(params, batch):
        loss, grads = jax.value_and_grad(_trp_loss)(params, *batch)
        return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss

    epoch_losses = []
    for e in range(n_epochs):
        params, losses = lax.scan(step, params, _trp_batches(epoch_keys[e], x, y, batch_size))
        epoch_losses.append(jnp.mean(losses))
    return params, jnp.stack(epoch_losses)


if __name__ == "__main__":
    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 6, 8, 0.1, 8)  # the docstring uses 30 epochs; 6 compile faster unrolled
    assert losses.shape == (6,) and bool(losses[-1] < losses[0]) and losses.dtype == jnp.float32
    xd, yd = _trp_data()
    assert 0.1 < float(jnp.var(yd)) < 0.4, float(jnp.var(yd))
    # (150 unrolled epochs take minutes to compile, which is the point; not run here)
    j1 = str(jax.make_jaxpr(train, static_argnums=(3, 4, 6))(jax.random.key(0), xd, yd, 2, 32, 0.1, 16))
    j2 = str(jax.make_jaxpr(train, static_argnums=(3, 4, 6))(jax.random.key(0), xd, yd, 20, 32, 0.1, 16))
    assert len(j2) > 3 * len(j1), (len(j1), len(j2))
    print("verified")
