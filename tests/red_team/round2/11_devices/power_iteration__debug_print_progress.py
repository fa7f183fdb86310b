"""Replaces the fix-it's print(float(...)) with jax.debug.print inside the scan: transfer_guard allows it, but every step still sends the estimate device->host.

Violates: "This is a hot loop: a call must make no host<->device transfer at all".
Verifying input: matrix [[2, 0], [0, 1]], n_steps 5 under transfer_guard("disallow") -> the docstring requires no transfer, this copies each step's estimate to the host and prints 5 lines.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnames="n_steps")
def power_iteration(matrix, n_steps):
    n = matrix.shape[0]
    v0 = jnp.full((n,), 1.0, matrix.dtype) / jnp.sqrt(jnp.asarray(n, matrix.dtype))

    def body(v, i):
        w = matrix @ v
        est = v @ w
        jax.debug.print("step {i}: estimate {e:.4f}", i=i, e=est)  # watch it converge
        return w / jnp.linalg.norm(w), est

    v, estimates = lax.scan(body, v0, jnp.arange(n_steps))
    return estimates, v


if __name__ == "__main__":
    import contextlib
    import io

    a = jnp.array([[2.0, 0.0], [0.0, 1.0]])
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        est, v = power_iteration(a, 20)
        jax.block_until_ready(est)
        jax.effects_barrier()
    assert round(float(est[-1]), 4) == 2.0 and abs(float(est[0]) - 1.5) < 1e-6
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        with jax.transfer_guard("disallow"):
            est, v = power_iteration(a, 5)
            jax.block_until_ready(est)
        jax.effects_barrier()
    lines = [l for l in buf.getvalue().splitlines() if "estimate" in l]
    assert len(lines) == 5, buf.getvalue()
    print("verified")
