"""The student converts the fill value with float() before filling, which raises when fill_value is traced under jax.jit (and would need a recompile per value anyway).

Violates: "fill_value: the scalar to return for out-of-range indices; it may be traced, and one compilation must serve every fill value."
Verifying input: jax.jit(safe_get)(x=[10., 20., 30.], idx=[0, 3], fill_value=jnp.float32(-1.0)) -> requires [10.0, -1.0], this raises ConcretizationTypeError.
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def safe_get(x, idx, fill_value):
    x = jnp.asarray(x)
    n = x.shape[0]
    inside = (idx >= 0) & (idx < n)
    filler = jnp.full(idx.shape, float(fill_value), dtype=x.dtype)
    return jnp.where(inside, x[jnp.clip(idx, 0, n - 1)], filler)


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([10.0, 20.0, 30.0]); idx = jnp.array([0, 3, -1, 2])
    assert safe_get(x, idx, -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]      # eager: fine
    try:
        out = jax.jit(safe_get)(x, idx, jnp.float32(-1.0))
        raise SystemExit(f"unexpectedly worked: {out}")
    except jax.errors.ConcretizationTypeError as error:
        print("under jit with a traced fill value:", type(error).__name__)
    print("verified")
