"""Correct: scans over (t, xs) with a float32 carry, takes x itself at t == 0 via jnp.where, and casts the result to the output dtype.

Verifying input: checked the Example, float16/bfloat16 dtype kept with Python and float32 0-d alpha, int input -> float32,
alpha 0 and 1, n = 1, a (n, 2, 3) input, float16 values near 65504 not overflowing, a scan in the jaxpr, and one
compilation under jax.jit for different alpha values.
"""
EXERCISE = "control_flow.ema"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    out_dtype = xs.dtype if jnp.issubdtype(xs.dtype, jnp.floating) else jnp.float32
    work = jnp.promote_types(out_dtype, jnp.float32)
    a = jnp.asarray(alpha).astype(work)
    xw = xs.astype(work)

    def body(m, tx):
        t, x = tx
        new = jnp.where(t == 0, x, a * x + (1 - a) * m)
        return new, new

    _, ms = lax.scan(body, jnp.zeros(xs.shape[1:], work), (jnp.arange(xs.shape[0]), xw))
    return ms.astype(out_dtype)


if __name__ == "__main__":
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    for dt in (jnp.float16, jnp.bfloat16):
        for al in (0.5, jnp.float32(0.5)):
            r = ema(jnp.array([1.0, 3.0, 5.0], dt), al); assert r.dtype == dt and r.tolist() == [1.0, 2.0, 3.5]
    r = ema(jnp.array([1, 3, 5]), 0.5); assert r.dtype == jnp.float32 and r.tolist() == [1.0, 2.0, 3.5]
    assert ema(jnp.array([1.0, 3.0]), 0.0).tolist() == [1.0, 1.0] and ema(jnp.array([1.0, 3.0]), 1.0).tolist() == [1.0, 3.0]
    assert ema(jnp.array([7.0]), 0.3).tolist() == [7.0]
    assert ema(jnp.ones((4, 2, 3)), 0.2).shape == (4, 2, 3)
    r = ema(jnp.array([65504.0, 65504.0], jnp.float16), 0.5); assert r.tolist() == [65504.0, 65504.0]
    assert "scan" in str(jax.make_jaxpr(ema)(jnp.ones(3), 0.5))
    f = jax.jit(ema); f(jnp.ones(3), 0.1); f(jnp.ones(3), 0.9); assert f._cache_size() == 1
    print("ok")
