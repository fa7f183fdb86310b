"""The student takes the median with jnp.median, so the result is a float32 jax.Array, not a Python float.

Violates: "The median ... of the ``repeats`` timed calls, in seconds, as a Python float."
Verifying input: time_call(jax.jit(jnp.sin), jnp.ones(1000), repeats=5) -> requires isinstance(result, float), this returns a jax.Array of dtype float32.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "returns"

import time

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats=20):
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return jnp.median(jnp.array(times))


if __name__ == "__main__":
    seconds = time_call(jax.jit(jnp.sin), jnp.ones(1000), repeats=5)
    print("result:", type(seconds).__name__, seconds.dtype)
    assert seconds > 0                        # numerically plausible
    assert not isinstance(seconds, float)
    print("verified")
