"""Skips the untimed first call, so the compile time is in both figures."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "compil"
TIMED_CHECK = "excludes_compilation"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    start = time.perf_counter()
    outputs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    jax.block_until_ready(outputs)
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats
