"""The student normalises ``v`` to a unit direction before the ``jvp`` "for stability" and scales the result back by ``|v|``, so ``v = 0`` gives ``0 * NaN = NaN``.

Violates: "v: the direction, a float vector of shape ``(n,)``. Returns: ``H(x) @ v``" (for every ``v``; ``H @ 0 = 0``)
Verifying input: f = p0**2 * p1, x = [1, 2], v = [0, 0] -> requires [0, 0], this returns [nan, nan].
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "values"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    size = jnp.linalg.norm(v)
    _, along = jax.jvp(jax.grad(f), (x,), (v / size,))
    return size * along


if __name__ == "__main__":
    import numpy as np

    f = lambda p: p[0] ** 2 * p[1]
    np.testing.assert_allclose(hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])), [4.0, 2.0], rtol=1e-6)
    np.testing.assert_allclose(jax.jit(hvp, static_argnums=0)(f, jnp.array([1.0, 2.0]), jnp.array([3.0, -4.0])), [4.0, 6.0], rtol=1e-5)
    # the violation
    assert np.isnan(np.asarray(hvp(f, jnp.array([1.0, 2.0]), jnp.zeros(2)))).all()
    print("verified")
