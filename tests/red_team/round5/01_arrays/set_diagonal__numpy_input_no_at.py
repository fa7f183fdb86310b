"""The student dropped the stub's ``jnp.asarray`` and writes ``x.at[...]`` directly, so a NumPy matrix (which has no ``.at``) raises instead of giving a copy.

Violates: "x: a square matrix of shape ``(n, n)`` (``n`` may be 0), a JAX or NumPy array"
Verifying input: x = np.zeros((2, 2), np.float32), value = 5.0 -> requires [[5, 0], [0, 5]], this raises AttributeError ('numpy.ndarray' object has no attribute 'at').
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    k = jnp.arange(x.shape[0])
    return x.at[k, k].set(value)


if __name__ == "__main__":
    import numpy as np

    def ref(x, v):
        y = np.array(x, copy=True)
        np.fill_diagonal(y, v)
        return y

    for x in [jnp.zeros((2, 2)), jnp.arange(9.0).reshape(3, 3), jnp.zeros((0, 0)),
              jnp.array([[jnp.inf, jnp.nan], [1.0, 2.0]]),
              jnp.array([[2**31 - 1, -2**31], [3, 4]], jnp.int32)]:
        for v in [5.0, -7.0]:
            got = set_diagonal(x, v)
            np.testing.assert_array_equal(np.asarray(got), ref(np.asarray(x), v))
            assert got.dtype == x.dtype
            got_j = jax.jit(set_diagonal)(x, v)
            np.testing.assert_array_equal(np.asarray(got_j), ref(np.asarray(x), v))
    # under jit a NumPy input is converted by jit, so it works there ...
    xn = np.zeros((2, 2), np.float32)
    np.testing.assert_array_equal(np.asarray(jax.jit(set_diagonal)(xn, 5.0)), ref(xn, 5.0))
    # ... but called directly with a NumPy matrix, as the docstring allows, it raises
    try:
        set_diagonal(xn, 5.0)
    except AttributeError as e:
        print("numpy input breaks:", e)
    else:
        raise AssertionError("expected the NumPy input to fail")
    print("verified")
