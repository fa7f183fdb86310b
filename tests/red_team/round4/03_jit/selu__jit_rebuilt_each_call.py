"""The student "compiles with jax.jit" by wrapping a fresh lambda in jax.jit inside the function, so every call traces and compiles again and is far slower than the plain formula.

Violates: "The function is jitted, and on a vector of 1,000 elements it must be clearly faster than the same formula run without ``jit`` (one operation at a time)."
Verifying input: selu(jnp.ones(1000)) called repeatedly -> requires reuse of one compiled program (faster than eager), this recompiles on each call (jit cache misses grow with calls; each call is slower than eager).
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def selu(x: jax.Array) -> jax.Array:
    alpha, scale = 1.6732632, 1.0507010
    return jax.jit(lambda v: scale * jnp.where(v > 0, v, alpha * (jnp.exp(v) - 1)))(x)


if __name__ == "__main__":
    import time
    import numpy as np

    alpha, scale = 1.6732632, 1.0507010

    def ref(x):
        x = np.asarray(x, np.float64)
        with np.errstate(over="ignore", invalid="ignore"):
            return np.where(x > 0, scale * x, scale * alpha * (np.exp(np.minimum(x, 0)) - 1))

    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    x = jnp.array([-np.inf, -50.0, -1.0, -0.0, 0.0, 1e-3, 3.0, 100.0, np.inf, np.nan], jnp.float32)
    np.testing.assert_allclose(np.asarray(selu(x)), ref(x), rtol=1e-6)
    assert selu(x.astype(jnp.float16)).dtype == jnp.float16
    assert selu(jnp.zeros((0, 3))).shape == (0, 3) and selu(jnp.float32(2.0)).shape == ()
    assert jax.jit(selu)(x).shape == x.shape

    def eager(v):
        return scale * jnp.where(v > 0, v, alpha * (jnp.exp(v) - 1))

    v = jnp.ones(1000)
    for f in (selu, eager):
        jax.block_until_ready(f(v))

    def clock(f, n=20):
        ts = []
        for _ in range(n):
            t = time.perf_counter()
            jax.block_until_ready(f(v))
            ts.append(time.perf_counter() - t)
        return float(np.median(ts))

    t_selu, t_eager = clock(selu), clock(eager)
    print(f"selu {t_selu * 1e6:.0f} us/call, eager formula {t_eager * 1e6:.0f} us/call")
    assert t_selu > t_eager
    print("verified")
