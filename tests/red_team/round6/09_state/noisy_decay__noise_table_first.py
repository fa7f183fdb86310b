"""Correct: draws the whole noise table first (vmap over the step numbers start + i, each folded into the key), then runs only the deterministic recurrence in lax.scan.

Verifying input: float16/bfloat16 x0 with a 0-d float32 decay under jit; resumption at cuts 1 and 7 of a 12-step run (bitwise), prefixes, shape for x0 of shapes () and (2, 3), jit with n_steps static and one trace for new start/decay, no key reuse under jax.debug_key_reuse, and noise statistics over 4000 keys (mean 0, variance 1, uncorrelated across steps and components, different keys differ).
"""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)
    steps = start + jnp.arange(n_steps)
    noise = jax.vmap(lambda t: jax.random.normal(jax.random.fold_in(key, t), x0.shape, x0.dtype))(steps)

    def recur(x, n):
        x = (decay * x + n).astype(x0.dtype)
        return x, x

    return lax.scan(recur, x0, noise)[1]


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    assert bool(jnp.allclose(noisy_decay(key, whole[1], 0.5, 2, start=2), whole[2:]))

    traces = [0]
    def counted(*a):
        traces[0] += 1
        return noisy_decay(*a)
    f = jax.jit(counted, static_argnums=3)
    for shape in [(), (2, 3)]:
        x0 = jnp.ones(shape)
        a = f(key, x0, 0.7, 12, 0)
        assert a.shape == (12,) + shape
        for cut in (1, 7):
            b = f(key, a[cut - 1], 0.7, 12 - cut, cut)
            assert np.array_equal(np.asarray(b), np.asarray(a[cut:])), cut
            assert np.array_equal(np.asarray(f(key, x0, 0.7, cut, 0)), np.asarray(a[:cut]))
    n_traces = traces[0]
    f(key, jnp.ones(()), 0.2, 12, 5)
    f(key, jnp.ones(()), jnp.float32(0.9), 12, jnp.int32(99))
    assert traces[0] <= n_traces + 1   # only a new input *type* (0-d arrays) may trace again

    with jax.debug_key_reuse(True):
        jax.block_until_ready(noisy_decay(jax.random.key(3), jnp.zeros(2), 0.5, 5, start=2))
        jax.block_until_ready(jax.jit(noisy_decay, static_argnums=3)(jax.random.key(3), jnp.zeros(2), 0.5, 5, 2))

    # statistics: with decay 0 the output is the noise itself
    keys = jax.random.split(jax.random.key(42), 4000)
    noise = np.asarray(jax.vmap(lambda k: noisy_decay(k, jnp.zeros(3), 0.0, 5, start=10))(keys))  # (4000, 5, 3)
    flat = noise.reshape(4000, 15)
    assert abs(flat.mean()) < 0.02 and abs(flat.var() - 1) < 0.03
    corr = np.corrcoef(flat.T)
    assert np.max(np.abs(corr - np.eye(15))) < 0.08
    # decay applied: out[1] = decay * out[0] + noise
    a = np.asarray(noisy_decay(key, jnp.full(2, 10.0), 0.5, 3))
    assert np.all(np.abs(a[0] - 5.0) < 6)
    # other float dtypes and a 0-d array decay keep the carry's dtype
    for dt in (jnp.float16, jnp.bfloat16):
        out = jax.jit(noisy_decay, static_argnums=3)(key, jnp.zeros(3, dt), jnp.float32(0.5), 4, 1)
        assert out.shape == (4, 3) and out.dtype == dt
    # all randomness from key
    assert not np.allclose(np.asarray(noisy_decay(jax.random.key(1), jnp.zeros(3), 0.5, 4)), np.asarray(whole))
    print("verified")
