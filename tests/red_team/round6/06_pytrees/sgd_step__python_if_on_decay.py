"""Skips the decay term with a Python ``if weight_decay`` (a shortcut for the default 0.0): a traced weight_decay cannot be tested, and with 0.0 an inf matrix weight skips the 0.0 * inf the formula requires.

Violates: "``lr`` and ``weight_decay`` may be traced" / "(the matrix formula applies as written: an inf in a matrix gives ``0.0 * inf``, nan)"
Verifying input: jax.jit(sgd_step)(params, grads, 0.1, 0.5) -> requires the decayed update, this raises TracerBoolConversionError; sgd_step({"w": [[inf]]}, {"w": [[0.0]]}, 0.1) -> requires [[nan]], this returns [[inf]].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp


def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        if weight_decay and p.ndim >= 2:
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    try:
        jax.jit(sgd_step)(params, grads, 0.5, 0.5)
    except jax.errors.TracerBoolConversionError:
        print("traced weight_decay: TracerBoolConversionError")
    else:
        raise AssertionError("expected a failure with traced weight_decay")
    got = sgd_step({"w": jnp.array([[np.inf]])}, {"w": jnp.array([[0.0]])}, 0.1)["w"]
    print("inf matrix, default decay: required nan, got", got.tolist())
    assert np.isposinf(float(got[0, 0]))
    print("verified")
