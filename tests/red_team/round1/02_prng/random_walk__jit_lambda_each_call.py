"""Jits a fresh lambda (closing over n_steps) on every call, so every call, with a new key or not, traces and compiles again.

Violates: "n_steps: ... static under jax.jit: one compilation per n_steps; a new key must not recompile".
Verifying input: random_walk(key(0), 50) then random_walk(key(1), 50) -> the docstring requires no compilation on the second call, this compiles again.
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
import numpy as np


def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def walk(k):
        steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(k, i)))(jnp.arange(n_steps))
        return jnp.cumsum(steps)
    return jax.jit(lambda k: walk(k))(key)


def _rw_jl_compiles(thunk):
    import logging
    seen = []

    class _H(logging.Handler):
        def emit(self, record):
            if "Finished XLA compilation" in record.getMessage():
                seen.append(record.getMessage())

    handler = _H()
    logger = logging.getLogger("jax")
    jax.config.update("jax_log_compiles", True)
    logger.addHandler(handler)
    try:
        thunk()
    finally:
        logger.removeHandler(handler)
        jax.config.update("jax_log_compiles", False)
    return len(seen)


if __name__ == "__main__":
    walk = random_walk(jax.random.key(0), 5)
    assert walk.shape == (5,) and bool(walk[0] == jax.random.normal(jax.random.fold_in(jax.random.key(0), 0)))
    key = jax.random.key(4)
    ref = np.cumsum([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(30)])
    np.testing.assert_allclose(np.asarray(random_walk(key, 30)), ref, rtol=1e-5, atol=1e-5)
    assert random_walk(key, 30).dtype == jnp.float32
    random_walk(jax.random.key(0), 50)
    n = _rw_jl_compiles(lambda: random_walk(jax.random.key(1), 50))
    assert n >= 1, n    # the contract allows none
    print("verified")
