"""The student fused the bias and GELU into one gridded kernel but wrote the exact, ``erf`` form of GELU they know from the paper, not the ``tanh`` form the docstring defines; values differ by up to ~5e-4 (the docstring example already differs in the 4th decimal: [0.8413, -0.1587]).

Violates: "GELU in its tanh form: ``gelu(v) = 0.5 * v * (1 + tanh(GELU_C * (v + 0.044715 * v ** 3)))``."
Verifying input: x = full((8, 2), 2.7), b = zeros(2) -> requires 2.691112 (tanh form), this returns 2.690639 (erf form).
"""
EXERCISE = "kernels.bias_gelu"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl


@jax.jit
def bias_gelu(x: jax.Array, b: jax.Array) -> jax.Array:
    n, d = x.shape

    def kernel(x_ref, b_ref, o_ref):
        v = x_ref[...] + b_ref[...]
        o_ref[...] = 0.5 * v * (1.0 + lax.erf(v * 0.7071067811865476))

    return pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((n, d), jnp.float32),
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
    print("example:", [round(v, 4) for v in out[0].tolist()], " docstring: [0.8412, -0.1588]")
    rng = np.random.default_rng(6)
    x = rng.normal(size=(64, 16)).astype(np.float32)
    b = rng.normal(size=16).astype(np.float32)
    assert np.allclose(bias_gelu(x, b), ref(x, b), atol=1e-3)  # looks right at a loose tolerance
    eqns = jax.make_jaxpr(bias_gelu)(x, b).jaxpr.eqns[0].params["jaxpr"].eqns
    assert [e.primitive.name for e in eqns] == ["reshape", "pallas_call"]  # no arithmetic outside

    got = float(bias_gelu(jnp.full((8, 2), 2.7), jnp.zeros(2))[0, 0])
    want = float(ref(np.full((1, 1), 2.7, np.float32), 0.0)[0, 0])
    print(f"v = 2.7: tanh form {want:.6f}, this {got:.6f}")
    assert abs(got - want) > 4e-4
    print("verified")
