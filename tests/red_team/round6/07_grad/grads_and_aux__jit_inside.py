"""Wraps jax.grad(..., has_aux=True) in jax.jit inside the function "for speed", so aux comes back converted to JAX arrays (a Python int 2 becomes Array(2)) and an aux that is not an array type, like a string, makes the call fail.

Violates: "``aux`` is extra information (any pytree) handed back as ``f`` made it."
Verifying input: f = lambda x, y: (jnp.sum(x * y), x.shape[0]) on [1, 2], [3, 4] -> requires aux == 2 (a Python int, printed 2), this returns Array(2, dtype=int32, weak_type=True); with aux "ok" it raises TypeError.
"""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def grads_and_aux(f, x, y):
    return jax.jit(jax.grad(f, argnums=(0, 1), has_aux=True))(x, y)


if __name__ == "__main__":
    f = lambda x, y: (jnp.sum(x * y), x.shape[0])
    (dx, dy), aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    assert dx.tolist() == [3.0, 4.0] and dy.tolist() == [1.0, 2.0]
    _, direct_aux = f(jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
    print("f made", repr(direct_aux), "; got", repr(aux))
    assert type(direct_aux) is int and isinstance(aux, jax.Array)
    try:
        grads_and_aux(lambda x, y: (jnp.sum(x * y), "ok"), jnp.ones(2), jnp.ones(2))
    except TypeError as error:
        print("string aux:", str(error)[:60])
    else:
        raise AssertionError("expected a failure for a string aux")
    print("verified")
