"""Correct: flatten params, grads, m and v to leaf lists with jax.tree_util, update leaf by leaf in a Python comprehension (bias corrections with jnp.power on the traced step), and unflatten with params' treedef."""
EXERCISE = "state.adam_step"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import jax.numpy as jnp


def adam_step(params: Any, grads: Any, opt_state: dict[str, Any], lr: float) -> tuple[Any, dict[str, Any]]:
    leaves_p, treedef = jax.tree_util.tree_flatten(params)
    leaves_g = treedef.flatten_up_to(grads)
    leaves_m = treedef.flatten_up_to(opt_state["m"])
    leaves_v = treedef.flatten_up_to(opt_state["v"])
    t = jnp.asarray(opt_state["step"], jnp.int32) + 1
    tf = t.astype(jnp.float32)
    c1 = 1 - jnp.power(jnp.float32(ADAM_B1), tf)
    c2 = 1 - jnp.power(jnp.float32(ADAM_B2), tf)
    new_p, new_m, new_v = [], [], []
    for p, g, m, v in zip(leaves_p, leaves_g, leaves_m, leaves_v):
        m = ADAM_B1 * m + (1 - ADAM_B1) * g
        v = ADAM_B2 * v + (1 - ADAM_B2) * g * g
        new_m.append(m)
        new_v.append(v)
        new_p.append(p - lr * (m / c1) / (jnp.sqrt(v / c2) + ADAM_EPS))
    unflat = lambda leaves: jax.tree_util.tree_unflatten(treedef, leaves)
    return unflat(new_p), {"step": t, "m": unflat(new_m), "v": unflat(new_v)}


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
    rng = np.random.default_rng(0)
    jstep = jax.jit(adam_step)
    p = {"a": rng.normal(size=3).astype(np.float32), "b": [rng.normal(size=(2, 2)).astype(np.float32), np.float32(0.5)]}
    P = jax.tree.map(jnp.asarray, p)
    S = {"step": jnp.int32(0), "m": jax.tree.map(jnp.zeros_like, P), "v": jax.tree.map(jnp.zeros_like, P)}
    nm = jax.tree.map(lambda a: np.zeros(np.shape(a)), p)
    nv = jax.tree.map(lambda a: np.zeros(np.shape(a)), p)
    npar = jax.tree.map(lambda a: np.asarray(a, np.float64), p)
    snapshot = jax.tree.map(lambda a: np.array(a), S)
    for step in range(30):
        g = jax.tree.map(lambda a: rng.normal(size=np.shape(a)).astype(np.float32), p)
        lr = [0.1, 0.01, jnp.float32(0.05)][step % 3]
        P_new, S_new = jstep(P, jax.tree.map(jnp.asarray, g), S, lr)
        if step == 0:
            assert all(np.array_equal(a, np.asarray(b)) for a, b in zip(jax.tree.leaves(snapshot), jax.tree.leaves(S)))
        out = jax.tree.map(lambda pp, gg, mm, vv: _np_adam(pp, np.asarray(gg, np.float64), mm, vv, step, float(lr)), npar, g, nm, nv)
        npar = jax.tree.map(lambda o: o[0], out, is_leaf=lambda o: isinstance(o, tuple))
        nm = jax.tree.map(lambda o: o[1], out, is_leaf=lambda o: isinstance(o, tuple))
        nv = jax.tree.map(lambda o: o[2], out, is_leaf=lambda o: isinstance(o, tuple))
        P, S = P_new, S_new
        for a, b in zip(jax.tree.leaves(P), jax.tree.leaves(npar)):
            assert np.allclose(np.asarray(a), b, rtol=1e-4, atol=1e-5)
    assert int(S["step"]) == 30 and jax.tree.structure(P) == jax.tree.structure(p)
    assert jstep._cache_size() <= 2   # Python float lr and float32 lr are two argument types; steps never recompile
    e, es = adam_step({}, {}, {"step": jnp.int32(3), "m": {}, "v": {}}, 0.1)
    assert e == {} and es["m"] == {} and es["v"] == {} and int(es["step"]) == 4
    big = {"step": jnp.int32(20000), "m": {"w": jnp.ones(2) * 0.1}, "v": {"w": jnp.ones(2) * 0.01}}
    pw, _ = adam_step(params, {"w": jnp.array([0.3, 0.4])}, big, 0.01)
    want, _, _ = _np_adam(np.array([1.0, -1.0]), np.array([0.3, 0.4]), 0.1, 0.01, 20000, 0.01)
    assert np.allclose(np.asarray(pw["w"]), want, rtol=1e-5)
    print("verified")
