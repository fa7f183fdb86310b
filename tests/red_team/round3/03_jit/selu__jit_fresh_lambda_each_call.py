"""The student wraps the formula in ``jax.jit(lambda ...)`` inside the function body, so every call jits a brand-new lambda: it is traced and compiled again on each call and is never faster than the un-jitted formula.

Violates: "The function is jitted, and on a vector of 1,000 elements it must be clearly faster than the same formula run without ``jit``"
Verifying input: three calls of selu(jnp.ones(1000)) -> requires one compilation and then cached calls, this returns a fresh trace + XLA compile on every call (3 backend compiles), each far slower than the eager formula.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def selu(x: jax.Array) -> jax.Array:
    alpha = 1.6732632
    scale = 1.0507010
    return jax.jit(lambda v: scale * jnp.where(v > 0, v, alpha * (jnp.exp(v) - 1)))(x)


if __name__ == "__main__":
    import time
    import numpy as np

    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    assert selu(jnp.ones((0, 3))).shape == (0, 3) and selu(jnp.float32(1.0)).shape == ()
    h = selu(jnp.array([-1.0, jnp.inf, -jnp.inf, jnp.nan], jnp.float16))
    assert h.dtype == jnp.float16
    assert np.isinf(float(h[1])) and round(float(h[2]), 2) == -1.76 and np.isnan(float(h[3]))
    xs = np.linspace(-5, 5, 101).astype(np.float32)
    want = 1.0507010 * np.where(xs > 0, xs, 1.6732632 * np.expm1(xs.astype(np.float64)))
    np.testing.assert_allclose(np.asarray(selu(xs)), want, rtol=1e-5, atol=1e-6)
    # the violation: a compile on every call
    events = []
    jax.monitoring.register_event_duration_secs_listener(lambda name, d, **kw: events.append(name))
    x = jnp.ones(1000)
    selu(x).block_until_ready()
    events.clear()
    for _ in range(3):
        selu(x).block_until_ready()
    compiles = events.count("/jax/core/compile/backend_compile_duration")
    assert compiles == 3, events
    print("verified")
