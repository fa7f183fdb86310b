"""Takes the norm in the input dtype, so for float16 the squares overflow to inf and the result collapses to zeros.

Violates: "``x / (l2norm(x) + eps)``, the L2 norm taken over all elements" (with "a float16 ``x`` gives float16").
Verifying input: jnp.array([300.0, 400.0], jnp.float16), eps=0.0 -> the docstring requires [0.6, 0.8] (norm 500 fits float16), this returns [0.0, 0.0].
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    return (x / (jnp.linalg.norm(x) + eps)).astype(x.dtype)


if __name__ == "__main__":
    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    small = normalize(jnp.array([3.0, 4.0], jnp.float16), jnp.float32(0.0))
    assert small.dtype == jnp.float16 and np.allclose(small, [0.6, 0.8], atol=1e-3)
    out = normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0)
    assert out.dtype == jnp.float16
    assert np.asarray(out).tolist() == [0.0, 0.0], out  # contract: about [0.6, 0.8]
    print("verified")
