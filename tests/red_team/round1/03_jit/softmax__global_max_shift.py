"""Shifts by the maximum of the whole array instead of each row's maximum: a row far below the global maximum underflows to 0/0 = nan.

Violates: "It must stay finite where a literal exp overflows float32: rows such as [1000.0, 1000.0] or [-1000.0, 0.0] give the exact softmax, not nan."
Verifying input: x = [[1000., 1000.], [-1000., -1000.]] -> the docstring requires [[.5, .5], [.5, .5]], this returns [[.5, .5], [nan, nan]].
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    e = jnp.exp(x - jnp.max(x))
    return e / jnp.sum(e, axis=-1, keepdims=True)


def _sm_gm_ref(x):
    x = np.asarray(x, np.float64)
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


if __name__ == "__main__":
    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    x = np.random.default_rng(6).normal(size=(3, 4, 7)).astype(np.float32) * 4
    np.testing.assert_allclose(np.asarray(softmax(x)), _sm_gm_ref(x), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(np.asarray(softmax(jnp.array([-1000.0, 0.0]))), [0.0, 1.0])
    out = np.asarray(softmax(jnp.array([[1000.0, 1000.0], [-1000.0, -1000.0]])))
    assert np.isnan(out[1]).all(), out      # the contract requires [0.5, 0.5]
    print("verified")
