"""The student writes a ``custom_vjp`` whose backward pass returns ``jnp.ones_like(g)`` ("the identity has derivative 1") instead of passing the incoming gradient ``g`` through, so upstream weights are lost.

Violates: "``jax.grad(lambda x: (w * straight_through_round(x)).sum())(x)`` is ``w``."
Verifying input: jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])) (the docstring's example) -> requires [3.0, 3.0], this returns [1.0, 1.0].
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _ste(x):
    return jnp.round(x)


def _ste_fwd(x):
    return jnp.round(x), None


def _ste_bwd(_, g):
    return (jnp.ones_like(g),)


_ste.defvjp(_ste_fwd, _ste_bwd)


def straight_through_round(x: jax.Array) -> jax.Array:
    return _ste(x)


if __name__ == "__main__":
    assert straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist() == [0.0, 2.0, 2.0]
    # with w = 1 nobody notices
    assert jax.grad(lambda v: straight_through_round(v).sum())(jnp.array([0.4, 1.6])).tolist() == [1.0, 1.0]
    got = jax.grad(lambda v: (3.0 * straight_through_round(v)).sum())(jnp.array([0.4, 1.6])).tolist()
    print("required [3.0, 3.0]  got", got)
    assert got == [1.0, 1.0]
    print("verified")
