"""Divides float16 x by a norm plus eps without casting back, so a 0-d float32 eps promotes the result to float32.

Violates: "An array of the same shape and dtype as ``x`` (a float16 ``x`` gives float16)." (eps may be "a Python float or a 0-d array")
Verifying input: jnp.array([3.0, 4.0], jnp.float16), eps=jnp.array(0.0, jnp.float32) -> the docstring requires float16, this returns float32.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    norm = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32)))).astype(x.dtype)
    return x / (norm + eps)


if __name__ == "__main__":
    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    h = jnp.array([300.0, 400.0], jnp.float16)
    assert normalize(h, 0.0).dtype == jnp.float16 and np.allclose(normalize(h, 0.0), [0.6, 0.8], atol=1e-3)
    out = normalize(jnp.array([3.0, 4.0], jnp.float16), jnp.array(0.0, jnp.float32))
    assert out.dtype == jnp.float32, out.dtype  # contract: float16
    print("verified")
