"""The student's backward pass returns ``jnp.clip(g, low, high)`` without casting back to ``g``'s dtype, so a float16 ``x`` with float32 bounds gets a float32 cotangent and JAX's custom_vjp refuses it.

Violates: "x: a float array of any shape." / "lo: the smallest gradient let through, a float scalar." ("Must work under ``jax.jit`` and inside it.")
Verifying input: jax.grad(lambda x: (x * clip_gradient(x, lo, hi)).sum())(ones(3, float16)) with lo = jnp.float32(-1), hi = jnp.float32(1) -> requires [2, 2, 2] in float16 (1 + clip(1)), this raises an error (bwd cotangent float32[3] for a float16[3] input).
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _clipped(v, low, high):
    return v


def _clipped_fwd(v, low, high):
    return v, (low, high)


def _clipped_bwd(bounds, g):
    low, high = bounds
    return jnp.clip(g, low, high), jnp.zeros_like(low), jnp.zeros_like(high)


_clipped.defvjp(_clipped_fwd, _clipped_bwd)


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    return _clipped(x, lo, hi)


if __name__ == "__main__":
    w = jnp.array([-3.0, 0.5, 3.0])
    assert jax.grad(lambda x: (w * clip_gradient(x, -1.0, 1.0)).sum())(jnp.zeros(3)).tolist() == [-1.0, 0.5, 1.0]
    x16 = jnp.ones(3, jnp.float16)
    lo, hi = jnp.float32(-1.0), jnp.float32(1.0)
    assert clip_gradient(x16, lo, hi).dtype == jnp.float16  # forward keeps the dtype
    try:
        g = jax.grad(lambda x: (x * clip_gradient(x, lo, hi)).sum())(x16)
    except Exception as e:
        print("float16 x, float32 bounds raised", type(e).__name__, str(e)[:100])
    else:
        raise AssertionError(f"expected an error, got {g}")
    print("verified")
