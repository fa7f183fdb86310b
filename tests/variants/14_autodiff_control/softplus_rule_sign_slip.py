"""A custom rule with sigmoid(-x): the derivative of softplus(-x), not of softplus(x)."""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
MESSAGE = "[stable_gradient] wrong values"

import jax
import jax.numpy as jnp


def softplus(x):
    @jax.custom_jvp
    def f(v):
        return jnp.maximum(v, 0) + jnp.log1p(jnp.exp(-jnp.abs(v)))

    @f.defjvp
    def f_jvp(primals, tangents):
        (v,), (t,) = primals, tangents
        return f(v), jax.nn.sigmoid(-v) * t

    return f(jnp.asarray(x))
