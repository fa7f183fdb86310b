"""The student puts eps inside the square root, m_hat / sqrt(v_hat + eps): indistinguishable for ordinary gradients, but for tiny gradients (|g| around 1e-6) the step shrinks about 100-fold.

Violates: "p = p - lr * m_hat / (sqrt(v_hat) + ADAM_EPS)".
Verifying input: params {"w": [0]}, grads {"w": [1e-6]}, fresh state, lr 0.1 -> the docstring requires w = -0.1 * 1e-6 / (1e-6 + 1e-8) = -0.0990; this returns about -0.00995.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any

import jax
import jax.numpy as jnp


def adam_step(params: Any, grads: Any, opt_state: dict[str, Any], lr: float) -> tuple[Any, dict[str, Any]]:
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g ** 2, opt_state["v"], grads)
    c1 = 1 - ADAM_B1 ** t
    c2 = 1 - ADAM_B2 ** t
    new_params = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / jnp.sqrt(v / c2 + ADAM_EPS), params, m, v)
    return new_params, {"step": t, "m": m, "v": v}


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
    for g in ([0.3, -0.7], [2.0, 5.0]):
        p, s = jax.jit(adam_step)(params, {"w": jnp.array(g)}, state, 0.01)
        want, _, _ = _np_adam(np.array([1.0, -1.0]), np.array(g), 0.0, 0.0, 0, 0.01)
        assert np.allclose(np.asarray(p["w"]), want, rtol=1e-5)
    z = {"w": jnp.zeros(1)}
    fresh = {"step": jnp.int32(0), "m": {"w": jnp.zeros(1)}, "v": {"w": jnp.zeros(1)}}
    p, _ = adam_step(z, {"w": jnp.array([1e-6])}, fresh, 0.1)
    want, _, _ = _np_adam(np.zeros(1), np.array([1e-6]), 0.0, 0.0, 0, 0.1)
    assert abs(want[0] + 0.099) < 1e-3 and abs(float(p["w"][0]) - want[0]) > 0.05, (p, want)
    print("verified")
