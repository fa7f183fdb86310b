"""The student stops the Newton loop early once y stops changing, so long runs print fewer than n_steps lines.

Violates: "After step ``i`` (counting from 1) print exactly one line ``step i: y = Y``"
Verifying input: a=2.0, n_steps=8 under jax.jit -> requires 8 lines (step 1 .. step 8), this prints only 5 (y has converged after step 5).
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)

    def keep_going(carry):
        i, y, prev = carry
        # no point iterating once Newton has converged
        return (i < n_steps) & (y != prev)

    def body(carry):
        i, y, _ = carry
        y_new = (y + a / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=y_new, ordered=True)
        return i + 1, y_new, y

    _, y, _ = lax.while_loop(keep_going, body, (jnp.int32(0), a, a + 1.0))
    return y


if __name__ == "__main__":
    import contextlib
    import io

    def run(a, n):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            y = jax.jit(sqrt_with_progress, static_argnums=1)(jnp.float32(a), n)
            jax.effects_barrier()
        return y, buf.getvalue().splitlines()

    y, lines = run(2.0, 2)
    assert lines == ["step 1: y = 1.5000", "step 2: y = 1.4167"], lines
    y, lines = run(2.0, 2)  # second call prints again
    assert lines == ["step 1: y = 1.5000", "step 2: y = 1.4167"], lines
    y, lines = run(9.0, 0)
    assert lines == [] and float(y) == 9.0
    y, lines = run(9.0, 3)
    assert lines == ["step 1: y = 5.0000", "step 2: y = 3.4000", "step 3: y = 3.0235"], lines
    # the flaw: a long run
    y, lines = run(2.0, 8)
    print(lines)
    assert abs(float(y) - 2 ** 0.5) < 1e-6
    assert len(lines) == 5, len(lines)  # the docstring requires 8
    print("verified")
