"""Correct: all noise drawn up front, one key per step number, jax.vmap of fold_in(key, start + i) (a wide key tree); then the recursion alone runs in a lax.scan over the noise rows."""
EXERCISE = "state.noisy_decay"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key: jax.Array, x0: jax.Array, decay: float, n_steps: int, start: int = 0) -> jax.Array:
    x0 = jnp.asarray(x0)
    steps = jnp.asarray(start, jnp.int32) + jnp.arange(n_steps, dtype=jnp.int32)
    keys = jax.vmap(jax.random.fold_in, in_axes=(None, 0))(key, steps)
    noise = jax.vmap(lambda k: jax.random.normal(k, x0.shape, x0.dtype))(keys)

    def _ndc_recur(x, eps):
        x = (decay * x + eps).astype(x0.dtype)
        return x, x

    return lax.scan(_ndc_recur, x0, noise)[1]


if __name__ == "__main__":
    import numpy as np
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))
    jnd = jax.jit(noisy_decay, static_argnums=3)
    a = jnd(key, jnp.zeros((2, 2)), 0.8, 8)
    for s in (1, 3, 5):
        b = jnd(key, a[s - 1], 0.8, 3, s)
        assert np.allclose(np.asarray(b), np.asarray(a[s:s + 3]), atol=1e-6)
    jnd(key, jnp.zeros((2, 2)), 0.3, 3, 7)
    assert jnd._cache_size() == 2, jnd._cache_size()   # n_steps 8 and 3; start/decay never recompile
    # the recursion, against NumPy
    x0 = np.array([1.0, -2.0, 0.5], np.float32)
    out = np.asarray(noisy_decay(key, jnp.asarray(x0), 0.7, 5, start=10), np.float64)
    x = x0.astype(np.float64)
    for i in range(5):
        x = 0.7 * x + np.asarray(jax.random.normal(jax.random.fold_in(key, 10 + i), (3,)), np.float64)
        assert np.allclose(out[i], x, atol=1e-5)
    # decay 0 gives the noise itself; a huge start works
    z = noisy_decay(key, jnp.ones(3), 0.0, 3, start=2 ** 31 - 10)
    assert bool(jnp.all(jnp.isfinite(z)))
    # the law: standard normal, independent across steps and components, all from key
    keys = jax.random.split(jax.random.key(42), 2000)
    samples = np.asarray(jax.vmap(lambda k: noisy_decay(k, jnp.zeros(3), 0.0, 4))(keys))   # (2000, 4, 3) = pure noise
    flat = samples.reshape(2000, 12)
    assert abs(flat.mean()) < 0.03 and abs(flat.std() - 1) < 0.03
    corr = np.corrcoef(flat.T)
    assert np.max(np.abs(corr - np.eye(12))) < 0.1
    assert not np.allclose(np.asarray(noisy_decay(jax.random.key(1), jnp.zeros(3), 0.5, 4)), np.asarray(whole))
    print("verified")
