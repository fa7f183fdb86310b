"""Maps predict over the rows, jitted, after converting the batch to float32 "for accuracy": float16 parameters meet
float32 rows, and the probabilities come back float32 where the docstring keeps the parameters' dtype."""
EXERCISE = "vmap.predict_batch"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


@jax.jit
def predict_batch(params, xs):
    return jax.vmap(predict, in_axes=(None, 0))(params, xs.astype(jnp.float32))
