"""Rewrites the matrix update in the "decoupled" factored form p * (1 - lr * wd) - lr * g, algebraically equal but not as written: with wd = 0 an inf weight stays inf instead of becoming nan.

Violates: "(the matrix formula applies as written: an inf in a matrix gives ``0.0 * inf``, nan)"
Verifying input: sgd_step({"w": [[inf, 1.0]]}, {"w": [[0.0, 0.0]]}, 0.1) -> requires [[nan, 1.0]], this returns [[inf, 1.0]].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        if p.ndim >= 2:
            return p * (1 - lr * weight_decay) - lr * g
        return p - lr * g

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    p = np.array([[np.inf, 1.0]], np.float32)
    with np.errstate(invalid="ignore"):
        want = p - 0.1 * (0.0 + 0.0 * p)
    got = np.asarray(jax.jit(sgd_step)({"w": jnp.asarray(p)}, {"w": jnp.zeros((1, 2))}, 0.1)["w"])
    print("required", want, "got", got)
    assert np.isnan(want[0, 0]) and np.isposinf(got[0, 0])
    print("verified")
