"""The student writes ``jnp.round(x) + x - stop_gradient(x)``, which evaluates ``(round(x) + x) - x``: the intermediate sum is rounded to the float's precision, so large or float16 values come back off by a fraction and are not whole numbers.

Violates: "Round to the nearest whole number on the way forward" / "Returns: The rounded values, same shape and dtype."
Verifying input: straight_through_round(jnp.array([0.4, 1.6, 2.5])) -> requires [0.0, 2.0, 2.0], this returns [0.0, 1.9999999, 2.0]; float32 4194304.5 -> requires 4194304.0, this returns 4194303.5; float16 1000.5 -> requires 1000.0, this returns 999.5.
"""
EXERCISE = "autodiff_control.straight_through_round"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def straight_through_round(x: jax.Array) -> jax.Array:
    return jnp.round(x) + x - lax.stop_gradient(x)


if __name__ == "__main__":
    import numpy as np

    small = straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist()
    print("docstring example: required [0.0, 2.0, 2.0] got", small)
    assert small[1] != 2.0
    assert jax.grad(lambda v: (3.0 * straight_through_round(v)).sum())(jnp.array([0.4, 1.6])).tolist() == [3.0, 3.0]
    big = np.array([4194304.5], np.float32)
    half = np.array([1000.5], np.float16)
    got_big = straight_through_round(jnp.asarray(big)).tolist()
    got_half = straight_through_round(jnp.asarray(half)).tolist()
    print("float32: required", np.round(big).tolist(), "got", got_big)
    print("float16: required", np.round(half).tolist(), "got", got_half)
    assert np.round(big).tolist() == [4194304.0] and got_big == [4194303.5]
    assert np.round(half).tolist() == [1000.0] and got_half == [999.5]
    print("verified")
