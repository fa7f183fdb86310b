"""The student also prints the starting guess as ``step 0: y = a`` before iterating, so every call prints one line too many and ``n_steps = 0`` prints a line.

Violates: "After step ``i`` (counting from 1) print exactly one line" and "(0: no line, ``a`` comes back)".
Verifying input: a = 2.0, n_steps = 0 -> requires no output, this prints "step 0: y = 2.0000" (and n_steps = 2 prints 3 lines).
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)
    jax.debug.print("step {i}: y = {y:.4f}", i=0, y=a, ordered=True)

    def body(i, y):
        y = (y + a / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=y, ordered=True)
        return y

    return lax.fori_loop(0, n_steps, body, a)


if __name__ == "__main__":
    import contextlib
    import io

    def run(fn, *args):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            out = jax.block_until_ready(fn(*args))
            jax.effects_barrier()
        return out, buf.getvalue().splitlines()

    f = jax.jit(sqrt_with_progress, static_argnums=1)
    for _ in range(2):
        y, lines = run(f, jnp.float32(2.0), 2)
        assert "step 1: y = 1.5000" in lines and "step 2: y = 1.4167" in lines
        assert lines.index("step 1: y = 1.5000") < lines.index("step 2: y = 1.4167")
        assert abs(float(y) - 1.4166666) < 1e-6
    # the violation
    y, lines = run(f, jnp.float32(2.0), 0)
    assert float(y) == 2.0 and lines == ["step 0: y = 2.0000"], lines
    print("verified")
