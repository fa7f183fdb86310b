"""Correct, unusual style: flattens params once, reads grads/m/v with ``treedef.flatten_up_to`` and walks the leaves with zip and a per-leaf closure, then unflattens the three results, instead of three ``jax.tree.map`` calls.

Violates: nothing (correct solution).
Verifying input: dict and list trees over several steps (jitted, with new lr and step values), the empty tree {} and a 0-d array lr -> requires the Adam formulas of the docstring, unchanged inputs, step counting up, no recompiles; this returns them.
"""
EXERCISE = "state.adam_step"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def adam_step(params, grads, opt_state, lr):
    t = jnp.asarray(opt_state["step"], jnp.int32) + 1
    first = 1 - ADAM_B1 ** t.astype(jnp.float32)
    second = 1 - ADAM_B2 ** t.astype(jnp.float32)

    def leaf(p, g, m, v):
        m = ADAM_B1 * m + (1 - ADAM_B1) * g
        v = ADAM_B2 * v + (1 - ADAM_B2) * g**2
        return p - lr * (m / first) / (jnp.sqrt(v / second) + ADAM_EPS), m, v

    p_leaves, treedef = jax.tree.flatten(params)
    columns = [p_leaves] + [treedef.flatten_up_to(tree) for tree in (grads, opt_state["m"], opt_state["v"])]
    new = [leaf(*row) for row in zip(*columns)]
    new_p, new_m, new_v = ([treedef.unflatten([row[i] for row in new])] for i in range(3))
    return new_p[0], {"step": t, "m": new_m[0], "v": new_v[0]}


if __name__ == "__main__":
    import numpy as np

    ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8

    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    params, state = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert [round(w, 4) for w in params["w"].tolist()] == [0.9, -0.9] and int(state["step"]) == 1

    def ref(p, g, m, v, step, lr):
        t = step + 1
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g**2
        return p - lr * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8), m, v

    rng = np.random.default_rng(0)
    step = jax.jit(adam_step)
    shapes = {"a": (3, 2), "b": [(4,), ()], "c": {"d": (2, 2, 2)}}
    make = lambda f: jax.tree.map(f, shapes, is_leaf=lambda s: isinstance(s, tuple))
    p = make(lambda s: rng.normal(size=s).astype(np.float32))
    m = make(lambda s: np.zeros(s, np.float32))
    v = make(lambda s: np.zeros(s, np.float32))
    jp = jax.tree.map(jnp.asarray, p)
    js = {"step": jnp.int32(0), "m": jax.tree.map(jnp.asarray, m), "v": jax.tree.map(jnp.asarray, v)}
    for k in range(40):
        g = jax.tree.map(lambda a: rng.normal(size=a.shape).astype(np.float32) * 10.0 ** rng.integers(-6, 3), p)
        lr = [0.01, jnp.float32(0.003)][k % 2]
        before = jax.tree.map(np.array, jp)
        jp, js = step(jp, jax.tree.map(jnp.asarray, g), js, lr)
        out = jax.tree.map(lambda a, b, c, d: ref(a, b, c, d, k, float(lr)), p, g, m, v)
        istrip = lambda i: jax.tree.map(lambda o: o[i], out, is_leaf=lambda o: isinstance(o, tuple) and len(o) == 3 and isinstance(o[0], (np.ndarray, np.generic)))
        p, m, v = istrip(0), istrip(1), istrip(2)
        jax.tree.map(lambda a, b: np.testing.assert_allclose(a, b, rtol=2e-5, atol=1e-6), jp, p)
        jax.tree.map(lambda a, b: np.testing.assert_allclose(a, b, rtol=2e-5, atol=1e-30), js["v"], v)
    assert int(js["step"]) == 40 and js["step"].dtype == jnp.int32
    assert step._cache_size() == 2                 # one for a Python-float lr, one for a 0-d array lr
    # list trees, unjitted, inputs unchanged
    lp, lg = [jnp.ones(2), jnp.zeros(3)], [jnp.ones(2), jnp.ones(3)]
    ls = {"step": 0, "m": [jnp.zeros(2), jnp.zeros(3)], "v": [jnp.zeros(2), jnp.zeros(3)]}
    np_, ns = adam_step(lp, lg, ls, 0.5)
    assert isinstance(np_, list) and ls["step"] == 0 and float(lp[0][0]) == 1.0 and float(ls["m"][0][0]) == 0.0
    # empty trees
    for f in (adam_step, step):
        e_p, e_s = f({}, {}, {"step": jnp.int32(4), "m": {}, "v": {}}, 0.1)
        assert e_p == {} and e_s["m"] == {} and e_s["v"] == {} and int(e_s["step"]) == 5
    print("verified")
