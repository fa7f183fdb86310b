"""The student catches every ``Exception`` rather than ``FloatingPointError``, so a step that fails for another reason (a shape error) is reported as a step that made a NaN.

Violates: "``None`` if no step made a NaN; else ``(i, name)``: ... ``name`` the name of the operation that made the NaN"
Verifying input: step = lambda w, x: (w - x.sum(), (w @ x).sum()) with params ones(3) and batches [ones(3), ones(4)]: no operation makes a NaN (the second step raises a TypeError for mismatched shapes) -> requires no (i, name) report, this returns (1, '(4,).').
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "returns"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    with jax.debug_nans(True):
        for i, batch in enumerate(batches):
            try:
                params, loss = step(params, batch)
            except Exception as error:
                return i, str(error).split()[-1]
    return None


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    bad_shape = lambda w, x: (w - x.sum(), (w @ x).sum())
    try:
        with jax.debug_nans(True):
            bad_shape(jnp.ones(3), jnp.ones(4))
    except FloatingPointError:
        raise AssertionError("this step makes no NaN")
    except TypeError:
        pass  # the step fails, but not by making a NaN
    got = first_nan_step(bad_shape, jnp.ones(3), [jnp.ones(3), jnp.ones(4)])
    print("got:", got)
    assert got is not None and got[0] == 1
    print("verified")
