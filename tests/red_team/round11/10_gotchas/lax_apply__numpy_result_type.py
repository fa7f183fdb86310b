"""When both operands are NumPy arrays the common dtype is taken from NumPy's own promotion,
``np.result_type(x, y)`` (canonicalised to what JAX can hold), otherwise from
``jnp.result_type``. The two agree for most pairs (int8 + uint8, int8 + float32, the docstring's
examples), but not everywhere: NumPy promotes int32 + float16 to float64 (float32 in 32-bit JAX),
while ``jnp`` gives float16. JAX arrays of the same dtypes get the right answer.

Violates: "``lax_apply(op, x, y)`` gives ``op``'s result in the dtype that ``jnp`` would compute ``x + y`` in"
Verifying input: lax_apply(lax.add, np.array([1, 2], np.int32), np.array([0.5, 0.5], np.float16)) must be float16 (jnp.result_type of the two); this returns float32.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "numpy_inputs"

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def lax_apply(op: Callable[[jax.Array, jax.Array], jax.Array], x: Any, y: Any) -> jax.Array:
    if isinstance(x, np.ndarray) and isinstance(y, np.ndarray):
        dtype = jax.dtypes.canonicalize_dtype(np.result_type(x, y))
    else:
        dtype = jnp.result_type(x, y)
    return op(lax.convert_element_type(x, dtype), lax.convert_element_type(y, dtype))


if __name__ == "__main__":
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    xi, yh = np.array([1, 2], np.int32), np.array([0.5, 0.5], np.float16)
    assert lax_apply(lax.add, jnp.asarray(xi), jnp.asarray(yh)).dtype == jnp.float16
    got = lax_apply(lax.add, xi, yh)
    assert jnp.result_type(xi, yh) == jnp.float16 and got.dtype == jnp.float32
    print("flaw shown: NumPy int32 + float16 gave", got.dtype, "instead of float16")
