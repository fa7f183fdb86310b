"""The student adds a shortcut "nothing to optimise, return the state as it is" for trees without leaves, so the step counter does not count up for an empty model.

Violates: "for trees without leaves (``{}``), empty trees again, and ``step`` still counts up."
Verifying input: params = grads = {}, opt_state = {"step": int32(4), "m": {}, "v": {}}, lr = 0.1 -> requires ({}, {"step": 5, "m": {}, "v": {}}), this returns step 4.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def adam_step(params, grads, opt_state, lr):
    if not jax.tree.leaves(params):
        return params, opt_state                      # nothing to optimise
    t = opt_state["step"] + 1
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    c1 = 1 - ADAM_B1**t
    c2 = 1 - ADAM_B2**t
    new_params = jax.tree.map(
        lambda p, m, v: p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS), params, m, v
    )
    return new_params, {"step": t, "m": m, "v": v}


if __name__ == "__main__":
    import numpy as np

    ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8

    def ref_adam(p, g, m, v, step, lr):
        t = step + 1
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g**2
        return p - lr * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8), m, v

    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    params, state = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert [round(w, 4) for w in params["w"].tolist()] == [0.9, -0.9] and int(state["step"]) == 1

    rng = np.random.default_rng(0)
    p = [rng.normal(size=(3, 2)).astype(np.float32), rng.normal(size=4).astype(np.float32)]
    m = [np.zeros_like(a) for a in p]
    v = [np.zeros_like(a) for a in p]
    jp, js = [jnp.asarray(a) for a in p], {"step": jnp.int32(0), "m": [jnp.asarray(a) for a in m], "v": [jnp.asarray(a) for a in v]}
    step = jax.jit(adam_step)
    for k in range(5):
        g = [rng.normal(size=a.shape).astype(np.float32) for a in p]
        lr = 0.01 * (k + 1)
        jp, js = step(jp, [jnp.asarray(a) for a in g], js, lr)
        out = [ref_adam(p[i], g[i], m[i], v[i], k, lr) for i in range(2)]
        p, m, v = [o[0] for o in out], [o[1] for o in out], [o[2] for o in out]
        for i in range(2):
            np.testing.assert_allclose(jp[i], p[i], rtol=1e-5, atol=1e-6)
    assert int(js["step"]) == 5 and step._cache_size() == 1

    # The breach: a tree without leaves.
    empty_state = {"step": jnp.int32(4), "m": {}, "v": {}}
    for f in (adam_step, jax.jit(adam_step)):
        new_params, new_state = f({}, {}, empty_state, 0.1)
        print("empty tree ->", new_params, new_state)
        assert new_params == {} and int(new_state["step"]) == 4   # the docstring requires 5
    print("verified")
