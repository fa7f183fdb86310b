"""Jits the step with donate_argnums=0 to reuse the parameter buffers, which deletes the caller's parameter arrays.

Violates: "the dict you are given and its arrays are left as they were".
Verifying input: params = init_params-like dict, x ones (4, 2), y zeros(4), lr 0.1 -> the docstring requires params["w1"] still usable after the call, this leaves it deleted (is_deleted() True).
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "purity"

import functools

import jax
import jax.numpy as jnp


def _tsd_loss(params, x, y):
    pred = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((pred - y) ** 2)


@functools.partial(jax.jit, donate_argnums=0)
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_tsd_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


if __name__ == "__main__":
    k1, k2 = jax.random.split(jax.random.key(0))
    make = lambda: {"w1": jax.random.normal(k1, (2, 8)) / jnp.sqrt(2.0), "b1": jnp.zeros(8),
                    "w2": jax.random.normal(k2, (8,)) / jnp.sqrt(8.0), "b2": jnp.zeros(())}
    params = make()
    ref = jax.tree.map(lambda a: a.copy(), params)
    new_params, loss = train_step(params, jnp.ones((4, 2)), jnp.zeros(4), 0.1)
    assert sorted(new_params) == sorted(ref)
    rl, rg = jax.value_and_grad(_tsd_loss)(ref, jnp.ones((4, 2)), jnp.zeros(4))
    assert abs(float(loss) - float(rl)) < 1e-6
    for k in ref:
        assert bool(jnp.allclose(new_params[k], ref[k] - 0.1 * rg[k], atol=1e-6))
    assert params["w1"].is_deleted(), "not donated on this backend"
    print("verified")
