"""The fix-it stub as released: a jitted step, but the start vector is copied from NumPy on every call and the loop prints every estimate (a read-back per step).

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "copies data from the host to the device inside the call"
STUB = True
