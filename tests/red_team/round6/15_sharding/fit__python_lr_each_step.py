"""The student turns ``lr`` into a Python number once (``float(lr)``) and runs a Python loop over a jitted step that takes it as an argument, so every step hands a Python number to a jitted function (a host-to-device transfer), and ``float`` of a tracer fails under ``jax.jit``.

Violates: "nothing goes back to the host between steps (no ``np.asarray``, ``float(...)``, ``.item()``, ``jax.device_get``, no Python number handed to a jitted function at each step)" / "Must work under ``jax.jit`` (``mesh`` and ``n_steps`` static)."
Verifying input: with jax.transfer_guard("disallow"): fit(w, x, y, mesh, 3, lr) for w, x, y, lr already on the devices -> requires the trained weights, this raises "Disallowed host-to-device transfer"; jax.jit(fit, static_argnums=(3, 4)) raises ConcretizationTypeError.
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "purity"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@jax.jit
def _step(w, x, y, lr):
    grad = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - lr * grad


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    lr = float(lr)
    w = jax.device_put(w, NamedSharding(mesh, P()))
    x = jax.device_put(x, NamedSharding(mesh, P("data")))
    y = jax.device_put(y, NamedSharding(mesh, P("data")))
    for _ in range(n_steps):
        w = _step(w, x, y, lr)
    return w


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
    got = fit(w_dev, x_dev, y_dev, mesh, 3, lr_dev)  # without the guard the numbers are right
    assert np.allclose(got, reference(w_np, x_np, y_np, 3, 0.1), rtol=1e-5, atol=1e-6)
    try:
        with jax.transfer_guard("disallow"):
            fit(w_dev, x_dev, y_dev, mesh, 3, lr_dev)
    except Exception as e:
        print("under the transfer guard:", str(e)[:80])
        assert "Disallowed host-to-device transfer" in str(e)
    else:
        raise AssertionError("expected a transfer error")
    try:
        jax.jit(fit, static_argnums=(3, 4))(w_dev, x_dev, y_dev, mesh, 3, lr_dev)
    except jax.errors.ConcretizationTypeError:
        print("under jax.jit: ConcretizationTypeError")
    else:
        raise AssertionError("expected a ConcretizationTypeError")
    print("verified")
