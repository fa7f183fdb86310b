"""Correct: flattens params and grads separately, checks that the treedefs match, and applies the two formulas leaf by leaf in a list comprehension before unflattening.

Verifying input: compared with a NumPy float64 reference applying the docstring's formulas literally (inf/nan leaves included, 0-d/1-D/2-D/3-D leaves, weight_decay 0.0 and 0.3), eager and jitted with lr and weight_decay traced (one compile for new values), NumPy inputs unmodified, empty trees returned empty.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def sgd_step(params, grads, lr, weight_decay=0.0):
    p_leaves, treedef = jax.tree.flatten(params)
    g_leaves, g_def = jax.tree.flatten(grads)
    if g_def != treedef:
        raise ValueError(f"params and grads differ: {treedef} and {g_def}")
    new = []
    for p, g in zip(p_leaves, g_leaves):
        p, g = jnp.asarray(p), jnp.asarray(g)
        new.append(p - lr * (g + weight_decay * p) if p.ndim >= 2 else p - lr * g)
    return treedef.unflatten(new)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(5)

    def ref(params, grads, lr, wd):
        out = {}
        for k in params:
            p, g = np.asarray(params[k], np.float64), np.asarray(grads[k], np.float64)
            with np.errstate(invalid="ignore"):
                out[k] = p - lr * (g + wd * p) if p.ndim >= 2 else p - lr * g
        return out

    params = {"w": rng.normal(size=(3, 2)).astype(np.float32), "k": rng.normal(size=(2, 1, 2)).astype(np.float32),
              "b": rng.normal(size=2).astype(np.float32), "s": np.float32(1.5)}
    params["w"][0, 0] = np.inf; params["b"][1] = np.inf; params["k"][0, 0, 1] = np.nan
    grads = {k: rng.normal(size=np.shape(v)).astype(np.float32) for k, v in params.items()}
    before = {k: np.array(v, copy=True) for k, v in params.items()}
    g = jax.jit(lambda p, q, lr, wd: sgd_step(p, q, lr, wd))
    for lr, wd in ((0.1, 0.0), (0.5, 0.3), (0.01, 0.0)):
        want = ref(params, grads, lr, wd)
        for out in (sgd_step(params, grads, lr, weight_decay=wd), g(params, grads, lr, wd)):
            assert set(out) == set(params)
            for k in params:
                np.testing.assert_allclose(np.asarray(out[k], np.float64), want[k], rtol=1e-6, atol=1e-7)
    assert g._cache_size() == 1
    for k in params:
        np.testing.assert_array_equal(params[k], before[k])
    out = sgd_step(params, grads, 0.1)   # default decay: the inf matrix entry becomes nan, the inf bias entry stays inf
    assert np.isnan(float(out["w"][0, 0])) and np.isposinf(float(out["b"][1]))
    assert sgd_step({}, {}, 0.1) == {} and sgd_step([], [], 0.1) == []
    new = sgd_step({"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}, {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}, 0.5, weight_decay=0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    print("verified")
