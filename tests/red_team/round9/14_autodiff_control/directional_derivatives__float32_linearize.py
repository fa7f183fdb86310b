"""The student linearises ``f`` once and vmaps the linear map over the directions, as asked,
but linearises at ``x.astype(jnp.float32)`` and feeds float32 directions "so the tangents are
accurate". For float32 inputs nothing changes. For float16 or bfloat16 ``x``, ``f`` is traced
on a float32 point, so the linear map (and the result) is float32, while the docstring says
the result is in the dtype ``f`` returns for ``x``, which for these functions is ``x``'s.

Violates: "A float array of shape ``(k, m)``, in the dtype ``f`` returns (``x``'s, for the functions here: float16 stays float16)"
Verifying input: directional_derivatives(lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]]), jnp.array([2.0, 5.0], jnp.float16), jnp.eye(2, dtype=jnp.float16)) must be float16 [[5, 1], [2, 3]]; this returns those values as float32.
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def directional_derivatives(f, x, directions):
    _, f_lin = jax.linearize(f, x.astype(jnp.float32))
    return jax.vmap(f_lin)(directions.astype(jnp.float32))


if __name__ == "__main__":
    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    x16 = jnp.array([2.0, 5.0], jnp.float16)
    got = directional_derivatives(f, x16, jnp.eye(2, dtype=jnp.float16))
    print("f(x16) dtype:", f(x16).dtype, " result dtype:", got.dtype, got.tolist())
    assert f(x16).dtype == jnp.float16 and got.dtype == jnp.float32
    print("flaw shown")
