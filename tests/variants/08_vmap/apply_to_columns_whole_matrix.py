"""Hands the whole matrix to f, which is written for one vector."""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
MESSAGE = "wrong"

def apply_to_columns(f, x):
    return f(x)
