"""Alternative: softplus itself is the custom_jvp function, defined at module level, rule written with exp(-|x|)."""
EXERCISE = "autodiff_control.softplus"
VERDICT = "pass"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x):
    x = jnp.asarray(x)
    return jnp.where(x > 0, x, jnp.zeros_like(x)) + jnp.log1p(jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    e = jnp.exp(-jnp.abs(x))  # never overflows
    slope = jnp.where(x >= 0, 1 / (1 + e), e / (1 + e))
    return softplus(x), slope * t
