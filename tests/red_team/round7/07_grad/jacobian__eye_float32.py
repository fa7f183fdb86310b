"""The student builds the Jacobian row by row with ``vmap(vjp_fn)(jnp.eye(m))``; the default float32 identity does not match a float16 output, so float16 fails.

Violates: "Returns: A float array of shape ``(m, n)``, in the dtype of ``x`` (float16 included)."
Verifying input: jacobian(lambda v: v * 2, jnp.ones(2, jnp.float16)) must be the float16 matrix 2 * I; this raises a cotangent-dtype error.
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def jacobian(f, x):
    y, vjp_fn = jax.vjp(f, x)
    (rows,) = jax.vmap(vjp_fn)(jnp.eye(y.shape[0]))
    return rows


if __name__ == "__main__":
    try:
        J = jacobian(lambda v: v * 2, jnp.ones(2, jnp.float16))
        wrong = J.dtype != jnp.float16
    except Exception:
        wrong = True
    assert wrong
    f = lambda v: jnp.stack([v.sum(), (v**2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    g = lambda v: jnp.sin(v[:2]) * v[2]
    x = jnp.array([0.1, 0.2, 3.0])
    J = jax.jit(jacobian, static_argnums=0)(g, x)
    assert J.shape == (2, 3) and np.allclose(np.asarray(J), np.asarray(jax.jacfwd(g)(x)))
    print("verified")
