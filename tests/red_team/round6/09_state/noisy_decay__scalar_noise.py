"""Draws one standard normal number per step and broadcasts it over x0's shape, so all components of a step get the same noise.

Violates: "every ``noise[t]`` standard normal with ``x0``'s shape and independent of the others"
Verifying input: noisy_decay(key(0), zeros(4), 0.5, 6) -> requires the 4 components of each row to differ (independent noise), this returns rows whose 4 components are equal.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        noise = jax.random.normal(jax.random.fold_in(key, t))   # one number, broadcast below
        x = decay * x + noise
        return x, x

    _, out = lax.scan(step, x0, start + jnp.arange(n_steps))
    return out


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    a = noisy_decay(key, jnp.zeros(4), 0.5, 6)
    assert a.shape == (6, 4)
    b = noisy_decay(key, a[2], 0.5, 3, start=3)
    assert np.allclose(np.asarray(b), np.asarray(a[3:]))          # resumes correctly
    # independent N(0,1) components: equal values across a row have probability zero
    print(a)
    assert np.all(np.ptp(np.asarray(a), axis=1) == 0.0)
    print("verified")
