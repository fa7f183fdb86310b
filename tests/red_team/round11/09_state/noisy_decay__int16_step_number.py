"""The step number ``start + i`` whose noise is drawn (from ``fold_in(key, t)``) is kept in int16
inside the scan. Runs that stay below step 32768 are exact, so the docstring's example and the
resume-at-step-3 contract pass; beyond it the step number wraps modulo 65536, so step
``t + 65536`` draws exactly the noise of step ``t``: far-apart steps share their noise.

Violates: "every ``noise[t]`` standard normal with ``x0``'s shape and independent of the others ... ``start + n_steps`` stays below ``2**31``"
Verifying input: with decay 0.0 the output is the noise itself: noisy_decay(key, jnp.zeros(3), 0.0, 1, start=65536) must be a draw independent of noisy_decay(key, jnp.zeros(3), 0.0, 1, start=0); this returns the identical row.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key: jax.Array, x0: jax.Array, decay: float, n_steps: int, start: int = 0) -> jax.Array:
    first = jnp.asarray(start).astype(jnp.int16)

    def body(carry, _):
        x, t = carry
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x0.shape, x0.dtype)
        return (x, t + jnp.int16(1)), x

    _, out = lax.scan(body, (x0, first), None, length=n_steps)
    return out


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    a = noisy_decay(key, jnp.zeros(3), 0.5, 8)
    assert bool(jnp.allclose(noisy_decay(key, a[2], 0.5, 5, start=3), a[3:]))
    far = noisy_decay(key, jnp.zeros(3), 0.0, 1, start=65536)
    near = noisy_decay(key, jnp.zeros(3), 0.0, 1, start=0)
    assert bool(jnp.array_equal(far, near))
    print("flaw shown: the noise of step 65536 equals that of step 0:", far.tolist())
