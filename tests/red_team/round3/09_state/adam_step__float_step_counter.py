"""The student computes ``t = step + 1.0`` so the bias-correction powers are float, and stores that float ``t`` back as the step: the counter comes back float32 and stops counting at 2**24.

Violates: "return the new parameters and ``{"step": t, "m": m, "v": v}``" with "``opt_state``: ``{"step": int32 scalar, ...}``" (and "``step`` still counts up").
Verifying input: opt_state["step"] = int32(2**24), any grads -> requires step int32 16777217, this returns float32 16777216.0 (and a float32 step at every call).
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
    t = opt_state["step"] + 1.0  # float so that B ** t is a float power
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    c1 = 1 - ADAM_B1**t
    c2 = 1 - ADAM_B2**t

    def update(p, m, v):
        return p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS)

    new_params = jax.tree.map(update, params, m, v)
    return new_params, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    f = jax.jit(adam_step)
    p, s = f(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert [round(w, 4) for w in p["w"].tolist()] == [0.9, -0.9] and int(s["step"]) == 1
    # a few more steps against a NumPy reference
    pw, m, v = np.array([1.0, -1.0]), np.zeros(2), np.zeros(2)
    P, S = params, state
    for t in range(1, 6):
        g = np.array([0.3 * t, -0.1])
        m = 0.9 * m + 0.1 * g; v = 0.999 * v + 0.001 * g**2
        pw = pw - 0.05 * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
        P, S = f(P, {"w": jnp.asarray(g, jnp.float32)}, S, 0.05)
    np.testing.assert_allclose(np.asarray(P["w"]), pw, rtol=1e-5)
    assert int(S["step"]) == 5
    e, es = adam_step({}, {}, {"step": jnp.int32(3), "m": {}, "v": {}}, 0.1)
    assert e == {} and int(es["step"]) == 4
    # the violation
    assert s["step"].dtype == jnp.float32  # should be int32
    _, big = f(params, {"w": jnp.ones(2)}, {"step": jnp.int32(2**24), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}, 0.1)
    assert float(big["step"]) == 2.0**24  # should be 2**24 + 1
    print("verified")
