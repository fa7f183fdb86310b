"""The student gives the loop a fixed trip count of 20 and masks steps with i < n_iters, so n_iters above 20 is silently cut to 20.

Violates: "Approximate ``sqrt(a)`` with ``n_iters`` steps of Newton's method; ``n_iters`` may be traced" / "``n_iters``: the number of Newton steps, ``>= 0``"
Verifying input: a=1e30 (float32), n_iters=60 -> requires 60 Newton steps (1e15, converged), this returns the 20-step value (about 9.5e23).
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax

_MAX_ITERS = 20  # "Newton converges quadratically; 20 steps is plenty"


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def body(i, y):
        return jnp.where(i < n_iters, (y + a / y) / 2, y)

    return lax.fori_loop(0, _MAX_ITERS, body, a)


if __name__ == "__main__":
    import numpy as np

    def ref(a, n):
        y = np.asarray(a, np.float64)
        for _ in range(n):
            y = (y + a / y) / 2
        return y

    f = jax.jit(newton_sqrt)
    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    for n in (0, 1, 3, 6, 12):
        a = np.array([0.5, 2.0, 9.0, 100.0], np.float32)
        np.testing.assert_allclose(f(a, n), ref(a, n), rtol=1e-5)
    assert f(jnp.float32(4.0), 0) == 4.0
    assert newton_sqrt(jnp.array([4.0], jnp.float16), 5).dtype == jnp.float16
    assert newton_sqrt(jnp.array([4, 9]), 8).dtype == jnp.float32
    got = float(f(jnp.float32(1e30), 60))
    want = float(ref(np.float64(1e30), 60))
    assert abs(want - 1e15) / 1e15 < 1e-6
    assert got > 1e20, got  # the breach: only 20 steps ran
    print("verified")
