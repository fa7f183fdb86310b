"""Takes a fast path first (runs fn and looks at its output) and only then runs fn again under jax.debug_nans, so fn runs twice whenever the output has no NaN.

Violates: "``fn`` runs once"
Verifying input: a counting fn, masked log on [-1., 2.] -> requires one call, this makes two (and returns the right answer).
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    out = fn(*args)                               # cheap check first
    if any(bool(jnp.isnan(leaf).any()) for leaf in jax.tree.leaves(out)):
        return True
    try:
        with jax.debug_nans(True):                # then look inside
            jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    return False


if __name__ == "__main__":
    calls = [0]

    def masked_log(x):
        calls[0] += 1
        return jnp.where(x > 0, jnp.log(x), 0.0)

    got = produces_nan(masked_log, jnp.array([-1.0, 2.0]))
    print("answer", got, "calls", calls[0])
    assert got is True and calls[0] == 2
    calls[0] = 0
    assert produces_nan(lambda x: masked_log(x) * 0 + 1.0 / x, jnp.array([0.5, 2.0])) is False and calls[0] == 2
    print("verified")
