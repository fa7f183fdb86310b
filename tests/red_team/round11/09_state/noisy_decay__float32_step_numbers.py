"""The step numbers are made as ``start + jnp.arange(n_steps, dtype=jnp.float32)`` (a float
"time axis") and converted to uint32 only for ``fold_in``. float32 holds every integer up to
2**24, so ordinary runs and the docstring's example are exact; but the docstring admits starts up
to ``2**31 - n_steps``, and from 2**24 on consecutive step numbers round to the same float, so
neighbouring steps draw the very same noise.

Violates: "the noise of step ``t`` depends only on ``key`` and the step number ``t`` ... every ``noise[t]`` ... independent of the others ... ``start + n_steps`` stays below ``2**31``"
Verifying input: noisy_decay(key, jnp.zeros(3), 0.0, 2, start=2**24) must have two independent rows (noise of steps 16777216 and 16777217); this returns two identical rows.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key: jax.Array, x0: jax.Array, decay: float, n_steps: int, start: int = 0) -> jax.Array:
    times = jnp.asarray(start) + jnp.arange(n_steps, dtype=jnp.float32)

    def body(x, t):
        noise = jax.random.normal(jax.random.fold_in(key, t.astype(jnp.uint32)), x0.shape, x0.dtype)
        x = decay * x + noise
        return x, x

    _, out = lax.scan(body, x0, times)
    return out


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    out = jax.jit(noisy_decay, static_argnums=3)(key, jnp.zeros(3), 0.0, 2, 2**24)
    assert bool(jnp.array_equal(out[0], out[1]))
    print("flaw shown: steps 2**24 and 2**24 + 1 draw the same noise:", out.tolist())
