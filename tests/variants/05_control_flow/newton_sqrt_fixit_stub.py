"""The fix-it stub: `range(n_iters)` needs a Python int; under jit `n_iters` is traced.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "TracerIntegerConversionError"
STUB = True
