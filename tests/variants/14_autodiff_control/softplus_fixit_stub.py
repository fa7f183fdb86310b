"""The fix-it stub: a jnp.where guard. Right values, but the gradient at x = 1000 is NaN.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
MESSAGE = "NaN gradient"
STUB = True
