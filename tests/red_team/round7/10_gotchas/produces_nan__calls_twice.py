"""The student first runs ``fn`` plainly to look for a NaN in the output and, finding none, runs it again under ``jax.debug_nans``: ``fn`` runs twice.

Violates: "``fn`` runs once, and JAX's global settings are the same after the call as before it"
Verifying input: a counting fn = lambda x: (calls.append(1), jnp.where(x > 0, jnp.log(x), 0.0))[1] is called twice by one produces_nan call.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def produces_nan(fn, *args):
    out = fn(*args)
    if any(bool(jnp.isnan(leaf).any()) for leaf in jax.tree.leaves(out)):
        return True
    with jax.debug_nans(True):
        try:
            jax.block_until_ready(fn(*args))
        except FloatingPointError:
            return True
    return False


if __name__ == "__main__":
    calls = []
    def counting(x):
        calls.append(1)
        return jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(counting, jnp.array([-1.0, 2.0])) is True
    assert len(calls) != 1
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    for dn in (False,):
        with jax.debug_nans(dn):
            assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
            assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
            assert produces_nan(lambda x: jnp.sqrt(x), jnp.array([-4.0])) is True
            assert jax.config.jax_debug_nans is dn
    print("verified")
