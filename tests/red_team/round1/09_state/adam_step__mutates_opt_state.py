"""The student writes the new statistics back into opt_state (opt_state["m"] = ..., opt_state["step"] = ...) and returns that same dict: right numbers, but the caller's opt_state is changed.

Violates: "No input is changed".
Verifying input: the docstring example, called without jit -> the docstring requires the caller's state to keep step 0 and zero m, v; afterwards it holds step 1 and the new m, v.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "purity"

from typing import Any

import jax
import jax.numpy as jnp


def adam_step(params: Any, grads: Any, opt_state: dict[str, Any], lr: float) -> tuple[Any, dict[str, Any]]:
    t = opt_state["step"] + 1
    opt_state["m"] = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    opt_state["v"] = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g ** 2, opt_state["v"], grads)
    opt_state["step"] = t
    c1 = 1 - ADAM_B1 ** t
    c2 = 1 - ADAM_B2 ** t
    new_params = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS), params, opt_state["m"], opt_state["v"])
    return new_params, opt_state


if __name__ == "__main__":
    if "ADAM_B1" not in globals():
        ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8
    import numpy as np
    def _np_adam(p, g, m, v, step, lr):
        t = step + 1
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g ** 2
        mh = m / (1 - 0.9 ** t)
        vh = v / (1 - 0.999 ** t)
        return p - lr * mh / (np.sqrt(vh) + 1e-8), m, v
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    p1, s1 = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert ([round(w, 4) for w in p1["w"].tolist()], int(s1["step"])) == ([0.9, -0.9], 1)
    assert int(state["step"]) == 1 and state["m"]["w"].tolist() != [0.0, 0.0]   # the caller's dict changed
    s = {"step": jnp.int32(5), "m": {"w": jnp.ones(2) * 0.1}, "v": {"w": jnp.ones(2) * 0.01}}
    p, s2 = jax.jit(adam_step)(params, {"w": jnp.array([0.3, 0.4])}, s, 0.01)
    want, _, _ = _np_adam(np.array([1.0, -1.0]), np.array([0.3, 0.4]), 0.1, 0.01, 5, 0.01)
    assert np.allclose(np.asarray(p["w"]), want, rtol=1e-5) and int(s2["step"]) == 6
    e, es = adam_step({}, {}, {"step": jnp.int32(3), "m": {}, "v": {}}, 0.1)
    assert e == {} and int(es["step"]) == 4
    print("verified")
