"""The student caches the jitted jacrev per function name to avoid re-tracing; every lambda is named "<lambda>", so a second lambda gets the first one's Jacobian.

Violates: "The Jacobian matrix of ``f`` at ``x``: ``J[i, j] = d f(x)[i] / d x[j]``."
Verifying input: jacobian(lambda v: 2 * v, x) then jacobian(lambda v: 3 * v, x) with x=[1.0, 2.0] -> requires 3 * I for the second call, this returns 2 * I.
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "purity"

from typing import Callable

import jax
import jax.numpy as jnp

_JAC_CACHE: dict = {}


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    key = getattr(f, "__qualname__", repr(f))
    if key not in _JAC_CACHE:
        _JAC_CACHE[key] = jax.jit(jax.jacrev(f))
    return _JAC_CACHE[key](x)


if __name__ == "__main__":
    import functools
    import numpy as np
    def sq_and_sum(v):
        return jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(sq_and_sum, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    A = np.arange(12.0, dtype=np.float32).reshape(4, 3)
    def g(v):
        return jnp.sin(A @ v)
    x = np.array([0.1, -0.2, 0.3], np.float32)
    want = np.cos(A @ x)[:, None] * A
    np.testing.assert_allclose(jax.jit(functools.partial(jacobian, g))(x), want, rtol=1e-5, atol=1e-6)
    assert jacobian(sq_and_sum, jnp.array([1.0, 2.0], jnp.float16)).dtype == jnp.float16
    x2 = jnp.array([1.0, 2.0])
    assert jacobian(lambda v: 2 * v, x2).tolist() == [[2.0, 0.0], [0.0, 2.0]]
    assert jacobian(lambda v: 3 * v, x2).tolist() == [[2.0, 0.0], [0.0, 2.0]]  # the breach: 3 * I expected
    print("verified")
