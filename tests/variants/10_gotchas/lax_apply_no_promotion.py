"""Calls the lax operation on the operands as they are: lax refuses mixed dtypes."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "a `lax` function was given arguments of different dtypes"

def lax_apply(op, x, y):
    return op(x, y)
