"""The student adds ``eps`` to the float32 norm and divides without casting back, so a 0-d float32 ``eps`` makes a float16 ``x`` come back float32.

Violates: "eps: ... (a Python float or a 0-d array of any float dtype: the result keeps ``x``'s dtype all the same)."
Verifying input: normalize(jnp.array([3.0, 4.0], jnp.float16), jnp.float32(0.0)) must be float16; this is float32.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalize(x, eps):
    norm = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32))))
    return x / (norm.astype(x.dtype) + eps)


if __name__ == "__main__":
    def ref(x, eps):
        x64 = np.asarray(x, np.float64)
        return x64 / (np.sqrt((x64**2).sum()) + float(eps))

    assert normalize(jnp.array([3.0, 4.0], jnp.float16), jnp.float32(0.0)).dtype != jnp.float16
    for x, eps in ((np.array([3.0, 4.0], np.float32), 0.0), (np.array([[3.0, 0.0], [0.0, 4.0]], np.float32), 5.0),
                   (np.array([300.0, 400.0, 60000.0], np.float16), 0.0), (np.array([1.0, 2.0], np.float32), np.float32(0.5))):
        y = normalize(x, eps)
        assert y.dtype == x.dtype
        assert np.allclose(np.asarray(y, np.float64), ref(x, eps), rtol=2e-3)
    print("verified")
