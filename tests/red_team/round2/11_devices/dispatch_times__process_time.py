"""Times with time.process_time (CPU time of this process) instead of a wall clock, so time spent waiting is not counted.

Violates: "Use a wall clock, not CPU time, which stops while the host waits".
Verifying input: a plain Python fn that sleeps 0.05 s and returns jnp.ones(2), repeats 2 -> the docstring requires total >= 0.05 s per call, this returns about 0.
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
    d, t = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < d <= t
    ones = jnp.ones(2)

    def sleepy(x):
        time.sleep(0.05)
        return ones

    d, t = dispatch_times(sleepy, ones, repeats=2)
    assert t < 0.025, (d, t)
    print(d, t)
    print("verified")
