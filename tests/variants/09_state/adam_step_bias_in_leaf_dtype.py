"""Computes the bias corrections in the first parameter's dtype: a tree without leaves has no first leaf."""
EXERCISE = "state.adam_step"
VERDICT = "fail"
MESSAGE = "IndexError"

import jax
import jax.numpy as jnp



def adam_step(params, grads, opt_state, lr):
    dtype = jax.tree.leaves(params)[0].dtype
    t = jnp.asarray(opt_state["step"]) + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    m_scale = 1 / (1 - ADAM_B1 ** t.astype(dtype))
    v_scale = 1 / (1 - ADAM_B2 ** t.astype(dtype))
    new_params = jax.tree.map(lambda p, m, v: p - lr * (m * m_scale) / (jnp.sqrt(v * v_scale) + ADAM_EPS), params, m, v)
    return new_params, {"step": t, "m": m, "v": v}
