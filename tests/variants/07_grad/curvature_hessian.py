"""Alternative: the second derivative as jax.hessian of a scalar function (a 0-d "matrix"), scaled three times by
1 / sqrt(1 + f'**2), computed as (1 / |f'|) / sqrt(1 + 1 / f'**2) for a steep slope (f'**2 is past float32's range
once |f'| passes 1.8e19)."""
EXERCISE = "grad.curvature"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def curvature(f, x):
    slope = jnp.abs(jax.grad(f)(x))
    steep = slope > 1
    safe = jnp.where(steep, slope, 1.0)
    inverse = jnp.where(steep, (1 / safe) * jax.lax.rsqrt(1 + (1 / safe) ** 2), jax.lax.rsqrt(1 + slope * slope))
    return jnp.abs(jax.hessian(f)(x)) * inverse * inverse * inverse
