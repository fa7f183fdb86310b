"""The student adds a Python shortcut ``if not jnp.any(v): return zeros`` to skip work for a zero direction, which needs a concrete ``v`` and fails under ``jax.jit``.

Violates: "Must work under ``jax.jit`` (with ``f`` static)."
Verifying input: jax.jit(hvp, static_argnums=0)(f, [1, 2], [1, 0]) -> requires [4, 2], this raises TracerBoolConversionError.
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "purity"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    if not jnp.any(v):
        return jnp.zeros_like(x)
    return jax.jvp(jax.grad(f), (x,), (v,))[1]


if __name__ == "__main__":
    f = lambda p: p[0] ** 2 * p[1]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist() == [4.0, 2.0]
    assert hvp(f, jnp.array([1.0, 2.0]), jnp.zeros(2)).tolist() == [0.0, 0.0]
    try:
        jax.jit(hvp, static_argnums=0)(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0]))
    except jax.errors.TracerBoolConversionError:
        pass
    else:
        raise AssertionError("worked under jit")
    print("verified")
