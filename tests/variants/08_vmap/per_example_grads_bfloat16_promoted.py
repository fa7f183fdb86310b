"""Parameters widened to "at least float16" (jnp.promote_types with float16) before differentiating: float16
gradients stay float16, bfloat16 parameters get float32 gradients."""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def per_example_grads(params, xs, ys):
    wide = jax.tree.map(lambda p: p.astype(jnp.promote_types(p.dtype, jnp.float16)), params)
    return jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(wide, xs, ys)
