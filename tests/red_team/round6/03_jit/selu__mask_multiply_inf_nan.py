"""The student selects the branches by multiplying with the boolean masks, so x = inf gives inf * 1 + alpha * (exp(inf) - 1) * 0 = inf + nan = nan.

Violates: "``selu(x) = scale * x`` for ``x > 0`` and ``scale * alpha * (exp(x) - 1)`` otherwise" (x: "Any values: inf and nan included")
Verifying input: x = [inf, -inf, -1.0, 2.0] -> requires [inf, -1.7581, -1.1113, 2.1014], this returns nan in place of inf (the rest agree).
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def selu(x):
    alpha, scale = 1.6732632, 1.0507010
    positive = (x > 0).astype(x.dtype)
    return scale * (x * positive + alpha * (jnp.exp(x) - 1) * (1 - positive))


if __name__ == "__main__":
    import numpy as np

    x = np.array([np.inf, -np.inf, -1.0, 2.0], np.float32)
    x64 = x.astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        expected = np.where(x64 > 0, 1.0507010 * x64, 1.0507010 * 1.6732632 * np.expm1(np.minimum(x64, 0)))
    got = np.asarray(selu(jnp.asarray(x)))
    print("expected", expected.astype(np.float32).tolist(), "got", got.tolist())
    assert np.allclose(got[1:], expected[1:], rtol=1e-5)
    assert np.isnan(got[0]) and expected[0] == np.inf
    print("verified")
