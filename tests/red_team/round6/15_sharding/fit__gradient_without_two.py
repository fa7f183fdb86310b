"""The student writes the gradient by hand as ``x.T @ (x @ w - y) / n``, forgetting the factor 2 from the square, so every step is half as long as it should be.

Violates: "Each step is ``w <- w - lr * grad``, where ``grad`` is the gradient of the mean over all ``n`` examples of ``(x @ w - y) ** 2``."
Verifying input: fit(zeros(1), ones((8, 1)), full(8, 3.0), mesh, 3, 0.25) (the docstring's example) -> requires [2.625], this returns [1.7344] (steps 0.75, 1.3125, 1.734375).
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "values"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _fit(w, x, y, lr, mesh, n_steps):
    def body(_, w):
        grad = x.T @ (x @ w - y) / x.shape[0]
        return jax.lax.with_sharding_constraint(w - lr * grad, NamedSharding(mesh, P()))

    return jax.lax.fori_loop(0, n_steps, body, w)


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rep, rows = NamedSharding(mesh, P()), NamedSharding(mesh, P("data"))
    w = jax.device_put(w, rep).astype(jnp.float32)
    x, y = jax.device_put(x, rows), jax.device_put(y, rows)
    return _fit(w, x, y, jax.device_put(lr, rep), mesh=mesh, n_steps=n_steps)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    def reference(w, x, y, n_steps, lr):
        w, x, y = (np.asarray(a, np.float64) for a in (w, x, y))
        for _ in range(n_steps):
            w = w - float(lr) * 2 * x.T @ (x @ w - y) / len(y)
        return w

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rep, rows = NamedSharding(mesh, P()), NamedSharding(mesh, P("data"))
    rng = np.random.default_rng(0)
    x_np = rng.standard_normal((32, 3)).astype(np.float32)
    y_np = rng.standard_normal(32).astype(np.float32)
    w_np = rng.standard_normal(3).astype(np.float32)
    x_dev, y_dev = jax.device_put(x_np, rows), jax.device_put(y_np, rows)
    w_dev, lr_dev = jax.device_put(w_np, rep), jax.device_put(np.float32(0.1), rep)
    want = reference([0.0], np.ones((8, 1)), np.full(8, 3.0), 3, 0.25)
    got = fit(jnp.zeros(1), jnp.ones((8, 1)), jnp.full(8, 3.0), mesh, 3, 0.25)
    print("docstring example: required", want.round(4).tolist(), " got", [round(v, 4) for v in got.tolist()])
    assert want.round(4).tolist() == [2.625] and abs(float(got[0]) - 1.734375) < 1e-6
    assert got.sharding.is_equivalent_to(rep, 1)
    print("verified")
