"""Returns the total elapsed times for all the calls instead of dividing them by ``repeats``.

Violates: "``(dispatch_seconds, total_seconds)``, Python floats, both *per call* (divided by ``repeats``)"
Verifying input: a Python fn that sleeps 20 ms per call, repeats=5 -> requires total about 0.02 s, this returns about 0.1 s.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "returns"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.perf_counter()
    outs = [fn(*args) for _ in range(repeats)]
    dispatch = time.perf_counter() - start
    jax.block_until_ready(outs)
    total = time.perf_counter() - start
    return dispatch, total


if __name__ == "__main__":
    x = jnp.ones(3)
    jax.block_until_ready(x + 1)

    def sleepy(x):
        time.sleep(0.02)
        return x + 1

    dispatch, total = dispatch_times(sleepy, x, repeats=5)
    print("per call should be ~0.02; got total", total)
    assert total > 0.09
    print("verified")
