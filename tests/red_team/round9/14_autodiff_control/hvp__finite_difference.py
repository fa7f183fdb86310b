"""The student computes the Hessian-vector product as a central difference of gradients,
``(grad f(x + eps v) - grad f(x - eps v)) / (2 eps)`` with ``eps = 1e-3``: never a Hessian,
cheap, jits, keeps the dtype, and for float32 points of moderate size it is within about
1e-6 of ``H v`` (exact for quadratics). But it is an approximation whose step is fixed in
absolute terms: where ``eps`` is below the spacing of the dtype at ``x`` (float16 near 100,
where the spacing is 0.0625), ``x + eps v`` rounds back to ``x`` and the "derivative" is 0.

Violates: "``H(x) @ v``, a float vector of shape ``(n,)`` in ``x``'s dtype"
Verifying input: hvp(lambda p: jnp.sum(p ** 3), jnp.array([100.0, 1.0], jnp.float16), jnp.array([1.0, 0.0], jnp.float16)) must be [600.0, 0.0]; this returns [0.0, 0.0].
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def hvp(f, x, v):
    eps = 1e-3
    g = jax.grad(f)
    return (g(x + eps * v) - g(x - eps * v)) / (2 * eps)


if __name__ == "__main__":
    f = lambda p: p[0] ** 2 * p[1]
    got = hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0]))
    np.testing.assert_allclose(got, [4.0, 2.0], rtol=1e-3)
    cube = lambda p: jnp.sum(p ** 3)
    x = jnp.array([100.0, 1.0], jnp.float16)
    v = jnp.array([1.0, 0.0], jnp.float16)
    want = jax.jvp(jax.grad(cube), (x,), (v,))[1]
    got = hvp(cube, x, v)
    print("H v =", want.tolist(), " finite difference =", got.tolist(), got.dtype)
    assert want.tolist() == [600.0, 0.0] and got.tolist()[0] == 0.0
    print("flaw shown")
