"""The fix-it stub as handed out: NumPy habits, Python lists handed straight to jnp functions.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = "a `jnp` function was given a Python list or tuple"
STUB = True
