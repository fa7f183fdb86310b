"""The student formats the value with ``{y:.4}`` (four significant digits) instead of ``{y:.4f}`` (four decimals), so ``1.5`` prints as ``1.5`` and ``1.41667`` as ``1.417``.

Violates: "print exactly one line ``step i: y = Y`` with ``Y`` the new ``y`` to 4 decimals"
Verifying input: jax.jit(sqrt_with_progress, static_argnums=1)(float32(2.0), 2) -> requires 'step 1: y = 1.5000', 'step 2: y = 1.4167', this prints 'step 1: y = 1.5', 'step 2: y = 1.417'.
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    def body(i, y):
        y = (y + a / y) / 2
        jax.debug.print("step {}: y = {:.4}", i + 1, y, ordered=True)
        return y

    return lax.fori_loop(0, n_steps, body, a)


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

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        y = jax.jit(sqrt_with_progress, static_argnums=1)(jnp.float32(2.0), 2)
        jax.effects_barrier()
    lines = buf.getvalue().splitlines()
    ref_lines, ref_y = reference(2.0, 2)
    print("printed :", lines)
    print("required:", ref_lines)
    assert ref_lines == ["step 1: y = 1.5000", "step 2: y = 1.4167"]
    assert abs(float(y) - float(ref_y)) < 1e-6  # value right
    assert lines == ["step 1: y = 1.5", "step 2: y = 1.417"] and lines != ref_lines
    print("verified")
