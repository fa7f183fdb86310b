"""The student takes the norm with ``jnp.linalg.norm`` in the input dtype, so float16 squares past 256 overflow and the result is all zeros.

Violates: "A float16 ``x`` may hold any float16 values (up to 65504): its squares overflow float16 past 256, so take its norm in float32."
Verifying input: normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0) must be [0.6, 0.8]; this returns [0.0, 0.0].
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalize(x, eps):
    return (x / (jnp.linalg.norm(x) + eps)).astype(x.dtype)


if __name__ == "__main__":
    got = np.asarray(normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0), np.float64)
    assert not np.allclose(got, [0.6, 0.8], rtol=1e-2), got
    assert np.allclose(np.asarray(normalize(jnp.array([3.0, 4.0], jnp.float16), 0.0), np.float64), [0.6, 0.8], rtol=1e-3)
    assert np.allclose(np.asarray(normalize(jnp.array([3.0, 4.0]), 0.0)), [0.6, 0.8])
    y = normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0)
    assert np.allclose(np.asarray(y), [[0.3, 0.0], [0.0, 0.4]])
    assert normalize(jnp.array([1.0, 2.0], jnp.float16), jnp.float32(0.1)).dtype == jnp.float16
    print("verified")
