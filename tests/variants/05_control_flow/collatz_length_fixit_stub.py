"""The fix-it stub: a Python `while` and `if` on the traced n (fine on a concrete number, not under jit or vmap).

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
MESSAGE = "TracerBoolConversionError"
STUB = True
