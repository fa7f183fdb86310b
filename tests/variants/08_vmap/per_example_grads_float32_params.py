"""Differentiates each example's loss with the parameters converted to float32 first: the gradients are right, but
float16 parameters get float32 gradients, which the docstring says keep each parameter's dtype."""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def per_example_grads(params, xs, ys):
    wide = jax.tree.map(lambda p: jnp.asarray(p, jnp.float32), params)
    return jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(wide, xs, ys)
