"""The fix-it stub: a Python loop over the coefficients, unrolled under jit (one copy per coefficient).

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = "grows with the problem"
STUB = True
