"""One jax.grad call per example in a Python loop, stacked."""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax
import jax.numpy as jnp


def per_example_grads(params, xs, ys):
    grads = [jax.grad(example_loss)(params, x, y) for x, y in zip(xs, ys)]  # noqa: F821 (given in vmap.py)
    return {"w": jnp.stack([g["w"] for g in grads]), "b": jnp.stack([g["b"] for g in grads])}
