"""The student rewrites the matrix update as ``p * (1 - lr * weight_decay) - lr * g``, so with ``weight_decay=0`` an inf in a matrix stays inf instead of becoming nan.

Violates: "params: a pytree of float arrays. Any values: inf and nan included." / "(the matrix formula applies as written: an inf in a matrix gives ``0.0 * inf``, nan)"
Verifying input: sgd_step({"w": [[inf, 1.0]]}, {"w": [[0.0, 0.0]]}, 0.1) must give [[nan, 1.0]]; this gives [[inf, 1.0]].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def sgd_step(params, grads, lr, weight_decay=0.0):
    def upd(p, g):
        if p.ndim >= 2:
            return p * (1 - lr * weight_decay) - lr * g
        return p - lr * g

    return jax.tree.map(upd, params, grads)


if __name__ == "__main__":
    def ref(params, grads, lr, wd=0.0):
        def upd(p, g):
            p, g = np.asarray(p, np.float64), np.asarray(g, np.float64)
            with np.errstate(invalid="ignore"):
                return p - lr * (g + wd * p) if p.ndim >= 2 else p - lr * g
        return jax.tree.map(upd, params, grads)

    p = {"w": jnp.array([[jnp.inf, 1.0]])}
    g = {"w": jnp.array([[0.0, 0.0]])}
    assert not np.allclose(np.asarray(sgd_step(p, g, 0.1)["w"]), ref(p, g, 0.1)["w"], equal_nan=True)
    rng = np.random.default_rng(0)
    p = {"w": jnp.asarray(rng.normal(size=(3, 2)), jnp.float32), "b": jnp.array([1.0, jnp.inf]),
         "k": jnp.asarray(rng.normal(size=(2, 2, 2)), jnp.float32), "s": jnp.float32(2.0)}
    g = jax.tree.map(lambda v: jnp.ones_like(v) * 0.5, p)
    f = jax.jit(sgd_step)
    for lr, wd in ((0.5, 0.5), (0.1, 0.0), (0.01, 1e-3)):
        got, want = f(p, g, lr, wd), ref(p, g, lr, wd)
        for k in p:
            assert np.allclose(np.asarray(got[k]), want[k], rtol=1e-6, equal_nan=True), k
    assert sgd_step({}, {}, 0.1) == {}
    print("verified")
