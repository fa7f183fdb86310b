"""The student validates inside the compiled program with a ``jax.debug.callback`` that raises ``ValueError`` on the host, so a bad ``p`` makes the call raise instead of returning ``(error, value)`` with a message.

Violates: "``checkify.checkify(jax.jit(entropy))(p)`` returns ``(error, value)`` and ``error.get()`` says what was wrong"
Verifying input: p = [0.5, -0.5] -> requires an error whose get() contains "negative probability", this raises an exception from the callback (the error object stays empty).
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    def validate(p):
        p = np.asarray(p)
        if (p < 0).any():
            raise ValueError(f"negative probability: {p.min()}")
        if abs(p.sum() - 1) > 1e-3:
            raise ValueError(f"p sums to {p.sum()}, not 1")

    p = jnp.asarray(p, jnp.float32)
    jax.debug.callback(validate, p)
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))


if __name__ == "__main__":
    f = checkify.checkify(jax.jit(entropy))
    err, h = f(jnp.array([0.5, 0.5, 0.0]))
    jax.effects_barrier()
    assert err.get() is None and abs(float(h) - 0.6931) < 1e-4
    # the violation
    try:
        err, _ = f(jnp.array([0.5, -0.5]))
        jax.effects_barrier()
        got = err.get()
    except Exception as e:  # the callback's exception surfaces as a runtime error
        got = "raised " + type(e).__name__
    assert got.startswith("raised"), got  # no (error, value) pair came back
    print("verified")
