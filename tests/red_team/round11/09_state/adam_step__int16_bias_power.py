"""The returned ``step`` is a correct int32 ``step + 1``, but the exponent of the bias
corrections is a copy of ``t`` narrowed to int16 ("exponents are small"). Up to ``t = 32767``
everything is exact, the docstring's example included; at ``t = 32768`` the exponent wraps to
-32768: ``ADAM_B1 ** t`` becomes ``inf`` and ``ADAM_B2 ** t`` about ``1.7e14``, so both
corrections are negative, ``v_hat`` is negative and its square root NaN: the parameters become
NaN although ``m`` and ``v`` are finite and the true update is an ordinary step.

Violates: "With ``t = step + 1`` and, leaf by leaf, ... m_hat = m / (1 - ADAM_B1 ** t) ... p = p - lr * m_hat / (sqrt(v_hat) + ADAM_EPS)"
Verifying input: adam_step({"w": [1.0]}, {"w": [0.5]}, {"step": int32(32767), "m": {"w": [0.1]}, "v": {"w": [0.01]}}, 0.1) must give w = 1 - 0.1 * 0.14 / sqrt(0.010239) ~ 0.8616; this returns w = nan.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "horizons"

from typing import Any

import jax
import jax.numpy as jnp

_B1, _B2, _EPS = 0.9, 0.999, 1e-8


def adam_step(params: Any, grads: Any, opt_state: dict[str, Any], lr: float) -> tuple[Any, dict[str, Any]]:
    t = jnp.asarray(opt_state["step"], jnp.int32) + 1
    e = t.astype(jnp.int16).astype(jnp.float32)
    c1 = 1 - _B1 ** e
    c2 = 1 - _B2 ** e
    m = jax.tree.map(lambda m, g: _B1 * m + (1 - _B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: _B2 * v + (1 - _B2) * g ** 2, opt_state["v"], grads)
    new = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + _EPS), params, m, v)
    return new, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    params, state = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert ([round(w, 4) for w in params["w"].tolist()], int(state["step"])) == ([0.9, -0.9], 1)
    st = {"step": jnp.int32(32767), "m": {"w": jnp.array([0.1])}, "v": {"w": jnp.array([0.01])}}
    new, st2 = jax.jit(adam_step)({"w": jnp.array([1.0])}, {"w": jnp.array([0.5])}, st, 0.1)
    m = 0.9 * 0.1 + 0.1 * 0.5
    v = 0.999 * 0.01 + 0.001 * 0.25
    want = 1.0 - 0.1 * m / (v ** 0.5 + 1e-8)
    assert int(st2["step"]) == 32768
    assert abs(want - 0.8616) < 1e-3 and bool(jnp.isnan(new["w"][0]))
    print("flaw shown: at t=32768 w =", float(new["w"][0]), "expected", round(want, 4))
