"""The fix-it stub as handed out: two draws from the one key, so a == b and jax.debug_key_reuse objects."""
EXERCISE = "prng.two_normals"
VERDICT = "fail"
MESSAGE = "both draws came from the same key"

import jax


def two_normals(key: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Return two independent standard-normal numbers drawn with ``key``.

    All randomness comes from ``key``, and no key is used for two draws (the grader runs
    the function under ``jax.debug_key_reuse``). Works under ``jax.jit`` and ``jax.vmap``
    over a batch of keys.

    Args:
        key: a typed key from ``jax.random.key``.

    Returns:
        A tuple ``(a, b)`` of two float32 scalars (0-d arrays), each standard normal,
        independent of each other (so ``a != b``). The same key gives the same pair.

    Example:
        >>> a, b = two_normals(jax.random.key(0))
        >>> a.shape, bool(a != b)
        ((), True)
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k two_normals
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    a = jax.random.normal(key)
    b = jax.random.normal(key)
    return a, b
