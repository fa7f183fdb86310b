"""The student stacks x and y into one array to differentiate with respect to "both", which only works when x and y have the same shape.

Violates: "``x``: a float array. ``y``: a float array." / "the gradients of ``value``, with the shapes of ``x`` and ``y``"
Verifying input: f=lambda x, y: (jnp.sum(x) * jnp.sum(y), 0), x of shape (2,), y of shape (3,) -> requires dx (2,) and dy (3,), this raises (jnp.stack needs equal shapes).
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
KIND = "shapes"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    xy = jnp.stack([x, y])
    g, aux = jax.grad(lambda v: f(v[0], v[1]), has_aux=True)(xy)
    return (g[0], g[1]), aux


if __name__ == "__main__":
    import functools
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    (dx, dy), aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    assert (dx.tolist(), dy.tolist(), aux) == ([3.0, 4.0], [1.0, 2.0], 2)
    g = lambda x, y: (jnp.sum(jnp.sin(x) * y ** 2), {"m": jnp.mean(x)})
    x = jnp.arange(6.0).reshape(2, 3); y = jnp.ones((2, 3)) * 2
    (dx, dy), aux = jax.jit(functools.partial(grads_and_aux, g))(x, y)
    assert jnp.allclose(dx, jnp.cos(x) * 4) and jnp.allclose(dy, 2 * jnp.sin(x) * 2) and jnp.allclose(aux["m"], 2.5)
    h = lambda x, y: (jnp.sum(x) * jnp.sum(y), 0)
    try:
        grads_and_aux(h, jnp.ones(2), jnp.ones(3))
    except (TypeError, ValueError):
        print("verified")
    else:
        raise AssertionError("expected the breach")
