"""Correct, unusual style: a `lax.fori_loop` that writes each step into a preallocated output buffer with `.at[i].set`, carrying `(x, buffer)`, with the noise of step `t` drawn from `fold_in(key, t)` in x0's dtype (so float16/bfloat16 carries keep their type).

Violates: nothing (correct).
Verifying input: float32/float16/bfloat16 x0 of shapes (), (3,), (2, 2); resumes at start 3, 50, 2**31 - 10 -> requires a path equal to its own prefix and resumptions, standard normal independent noise, this returns it.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=3)
def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0)
    decay = jnp.asarray(decay).astype(x0.dtype)
    start = jnp.asarray(start, jnp.uint32)

    def body(i, carry):
        x, out = carry
        t = start + i.astype(jnp.uint32)
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x0.shape, x0.dtype)
        return x, out.at[i].set(x)

    _, out = lax.fori_loop(0, n_steps, body, (x0, jnp.zeros((n_steps, *x0.shape), x0.dtype)))
    return out


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    for dt in (jnp.float32, jnp.float16, jnp.bfloat16):
        for shape in ((), (3,), (2, 2)):
            x0 = jnp.ones(shape, dt)
            a = noisy_decay(key, x0, 0.9, 8)
            assert a.shape == (8, *shape) and a.dtype == dt
            b = noisy_decay(key, a[2], 0.9, 5, start=3)
            np.testing.assert_array_equal(np.asarray(b, np.float32), np.asarray(a[3:], np.float32))
            np.testing.assert_array_equal(np.asarray(noisy_decay(key, x0, 0.9, 3), np.float32), np.asarray(a[:3], np.float32))
    # the recursion itself, against NumPy, with the noise recovered at decay 0
    big = 2**31 - 10
    noise = np.asarray(noisy_decay(key, jnp.zeros(4), 0.0, 6, start=big))
    x = np.ones(4, np.float64)
    got = np.asarray(noisy_decay(key, jnp.ones(4), 0.7, 6, start=big))
    for i in range(6):
        x = 0.7 * x + noise[i]
        np.testing.assert_allclose(got[i], x, rtol=1e-5, atol=1e-5)
    # statistics: standard normal, uncorrelated between steps, different keys differ
    z = np.asarray(noisy_decay(key, jnp.zeros(400), 0.0, 300))
    assert abs(z.mean()) < 0.01 and abs(z.std() - 1) < 0.01
    assert abs(np.corrcoef(z[:-1].ravel(), z[1:].ravel())[0, 1]) < 0.01
    assert not bool(jnp.array_equal(noisy_decay(jax.random.key(1), jnp.zeros(3), 0.5, 4), whole))
    # traced decay and start do not recompile
    noisy_decay(key, jnp.zeros(3), 0.05, 4, 1)
    entries = noisy_decay._cache_size()
    for d, s in ((0.1, 0), (0.2, 5), (0.3, 9), (0.4, 1000)):
        noisy_decay(key, jnp.zeros(3), d, 4, s)
    assert noisy_decay._cache_size() == entries
    print("verified")
