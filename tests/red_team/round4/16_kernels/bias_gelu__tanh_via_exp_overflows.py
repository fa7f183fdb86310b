"""The student, used to Triton kernels without a tanh, writes tanh(z) as (exp(2z) - 1) / (exp(2z) + 1) inside the fused kernel, which is inf/inf = nan once exp overflows (v above about 10.5).

Violates: "``gelu(v) = 0.5 * v * (1 + tanh(GELU_C * (v + 0.044715 * v ** 3)))``" (for any float32 ``x``; gelu(v) is v for large v)
Verifying input: x = full((8, 2), 20.0), b = [0.0, 0.0] -> requires 20.0 everywhere, this returns nan.
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        z = GELU_C * (v + 0.044715 * v * v * v)
        e = jnp.exp(2.0 * z)
        tanh_z = (e - 1.0) / (e + 1.0)
        o_ref[...] = 0.5 * v * (1.0 + tanh_z)

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid=(n // BLOCK_ROWS,),
        in_specs=[pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)), pl.BlockSpec((1, d), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((BLOCK_ROWS, d), lambda i: (i, 0)),
        interpret=interpret(),
    )(x, b.reshape(1, d))


if __name__ == "__main__":
    import numpy as np

    BLOCK_ROWS = 8
    GELU_C = 0.7978845608

    def interpret() -> bool:
        return jax.default_backend() == "cpu"

    def ref(x, b):
        v = np.asarray(x, np.float64) + np.asarray(b, np.float64)
        return 0.5 * v * (1 + np.tanh(GELU_C * (v + 0.044715 * v ** 3)))

    out = bias_gelu(jnp.zeros((8, 2)), jnp.array([1.0, -1.0]))
    assert [round(v, 4) for v in out[0].tolist()] == [0.8412, -0.1588]
    x = jax.random.normal(jax.random.PRNGKey(0), (32, 16)) * 2
    b = jax.random.normal(jax.random.PRNGKey(1), (16,))
    assert np.allclose(bias_gelu(x, b), ref(x, b), rtol=1e-5, atol=1e-6)
    neg = bias_gelu(jnp.full((8, 2), -30.0), jnp.zeros(2))
    assert np.all(np.isfinite(neg)) and np.allclose(neg, 0.0)
    jaxpr = jax.make_jaxpr(bias_gelu)(x, b)
    inner = jaxpr.jaxpr.eqns[0].params["jaxpr"]
    prims = [e.primitive.name for e in inner.eqns]
    assert prims.count("pallas_call") == 1 and not ({"add", "mul", "tanh", "exp"} & set(prims)), prims
    # the flaw: a large activation
    big = bias_gelu(jnp.full((8, 2), 20.0), jnp.zeros(2))
    print("bias_gelu(20.0) =", big[0].tolist(), "required", ref(20.0, 0.0))
    assert np.all(np.isnan(big))
    print("verified")
