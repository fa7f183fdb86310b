"""Times with ``time.process_time`` (CPU time of this process) instead of a wall clock; time spent waiting or sleeping is not counted.

Violates: "Use a wall clock, not CPU time, which stops while the host waits."
Verifying input: dispatch_times(fn_that_sleeps_50ms, jnp.ones(2), repeats=3) -> the docstring requires total >= 0.05 s per call, this returns about 0.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "beyond"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.block_until_ready(fn(*args))
    start = time.process_time()
    outs = [fn(*args) for _ in range(repeats)]
    dispatched = time.process_time()
    jax.block_until_ready(outs)
    done = time.process_time()
    return (dispatched - start) / repeats, (done - start) / repeats


if __name__ == "__main__":
    d, t = dispatch_times(jax.jit(lambda x: jnp.sin(x) @ jnp.cos(x)), jnp.ones((300, 300)))
    assert 0 <= d <= t
    double = jax.jit(lambda x: 2 * x)

    def sleepy(x):
        time.sleep(0.05)
        return double(x)

    d, t = dispatch_times(sleepy, jnp.ones(2), repeats=3)
    assert t < 0.025, (d, t)  # the wall clock per call is at least 0.05 s
    print("verified")
