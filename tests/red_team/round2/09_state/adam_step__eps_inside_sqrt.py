"""Puts ADAM_EPS inside the square root (sqrt(v_hat + eps)), a common variant, not the contract's formula.

Violates: "p = p - lr * m_hat / (sqrt(v_hat) + ADAM_EPS)".
Verifying input: params {"w": [1.0]}, grads {"w": [1e-4]}, fresh state, lr 0.1 -> the docstring requires w = 0.9 (a step of lr), this returns about 0.9293.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp

ADAM_B1 = 0.9
ADAM_B2 = 0.999
ADAM_EPS = 1e-8


def adam_step(params, grads, opt_state, lr):
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    c1 = 1 - ADAM_B1**t
    c2 = 1 - ADAM_B2**t
    new = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / jnp.sqrt(v / c2 + ADAM_EPS), params, m, v)
    return new, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    p, s = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert [round(w, 4) for w in p["w"].tolist()] == [0.9, -0.9] and int(s["step"]) == 1
    p, s = adam_step({"w": jnp.array([1.0])}, {"w": jnp.array([1e-4])}, {"step": jnp.int32(0), "m": {"w": jnp.zeros(1)}, "v": {"w": jnp.zeros(1)}}, 0.1)
    expected = 1.0 - 0.1 * 1e-4 / (1e-4 + 1e-8)
    assert abs(float(p["w"][0]) - expected) > 1e-2, (float(p["w"][0]), expected)
    print("verified")
