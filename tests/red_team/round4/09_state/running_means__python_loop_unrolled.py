"""The student fixed the leaking `means.append` inside `lax.scan` by replacing the scan with a Python `for` loop over the rows, so under `jax.jit` the loop is unrolled and the compiled program grows with `n`.

Violates: "inside one compiled loop: the program must not grow with ``n`` (no unrolled Python loop)"
Verifying input: xs of shape (64, 2) vs (8, 2) under jax.jit -> requires one loop whose program size does not depend on n, this returns correct means but its jaxpr has 8x as many equations for n=64 as for n=8 and no scan/while.
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def _step(state, x):
    count = state["count"] + 1
    mean = state["mean"] + (x - state["mean"]) / count
    return mean, {"count": count, "mean": mean}


def running_means(state, xs):
    means = []
    for t in range(xs.shape[0]):          # a plain loop: no tracer escapes any more
        mean, state = _step(state, xs[t])
        means.append(mean)
    return jnp.stack(means), state


if __name__ == "__main__":
    import numpy as np

    f = jax.jit(running_means)
    for shape in [(5,), (7, 3), (1, 2, 2)]:
        xs = np.random.default_rng(1).normal(size=shape).astype(np.float32)
        st = {"count": jnp.int32(0), "mean": jnp.zeros(shape[1:], jnp.float32)}
        means, final = f(st, jnp.asarray(xs))
        ref = np.cumsum(xs, 0) / np.arange(1, shape[0] + 1).reshape(-1, *[1] * (len(shape) - 1))
        np.testing.assert_allclose(means, ref, rtol=1e-5, atol=1e-6)
        assert int(final["count"]) == shape[0]
    means, st = running_means({"count": jnp.int32(0), "mean": jnp.float32(0.0)}, jnp.array([2.0, 4.0, 6.0]))
    assert means.tolist() == [2.0, 3.0, 4.0] and int(st["count"]) == 3

    # the flaw: the program grows with n
    def n_eqns(n):
        st = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
        jaxpr = jax.make_jaxpr(running_means)(st, jnp.zeros((n, 2)))
        prims = {e.primitive.name for e in jaxpr.jaxpr.eqns}
        assert "scan" not in prims and "while" not in prims
        return len(jaxpr.jaxpr.eqns)
    small, large = n_eqns(8), n_eqns(64)
    print("equations n=8:", small, " n=64:", large)
    assert large > 6 * small
    print("verified")
