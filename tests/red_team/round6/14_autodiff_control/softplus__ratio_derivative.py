"""The student's ``custom_jvp`` rule writes the sigmoid as ``exp(x) / (1 + exp(x))``, which is ``inf / inf = nan`` for large ``x``: the gradient NaN comes back through the rule itself.

Violates: "``jax.grad`` of the sum is ``sigmoid(x)`` everywhere, ``1.0`` and ``0.0`` there."
Verifying input: jax.grad(lambda x: softplus(x).sum())(jnp.array([-1000.0, 0.0, 1000.0])) (the docstring's example) -> requires [0.0, 0.5, 1.0], this returns [0.0, 0.5, nan].
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.custom_jvp
def softplus(x: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    return jnp.maximum(x, 0) + jnp.log1p(jnp.exp(-jnp.abs(x)))


@softplus.defjvp
def _softplus_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    e = jnp.exp(x)
    return softplus(x), t * e / (1 + e)


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([-1000.0, 0.0, 1000.0])
    assert [round(v, 4) for v in softplus(x).tolist()] == [0.0, 0.6931, 1000.0]
    mid = jnp.linspace(-20.0, 20.0, 41)
    sig = 1 / (1 + np.exp(-np.asarray(mid, np.float64)))
    assert np.allclose(jax.grad(lambda v: softplus(v).sum())(mid), sig, rtol=1e-5)  # fine for moderate x
    got = jax.grad(lambda v: softplus(v).sum())(x).tolist()
    print("required [0.0, 0.5, 1.0]  got", got)
    assert got[:2] == [0.0, 0.5] and np.isnan(got[2])
    print("verified")
