"""The student blends the gathered values and the fill value arithmetically (g * valid + fill * (1 - valid)) instead of selecting, so inf/nan poison the other branch.

Violates: "Return ``x[idx]``, but ``fill_value`` wherever an index is out of range." for "x: ... Any values of its dtype: inf and nan included" and "fill_value: ... Any values: inf and nan included."
Verifying input: x=[1.0, 2.0, inf], idx=[0, 5], fill_value=-1.0 -> requires [1.0, -1.0], this returns [1.0, nan]; and x=[1.0, 2.0], idx=[0], fill_value=inf -> requires [1.0], this returns [nan].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    n = x.shape[0]
    valid = ((idx >= 0) & (idx < n)).astype(x.dtype)
    gathered = x[jnp.clip(idx, 0, n - 1)]
    fill = jnp.asarray(fill_value).astype(x.dtype)
    return gathered * valid + fill * (1 - valid)


if __name__ == "__main__":
    import numpy as np

    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    rng = np.random.default_rng(6)
    f = jax.jit(safe_get)
    def ref(x, idx, fv):
        out = np.full(idx.shape, fv, dtype=x.dtype)
        ok = (idx >= 0) & (idx < len(x))
        out[ok] = x[idx[ok]]
        return out
    for n in [1, 4, 7]:
        idx = np.concatenate([rng.integers(-10, 10, 8), [2**31 - 1, -2**31]]).astype(np.int32)
        for x in [rng.normal(size=n).astype(np.float32), rng.integers(-100, 100, n).astype(np.int32)]:
            for fv in [-1.0, 0.0, 7.0]:
                np.testing.assert_array_equal(np.asarray(f(x, idx, fv)), ref(x, idx, fv))
    got = np.asarray(safe_get(jnp.array([1.0, 2.0, np.inf]), jnp.array([0, 5]), -1.0))
    assert got[0] == 1.0 and np.isnan(got[1]), got
    got = np.asarray(safe_get(jnp.array([1.0, 2.0]), jnp.array([0]), np.inf))
    assert np.isnan(got[0]), got
    print("verified")
