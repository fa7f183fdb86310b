"""Correct: converts the income to a float32 JAX scalar first and takes the gradient with jax.value_and_grad(tax), discarding the value.

Verifying input: compared with the bracket rates (lower one at 10,000 and 40,000) at 0, 1, 9,999.5, 10,000, 10,001, 25,000, 39,999, 40,000, 40,001, 1e6, for incomes given as Python float, np.float32, np.float64, jnp.float32, jnp.float16 (where representable) and bfloat16; the result is always a float32 0-d array.
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def marginal_rate(income):
    _, rate = jax.value_and_grad(tax)(jnp.asarray(income, jnp.float32))
    return jnp.asarray(rate, jnp.float32)


if __name__ == "__main__":
    import importlib.util
    import pathlib
    import numpy as np
    import ml_dtypes

    root = next(p for p in pathlib.Path(__file__).resolve().parents if (p / "exercises").is_dir())
    spec = importlib.util.spec_from_file_location("_grad_stub", root / "exercises/07_grad/grad.py")
    stub = importlib.util.module_from_spec(spec); spec.loader.exec_module(stub)
    tax = stub.tax

    def want(v):
        return 0.0 if v <= 10_000 else (0.2 if v <= 40_000 else 0.4)

    incomes = [0.0, 1.0, 9_999.5, 10_000.0, 10_001.0, 25_000.0, 39_999.0, 40_000.0, 40_001.0, 1e6]
    for v in incomes:
        kinds = [v, np.float32(v), np.float64(v), jnp.float32(v)]
        if float(np.float16(v)) == v:
            kinds.append(jnp.float16(v))
        if float(ml_dtypes.bfloat16(v)) == v:
            kinds.append(jnp.asarray(v, ml_dtypes.bfloat16))
        for k in kinds:
            r = marginal_rate(k)
            assert isinstance(r, jax.Array) and r.dtype == jnp.float32 and r.shape == ()
            assert abs(float(r) - want(v)) < 1e-6, (v, k, r)
    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    print("verified")
