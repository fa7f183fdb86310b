"""The student splits the key into start + n_steps keys and drops the first start of them, which needs start as a concrete number and so breaks when start is traced under jax.jit.

Violates: "start: the number of the first step, an int >= 0 or a 0-d integer array (traced: resuming at another step never recompiles)"
Verifying input: jax.jit(noisy_decay, static_argnums=3)(jax.random.key(0), whole[1], 0.5, 2, 2) must equal whole[2:] of noisy_decay(key, zeros(3), 0.5, 4); this raises a concretization error.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    keys = jax.random.split(key, start + n_steps)[start:]

    def step(x, k):
        x = decay * x + jax.random.normal(k, x0.shape, x0.dtype)
        return x, x

    _, xs = lax.scan(step, x0, keys)
    return xs


if __name__ == "__main__":
    key = jax.random.key(0)
    whole = noisy_decay(key, jnp.zeros(3), 0.5, 4)
    assert whole.shape == (4, 3)
    rest = noisy_decay(key, whole[1], 0.5, 2, start=2)
    assert bool(jnp.allclose(rest, whole[2:]))

    raised = False
    try:
        jax.jit(noisy_decay, static_argnums=3)(key, whole[1], 0.5, 2, 2)
    except Exception as e:
        raised = True
        print("raised", type(e).__name__)
    assert raised
    print("ok: flaw shows")
