"""The student uses jnp.bincount with weights, which clips a negative index to bin 0 instead of counting it from the end.

Violates: "negative indices count from the end, as in NumPy."
Verifying input: size=3, indices=[0, -1, 2], values=[1.0, 2.0, 3.0] -> requires [1.0, 0.0, 5.0], this returns [3.0, 0.0, 3.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def add_at(size, indices, values):
    weights = jnp.asarray(values).astype(jnp.float32)
    return jnp.bincount(indices, weights=weights, length=size).astype(jnp.float32)


if __name__ == "__main__":
    import numpy as np

    idx = np.array([0, -1, 2]); vals = np.array([1.0, 2.0, 3.0])
    expected = np.zeros(3); np.add.at(expected, idx, vals)
    got = add_at(3, jnp.asarray(idx), jnp.asarray(vals, jnp.float32))
    print("expected", expected.tolist(), "got", got.tolist())
    assert not np.allclose(np.asarray(got), expected)
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    print("verified")
