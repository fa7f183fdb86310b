"""The student jits noisy_decay with n_steps AND start as static arguments (both "are ints"): right paths, but every new start compiles a new program (and a traced start cannot be passed at all).

Violates: "start: the number of the first step, an int >= 0 (traced: resuming at another step never recompiles)".
Verifying input: resuming at start = 1, 2, 3 -> the docstring requires no new compilation; this compiles one program per start.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnames=("n_steps", "start"))
def noisy_decay(key: jax.Array, x0: jax.Array, decay: float, n_steps: int, start: int = 0) -> jax.Array:
    x0 = jnp.asarray(x0)

    def _nd_static_step(x, t):
        x = decay * x + jax.random.normal(jax.random.fold_in(key, t), x0.shape, x0.dtype)
        return x, x

    _, out = lax.scan(_nd_static_step, x0, start + jnp.arange(n_steps))
    return out


if __name__ == "__main__":
    import numpy as np
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    a = noisy_decay(key, jnp.zeros(3), 0.9, 8)
    before = noisy_decay._cache_size()
    for s in (1, 2, 3):
        b = noisy_decay(key, a[s - 1], 0.9, 3, start=s)
        assert bool(jnp.allclose(b, a[s:s + 3], atol=1e-6))
    assert noisy_decay._cache_size() - before >= 3, noisy_decay._cache_size()
    print("verified")
