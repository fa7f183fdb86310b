"""A jitted softmax that never says where the result goes: it stays on the input's one device."""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
MESSAGE = "Nothing was split"

import functools

import jax


@functools.partial(jax.jit, static_argnames="mesh")
def row_softmax(x, mesh):
    return jax.nn.softmax(x, axis=1)
