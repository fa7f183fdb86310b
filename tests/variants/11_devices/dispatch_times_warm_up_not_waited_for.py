"""The student makes the untimed compile call but does not wait for its result, so the warm-up's computation is still running when the clock starts and its run time is counted in the timed calls' total."""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
MESSAGE = 'The untimed first call was not waited for'
TIMED_CHECK = "excludes_compilation"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    fn(*args)                                          # compile first (not timed)
    start = time.perf_counter()
    outs = [fn(*args) for _ in range(repeats)]         # queue them back to back
    queued = time.perf_counter()
    jax.block_until_ready(outs)                        # every result, whatever the pytree
    ready = time.perf_counter()
    return (queued - start) / repeats, (ready - start) / repeats
