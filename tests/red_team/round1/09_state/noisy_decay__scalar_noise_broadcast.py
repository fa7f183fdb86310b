"""The student draws each step's noise as jax.random.normal(fold_in(key, t)) with the default shape (), which broadcasts: every component of x gets the SAME noise number, so the components are not independent standard normals.

Violates: "every noise[t] standard normal with x0's shape and independent of the others" (an array of independent draws, not one number repeated).
Verifying input: key(0), x0 = zeros(3), decay 0.5, n_steps 4 -> the docstring requires noise with x0's shape (three independent normals per step); every row of the output has three equal entries.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key: jax.Array, x0: jax.Array, decay: float, n_steps: int, start: int = 0) -> jax.Array:
    def _nd_scalar_step(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t))
        return x, x

    _, out = lax.scan(_nd_scalar_step, jnp.asarray(x0), start + jnp.arange(n_steps))
    return out


if __name__ == "__main__":
    import numpy as np
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    a = jax.jit(noisy_decay, static_argnums=3)(key, jnp.zeros(3), 0.9, 8)
    b = jax.jit(noisy_decay, static_argnums=3)(key, a[2], 0.9, 5, 3)
    assert bool(jnp.allclose(b, a[3:], atol=1e-6))
    w = np.asarray(whole)
    assert np.all(w[:, 0] == w[:, 1]) and np.all(w[:, 1] == w[:, 2])
    print("verified")
