"""Folds the loop index 0..n_steps-1 into the key instead of the step number start + i, so a resumed run replays the noise of steps 0, 1, ... again.

Violates: "a run resumed at step ``start`` from the state reached there continues the same path"
Verifying input: a = noisy_decay(key(0), zeros(3), 0.5, 8); b = noisy_decay(key(0), a[2], 0.5, 5, start=3) -> requires b == a[3:], this gives a different path.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, i):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, i), x0.shape)
        return x, x

    _, out = lax.scan(step, x0, jnp.arange(n_steps))
    return out


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    a = noisy_decay(key, jnp.zeros(3), 0.5, 8)
    assert np.allclose(np.asarray(noisy_decay(key, jnp.zeros(3), 0.5, 3)), np.asarray(a[:3]))  # prefixes agree
    b = jax.jit(noisy_decay, static_argnums=3)(key, a[2], 0.5, 5, 3)
    print("max |b - a[3:]| =", float(jnp.max(jnp.abs(b - a[3:]))))
    assert not np.allclose(np.asarray(b), np.asarray(a[3:]))
    # the noise of "step 3" in the resumed run is the noise of step 0 of the first run
    assert np.allclose(np.asarray(b[0] - 0.5 * a[2]), np.asarray(a[0]), atol=1e-6)
    print("verified")
