"""The student runs Newton in a ``lax.while_loop`` that also stops once ``y`` stops changing, so for long horizons fewer than ``n_steps`` lines are printed.

Violates: "After step ``i`` (counting from 1) print exactly one line ``step i: y = Y``" for every one of the ``n_steps`` steps.
Verifying input: a = 2.0, n_steps = 10 -> requires 10 lines (step 1 ... step 10), this prints only until convergence (5 lines).
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)

    def cond(state):
        i, y, prev = state
        return (i < n_steps) & (y != prev)  # no point iterating once converged

    def body(state):
        i, y, _ = state
        new = (y + a / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=new)
        return i + 1, new, y

    _, y, _ = lax.while_loop(cond, body, (0, a, a + 1.0))
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
    y, lines = run(f, jnp.float32(2.0), 0)
    assert lines == [] and float(y) == 2.0
    ys, lines = run(jax.vmap(sqrt_with_progress, in_axes=(0, None)), jnp.array([4.0, 9.0], jnp.float32), 1)
    assert sorted(lines) == ["step 1: y = 2.5000", "step 1: y = 5.0000"], lines
    # the violation: 10 steps asked, fewer printed
    y, lines = run(f, jnp.float32(2.0), 10)
    assert abs(float(y) - 2 ** 0.5) < 1e-6
    assert len(lines) < 10, lines
    print("verified")
