"""The student handles one raw key and a list of raw keys, but reshapes any batch to (-1, 2), so a batch with two or more batch axes comes back flattened."""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
MESSAGE = '(2, 3)'

import jax
import jax.numpy as jnp


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    data = jnp.asarray(key, jnp.uint32)
    if data.ndim == 1:
        return jax.random.wrap_key_data(data)
    return jax.random.wrap_key_data(data.reshape(-1, 2))
