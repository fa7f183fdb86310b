"""The fix-it stub: Python `if ...: raise` on traced values, which cannot be decided under jit.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
MESSAGE = "raised TracerBoolConversionError: a Python `if` on a traced value"
STUB = True
