"""The fix-it stub: the kernel does arithmetic on its references instead of on the arrays read from them.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "kernels.silu"
VERDICT = "fail"
MESSAGE = "'AbstractRef' object has no attribute"
STUB = True
