"""The student gives each step the full ``(TILE, K)`` and ``(K, TILE)`` blocks and multiplies them in one ``jnp.dot``: right values and one step per output tile, but the sum over ``K`` is not taken in pieces of ``TILE``.

Violates: "The sum over ``K`` goes in pieces of ``TILE``: either a loop inside the kernel over pieces of the ``(TILE, K)`` and ``(K, TILE)`` blocks it receives ... or a third grid axis over the pieces"
Verifying input: the kernel jaxpr of matmul(a (128, 512), b (512, 128)) -> requires products that contract over TILE = 128, this has one dot_general contracting over K = 512.
"""
EXERCISE = "kernels.matmul"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.extend
import jax.numpy as jnp
from jax.experimental import pallas as pl


def matmul(a: jax.Array, b: jax.Array) -> jax.Array:
    M, K = a.shape
    _, N = b.shape

    def kernel(a_ref, b_ref, o_ref):
        o_ref[...] = jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((M, N), jnp.float32),
        grid=(M // TILE, N // TILE),
        in_specs=[pl.BlockSpec((TILE, K), lambda i, j: (i, 0)), pl.BlockSpec((K, TILE), lambda i, j: (0, j))],
        out_specs=pl.BlockSpec((TILE, TILE), lambda i, j: (i, j)),
        interpret=interpret(),
    )(a, b)


if __name__ == "__main__":
    import os
    import sys

    import numpy as np

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "exercises", "16_kernels"))
    from kernels import BLOCK_ROWS, GELU_C, TILE, interpret  # the stub module's names, as when appended to it

    def pallas_calls(f, *args):
        found = []

        def walk(j):
            for e in j.eqns:
                if e.primitive.name == "pallas_call":
                    found.append(e)
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(jax.make_jaxpr(f)(*args).jaxpr)
        return found

    rng = np.random.default_rng(0)

    def operands(M, K, N):
        a = rng.standard_normal((M, K)).astype(np.float32)
        b = rng.standard_normal((K, N)).astype(np.float32)
        return a, b, a.astype(np.float64) @ b.astype(np.float64)
    a, b, ref = operands(256, 512, 128)
    assert np.allclose(matmul(jnp.asarray(a), jnp.asarray(b)), ref, rtol=1e-4, atol=1e-3)  # values are right
    (call,) = pallas_calls(matmul, jnp.asarray(a[:128]), jnp.asarray(b))
    dots = []

    def walk(j):
        for e in j.eqns:
            if e.primitive.name == "dot_general":
                (lhs_c, _), _ = e.params["dimension_numbers"]
                dots.append(e.invars[0].aval.shape[lhs_c[0]])
            for sub in jax.extend.core.jaxprs_in_params(e.params):
                walk(sub)

    walk(call.params["jaxpr"])
    print("contracted sizes of the kernel's dot products:", dots, " TILE =", TILE)
    assert dots == [512]
    print("verified")
