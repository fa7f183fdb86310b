"""The student fixes the FIX-IT by returning the mean as ``scan``'s per-step output but passes ``unroll=True``, so the compiled program still contains one copy of the step per row and grows with ``n``.

Violates: "inside one compiled loop: the program must not grow with ``n`` (no unrolled Python loop)".
Verifying input: xs of shape (64, 4) vs (512, 4) -> requires a lowered program of the same size, this returns a lowered StableHLO that grows about eightfold (the jaxpr still shows a single ``scan``).
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax import lax


def running_means(state, xs):
    def step(carry, x):
        mean, carry = running_mean_step(carry, x)
        return carry, mean

    final, means = lax.scan(step, state, xs, unroll=True)  # unrolled: faster on small inputs
    return means, final


if __name__ == "__main__":
    import numpy as np

    def running_mean_step(state, x):
        count = state["count"] + 1
        mean = state["mean"] + (x - state["mean"]) / count
        return mean, {"count": count, "mean": mean}

    state = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    means, st = jax.jit(running_means)(state, jnp.array([2.0, 4.0, 6.0]))
    assert means.tolist() == [2.0, 3.0, 4.0] and int(st["count"]) == 3
    st0 = {"count": jnp.int32(0), "mean": jnp.zeros(4)}
    xs = np.random.default_rng(1).normal(size=(64, 4)).astype(np.float32)
    means, _ = running_means(st0, jnp.asarray(xs))
    np.testing.assert_allclose(np.asarray(means), np.cumsum(xs, 0) / np.arange(1, 65)[:, None], rtol=1e-4, atol=1e-5)
    jaxpr = jax.make_jaxpr(running_means)(st0, jnp.zeros((512, 4)))
    assert [e.primitive.name for e in jaxpr.jaxpr.eqns].count("scan") == 1  # looks like one loop
    small = len(jax.jit(running_means).lower(st0, jnp.zeros((64, 4))).as_text())
    large = len(jax.jit(running_means).lower(st0, jnp.zeros((512, 4))).as_text())
    assert large > 4 * small, (small, large)
    print("verified")
