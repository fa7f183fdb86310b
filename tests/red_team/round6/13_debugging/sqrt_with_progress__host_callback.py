"""Correct, unusual style: a Python loop (n_steps is static) that formats each line on the host through ``jax.debug.callback(..., ordered=True)`` instead of ``jax.debug.print``.

Verifying input: lines and values compared with a NumPy float32 Newton reference for a in {2, 9, 0.25, 1e4, 1e-3}, n_steps in {0, 1, 2, 5}, on two consecutive jitted calls, and under jax.vmap (each example's lines, in order).
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def _emit(step, y):
    print(f"step {int(step)}: y = {float(y):.4f}")


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    y = a
    for i in range(1, n_steps + 1):
        y = (y + a / y) / 2
        jax.debug.callback(_emit, i, y, ordered=True)
    return y


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

    def capture(fn, *args):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            out = fn(*args)
            jax.effects_barrier()
        return buf.getvalue().splitlines(), out

    for n in (0, 1, 2, 5):
        for a in (2.0, 9.0, 0.25, 1e4, 1e-3):  # several calls of the same compiled program
            lines, y = capture(f, jnp.float32(a), n)
            ref_lines, ref_y = reference(a, n)
            assert lines == ref_lines, (lines, ref_lines)
            assert y.dtype == jnp.float32 and y.shape == ()
            assert np.allclose(float(y), float(ref_y), rtol=1e-6), (y, ref_y)
    # vmap: every example prints its own lines, in order within each example
    avals = [2.0, 9.0, 0.25]
    lines, ys = capture(jax.jit(jax.vmap(sqrt_with_progress, in_axes=(0, None)), static_argnums=1), jnp.array(avals, jnp.float32), 3)
    assert sorted(lines) == sorted(sum((reference(a, 3)[0] for a in avals), []))
    for a in avals:
        mine = [l for l in lines if l in reference(a, 3)[0]]
        assert mine == reference(a, 3)[0]
    assert np.allclose(np.asarray(ys), [float(reference(a, 3)[1]) for a in avals], rtol=1e-6)
    print("verified")
