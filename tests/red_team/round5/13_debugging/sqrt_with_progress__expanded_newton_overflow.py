"""The student simplified Newton's step to ``(y*y + a) / (2*y)``: the same number on paper, but ``y*y`` overflows float32 for large ``a``, giving inf and then nan instead of the iterates.

Violates: "Start from ``y = a``; each step sets ``y = (y + a / y) / 2``." (``a``: "a positive float32 scalar")
Verifying input: a = float32(1e30), n_steps = 3 -> requires y = 5e29, 2.5e29, 1.25e29 (finite), this returns inf then nan.
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)

    def body(i, y):
        y = (y * y + a) / (2.0 * y)  # Newton for y^2 - a = 0, written over one denominator
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=y, ordered=True)
        return y

    return lax.fori_loop(0, n_steps, body, a)


if __name__ == "__main__":
    import contextlib
    import io

    import numpy as np

    def run(fn, *args):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            out = fn(*args)
            jax.block_until_ready(out)
            jax.effects_barrier()
        return out, buf.getvalue().splitlines()

    jitted = jax.jit(sqrt_with_progress, static_argnums=1)
    out, lines = run(jitted, jnp.float32(2.0), 2)
    assert lines == ["step 1: y = 1.5000", "step 2: y = 1.4167"], lines
    out, lines = run(jitted, jnp.float32(2.0), 2)  # second call prints again
    assert lines == ["step 1: y = 1.5000", "step 2: y = 1.4167"], lines
    out, lines = run(jitted, jnp.float32(9.0), 0)
    assert lines == [] and float(out) == 9.0
    out, lines = run(jitted, jnp.float32(10.0), 8)
    assert np.isclose(float(out), np.sqrt(10.0), rtol=1e-6) and len(lines) == 8
    out, lines = run(jax.vmap(lambda a: sqrt_with_progress(a, 1)), jnp.array([2.0, 8.0], jnp.float32))
    assert sorted(lines) == ["step 1: y = 1.5000", "step 1: y = 4.5000"], lines

    # reference: the docstring's step, in float32
    y = np.float32(1e30)
    ref = []
    for _ in range(3):
        y = np.float32((y + np.float32(1e30) / y) / np.float32(2))
        ref.append(y)
    out, lines = run(jitted, jnp.float32(1e30), 3)
    print("reference:", ref, " got lines:", lines)
    assert all(np.isfinite(ref))
    assert not np.isfinite(float(out))
    print("verified")
