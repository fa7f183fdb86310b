"""Draws one scalar normal per step (jax.random.normal(k)) and broadcasts it over every coordinate of x.

Violates: "every ``noise[t]`` standard normal with ``x0``'s shape and independent of the others".
Verifying input: x0 zeros(3), decay 0.5, 4 steps -> the docstring requires independent noise per coordinate, this returns rows whose 3 coordinates are all equal.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    steps = start + jnp.arange(n_steps)

    def body(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t))
        return x, x

    _, out = lax.scan(body, x0, steps)
    return out


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert whole.shape == (4, 3) and bool(jnp.allclose(rest, whole[2:]))
    assert bool(jnp.all(whole[:, 0] == whole[:, 1])) and bool(jnp.all(whole[:, 1] == whole[:, 2]))
    print("verified")
