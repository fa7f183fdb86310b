"""Uses ``jnp.histogram`` over ``range=(0, n_bins)``, whose last bin is closed, so a label equal to ``n_bins`` is counted as ``n_bins - 1``.

Violates: "``counts[n_bins]`` is how many labels are out of range (negative, or ``n_bins`` and above)".
Verifying input: count_labels(jnp.array([3, 0]), 3) -> the docstring requires [1, 0, 0, 1], this returns [1, 0, 1, 0].
"""
EXERCISE = "gotchas.count_labels"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    labels = jnp.asarray(labels)
    valid_counts, _ = jnp.histogram(labels, bins=n_bins, range=(0, n_bins))
    valid_counts = valid_counts.astype(jnp.int32)
    invalid = labels.shape[0] - valid_counts.sum()
    return jnp.concatenate([valid_counts, invalid[None].astype(jnp.int32)])


if __name__ == "__main__":
    assert count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    assert count_labels(jnp.array([0, 1, 1, -7, 9], jnp.int8), 2).tolist() == [1, 2, 2]
    assert jax.jit(count_labels, static_argnums=1)(jnp.array([0, 2, 2, 5, -1]), 3).tolist() == [1, 0, 2, 2]
    out = count_labels(jnp.array([3, 0]), 3)
    assert out.tolist() == [1, 0, 1, 0], out
    print("verified")
