"""Returns the loss of the *updated* parameters (re-evaluated after the step) instead of the loss the gradient was taken at.

Violates: "``(new_params, loss)``, where ``loss`` is the minibatch loss *before* the update."
Verifying input: train_step(init params, x, y, 0.1) on a small regression batch -> the docstring requires loss_fn(params, x, y), this returns loss_fn(new_params, x, y) (smaller).
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
import numpy as np


def _tsla_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / np.sqrt(n_features),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / np.sqrt(n_hidden),
        "b2": jnp.zeros((), jnp.float32),
    }


def _tsla_loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@jax.jit
def _tsla_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsla_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _tsla_shuffle(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    perm = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[perm].reshape(n_batches, batch_size, *x.shape[1:]),
            y[perm].reshape(n_batches, batch_size))


def _tsla_data(seed=0, n=256):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, 2)).astype(np.float32)
    y = (0.7 * np.sin(2.5 * x[:, 0]) * np.cos(1.5 * x[:, 1])).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


@jax.jit
def train_step(params, x, y, lr):
    grads = jax.grad(_tsla_loss)(params, x, y)
    new_params = {k: params[k] - lr * grads[k] for k in params}
    return new_params, _tsla_loss(new_params, x, y)


if __name__ == "__main__":
    params = _tsla_init(jax.random.key(0), 2, 8)
    new_params, loss = train_step(params, jnp.ones((4, 2)), jnp.zeros(4), 0.1)
    assert sorted(new_params) == sorted(params)
    x, y = _tsla_data(0, 16)
    new_params, loss = train_step(params, x, y, 0.1)
    grads = jax.grad(_tsla_loss)(params, x, y)
    for k in params:
        assert np.allclose(new_params[k], params[k] - 0.1 * grads[k], rtol=1e-5, atol=1e-7)
    before = float(_tsla_loss(params, x, y))
    assert not np.isclose(float(loss), before, rtol=1e-4), (float(loss), before)
    print("verified")
