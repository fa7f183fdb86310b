"""Closes over eps in a freshly jitted inner function, so every new eps value compiles a new program.

Violates: "``eps`` is an ordinary (traced) argument: for one shape of ``x``, ten different values of ``eps`` cost one compilation, not ten."
Verifying input: x = jnp.ones(4), eps in 1e-3 * [1..10] -> the docstring requires 1 compilation, this compiles 10 times.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def normalize(x: jax.Array, eps: float) -> jax.Array:
    @jax.jit
    def _nz_baked_inner(v):
        n = jnp.sqrt(jnp.sum(jnp.square(v.astype(jnp.float32))))
        return (v / (n + eps)).astype(v.dtype)

    return _nz_baked_inner(x)


if __name__ == "__main__":
    import logging

    import numpy as np

    assert np.allclose(normalize(jnp.array([3.0, 4.0]), 0.0), [0.6, 0.8])
    assert np.allclose(normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0), [[0.3, 0.0], [0.0, 0.4]])
    assert normalize(jnp.array([3.0, 4.0], jnp.float16), 0.0).dtype == jnp.float16
    msgs = []

    class _H(logging.Handler):
        def emit(self, r):
            msgs.append(r.getMessage())

    x = jnp.ones(4)
    logging.getLogger("jax").addHandler(_H())
    jax.config.update("jax_log_compiles", True)
    for k in range(1, 11):
        normalize(x, 1e-3 * k)
    jax.config.update("jax_log_compiles", False)
    n = sum(1 for m in msgs if m.startswith("Compiling") and "_nz_baked_inner" in m)
    assert n == 10, n  # contract: 1
    print("verified")
