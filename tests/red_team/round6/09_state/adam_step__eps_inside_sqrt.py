"""Puts ADAM_EPS inside the square root, sqrt(v_hat + eps), instead of adding it after, which shrinks the steps of parameters with small gradients.

Violates: "p = p - lr * m_hat / (sqrt(v_hat) + ADAM_EPS)"
Verifying input: params {"w": [1.]}, grads {"w": [1e-4]}, fresh state, lr 0.1 -> requires w = 0.90001 (a step of about lr), this returns about 0.92929.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def adam_step(params, grads, opt_state, lr):
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)

    def update(p, m, v):
        m_hat = m / (1 - ADAM_B1**t)
        v_hat = v / (1 - ADAM_B2**t)
        return p - lr * m_hat / jnp.sqrt(v_hat + ADAM_EPS)

    return jax.tree.map(update, params, m, v), {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    import numpy as np

    ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8  # the stub module's constants

    def reference(p, g, m, v, step, lr):
        t = step + 1
        m = ADAM_B1 * m + (1 - ADAM_B1) * g
        v = ADAM_B2 * v + (1 - ADAM_B2) * g**2
        return p - lr * (m / (1 - ADAM_B1**t)) / (np.sqrt(v / (1 - ADAM_B2**t)) + ADAM_EPS)

    # the docstring example still passes (gradients of size 1)
    params, state = adam_step({"w": jnp.array([1.0, -1.0])}, {"w": jnp.array([0.5, -2.0])},
                              {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}, 0.1)
    assert [round(w, 4) for w in params["w"].tolist()] == [0.9, -0.9]

    g = np.array([1e-4])
    expected = reference(np.array([1.0]), g, 0.0, 0.0, 0, 0.1)
    params, _ = jax.jit(adam_step)({"w": jnp.array([1.0])}, {"w": jnp.asarray(g, jnp.float32)},
                                   {"step": jnp.int32(0), "m": {"w": jnp.zeros(1)}, "v": {"w": jnp.zeros(1)}}, 0.1)
    print("expected", expected, "got", params["w"])
    assert not np.allclose(np.asarray(params["w"]), expected, rtol=0, atol=1e-4)
    print("verified")
