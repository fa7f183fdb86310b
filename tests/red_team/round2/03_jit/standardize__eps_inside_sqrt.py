"""The student adds the 1e-6 inside the square root, (x - mean) / sqrt(var + 1e-6), the usual batch-norm form, not the asked std + 1e-6; the two differ once a column's std is near 1e-3.

Violates: "Computes ``(x - mean) / (std + 1e-6)``".
Verifying input: x = [[0.0], [0.002]] (std 0.001) -> requires [-0.999, 0.999], this returns [-0.707, 0.707].
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    var = jnp.var(x, axis=0)
    return (x - mean) / jnp.sqrt(var + 1e-6)


if __name__ == "__main__":
    import numpy as np

    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    def ref(x):
        x = x.astype(np.float64)
        return (x - x.mean(0)) / (x.std(0) + 1e-6)
    rng = np.random.default_rng(3)
    for shape in [(50, 4), (3, 7), (1, 5), (200, 1)]:
        x = rng.normal(size=shape).astype(np.float32) * 3 + 1
        np.testing.assert_allclose(np.asarray(standardize(x)), ref(x), rtol=1e-4, atol=1e-4)
    x = np.array([[0.0], [0.002]], np.float32)
    got = np.asarray(standardize(x))
    assert abs(got[1, 0] - 0.707) < 0.01 and abs(ref(x)[1, 0] - 0.999) < 0.01, got
    print("verified")
