"""Flawed: a Python number is converted to the other operand's dtype, which is right for `2.0` with a float16
array but truncates `4.5` to 4 with an int8 one (`int8_array + 0.5` is float32). Under jit the number arrives as a
traced array and takes the other branch, so only a call as written shows it."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import jax.numpy as jnp


def lax_apply(op, x, y):
    if isinstance(y, (int, float)) and not isinstance(x, (int, float)):
        y = jnp.asarray(y, dtype=jnp.asarray(x).dtype)
    elif isinstance(x, (int, float)) and not isinstance(y, (int, float)):
        x = jnp.asarray(x, dtype=jnp.asarray(y).dtype)
    else:
        dtype = jnp.result_type(x, y)
        x, y = jnp.asarray(x, dtype), jnp.asarray(y, dtype)
    return op(x, y)
