"""Hypothesis strategies for exercise inputs: small NumPy arrays, indices and keys, and adversarial ones.

Shapes are kept small (each side 1 to 5 by default) so that a jitted student function sees
few distinct shapes and compiles few times; values are bounded so that float32 results stay
comparable with a float64 reference.

Gentle inputs let flaws through, so a second group reaches where flaws hide: mixed
magnitudes (1e8 beside 1, tiny non-zero values beside 0), shapes with all sides different
(a transpose cannot keep the shape), pytrees without leaves, int32 values at the ends of the
range, and function arguments that change when their arguments are swapped. Caveat: mixed
magnitudes suit element-wise contracts only; a float32 sum of them depends on the order of
the additions, so comparing it with a float64 reference would fail correct solutions.
"""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from autograder.grading.cases import Key


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


# --- adversarial values ---------------------------------------------------------------------
#
# The strategies above draw gentle values: moderate magnitudes, and never a tiny one (hypothesis
# with `allow_subnormal=False` and a bounded range hardly ever lands near 0 except on 0 itself).
# A function wrong only for huge values next to small ones, or only just beside a removable
# singularity, passes them. The ones below reach there, but only where float32 still has one
# right answer: use them for element-wise contracts (each output element depends on one input
# element through a correctly rounded operation), never for sums, whose float32 result depends
# on the order of the additions (1e8 + 1 - 1e8 is 0 in float32, 1 in float64).


def tiny_floats(smallest: float = 1e-30, largest: float = 1e-6) -> st.SearchStrategy[float]:
    """Non-zero float32 values of magnitude in [smallest, largest], either sign, log-uniform.

    Both bounds must be normal float32 numbers (>= 1.2e-38): XLA on CPU flushes subnormals to 0.
    """
    exponents = st.floats(np.log10(smallest), np.log10(largest))
    return st.tuples(st.sampled_from((-1.0, 1.0)), exponents).map(lambda pair: float(np.float32(pair[0] * 10.0 ** pair[1])))


def huge_floats(smallest: float = 1e6, largest: float = 1e8) -> st.SearchStrategy[float]:
    """float32 values of magnitude in [smallest, largest], either sign."""
    magnitudes = st.floats(smallest, largest, width=32, allow_subnormal=False)
    return st.tuples(st.sampled_from((-1.0, 1.0)), magnitudes).map(lambda pair: pair[0] * pair[1])


def mixed_floats(low: float = -100.0, high: float = 100.0, huge: float = 1e8, tiny: float = 1e-30) -> st.SearchStrategy[float]:
    """Ordinary values in [low, high] mixed with huge ones (up to `huge`), tiny non-zero ones (down to `tiny`) and 0."""
    return st.one_of(floats32(low, high), huge_floats(min(1e6, huge), huge), tiny_floats(tiny, 1e-6), st.just(0.0))


def mixed_arrays(shape: st.SearchStrategy[tuple[int, ...]] | tuple[int, ...], low: float = -100.0, high: float = 100.0,
                 huge: float = 1e8, tiny: float = 1e-30):
    """float32 arrays whose elements mix magnitudes (see `mixed_floats`): for element-wise contracts only."""
    return hnp.arrays(np.float32, shape, elements=mixed_floats(low, high, huge, tiny))


# --- IEEE special values ------------------------------------------------------------------------


def special_values(dtype: np.dtype) -> np.ndarray:
    """The values of a float `dtype` that ordinary inputs never hold, in a fixed order:
    +inf, -inf, nan, -0.0, the largest finite value, its negative, the smallest normal value.

    Subnormals are left out: XLA on CPU flushes them to 0, NumPy does not.
    """
    info = np.finfo(dtype)
    return np.array([np.inf, -np.inf, np.nan, -0.0, info.max, -info.max, info.tiny], dtype)


def integer_extremes(dtype: np.dtype) -> np.ndarray:
    """The values of an integer `dtype` where arithmetic breaks, in a fixed order: its largest and
    smallest values, one inside each, and +-(2**24 + 1) where they fit (the first integers float32
    cannot hold: a result routed through float32 is rounded)."""
    info = np.iinfo(dtype)
    values = [info.max, info.min, info.max - 1, info.min + 1]
    values += [v for v in (2**24 + 1, -(2**24 + 1)) if info.min <= v <= info.max]
    return np.array(values, dtype)


def large_integers(dtype: np.dtype) -> np.ndarray:
    """The integers of `dtype` that float32 cannot hold but sums of a few of them still fit:
    +-(2**24 + 1) and +-(2**24 + 3), in that order (none for dtypes narrower than int32)."""
    info = np.iinfo(dtype)
    values = [v for v in (2**24 + 1, -(2**24 + 1), 2**24 + 3, -(2**24 + 3)) if info.min <= v <= info.max]
    return np.array(values, dtype)


