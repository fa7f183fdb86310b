"""The student makes i and j static (jit with static_argnums) so a Python tuple swap of row numbers works, which compiles a new program for every pair and refuses traced indices.

Violates: "``i`` and ``j`` may be traced integers (arguments of a jitted function): one compiled program must serve every pair ``(i, j)`` for a given shape of ``x``."
Verifying input: x of shape (4, 2) called with (0, 1), (1, 2), (2, 3) -> requires one compilation, this traces three times; and jax.jit(swap_rows)(x, 0, 1) raises.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
KIND = "algorithm"

from functools import partial

import jax
import jax.numpy as jnp

_SWAP_TRACES = []


@partial(jax.jit, static_argnums=(1, 2))
def swap_rows(x, i, j):
    _SWAP_TRACES.append((i, j))
    order = list(range(x.shape[0]))
    order[i], order[j] = order[j], order[i]
    return x[jnp.array(order)]


if __name__ == "__main__":
    import numpy as np

    x = np.arange(8).reshape(4, 2)
    for i, j in [(0, 1), (1, 2), (2, 3)]:
        expected = x.copy(); expected[[i, j]] = expected[[j, i]]
        assert np.array_equal(np.asarray(swap_rows(jnp.asarray(x), i, j)), expected)
    print("traces for three pairs:", len(_SWAP_TRACES))
    assert len(_SWAP_TRACES) == 3
    try:
        jax.jit(lambda a, i, j: swap_rows(a, i, j))(jnp.asarray(x), 0, 1)
        raise SystemExit("traced indices unexpectedly worked")
    except (ValueError, TypeError) as error:
        print("traced i, j:", type(error).__name__)
    print("verified")
