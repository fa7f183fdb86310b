"""The student takes jnp.linalg.norm(x) in x's own dtype; for float16 the squares overflow past 256, the norm becomes inf and every element comes out 0.

Violates: "A float16 ``x`` may hold any float16 values (up to 65504): its squares overflow float16 past 256, so take its norm in float32."
Verifying input: x = float16 [300.0, 400.0], eps = 0.0 -> requires [0.6, 0.8], this returns [0.0, 0.0].
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, eps):
    return x / (jnp.linalg.norm(x) + eps)


if __name__ == "__main__":
    import numpy as np

    assert np.allclose(np.asarray(normalize(jnp.array([3.0, 4.0]), 0.0)), [0.6, 0.8])
    got = normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0)
    print("float16 [300, 400] ->", got.dtype, got.tolist(), "(required about [0.6, 0.8])")
    assert not np.allclose(np.asarray(got, np.float32), [0.6, 0.8], atol=1e-2)
    print("verified")
