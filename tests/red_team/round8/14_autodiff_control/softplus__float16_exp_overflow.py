"""The student wraps the given where(x > 30, x, log1p(exp(x))) in a custom_jvp with a sigmoid tangent; the cut-off 30 is right for float32 but in float16 exp(x) already overflows above about 11, so the value is inf.

Violates: "finite with a finite gradient for every finite ``x``" with "x: a float array of any shape, float16 included."
Verifying input: softplus(jnp.array([20.0], jnp.float16)) must be [20.0] (float16); this returns [inf].
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x):
    x = jnp.asarray(x)
    return jnp.where(x > 30.0, x, jnp.log1p(jnp.exp(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return softplus(x), t / (1 + jnp.exp(-x))


if __name__ == "__main__":
    import numpy as np

    got = softplus(jnp.array([20.0], jnp.float16))
    assert got.dtype == jnp.float16
    assert not np.isfinite(np.asarray(got, np.float32)).all(), got

    assert [round(v, 4) for v in softplus(jnp.array([-1000.0, 0.0, 1000.0])).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda x: softplus(x).sum())(jnp.array([-1000.0, 0.0, 1000.0])).tolist() == [0.0, 0.5, 1.0]
    print("ok: flaw shows", got)
