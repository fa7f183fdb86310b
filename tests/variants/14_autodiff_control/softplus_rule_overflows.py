"""A custom rule, but it computes sigmoid as exp(x) / (1 + exp(x)): inf / inf at x = 1000."""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
MESSAGE = "NaN gradient"

import jax
import jax.numpy as jnp


def softplus(x):
    @jax.custom_jvp
    def f(v):
        return jnp.maximum(v, 0) + jnp.log1p(jnp.exp(-jnp.abs(v)))

    @f.defjvp
    def f_jvp(primals, tangents):
        (v,), (t,) = primals, tangents
        return f(v), jnp.exp(v) / (1 + jnp.exp(v)) * t

    return f(jnp.asarray(x))
