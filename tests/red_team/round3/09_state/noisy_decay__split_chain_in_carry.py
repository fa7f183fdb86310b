"""The student threads the key through the scan carry, splitting it at every step, and handles ``start`` by folding it into the key once: a prefix of a run matches a shorter run, but the noise of step ``t`` depends on the steps before it, so a resumed run takes a different path.

Violates: "the noise of step ``t`` depends only on ``key`` and the step number ``t``, never on the steps computed before it ... a run resumed at step ``start`` from the state reached there continues the same path".
Verifying input: a = noisy_decay(key, zeros(3), 0.5, 8); b = noisy_decay(key, a[2], 0.5, 5, start=3) -> requires b == a[3:], this returns an unrelated path.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    key = jax.random.fold_in(key, start)

    def step(carry, _):
        x, k = carry
        k, sub = jax.random.split(k)
        x = decay * x + jax.random.normal(sub, x.shape, x.dtype)
        return (x, k), x

    _, xs = lax.scan(step, (x0, key), None, length=n_steps)
    return xs


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    f = jax.jit(noisy_decay, static_argnums=3)
    with jax.debug_key_reuse(True):
        whole = f(key, jnp.zeros(3), 0.5, 4)
        assert whole.shape == (4, 3)
        np.testing.assert_allclose(np.asarray(f(key, jnp.zeros(3), 0.5, 2)), np.asarray(whole[:2]), rtol=1e-6)
        long = f(key, jnp.zeros(20000), 0.0, 3)  # decay 0: rows are the noise
    noise = np.asarray(long)
    assert abs(noise.mean()) < 0.02 and abs(noise.std() - 1) < 0.02
    assert abs(np.corrcoef(noise[0], noise[1])[0, 1]) < 0.03
    a = f(key, jnp.zeros(3), 0.5, 8)
    b = f(key, a[2], 0.5, 5, 3)
    assert not np.allclose(np.asarray(b), np.asarray(a[3:]), atol=1e-3)  # should be equal
    print("verified")
