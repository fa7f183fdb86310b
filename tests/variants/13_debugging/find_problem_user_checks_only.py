"""`checkify.checkify` without `errors=`: only `checkify.check` calls are checked, NaNs go unseen."""
EXERCISE = "debugging.find_problem"
VERDICT = "fail"
MESSAGE = "missed a problem"

from jax.experimental import checkify


def find_problem(f, *args):
    error, _ = checkify.checkify(f)(*args)
    return error.get()
