"""The student computes the rule's sigmoid in float32 "for accuracy" (``jax.nn.sigmoid(x.astype(jnp.float32))``), so for a float16 input the tangent has the wrong dtype and ``jax.grad`` raises.

Violates: "x: a float array of any shape, float16 included." ("``jax.grad`` of the sum is ``sigmoid(x)`` everywhere")
Verifying input: jax.grad(lambda x: softplus(x).sum())(jnp.array([0.0, 2.0], float16)) -> requires [0.5, 0.8809] in float16, this raises TypeError: Custom JVP rule must produce primal and tangent outputs with corresponding shapes and dtypes.
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.maximum(x, 0) + jnp.log1p(jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return softplus(x), t * jax.nn.sigmoid(x.astype(jnp.float32))


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([-1000.0, 0.0, 1000.0])
    assert [round(v, 4) for v in softplus(x).tolist()] == [0.0, 0.6931, 1000.0]
    assert jax.grad(lambda v: softplus(v).sum())(x).tolist() == [0.0, 0.5, 1.0]
    x16 = jnp.array([0.0, 2.0], jnp.float16)
    assert softplus(x16).dtype == jnp.float16  # values keep float16
    try:
        g = jax.grad(lambda v: softplus(v).sum())(x16)
    except TypeError as e:
        print("float16 grad raised:", str(e).splitlines()[0][:100])
    else:
        raise AssertionError(f"expected TypeError, got {g}")
    print("verified")
