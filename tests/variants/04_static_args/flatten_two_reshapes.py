"""Alternative: first merge the trailing axes, then the leading ones, each length from the static shape."""
EXERCISE = "static_args.flatten"
VERDICT = "pass"

import functools
import operator
from functools import partial

import jax


def _product(sides: tuple[int, ...]) -> int:
    return functools.reduce(operator.mul, sides, 1)


@partial(jax.jit, static_argnames=("axis",))
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        axis = x.ndim
        keep_two = False
    else:
        keep_two = True
    trailing = x.reshape(x.shape[:axis] + (_product(x.shape[axis:]),))
    merged = trailing.reshape((_product(x.shape[:axis]), trailing.shape[-1]))
    return merged if keep_two else merged.reshape(merged.shape[0] * merged.shape[1])
