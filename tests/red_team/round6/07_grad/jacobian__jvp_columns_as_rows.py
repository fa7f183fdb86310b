"""Builds the Jacobian from one jvp per input direction (vmapped over the identity), but stacks those columns J e_j as rows, giving the transpose.

Violates: "A float array of shape ``(m, n)``" / "``J[i, j] = d f(x)[i] / d x[j]``"
Verifying input: f = lambda v: jnp.stack([v.sum(), (v ** 2).sum(), v[0] * v[2]]) (m = 3) at x = [1, 2, 3, 4] (n = 4) -> requires shape (3, 4), this returns shape (4, 3); on the docstring example it returns [[1, 2], [1, 4]].
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def jacobian(f, x):
    basis = jnp.eye(x.shape[0], dtype=x.dtype)
    return jax.vmap(lambda t: jax.jvp(f, (x,), (t,))[1])(basis)


if __name__ == "__main__":
    import numpy as np

    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum(), v[0] * v[2]])
    x = jnp.array([1.0, 2.0, 3.0, 4.0])
    want = np.array([[1, 1, 1, 1], [2, 4, 6, 8], [3, 0, 1, 0]], np.float32)
    np.testing.assert_allclose(np.asarray(jax.jacfwd(f)(x)), want)
    got = jax.jit(jacobian, static_argnums=0)(f, x)
    print("required shape", want.shape, "got", got.shape)
    assert got.shape == (4, 3)
    np.testing.assert_allclose(np.asarray(got), want.T)
    print("docstring example ->", jacobian(lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), jnp.array([1.0, 2.0])).tolist())
    print("verified")
