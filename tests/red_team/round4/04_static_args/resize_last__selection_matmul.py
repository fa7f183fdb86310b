"""The student resizes with one matrix product, x @ eye(n, size), which pads and truncates in one go but spreads inf/nan through 0 * inf into every entry of the row.

Violates: "Any values of its dtype: inf and nan included" / "the first ``min(size, x.shape[-1])`` entries of each row come from ``x``, the rest are zeros."
Verifying input: resize_last(jnp.array([[jnp.inf, 1.0, 2.0]]), 4) -> requires [[inf, 1, 2, 0]], this returns [[inf, nan, nan, nan]].
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "values"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x: jax.Array, size: int) -> jax.Array:
    select = jnp.eye(x.shape[-1], size, dtype=x.dtype)
    return x @ select


if __name__ == "__main__":
    import numpy as np

    def ref(x, size):
        x = np.asarray(x)
        out = np.zeros(x.shape[:-1] + (size,), x.dtype)
        k = min(size, x.shape[-1])
        out[..., :k] = x[..., :k]
        return out

    ex = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(ex, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]]
    assert resize_last(ex, 2).tolist() == [[1, 2], [4, 5]]
    rng = np.random.default_rng(0)
    for dt in (np.float32, np.int32, np.int8):
        x = (rng.normal(size=(2, 3, 5)) * 50).astype(dt)
        for size in (0, 1, 5, 8):
            out = resize_last(x, size)
            assert out.dtype == dt and out.shape == (2, 3, size)
            np.testing.assert_array_equal(np.asarray(out), ref(x, size))
    xi = np.array([[2**31 - 1, -2**31, 7]], np.int32)
    np.testing.assert_array_equal(np.asarray(resize_last(xi, 5)), ref(xi, 5))
    assert resize_last(jnp.zeros((4, 0)), 3).shape == (4, 3)
    assert resize_last(jnp.arange(3.0), 5).tolist() == [0.0, 1.0, 2.0, 0.0, 0.0]

    x = jnp.array([[jnp.inf, 1.0, 2.0]])
    out = np.asarray(resize_last(x, 4))
    print("expected", ref(x, 4).tolist(), "got", out.tolist())
    assert np.isnan(out).any()
    print("verified")
