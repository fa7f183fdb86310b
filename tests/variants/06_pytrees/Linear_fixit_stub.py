"""The fix-it stub: a frozen dataclass whose __call__ is right, never registered as a pytree node, so jit and
grad reject a Linear (not a valid JAX type) and tree.map hands the whole object to its function.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
MESSAGE = "not a valid JAX type"
STUB = True
