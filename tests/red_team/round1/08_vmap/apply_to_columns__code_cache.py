"""The student caches the compiled jit(vmap(f)) in a module-level dict keyed by f's code object (so that a lambda re-created on every call still hits the cache); two closures of the same code with different captured values then share one program, the first one's.

Violates: "Apply f to every column of x" (column j is f(x[:, j]) for the f passed in) -- a hidden global cache makes the result depend on earlier calls.
Verifying input: make = lambda c: (lambda v: v * c); apply_to_columns(make(2.0), x) then apply_to_columns(make(3.0), x) -> the docstring requires 3 * x; this returns 2 * x.
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
KIND = "purity"

from typing import Callable

import jax
import jax.numpy as jnp

_atc_codecache_programs = {}


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    key = (getattr(f, "__code__", f), tuple(x.shape), str(x.dtype))
    if key not in _atc_codecache_programs:
        _atc_codecache_programs[key] = jax.jit(jax.vmap(f, in_axes=1, out_axes=1))
    return _atc_codecache_programs[key](x)


if __name__ == "__main__":
    import numpy as np
    assert apply_to_columns(lambda v: jnp.stack([v.min(), v.max()]), jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist() == [[1.0, 4.0], [3.0, 5.0]]
    x = jnp.arange(6.0).reshape(2, 3)
    assert np.allclose(np.asarray(jax.jit(apply_to_columns, static_argnums=0)(lambda v: v[::-1], x)), np.asarray(x)[::-1])
    assert np.allclose(np.asarray(apply_to_columns(lambda v: jnp.cumsum(v), x)), np.cumsum(np.asarray(x), axis=0))
    make = lambda c: (lambda v: v * c)
    assert np.allclose(np.asarray(apply_to_columns(make(2.0), x)), 2 * np.asarray(x))
    got = np.asarray(apply_to_columns(make(3.0), x))
    assert np.allclose(got, 2 * np.asarray(x)) and not np.allclose(got, 3 * np.asarray(x))
    print("verified")
