"""Alternative: flattens the trees, updates the leaves in a loop, rebuilds the structure."""
EXERCISE = "state.adam_step"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def adam_step(params, grads, opt_state, lr):
    leaves, structure = jax.tree.flatten(params)
    g_leaves, m_leaves, v_leaves = (jax.tree.leaves(t) for t in (grads, opt_state["m"], opt_state["v"]))
    t = opt_state["step"] + 1
    new_p, new_m, new_v = [], [], []
    for p, g, m, v in zip(leaves, g_leaves, m_leaves, v_leaves):
        m = ADAM_B1 * m + (1 - ADAM_B1) * g
        v = ADAM_B2 * v + (1 - ADAM_B2) * jnp.square(g)
        m_hat = m / (1 - jnp.power(ADAM_B1, t))
        v_hat = v / (1 - jnp.power(ADAM_B2, t))
        new_p.append(p - lr * m_hat / (jnp.sqrt(v_hat) + ADAM_EPS))
        new_m.append(m)
        new_v.append(v)
    rebuild = lambda items: jax.tree.unflatten(structure, items)
    return rebuild(new_p), {"step": jnp.asarray(t, jnp.int32), "m": rebuild(new_m), "v": rebuild(new_v)}
