"""The fix-it stub as released: x and y shuffled by two draws from the same key (the same order, but a reused key).

The code is the released stub itself (STUB = True), made from the solution as the release makes it.
"""
EXERCISE = "training.shuffled_batches"
VERDICT = "fail"
MESSAGE = "reused a key"
STUB = True
