"""Uses the plain key for epoch 0 via a Python ``if epoch:``, which fails when epoch is a traced integer under jax.jit.

Violates: "epoch: the epoch number, a Python int or a traced integer (one compilation serves every epoch)."
Verifying input: jax.jit(shuffle)(jax.random.key(0), jnp.arange(5), 1) -> the docstring requires a permutation of the rows; this raises TracerBoolConversionError.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def shuffle(key: jax.Array, x: jax.Array, epoch: int) -> jax.Array:
    if epoch:  # epoch 0 just uses the key as given
        key = jax.random.fold_in(key, epoch)
    return jax.random.permutation(key, x, axis=0)


if __name__ == "__main__":
    y = shuffle(jax.random.key(0), jnp.arange(5), 1)
    assert sorted(y.tolist()) == [0, 1, 2, 3, 4]
    try:
        jax.jit(shuffle)(jax.random.key(0), jnp.arange(5), 1)
    except jax.errors.TracerBoolConversionError as e:
        print("flaw shown:", type(e).__name__)
    else:
        raise AssertionError("expected a tracer error")
