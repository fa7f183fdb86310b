"""A scan in chunks of 100 steps, reading the estimate back after each chunk to check convergence (a host read)."""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "reads data back from the device"

from functools import partial

import jax
import jax.numpy as jnp

CHUNK = 100


@jax.jit
def _start(matrix):
    n = matrix.shape[0]
    return jnp.full(n, 1.0 / n ** 0.5, matrix.dtype)


@partial(jax.jit, static_argnames="length")
def _steps(matrix, v, length):
    def step(v, _):
        w = matrix @ v
        return w / jnp.linalg.norm(w), v @ w

    return jax.lax.scan(step, v, None, length=length)


def power_iteration(matrix, n_steps):
    v = _start(matrix)
    pieces = []
    done = 0
    while done < n_steps:
        length = min(CHUNK, n_steps - done)
        v, estimates = _steps(matrix, v, length)
        pieces.append(estimates)
        done += length
        if done < n_steps and not bool(jnp.isfinite(estimates).all()):  # diverged: no point going on
            raise FloatingPointError(f"power iteration diverged after {done} steps")
    return jnp.concatenate(pieces), v
