"""The student promotes ``a`` with ``jnp.atleast_1d`` so the same code handles batches, and so returns a shape ``(1,)`` array instead of a scalar.

Violates: "Returns: ``y`` after ``n_steps`` steps, a float32 scalar."
Verifying input: a = jnp.float32(2.0), n_steps = 2 -> requires shape (), this returns shape (1,).
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    y0 = jnp.atleast_1d(jnp.asarray(a, jnp.float32))
    y = y0
    for i in range(1, n_steps + 1):
        y = (y + y0 / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i, y=y[0], ordered=True)
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
        assert abs(float(y[0]) - 1.4166666) < 1e-6 and y.dtype == jnp.float32
    # the violation
    assert y.shape == (1,), y.shape
    print("verified")
