"""The student returns the mean of the timed calls (statistics.mean), so one slow outlier call drags the figure far from the median.

Violates: "The median (not the mean, not the fastest) of the ``repeats`` timed calls"
Verifying input: fn whose timed calls take 1 ms except one of 300 ms, repeats=20 -> requires about 0.001 s, this returns about 0.016 s.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "algorithm"

import statistics
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
    return statistics.mean(times)


if __name__ == "__main__":
    calls = [0]

    def hiccup(v):
        calls[0] += 1
        time.sleep(0.3 if calls[0] == 5 else 0.001)
        return v * 2

    got = time_call(hiccup, jnp.ones(3), repeats=20)
    print(f"student {got:.4f} s, median of the timed calls about 0.001 s")
    assert calls[0] == 21
    assert got > 0.008
    print("verified")
