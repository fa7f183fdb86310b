"""Correct: a lax.while_loop carrying (step, y) until step reaches n_iters, in a's float dtype.

Violates: nothing.
Verifying input: float32/float16/int inputs, n_iters from 0 to 70 as Python int and traced under one jit -> matches a NumPy loop of the same steps.
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = lax.convert_element_type(a, jnp.result_type(a, 1.0))
    n = jnp.asarray(n_iters, jnp.int32)

    def cond(state):
        return state[0] < n

    def body(state):
        k, y = state
        return k + 1, (y + a / y) / 2

    return lax.while_loop(cond, body, (jnp.int32(0), a))[1]


if __name__ == "__main__":
    import numpy as np

    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    jf = jax.jit(newton_sqrt)
    rng = np.random.default_rng(0)
    for dt in (np.float32, np.float16):
        a = rng.uniform(0.01, 500, (2, 3)).astype(dt)
        for n in (0, 1, 4, 70):
            y = a.copy()
            for _ in range(n):
                y = ((y + a / y) / dt(2)).astype(dt)
            got = jf(jnp.asarray(a), n)
            assert got.dtype == dt and got.shape == a.shape
            np.testing.assert_allclose(np.asarray(got, np.float64), y.astype(np.float64), rtol=1e-6 if dt == np.float32 else 2e-3)
            np.testing.assert_allclose(np.asarray(newton_sqrt(jnp.asarray(a), n), np.float64), y.astype(np.float64), rtol=1e-6 if dt == np.float32 else 2e-3)
    assert jf(jnp.array([4, 9]), 10).dtype == jnp.float32 and jf(jnp.array([4, 9]), 10).tolist() == [2.0, 3.0]
    assert float(jf(jnp.float32(1e20), 60)) == float(np.float32(1e10))
    assert float(jf(jnp.float32(2.0), 0)) == 2.0
    print("verified")
