"""The student starts Newton's iteration from ``y = 1.0`` (a "safer" guess), which gives the very same steps from step 1 on but returns 1.0, not ``a``, when ``n_steps == 0``.

Violates: "Start from ``y = a``" and "n_steps: a Python int, ``>= 0`` (0: no line, ``a`` comes back)."
Verifying input: a = 2.0, n_steps = 0 -> requires 2.0 back (and no line), this returns 1.0.
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)
    y = jnp.ones_like(a)  # any positive start converges; 1.0 is the textbook guess
    for i in range(1, n_steps + 1):
        y = (y + a / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i, y=y, ordered=True)
    return y


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
        assert lines == ["step 1: y = 1.5000", "step 2: y = 1.4167"], lines
    y, lines = run(f, jnp.float32(9.0), 3)
    assert lines[0] == "step 1: y = 5.0000" and abs(float(y) - 3.0) < 0.1, (lines, y)
    # the violation
    y, lines = run(f, jnp.float32(2.0), 0)
    assert lines == [] and float(y) == 1.0, (y, lines)
    print("verified")
