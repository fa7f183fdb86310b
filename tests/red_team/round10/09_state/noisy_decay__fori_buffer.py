"""Correct: a lax.fori_loop that fills a preallocated (n_steps, *shape) buffer, noise of step t from fold_in(key, t) with x0's shape.

Verifying input: checked the Example, the resume property a[3:] == run from a[2] at start=3 (jitted, traced start: one
compilation for several starts and decays), independent elements (not all equal), a 0-d x0, a float32 0-d decay, the
fori_loop (while) in the jaxpr, and mean/std of the noise near 0/1.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    x0 = jnp.asarray(x0, jnp.float32)
    decay = jnp.asarray(decay, jnp.float32)
    start = jnp.asarray(start, jnp.int32)
    buf = jnp.zeros((n_steps, *x0.shape), jnp.float32)

    def body(i, carry):
        x, out = carry
        noise = jax.random.normal(jax.random.fold_in(key, start + i), x0.shape, jnp.float32)
        x = decay * x + noise
        return x, lax.dynamic_update_index_in_dim(out, x, i, axis=0)

    _, buf = lax.fori_loop(0, n_steps, body, (x0, buf))
    return buf


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    f = jax.jit(noisy_decay, static_argnums=3)
    a = f(key, jnp.ones((2, 2)), 0.9, 8, 0)
    b = f(key, a[2], jnp.float32(0.9), 5, jnp.int32(3))
    assert jnp.allclose(b, a[3:], atol=1e-6)
    n0 = f._cache_size(); f(key, a[2], jnp.float32(0.7), 5, jnp.int32(6)); f(key, a[5], jnp.float32(0.1), 5, jnp.int32(60))
    assert f._cache_size() == n0
    one = noisy_decay(key, jnp.zeros(4), 0.0, 1); assert len(set(one[0].tolist())) == 4
    assert noisy_decay(key, jnp.float32(0.0), 0.5, 3).shape == (3,)
    jp = str(jax.make_jaxpr(lambda k, x: noisy_decay(k, x, 0.5, 50))(key, jnp.zeros(2))); assert "scan" in jp or "while" in jp
    z = noisy_decay(key, jnp.zeros(1000), 0.0, 5)
    assert abs(float(z.mean())) < 0.05 and abs(float(z.std()) - 1) < 0.05
    print("ok")
