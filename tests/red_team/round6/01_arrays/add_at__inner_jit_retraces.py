"""The student jits an inner lambda that closes over ``size`` inside the function, so every call builds a new function and compiles again.

Violates: "One compilation per ``size``: new indices or values must not recompile."
Verifying input: three calls with size=4 and different values -> requires one trace/compile, this traces three times.
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp

_ADD_AT_TRACES = []


def add_at(size, indices, values):
    def scatter(idx, vals):
        _ADD_AT_TRACES.append(size)          # runs once per trace
        return jnp.zeros(size, jnp.float32).at[idx].add(vals.astype(jnp.float32))

    return jax.jit(scatter)(indices, values)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(0)
    for _ in range(3):
        idx = rng.integers(-4, 4, size=5); vals = rng.normal(size=5).astype(np.float32)
        expected = np.zeros(4); np.add.at(expected, idx, vals.astype(np.float64))
        got = add_at(4, jnp.asarray(idx), jnp.asarray(vals))
        assert np.allclose(np.asarray(got), expected, rtol=1e-5, atol=1e-6)   # values are right
    print("traces for 3 calls with size=4:", len(_ADD_AT_TRACES))
    assert len(_ADD_AT_TRACES) == 3                                         # one compile is required
    print("verified")
