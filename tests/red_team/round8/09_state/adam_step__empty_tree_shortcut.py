"""The student short-cuts parameter trees without leaves by returning the inputs unchanged, so the step counter does not advance for an empty tree.

Violates: "for trees without leaves (``{}``), empty trees again, and ``step`` still counts up."
Verifying input: adam_step({}, {}, {"step": jnp.int32(4), "m": {}, "v": {}}, 0.1) must return new state step 5; this returns step 4.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax

ADAM_B1 = 0.9
ADAM_B2 = 0.999
ADAM_EPS = 1e-8


def adam_step(params, grads, opt_state, lr):
    if not jax.tree.leaves(params):
        return params, opt_state
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g ** 2, opt_state["v"], grads)
    c1 = 1 - ADAM_B1 ** t
    c2 = 1 - ADAM_B2 ** t

    def update(p, m, v):
        m_hat = m / c1
        v_hat = v / c2
        return p - lr * m_hat / (jnp.sqrt(v_hat) + ADAM_EPS)

    new_params = jax.tree.map(update, params, m, v)
    return new_params, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    new_params, state = adam_step({}, {}, {"step": jnp.int32(4), "m": {}, "v": {}}, 0.1)
    assert new_params == {}
    assert int(state["step"]) == 4, state

    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    params, state = jax.jit(adam_step)(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert ([round(w, 4) for w in params["w"].tolist()], int(state["step"])) == ([0.9, -0.9], 1)
    print("ok: flaw shows")
