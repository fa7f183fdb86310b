"""The student "fixes" the failing kernel by dropping Pallas and writing ``x / (1 + jnp.exp(-x))`` in ``jnp``: the values are right, but there is no kernel in the program.

Violates: "SiLU ... computed by one Pallas kernel." ("keep the ``pallas_call``: the grader checks that the program holds one (a plain ``jnp`` version loses the points)")
Verifying input: jax.make_jaxpr(silu)(jnp.ones((4, 8))) -> requires one pallas_call equation, this has none.
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.extend
import jax.numpy as jnp


def silu(x: jax.Array) -> jax.Array:
    return x / (1.0 + jnp.exp(-x))


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
    out = silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]]))
    assert [round(v, 4) for v in out.ravel().tolist()] == [-0.2689, 0.0, 0.7311, 1.7616]
    calls = pallas_calls(silu, jnp.ones((4, 8)))
    print("pallas_call equations:", len(calls))
    assert len(calls) == 0
    print("verified")
