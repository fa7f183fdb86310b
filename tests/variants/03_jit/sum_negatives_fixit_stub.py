"""The fix-it stub: selects with x[x < 0] under jit, a shape that depends on the values.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
MESSAGE = "it indexes with a boolean mask"
STUB = True
