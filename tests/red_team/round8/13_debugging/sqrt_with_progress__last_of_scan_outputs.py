"""The student runs the Newton steps in lax.scan, printing each step with jax.debug.print, and returns the last of the stacked outputs, which does not exist when n_steps is 0.

Violates: "n_steps: a Python int, ``>= 0`` (0: no line, ``a`` comes back)."
Verifying input: jax.jit(sqrt_with_progress, static_argnums=1)(jnp.float32(2.0), 0) must return 2.0 and print nothing; this raises IndexError.
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a, n_steps):
    def body(y, i):
        y = (y + a / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i, y=y)
        return y, y

    _, ys = lax.scan(body, a, jnp.arange(1, n_steps + 1))
    return ys[-1]


if __name__ == "__main__":
    import contextlib
    import io

    f = jax.jit(sqrt_with_progress, static_argnums=1)
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        y = f(jnp.float32(2.0), 2)
        jax.effects_barrier()
    assert buf.getvalue().splitlines() == ["step 1: y = 1.5000", "step 2: y = 1.4167"], buf.getvalue()
    assert abs(float(y) - 1.4166667) < 1e-6

    raised = False
    try:
        f(jnp.float32(2.0), 0)
    except IndexError as e:
        raised = True
        print("raised", e)
    assert raised
    print("ok: flaw shows")
