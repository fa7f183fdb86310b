"""The student put ADAM_EPS inside the square root (`sqrt(v_hat + eps)`, as some papers and RMSProp write it), which matches the docstring for ordinary gradients but not for small ones.

Violates: "p = p - lr * m_hat / (sqrt(v_hat) + ADAM_EPS)"
Verifying input: params {"w": [1.0]}, grads {"w": [1e-6]}, fresh state, lr 0.1 -> requires w = 1 - 0.1 * 1e-6 / (1e-6 + 1e-8) ~= 0.90099, this returns ~0.99900 (the step is 100x too small).
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp

def adam_step(params, grads, opt_state, lr):
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g * g, opt_state["v"], grads)
    c1 = 1 - ADAM_B1 ** t
    c2 = 1 - ADAM_B2 ** t

    def update(p, m, v):
        return p - lr * (m / c1) / jnp.sqrt(v / c2 + ADAM_EPS)

    new_params = jax.tree.map(update, params, m, v)
    return new_params, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    import numpy as np

    ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8       # as in state.py

    def reference(params, grads, state, lr):
        t = int(state["step"]) + 1
        out_p, out_m, out_v = {}, {}, {}
        for k in params:
            g = np.asarray(grads[k], np.float64)
            m = ADAM_B1 * np.asarray(state["m"][k]) + (1 - ADAM_B1) * g
            v = ADAM_B2 * np.asarray(state["v"][k]) + (1 - ADAM_B2) * g**2
            mh, vh = m / (1 - ADAM_B1**t), v / (1 - ADAM_B2**t)
            out_p[k] = np.asarray(params[k]) - lr * mh / (np.sqrt(vh) + ADAM_EPS)
            out_m[k], out_v[k] = m, v
        return out_p, {"step": t, "m": out_m, "v": out_v}

    rng = np.random.default_rng(0)
    step = jax.jit(adam_step)
    params = {"w": jnp.asarray(rng.normal(size=(3, 2)), jnp.float32), "b": jnp.asarray(rng.normal(size=2), jnp.float32)}
    state = {"step": jnp.int32(0), "m": jax.tree.map(jnp.zeros_like, params), "v": jax.tree.map(jnp.zeros_like, params)}
    for i in range(5):
        grads = jax.tree.map(lambda p: jnp.asarray(rng.normal(size=p.shape), jnp.float32), params)
        ref_p, ref_s = reference(params, grads, state, 0.05)
        params, state = step(params, grads, state, 0.05)
        for k in params:
            np.testing.assert_allclose(params[k], ref_p[k], rtol=1e-5, atol=1e-6)
        assert int(state["step"]) == i + 1
    # docstring example and the empty tree
    p, s = adam_step({"w": jnp.array([1.0, -1.0])}, {"w": jnp.array([0.5, -2.0])},
                     {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}, 0.1)
    assert [round(w, 4) for w in p["w"].tolist()] == [0.9, -0.9]
    p, s = adam_step({}, {}, {"step": jnp.int32(3), "m": {}, "v": {}}, 0.1)
    assert p == {} and int(s["step"]) == 4

    # the flaw: tiny gradients
    params = {"w": jnp.array([1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(1)}, "v": {"w": jnp.zeros(1)}}
    grads = {"w": jnp.array([1e-6])}
    got, _ = adam_step(params, grads, state, 0.1)
    want, _ = reference(params, grads, state, 0.1)
    print("required", want["w"], "got", got["w"])
    assert abs(float(want["w"][0]) - 0.90099) < 1e-4 and abs(float(got["w"][0]) - 0.999) < 1e-3
    print("verified")
