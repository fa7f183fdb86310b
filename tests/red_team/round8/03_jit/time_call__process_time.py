"""The student times with ``time.process_time()``, which counts only this process's CPU time, so time spent waiting (for a device, a sleep, I/O) is not counted.

Violates: "the time is wall-clock time, including time spent waiting for a device"
Verifying input: time_call(fn, jnp.ones(3), repeats=3) where fn sleeps 0.05 s and returns x + 1 must be about 0.05; this returns about 0.0.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "admitted"

import statistics
import time

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats: int = 20) -> float:
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        start = time.process_time()
        jax.block_until_ready(fn(*args))
        times.append(time.process_time() - start)
    return float(statistics.median(times))


if __name__ == "__main__":
    selu = jax.jit(lambda x: 1.0507010 * jnp.where(x > 0, x, 1.6732632 * jnp.expm1(x)))
    seconds = time_call(selu, jnp.ones(1000), repeats=5)
    assert isinstance(seconds, float) and seconds > 0

    def slow(x):
        time.sleep(0.05)
        return x + 1

    got = time_call(slow, jnp.ones(3), repeats=3)
    print("expected about 0.05 s, got", got)
    assert got < 0.02
    print("flaw shown")
