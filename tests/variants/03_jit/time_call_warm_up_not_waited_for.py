"""The warm-up call compiles but its result is not waited for: when the first call queues work, that work is still running when the clock starts, and the first timed call pays for it."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "The untimed first call was not waited for"
TIMED_CHECK = "excludes_compilation"

import statistics
import time

import jax


def time_call(fn, *args, repeats=20):
    fn(*args)  # warm-up: compiles, not counted
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
