"""Scans over the step index and sums xs times a 0/1 prefix mask, so an inf or nan in a later row turns earlier rows into nan (inf * 0).

Violates: "row ``t`` is ``xs[0] + ... + xs[t]``".
Verifying input: jnp.array([1.0, inf, 2.0]) -> the docstring requires [1, inf, inf], this returns [nan, inf, inf].
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)
    n = xs.shape[0]
    idx = jnp.arange(n)
    extra = (1,) * (xs.ndim - 1)

    def step(carry, t):
        # 1 for rows 0..t, 0 after: clip(t - i + 1, 0, 1)
        mask = jnp.clip(t - idx + 1, 0, 1).astype(xs.dtype).reshape((n,) + extra)
        return carry, jnp.sum(xs * mask, axis=0, dtype=xs.dtype)

    _, out = lax.scan(step, None, idx)
    return out.reshape(xs.shape)


if __name__ == "__main__":
    import numpy as np

    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    a = np.random.default_rng(0).integers(-50, 50, (6, 3)).astype(np.int32)
    r = running_sum(jnp.asarray(a))
    assert r.dtype == jnp.int32 and np.array_equal(np.asarray(r), np.cumsum(a, 0))
    f = np.random.default_rng(1).standard_normal((5, 2)).astype(np.float32)
    np.testing.assert_allclose(np.asarray(running_sum(jnp.asarray(f))), np.cumsum(f, 0), rtol=1e-5, atol=1e-6)
    assert running_sum(jnp.ones((3, 2), jnp.float16)).dtype == jnp.float16
    assert running_sum(jnp.zeros((0, 3))).shape == (0, 3)
    jx = str(jax.make_jaxpr(running_sum)(jnp.ones(4)))
    assert "scan" in jx and "cumsum" not in jx
    out = np.asarray(running_sum(jnp.array([1.0, np.inf, 2.0])))
    assert np.isnan(out[0]) and np.isinf(out[1]) and np.isinf(out[2]), out  # contract: [1, inf, inf]
    print("verified")
