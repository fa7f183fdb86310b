"""The student rewrote the Newton step (y + a / y) / 2 as the "same" (y * y + a) / (2 * y), whose y * y overflows: float16 a = 300 already squares past 65504 and the iteration blows up to inf/nan.

Violates: "then ``n_iters`` times replace ``y`` by ``(y + a / y) / 2`` ... a float scalar or array with every element ``> 0`` ... (float16 stays float16"
Verifying input: a=float16(300.0), n_iters=10 -> requires ~17.32 (the given step never leaves float16 range), this returns nan (300*300 = inf in float16).
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))

    def step(_, y):
        return (y * y + a) / (2 * y)

    return lax.fori_loop(0, n_iters, step, a)


if __name__ == "__main__":
    import numpy as np

    def ref(a, n):
        a = np.asarray(a)
        y = a.copy()
        for _ in range(n):
            y = (y + a / y) / 2
        return y

    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    f = jax.jit(newton_sqrt)
    xs = jnp.array([0.5, 2.0, 9.0, 100.0, 1e6], jnp.float32)
    for n in (0, 1, 3, 20):
        np.testing.assert_allclose(f(xs, n), ref(np.asarray(xs), n), rtol=1e-6)
    assert f(xs, 0).tolist() == xs.tolist()
    assert newton_sqrt(jnp.array([4, 9]), 10).dtype == jnp.float32
    h = f(jnp.array([2.0, 9.0, 100.0], jnp.float16), 10)
    assert h.dtype == jnp.float16
    np.testing.assert_allclose(np.asarray(h, np.float32), [1.4142, 3.0, 10.0], rtol=2e-3)

    want = ref(np.float16(300.0), 10)
    got = f(jnp.float16(300.0), 10)
    print("required", want, "got", got)
    assert np.isfinite(want) and abs(float(want) - 17.32) < 0.05
    assert not bool(jnp.isfinite(got))
    got32 = f(jnp.float32(1e20), 50)
    print("float32 a=1e20: required 1e10, got", got32)
    assert not bool(jnp.isfinite(got32))
    print("verified")
