"""Jits a fresh lambda on every call, so every call (new indices or not) traces and compiles again.

Violates: "One compilation per size: new indices or values must not recompile."
Verifying input: add_at(4, [0,1], [1.,2.]) then add_at(4, [2,3], [3.,4.]) -> the docstring requires one compilation for size 4, this compiles on each call.
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    fast = jax.jit(lambda i, v: jnp.zeros(size, jnp.float32).at[i].add(v.astype(jnp.float32)))
    return fast(jnp.asarray(indices), jnp.asarray(values))


if __name__ == "__main__":
    import logging
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    out = np.zeros(5); np.add.at(out, [1, -1, 1], [1.0, 2.0, 3.0])
    assert add_at(5, jnp.array([1, -1, 1]), jnp.array([1.0, 2.0, 3.0])).tolist() == out.tolist()
    compiles = []

    class _AaJlHandler(logging.Handler):
        def emit(self, record):
            if "Compiling" in record.getMessage() or "compil" in record.getMessage().lower():
                compiles.append(record.getMessage())

    add_at(4, jnp.array([0, 1]), jnp.array([1.0, 2.0]))   # warm up size 4
    jax.config.update("jax_log_compiles", True)
    handler = _AaJlHandler()
    logging.getLogger("jax").addHandler(handler)
    add_at(4, jnp.array([2, 3]), jnp.array([3.0, 4.0]))
    add_at(4, jnp.array([0, 0]), jnp.array([5.0, 6.0]))
    logging.getLogger("jax").removeHandler(handler)
    jax.config.update("jax_log_compiles", False)
    assert len(compiles) >= 2, compiles    # the contract allows none for size 4 any more
    print("verified")
