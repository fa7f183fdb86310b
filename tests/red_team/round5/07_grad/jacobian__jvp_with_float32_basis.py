"""The student builds the Jacobian column by column with jax.jvp, vmapped over the rows of jnp.eye(n) (the default float32 basis), so a float16 x meets float32 tangents and jax.jvp rejects the mismatch.

Violates: "x: a float vector of shape ``(n,)`` ... in the dtype of ``x`` (float16 included)"
Verifying input: f = lambda v: v * v, x = float16 [1, 2] -> requires float16 [[2, 0], [0, 4]], this raises TypeError (primal float16 vs tangent float32).
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "dtypes"

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    basis = jnp.eye(x.shape[0])  # e_j as tangents: one forward pass per input

    def column(e):
        return jax.jvp(f, (x,), (e,))[1]

    return jax.vmap(column, out_axes=1)(basis)


if __name__ == "__main__":
    import numpy as np

    ex = jacobian(lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), jnp.array([1.0, 2.0]))
    assert ex.tolist() == [[1.0, 1.0], [2.0, 4.0]]
    A = np.random.default_rng(0).normal(size=(4, 3)).astype(np.float32)
    f = lambda v: jnp.tanh(jnp.asarray(A) @ v)
    x = jnp.array([0.1, -0.2, 0.3])
    got = jax.jit(jacobian, static_argnums=0)(f, x)
    np.testing.assert_allclose(got, jax.jacfwd(f)(x), rtol=1e-6)
    assert got.shape == (4, 3) and got.dtype == jnp.float32

    try:
        bad = jacobian(lambda v: v * v, jnp.array([1.0, 2.0], jnp.float16))
        raised = None
    except TypeError as e:
        raised = e
    print("float16 x:", type(raised).__name__, str(raised).splitlines()[0][:100])
    assert raised is not None
    assert jax.jacfwd(lambda v: v * v)(jnp.array([1.0, 2.0], jnp.float16)).dtype == jnp.float16
    print("verified")
