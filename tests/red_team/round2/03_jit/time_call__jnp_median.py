"""The student takes the median with jnp.median, which returns a 0-d JAX array (float32), not a Python float.

Violates: "The median (not the mean, not the fastest) of the ``repeats`` timed calls, in seconds, as a Python float."
Verifying input: time_call(jax.jit(lambda x: x * 2), jnp.ones(1000), repeats=5) -> requires a Python float, this returns a jax.Array (isinstance(result, float) is False; seconds > 0 still holds).
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "returns"

import time
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - t0)
    return jnp.median(jnp.array(times))


if __name__ == "__main__":
    seconds = time_call(jax.jit(lambda x: x * 2), jnp.ones(1000), repeats=5)
    assert seconds > 0
    calls = []
    def sleepy(x):
        calls.append(1); time.sleep(0.02); return {"a": x, "b": (x, x)}
    s = time_call(sleepy, jnp.ones(3), repeats=3)
    assert len(calls) == 4 and 0.018 < float(s) < 0.05, s
    assert not isinstance(seconds, float) and isinstance(seconds, jax.Array)
    print("verified")
