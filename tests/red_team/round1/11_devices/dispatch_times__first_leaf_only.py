"""After the last call, waits only for the first leaf of the last result (the "loss"), not for every array the calls returned.

Violates: "Only after the last call has returned, wait until every result exists (``fn`` may return any pytree of arrays)".
Verifying input: dispatch_times(fn, a, repeats=2) with fn returning (cheap array, slow array) -> the docstring requires every returned array ready when it returns, this leaves the slow one still computing.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "beyond"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    jax.tree.leaves(fn(*args))[0].block_until_ready()
    start = time.perf_counter()
    for _ in range(repeats):
        out = fn(*args)
    dispatched = time.perf_counter()
    jax.tree.leaves(out)[0].block_until_ready()
    done = time.perf_counter()
    return (dispatched - start) / repeats, (done - start) / repeats


if __name__ == "__main__":
    d, t = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < d <= t
    cheap = jax.jit(lambda a: a[0, 0] + 1)
    slow = jax.jit(lambda a: (((a @ a) @ a) @ a) @ a)
    a = jnp.ones((1000, 1000)) / 1000
    outs = []

    def fn(x):
        out = (cheap(x), slow(x))
        outs.append(out)
        return out

    dispatch_times(fn, a, repeats=2)
    ready = [leaf.is_ready() for leaf in jax.tree.leaves(outs[-1])]
    assert ready[0] and not ready[1], ready
    print("verified")
