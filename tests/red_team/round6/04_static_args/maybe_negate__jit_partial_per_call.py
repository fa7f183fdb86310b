"""The student binds negate with functools.partial and jits that partial inside the function; every call makes a new partial object, so every call traces and compiles again.

Violates: "for one shape of ``x`` the function compiles twice in all (once for ``True``, once for ``False``), however many different values of ``x`` follow."
Verifying input: six calls on float32 (3,) arrays (three with negate=True, three with False) -> requires two compilations, this traces six times.
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "algorithm"

from functools import partial

import jax
import jax.numpy as jnp

_NEGATE_TRACES = []


def _negate_body(x, negate):
    _NEGATE_TRACES.append(negate)
    return -x if negate else x


def maybe_negate(x, negate):
    return jax.jit(partial(_negate_body, negate=negate))(x)


if __name__ == "__main__":
    import numpy as np

    for k in range(3):
        for negate in (True, False):
            x = jnp.arange(3.0) + k
            expected = -np.asarray(x) if negate else np.asarray(x)
            assert np.array_equal(np.asarray(maybe_negate(x, negate)), expected)
    print("traces for six calls:", len(_NEGATE_TRACES), "(required 2)")
    assert len(_NEGATE_TRACES) == 6
    print("verified")
