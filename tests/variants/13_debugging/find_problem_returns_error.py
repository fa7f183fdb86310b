"""Returns the error object itself instead of its message."""
EXERCISE = "debugging.find_problem"
VERDICT = "fail"
MESSAGE = "returned a value of type Error"

from jax.experimental import checkify


def find_problem(f, *args):
    error, _ = checkify.checkify(f, errors=checkify.all_checks)(*args)
    return error
