"""The student replaces the scan by a Python for loop over the rows of xs: right values and jittable, but the loop is unrolled into one copy of the step per row.

Violates: "the program must not grow with n (no unrolled Python loop)".
Verifying input: xs of shape (4,) vs (64,) -> the docstring requires one program size; this one's jaxpr grows about 16x.
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax import lax


def running_means(state: dict[str, jax.Array], xs: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    means = []
    for x in xs:
        mean, state = running_mean_step(state, x)
        means.append(mean)
    return jnp.stack(means), state


if __name__ == "__main__":
    import numpy as np
    if "running_mean_step" not in globals():
        def running_mean_step(state, x):
            count = state["count"] + 1
            mean = state["mean"] + (x - state["mean"]) / count
            return mean, {"count": count, "mean": mean}
    state = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    means, state = running_means(state, jnp.array([2.0, 4.0, 6.0]))
    assert (means.tolist(), int(state["count"])) == ([2.0, 3.0, 4.0], 3)
    m, s = jax.jit(running_means)({"count": jnp.int32(2), "mean": jnp.float32(5.0)}, jnp.array([8.0, 1.0]))
    assert np.allclose(np.asarray(m), [6.0, 4.75]) and int(s["count"]) == 4
    st = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    def _size(n):
        return len(jax.make_jaxpr(running_means)(st, jnp.zeros(n)).eqns)
    assert _size(64) > 8 * _size(4), (_size(4), _size(64))
    print("verified")
