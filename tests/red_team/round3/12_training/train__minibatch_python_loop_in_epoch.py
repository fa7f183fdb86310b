"""The student runs the epochs in ``lax.scan`` but walks the minibatches of each epoch with a Python ``for`` loop, so the traced program contains one copy of ``train_step`` per minibatch and grows with ``n // batch_size``.

Violates: "Under ``jax.jit`` ... the compiled program must not grow with ``n_epochs`` or with the number of minibatches."
Verifying input: x of 64 rows vs 512 rows, batch_size 8 -> requires jaxprs of the same size, this returns a jaxpr over three times longer (8 vs 64 train_step calls in the scan body).
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "algorithm"

import functools

import jax
import jax.numpy as jnp
from jax import lax


def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, epochs_key = jax.random.split(key)
    params = init_params(init_key, x.shape[1], n_hidden)
    epoch_keys = jax.random.split(epochs_key, n_epochs)

    def epoch(params, k):
        xb, yb = shuffled_batches(k, x, y, batch_size)
        losses = []
        for i in range(xb.shape[0]):  # a handful of batches per epoch
            params, loss = train_step(params, xb[i], yb[i], lr)
            losses.append(loss)
        return params, jnp.mean(jnp.stack(losses))

    params, epoch_losses = lax.scan(epoch, params, epoch_keys)
    return params, epoch_losses


if __name__ == "__main__":
    import numpy as np

    def init_params(key, n_features, n_hidden):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (n_features, n_hidden)) / np.sqrt(n_features), "b1": jnp.zeros(n_hidden),
                "w2": jax.random.normal(k2, (n_hidden,)) / np.sqrt(n_hidden), "b2": jnp.zeros(())}

    def loss_fn(params, x, y):
        return jnp.mean((jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"] - y) ** 2)

    @jax.jit
    def train_step(params, x, y, lr):
        loss, g = jax.value_and_grad(loss_fn)(params, x, y)
        return jax.tree.map(lambda p, gg: p - lr * gg, params, g), loss

    def shuffled_batches(key, x, y, batch_size):
        nb = x.shape[0] // batch_size
        perm = jax.random.permutation(key, x.shape[0])[: nb * batch_size]
        return x[perm].reshape(nb, batch_size, -1), y[perm].reshape(nb, batch_size)

    x = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), x, jnp.sin(3 * x[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0])
    xs = jax.random.uniform(jax.random.key(5), (256, 2), minval=-1, maxval=1)
    ys = 0.5 * jnp.sin(2 * xs[:, 0]) * jnp.cos(xs[:, 1])
    tr = jax.jit(train, static_argnums=(3, 4, 6))
    with jax.debug_key_reuse(True):
        p, l = tr(jax.random.key(1), xs, ys, 150, 32, 0.1, 16)
    assert float(loss_fn(p, xs, ys)) < 0.02
    def size(n):
        jx = jax.make_jaxpr(lambda k, a, b: train(k, a, b, 3, 8, 0.1, 4))(jax.random.key(0), jnp.zeros((n, 2)), jnp.zeros(n))
        return len(str(jx))
    s1, s2 = size(64), size(512)
    assert s2 > 3 * s1, (s1, s2)  # requires the same size
    print("verified")
