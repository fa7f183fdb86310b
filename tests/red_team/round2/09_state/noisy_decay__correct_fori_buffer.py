"""Correct: a fori_loop writing into a preallocated buffer, the noise of step t from fold_in(key, t).

Violates: nothing.
Verifying input: resumption at several starts, start far past 2**24, jitted with traced start/decay -> matches a NumPy recurrence on the same noise.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax
import numpy as np


def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)
    start = jnp.asarray(start, jnp.int32)
    buf = jnp.zeros((n_steps,) + x0.shape, x0.dtype)

    def body(i, carry):
        x, buf = carry
        k = jax.random.fold_in(key, start + i)
        x = (decay * x + jax.random.normal(k, x0.shape, x0.dtype)).astype(x0.dtype)
        return x, buf.at[i].set(x)

    _, buf = lax.fori_loop(0, n_steps, body, (x0, buf))
    return buf


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert whole.shape == (4, 3) and bool(jnp.allclose(rest, whole[2:]))
    f = jax.jit(noisy_decay, static_argnums=3)
    x0 = jnp.array([[1.0, -2.0], [0.5, 3.0]])
    for start in [0, 7, 2**24 + 3, 2**31 - 10]:
        out = np.asarray(f(key, x0, 0.8, 6, start))
        noise = np.stack([np.asarray(jax.random.normal(jax.random.fold_in(key, start + i), (2, 2))) for i in range(6)])
        x = np.asarray(x0, np.float64)
        for i in range(6):
            x = 0.8 * x + noise[i]
            np.testing.assert_allclose(out[i], x, rtol=1e-5, atol=1e-5)
        assert len({tuple(r.ravel()) for r in noise}) == 6
        b = np.asarray(f(key, jnp.asarray(out[1]), 0.8, 3, start + 2))
        np.testing.assert_allclose(b, out[2:5], rtol=1e-5, atol=1e-5)
    assert f._cache_size() == 2  # one per n_steps (6 and 3), none per start or decay
    print("verified")
