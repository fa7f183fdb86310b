"""The student scatters into zeros of the values' own dtype and casts to float32 only at the end, so repeated indices of int8/int16 values wrap around instead of adding up.

Violates: "``out = np.zeros(size); np.add.at(out, indices, values)``" and "A float32 vector ... (also for integer ``values``)" for "values: ... integers up to both ends of their range."
Verifying input: size = 2, indices = [0, 0], values = int8 [127, 127] -> requires [254.0, 0.0], this returns [-2.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values)
    out = jnp.zeros(size, values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


if __name__ == "__main__":
    import numpy as np
    from functools import partial

    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    f = jax.jit(add_at, static_argnums=0)
    rng = np.random.default_rng(0)
    idx = rng.integers(-5, 5, 40)
    vals = rng.normal(size=40).astype(np.float32)
    want = np.zeros(5)
    np.add.at(want, idx, vals)
    got = f(5, jnp.asarray(idx), jnp.asarray(vals))
    assert got.dtype == jnp.float32
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-5)
    gi = add_at(3, jnp.array([1, 1, -1]), jnp.array([3, 4, 5], jnp.int32))
    assert gi.dtype == jnp.float32 and gi.tolist() == [0.0, 7.0, 5.0]
    # the violation: int8 at the top of its range
    bad = add_at(2, jnp.array([0, 0]), jnp.array([127, 127], jnp.int8))
    assert bad.tolist() == [-2.0, 0.0], bad
    bad16 = add_at(1, jnp.array([0, 0]), jnp.array([-32768, -32768], jnp.int16))
    assert bad16.tolist() == [0.0], bad16  # requires -65536.0
    print("verified")
