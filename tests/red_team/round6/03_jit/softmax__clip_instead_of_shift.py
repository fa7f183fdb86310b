"""The student avoids overflow by clipping the inputs to [-80, 80] before exp instead of subtracting the row maximum, which distorts every row with entries beyond the clip.

Violates: "rows such as ``[1000.0, 1000.0]`` or ``[-1000.0, 0.0]`` give the exact softmax, not ``nan``" (exact softmax in general)
Verifying input: x = [1000.0, 999.0] -> requires [0.7311, 0.2689], this returns [0.5, 0.5].
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x):
    e = jnp.exp(jnp.clip(x, -80.0, 80.0))
    return e / jnp.sum(e, axis=-1, keepdims=True)


if __name__ == "__main__":
    import numpy as np

    def reference(a):
        a = np.asarray(a, np.float64)
        e = np.exp(a - a.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)

    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    x = np.array([1000.0, 999.0], np.float32)
    got = np.asarray(softmax(jnp.asarray(x)))
    print("expected", reference(x).round(4).tolist(), "got", got.round(4).tolist())
    assert not np.allclose(got, reference(x), atol=1e-3)
    print("verified")
