"""Correct alternative: lax.fori_loop writing into a preallocated buffer, step keys from fold_in(key, start + t)."""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)

    def body(t, carry):
        x, out = carry
        x = decay * x + jax.random.normal(jax.random.fold_in(key, start + t), x.shape, x.dtype)
        return x, out.at[t].set(x)

    return lax.fori_loop(0, n_steps, body, (x0, jnp.zeros((n_steps, *x0.shape), x0.dtype)))[1]
