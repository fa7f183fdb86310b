"""The student starts Newton's iteration from ``y = 1.0`` instead of ``y = a``; every printed step is identical (``(1 + a/1)/2 == (a + a/a)/2``), but with ``n_steps = 0`` the function returns ``1.0`` instead of ``a``.

Violates: "n_steps: a Python int, ``>= 0`` (0: no line, ``a`` comes back)."
Verifying input: jax.jit(sqrt_with_progress, static_argnums=1)(float32(9.0), 0) -> requires 9.0 and no line, this returns 1.0.
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)

    def body(i, y):
        y = (y + a / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=y, ordered=True)
        return y

    return lax.fori_loop(0, n_steps, body, jnp.ones_like(a))


if __name__ == "__main__":
    import contextlib
    import io

    import numpy as np

    def reference(a, n):
        y, out = np.float32(a), []
        for i in range(1, n + 1):
            y = np.float32((y + np.float32(a) / y) / np.float32(2))
            out.append(f"step {i}: y = {float(y):.4f}")
        return out, y

    f = jax.jit(sqrt_with_progress, static_argnums=1)

    def run(a, n):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            y = f(jnp.float32(a), n)
            jax.effects_barrier()
        return buf.getvalue().splitlines(), float(y)

    for a in (2.0, 9.0, 0.25):  # for n >= 1 the lines and values agree with the reference
        for n in (1, 3):
            lines, y = run(a, n)
            ref_lines, ref_y = reference(a, n)
            assert lines == ref_lines and abs(y - float(ref_y)) < 1e-6, (lines, ref_lines)
    lines, y = run(9.0, 0)
    print("n_steps=0:", lines, y, "expected [] 9.0")
    assert lines == [] and y == 1.0 and y != 9.0
    print("verified")
