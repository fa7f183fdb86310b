"""The fix-it stub: one jnp.where. Right values, but the gradient at 0 is NaN.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "NaN gradient"
STUB = True
