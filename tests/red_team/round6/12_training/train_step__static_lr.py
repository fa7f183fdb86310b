"""Jits train_step with lr marked static, so every new learning rate (a decay schedule) recompiles the step.

Violates: "``train_step`` itself must be jitted ... and compile once for all values of ``lr``." / "lr: the learning rate (traced: a new value must not recompile)."
Verifying input: four calls with lr 0.1, 0.05, 0.025, 0.0125 on the same shapes -> requires one trace, this traces four times.
"""
EXERCISE = "training.train_step"
VERDICT = "fail"
KIND = "purity"

import functools

import jax
import jax.numpy as jnp

_TRACES = [0]


def _loss(params, x, y):
    predictions = jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    return jnp.mean((predictions - y) ** 2)


@functools.partial(jax.jit, static_argnames="lr")
def train_step(params, x, y, lr):
    _TRACES[0] += 1
    loss, grads = jax.value_and_grad(_loss)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


if __name__ == "__main__":
    import numpy as np

    k1, k2 = jax.random.split(jax.random.key(0))
    params = {"w1": jax.random.normal(k1, (2, 8)) / np.sqrt(2), "b1": jnp.zeros(8),
              "w2": jax.random.normal(k2, (8,)) / np.sqrt(8), "b2": jnp.zeros(())}
    x, y = jnp.ones((4, 2)), jnp.zeros(4)
    for lr in (0.1, 0.05, 0.025, 0.0125):
        params, loss = train_step(params, x, y, lr=lr)
    print("traces for four learning rates:", _TRACES[0])
    assert _TRACES[0] == 4
    print("verified")
