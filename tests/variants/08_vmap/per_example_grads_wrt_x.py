"""Differentiates with respect to the input x instead of the parameters."""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
MESSAGE = "wrong structure"

import jax


def per_example_grads(params, xs, ys):
    return jax.vmap(jax.grad(example_loss, argnums=1), in_axes=(None, 0, 0))(params, xs, ys)  # noqa: F821 (given in vmap.py)
