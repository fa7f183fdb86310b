"""The fix-it stub: the backward rule returns a bare array, JAX wants one cotangent per input in a tuple.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "autodiff_control.clip_gradient"
VERDICT = "fail"
MESSAGE = "raised TypeError: a custom_vjp's backward rule returned the wrong structure"
STUB = True
