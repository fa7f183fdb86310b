"""Uses the "incremental" form m + alpha * (x - m), algebraically the same formula but not numerically: with alpha = 1 the difference x - m rounds and m is not replaced by x.

Violates: "``m[t] = alpha * xs[t] + (1 - alpha) * m[t-1]``"
Verifying input: xs=float32 [1e8, 1.0], alpha=1.0 -> requires [1e8, 1.0] (1*1 + 0*1e8), this returns [1e8, 0.0].
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    if not jnp.issubdtype(xs.dtype, jnp.floating):
        xs = xs.astype(jnp.float32)

    def step(m, x):
        m = m + alpha * (x - m)
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])


if __name__ == "__main__":
    import numpy as np

    def ref(xs, alpha):
        xs = np.asarray(xs, np.float64); m = [xs[0]]
        for x in xs[1:]:
            m.append(alpha * x + (1 - alpha) * m[-1])
        return np.array(m)

    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    x = np.random.default_rng(0).normal(size=20).astype(np.float32)
    np.testing.assert_allclose(np.asarray(ema(jnp.asarray(x), 0.3)), ref(x, 0.3), rtol=1e-5, atol=1e-6)
    xs = jnp.array([1e8, 1.0], jnp.float32)
    want = ref(xs, 1.0)
    got = ema(xs, 1.0)
    print("required", want.tolist(), "got", got.tolist())
    assert want[1] == 1.0 and float(got[1]) == 0.0
    print("verified")
