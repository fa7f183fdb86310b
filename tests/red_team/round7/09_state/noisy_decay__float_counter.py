"""The student carries the step number through the scan as a float32 and casts it back for ``fold_in``, so step numbers past 2**24 round and the wrong noise is drawn.

Violates: "start: the number of the first step, an int >= 0 or a 0-d integer array ...; ``start + n_steps`` stays below ``2**31``." / "the noise of step ``t`` depends only on ``key`` and the step number ``t``"
Verifying input: with decay 0, noisy_decay(key, zeros(()), 0.0, 1, start=s) is noise[s]; noise[2**24] and noise[2**24 + 1] must be independent draws, but this returns the same number for both (float32(2**24 + 1) == 2**24).
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "admitted"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@partial(jax.jit, static_argnames="n_steps")
def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)

    def step(carry, _):
        x, t = carry
        noise = jax.random.normal(jax.random.fold_in(key, t.astype(jnp.int32)), x0.shape)
        x = decay * x + noise
        return (x, t + 1.0), x

    _, xs = lax.scan(step, (x0, jnp.asarray(start, jnp.float32)), None, length=n_steps)
    return xs


if __name__ == "__main__":
    key = jax.random.key(0)
    a = noisy_decay(key, jnp.zeros(()), 0.0, 1, start=2**24)
    b = noisy_decay(key, jnp.zeros(()), 0.0, 1, start=2**24 + 1)
    assert float(a[0]) == float(b[0])  # two different steps drew the same noise
    c = noisy_decay(key, jnp.zeros(()), 0.0, 1, start=100)
    d = noisy_decay(key, jnp.zeros(()), 0.0, 1, start=101)
    assert float(c[0]) != float(d[0])
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 8)
    assert whole.shape == (8, 3)
    rest = noisy_decay(key, whole[2], 0.5, 5, start=3)
    assert np.allclose(np.asarray(rest), np.asarray(whole[3:]), atol=1e-6)
    n0 = jax.random.normal(jax.random.fold_in(key, 0), (3,))
    n1 = jax.random.normal(jax.random.fold_in(key, 1), (3,))
    x0 = jnp.array([1.0, 2.0, 3.0])
    assert np.allclose(np.asarray(noisy_decay(key, x0, 0.5, 2)),
                       np.stack([0.5 * x0 + n0, 0.5 * (0.5 * x0 + n0) + n1]), atol=1e-6)
    print("verified")
