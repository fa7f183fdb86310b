"""The student takes the row maximum without keepdims; for a square matrix x - max(x, -1) still broadcasts, but element [r, c] is shifted by the maximum of row c, so each row is shifted by a different amount per element.

Violates: "``softmax(x)[..., i] = exp(x[..., i]) / sum_j exp(x[..., j])``, row by row along the last axis"
Verifying input: x = [[0.0, 1.0], [2.0, 5.0]] -> requires [[0.2689, 0.7311], [0.0474, 0.9526]], this returns [[0.9526, 0.0474], [0.7311, 0.2689]].
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x):
    shifted = x - jnp.max(x, axis=-1)
    e = jnp.exp(shifted)
    return e / jnp.sum(e, axis=-1, keepdims=True)


if __name__ == "__main__":
    import numpy as np

    def reference(a):
        a = np.asarray(a, np.float64)
        e = np.exp(a - a.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)

    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]       # 1-D passes
    x = np.array([[0.0, 1.0], [2.0, 5.0]], np.float32)
    got = np.asarray(softmax(jnp.asarray(x)))
    print("expected", reference(x).round(4).tolist(), "got", got.round(4).tolist())
    assert not np.allclose(got, reference(x), atol=1e-3)
    print("verified")
