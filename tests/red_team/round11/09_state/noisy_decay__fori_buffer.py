"""Correct, unusual style: a ``lax.fori_loop`` that carries the state and a preallocated
``(n_steps, *x0.shape)`` buffer, writing row ``i`` with ``.at[i].set``. The noise of step
``t = start + i`` (int32, no narrowing) is drawn from ``fold_in(key, t)``, so it depends only on
``key`` and ``t``; ``decay`` and ``start`` stay traced.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"
KIND = "correct"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key: jax.Array, x0: jax.Array, decay: float, n_steps: int, start: int = 0) -> jax.Array:
    x0 = jnp.asarray(x0)
    first = jnp.asarray(start, jnp.int32)

    def body(i, carry):
        x, buf = carry
        noise = jax.random.normal(jax.random.fold_in(key, first + i), x0.shape, x0.dtype)
        x = decay * x + noise
        return x, buf.at[i].set(x)

    buf = jnp.zeros((n_steps, *x0.shape), x0.dtype)
    return lax.fori_loop(0, n_steps, body, (x0, buf))[1]


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    a = noisy_decay(key, jnp.zeros(3), 0.5, 8)
    assert bool(jnp.allclose(noisy_decay(key, a[2], 0.5, 5, start=3), a[3:]))
    f = jax.jit(noisy_decay, static_argnums=3)
    for s in (65536, 2**24, 2**31 - 3):
        out = f(key, jnp.zeros(3), 0.0, 2, s)
        assert not bool(jnp.array_equal(out[0], out[1]))
        assert not bool(jnp.array_equal(out[0], f(key, jnp.zeros(3), 0.0, 1, 0)[0]))
    program = str(jax.make_jaxpr(noisy_decay, static_argnums=3)(key, jnp.zeros(3), 0.5, 6))
    assert "scan" in program or "while" in program   # fori_loop with static bounds lowers to a scan
    print("ok")
