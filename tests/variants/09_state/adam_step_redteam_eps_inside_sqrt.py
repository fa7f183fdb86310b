"""The student puts eps inside the square root, m_hat / sqrt(v_hat + eps): indistinguishable for ordinary gradients, but for tiny gradients (|g| around 1e-6) the step shrinks about 100-fold.

Violates: "p = p - lr * m_hat / (sqrt(v_hat) + ADAM_EPS)".
Verifying input: params {"w": [0]}, grads {"w": [1e-6]}, fresh state, lr 0.1 -> the docstring requires w = -0.1 * 1e-6 / (1e-6 + 1e-8) = -0.0990; this returns about -0.00995.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
MESSAGE = '[edge_cases] wrong values for adam_step('

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
