"""The rows widened to "at least float16" (jnp.promote_types with float16) before mapping: float16 and float32 batches
keep their dtype, a bfloat16 batch becomes float32, and so do the probabilities."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params, xs):
    return jax.vmap(predict, in_axes=(None, 0))(params, xs.astype(jnp.promote_types(xs.dtype, jnp.float16)))
