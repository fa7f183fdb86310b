"""Adds a "fast path" for a Python-int branch that indexes the Python list of functions, where -1 wraps to the last one (sin) and 7 raises IndexError; traced branches go through lax.switch correctly.

Violates: "An out-of-range ``branch`` counts as the nearest valid one: below 0 means 0, above 2 means 2."
Verifying input: piecewise(jnp.array([1.0, -2.0]), -1) -> requires [1.0, 4.0], this returns sin; piecewise(x, 7) raises IndexError.
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    fns = [lambda v: v ** 2, lambda v: -v, jnp.sin]
    if isinstance(branch, int):
        return fns[branch](x)
    return lax.switch(branch, fns, x)


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([1.0, -2.0])
    f = jax.jit(piecewise)
    assert f(x, jnp.int32(-1)).tolist() == (x ** 2).tolist()     # traced: right
    assert f(x, jnp.int32(7)).tolist() == jnp.sin(x).tolist()
    got = piecewise(x, -1)
    print("Python int -1: required", (x ** 2).tolist(), "got", got.tolist())
    assert got.tolist() == jnp.sin(x).tolist()
    try:
        piecewise(x, 7)
    except IndexError:
        print("Python int 7: IndexError")
    else:
        raise AssertionError("expected IndexError")
    print("verified")
