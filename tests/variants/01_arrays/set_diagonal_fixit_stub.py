"""The fix-it stub as handed out: NumPy-style item assignment, which JAX arrays refuse (TypeError).

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "JAX arrays are immutable"
STUB = True
