"""The student draws each step's noise with `jax.random.normal(fold_in(key, t), x0.shape)` in the default float32 and carries `decay * x + noise` through `lax.scan`, so a float16 or bfloat16 `x0` changes the carry's dtype and the scan refuses it.

Violates: "x0: a float array, the state before the first step."
Verifying input: x0 = jnp.zeros(3, jnp.float16), decay 0.5, n_steps 4 -> requires a float array of shape (4, 3), this raises TypeError (scan carry float16 in, float32 out).
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "dtypes"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=3)
def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        noise = jax.random.normal(jax.random.fold_in(key, t), x0.shape)
        x = decay * x + noise
        return x, x

    _, out = lax.scan(step, x0, start + jnp.arange(n_steps))
    return out


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    a = noisy_decay(key, jnp.ones((2, 2)), 0.9, 8)
    b = noisy_decay(key, a[2], 0.9, 5, start=3)
    np.testing.assert_allclose(b, a[3:], rtol=1e-6, atol=1e-6)
    # statistics of noise with decay 0: standard normal, uncorrelated in time
    z = np.asarray(noisy_decay(key, jnp.zeros(500), 0.0, 200)).ravel()
    assert abs(z.mean()) < 0.02 and abs(z.std() - 1) < 0.02

    # the flaw: a float16 x0 (a float array) crashes
    for dt in (jnp.float16, jnp.bfloat16):
        try:
            noisy_decay(key, jnp.zeros(3, dt), 0.5, 4)
        except TypeError as e:
            print(dt.__name__, "->", str(e).splitlines()[0][:100])
        else:
            raise AssertionError("expected a failure")
    print("verified")
