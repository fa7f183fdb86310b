"""The student adds the ``custom_jvp`` with the sigmoid derivative but keeps the given value expression ``where(x > 30, x, log1p(exp(x)))``, whose ``exp`` overflows float16 for ``x`` between about 11 and 30."""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
MESSAGE = 'float16'

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.where(x > 30.0, x, jnp.log1p(jnp.exp(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return softplus(x), jax.nn.sigmoid(x) * t