def with_special_values(value: Any, variant: int, integers: bool = False, large: bool = False) -> Any:
    """`value` with special values written into it: the same shape and dtype, so a jitted
    function compiles nothing new.

    For floats (`integers=False`), variant 0 writes `special_values` (in order, repeating: +inf
    first) at the even positions of a float array's flattened elements, variant 1 at the odd
    positions starting from nan, so that between them every position holds a special value,
    and +inf, -inf and nan all appear in arrays of three elements or more. A Python float, a
    NumPy float scalar or a 0-d float array becomes +inf (variant 0) or nan (variant 1).
    With `integers=True`, integer arrays get `integer_extremes` the same way instead (with
    `large=True` too, `large_integers`: past float32's exact range, but no overflow), and a
    Python int becomes int32's largest (variant 0: an overflow) or 2**24 + 1 (variant 1: a value
    routed through float32 is rounded; XLA saturates a float32 past int32's range back to its
    largest, so only this one shows the rounding): the spec names such an argument in
    `integer_extremes` only where the contract lets it be any integer (a value converted to an
    int32 array's dtype), never a size or an index. With `large`, a Python int comes back as it
    was (the dtype it meets may be too narrow for 2**24 + 1), as do bools, keys and empty arrays.
    """
    kinds = "iu" if integers else "f"
    if not integers and isinstance(value, float):
        return (np.inf, np.nan)[variant % 2]
    if integers and not large and isinstance(value, int) and not isinstance(value, bool):
        return (int(np.iinfo(np.int32).max), 2**24 + 1)[variant % 2]
    if not integers and isinstance(value, np.floating):
        return value.dtype.type((np.inf, np.nan)[variant % 2])
    if not isinstance(value, np.ndarray) or value.dtype.kind not in kinds or value.size == 0:
        return value
    specials = (large_integers if large else integer_extremes)(value.dtype) if integers else special_values(value.dtype)
    if specials.size == 0:
        return value
    if value.ndim == 0:
        return np.array(specials[(0, 2)[variant % 2]], value.dtype)
    out = value.copy().reshape(-1)
    positions = np.arange(variant % 2, out.size, 2)
    out[positions] = np.roll(specials, -2 * (variant % 2))[np.arange(positions.size) % specials.size]
    return out.reshape(value.shape)


# --- shapes that hide nothing -------------------------------------------------------------------


def distinct_shapes(ndim: int = 2, sides: tuple[int, ...] = (2, 3, 5)) -> st.SearchStrategy[tuple[int, ...]]:
    """Shapes of `ndim` axes, all sides different (from the menu `sides`): a transposed or
    axis-swapped result cannot have the right shape by luck, as it can for a square array."""
    if ndim > len(sides):
        raise ValueError(f"{ndim} distinct sides need a menu of at least {ndim} sizes, got {sides}")
    return st.permutations(sides).map(lambda order: tuple(order[:ndim]))


# --- edge cases ---------------------------------------------------------------------------------


EMPTY_TREES: tuple = ({}, [], ())
"""Pytrees without leaves, one per container kind: edge cases for exercises whose contract
accepts a tree with no leaves (a sum over no leaves is 0, a map over none is the same empty tree)."""

INT32_EXTREMES = np.array([np.iinfo(np.int32).max, np.iinfo(np.int32).min, np.iinfo(np.int32).min + 1, 0, 1], np.int32)
INT32_EXTREMES.setflags(write=False)  # shared by specs: `Call` hands out copies
"""int32 values at and beside both ends of the range: `x + 1`, `2 * x` or `-x` wrap around there."""


# --- function arguments -------------------------------------------------------------------------


def _first_minus_twice_second(a, b):
    return a - 2 * b


def _first_scaled_plus_second(a, b):
    return a * (1 + b * b) + b


ASYMMETRIC_BINARY = (
    ("first_minus_twice_second", _first_minus_twice_second),  # a - 2 b
    ("first_scaled_plus_second", _first_scaled_plus_second),  # a (1 + b**2) + b
)
"""Element-wise binary functions (NumPy and JAX alike: plain arithmetic) that change when their
arguments are swapped: `f(a, b) != f(b, a)` for almost every pair. Hand one to an exercise
that takes a function of two arguments, so that calling it as `f(y, x)` cannot pass; the
usual examples (`+`, `*`, `dot`, distances) are all symmetric."""


def _summed(function: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    return lambda a, b: function(a, b).sum()


def asymmetric_reductions() -> tuple[tuple[str, Callable[[Any, Any], Any]], ...]:
    """`ASYMMETRIC_BINARY` summed to a scalar: functions of two vectors for pairwise exercises."""
    return tuple((f"sum_{name}", _summed(function)) for name, function in ASYMMETRIC_BINARY)
