"""Waits with outs[-1].block_until_ready(), a method only a single array has: a fn returning a dict or tuple crashes (and only the last result is waited for).

Violates: "wait until every result exists (``fn`` may return any pytree of arrays)"
Verifying input: dispatch_times(jax.jit(lambda x: {"s": jnp.sin(x), "c": jnp.cos(x)}), jnp.ones(1000)) -> requires two floats, this raises AttributeError.
"""
EXERCISE = "devices.dispatch_times"
VERDICT = "fail"
KIND = "beyond"

import time

import jax
import jax.numpy as jnp


def dispatch_times(fn, *args, repeats=5):
    fn(*args).block_until_ready()
    start = time.perf_counter()
    outs = [fn(*args) for _ in range(repeats)]
    queued = time.perf_counter()
    outs[-1].block_until_ready()
    done = time.perf_counter()
    return (queued - start) / repeats, (done - start) / repeats


if __name__ == "__main__":
    dispatch, total = dispatch_times(jax.jit(jnp.sin), jnp.ones(1000))
    assert 0 < dispatch <= total                       # the docstring example passes
    try:
        dispatch_times(jax.jit(lambda x: {"s": jnp.sin(x), "c": jnp.cos(x)}), jnp.ones(1000))
        raise SystemExit("a dict output worked")
    except AttributeError as error:
        print("dict output:", type(error).__name__, error)
    print("verified")
