"""The student relies on x.at[idx].get(mode="fill"), which still counts negative indices from the end, so -1 returns the last element instead of the fill value.

Violates: "Here every index outside ``[0, len(x))``, negative ones included, must give ``fill_value``."
Verifying input: x = [10.0, 20.0, 30.0], idx = [0, 3, -1, 2], fill_value = -1.0 -> requires [10.0, -1.0, -1.0, 30.0], this returns [10.0, -1.0, 30.0, 30.0].
"""
EXERCISE = "arrays.safe_get"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def safe_get(x, idx, fill_value):
    x = jnp.asarray(x)
    return x.at[idx].get(mode="fill", fill_value=fill_value)


if __name__ == "__main__":
    import numpy as np

    x = np.array([10.0, 20.0, 30.0], np.float32); idx = np.array([0, 3, -1, 2])
    expected = np.where((idx >= 0) & (idx < len(x)), x[np.clip(idx, 0, len(x) - 1)], -1.0)
    got = np.asarray(safe_get(jnp.asarray(x), jnp.asarray(idx), -1.0))
    print("expected", expected.tolist(), "got", got.tolist())
    assert not np.array_equal(got, expected)
    print("verified")
