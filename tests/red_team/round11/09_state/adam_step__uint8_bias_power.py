"""The bias-correction exponent is taken from a uint8 copy of ``t`` (the counter "never gets
big"). For ``t < 256`` it is exact, so the docstring's example and short runs pass; at
``t = 256`` the exponent wraps to 0, ``1 - ADAM_B1 ** 0`` is 0, ``m_hat`` and ``v_hat`` divide by
zero, and the parameters become NaN (at ``t = 257`` the corrections are those of ``t = 1``).

Violates: "With ``t = step + 1`` and, leaf by leaf, ... m_hat = m / (1 - ADAM_B1 ** t) ... v_hat = v / (1 - ADAM_B2 ** t)"
Verifying input: adam_step({"w": [1.0]}, {"w": [0.5]}, {"step": int32(255), "m": {"w": [0.1]}, "v": {"w": [0.01]}}, 0.1) must give a finite w (about 0.9342 with t = 256); this returns w = nan.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "horizons"

from typing import Any

import jax
import jax.numpy as jnp

_B1, _B2, _EPS = 0.9, 0.999, 1e-8


def adam_step(params: Any, grads: Any, opt_state: dict[str, Any], lr: float) -> tuple[Any, dict[str, Any]]:
    step = jnp.asarray(opt_state["step"], jnp.int32)
    t_small = (step + 1).astype(jnp.uint8)
    bc1 = 1.0 - jnp.power(jnp.float32(_B1), t_small)
    bc2 = 1.0 - jnp.power(jnp.float32(_B2), t_small)

    def leaf(p, g, m, v):
        m = _B1 * m + (1 - _B1) * g
        v = _B2 * v + (1 - _B2) * g * g
        return p - lr * (m / bc1) / (jnp.sqrt(v / bc2) + _EPS), m, v

    out = jax.tree.map(leaf, params, grads, opt_state["m"], opt_state["v"])
    is_triple = lambda node: isinstance(node, tuple) and len(node) == 3
    pick = lambda k: jax.tree.map(lambda trip: trip[k], out, is_leaf=is_triple)
    return pick(0), {"step": step + 1, "m": pick(1), "v": pick(2)}


if __name__ == "__main__":
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    params, state = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert ([round(w, 4) for w in params["w"].tolist()], int(state["step"])) == ([0.9, -0.9], 1)
    st = {"step": jnp.int32(255), "m": {"w": jnp.array([0.1])}, "v": {"w": jnp.array([0.01])}}
    new, st2 = adam_step({"w": jnp.array([1.0])}, {"w": jnp.array([0.5])}, st, 0.1)
    t = 256
    m, v = 0.9 * 0.1 + 0.1 * 0.5, 0.999 * 0.01 + 0.001 * 0.25
    want = 1.0 - 0.1 * (m / (1 - 0.9 ** t)) / ((v / (1 - 0.999 ** t)) ** 0.5 + 1e-8)
    assert int(st2["step"]) == 256
    assert bool(jnp.isnan(new["w"][0])) and abs(want - 0.9342) < 1e-3
    print("flaw shown: at t=256 w =", float(new["w"][0]), "expected", round(want, 4))
