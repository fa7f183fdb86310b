"""The student writes the straight-through estimator with jax.custom_vjp (copying the clip_gradient pattern), so jax.grad works but forward-mode differentiation (jax.jvp, jax.jacfwd) raises.

Violates: "differentiates as if the function were the identity"
Verifying input: jax.jvp(straight_through_round, (jnp.array([0.4, 1.6]),), (jnp.ones(2),)) -> requires tangent [1.0, 1.0] (the identity's), this raises TypeError "can't apply forward-mode autodiff (jvp) to a custom_vjp function".
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


@jax.custom_vjp
def _ste(x):
    return jnp.round(x)


def _ste_fwd(x):
    return jnp.round(x), None


def _ste_bwd(_, g):
    return (g,)


_ste.defvjp(_ste_fwd, _ste_bwd)


def straight_through_round(x: jax.Array) -> jax.Array:
    return _ste(x)


if __name__ == "__main__":
    x = jnp.array([0.4, 1.6, 2.5, -0.5, -1.5])
    assert straight_through_round(x).tolist() == jnp.round(x).tolist()
    assert jax.jit(straight_through_round)(x).tolist() == [0.0, 2.0, 2.0, -0.0, -2.0]
    g = jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6]))
    assert g.tolist() == [3.0, 3.0]
    w = jnp.array([1.0, -2.0, 0.5, 4.0, 7.0])
    assert jax.jit(jax.grad(lambda x: (w * straight_through_round(x)).sum()))(x).tolist() == w.tolist()
    xb = jnp.array([0.4, 1.6], jnp.bfloat16)
    assert straight_through_round(xb).dtype == jnp.bfloat16
    # the flaw: forward mode
    try:
        jax.jvp(straight_through_round, (jnp.array([0.4, 1.6]),), (jnp.ones(2),))
    except TypeError as e:
        print("jvp raises:", e)
    else:
        raise AssertionError("expected forward mode to fail")
    print("verified")
