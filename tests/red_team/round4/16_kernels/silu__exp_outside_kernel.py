"""The student "fixes" the jnp.exp-on-a-Ref error by computing exp(-x) with jnp outside and passing it in as a second input, so half of SiLU runs outside the Pallas kernel.

Violates: "SiLU ... elementwise, computed by one Pallas kernel." ... "keep the ``pallas_call``: ... (a plain ``jnp`` version loses the points)"
Verifying input: any x, e.g. jnp.ones((8, 8)) -> requires all of SiLU inside the pallas_call, this has neg and exp outside it in the jaxpr.
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


def silu(x: jax.Array) -> jax.Array:
    def kernel(x_ref, e_ref, o_ref):
        o_ref[...] = x_ref[...] / (1.0 + e_ref[...])

    e = jnp.exp(-x)
    return pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret())(x, e)


if __name__ == "__main__":
    import numpy as np

    def interpret() -> bool:
        return jax.default_backend() == "cpu"

    out = silu(jnp.array([[-1.0, 0.0, 1.0, 2.0]]))
    assert [round(v, 4) for v in out.ravel().tolist()] == [-0.2689, 0.0, 0.7311, 1.7616]
    edge = jax.jit(silu)(jnp.array([[-100.0, 100.0]]))
    assert edge.tolist() == [[-0.0, 100.0]] and np.signbit(edge[0, 0])
    x = jax.random.normal(jax.random.PRNGKey(0), (16, 32)) * 5
    assert np.allclose(silu(x), x * jax.nn.sigmoid(x), rtol=1e-5, atol=1e-6)
    jaxpr = jax.make_jaxpr(silu)(jnp.ones((8, 8)))
    top = [e.primitive.name for e in jaxpr.jaxpr.eqns]
    print("top-level primitives:", top)
    assert "pallas_call" in top and "exp" in top  # the flaw: exp runs outside the kernel
    print("verified")
