"""Times with time.process_time(), the CPU time of this process, which stops while the host sleeps or waits for the device.

Violates: "Use a wall clock, not CPU time, which stops while the host waits."
Verifying input: a plain Python fn that sleeps 20 ms per call, repeats=3 -> requires total about 0.02 s per call, this returns about 0.0.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "algorithm"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.process_time()
    outs = [fn(*args) for _ in range(repeats)]
    queued = time.process_time()
    jax.block_until_ready(outs)
    done = time.process_time()
    return (queued - start) / repeats, (done - start) / repeats


if __name__ == "__main__":
    x = jnp.ones(3)
    jax.block_until_ready(x + 1)

    def sleepy(x):
        time.sleep(0.02)
        return x + 1

    t0 = time.perf_counter()
    dispatch, total = dispatch_times(sleepy, x, repeats=3)
    wall = (time.perf_counter() - t0) / 4           # four calls in all, each sleeping 20 ms
    print("wall per call", wall, "returned total", total)
    assert wall >= 0.02 and total < 0.01
    print("verified")
