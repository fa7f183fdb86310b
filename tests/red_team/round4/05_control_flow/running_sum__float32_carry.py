"""The student scans with a float32 carry (jnp.zeros default dtype) and casts back at the end, so large integers are rounded.

Violates: "Any values: inf and nan included, integers past 2**24 included." / "row ``t`` is ``xs[0] + ... + xs[t]``"
Verifying input: xs=int32 [16777217, 0] -> requires [16777217, 16777217], this returns [16777216, 16777216].
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total, x):
        total = total + x
        return total, total

    _, out = lax.scan(step, jnp.zeros(xs.shape[1:]), xs)
    return out.astype(xs.dtype)


if __name__ == "__main__":
    import numpy as np
    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    rng = np.random.default_rng(0)
    x = rng.normal(size=(7, 3)).astype(np.float32)
    np.testing.assert_allclose(jax.jit(running_sum)(x), np.cumsum(x, axis=0), rtol=1e-5, atol=1e-6)
    xi = rng.integers(-100, 100, size=(9, 2)).astype(np.int32)
    out = running_sum(xi)
    assert out.dtype == jnp.int32 and out.tolist() == np.cumsum(xi, axis=0).tolist()
    assert running_sum(jnp.array([1.0, 2.0], jnp.float16)).dtype == jnp.float16
    xf = jnp.array([1.0, jnp.inf, jnp.nan])
    assert np.array_equal(np.asarray(running_sum(xf)), np.cumsum(np.asarray(xf)), equal_nan=True)
    jp = str(jax.make_jaxpr(running_sum)(x))
    assert "scan" in jp and "cumsum" not in jp
    got = running_sum(jnp.array([16777217, 0], jnp.int32)).tolist()
    assert got == [16777216, 16777216], got  # the breach
    print("verified")
