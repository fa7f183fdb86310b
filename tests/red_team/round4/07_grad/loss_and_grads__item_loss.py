"""PyTorch habit: the student returns ``loss.item()``, a Python float, which is not a float32 scalar array and breaks under jax.jit.

Violates: "``loss`` a float32 scalar" / "the function must work under ``jax.jit``"
Verifying input: the docstring example -> requires loss as a float32 0-d array (and a jit-able function), this returns the Python float 1.0 (and jax.jit(loss_and_grads) raises ConcretizationTypeError).
"""
EXERCISE = "grad.loss_and_grads"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    def loss_fn(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return loss.item(), grads


if __name__ == "__main__":
    import numpy as np
    params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
    loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
    assert (float(loss), grads["w"].tolist(), float(grads["b"])) == (1.0, [2.0, 4.0], 2.0)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(5, 3)).astype(np.float32); y = rng.normal(size=5).astype(np.float32)
    p = {"w": rng.normal(size=3).astype(np.float32), "b": np.float32(0.3)}
    r = x.astype(np.float64) @ p["w"] + p["b"] - y
    loss, grads = loss_and_grads(p, x, y)
    np.testing.assert_allclose(loss, np.mean(r ** 2), rtol=1e-5)
    np.testing.assert_allclose(grads["w"], 2 * x.T @ r / 5, rtol=1e-4)
    np.testing.assert_allclose(grads["b"], 2 * r.mean(), rtol=1e-4)
    assert type(loss) is float  # the breach: not a float32 array
    try:
        jax.jit(loss_and_grads)(p, x, y)
    except jax.errors.ConcretizationTypeError:
        print("verified")
    else:
        raise AssertionError("expected the breach")
