"""The student turns every scalar operand into a Python number first ("scalars are weak"), 0-d arrays included: a 0-d float32 array then no longer makes float16 data float32, as JAX's rules say an array does."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax
import jax.numpy as jnp
import numpy as np


def lax_apply(op, x, y):
    def operand(value):
        if np.ndim(value) == 0 and not isinstance(value, (int, float)):
            value = np.asarray(value).item()  # a 0-d array taken for a number
        return value

    x, y = operand(x), operand(y)
    dtype = jnp.result_type(x, y)
    return op(jax.lax.convert_element_type(x, dtype), jax.lax.convert_element_type(y, dtype))
