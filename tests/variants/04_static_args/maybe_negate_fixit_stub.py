"""The fix-it stub: jitted without making negate static, so `if negate:` asks for the value of a tracer.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
MESSAGE = "it uses a traced array in a Python `if`"
STUB = True
