"""Starts the carry from a 0-d zero (jnp.zeros((), xs.dtype)), which only works for 1-D input: for xs of shape (n, d) the carry changes shape and scan refuses it.

Violates: "xs: an array of shape ``(n, ...)``" / "An array of the same shape and dtype"
Verifying input: xs=ones((3, 2)) -> requires [[1,1],[2,2],[3,3]], this raises TypeError (carry shape () vs (2,)).
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total, x):
        total = total + x
        return total, total

    return lax.scan(step, jnp.zeros((), xs.dtype), xs)[1]


if __name__ == "__main__":
    import numpy as np

    x1 = np.array([2 ** 24, 1, -3], np.int32)
    np.testing.assert_array_equal(np.asarray(running_sum(jnp.asarray(x1))), np.cumsum(x1))
    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    try:
        out = running_sum(jnp.ones((3, 2)))
    except TypeError as error:
        print("(3, 2) input raised TypeError:", str(error).splitlines()[0][:70])
    else:
        raise AssertionError(f"expected a failure, got {out}")
    print("verified")
