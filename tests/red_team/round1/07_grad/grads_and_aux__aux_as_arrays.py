"""The student converts every leaf of aux to a JAX array "to be safe", so a Python int (or a string-free tuple of ints) reported by f comes back as an array.

Violates: "aux is extra information (any pytree) handed back as f made it".
Verifying input: the docstring example (aux = x.shape[0] = 2, a Python int) -> the docstring requires aux to be the int 2 as f made it (jax.grad with has_aux gives the int 2); this returns Array(2, dtype=int32).
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
    assert (dx.tolist(), dy.tolist()) == ([3.0, 4.0], [1.0, 2.0]) and aux == 2
    _, want_aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    assert type(want_aux) is int and want_aux == f(x, y)[1]
    assert not isinstance(aux, int) and isinstance(aux, jax.Array)
    g = lambda x, y: (jnp.sum(x), {"n": 3, "name_len": (1, 2)})
    _, aux2 = grads_and_aux(g, x, y)
    assert isinstance(aux2["n"], jax.Array)   # f made a Python int
    print("verified")
