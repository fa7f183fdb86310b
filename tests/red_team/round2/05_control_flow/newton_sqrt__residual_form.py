"""Writes the Newton step as y - (y*y - a) / (2*y): the same algebra, but y*y overflows while y is still large.

Violates: "Start from ``y = a``, then ``n_iters`` times replace ``y`` by ``(y + a / y) / 2``" (for every ``a > 0``).
Verifying input: a = float16 300.0, n_iters = 10 -> the docstring requires ~17.32, this returns nan (300*300 overflows float16); likewise float32 a = 1e20.
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def _nsr_body(i, y):
        return y - (y * y - a) / (2 * y)

    return lax.fori_loop(0, n_iters, _nsr_body, a)


if __name__ == "__main__":
    import numpy as np
    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    f = jax.jit(newton_sqrt)
    for v in (0.5, 2.0, 9.0, 100.0):
        assert abs(float(f(jnp.float32(v), 20)) - np.sqrt(v)) < 1e-5 * max(1, np.sqrt(v))
    assert float(f(jnp.float32(4.0), 0)) == 4.0

    def _ref(a, n):
        y = a
        for _ in range(n):
            y = (y + a / y) / 2
        return y

    r16 = newton_sqrt(jnp.float16(300.0), 10)
    ref16 = _ref(np.float16(300.0), 10)
    print(r16, ref16)
    assert np.isfinite(ref16) and not np.isfinite(float(r16))
    r32 = f(jnp.float32(1e20), 60)
    print(r32, _ref(np.float32(1e20), 60))
    assert not np.isfinite(float(r32))
    print("verified")
