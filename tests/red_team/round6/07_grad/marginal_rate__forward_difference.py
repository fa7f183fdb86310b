"""Estimates the rate with a forward difference (tax(income + 1) - tax(income)), which is the upper bracket's rate at a boundary instead of the branch tax takes there.

Violates: "At a bracket boundary (``10_000.0``, ``40_000.0``) the rate is that of the branch ``tax`` takes there, the lower one."
Verifying input: marginal_rate(40_000.0) -> requires 0.2, this returns 0.4; marginal_rate(10_000.0) -> requires 0.0, this returns 0.2.
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def marginal_rate(income):
    income = float(income)
    return jnp.float32(tax(income + 1.0) - tax(income))


if __name__ == "__main__":
    import importlib.util
    import pathlib

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_grad_stub", root / "exercises/07_grad/grad.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    tax = stub.tax

    for v, want in ((5_000.0, 0.0), (25_000.0, 0.2), (60_000.0, 0.4)):
        assert abs(float(marginal_rate(v)) - want) < 1e-6
    exact = [float(jax.grad(tax)(v)) for v in (10_000.0, 40_000.0)]
    got = [round(float(marginal_rate(v)), 4) for v in (10_000.0, 40_000.0)]
    print("boundaries: required", [round(e, 4) for e in exact], "got", got)
    assert got == [0.2, 0.4] and [round(e, 4) for e in exact] == [0.0, 0.2]
    print("verified")
