"""The student calls jax.random.permutation(k, x, independent=True), which shuffles every column of a matrix on its own, so the rows are torn apart instead of moved whole.

Violates: "An array with the same shape and dtype as ``x``: its rows, permuted."
Verifying input: key = jax.random.key(0), x = [[k, k, k] for k in range(6)], epoch = 0 -> requires rows [k, k, k] in some order, this returns mixed rows such as [0, 5, 2].
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def shuffle(key, x, epoch):
    return jax.random.permutation(jax.random.fold_in(key, epoch), x, axis=0, independent=True)


if __name__ == "__main__":
    import numpy as np

    x = jnp.stack([jnp.arange(6)] * 3, axis=1)
    y = np.asarray(shuffle(jax.random.key(0), x, 0))
    print(y.tolist())
    assert sorted(np.asarray(shuffle(jax.random.key(0), jnp.arange(5), 1)).tolist()) == [0, 1, 2, 3, 4]   # 1-D is fine
    assert not all(len(set(row)) == 1 for row in y.tolist())
    print("verified")
