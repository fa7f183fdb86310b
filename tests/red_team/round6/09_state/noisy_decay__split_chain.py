"""Carries the key through the scan and splits it every step, so the noise of step t depends on the t splits before it and a run resumed at ``start`` does not continue the path.

Violates: "the noise of step ``t`` depends only on ``key`` and the step number ``t``, never on the steps computed before it"
Verifying input: a = noisy_decay(key(0), zeros(3), 0.5, 8); b = noisy_decay(key(0), a[2], 0.5, 5, start=3) -> requires b == a[3:], this gives a different path.
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
        x, key = carry
        key, sub = jax.random.split(key)
        x = decay * x + jax.random.normal(sub, x0.shape)
        return (x, key), x

    _, out = lax.scan(step, (x0, key), None, length=n_steps)
    return out


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    a = noisy_decay(key, jnp.zeros(3), 0.5, 8)
    assert a.shape == (8, 3)
    # the prefix property holds...
    assert np.allclose(np.asarray(noisy_decay(key, jnp.zeros(3), 0.5, 3)), np.asarray(a[:3]))
    # ...but resuming does not
    b = noisy_decay(key, a[2], 0.5, 5, start=3)
    print("max |b - a[3:]| =", float(jnp.max(jnp.abs(b - a[3:]))))
    assert not np.allclose(np.asarray(b), np.asarray(a[3:]))
    print("verified")
