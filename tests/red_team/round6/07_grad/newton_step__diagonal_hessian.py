"""Uses only the diagonal of the Hessian ("cheap Newton", x - g / diag(H)), which is exact for separable functions like the docstring example but not when the variables are coupled.

Violates: "One step of Newton's method towards a minimum of ``f``: ``x - H(x)^-1 g(x)``" / "For a quadratic ``f`` one step lands exactly on the minimum."
Verifying input: f = lambda v: v[0]**2 + v[0]*v[1] + v[1]**2 - v[0], x = [0, 0] -> requires the minimum [2/3, -1/3], this returns [0.5, 0.0].
"""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def newton_step(f, x):
    g = jax.grad(f)(x)
    h = jax.hessian(f)(x)
    return x - g / jnp.diag(h)


if __name__ == "__main__":
    import numpy as np

    assert newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist() == [3.0, 3.0]
    f = lambda v: v[0] ** 2 + v[0] * v[1] + v[1] ** 2 - v[0]
    A = np.array([[2.0, 1.0], [1.0, 2.0]]); b = np.array([1.0, 0.0])
    want = np.linalg.solve(A, b)
    got = np.asarray(jax.jit(newton_step, static_argnums=0)(f, jnp.zeros(2)))
    print("required", want, "got", got)
    assert np.abs(got - want).max() > 0.1
    print("verified")
