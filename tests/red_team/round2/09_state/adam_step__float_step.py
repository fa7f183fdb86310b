"""Keeps the step counter as a float (t = step + 1.0) so the bias-correction powers are float; the step stops counting at 2**24.

Violates: "return the new parameters and ``{"step": t, "m": m, "v": v}``" with ``opt_state = {"step": int32 scalar, ...}``.
Verifying input: opt_state step int32 16777216 -> the docstring requires step 16777217 (int32), this returns 16777216.0 as float32.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp

ADAM_B1 = 0.9
ADAM_B2 = 0.999
ADAM_EPS = 1e-8


def adam_step(params, grads, opt_state, lr):
    t = opt_state["step"] + 1.0
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g * g, opt_state["v"], grads)
    c1 = 1.0 - jnp.power(ADAM_B1, t)
    c2 = 1.0 - jnp.power(ADAM_B2, t)
    new = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS), params, m, v)
    return new, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    p, s = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert [round(w, 4) for w in p["w"].tolist()] == [0.9, -0.9] and int(s["step"]) == 1
    st = {"step": jnp.int32(2**24), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    _, s2 = jax.jit(adam_step)(params, {"w": jnp.ones(2)}, st, 0.1)
    assert int(s2["step"]) != 2**24 + 1 or s2["step"].dtype != jnp.int32, s2["step"]
    print("step after 2**24:", s2["step"], s2["step"].dtype)
    print("verified")
