"""The student estimates the rate as ``tax(x) - tax(x - 1)`` (a backward difference of one unit) instead of letting JAX differentiate ``tax``; it matches at the boundaries and inside wide brackets but is wrong within one unit above a boundary.

Violates: "The marginal tax rate ``d tax / d income`` at one income, computed by JAX from ``tax``"
Verifying input: income = 40000.5 -> requires 0.4 (the branch above 40,000), this returns 0.3 ((6000.2 - 5999.9) / 1).
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    x = float(income)
    h = 1.0
    return jnp.float32((tax(x) - tax(x - h)) / h)


if __name__ == "__main__":
    import importlib.util
    import pathlib

    import numpy as np

    root = pathlib.Path(__file__).resolve().parents[4]
    spec = importlib.util.spec_from_file_location("_grad_stub", root / "exercises/07_grad/grad.py")
    stub = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(stub)
    tax = stub.tax

    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    for v, want in [(10_000.0, 0.0), (10_001.0, 0.2), (25_000.0, 0.2), (1e6, 0.4), (np.float32(20_000.0), 0.2), (jnp.float32(70_000.0), 0.4)]:
        r = marginal_rate(v)
        assert r.dtype == jnp.float32 and r.shape == () and abs(float(r) - want) < 1e-5, (v, r)
    # the violation: just above a bracket boundary
    r = float(marginal_rate(40_000.5))
    assert abs(r - 0.3) < 1e-5, r
    assert abs(float(marginal_rate(10_000.25)) - 0.05) < 1e-5  # requires 0.2
    print("verified")
