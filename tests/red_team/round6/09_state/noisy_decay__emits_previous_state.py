"""The scan body returns the state it was given rather than the new one, so row 0 is x0 itself and every row lags one step.

Violates: "``out[0] = decay * x0 + noise[start]`` and ``out[i] = decay * out[i-1] + noise[start + i]``"
Verifying input: noisy_decay(key(0), full(3, 100.), 0.5, 4) -> requires out[0] near 50 (decay * x0 + N(0,1)), this returns out[0] == 100 exactly.
"""
EXERCISE = "state.noisy_decay"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
from jax import lax


def noisy_decay(key, x0, decay, n_steps, start=0):
    def step(x, t):
        new = decay * x + jax.random.normal(jax.random.fold_in(key, t), x0.shape)
        return new, x

    _, out = lax.scan(step, x0, start + jnp.arange(n_steps))
    return out


if __name__ == "__main__":
    import numpy as np

    key = jax.random.key(0)
    x0 = jnp.full(3, 100.0)
    out = noisy_decay(key, x0, 0.5, 4)
    print(out)
    assert out.shape == (4, 3)
    # out[0] must be 0.5 * 100 + a standard normal: within 10 of 50 with overwhelming probability
    assert np.all(np.abs(np.asarray(out[0]) - 50.0) > 10.0)
    assert np.array_equal(np.asarray(out[0]), np.asarray(x0))
    print("verified")
