"""The student converts ``a`` to float32 up front (to make integers work), so a float16 ``a`` comes back float32.

Violates: "Returns: An array with the shape and float dtype of ``a`` (float16 stays float16; an integer ``a`` gives float32)"
Verifying input: newton_sqrt(jnp.array([4.0], jnp.float16), 3) must be float16; this is float32.
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def newton_sqrt(a, n_iters):
    a = jnp.asarray(a, jnp.float32)
    return lax.fori_loop(0, n_iters, lambda i, y: (y + a / y) / 2, a)


if __name__ == "__main__":
    assert newton_sqrt(jnp.array([4.0], jnp.float16), 3).dtype != jnp.float16
    f = jax.jit(newton_sqrt)
    assert float(f(jnp.float32(9.0), 6)) == 3.0
    assert float(f(jnp.float32(9.0), 0)) == 9.0
    y = f(jnp.array([4, 9, 16], jnp.int32), 20)
    assert y.dtype == jnp.float32 and np.allclose(np.asarray(y), [2, 3, 4])
    assert np.allclose(np.asarray(f(jnp.array([[2.0, 0.25]]), 30)), np.sqrt([[2.0, 0.25]]))
    print("verified")
