"""The student numbers the steps from 1 (folds in i + 1), so every step is the next step's number and walk[0] is not normal(fold_in(key, 0)).

Violates: "step ``i`` is the standard-normal scalar that ``jax.random.normal`` draws from the key ``jax.random.fold_in(key, i)``"
Verifying input: key = jax.random.key(0), n_steps = 5 -> requires walk[0] == normal(fold_in(key, 0)), this returns normal(fold_in(key, 1)).
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def random_walk(key, n_steps):
    def step(i):
        return jax.random.normal(jax.random.fold_in(key, i + 1))

    return jnp.cumsum(jax.vmap(step)(jnp.arange(n_steps)))


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    first = float(jax.random.normal(jax.random.fold_in(key, 0)))
    got = np.asarray(random_walk(key, 5))
    print("required walk[0]", first, "got", float(got[0]))
    assert got[0] != np.float32(first)
    # it is self-consistent (a longer walk extends a shorter one), which hides the shift
    assert np.array_equal(np.asarray(random_walk(key, 8))[:5], got)
    print("verified")
