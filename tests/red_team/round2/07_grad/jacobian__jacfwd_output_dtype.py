"""Returns jax.jacfwd(f)(x) as is: forward mode gives the dtype of f's output, so an f that computes in float32 turns a float16 x into a float32 Jacobian.

Violates: "A float array of shape ``(m, n)``, in the dtype of ``x`` (float16 included)."
Verifying input: f = lambda v: v.astype(float32) ** 2, x = float16 [1, 2] -> the docstring requires a float16 (2, 2) array, this returns float32.
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "dtypes"

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jax.jacfwd(f)(x)


if __name__ == "__main__":
    import numpy as np
    r = jacobian(lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), jnp.array([1.0, 2.0])).tolist()
    assert r == [[1.0, 1.0], [2.0, 4.0]]
    A = np.random.default_rng(0).normal(size=(4, 3)).astype(np.float32)
    jj = jax.jit(jacobian, static_argnums=0)
    assert np.allclose(jj(lambda v: jnp.asarray(A) @ v, jnp.ones(3)), A, rtol=1e-6)
    x16 = jnp.array([1.0, 2.0], jnp.float16)
    assert jacobian(jnp.sin, x16).dtype == jnp.float16
    out = jacobian(lambda v: v.astype(jnp.float32) ** 2, x16)
    print(out.dtype, out.tolist())
    assert out.shape == (2, 2) and out.dtype == jnp.float32
    print("verified")
