"""Draws one scalar normal per step and broadcasts it over x0's shape, so the elements of noise[t] are identical, not independent.

Violates: "every ``noise[t]`` standard normal with ``x0``'s shape and independent of the others"
Verifying input: noisy_decay(jax.random.key(0), jnp.zeros(3), 0.0, 1) -> the docstring requires three independent normals; this returns three equal values.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, i):
        noise = jax.random.normal(jax.random.fold_in(key, start + i))
        x = decay * x + noise
        return x, x

    _, out = lax.scan(step, x0, jnp.arange(n_steps))
    return out


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    out = noisy_decay(jax.random.key(0), jnp.zeros(3), 0.0, 1)
    assert out[0, 0] == out[0, 1] == out[0, 2], out
    print("flaw shown:", out.tolist(), "all elements equal")
