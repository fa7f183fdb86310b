"""Times one call more than `repeats` (an off-by-one loop bound): the contract is one untimed first call, then exactly `repeats` timed calls."""
EXERCISE = "jit.time_call"
VERDICT = "fail"
MESSAGE = "called fn 9 times; it should call it 8 times"

import statistics
import time

import jax


def time_call(fn, *args, repeats=20):
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats + 1):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
