"""Correct, written for one column and vmapped over axis 1 (in_axes=1, out_axes=1): two-pass mean and population std per column (half precision computed in float32 and rounded once), under jax.jit.

Verifying input: checked against NumPy float64 (x - mean) / (std + 1e-6) per column for shapes (1, 1), (2, 2), (5, 3), (100, 7), (3, 50), constant columns, columns with large offsets (1e4 + small spread), float32, float16 and bfloat16 inputs (dtype and shape preserved; error within the dtype's tolerance or at most twice that of the textbook jnp formula, whose float32 rounding dominates for the large-offset columns); the docstring example.
"""
EXERCISE = "jit.standardize"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def _standardize_column(c):
    w = c.astype(jnp.promote_types(c.dtype, jnp.float32))     # half precision: compute in float32, round once
    mean = jnp.mean(w)
    centred = w - mean
    std = jnp.sqrt(jnp.mean(centred * centred))
    return (centred / (std + 1e-6)).astype(c.dtype)


standardize = jax.jit(jax.vmap(_standardize_column, in_axes=1, out_axes=1))


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(8)

    def reference(a64):
        return (a64 - a64.mean(0)) / (a64.std(0) + 1e-6)

    tol = {jnp.float32: 2e-5, jnp.float16: 1e-2, jnp.bfloat16: 6e-2}
    for dtype in (jnp.float32, jnp.float16, jnp.bfloat16):
        for shape in ((1, 1), (2, 2), (5, 3), (100, 7), (3, 50)):
            base = rng.normal(size=shape) * 3 + rng.normal(size=shape[1]) * 5
            if shape[0] > 1 and shape[1] > 1:
                base[:, 0] = 4.0                                     # a constant column
            if dtype == jnp.float32 and shape[1] > 2:
                base[:, 1] = 10000.0 + rng.normal(size=shape[0])     # large offset, small spread
            x = jnp.asarray(base).astype(dtype)
            got = standardize(x)
            assert got.shape == x.shape and got.dtype == x.dtype
            exp = reference(np.asarray(x.astype(jnp.float32), np.float64))
            g = np.asarray(got.astype(jnp.float32), np.float64)
            # error no larger than the textbook jnp formula's own rounding error (or the dtype's tolerance)
            xf = x.astype(jnp.float32)
            textbook = ((xf - xf.mean(axis=0)) / (xf.std(axis=0) + 1e-6)).astype(dtype)
            t_err = np.abs(np.asarray(textbook.astype(jnp.float32), np.float64) - exp).max()
            err = np.abs(g - exp).max()
            assert err <= max(2 * t_err, tol[dtype] * (1 + np.abs(exp).max())), (dtype, shape, err, t_err)
    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    print("verified")
