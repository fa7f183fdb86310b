"""Because ``lax.scan`` needs a static length, the student scans a fixed 32 steps and masks the steps past ``n_iters``, so any ``n_iters`` above 32 silently does only 32 Newton steps.

Violates: "then ``n_iters`` times replace ``y`` by ``(y + a / y) / 2``" for "n_iters: the number of Newton steps, ``>= 0``: a Python int or a traced integer".
Verifying input: a = 1e30, n_iters = 100 -> requires 1e15 (from y = a the iterate halves about 50 times before converging), this returns about 2.3e20 (32 halvings).
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax

_MAX_STEPS = 32


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def body(y, i):
        new = (y + a / y) / 2
        return jnp.where(i < n_iters, new, y), None

    y, _ = lax.scan(body, a, jnp.arange(_MAX_STEPS))
    return y


if __name__ == "__main__":
    import numpy as np

    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    f = jax.jit(newton_sqrt)
    a = jnp.array([0.25, 2.0, 9.0, 1e4], jnp.float32)
    np.testing.assert_allclose(np.asarray(f(a, 20)), np.sqrt(np.asarray(a)), rtol=1e-6)
    np.testing.assert_array_equal(np.asarray(f(a, 0)), np.asarray(a))
    assert float(f(jnp.float32(4.0), 1)) == 2.5
    assert newton_sqrt(jnp.array([4.0], jnp.float16), 5).dtype == jnp.float16
    assert newton_sqrt(jnp.int32(16), 10).dtype == jnp.float32 and float(newton_sqrt(jnp.int32(16), 10)) == 4.0
    # the violation: more than 32 steps are never taken
    y = float(f(jnp.float32(1e30), 100))
    ref = 1e30
    for _ in range(100):
        ref = (ref + 1e30 / ref) / 2
    assert abs(ref - 1e15) / 1e15 < 1e-6 and y > 1e20, (y, ref)
    print("verified")
