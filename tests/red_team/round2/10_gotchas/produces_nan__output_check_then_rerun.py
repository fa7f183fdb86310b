"""First runs fn plainly and looks at the output for NaN; only when the output is clean does it run fn again under jax.debug_nans.

Violates: "``fn`` runs once".
Verifying input: a counting fn(x) = where(x > 0, log(x), 0) on [-1.0, 2.0] -> the docstring requires one call of fn, this makes two.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    out = fn(*args)
    if any(bool(jnp.isnan(leaf).any()) for leaf in jax.tree.leaves(out)):
        return True
    try:
        with jax.debug_nans(True):
            jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    return False


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert produces_nan(lambda x: x * 0.0 + jnp.nan, jnp.ones(2)) is True
    assert not jax.config.jax_debug_nans
    calls = []

    def counted(x):
        calls.append(1)
        return masked_log(x)

    produces_nan(counted, jnp.array([-1.0, 2.0]))
    assert len(calls) == 2, len(calls)
    print("verified")
