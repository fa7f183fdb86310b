"""Avoids overflow by clipping the inputs to [-80, 80] before a plain exp: finite, but wrong whenever large entries differ.

Violates: "rows such as [1000.0, 1000.0] or [-1000.0, 0.0] give the exact softmax" / "softmax(x)[..., i] = exp(x[..., i]) / sum_j exp(x[..., j])".
Verifying input: x = [1000.0, 999.0] -> the docstring requires [0.7311, 0.2689], this returns [0.5, 0.5].
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    e = jnp.exp(jnp.clip(x, -80.0, 80.0))
    return e / jnp.sum(e, axis=-1, keepdims=True)


def _sm_cl_ref(x):
    x = np.asarray(x, np.float64)
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


if __name__ == "__main__":
    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    x = np.random.default_rng(7).normal(size=(5, 6)).astype(np.float32) * 10
    np.testing.assert_allclose(np.asarray(softmax(x)), _sm_cl_ref(x), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(np.asarray(softmax(jnp.array([-1000.0, 0.0]))), [0.0, 1.0], atol=1e-30)
    out = np.asarray(softmax(jnp.array([1000.0, 999.0])))
    assert np.allclose(out, [0.5, 0.5]) and not np.allclose(out, _sm_cl_ref([1000.0, 999.0]), atol=0.1), out
    print("verified")
