"""Switches on jax.debug_infs together with jax.debug_nans to catch every bad float, so an infinity alone is reported as a NaN.

Violates: "An infinity alone is not a NaN." (produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False)
Verifying input: produces_nan(lambda x: 1.0 / x, jnp.array([0., 2.])) -> requires False, this returns True.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    try:
        with jax.debug_nans(True), jax.debug_infs(True):
            jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    return False


if __name__ == "__main__":
    import numpy as np

    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert jax.config.jax_debug_nans is False and jax.config.jax_debug_infs is False   # settings restored
    # independent check: 1/x makes inf and no NaN
    with np.errstate(divide="ignore"):
        assert not np.isnan(1.0 / np.array([0.0, 2.0])).any()
    got = produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0]))
    print("expected False, got", got)
    assert got is True
    print("verified")
