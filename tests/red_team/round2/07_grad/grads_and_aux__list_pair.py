"""Returns the two gradients as a list [dx, dy] instead of the tuple JAX uses; unpacking still works.

Violates: "The result has the structure JAX itself uses for this: the gradients as one pair" / "``((df/dx, df/dy), aux)``".
Verifying input: the docstring's example -> the docstring requires jax.tree.structure equal to that of jax.grad(f, argnums=(0, 1), has_aux=True)(x, y), i.e. a tuple pair; this returns a list.
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
KIND = "returns"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    (dx, dy), aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return [dx, dy], aux


if __name__ == "__main__":
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    x, y = jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0])
    (dx, dy), aux = grads_and_aux(f, x, y)
    assert (dx.tolist(), dy.tolist(), aux) == ([3.0, 4.0], [1.0, 2.0], 2)
    g = lambda a, b: (jnp.sum(jnp.sin(a)) * jnp.sum(b ** 2), {"m": a.mean()})
    a, b = jnp.ones((2, 3)), jnp.arange(4.0)
    (da, db), aux2 = jax.jit(grads_and_aux, static_argnums=0)(g, a, b)
    assert da.shape == a.shape and db.shape == b.shape and float(aux2["m"]) == 1.0
    out = grads_and_aux(f, x, y)
    ref = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    print(jax.tree.structure(out), jax.tree.structure(ref))
    assert jax.tree.structure(out) != jax.tree.structure(ref) and isinstance(out[0], list)
    print("verified")
