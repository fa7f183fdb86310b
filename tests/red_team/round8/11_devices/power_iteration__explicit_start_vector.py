"""The student moves the loop into lax.fori_loop but keeps the starting vector made on the host and sent with jax.device_put, an explicit host-to-device transfer on every call.

Violates: "a call must make no host<->device transfer at all, implicit or explicit (the grader runs it under ``jax.transfer_guard("disallow_explicit")``"
Verifying input: under jax.transfer_guard("disallow_explicit"), power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 20) must return estimates ending in 2.0; this raises a transfer-guard error.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v = jax.device_put(np.full(n, 1 / np.sqrt(n), np.float32))

    def body(i, carry):
        v, estimates = carry
        w = matrix @ v
        estimates = estimates.at[i].set(v @ w)
        return w / jnp.linalg.norm(w), estimates

    v, estimates = lax.fori_loop(0, n_steps, body, (v, jnp.zeros(n_steps, jnp.float32)))
    return estimates, v


if __name__ == "__main__":
    m = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    estimates, v = power_iteration(m, 20)
    assert round(float(estimates[-1]), 4) == 2.0

    raised = False
    try:
        with jax.transfer_guard("disallow_explicit"):
            power_iteration(m, 20)
    except Exception as e:
        raised = True
        print("raised", type(e).__name__, str(e)[:80])
    assert raised
    print("ok: flaw shows")
