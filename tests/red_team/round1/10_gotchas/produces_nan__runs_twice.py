"""First runs ``fn`` normally and checks its output for NaN, then runs it a second time under ``jax.debug_nans``.

Violates: "``fn`` runs once".
Verifying input: produces_nan(counting_fn, jnp.ones(2)) where counting_fn counts its calls -> the docstring requires 1 call, this makes 2.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args) -> bool:
    out = fn(*args)
    if any(bool(jnp.isnan(leaf).any()) for leaf in jax.tree.leaves(out)):
        return True
    with jax.debug_nans(True):
        try:
            fn(*args)
        except FloatingPointError:
            return True
    return False


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert jax.config.jax_debug_nans is False
    calls = []

    def counting_fn(x):
        calls.append(1)
        return jnp.sin(x)

    assert produces_nan(counting_fn, jnp.ones(2)) is False
    assert len(calls) == 2, calls
    print("verified")
