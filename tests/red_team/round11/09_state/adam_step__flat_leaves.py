"""Correct, unusual style: no ``tree.map`` over several trees. The trees are flattened once
(``jax.tree.flatten``), the update runs in a plain Python loop over the leaf lists (unrolled at
trace time, one step per leaf, not per training step), and the three result lists are put back
with the parameters' treedef. The step stays an int32 (``t = step + 1``) and the bias
corrections use it as a float32 exponent, so ``step`` and ``lr`` stay traced; ``{}`` gives
``{}`` back with the step counted up.
"""
EXERCISE = "state.adam_step"
VERDICT = "pass"
KIND = "correct"

from typing import Any

import jax
import jax.numpy as jnp

_B1, _B2, _EPS = 0.9, 0.999, 1e-8


def adam_step(params: Any, grads: Any, opt_state: dict[str, Any], lr: float) -> tuple[Any, dict[str, Any]]:
    p_leaves, treedef = jax.tree.flatten(params)
    g_leaves = treedef.flatten_up_to(grads)
    m_leaves = treedef.flatten_up_to(opt_state["m"])
    v_leaves = treedef.flatten_up_to(opt_state["v"])
    t = jnp.asarray(opt_state["step"], jnp.int32) + 1
    tf = t.astype(jnp.float32)
    correction1 = 1.0 - jnp.float32(_B1) ** tf
    correction2 = 1.0 - jnp.float32(_B2) ** tf
    new_p, new_m, new_v = [], [], []
    for p, g, m, v in zip(p_leaves, g_leaves, m_leaves, v_leaves):
        m = _B1 * m + (1 - _B1) * g
        v = _B2 * v + (1 - _B2) * g ** 2
        new_p.append(p - lr * (m / correction1) / (jnp.sqrt(v / correction2) + _EPS))
        new_m.append(m)
        new_v.append(v)
    unflat = lambda leaves: jax.tree.unflatten(treedef, leaves)
    return unflat(new_p), {"step": t, "m": unflat(new_m), "v": unflat(new_v)}


def _reference(params, grads, state, lr):
    t = int(state["step"]) + 1
    m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, state["m"], grads)
    v = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g ** 2, state["v"], grads)
    p = jax.tree.map(lambda p, m, v: p - lr * (m / (1 - 0.9 ** t)) / (jnp.sqrt(v / (1 - 0.999 ** t)) + 1e-8), params, m, v)
    return p, m, v


if __name__ == "__main__":
    params = {"w": jnp.array([1.0, -1.0])}
    state = {"step": jnp.int32(0), "m": {"w": jnp.zeros(2)}, "v": {"w": jnp.zeros(2)}}
    params, state = adam_step(params, {"w": jnp.array([0.5, -2.0])}, state, 0.1)
    assert ([round(w, 4) for w in params["w"].tolist()], int(state["step"])) == ([0.9, -0.9], 1)
    jitted = jax.jit(adam_step)
    tree = {"a": [jnp.array([1.0, 2.0]), jnp.array(3.0)], "b": jnp.ones((2, 2))}
    grads = jax.tree.map(lambda x: 0.3 * x - 0.1, tree)
    for step in (0, 255, 32767, 70000, 2**31 - 2):
        st = {"step": jnp.int32(step), "m": jax.tree.map(lambda x: 0.05 * x, tree), "v": jax.tree.map(lambda x: 0.01 * x * x, tree)}
        new, st2 = jitted(tree, grads, st, jnp.float32(0.01))
        want_p, want_m, want_v = _reference(tree, grads, st, 0.01)
        assert int(st2["step"]) == step + 1 and st2["step"].dtype == jnp.int32
        for a, b in zip(jax.tree.leaves((new, st2["m"], st2["v"])), jax.tree.leaves((want_p, want_m, want_v))):
            assert bool(jnp.allclose(a, b, rtol=1e-5, atol=1e-6)), (step, a, b)
    empty, st3 = adam_step({}, {}, {"step": jnp.int32(4), "m": {}, "v": {}}, 0.1)
    assert empty == {} and st3["m"] == {} and int(st3["step"]) == 5
    print("ok")
