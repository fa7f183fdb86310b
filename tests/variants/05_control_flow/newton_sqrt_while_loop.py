"""Alternative: lax.while_loop with an explicit step counter in the carry, jitted by the student."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a.dtype, float))  # a float dtype: float16 stays, integers give float32

    def step(carry: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        i, y = carry
        return i + 1, 0.5 * (y + a / y)

    _, y = lax.while_loop(lambda carry: carry[0] < n_iters, step, (jnp.int32(0), a))
    return y
