"""Forward over reverse as it should be, but the point and the direction are converted to float32 first: a float16
x gives a float32 H v where the docstring keeps x's dtype."""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def hvp(f, x, v):
    x, v = x.astype(jnp.float32), v.astype(jnp.float32)
    return jax.jvp(jax.grad(f), (x,), (v,))[1]
