"""Builds the step numbers with jnp.arange(start, start + n_steps), which needs a concrete start, so the function fails under jit when ``start`` is traced.

Violates: "start: the number of the first step, an int >= 0 (traced: resuming at another step never recompiles)"
Verifying input: jax.jit(noisy_decay, static_argnames="n_steps")(key(0), zeros(3), 0.5, n_steps=5, start=3) -> requires a (5, 3) path, this raises a concretization error.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x0.shape)
        return x, x

    _, out = lax.scan(step, x0, jnp.arange(start, start + n_steps))
    return out


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    a = noisy_decay(key, jnp.zeros(3), 0.5, 8)
    b = noisy_decay(key, a[2], 0.5, 5, start=3)
    assert np.allclose(np.asarray(b), np.asarray(a[3:]))    # correct without jit
    f = jax.jit(noisy_decay, static_argnames="n_steps")
    try:
        f(key, a[2], 0.5, n_steps=5, start=3)
        raise SystemExit("jit with a traced start worked")
    except jax.errors.ConcretizationTypeError as error:
        print("under jit:", type(error).__name__)
    print("verified")
