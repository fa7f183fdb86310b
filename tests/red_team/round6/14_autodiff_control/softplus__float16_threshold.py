"""The student adds a correct ``custom_jvp`` rule but keeps the given value ``where(x > 30, x, log1p(exp(x)))``; in float16 ``exp(x)`` already overflows above about 11, so for ``11 < x <= 30`` the value is ``inf``.

Violates: "finite with a finite gradient for every finite ``x``" ("x: a float array of any shape, float16 included.")
Verifying input: softplus(jnp.array([15.0], float16)) -> requires 15.0 (float64 log1p(exp(15)) = 15.0000003), this returns inf.
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.where(x > 30.0, x, jnp.log1p(jnp.exp(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return softplus(x), t / (1 + jnp.exp(-x))


if __name__ == "__main__":
    import numpy as np

    # float32 meets the docstring
    assert [round(v, 4) for v in softplus(jnp.array([-1000.0, 0.0, 1000.0])).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda x: softplus(x).sum())(jnp.array([-1000.0, 0.0, 1000.0])).tolist() == [0.0, 0.5, 1.0]
    x16 = np.array([15.0], np.float16)
    want = np.log1p(np.exp(x16.astype(np.float64)))
    got = softplus(jnp.asarray(x16))
    print("float16 15.0: required", want, " got", got)
    assert got.dtype == jnp.float16 and np.isfinite(want).all() and not np.isfinite(np.asarray(got)).any()
    print("verified")
