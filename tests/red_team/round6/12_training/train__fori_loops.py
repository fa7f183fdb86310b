"""Correct: both the epochs and the minibatches are lax.fori_loop loops (the epoch loss written into a preallocated buffer), each epoch's key is fold_in(epoch_root, epoch) and the initialisation has its own key from a split.

Verifying input: on a 256-example, 2-feature smooth data set (target variance 0.23) train(key, x, y, 150, 32, 0.1, 16) ends below 0.02 full-data loss for 3 keys; losses shape (150,) float32 and decreasing; same key same params; no KeyReuseError; jaxpr size independent of n_epochs and n_batches; with lr = 0 each epoch loss equals the mean of its minibatch losses (full-data loss when n % batch_size == 0) and varies between epochs when examples are dropped (a new order each epoch).

Relabelled flawed: given NumPy arrays (which every exercise accepts wherever JAX arrays are, docs/students.md), it indexes ``x[idx]`` with a traced index inside ``fori_loop`` on the NumPy array itself, which raises TracerArrayConversionError.
"""
EXERCISE = "training.train"
VERDICT = "fail"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax import lax


def _init(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_features), "b1": jnp.zeros(n_hidden),
            "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(n_hidden), "b2": jnp.zeros(())}


def _loss(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"] - y) ** 2)


def train(key, x, y, n_epochs, batch_size, lr, n_hidden):
    init_key, order_root = jax.random.split(key)
    params = _init(init_key, x.shape[1], n_hidden)
    n_batches = x.shape[0] // batch_size

    def epoch(e, carry):
        params, losses = carry
        grid = jax.random.permutation(jax.random.fold_in(order_root, e), x.shape[0])
        grid = grid[: n_batches * batch_size].reshape(n_batches, batch_size)

        def minibatch(b, inner):
            params, total = inner
            idx = grid[b]
            loss, grads = jax.value_and_grad(_loss)(params, x[idx], y[idx])
            return jax.tree.map(lambda p, g: p - lr * g, params, grads), total + loss

        params, total = lax.fori_loop(0, n_batches, minibatch, (params, jnp.float32(0.0)))
        return params, losses.at[e].set(total / n_batches)

    return lax.fori_loop(0, n_epochs, epoch, (params, jnp.zeros(n_epochs, jnp.float32)))


if __name__ == "__main__":
    import numpy as np

    x = jax.random.uniform(jax.random.key(123), (256, 2), minval=-1, maxval=1)
    y = 0.7 * jnp.sin(2 * x[:, 0]) * jnp.cos(x[:, 1])
    assert 0.2 < float(y.var()) < 0.3
    run = jax.jit(train, static_argnums=(3, 4, 6))
    for seed in range(3):
        params, losses = run(jax.random.key(seed), x, y, 150, 32, 0.1, 16)
        assert losses.shape == (150,) and losses.dtype == jnp.float32
        assert float(_loss(params, x, y)) < 0.02 and float(losses[-1]) < float(losses[0])
    a, _ = run(jax.random.key(9), x, y, 5, 32, 0.1, 16)
    b, _ = train(jax.random.key(9), x, y, 5, 32, 0.1, 16)
    for k in a:
        np.testing.assert_allclose(np.asarray(a[k]), np.asarray(b[k]), rtol=1e-5, atol=1e-6)
    with jax.debug_key_reuse(True):
        train(jax.random.key(1), x, y, 3, 32, 0.1, 4)

    xd = jnp.linspace(-1, 1, 64).reshape(32, 2)
    params, losses = train(jax.random.key(0), xd, jnp.sin(3 * xd[:, 0]), 30, 8, 0.1, 8)
    assert losses.shape == (30,) and bool(losses[-1] < losses[0])

    sizes = {(e, bs): len(jax.make_jaxpr(lambda k, x, y: train(k, x, y, e, bs, 0.1, 4))(jax.random.key(0), x, y).eqns)
             for e, bs in [(2, 64), (50, 64), (2, 8)]}
    assert len(set(sizes.values())) == 1, sizes

    # lr = 0: the parameters stay at their initial values, so each epoch loss is a mean of minibatch losses
    params, losses = train(jax.random.key(4), x, y, 4, 32, 0.0, 8)
    np.testing.assert_allclose(np.asarray(losses), float(_loss(params, x, y)), rtol=1e-5)
    x10, y10 = x[:10], y[:10]
    params, losses = train(jax.random.key(4), x10, y10, 20, 4, 0.0, 8)
    per_example = np.asarray((jnp.tanh(x10 @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"] - y10) ** 2)
    subset_means = {round(float(per_example[list(s)].mean()), 5) for s in __import__("itertools").combinations(range(10), 8)}
    assert all(round(float(l), 5) in subset_means for l in losses)
    assert len(set(np.round(np.asarray(losses), 6).tolist())) > 3
    print("verified")
