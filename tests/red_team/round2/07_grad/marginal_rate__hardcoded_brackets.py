"""Reads the rates off tax's source and hard-codes them: right for today's tax, but nothing is computed by JAX from ``tax``.

Violates: "The marginal tax rate ``d tax / d income`` at one income, computed by JAX from ``tax``" / "``tax`` is used as given."
Verifying input: the module's tax replaced by one with a 25% middle bracket -> the docstring requires d tax / d income = 0.25 at 20_000, this still returns 0.2.
"""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def marginal_rate(income: float) -> jax.Array:
    income = float(income)
    if income <= 10_000.0:
        rate = 0.0
    elif income <= 40_000.0:
        rate = 0.2
    else:
        rate = 0.4
    return jnp.asarray(rate, jnp.float32)


if __name__ == "__main__":
    import numpy as np

    def _mrh_given_tax(income):
        if income <= 10_000.0:
            return 0.0 * income
        if income <= 40_000.0:
            return 0.2 * (income - 10_000.0)
        return 6_000.0 + 0.4 * (income - 40_000.0)

    assert [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)] == [0.0, 0.2, 0.4]
    for v in (0.0, 10_000.0, 10_000.5, 25_000.0, 40_000.0, 40_000.5, np.float32(1e6), jnp.float32(7_000.0)):
        r = marginal_rate(v)
        assert r.dtype == jnp.float32 and r.shape == ()
        assert abs(float(r) - float(jax.grad(_mrh_given_tax)(jnp.float32(v)))) < 1e-6, v

    def _mrh_other_tax(income):     # a different tax, as a grader might substitute
        if income <= 10_000.0:
            return 0.0 * income
        if income <= 40_000.0:
            return 0.25 * (income - 10_000.0)
        return 7_500.0 + 0.5 * (income - 40_000.0)

    want = float(jax.grad(_mrh_other_tax)(jnp.float32(20_000.0)))
    got = float(marginal_rate(20_000.0))
    print(got, want)
    assert want == 0.25 and got == np.float32(0.2)
    print("verified")
