"""The student makes the walk start at the origin (subtracts the first step so position 0 is 0.0), shifting every position by step 0.

Violates: "position ``i`` is the sum of steps ``0..i``" ... "``result[0]`` is the first step itself."
Verifying input: key = jax.random.key(0), n_steps = 5 -> requires result[0] == normal(fold_in(key, 0)) (about 1.2e0 in size, not 0), this returns 0.0 and every later position shifted.
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def random_walk(key, n_steps):
    steps = jax.vmap(lambda i: jax.random.normal(jax.random.fold_in(key, i)))(jnp.arange(n_steps))
    positions = jnp.cumsum(steps)
    return positions - steps[0]


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    steps = np.array([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(5)])
    reference = np.cumsum(steps)
    got = np.asarray(random_walk(key, 5))
    print("reference", reference.round(4).tolist(), "got", got.round(4).tolist())
    assert got[0] == 0.0 and reference[0] != 0.0
    assert not np.allclose(got, reference)
    print("verified")
