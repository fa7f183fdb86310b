"""The student jits a lambda inside the function body; each call makes a new function, so every call traces and compiles again and is far slower than the eager formula.

Violates: "The function is jitted, and on a vector of 1,000 elements it must be clearly faster than the same formula run without ``jit`` (one operation at a time)."
Verifying input: x = jnp.ones(1000), 20 calls after a warm-up -> requires faster than the eager formula, this compiles on every call (20 backend compilations) and is >10x slower than eager.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def selu(x: jax.Array) -> jax.Array:
    alpha, scale = 1.6732632, 1.0507010
    return jax.jit(lambda v: jnp.where(v > 0, scale * v, scale * alpha * jnp.expm1(v)))(x)


if __name__ == "__main__":
    import time
    import numpy as np

    _sj_events = []
    jax.monitoring.register_event_duration_secs_listener(lambda name, d, **kw: _sj_events.append(name))
    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    x16 = jnp.array([-1.0, np.inf, -np.inf, np.nan, 0.0], jnp.float16)
    got = selu(x16)
    assert got.dtype == jnp.float16 and np.isnan(np.asarray(got)[3]) and np.asarray(got)[1] == np.inf
    assert selu(jnp.zeros((0,))).shape == (0,) and selu(jnp.float32(1.0)).shape == ()

    def eager(v):
        return jnp.where(v > 0, 1.0507010 * v, 1.0507010 * 1.6732632 * (jnp.exp(v) - 1))
    x = jnp.ones(1000)
    selu(x).block_until_ready(); eager(x).block_until_ready()
    _sj_events.clear()
    t = time.perf_counter()
    for _ in range(20):
        selu(x).block_until_ready()
    t_student = time.perf_counter() - t
    n = sum(e == "/jax/core/compile/backend_compile_duration" for e in _sj_events)
    t = time.perf_counter()
    for _ in range(20):
        eager(x).block_until_ready()
    t_eager = time.perf_counter() - t
    assert n >= 20, n
    assert t_student > 10 * t_eager, (t_student, t_eager)
    print("verified")
