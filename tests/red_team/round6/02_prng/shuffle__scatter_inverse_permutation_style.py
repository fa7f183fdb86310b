"""Correct, by scattering instead of gathering: row r of x is written to position perm[r]; the inverse of a uniformly random permutation is itself uniform.

Verifying input: checked for 1-D, 2-D and 3-D x (float32 with inf/nan, int32, bool), n in 1..6: same shape and dtype, rows moved whole, same (key, epoch) -> same order, Python and traced epochs under one jax.jit (one trace), no key reuse; for n = 4 over 48,000 epochs every one of the 24 orders appears (chi-square < 60 on 23 d.o.f.), and consecutive epochs differ.
"""
EXERCISE = "prng.shuffle"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def shuffle(key, x, epoch):
    epoch_key = jax.random.fold_in(key, epoch)
    perm = jax.random.permutation(epoch_key, x.shape[0])
    return jnp.zeros_like(x).at[perm].set(x, unique_indices=True)


if __name__ == "__main__":
    import collections
    import itertools

    import numpy as np

    traces = []

    def counted(key, x, epoch):
        traces.append(1)
        return shuffle(key, x, epoch)

    jitted = jax.jit(counted)
    rng = np.random.default_rng(6)
    for n in range(1, 7):
        for x in (rng.normal(size=n).astype(np.float32), rng.integers(-9, 9, size=(n, 3)).astype(np.int32),
                  rng.integers(0, 2, size=(n, 2, 2)).astype(bool)):
            if x.dtype == np.float32 and n >= 2:
                x[0] = np.inf; x[1] = np.nan
            rows = sorted(map(repr, [r.tolist() if hasattr(r, "tolist") else r for r in x]))
            for epoch in (0, 1, 7):
                with jax.debug_key_reuse(True):
                    y = shuffle(jax.random.key(11), jnp.asarray(x), epoch)
                y2 = jitted(jax.random.key(11), jnp.asarray(x), jnp.int32(epoch))
                assert y.shape == x.shape and y.dtype == x.dtype
                assert sorted(map(repr, np.asarray(y).tolist())) == rows
                assert np.array_equal(np.asarray(y), np.asarray(y2), equal_nan=x.dtype == np.float32)
    assert len(traces) == 6 * 3                       # one trace per (shape, dtype), none per epoch
    orders = jax.jit(jax.vmap(lambda e: shuffle(jax.random.key(0), jnp.arange(4), e)))(jnp.arange(48_000))
    orders = np.asarray(orders)
    counts = collections.Counter(map(tuple, orders.tolist()))
    perms = list(itertools.permutations(range(4)))
    assert set(counts) == set(perms)
    chi2 = sum((counts[p] - 2000) ** 2 / 2000 for p in perms)
    print("chi-square over 24 orders:", round(chi2, 1))
    assert chi2 < 60
    assert (orders[1:] != orders[:-1]).any(axis=1).mean() > 0.9
    assert sorted(shuffle(jax.random.key(0), jnp.arange(5), 1).tolist()) == [0, 1, 2, 3, 4]
    print("verified")
