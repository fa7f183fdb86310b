"""The fix-it stub as handed out: two draws from the one key, so a == b and jax.debug_key_reuse objects.

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
MESSAGE = "both draws came from the same key"
STUB = True
