"""The student prints each step with a Python f-string ``print`` inside a Python loop, so lines appear only while tracing (showing tracers), never on later calls of the jitted function.

Violates: "The lines must appear, in order, on *every* call of ``jax.jit(sqrt_with_progress, static_argnums=1)``, not only the first"
Verifying input: jax.jit(sqrt_with_progress, static_argnums=1)(float32(2.0), 2) then (float32(9.0), 2) -> requires 'step 1: y = 5.0000', 'step 2: y = 3.4000' on the second call, this prints tracer lines on the first call and nothing on the second.
"""
EXERCISE = "debugging.sqrt_with_progress"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    y = a
    for i in range(1, n_steps + 1):
        y = (y + a / y) / 2
        print(f"step {i}: y = {y}")
    return y


if __name__ == "__main__":
    import contextlib
    import io

    import numpy as np

    def expected_lines(a, n):
        y, out = np.float32(a), []
        for i in range(1, n + 1):
            y = np.float32((y + np.float32(a) / y) / np.float32(2))
            out.append(f"step {i}: y = {float(y):.4f}")
        return out, y

    f = jax.jit(sqrt_with_progress, static_argnums=1)
    outputs = []
    for a in (2.0, 9.0):
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            y = f(jnp.float32(a), 2)
            jax.effects_barrier()
        outputs.append(buf.getvalue().splitlines())
        assert abs(float(y) - float(expected_lines(a, 2)[1])) < 1e-6  # the value itself is right
    print("first call printed :", outputs[0])
    print("second call printed:", outputs[1])
    assert expected_lines(9.0, 2)[0] == ["step 1: y = 5.0000", "step 2: y = 3.4000"]
    assert outputs[0] != expected_lines(2.0, 2)[0]  # tracers, not values
    assert outputs[1] == []  # and nothing at all on the next call
    print("verified")
