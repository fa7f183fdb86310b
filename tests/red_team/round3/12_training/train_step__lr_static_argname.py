"""The student jits ``train_step`` with ``lr`` marked static (it is "a hyper-parameter"), so each new learning rate compiles a new program.

Violates: "``train_step`` itself must be jitted ... and compile once for all values of ``lr``" / "lr: the learning rate (traced: a new value must not recompile)".
Verifying input: train_step(params, x, y, 0.1) then 0.05 then 0.01 -> requires one compilation, this compiles three times (cache size 3).
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "algorithm"

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="lr")
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    new_params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return new_params, loss


if __name__ == "__main__":
    import numpy as np

    def loss_fn(params, x, y):
        pred = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
        return jnp.mean((pred - y) ** 2)

    k1, k2 = jax.random.split(jax.random.key(0))
    params = {"w1": jax.random.normal(k1, (2, 8)) / np.sqrt(2), "b1": jnp.zeros(8),
              "w2": jax.random.normal(k2, (8,)) / np.sqrt(8), "b2": jnp.zeros(())}
    x, y = jnp.ones((4, 2)), jnp.zeros(4)
    before = {k: np.asarray(v).copy() for k, v in params.items()}
    new, loss = train_step(params, x, y, 0.1)
    assert sorted(new) == sorted(params)
    loss_ref, g = jax.value_and_grad(loss_fn)(params, x, y)
    np.testing.assert_allclose(float(loss), float(loss_ref), rtol=1e-6)
    for k in params:
        np.testing.assert_allclose(np.asarray(new[k]), np.asarray(params[k] - 0.1 * g[k]), rtol=1e-5, atol=1e-7)
        np.testing.assert_array_equal(np.asarray(params[k]), before[k])
        assert new[k].shape == params[k].shape and new[k].dtype == params[k].dtype
    train_step(params, x, y, 0.05)
    train_step(params, x, y, 0.01)
    assert train_step._cache_size() == 3, train_step._cache_size()  # requires 1
    print("verified")
