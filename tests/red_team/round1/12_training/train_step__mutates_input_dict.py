"""Computes the update in a jitted helper, then writes the new arrays back into the caller's dict (``params.update``) and returns that same dict.

Violates: "The new parameters are a new dict with the same keys, shapes and dtypes; the dict you are given and its arrays are left as they were."
Verifying input: p = init params; train_step(p, x, y, 0.1) -> the docstring requires p unchanged and a new dict, this returns p itself with p["w1"] replaced.
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def _tsmi_init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) / np.sqrt(n_features),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) / np.sqrt(n_hidden),
        "b2": jnp.zeros((), jnp.float32),
    }


def _tsmi_loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@jax.jit
def _tsmi_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsmi_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def _tsmi_shuffle(key, x, y, batch_size):
    n_batches = x.shape[0] // batch_size
    perm = jax.random.permutation(key, x.shape[0])[: n_batches * batch_size]
    return (x[perm].reshape(n_batches, batch_size, *x.shape[1:]),
            y[perm].reshape(n_batches, batch_size))


def _tsmi_data(seed=0, n=256):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, 2)).astype(np.float32)
    y = (0.7 * np.sin(2.5 * x[:, 0]) * np.cos(1.5 * x[:, 1])).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


@jax.jit
def _tsmi_update(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsmi_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def train_step(params, x, y, lr):
    new_params, loss = _tsmi_update(params, x, y, lr)
    params.update(new_params)  # reuse the dict instead of allocating a new one
    return params, loss


if __name__ == "__main__":
    params = _tsmi_init(jax.random.key(0), 2, 8)
    new_params, loss = train_step(params, jnp.ones((4, 2)), jnp.zeros(4), 0.1)
    assert sorted(new_params) == sorted(params)
    p = _tsmi_init(jax.random.key(1), 2, 8)
    snapshot = dict(p)
    x, y = _tsmi_data(0, 16)
    ref_loss, grads = jax.value_and_grad(_tsmi_loss)(snapshot, x, y)
    new, loss = train_step(p, x, y, 0.1)
    assert np.isclose(float(loss), float(ref_loss))
    assert np.allclose(new["w1"], snapshot["w1"] - 0.1 * grads["w1"], rtol=1e-5, atol=1e-7)
    assert new is p and p["w1"] is not snapshot["w1"]
    print("verified")
