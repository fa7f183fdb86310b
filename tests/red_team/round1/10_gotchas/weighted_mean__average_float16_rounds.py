"""Uses ``jnp.average`` and casts the result to float32; ``jnp.average`` computes float16 inputs in float16, so products round or overflow.

Violates: "whatever the dtypes of the inputs (arrays of int8 or float16 too: their products must not wrap around or round)".
Verifying input: weighted_mean(np.array([300, 1], np.float16), np.array([300, 1], np.float16)) -> the docstring requires 90001/301 = 299.00..., this returns inf.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def weighted_mean(values, weights) -> jax.Array:
    return jnp.average(jnp.asarray(values), weights=jnp.asarray(weights)).astype(jnp.float32)


if __name__ == "__main__":
    assert weighted_mean([1, 2, 3], [1, 1, 2]).tolist() == 2.25
    # int8 is fine: jnp.average promotes integers to float32
    assert float(weighted_mean(np.array([100, 100], np.int8), np.array([2, 2], np.int8))) == 100.0
    out = weighted_mean(np.array([300, 1], np.float16), np.array([300, 1], np.float16))
    expected = 90001 / 301
    assert out.dtype == jnp.float32
    assert not abs(float(out) - expected) < 1e-3 * expected, out
    print("verified")
