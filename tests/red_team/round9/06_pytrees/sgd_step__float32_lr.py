"""The student reads "``lr`` and ``weight_decay`` may be traced: new values must not recompile"
and converts both to arrays up front, ``jnp.asarray(lr, jnp.float32)``, believing a concrete
dtype avoids retracing. A Python float would have been a *weak* float that adapts to the
leaf's dtype; an explicit float32 array is strong, so ``float16 - float32 * float16`` is
promoted to float32. float32 trees are unaffected; float16 and bfloat16 trees come back as
float32, whether called directly or under ``jax.jit`` with a traced ``lr``.

Violates: "each leaf in its parameter's dtype where ``lr`` and ``weight_decay`` are Python floats or traced from them (float16 stays float16)"
Verifying input: sgd_step({"w": jnp.ones((2, 2), jnp.float16), "b": jnp.ones(2, jnp.float16)}, {"w": jnp.ones((2, 2), jnp.float16), "b": jnp.ones(2, jnp.float16)}, 0.1, 0.01) must return float16 leaves; this returns float32 leaves.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def sgd_step(params, grads, lr, weight_decay=0.0):
    lr = jnp.asarray(lr, jnp.float32)
    weight_decay = jnp.asarray(weight_decay, jnp.float32)

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
    p16 = {"w": jnp.ones((2, 2), jnp.float16), "b": jnp.ones(2, jnp.float16)}
    g16 = {"w": jnp.ones((2, 2), jnp.float16), "b": jnp.ones(2, jnp.float16)}
    direct = sgd_step(p16, g16, 0.1, 0.01)
    traced = jax.jit(sgd_step)(p16, g16, 0.1, 0.01)
    print("direct:", {k: str(v.dtype) for k, v in direct.items()}, " jitted:", {k: str(v.dtype) for k, v in traced.items()})
    assert all(v.dtype == jnp.float32 for v in list(direct.values()) + list(traced.values()))
    print("flaw shown")
