"""H v as a sum of Hessian columns, one jvp per input in a Python loop: no (n, n) array, but n passes."""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax
import jax.numpy as jnp


def hvp(f, x, v):
    total = jnp.zeros_like(x)
    for i in range(x.shape[0]):
        e = jnp.zeros_like(x).at[i].set(1.0)
        total = total + v[i] * jax.jvp(jax.grad(f), (x,), (e,))[1]
    return total
