"""Clamps labels from above with ``minimum(labels, n_bins)`` and relies on -1 indexing the last (invalid) bin; -2, -3, ... land in valid bins.

Violates: "``counts[n_bins]`` is how many labels are out of range (negative, or ``n_bins`` and above)".
Verifying input: count_labels(jnp.array([-2, 0]), 3) -> the docstring requires [1, 0, 0, 1], this returns [1, 0, 1, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    idx = jnp.minimum(jnp.asarray(labels).astype(jnp.int32), n_bins)  # -1 wraps to the last bin
    return jnp.zeros(n_bins + 1, jnp.int32).at[idx].add(1)


if __name__ == "__main__":
    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    assert count_labels(jnp.array([1, 1, 7, -1], jnp.int8), 2).tolist() == [0, 2, 2]
    out = count_labels(jnp.array([-2, 0]), 3)
    assert out.tolist() == [1, 0, 1, 0], out
    assert out.tolist() != [1, 0, 0, 1]
    print("verified")
