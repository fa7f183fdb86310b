"""The fix-it stub as handed out: makes both operands arrays and calls the lax operation, which refuses
operands of different dtypes (and the numbers became strongly typed arrays on the way).

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "a `lax` function was given arguments of different dtypes"
STUB = True
