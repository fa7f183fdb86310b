"""The student writes the stable form as ``max(x, 0) + log(1 + exp(-|x|))`` with ``log`` instead of ``log1p``, so for moderately negative ``x`` the tiny value is lost entirely (``1 + 2e-9 == 1`` in float32)."""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
MESSAGE = 'wrong values'

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.maximum(x, 0) + jnp.log(1 + jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return softplus(x), jax.nn.sigmoid(x) * t
