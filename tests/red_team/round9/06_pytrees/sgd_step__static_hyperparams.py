"""The student jits the step and, because ``lr`` and ``weight_decay`` are "configuration",
marks them ``static_argnames``. Values and dtypes are right, but every new learning rate
(a schedule!) is a new cache entry and a fresh compilation, and a caller who traces ``lr``
(passes it through ``jax.jit`` or ``lax.scan``) cannot call the function at all: a tracer is
not a valid static argument. The docstring admits traced ``lr`` and ``weight_decay`` and
forbids recompiling on new values.

Violates: "``lr`` and ``weight_decay`` may be traced: new values must not recompile."
Verifying input: jax.jit(lambda p, g, lr: sgd_step(p, g, lr))({"b": jnp.ones(2)}, {"b": jnp.ones(2)}, 0.1) must return {"b": [0.9, 0.9]}; this raises (non-hashable static argument); and calling sgd_step directly with lr = 0.1 then 0.2 compiles twice.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnames=("lr", "weight_decay"))
def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        if p.ndim >= 2:
            return p - lr * (g + weight_decay * p)
        return p - lr * g

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    p, g = {"b": jnp.ones(2)}, {"b": jnp.ones(2)}
    before = sgd_step._cache_size()
    sgd_step(p, g, 0.1)
    sgd_step(p, g, 0.2)
    print("compilations for two learning rates:", sgd_step._cache_size() - before)
    assert sgd_step._cache_size() - before == 2
    try:
        jax.jit(lambda p, g, lr: sgd_step(p, g, lr))(p, g, 0.1)
        raise AssertionError("traced lr accepted")
    except (TypeError, ValueError) as e:
        print("traced lr:", type(e).__name__, str(e).splitlines()[0][:100])
    print("flaw shown")
