"""Takes the two gradients with two separate jax.grad calls (argnums=0, then 1) and returns them as a list, so the gradients are not the pair JAX gives (and f runs twice).

Violates: "The result has the structure JAX itself uses for this: the gradients as one pair, then ``aux``."
Verifying input: the docstring example -> requires jax.tree.structure of ((dx, dy), aux), this returns ([dx, dy], aux), a different pytree structure.
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def grads_and_aux(f, x, y):
    dx, aux = jax.grad(f, argnums=0, has_aux=True)(x, y)
    dy, aux = jax.grad(f, argnums=1, has_aux=True)(x, y)
    return [dx, dy], aux


if __name__ == "__main__":
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    x, y = jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0])
    got = grads_and_aux(f, x, y)
    want = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    (dx, dy), aux = got
    assert dx.tolist() == [3.0, 4.0] and dy.tolist() == [1.0, 2.0] and aux == 2
    print("required", jax.tree.structure(want), "got", jax.tree.structure(got))
    assert jax.tree.structure(got) != jax.tree.structure(want) and isinstance(got[0], list)
    print("verified")
