"""The student folds in int(epoch), which works for Python ints but raises when epoch is a traced integer under jax.jit.

Violates: "epoch: the epoch number, a Python int or a traced integer (one compilation serves every epoch)."
Verifying input: jax.jit(shuffle)(jax.random.key(0), arange(5), jnp.int32(1)) -> requires a permutation of the rows, this raises ConcretizationTypeError.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def shuffle(key, x, epoch):
    epoch_key = jax.random.fold_in(key, int(epoch))
    return jax.random.permutation(epoch_key, x, axis=0)


if __name__ == "__main__":
    assert sorted(shuffle(jax.random.key(0), jnp.arange(5), 1).tolist()) == [0, 1, 2, 3, 4]
    try:
        jax.jit(shuffle)(jax.random.key(0), jnp.arange(5), jnp.int32(1))
        raise SystemExit("unexpectedly traced")
    except jax.errors.ConcretizationTypeError as error:
        print("traced epoch:", type(error).__name__)
    print("verified")
