"""Correct: an explicit lax.while_loop carrying (step counter, y), comparing the counter with the (possibly traced) n_iters.

Verifying input: compared bit-for-bit with the stub's unrolled Python loop for n_iters 0..12 on float16/bfloat16/float32/int32 inputs of shapes (), (4,), (2,3), Python-int and traced n_iters (one compile serves all), dtype and shape checked.
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def keep_going(carry):
        i, _ = carry
        return i < n_iters

    def step(carry):
        i, y = carry
        return i + 1, (y + a / y) / 2

    _, y = lax.while_loop(keep_going, step, (jnp.zeros((), jnp.int32), a))
    return y


if __name__ == "__main__":
    import numpy as np

    def unrolled(a, n):
        a = jnp.asarray(a)
        a = a.astype(jnp.result_type(a, 1.0))
        y = a
        for _ in range(n):
            y = (y + a / y) / 2
        return y

    rng = np.random.default_rng(1)
    f = jax.jit(newton_sqrt)
    for dt in (jnp.float16, jnp.bfloat16, jnp.float32, jnp.int32):
        for shape in ((), (4,), (2, 3)):
            a = jnp.asarray(rng.uniform(0.01, 500, shape), jnp.float32)
            a = jnp.maximum(a.astype(dt), 1) if dt == jnp.int32 else a.astype(dt)
            for n in range(13):
                want = unrolled(a, n)
                for got in (newton_sqrt(a, n), f(a, n), f(a, jnp.int32(n))):
                    assert got.dtype == want.dtype == (jnp.float32 if dt == jnp.int32 else dt)
                    assert got.shape == a.shape
                    tol = 0 if dt in (jnp.float32, jnp.int32) else 1e-2
                    np.testing.assert_allclose(np.asarray(got, np.float64), np.asarray(want, np.float64), rtol=tol + 1e-7)
            assert np.array_equal(np.asarray(newton_sqrt(a, 0)), np.asarray(a.astype(want.dtype)))
    # one compile for every count
    g = jax.jit(lambda a, n: newton_sqrt(a, n))
    for n in range(5):
        g(jnp.ones(3), n)
    assert g._cache_size() == 1
    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    print("verified")
