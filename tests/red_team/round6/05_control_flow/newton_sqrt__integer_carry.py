"""Moves the loop into lax.fori_loop but drops the stub's float cast, so an integer ``a`` makes the carry int32 while the body returns float32 and the loop is rejected.

Violates: "an integer ``a`` gives float32"
Verifying input: a=jnp.int32(9), n_iters=6 -> requires float32 3.0, this raises TypeError (carry input int32, output float32).
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    return lax.fori_loop(0, n_iters, lambda i, y: (y + a / y) / 2, a)


if __name__ == "__main__":
    import numpy as np

    # float inputs are fine, float16 stays float16
    assert float(jax.jit(newton_sqrt)(jnp.float32(9.0), 6)) == 3.0
    assert newton_sqrt(jnp.array([4.0], jnp.float16), 5).dtype == jnp.float16
    try:
        out = newton_sqrt(jnp.int32(9), 6)
    except TypeError as error:
        print("int32 a raised TypeError:", str(error).splitlines()[0][:80])
    else:
        raise AssertionError(f"expected a failure, got {out!r}")
    print("verified")
