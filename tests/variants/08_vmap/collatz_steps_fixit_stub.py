"""The fix-it stub: lax.cond guards the loop for one n, but under vmap both branches run and the loop never ends on 0.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
MESSAGE = "never finishes under jax.vmap"
STUB = True
