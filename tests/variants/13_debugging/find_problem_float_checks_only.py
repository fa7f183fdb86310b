"""NaN and division checks, but no index checks: an index past the end is clamped silently."""
EXERCISE = "debugging.find_problem"
VERDICT = "fail"
MESSAGE = "index 7 of an array of 4"

from jax.experimental import checkify


def find_problem(f, *args):
    error, _ = checkify.checkify(f, errors=checkify.float_checks | checkify.user_checks)(*args)
    return error.get()
