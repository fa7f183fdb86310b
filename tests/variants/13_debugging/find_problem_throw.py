"""Alternative: the error sets spelled out, the error raised with `throw()` and its text kept."""
EXERCISE = "debugging.find_problem"
VERDICT = "pass"

import jax
from jax.experimental import checkify

EVERYTHING = checkify.nan_checks | checkify.div_checks | checkify.index_checks | checkify.user_checks


def find_problem(f, *args):
    checked = jax.jit(checkify.checkify(f, errors=EVERYTHING))
    error, _ = checked(*args)
    try:
        error.throw()
    except checkify.JaxRuntimeError as problem:
        return str(problem)
    return None
