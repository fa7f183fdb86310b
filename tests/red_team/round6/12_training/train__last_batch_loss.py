"""Reports, for each epoch, the loss of its last minibatch instead of the mean of all its minibatch losses.

Violates: "a float32 array of shape ``(n_epochs,)`` with each epoch's mean minibatch loss"
Verifying input: lr = 0 (parameters fixed), n = 256, batch_size = 32 -> requires every epoch loss equal to the full-data loss (8 equal batches covering all examples), this returns single-batch losses scattered around it.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "returns"

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
        params, losses = lax.scan(lambda p, b: _step(p, b[0], b[1], lr), params, (xb, yb))
        return params, losses[-1]

    return lax.scan(epoch, params, jax.random.split(order_key, n_epochs))


if __name__ == "__main__":
    import numpy as np

    x = jax.random.uniform(jax.random.key(123), (256, 2), minval=-1, maxval=1)
    y = 0.7 * jnp.sin(2 * x[:, 0]) * jnp.cos(x[:, 1])
    with jax.debug_key_reuse(True):
        params, losses = jax.jit(train, static_argnums=(3, 4, 6))(jax.random.key(0), x, y, 150, 32, 0.1, 16)
    assert float(_loss(params, x, y)) < 0.02
    params, losses = train(jax.random.key(2), x, y, 5, 32, 0.0, 8)
    p = {k: np.asarray(v, np.float64) for k, v in params.items()}
    xn, yn = np.asarray(x, np.float64), np.asarray(y, np.float64)
    full = np.mean((np.tanh(xn @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"] - yn) ** 2)
    print("required (every epoch):", full, "\nreturned:", np.asarray(losses))
    assert not np.allclose(np.asarray(losses), full, rtol=1e-4)
    print("verified")
