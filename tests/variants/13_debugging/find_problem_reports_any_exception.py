"""The student catches every exception ``f`` raises and reports its text as the problem found: an error in the caller's own code (not a NaN, an index or a division checkify finds) comes back as a report instead of reaching the caller."""
EXERCISE = "debugging.find_problem"
VERDICT = "fail"
MESSAGE = "swallowed an exception"

from jax.experimental import checkify


def find_problem(f, *args):
    try:
        error, _ = checkify.checkify(f, errors=checkify.all_checks)(*args)
    except Exception as exception:
        return str(exception)
    return error.get()
