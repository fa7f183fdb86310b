"""Starts the scan carry from jnp.zeros(xs.shape[1:]) (float32), so integer and float16 inputs come back float32.

Violates: "An array of the same shape and dtype (integers stay integers, float16 stays float16)".
Verifying input: jnp.array([1, 2, 3], jnp.int32) -> the docstring requires int32 [1, 3, 6], this returns float32 [1.0, 3.0, 6.0].
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total, row):
        total = total + row
        return total, total

    _, out = lax.scan(step, jnp.zeros(xs.shape[1:]), xs)
    return out


if __name__ == "__main__":
    import numpy as np

    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    a = np.random.default_rng(0).standard_normal((5, 2, 3)).astype(np.float32)
    np.testing.assert_allclose(np.asarray(running_sum(jnp.asarray(a))), np.cumsum(a, 0), rtol=1e-5)
    jx = str(jax.make_jaxpr(running_sum)(jnp.ones(4)))
    assert "scan" in jx and "cumsum" not in jx
    out = running_sum(jnp.array([1, 2, 3], jnp.int32))
    assert out.tolist() == [1, 3, 6]
    assert out.dtype == jnp.float32, out.dtype  # contract: int32
    print("verified")
