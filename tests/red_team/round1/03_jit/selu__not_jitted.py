"""Right formula, but never compiled: runs one jnp operation at a time, so it is no faster than the eager formula.

Violates: "The function is jitted, and on a vector of 1,000 elements it must be clearly faster than the same formula run without jit".
Verifying input: jnp.ones(1000) -> the docstring requires a jitted function clearly faster than the eager formula, this is the eager formula (no jit; timing ratio about 1).
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "beyond"

import time

import jax
import jax.numpy as jnp
import numpy as np


def selu(x: jax.Array) -> jax.Array:
    alpha, scale = 1.6732632, 1.0507010
    return scale * jnp.where(x > 0, x, alpha * (jnp.exp(x) - 1))


def _selu_nj_time(fn, x, n=200):
    jax.block_until_ready(fn(x))
    start = time.perf_counter()
    for _ in range(n):
        jax.block_until_ready(fn(x))
    return (time.perf_counter() - start) / n


if __name__ == "__main__":
    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    assert selu(jnp.ones(3, jnp.float16)).dtype == jnp.float16
    assert not hasattr(selu, "lower")      # not a jax.jit-wrapped function
    x = jnp.linspace(-3, 3, 1000)
    eager = _selu_nj_time(selu, x)
    jitted = _selu_nj_time(jax.jit(selu), x)
    assert eager > 1.5 * jitted, (eager, jitted)   # what jit would have given
    print("verified")
