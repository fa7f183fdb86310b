"""The student draws all steps at once with jax.random.normal(key, (n_steps,)), which is a valid Gaussian walk but not the one the docstring defines number for number.

Violates: "step ``i`` is the standard-normal scalar that ``jax.random.normal`` draws from the key ``jax.random.fold_in(key, i)``"
Verifying input: key = jax.random.key(0), n_steps = 5 -> requires walk[0] == normal(fold_in(key, 0)) = 1.0040, this returns 1.6226 (every position differs).
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def random_walk(key, n_steps):
    steps = jax.random.normal(key, (n_steps,))
    return jnp.cumsum(steps)


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    reference = np.cumsum([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(5)])
    got = np.asarray(random_walk(key, 5))
    print("reference", reference.round(4).tolist(), "got", got.round(4).tolist())
    assert not np.allclose(got, reference)
    print("verified")
