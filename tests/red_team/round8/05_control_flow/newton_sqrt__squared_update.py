"""The student writes the Newton update as ``(y*y + a) / (2*y)``, algebraically equal to the docstring's but ``y*y`` overflows for large ``a`` (float32 past ~1.8e19, float16 past 256), giving inf or nan.

Violates: "a: a float scalar or array with every element > 0" / "then n_iters times replace y by (y + a / y) / 2"
Verifying input: newton_sqrt(jnp.float32(1e20), 1) must be 5e19 ((1e20 + 1) / 2); this returns inf.
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def body(_, y):
        return (y * y + a) / (2 * y)

    return lax.fori_loop(0, n_iters, body, a)


if __name__ == "__main__":
    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    assert float(jax.jit(newton_sqrt)(jnp.float32(9.0), 0)) == 9.0
    got = jax.jit(newton_sqrt)(jnp.float32(1e20), 1)
    ref = (1e20 + 1e20 / 1e20) / 2
    print("expected", ref, "got", float(got))
    assert np.isinf(float(got))
    got16 = newton_sqrt(jnp.float16(400.0), 3)
    print("float16 a=400, 3 steps: expected ~", float(np.float64(400.0) ** 0.5), "got", float(got16))
    print("flaw shown")
