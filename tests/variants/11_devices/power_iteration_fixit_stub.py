"""The fix-it stub as released: a jitted step, but the loop prints every estimate (a read-back per step).

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "devices.power_iteration"
VERDICT = "fail"
MESSAGE = "reads data back from the device inside the call"
STUB = True
