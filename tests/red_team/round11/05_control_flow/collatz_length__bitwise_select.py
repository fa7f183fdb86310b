"""Correct, unusual style: the parity test and the halving are bit operations (``m & 1``,
``m >> 1``, valid for the positive values on a path), the branch is a ``lax.select``, and the
step count is an int32 in the ``while_loop`` carry beside ``m``. It works traced, under ``jit``
and ``vmap``, and the jaxpr holds a ``while``.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "pass"
KIND = "correct"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def not_done(carry):
        m, _ = carry
        return m != 1

    def one_step(carry):
        m, count = carry
        odd = (m & 1) == 1
        return lax.select(odd, 3 * m + 1, m >> 1), count + 1

    start = (jnp.asarray(n, jnp.int32), jnp.zeros((), jnp.int32))
    return lax.while_loop(not_done, one_step, start)[1]


def _python_length(n):
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


if __name__ == "__main__":
    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    ns = [1, 27, 97, 871, 77031, 113382]
    got = jax.jit(jax.vmap(collatz_length))(jnp.array(ns, jnp.int32))
    assert got.dtype == jnp.int32
    assert got.tolist() == [_python_length(v) for v in ns]
    assert "while" in str(jax.make_jaxpr(collatz_length)(jnp.int32(6)))
    print("ok")
