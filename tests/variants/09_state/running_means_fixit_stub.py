"""The fix-it stub as handed out: the scan body appends each mean to a Python list outside it, so the
list holds tracers of the body's trace, used after the scan (a leaked tracer)."""
EXERCISE = "state.running_means"
VERDICT = "fail"
MESSAGE = "a traced value escaped the function it was traced in"

import jax
import jax.numpy as jnp
from jax import lax


def running_means(state: dict[str, jax.Array], xs: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    """The running mean after each row of ``xs``: ``running_mean_step`` applied row after row.

    The state goes from row to row as in a training loop, inside one compiled loop: the
    program must not grow with ``n`` (no unrolled Python loop), and like every function
    here it must stay pure, so that it runs correctly under ``jax.jit``. (It calls your
    ``running_mean_step``: write that one first.)

    Args:
        state: the starting state, as for ``running_mean_step``.
        xs: a float array of shape ``(n, *mean_shape)``, ``n >= 1``: the samples, one per row.

    Returns:
        ``(means, final_state)``: ``means[t]`` is the mean after row ``t``, shape
        ``(n, *mean_shape)``; ``final_state`` the state after the last row.

    Example:
        >>> state = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
        >>> means, state = running_means(state, jnp.array([2.0, 4.0, 6.0]))
        >>> means.tolist(), int(state["count"])
        ([2.0, 3.0, 4.0], 3)
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k running_means
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    means = []  # the mean after each row

    def step(carry, x):
        mean, carry = running_mean_step(carry, x)
        means.append(mean)
        return carry, None

    final, _ = lax.scan(step, state, xs)
    return jnp.stack(means), final
