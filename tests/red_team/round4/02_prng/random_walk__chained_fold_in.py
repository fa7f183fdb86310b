"""The student carries the key through lax.scan and folds ``i`` into the previous step's key, so step i uses fold_in(fold_in(...(key, 0)...), i) instead of fold_in(key, i); step 0 (the example) is right, later steps are not.

Violates: "step ``i`` is the standard-normal scalar that ``jax.random.normal`` draws from the key ``jax.random.fold_in(key, i)``"
Verifying input: random_walk(jax.random.key(0), 3) -> requires walk[1] - walk[0] == normal(fold_in(key, 1)), this returns normal(fold_in(fold_in(key, 0), 1)).
"""
EXERCISE = "prng.random_walk"
VERDICT = "fail"
KIND = "algorithm"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_steps")
def random_walk(key: jax.Array, n_steps: int) -> jax.Array:
    def step(carry, i):
        k, pos = carry
        k = jax.random.fold_in(k, i)
        pos = pos + jax.random.normal(k)
        return (k, pos), pos

    _, walk = jax.lax.scan(step, (key, jnp.float32(0.0)), jnp.arange(n_steps))
    return walk


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    walk = random_walk(key, 5)
    assert walk.shape == (5,) and walk.dtype == jnp.float32
    assert bool(walk[0] == jax.random.normal(jax.random.fold_in(key, 0)))
    # prefix property and plausible statistics
    np.testing.assert_array_equal(np.asarray(random_walk(key, 50))[:5], np.asarray(walk))
    ends = np.asarray(jax.vmap(lambda k: random_walk(k, 100))(jax.random.split(key, 4000)))[:, -1]
    print("final position var (expect ~100):", ends.var())
    assert 85 < ends.var() < 115
    assert random_walk(key, 0).shape == (0,)

    want = np.cumsum([float(jax.random.normal(jax.random.fold_in(key, i))) for i in range(3)])
    got = np.asarray(random_walk(key, 3))
    print("expected", want.tolist(), "got", got.tolist())
    assert got[0] == np.float32(want[0]) and not np.isclose(got[1], want[1])
    print("verified")
