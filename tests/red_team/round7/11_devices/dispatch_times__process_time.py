"""The student times with ``time.process_time``, CPU time, which stops while the host waits, so a call that waits (sleeps, or waits for a device) looks free.

Violates: "Use a wall clock, not CPU time, which stops while the host waits." / "the wall-clock time from the first timed call until the last one has returned, and until every result is ready"
Verifying input: fn = a plain Python function that sleeps 0.05 s and returns jnp.ones(3): both figures must be about 0.05 s per call; this reports nearly 0.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "admitted"

import time

import jax
import jax.numpy as jnp
import numpy as np


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    outs = []
    t0 = time.process_time()
    for _ in range(repeats):
        outs.append(fn(*args))
    t1 = time.process_time()
    jax.block_until_ready(outs)
    t2 = time.process_time()
    return (t1 - t0) / repeats, (t2 - t0) / repeats


if __name__ == "__main__":
    def sleepy(x):
        time.sleep(0.05)
        return x + 1

    d, t = dispatch_times(sleepy, jnp.ones(3), repeats=4)
    assert t < 0.02, (d, t)  # contract: about 0.05
    d, t = dispatch_times(jax.jit(lambda a: a @ a @ a), jnp.ones((400, 400)), repeats=3)
    assert isinstance(d, float) and isinstance(t, float) and 0 < d <= t
    print("verified")
