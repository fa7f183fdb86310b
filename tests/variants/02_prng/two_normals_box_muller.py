"""Correct alternative: the Box-Muller transform of two uniform draws (exactly standard normal)."""
EXERCISE = "prng.two_normals"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def two_normals(key):
    u1, u2 = jax.random.uniform(key, (2,))
    radius = jnp.sqrt(-2.0 * jnp.log1p(-u1))  # 1 - u1 is in (0, 1], so the log is finite
    angle = 2.0 * jnp.pi * u2
    return radius * jnp.cos(angle), radius * jnp.sin(angle)
