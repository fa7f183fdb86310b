"""0-d NumPy arrays are unwrapped with ``.item()`` "so that scalars behave like scalars", then
promoted with ``jnp.result_type``. But ``.item()`` turns a strongly typed NumPy scalar array into
a weakly typed Python number, which then takes the other operand's dtype. ``jnp`` keeps a NumPy
array strongly typed, 0-d or not: float16 + a float32 0-d NumPy array is float32. Python numbers
and JAX arrays (the docstring's examples) are handled correctly.

Violates: "gives ``op``'s result in the dtype that ``jnp`` would compute ``x + y`` in, Python numbers included: a Python number is weakly typed"
Verifying input: lax_apply(lax.add, jnp.ones(2, jnp.float16), np.array(2.0, np.float32)) must be float32 (as jnp.ones(2, jnp.float16) + np.array(2.0, np.float32) is); this returns float16.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "numpy_inputs"

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def _unwrap(v):
    if isinstance(v, np.ndarray) and v.ndim == 0:
        return v.item()
    return v


def lax_apply(op: Callable[[jax.Array, jax.Array], jax.Array], x: Any, y: Any) -> jax.Array:
    x, y = _unwrap(x), _unwrap(y)
    dtype = jnp.result_type(x, y)
    return op(jnp.asarray(x, dtype), jnp.asarray(y, dtype))


if __name__ == "__main__":
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    h = jnp.ones(2, jnp.float16)
    s = np.array(2.0, np.float32)
    assert (h + s).dtype == jnp.float32
    assert lax_apply(lax.add, h, jnp.asarray(s)).dtype == jnp.float32
    got = lax_apply(lax.add, h, s)
    assert got.dtype == jnp.float16
    print("flaw shown: float16 + 0-d NumPy float32 gave", got.dtype, "instead of float32")
