"""Runs the aux through jnp.asarray "to keep everything a JAX array": a Python int (or str-free pytree of numbers) comes back as an Array.

Violates: "``aux`` is extra information (any pytree) handed back as ``f`` made it".
Verifying input: the docstring's example (aux = x.shape[0] = 2) -> the docstring requires the Python int 2 (what jax.grad(..., has_aux=True) gives), this returns Array(2, dtype=int32) (which still == 2).
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
KIND = "returns"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    grads, aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return grads, jax.tree.map(jnp.asarray, aux)


if __name__ == "__main__":
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    x, y = jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0])
    (dx, dy), aux = grads_and_aux(f, x, y)
    assert (dx.tolist(), dy.tolist(), aux) == ([3.0, 4.0], [1.0, 2.0], 2)
    out = grads_and_aux(f, x, y)
    ref = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    assert jax.tree.structure(out) == jax.tree.structure(ref)
    g = lambda a, b: (jnp.sum(a * b), {"mean": a.mean(), "n": (a.shape[0], 1.5)})
    (da, db), aux2 = jax.jit(grads_and_aux, static_argnums=0)(g, jnp.ones(3), jnp.ones(3))
    assert da.tolist() == [1.0] * 3 and float(aux2["mean"]) == 1.0
    print(type(ref[1]), type(aux))
    assert type(ref[1]) is int and isinstance(aux, jax.Array)
    print("verified")
