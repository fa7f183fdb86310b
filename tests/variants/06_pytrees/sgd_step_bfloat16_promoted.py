"""Each leaf widened to "at least float16" (jnp.promote_types with float16) before the update: float16 and float32
leaves keep their dtype, bfloat16 ones come back float32."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        dtype = jnp.promote_types(jnp.asarray(p).dtype, jnp.float16)
        p, g = jnp.asarray(p, dtype), jnp.asarray(g, dtype)
        return p - lr * g if p.ndim < 2 else p - lr * (g + weight_decay * p)

    return jax.tree.map(update, params, grads)
