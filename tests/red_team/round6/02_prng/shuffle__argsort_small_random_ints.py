"""The student sorts the rows by random integer ranks drawn from [0, n); ties are frequent and argsort keeps tied rows in their original order, so orders close to the identity are far too likely.

Violates: "each epoch gets a different one, every order equally likely."
Verifying input: key = jax.random.key(0), x = arange(3), epochs 0..29,999 -> requires each of the 6 orders about 5,000 times, this gives the identity 11,119 times and [2, 1, 0] 1,122 times.
"""
EXERCISE = "prng.shuffle"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def shuffle(key, x, epoch):
    epoch_key = jax.random.fold_in(key, epoch)
    n = x.shape[0]
    ranks = jax.random.randint(epoch_key, (n,), 0, n)
    return x[jnp.argsort(ranks)]


if __name__ == "__main__":
    import collections

    import numpy as np

    epochs = jnp.arange(30_000)
    orders = jax.jit(jax.vmap(lambda e: shuffle(jax.random.key(0), jnp.arange(3), e)))(epochs)
    counts = collections.Counter(tuple(row) for row in np.asarray(orders).tolist())
    print({k: counts[k] for k in sorted(counts)})
    expected = 30_000 / 6
    chi2 = sum((counts[p] - expected) ** 2 / expected for p in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)])
    print("chi-square with 5 degrees of freedom:", round(chi2, 1), "(uniform: below 20.5 with probability 0.999)")
    assert chi2 > 1000
    print("verified")
