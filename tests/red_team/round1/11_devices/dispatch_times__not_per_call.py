"""Returns the total elapsed times of all ``repeats`` calls, forgetting to divide by ``repeats``.

Violates: "``(dispatch_seconds, total_seconds)``, Python floats, both *per call* (divided by ``repeats``)".
Verifying input: dispatch_times(fn_that_sleeps_30ms, jnp.ones(2), repeats=5) -> the docstring requires about 0.03 s per call, this returns about 0.15 s.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "values"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    outs = []
    for _ in range(repeats):
        outs.append(fn(*args))
    dispatched = time.perf_counter()
    jax.block_until_ready(outs)
    done = time.perf_counter()
    return dispatched - start, done - start


if __name__ == "__main__":
    d, t = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < d <= t and isinstance(d, float)
    double = jax.jit(lambda x: 2 * x)

    def sleepy(x):
        time.sleep(0.03)
        return double(x)

    d, t = dispatch_times(sleepy, jnp.ones(2), repeats=5)
    assert t > 0.12, (d, t)  # per call it should be about 0.03
    print("verified")
