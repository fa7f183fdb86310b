"""The student linearises f once but applies the linear map to the directions in a Python loop and stacks the results, so the traced program grows with the number of directions.

Violates: "its size must not grow with the number of directions."
Verifying input: the jaxpr of jax.jit(directional_derivatives, static_argnums=0)(f, x, directions) for k = 8 directions must be as large as for k = 2; this one has about three times as many (141 against 45).
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def directional_derivatives(f, x, directions):
    _, f_jvp = jax.linearize(f, x)
    return jnp.stack([f_jvp(d) for d in directions])


def _count_eqns(jaxpr):
    total = 0
    for eqn in jaxpr.eqns:
        total += 1
        for value in eqn.params.values():
            inner = getattr(value, "jaxpr", value)
            if hasattr(inner, "eqns"):
                total += _count_eqns(inner)
    return total


if __name__ == "__main__":
    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    x = jnp.array([2.0, 5.0])
    sizes = {}
    for k in (2, 8):
        dirs = jnp.ones((k, 2))
        sizes[k] = _count_eqns(jax.make_jaxpr(lambda x, d: directional_derivatives(f, x, d))(x, dirs).jaxpr)
    assert sizes[8] > 2 * sizes[2], sizes

    assert directional_derivatives(f, x, jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    assert jax.jit(directional_derivatives, static_argnums=0)(f, x, jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    print("ok: flaw shows", sizes)
