"""Stores the new step, m and v into the opt_state dict it was given (and returns that dict), changing the caller's optimizer state.

Violates: "No input is changed"
Verifying input: the docstring example -> requires the caller's opt_state to still have step 0 and zero m, v; after this call it has step 1 and m = [0.05, -0.2].
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def adam_step(params, grads, opt_state, lr):
    opt_state["step"] = t = opt_state["step"] + 1
    opt_state["m"] = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    opt_state["v"] = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    c1, c2 = 1 - ADAM_B1**t, 1 - ADAM_B2**t
    new = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS),
                       params, opt_state["m"], opt_state["v"])
    return new, opt_state


if __name__ == "__main__":
    import numpy as np

    ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8

    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    new, new_state = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert [round(w, 4) for w in new["w"].tolist()] == [0.9, -0.9]
    print("caller's opt_state after the call:", state)
    assert int(state["step"]) == 1
    assert not np.array_equal(np.asarray(state["m"]["w"]), np.zeros(2))
    print("verified")
