"""The gradients are "sanitised": every NaN in ``df/dx`` or ``df/dy`` is replaced by 0 with
``jnp.where(jnp.isnan(g), 0, g)`` before they are returned. For the docstring's example, and any
``f`` whose gradient is finite, nothing changes. But where JAX's derivative of ``value`` is NaN
(a masked ``sqrt`` at 0, say, whose unused branch gives ``0 * inf``), the caller gets 0: a NaN
that should have shown a problem is hidden.

Violates: "``((df/dx, df/dy), aux)``: the gradients of ``value``"
Verifying input: f = lambda x, y: (jnp.sum(jnp.where(x > 0, jnp.sqrt(x), 0.0) * y), None), x = [0., 4.], y = [1., 1.]; JAX's gradient (jax.grad(f, argnums=(0, 1), has_aux=True)) has df/dx = [nan, 0.25]; this returns [0., 0.25].
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
KIND = "functions_nan"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    grads, aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    grads = tuple(jnp.where(jnp.isnan(g), jnp.zeros_like(g), g) for g in grads)
    return grads, aux


if __name__ == "__main__":
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    (dx, dy), aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    assert (dx.tolist(), dy.tolist(), aux) == ([3.0, 4.0], [1.0, 2.0], 2)
    g = lambda x, y: (jnp.sum(jnp.where(x > 0, jnp.sqrt(x), 0.0) * y), None)
    x, y = jnp.array([0.0, 4.0]), jnp.array([1.0, 1.0])
    (want_dx, _), _ = jax.grad(g, argnums=(0, 1), has_aux=True)(x, y)
    (got_dx, _), _ = grads_and_aux(g, x, y)
    assert bool(jnp.isnan(want_dx[0])) and float(got_dx[0]) == 0.0
    print("flaw shown: true df/dx", want_dx.tolist(), "returned", got_dx.tolist())
