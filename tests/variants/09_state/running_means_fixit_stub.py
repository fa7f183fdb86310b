"""The fix-it stub as handed out: the scan body appends each mean to a Python list outside it, so the
list holds tracers of the body's trace, used after the scan (a leaked tracer).

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
MESSAGE = "a traced value escaped the function it was traced in"
STUB = True
