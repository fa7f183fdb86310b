"""Computes all three functions, stacks them and indexes with the clipped branch: the values are right, but every function runs and the program holds no cond.

Violates: "only the chosen function runs (the jaxpr must hold a ``cond``)"
Verifying input: jax.make_jaxpr(piecewise)(jnp.ones(3), 1) -> requires a cond equation, this has none (sin and the square are computed for branch 1 too).
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    outs = jnp.stack([x ** 2, -x, jnp.sin(x)])
    return outs[jnp.clip(branch, 0, 2)]


if __name__ == "__main__":
    import numpy as np

    x = np.array([0.0, 1.0, -2.0, np.inf, np.nan], np.float32)
    for b, want in ((-4, x ** 2), (0, x ** 2), (1, -x), (2, np.sin(x)), (9, np.sin(x))):
        got = np.asarray(jax.jit(piecewise)(jnp.asarray(x), jnp.int32(b)))
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7)
        assert np.array_equal(np.signbit(got[:3]), np.signbit(want[:3]))

    def names(jaxpr):
        out = set()
        for e in jaxpr.eqns:
            out.add(e.primitive.name)
            for v in e.params.values():
                inner = getattr(v, "jaxpr", None)
                if inner is not None:
                    out |= names(inner if hasattr(inner, "eqns") else inner.jaxpr)
        return out

    prims = names(jax.make_jaxpr(piecewise)(jnp.ones(3), 1).jaxpr)
    print("primitives:", sorted(prims))
    assert "cond" not in prims and "sin" in prims
    print("verified")
