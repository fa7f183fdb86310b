"""The student vectorises the recursion in closed form, out[i] = decay**(i+1) * x0 + decay**i * cumsum(noise[j] / decay**j): right for ordinary decay and short runs, but decay = 0 divides by 0**j (and long runs overflow decay**-j).

Violates: "out[0] = decay * x0 + noise[start] and out[i] = decay * out[i-1] + noise[start + i]" (for any float decay).
Verifying input: key(0), x0 = ones(2), decay = 0.0, n_steps = 4 -> the docstring requires out = the noise itself (finite); this returns nan.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key: jax.Array, x0: jax.Array, decay: float, n_steps: int, start: int = 0) -> jax.Array:
    x0 = jnp.asarray(x0)
    ts = start + jnp.arange(n_steps)
    noise = jax.vmap(lambda t: jax.random.normal(jax.random.fold_in(key, t), x0.shape, x0.dtype))(ts)
    i = jnp.arange(n_steps, dtype=x0.dtype).reshape((n_steps,) + (1,) * x0.ndim)
    d = jnp.asarray(decay, x0.dtype)
    return d ** (i + 1) * x0 + d ** i * jnp.cumsum(noise / d ** i, axis=0)


if __name__ == "__main__":
    import numpy as np
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    x0 = jnp.array([1.0, -2.0])
    out = jax.jit(noisy_decay, static_argnums=3)(key, x0, 0.9, 6)
    x = np.asarray(x0, np.float64)
    for t in range(6):
        x = 0.9 * x + np.asarray(jax.random.normal(jax.random.fold_in(key, t), (2,)), np.float64)
        assert np.allclose(np.asarray(out[t]), x, atol=1e-5)
    bad = noisy_decay(key, jnp.ones(2), 0.0, 4)
    assert bool(jnp.any(jnp.isnan(bad))), bad
    print("verified")
