"""Hypothesis strategies for exercise inputs: small NumPy arrays, indices and keys.

Shapes are kept small (each side 1 to 5 by default) so that a jitted student function sees
few distinct shapes and compiles few times; values are bounded so that float32 results stay
comparable with a float64 reference.
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from autograder.cases import Key


def floats32(low: float = -100.0, high: float = 100.0) -> st.SearchStrategy[float]:
    """Finite float32 values in [low, high]."""
    return st.floats(low, high, width=32, allow_nan=False, allow_infinity=False, allow_subnormal=False)


def float_arrays(shape: st.SearchStrategy[tuple[int, ...]] | tuple[int, ...], low: float = -100.0, high: float = 100.0):
    """float32 NumPy arrays of the given shape(s) with values in [low, high]."""
    return hnp.arrays(np.float32, shape, elements=floats32(low, high))


def integer_valued_arrays(shape: st.SearchStrategy[tuple[int, ...]] | tuple[int, ...], low: int = -50, high: int = 50):
    """float32 arrays holding whole numbers: sums and means are exact, so no ill-conditioned inputs."""
    return hnp.arrays(np.int32, shape, elements=st.integers(low, high)).map(lambda a: a.astype(np.float32))


def shapes(min_dims: int = 1, max_dims: int = 2, min_side: int = 1, max_side: int = 5):
    """Array shapes with small sides."""
    return hnp.array_shapes(min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=max_side)


def keys() -> st.SearchStrategy[Key]:
    """Placeholders for fresh typed keys `jax.random.key(seed)`."""
    return st.integers(0, 2**31 - 1).map(Key)
