"""Waits for the untimed first call, but only after starting the clock ("make sure the device is idle first"), so the first call's run is in the total."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = "once that work is done"
TIMED_CHECK = "excludes_compilation"

import time

import jax


def dispatch_times(fn, *args, repeats=5):
    warm = fn(*args)                                   # compiles; its result is waited for below
    start = time.perf_counter()
    jax.block_until_ready(warm)                        # the device is idle before the timed calls...
    outs = [fn(*args) for _ in range(repeats)]         # ...but the clock was already running
    queued = time.perf_counter()
    jax.block_until_ready(outs)
    ready = time.perf_counter()
    return (queued - start) / repeats, (ready - start) / repeats
