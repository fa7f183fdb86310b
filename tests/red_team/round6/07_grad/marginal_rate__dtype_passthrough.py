"""Returns ``jax.grad(tax)(income)`` as is, so the rate takes the income's dtype: a float16 (or bfloat16) income gives a float16 rate.

Violates: "Returns: A float32 scalar."
Verifying input: marginal_rate(jnp.float16(25_000.0)) -> requires a float32 0.2, this returns float16 0.2 (Python floats and float32 are fine).
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def marginal_rate(income):
    return jax.grad(tax)(income)


if __name__ == "__main__":
    import importlib.util
    import pathlib

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_grad_stub", root / "exercises/07_grad/grad.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    tax = stub.tax

    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    assert marginal_rate(25_000.0).dtype == jnp.float32
    got = marginal_rate(jnp.float16(25_000.0))
    print("float16 income ->", repr(got))
    assert got.dtype == jnp.float16
    print("verified")
