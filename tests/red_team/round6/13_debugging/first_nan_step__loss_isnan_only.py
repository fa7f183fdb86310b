"""The student skips NaN debugging and looks for NaN in the returned loss and parameters, so a NaN made inside the step and hidden by ``jnp.where`` (its gradient is finite) is never found.

Violates: "Run it with NaN debugging on, so that a NaN is caught where it is made, even inside ``step`` where the outputs never show it"
Verifying input: the notebook's step (loss -mean(where(batch @ w > 0, log(batch @ w), 0))) with w = [1.0, 0.5] and batches [[[1, .5], [.5, 1]], [[1, -3], [1, 1]]] -> requires (1, 'log'), this returns None.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    for i, batch in enumerate(batches):
        params, loss = step(params, batch)
        if bool(jnp.isnan(loss)) or any(bool(jnp.isnan(p).any()) for p in jax.tree.leaves(params)):
            return i, "nan"
    return None


if __name__ == "__main__":
    def step(w, batch):
        def loss(w):
            prediction = batch @ w
            return -jnp.mean(jnp.where(prediction > 0, jnp.log(prediction), 0.0))
        value, grad = jax.value_and_grad(loss)(w)
        return w - 0.1 * grad, value

    w0 = jnp.array([1.0, 0.5])
    batches = [jnp.array([[1.0, 0.5], [0.5, 1.0]]), jnp.array([[1.0, -3.0], [1.0, 1.0]])]
    # reference: with NaN debugging, step 1 raises in log
    try:
        with jax.debug_nans(True):
            w = step(w0, batches[0])[0]
            step(w, batches[1])
        raise AssertionError("expected a NaN")
    except FloatingPointError as e:
        assert str(e).split()[-1] == "log"
    got = first_nan_step(step, w0, batches)
    print("required: (1, 'log')  got:", got)
    assert got is None
    print("verified")
