"""The student packs the two arguments into a list and differentiates that, so the gradients come back as a list [dx, dy], not the pair (tuple) JAX uses.

Violates: "The result has the structure JAX itself uses for this: the gradients as one pair, then aux".
Verifying input: the docstring example -> the docstring requires ((dx, dy), aux) with a tuple pair, as jax.grad(f, argnums=(0, 1), has_aux=True) gives; this returns ([dx, dy], aux).
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
KIND = "returns"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    return jax.grad(lambda xy: f(xy[0], xy[1]), has_aux=True)([x, y])


if __name__ == "__main__":
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    x, y = jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0])
    (dx, dy), aux = grads_and_aux(f, x, y)
    assert (dx.tolist(), dy.tolist(), aux) == ([3.0, 4.0], [1.0, 2.0], 2)
    got = grads_and_aux(f, x, y)
    want = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    assert isinstance(got[0], list) and isinstance(want[0], tuple)
    assert jax.tree.structure(got) != jax.tree.structure(want)
    print("verified")
