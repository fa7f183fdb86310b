"""The student prints through ``io_callback(..., ordered=True)`` to guarantee the order of the lines, which works under ``jit`` but cannot be ``vmap``-ed at all.

Violates: "under ``jax.vmap`` over ``a`` each example prints its own lines."
Verifying input: jax.vmap(sqrt_with_progress, in_axes=(0, None))(jnp.array([4.0, 9.0]), 1) -> requires 2 lines and a (2,) result, this raises ValueError "Cannot `vmap` ordered IO callback".
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax.experimental import io_callback


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    def show(i, y):
        print(f"step {int(i)}: y = {float(y):.4f}")

    a = jnp.asarray(a, jnp.float32)
    y = a
    for i in range(1, n_steps + 1):
        y = (y + a / y) / 2
        io_callback(show, None, i, y, ordered=True)  # ordered: lines never get shuffled
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
    try:
        run(jax.vmap(sqrt_with_progress, in_axes=(0, None)), jnp.array([4.0, 9.0], jnp.float32), 1)
    except ValueError as e:
        assert "vmap" in str(e)
    else:
        raise AssertionError("vmap worked")
    print("verified")
