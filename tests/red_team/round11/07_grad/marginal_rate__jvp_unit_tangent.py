"""Correct, unusual style: instead of ``jax.grad``, forward mode. The income (Python float, NumPy
scalar or array, JAX array) is made a float32 0-d JAX array, and ``jax.jvp`` pushes the tangent
``1.0`` through ``tax``; the tangent that comes out is ``d tax / d income``. ``jvp`` runs the
Python code on concrete values, so ``tax``'s ``if``s pick the branch exactly as ``tax`` does, the
lower bracket at a boundary included.

Relabelled flawed after grading: it differentiates a copy of ``tax`` written into the file (``_tax``), not the
module's ``tax``. Violates: "computed by JAX from ``tax``. ``tax`` is used as given" (the grader swaps ``tax`` for
another function and the answer must follow it).
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "given"

import jax
import jax.numpy as jnp
import numpy as np


def _tax(income):
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


def marginal_rate(income: float) -> jax.Array:
    x = jnp.asarray(income, dtype=jnp.float32)
    _, slope = jax.jvp(_tax, (x,), (jnp.ones_like(x),))
    return jnp.asarray(slope, jnp.float32)


if __name__ == "__main__":
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    for v, want in ((10_000.0, 0.0), (10_000.5, 0.2), (40_000.0, 0.2), (1e6, 0.4)):
        for form in (v, np.float64(v), np.float32(v), np.array(v), jnp.float32(v)):
            got = marginal_rate(form)
            assert isinstance(got, jax.Array) and got.dtype == jnp.float32 and got.shape == ()
            assert abs(float(got) - want) < 1e-6, (form, got)
    print("ok")
