"""Starts Newton's iteration from the textbook guess y = 1 instead of y = a; from step 1 on it is identical, but zero steps return 1.

Violates: "``a`` itself when ``n_iters == 0``"
Verifying input: a=float32 9.0, n_iters=0 -> requires 9.0, this returns 1.0 (for n_iters >= 1 it matches the contract exactly).
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))
    return lax.fori_loop(0, n_iters, lambda i, y: (y + a / y) / 2, jnp.ones_like(a))


if __name__ == "__main__":
    import numpy as np

    def ref(a, n):
        a = np.asarray(a, np.float64); y = a
        for _ in range(n):
            y = (y + a / y) / 2
        return y

    f = jax.jit(newton_sqrt)
    a = jnp.array([2.0, 9.0, 0.25, 1e6])
    for n in range(1, 12):
        np.testing.assert_allclose(np.asarray(f(a, n)), ref(a, n), rtol=1e-6)
    got0 = f(jnp.float32(9.0), 0)
    print("n_iters=0: required", ref(9.0, 0), "got", got0)
    assert float(got0) == 1.0 != ref(9.0, 0)
    print("verified")
