"""Correct, unusual style: the array is converted to float64 *inside* a ``jax.enable_x64(True)``
block (a context manager: it restores whatever mode was in force, also after an exception) and
reduced with ``jnp.einsum("i->", ...)`` instead of ``jnp.sum``. The float64 array it returns
stays float64 after the block ends.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "pass"
KIND = "correct"

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def precise_sum(x: Any) -> jax.Array:
    with jax.enable_x64(True):
        wide = jnp.asarray(np.asarray(x), dtype=jnp.float64)
        return jnp.einsum("i->", wide)


if __name__ == "__main__":
    got = precise_sum(np.array([1e8 + 0.5, 0.25]))
    assert got.tolist() == 100000000.75 and got.dtype == jnp.float64
    assert not jax.config.jax_enable_x64
    assert jnp.ones(2).dtype == jnp.float32
    assert precise_sum(np.array([16777216.0, 1.0, 1.0], np.float32)).tolist() == 16777218.0
    assert precise_sum(np.array([100, 100, -128], np.int8)).tolist() == 72.0
    assert precise_sum(np.array([], np.float64)).tolist() == 0.0
    with jax.enable_x64(True):
        assert precise_sum(np.array([0.5, 0.25])).tolist() == 0.75
        assert jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    try:
        precise_sum(np.array([1.0]))
        assert jax.config.jax_enable_x64
    finally:
        jax.config.update("jax_enable_x64", False)
    print("ok")
