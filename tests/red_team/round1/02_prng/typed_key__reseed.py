"""Rebuilds keys from a seed, jax.random.key(raw[..., 1]): right for PRNGKey(seed) keys, wrong for split raw keys whose first word is not 0.

Violates: "one of shape (...) whose keys draw the same numbers as the raw keys (the same key data)".
Verifying input: jax.random.split(jax.random.PRNGKey(5), 3) -> the docstring requires keys drawing what the raw keys draw, this draws other numbers.
"""
EXERCISE = "prng.typed_key"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def typed_key(key: jax.Array) -> jax.Array:
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    seeds = jnp.asarray(key, jnp.uint32)[..., 1]
    flat = jax.vmap(jax.random.key)(seeds.reshape(-1))
    return flat.reshape(seeds.shape)


if __name__ == "__main__":
    k = typed_key(jax.random.PRNGKey(7))
    assert jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key) and k.shape == ()
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    for seed in (0, 1, 123456):
        raw = np.asarray(jax.random.PRNGKey(seed))
        assert float(jax.random.normal(jax.jit(typed_key)(raw))) == float(jax.random.normal(jax.random.PRNGKey(seed)))
    t = jax.random.key(3)
    assert typed_key(t) is t
    legacy = jax.random.split(jax.random.PRNGKey(5), 3)
    converted = typed_key(legacy)
    assert converted.shape == (3,)
    got = np.asarray(jax.vmap(jax.random.normal)(converted))
    want = np.asarray(jax.vmap(jax.random.normal)(legacy))
    assert not np.array_equal(got, want), (got, want)    # the contract requires equal draws
    print("verified")
