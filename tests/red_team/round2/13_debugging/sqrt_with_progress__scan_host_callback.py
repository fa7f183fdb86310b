"""Correct: ``lax.scan`` over the step numbers with ``jax.debug.callback`` formatting each line on the host.

Correct: the callback is an effect inside the compiled program, so it runs on every call; it fires once per step in scan order (ordered=True), once per example under vmap; ``n_steps = 0`` makes a length-0 scan (no line) and ``a`` comes back; the result is a float32 scalar.
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    def show(i, y):
        print(f"step {int(i)}: y = {float(y):.4f}")

    a = jnp.asarray(a, jnp.float32)

    def body(y, i):
        y = (y + a / y) / 2
        jax.debug.callback(show, i, y)
        return y, None

    y, _ = lax.scan(body, a, jnp.arange(1, n_steps + 1))
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
    for _ in range(3):
        y, lines = run(f, jnp.float32(2.0), 2)
        assert lines == ["step 1: y = 1.5000", "step 2: y = 1.4167"], lines
        assert y.shape == () and y.dtype == jnp.float32
    y, lines = run(f, jnp.float32(2.0), 0)
    assert lines == [] and float(y) == 2.0 and y.shape == ()
    y, lines = run(f, jnp.float32(2.0), 12)
    assert len(lines) == 12 and [l.split(":")[0] for l in lines] == [f"step {i}" for i in range(1, 13)]
    ys, lines = run(jax.jit(jax.vmap(sqrt_with_progress, in_axes=(0, None)), static_argnums=1), jnp.array([4.0, 9.0], jnp.float32), 2)
    assert sorted(lines) == sorted(["step 1: y = 2.5000", "step 2: y = 2.0500", "step 1: y = 5.0000", "step 2: y = 3.4000"]), lines
    assert ys.shape == (2,)
    print("verified")
