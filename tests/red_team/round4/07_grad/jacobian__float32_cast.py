"""The student casts x to float32 before jacfwd "for precision", so a float16 x gives a float32 Jacobian.

Violates: "A float array of shape ``(m, n)``, in the dtype of ``x`` (float16 included)."
Verifying input: f=lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), x=float16 [1, 2] -> requires a float16 (2, 2) array, this returns float32.
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "dtypes"

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    x = jnp.asarray(x, jnp.float32)
    return jax.jacfwd(f)(x)


if __name__ == "__main__":
    import functools
    import numpy as np
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    A = np.arange(12.0, dtype=np.float32).reshape(4, 3)
    g = lambda v: jnp.sin(A @ v)
    x = np.array([0.1, -0.2, 0.3], np.float32)
    want = np.cos(A @ x)[:, None] * A
    np.testing.assert_allclose(jax.jit(functools.partial(jacobian, g))(x), want, rtol=1e-5, atol=1e-6)
    assert jacobian(g, x).shape == (4, 3)
    out = jacobian(f, jnp.array([1.0, 2.0], jnp.float16))
    assert out.tolist() == [[1.0, 1.0], [2.0, 4.0]] and out.dtype == jnp.float32  # the breach
    print("verified")
