"""The student takes ``sorted(times)[repeats // 2]`` as the median, which for an even number of repeats is the upper middle value, not the median.

Violates: "repeats: how many calls are timed" / "The median (not the mean, not the fastest) of the ``repeats`` timed calls"
Verifying input: with repeats=4 and timed calls lasting 1, 2, 3, 4 s (fake clock), the median is 2.5; this returns 3.0.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "admitted"

import statistics
import time

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats=20):
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - t0)
    return float(sorted(times)[len(times) // 2])


if __name__ == "__main__":
    real = time.perf_counter
    clock = [0.0]
    time.perf_counter = lambda: clock[0]
    try:
        def run(durations, repeats):
            it = iter(durations)
            def fn(x):
                clock[0] += next(it)
                return x
            return time_call(fn, jnp.ones(3), repeats=repeats)
        assert run([100.0, 1.0, 2.0, 3.0, 4.0], 4) != statistics.median([1.0, 2.0, 3.0, 4.0])
        assert run([100.0, 5.0, 1.0, 3.0], 3) == 3.0
        assert run([100.0, 4.0, 1.0, 9.0, 2.0, 3.0], 5) == 3.0
        assert isinstance(run([100.0, 1.0], 1), float)
    finally:
        time.perf_counter = real
    s = time_call(jax.jit(jnp.sin), jnp.ones(1000), repeats=5)
    assert isinstance(s, float) and s > 0
    print("verified")
