"""Promotes with a hand-made rule (higher kind wins, then the wider type, ties go to x), which differs from jnp for mixed signed/unsigned ints and bfloat16/float16.

Violates: "gives ``op``'s result in the dtype that ``jnp`` would compute ``x + y`` in".
Verifying input: lax.add, int8 [100], uint8 [200] -> the docstring requires int16 [300], this returns int8 [44].
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np

_LA_KIND_RANK = {"b": 0, "u": 1, "i": 1, "f": 2, "c": 3}
_LA_DEFAULT = {int: jnp.int32, float: jnp.float32, complex: jnp.complex64, bool: jnp.bool_}


def _la_kind(dt):
    dt = np.dtype(dt)
    return "f" if dt.kind == "V" or dt.name == "bfloat16" else dt.kind


def lax_apply(op, x, y):
    py_x = isinstance(x, (bool, int, float, complex))
    py_y = isinstance(y, (bool, int, float, complex))
    if py_x and py_y:
        dt = jnp.result_type(x, y)
    elif py_x or py_y:
        num, arr = (x, jnp.asarray(y)) if py_x else (y, jnp.asarray(x))
        num_rank = _LA_KIND_RANK[np.dtype(_LA_DEFAULT[type(num)]).kind]
        if num_rank <= _LA_KIND_RANK[_la_kind(arr.dtype)]:
            dt = arr.dtype
        else:
            dt = _LA_DEFAULT[type(num)]
    else:
        xd, yd = jnp.asarray(x).dtype, jnp.asarray(y).dtype
        rx, ry = _LA_KIND_RANK[_la_kind(xd)], _LA_KIND_RANK[_la_kind(yd)]
        if rx != ry:
            dt = xd if rx > ry else yd
        else:
            dt = xd if xd.itemsize >= yd.itemsize else yd
    return op(jnp.asarray(x, dt), jnp.asarray(y, dt))


if __name__ == "__main__":
    from jax import lax

    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist() == [1.5, 2.5]
    assert lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name == "float16"
    assert lax_apply(lax.add, jnp.array([1, 2], jnp.int8), 0.5).dtype == jnp.float32
    assert lax_apply(lax.mul, jnp.array([1, 2], jnp.int32), jnp.array([1.0], jnp.float16)).dtype == jnp.float16
    a, b = jnp.array([100], jnp.int8), jnp.array([200], jnp.uint8)
    want = a + b
    out = lax_apply(lax.add, a, b)
    assert want.dtype == jnp.int16 and out.dtype != want.dtype, (out, want)
    c, d = jnp.array([1.5], jnp.bfloat16), jnp.array([1.5], jnp.float16)
    assert lax_apply(lax.add, c, d).dtype != (c + d).dtype
    print(out, want)
    print("verified")
