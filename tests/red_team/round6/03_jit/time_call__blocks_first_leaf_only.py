"""The student waits on the first leaf of the output only (jax.tree.leaves(out)[0].block_until_ready()), so when that leaf is ready early the timer stops before the rest of the output is computed.

Violates: "each timed call lasts until its whole output (any pytree of arrays) has been computed, not just until JAX has queued the work"
Verifying input: fn(a) = (step, heavy(a)) with step an already-computed array and heavy a jitted 900x900 triple matrix product, repeats=10 -> requires about the honest time (tens of ms), this returns microseconds.
"""
EXERCISE = "jit.time_call"
VERDICT = "fail"
KIND = "values"

import statistics
import time

import jax
import jax.numpy as jnp


def time_call(fn, *args, repeats=20):
    jax.block_until_ready(fn(*args))
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        jax.tree.leaves(out)[0].block_until_ready()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


if __name__ == "__main__":
    heavy = jax.jit(lambda a: (a @ a @ a).sum())
    a = jnp.ones((900, 900))
    step = jnp.zeros(())

    def train_step(a):
        return step, heavy(a)

    def honest(fn, *args, repeats):
        jax.block_until_ready(fn(*args))
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            jax.block_until_ready(fn(*args))
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    got = time_call(train_step, a, repeats=10)
    jax.block_until_ready(heavy(a))
    truth = honest(train_step, a, repeats=10)
    print(f"student {got * 1e3:.3f} ms, honest {truth * 1e3:.3f} ms")
    assert got < truth / 10
    print("verified")
