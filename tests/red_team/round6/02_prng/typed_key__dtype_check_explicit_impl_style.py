"""Correct, via the dtype alone: a key dtype passes through untouched (whatever its implementation or shape), anything else is read as uint32 words and wrapped with the threefry implementation named explicitly.

Verifying input: checked for single and batched (3,), (2, 4) raw keys from PRNGKey/split (JAX and NumPy arrays), typed keys of shapes (), (3,), (3, 2) and an "rbg" typed key (returned as the same object); key data equal to the raw words, normals equal to those of the raw keys, works under jax.jit; the docstring example holds.
"""
EXERCISE = "prng.typed_key"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def typed_key(key):
    if jnp.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    words = jnp.asarray(key).astype(jnp.uint32)
    return jax.random.wrap_key_data(words, impl="threefry2x32")


if __name__ == "__main__":
    import numpy as np

    jitted = jax.jit(typed_key)
    raws = [jax.random.PRNGKey(7), jax.random.PRNGKey(-3), jax.random.split(jax.random.PRNGKey(5), 3),
            jax.random.split(jax.random.PRNGKey(9), 8).reshape(2, 4, 2)]
    for raw in raws:
        for form in (raw, np.asarray(raw)):
            for fn in (typed_key, jitted):
                got = fn(form)
                assert jnp.issubdtype(got.dtype, jax.dtypes.prng_key) and got.shape == raw.shape[:-1]
                assert np.array_equal(np.asarray(jax.random.key_data(got)), np.asarray(raw))
                draw_typed = jax.random.normal(got.reshape(-1)[0] if got.ndim else got)
                draw_raw = jax.random.normal(raw.reshape(-1, 2)[0])
                assert float(draw_typed) == float(draw_raw)
    for typed in (jax.random.key(0), jax.random.split(jax.random.key(1), 3), jax.random.split(jax.random.key(2), (3, 2)),
                  jax.random.key(4, impl="rbg")):
        assert typed_key(typed) is typed
        got = jitted(typed)
        assert got.dtype == typed.dtype and got.shape == typed.shape
        assert np.array_equal(np.asarray(jax.random.key_data(got)), np.asarray(jax.random.key_data(typed)))
    k = typed_key(jax.random.PRNGKey(7))
    assert (jax.dtypes.issubdtype(k.dtype, jax.dtypes.prng_key), k.shape) == (True, ())
    assert bool(jax.random.normal(k) == jax.random.normal(jax.random.PRNGKey(7)))
    print("verified")
