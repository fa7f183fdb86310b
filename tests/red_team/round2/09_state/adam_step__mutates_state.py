"""Writes the new step, m and v back into the opt_state dict it was given and returns that same dict.

Violates: "No input is changed".
Verifying input: the docstring example's state dict -> the docstring requires state["step"] to still be 0 after the call, this leaves it 1 (and m, v replaced).
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp

ADAM_B1 = 0.9
ADAM_B2 = 0.999
ADAM_EPS = 1e-8


def adam_step(params, grads, opt_state, lr):
    t = opt_state["step"] + 1
    opt_state["m"] = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    opt_state["v"] = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    opt_state["step"] = t
    c1 = 1 - ADAM_B1**t
    c2 = 1 - ADAM_B2**t
    new = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS), params, opt_state["m"], opt_state["v"])
    return new, opt_state


if __name__ == "__main__":
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    p, s = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert [round(w, 4) for w in p["w"].tolist()] == [0.9, -0.9] and int(s["step"]) == 1
    # jitted, the caller's dict is untouched; called directly, it is changed
    assert int(state["step"]) == 1 and s is state
    print("verified")
