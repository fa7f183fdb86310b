"""The student gives each output tile a grid step with ``(TILE, K)`` and ``(K, TILE)`` blocks, but multiplies them with one ``jnp.dot`` over the whole ``K`` instead of summing pieces of ``TILE``: the values are right, the named tile-by-tile reduction is not there.

Violates: "The sum over ``K`` goes in pieces of ``TILE``: either a loop inside the kernel over pieces of the ``(TILE, K)`` and ``(K, TILE)`` blocks it receives ..., or a third grid axis over the pieces".
Verifying input: a (32, 64), b (64, 32) -> requires a kernel contracting pieces of TILE=16 (a loop or a K grid axis), this returns a kernel with a single dot_general contracting all 64 and a 2-D grid.
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a, b):
    m, k = a.shape
    _, n = b.shape

    def kernel(a_ref, b_ref, o_ref):
        o_ref[...] = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // TILE, n // TILE),
        in_specs=[pl.BlockSpec((TILE, k), lambda i, j: (i, 0)), pl.BlockSpec((k, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)


if __name__ == "__main__":
    import numpy as np

    TILE = 16

    def interpret():
        return jax.default_backend() == "cpu"

    a = jnp.ones((16, 32)); b = jnp.full((32, 16), 0.5)
    assert float(matmul(a, b)[0, 0]) == 16.0
    rng = np.random.default_rng(0)
    an, bn = rng.normal(size=(32, 64)).astype(np.float32), rng.normal(size=(64, 32)).astype(np.float32)
    np.testing.assert_allclose(np.asarray(jax.jit(matmul)(jnp.asarray(an), jnp.asarray(bn))), an @ bn, rtol=1e-4, atol=1e-4)
    jx = jax.make_jaxpr(matmul)(jnp.asarray(an), jnp.asarray(bn))
    (eqn,) = [e for e in jx.jaxpr.eqns if e.primitive.name == "pallas_call"]
    assert eqn.params["grid_mapping"].grid == (2, 2)  # one step per output tile, no K axis
    body = eqn.params["jaxpr"]
    dots = [e for e in body.eqns if e.primitive.name == "dot_general"]
    loops = [e for e in body.eqns if e.primitive.name in ("scan", "while")]
    assert len(dots) == 1 and not loops
    assert dots[0].invars[0].aval.shape == (16, 64)  # contracts all of K at once, not pieces of 16
    print("verified")
