"""Correct, as a gather: build the row permutation arange(n) with i and j exchanged (two scatters on an index vector) and read the rows of x through it.

Verifying input: checked against a NumPy copy with rows exchanged, for 1-D, 2-D and 3-D x, float32 with inf/nan, int8/int32/uint32 extremes, bool, every pair (i, j) including i == j, Python ints and 0-d int32/int8 arrays, eagerly and under one jax.jit (a single trace for all pairs); the input is left unmodified.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def swap_rows(x, i, j):
    x = jnp.asarray(x)
    order = jnp.arange(x.shape[0])
    order = order.at[i].set(j).at[j].set(i)
    return jnp.take(x, order, axis=0)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(2)
    traces = []

    def counted(x, i, j):
        traces.append(1)
        return swap_rows(x, i, j)

    jitted = jax.jit(counted)
    shapes = [(4,), (4, 3), (3, 2, 2), (1,), (1, 5)]
    cases = 0
    for shape in shapes:
        for dtype in (np.float32, np.int8, np.int32, np.uint32, np.bool_):
            if dtype == np.bool_:
                x = rng.integers(0, 2, size=shape).astype(bool)
            elif np.issubdtype(dtype, np.integer):
                info = np.iinfo(dtype)
                x = rng.integers(info.min, info.max, size=shape, endpoint=True, dtype=dtype)
                x.flat[0] = info.max; x.flat[-1] = info.min
            else:
                x = rng.normal(size=shape).astype(dtype)
                x.flat[0] = np.inf; x.flat[-1] = np.nan
            before = x.copy()
            n = shape[0]
            for i in range(n):
                for j in range(n):
                    expected = x.copy(); expected[[i, j]] = expected[[j, i]]
                    for args in ((i, j), (jnp.int32(i), jnp.int32(j)), (np.int8(i), jnp.asarray(j, jnp.int8))):
                        got = swap_rows(x, *args)
                        assert got.dtype == x.dtype and got.shape == x.shape
                        assert np.array_equal(np.asarray(got), expected, equal_nan=dtype == np.float32)
                    got = jitted(jnp.asarray(x), jnp.int32(i), jnp.int32(j))
                    assert np.array_equal(np.asarray(got), expected, equal_nan=dtype == np.float32)
                    cases += 1
            assert np.array_equal(x, before, equal_nan=dtype == np.float32)
    assert len(traces) == len(shapes) * 5          # one trace per (shape, dtype), none per pair
    # negative indices count from the end, as x.at[i] does
    m = np.arange(12).reshape(4, 3)
    for i, j in [(-1, 0), (1, -2), (-4, -1)]:
        expected = m.copy(); expected[[i, j]] = expected[[j, i]]
        assert np.array_equal(np.asarray(swap_rows(m, i, j)), expected)
        assert np.array_equal(np.asarray(jitted(jnp.asarray(m), jnp.int32(i), jnp.int32(j))), expected)
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    print(cases, "cases")
    print("verified")
