"""The student pushes the columns of ``jnp.eye(n)`` (default float32) through ``jax.jvp``, so for a float16 ``x`` the tangents do not match the primal dtype and the call raises.

Violates: "A float array of shape (m, n), in the dtype of x (float16 included)."
Verifying input: jacobian(lambda v: 2 * v, jnp.ones(2, jnp.float16)) must be float16 [[2, 0], [0, 2]]; this raises TypeError.
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def jacobian(f, x: jax.Array) -> jax.Array:
    def column(e):
        return jax.jvp(f, (x,), (e,))[1]

    return jax.vmap(column, out_axes=1)(jnp.eye(x.shape[0]))


if __name__ == "__main__":
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    assert jax.jit(jacobian, static_argnums=0)(jnp.sin, jnp.zeros(3)).tolist() == jnp.eye(3).tolist()
    try:
        got = jacobian(lambda v: 2 * v, jnp.ones(2, jnp.float16))
        ok = got.dtype == jnp.float16
    except Exception as e:
        print("raised:", type(e).__name__, str(e)[:90])
        ok = False
    assert not ok
    print("flaw shown")
