"""Alternative: `lax.scan` over the step numbers, with an unordered `jax.debug.print` (the loop keeps the order)."""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a, n_steps):
    a = jnp.float32(a) if not hasattr(a, "dtype") else a.astype(jnp.float32)

    def body(y, step):
        y = 0.5 * (y + a / y)
        jax.debug.print("step {}: y = {:.4f}", step, y)
        return y, None

    y, _ = lax.scan(body, a, jnp.arange(1, n_steps + 1))
    return y
