"""Makes the given Python loop jit-able by declaring n_iters static, so a traced n_iters is refused and every new count compiles a new, longer program.

Violates: "The grader calls this under ``jax.jit`` with ``n_iters`` traced (not static): one compiled program must serve every ``n_iters``"
Verifying input: jax.jit(newton_sqrt)(jnp.array([2.0, 9.0]), 6) -> requires [1.4142135, 3.0], this raises (a tracer is not a valid static argument); called directly, 3 different counts trigger 3 compilations.
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "beyond"

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=1)
def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))
    y = a
    for _ in range(n_iters):
        y = (y + a / y) / 2
    return y


if __name__ == "__main__":
    import numpy as np

    a = jnp.array([2.0, 9.0])
    # the values are right when called directly
    np.testing.assert_allclose(np.asarray(newton_sqrt(a, 6)), np.sqrt([2.0, 9.0]), rtol=1e-6)
    # but it compiles once per count
    before = newton_sqrt._cache_size()
    for n in (3, 4, 5):
        newton_sqrt(a, n)
    grown = newton_sqrt._cache_size() - before
    print("new compilations for 3 counts:", grown)
    assert grown == 3
    # and under jax.jit with n_iters traced it fails
    try:
        jax.jit(newton_sqrt)(a, 6)
    except Exception as error:  # noqa: BLE001
        print("traced n_iters:", type(error).__name__)
    else:
        raise AssertionError("expected an error with a traced n_iters")
    print("verified")
