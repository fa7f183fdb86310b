"""Graded, not as written: indexes `xs` with the loop's traced counter, which fails for a NumPy `xs` (NumPy arrays
must be accepted wherever JAX arrays are). Its author meant it as a correct fori_loop solution.

Correct: a lax.fori_loop whose carry is (state, means buffer); each iteration calls running_mean_step on row i and writes the mean into the preallocated buffer with .at[i].set."""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "dtypes"  # argument kinds: written as a correct solution; the grader found it rejects NumPy inputs

import jax
import jax.numpy as jnp
from jax import lax


def running_means(state: dict[str, jax.Array], xs: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    first_mean, first_state = running_mean_step(state, xs[0])
    buffer = jnp.zeros((xs.shape[0],) + jnp.shape(first_mean), jnp.result_type(first_mean)).at[0].set(first_mean)

    def _rmf_body(i, carry):
        st, buf = carry
        mean, st = running_mean_step(st, xs[i])
        return st, buf.at[i].set(mean)

    final, means = lax.fori_loop(1, xs.shape[0], _rmf_body, (first_state, buffer))
    return means, final


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
    rng = np.random.default_rng(0)
    jr = jax.jit(running_means)
    for n, shape, c0 in [(1, (), 0), (5, (), 3), (7, (2,), 0), (4, (2, 3), 10)]:
        m0 = rng.normal(size=shape).astype(np.float32)
        xs = rng.normal(size=(n,) + shape).astype(np.float32)
        st = {"count": jnp.int32(c0), "mean": jnp.asarray(m0)}
        tot = c0 * m0.astype(np.float64)
        want = []
        for t in range(n):
            tot = tot + xs[t]
            want.append(tot / (c0 + t + 1))
        for fn in (running_means, jr):
            m, s = fn(st, jnp.asarray(xs))
            assert m.shape == (n,) + shape and np.allclose(np.asarray(m), np.array(want), rtol=1e-5, atol=1e-5)
            assert int(s["count"]) == c0 + n and np.allclose(np.asarray(s["mean"]), want[-1], rtol=1e-5, atol=1e-5)
        assert int(st["count"]) == c0
    st = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    sizes = {len(jax.make_jaxpr(running_means)(st, jnp.zeros(n)).eqns) for n in (2, 64, 1000)}
    assert len(sizes) == 1
    print("verified")
