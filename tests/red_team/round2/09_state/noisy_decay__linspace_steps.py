"""Builds the step numbers with jnp.linspace (float32) before fold_in, so step numbers above 2**24 collide.

Violates: "the noise of step ``t`` depends only on ``key`` and the step number ``t``" / "every ``noise[t]`` ... independent of the others" / "``start + n_steps`` stays below ``2**31``".
Verifying input: decay 0.0, x0 zeros(4), n_steps 2, start 2**24 -> the docstring requires two independent noise rows, this returns two identical rows.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    steps = jnp.linspace(start, start + n_steps - 1, n_steps)
    keys = jax.vmap(lambda t: jax.random.fold_in(key, t.astype(jnp.uint32)))(steps)

    def body(x, k):
        x = decay * x + jax.random.normal(k, x0.shape, x0.dtype)
        return x, x

    _, out = lax.scan(body, x0, keys)
    return out


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert whole.shape == (4, 3) and bool(jnp.allclose(rest, whole[2:]))
    a = noisy_decay(key, jnp.zeros(3), 0.9, 8)
    b = noisy_decay(key, a[2], 0.9, 5, start=3)
    assert bool(jnp.allclose(b, a[3:], atol=1e-6))
    out = jax.jit(noisy_decay, static_argnums=3)(key, jnp.zeros(4), 0.0, 2, 2**24)
    assert bool(jnp.all(out[0] == out[1])), out
    print("verified")
