"""The student does call jax.block_until_ready, but reads the stop clock before it, so each timing measures only the dispatch of the work.

Violates: "each timed call lasts until its whole output (any pytree of arrays) has been computed, not just until JAX has queued the work"
Verifying input: fn = jitted 900x900 triple matrix product, repeats=10 -> requires about the honest time (tens of ms), this returns well under a millisecond.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "values"

import statistics
import time

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats=20):
    jax.block_until_ready(fn(*args))            # warm-up (compiles), not counted
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        times.append(time.perf_counter() - start)
        jax.block_until_ready(out)
    return statistics.median(times)


if __name__ == "__main__":
    heavy = jax.jit(lambda a: (a @ a @ a).sum())
    a = jnp.ones((900, 900))

    def honest(fn, *args, repeats):
        jax.block_until_ready(fn(*args))
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            jax.block_until_ready(fn(*args))
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    got = time_call(heavy, a, repeats=10)
    truth = honest(heavy, a, repeats=10)
    print(f"student {got * 1e3:.3f} ms, honest {truth * 1e3:.3f} ms")
    assert got < truth / 10
    print("verified")
