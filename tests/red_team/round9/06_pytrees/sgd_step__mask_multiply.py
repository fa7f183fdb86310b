"""The student avoids a Python branch per leaf ("branches are bad under jit") and folds the
rule into one formula: ``decay = weight_decay * (p.ndim >= 2)``, then
``p - lr * (g + decay * p)`` for every leaf. For biases ``decay`` is 0, and on finite values
``0 * p`` vanishes, so the results match. But a bias or scalar must get ``p - lr * g`` with no
decay term at all: an inf in a bias gives ``0.0 * inf = nan`` here, where the docstring's
formula keeps it inf. (Only matrices get the ``0.0 * inf`` nan.)

Violates: "a leaf of fewer dimensions (a bias, a scale, a scalar) becomes ``p - lr * g``, with no decay"
Verifying input: sgd_step({"b": jnp.array([jnp.inf, 1.0])}, {"b": jnp.array([0.0, 0.0])}, 0.1) must give b = [inf, 1.0]; this returns [nan, 1.0].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        decay = weight_decay * (p.ndim >= 2)
        return p - lr * (g + decay * p)

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    got = sgd_step({"b": jnp.array([jnp.inf, 1.0])}, {"b": jnp.array([0.0, 0.0])}, 0.1)["b"]
    print("bias [inf, 1] after a step with zero gradient:", got.tolist())
    assert bool(jnp.isnan(got[0])) and got[1].tolist() == 1.0
    print("flaw shown")
