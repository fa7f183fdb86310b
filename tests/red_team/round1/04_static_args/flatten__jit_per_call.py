"""Builds a fresh jax.jit of a functools.partial on every call, so every call compiles again.

Violates: "one compilation per shape of ``x`` and value of ``axis``, none for new values of ``x``."
Verifying input: three calls with jnp.ones((2, 3)) * k, axis=1 -> the docstring requires 1 compilation, this compiles 3 times.
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "beyond"

import math
from functools import partial

import jax
import jax.numpy as jnp


def _fl_jpc_impl(x, axis):
    if axis is None:
        return jnp.reshape(x, (x.size,))
    return jnp.reshape(x, (math.prod(x.shape[:axis]), math.prod(x.shape[axis:])))


def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    # axis is bound with partial, so jit only ever sees x: "axis is static"
    return jax.jit(partial(_fl_jpc_impl, axis=axis))(x)


if __name__ == "__main__":
    import logging

    msgs = []

    class _H(logging.Handler):
        def emit(self, r):
            msgs.append(r.getMessage())

    x = jnp.arange(24).reshape(2, 3, 4)
    assert flatten(x).shape == (24,) and flatten(x, axis=1).shape == (2, 12)
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    assert flatten(jnp.zeros((0, 3)), axis=1).shape == (0, 3)
    base = [jnp.ones((2, 3)) * k for k in range(3)]
    logging.getLogger("jax").addHandler(_H())
    jax.config.update("jax_log_compiles", True)
    for v in base:
        flatten(v, axis=1)
    jax.config.update("jax_log_compiles", False)
    n = sum(1 for m in msgs if m.startswith("Compiling") and "_fl_jpc_impl" in m)
    assert n == 3, (n, msgs)  # contract: 1
    print("verified")
