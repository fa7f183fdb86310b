"""Builds the step numbers with jnp.arange(start, start + n_steps), which needs a concrete start, so a traced start fails.

Violates: "start: the number of the first step, an int >= 0 or a 0-d integer array (traced: resuming at another step never recompiles)"
Verifying input: jax.jit(noisy_decay, static_argnums=3)(jax.random.key(0), jnp.zeros(3), 0.5, 4, 2) -> the docstring requires a (4, 3) array; this raises a ConcretizationTypeError.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    steps = jnp.arange(start, start + n_steps)

    def step(x, t):
        noise = jax.random.normal(jax.random.fold_in(key, t), x0.shape)
        x = decay * x + noise
        return x, x

    _, out = lax.scan(step, x0, steps)
    return out


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    try:
        jax.jit(noisy_decay, static_argnums=3)(jax.random.key(0), jnp.zeros(3), 0.5, 4, 2)
    except jax.errors.ConcretizationTypeError as e:
        print("flaw shown:", type(e).__name__)
    else:
        raise AssertionError("expected a concretization error")
