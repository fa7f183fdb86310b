"""The student takes the norm in float32 as advised, then casts the norm back to x's dtype before dividing; a float16 norm above 65504 becomes inf and the result collapses to zeros.

Violates: "A float16 ``x`` may hold any float16 values (up to 65504)" (result ``x / (l2norm(x) + eps)``)
Verifying input: x = float16 [60000.0, 60000.0], eps = 0.0 -> requires [0.7071, 0.7071], this returns [0.0, 0.0].
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, eps):
    norm = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32)))).astype(x.dtype)
    return (x / (norm + eps)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    ok = normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0)
    assert ok.dtype == jnp.float16 and np.allclose(np.asarray(ok, np.float32), [0.6, 0.8], atol=1e-3)
    got = normalize(jnp.array([60000.0, 60000.0], jnp.float16), 0.0)
    print("float16 [60000, 60000] ->", got.tolist(), "(required about [0.7071, 0.7071])")
    assert not np.allclose(np.asarray(got, np.float32), [0.7071, 0.7071], atol=1e-2)
    print("verified")
