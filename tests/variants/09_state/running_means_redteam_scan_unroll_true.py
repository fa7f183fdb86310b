"""The student fixes the scan correctly (means as the scan's ys) but passes unroll=True "for speed", which unrolls the whole loop into the program.

Violates: "inside one compiled loop: the program must not grow with n (no unrolled Python loop)".
Verifying input: xs of shape (4,) vs (64,) -> the docstring requires one program size; the lowered program grows with n (no loop left in it).
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
MESSAGE = '`unroll=True` copies the body once per step'

import jax
import jax.numpy as jnp
from jax import lax


def running_means(state: dict[str, jax.Array], xs: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    def _rm_unroll_step(carry, x):
        mean, carry = running_mean_step(carry, x)
        return carry, mean

    final, means = lax.scan(_rm_unroll_step, state, xs, unroll=True)
    return means, final
