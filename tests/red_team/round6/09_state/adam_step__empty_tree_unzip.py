"""Updates leaf lists and splits the per-leaf (p, m, v) triples with zip(*...), which cannot unpack when the tree has no leaves.

Violates: "for trees without leaves (``{}``), empty trees again, and ``step`` still counts up."
Verifying input: params {}, grads {}, opt_state {"step": 3, "m": {}, "v": {}} -> requires ({}, {"step": 4, "m": {}, "v": {}}), this raises ValueError.
"""
EXERCISE = "state.adam_step"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def adam_step(params, grads, opt_state, lr):
    t = opt_state["step"] + 1
    p_leaves, treedef = jax.tree.flatten(params)
    g_leaves = treedef.flatten_up_to(grads)
    m_leaves = treedef.flatten_up_to(opt_state["m"])
    v_leaves = treedef.flatten_up_to(opt_state["v"])

    def one(p, g, m, v):
        m = ADAM_B1 * m + (1 - ADAM_B1) * g
        v = ADAM_B2 * v + (1 - ADAM_B2) * g**2
        p = p - lr * (m / (1 - ADAM_B1**t)) / (jnp.sqrt(v / (1 - ADAM_B2**t)) + ADAM_EPS)
        return p, m, v

    new_p, new_m, new_v = zip(*[one(*leaves) for leaves in zip(p_leaves, g_leaves, m_leaves, v_leaves)])
    unflat = lambda leaves: jax.tree.unflatten(treedef, list(leaves))
    return unflat(new_p), {"step": t, "m": unflat(new_m), "v": unflat(new_v)}


if __name__ == "__main__":
    import numpy as np

    ADAM_B1, ADAM_B2, ADAM_EPS = 0.9, 0.999, 1e-8

    # ordinary trees work, lists included
    params = {"w": jnp.array([1.0, -1.0]), "layers": [jnp.ones(3)]}
    grads = {"w": jnp.array([0.5, -2.0]), "layers": [jnp.ones(3)]}
    zeros = jax.tree.map(jnp.zeros_like, params)
    new, s = adam_step(params, grads, {"step": jnp.int32(0), "m": zeros, "v": zeros}, 0.1)
    assert [round(w, 4) for w in new["w"].tolist()] == [0.9, -0.9] and int(s["step"]) == 1

    try:
        out = adam_step({}, {}, {"step": jnp.int32(3), "m": {}, "v": {}}, 0.1)
        raise SystemExit(f"empty tree worked: {out}")
    except ValueError as error:
        print("empty tree:", type(error).__name__, error)
    print("verified")
