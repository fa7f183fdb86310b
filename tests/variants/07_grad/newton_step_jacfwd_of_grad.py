"""Alternative: the Hessian as jacfwd of grad, solved with Cholesky."""
EXERCISE = "grad.newton_step"
VERDICT = "pass"

import jax
import jax.scipy.linalg


def newton_step(f, x):
    hessian = jax.jacfwd(jax.grad(f))(x)
    factor = jax.scipy.linalg.cho_factor(hessian)
    return x - jax.scipy.linalg.cho_solve(factor, jax.grad(f)(x))
