"""The student waits only for the first leaf of the output, so when the slow work is in another leaf the timer stops before it is done.

Violates: "fn: the function to time (jitted or not); its output may be any pytree of arrays." / "each timed call lasts until its whole output (any pytree of arrays) has been computed"
Verifying input: fn(x) = (x, slow(x)) where slow is a jitted chain of large matrix products dispatched asynchronously: the honest time is the product's; this measures almost nothing.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "admitted"

import statistics
import time

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats=20):
    def wait(out):
        leaves = jax.tree.leaves(out)
        if leaves:
            jax.block_until_ready(leaves[0])

    wait(fn(*args))
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        wait(fn(*args))
        times.append(time.perf_counter() - t0)
    return float(statistics.median(times))


if __name__ == "__main__":
    slow = jax.jit(lambda a: ((a @ a) @ a) @ a)
    a = jnp.ones((1200, 1200)) / 1200
    fn = lambda a: (a, slow(a))
    jax.block_until_ready(fn(a))
    honest = []
    for _ in range(3):
        t0 = time.perf_counter()
        jax.block_until_ready(fn(a))
        honest.append(time.perf_counter() - t0)
    honest = statistics.median(honest)
    measured = time_call(fn, a, repeats=3)
    jax.block_until_ready(slow(a))
    assert measured < 0.3 * honest, (measured, honest)
    # single-array outputs are timed correctly
    m = time_call(slow, a, repeats=3)
    assert m > 0.5 * honest, (m, honest)
    print("verified")
