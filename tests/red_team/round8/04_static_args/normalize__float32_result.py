"""The student takes the norm in float32 as advised but divides the float16 ``x`` by that float32 norm without casting back, so a float16 input comes back float32.

Violates: "An array of the same shape and dtype as x (a float16 x gives float16)."
Verifying input: normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0).dtype must be float16; this returns float32.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    norm = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32))))
    return x / (norm + eps)


if __name__ == "__main__":
    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    got = normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0)
    print("values", got.tolist(), "dtype", got.dtype)
    assert got.dtype == jnp.float32
    print("flaw shown")
