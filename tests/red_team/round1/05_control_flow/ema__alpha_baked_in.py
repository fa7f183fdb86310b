"""Jits an inner scan that closes over alpha, freshly on every call, so every new alpha compiles a new program.

Violates: "``alpha`` stays traced: a new value must not recompile."
Verifying input: xs = jnp.ones((4, 2)), alpha in 0.1, 0.2, ..., 0.5 -> the docstring requires 1 compilation, this compiles 5 times.
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    xs = xs.astype(jnp.result_type(xs, 1.0))

    @jax.jit
    def _ema_baked_scan(v):
        a = jnp.asarray(alpha, v.dtype)

        def step(m, x):
            m = a * x + (1 - a) * m
            return m, m

        _, rest = lax.scan(step, v[0], v[1:])
        return jnp.concatenate([v[:1], rest], axis=0)

    return _ema_baked_scan(xs)


if __name__ == "__main__":
    import logging

    import numpy as np

    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    assert ema(jnp.ones((3, 2), jnp.float16), jnp.float32(0.5)).dtype == jnp.float16
    assert ema(jnp.array([1, 3]), 0.5).dtype == jnp.float32
    assert np.allclose(jax.jit(ema)(jnp.array([1.0, 3.0, 5.0]), 0.5), [1.0, 2.0, 3.5])
    msgs = []

    class _H(logging.Handler):
        def emit(self, r):
            msgs.append(r.getMessage())

    xs = jnp.ones((4, 2))
    logging.getLogger("jax").addHandler(_H())
    jax.config.update("jax_log_compiles", True)
    for k in range(1, 6):
        ema(xs, 0.1 * k)
    jax.config.update("jax_log_compiles", False)
    n = sum(1 for m in msgs if m.startswith("Compiling") and "_ema_baked_scan" in m)
    assert n == 5, n  # contract: 1
    print("verified")
