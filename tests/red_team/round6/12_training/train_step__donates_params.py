"""Jits the step with donate_argnums=0 to reuse the parameter buffers, which deletes the caller's parameter arrays after the call.

Violates: "the dict you are given and its arrays are left as they were."
Verifying input: params from the docstring example, one train_step -> requires params["w1"] still readable and unchanged, this leaves it deleted (reading it raises RuntimeError).
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "purity"

import functools

import jax
import jax.numpy as jnp


def _loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@functools.partial(jax.jit, donate_argnums=0)
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


if __name__ == "__main__":
    import numpy as np

    k1, k2 = jax.random.split(jax.random.key(0))
    params = {"w1": jax.random.normal(k1, (2, 8)) / np.sqrt(2), "b1": jnp.zeros(8),
              "w2": jax.random.normal(k2, (8,)) / np.sqrt(8), "b2": jnp.zeros(())}
    new_params, loss = train_step(params, jnp.ones((4, 2)), jnp.zeros(4), 0.1)
    assert sorted(new_params) == sorted(params)
    print("input w1 deleted:", params["w1"].is_deleted())
    assert params["w1"].is_deleted()
    try:
        np.asarray(params["w1"])
        raise SystemExit("still readable")
    except RuntimeError as error:
        print("reading it:", str(error).splitlines()[0][:70])
    print("verified")
