"""The student returns early for a tree without leaves and hands the old state back, so ``step`` does not count up.

Violates: "for trees without leaves (``{}``), empty trees again, and ``step`` still counts up."
Verifying input: adam_step({}, {}, {"step": jnp.int32(4), "m": {}, "v": {}}, 0.1) must return step 5; this returns step 4.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np

ADAM_B1 = 0.9
ADAM_B2 = 0.999
ADAM_EPS = 1e-8


def adam_step(params, grads, opt_state, lr):
    if not jax.tree.leaves(params):
        return params, opt_state
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    c1 = 1 - ADAM_B1**t
    c2 = 1 - ADAM_B2**t
    new = jax.tree.map(lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS), params, m, v)
    return new, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    _, st = adam_step({}, {}, {"step": jnp.int32(4), "m": {}, "v": {}}, 0.1)
    assert int(st["step"]) != 5
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    f = jax.jit(adam_step)
    params, state = f(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert [round(w, 4) for w in params["w"].tolist()] == [0.9, -0.9] and int(state["step"]) == 1
    # a second step against a float64 NumPy reference
    g = np.array([0.3, 0.1])
    m = 0.9 * np.array([0.05, -0.2]) + 0.1 * g
    v = 0.999 * np.array([0.00025, 0.004]) + 0.001 * g**2
    want = np.asarray(params["w"], np.float64) - 0.05 * (m / (1 - 0.9**2)) / (np.sqrt(v / (1 - 0.999**2)) + 1e-8)
    params, state = f(params, {"w": jnp.asarray(g, jnp.float32)}, state, 0.05)
    assert np.allclose(np.asarray(params["w"]), want, atol=1e-5) and int(state["step"]) == 2
    print("verified")
