"""Promotes with NumPy's rules, which differ from JAX's (int32 with float16 is float64 in NumPy)."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "wrong dtype"

import numpy as np
from jax import lax


def lax_apply(op, x, y):
    dtype = np.result_type(x, y)
    return op(lax.convert_element_type(x, dtype), lax.convert_element_type(y, dtype))
