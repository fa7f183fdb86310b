"""The student returns ``w`` untouched when ``n_steps == 0`` ("nothing to do"), so a ``w`` handed in on one device comes back on that device, not replicated over the mesh.

Violates: "Returns: The float32 ``(d,)`` weights after the last step, replicated over ``mesh``." ("n_steps: how many steps, a Python int ``>= 0``"; "w: float weights of shape ``(d,)`` (replicated over ``mesh`` or on one device)")
Verifying input: fit(jax.device_put(w, jax.devices()[0]), x, y, mesh, 0, lr) -> requires w replicated over the 8-device mesh, this returns an array on device 0 only (SingleDeviceSharding); with n_steps = 3 it is replicated.
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "horizons"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _fit(w, x, y, lr, mesh, n_steps):
    def body(_, w):
        grad = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        return jax.lax.with_sharding_constraint(w - lr * grad, NamedSharding(mesh, P()))

    return jax.lax.fori_loop(0, n_steps, body, w)


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    if n_steps == 0:
        return w
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
    w_one = jax.device_put(w_np, jax.devices()[0])
    with jax.transfer_guard("disallow"):
        out3 = fit(w_one, x_dev, y_dev, mesh, 3, lr_dev)
        out0 = fit(w_one, x_dev, y_dev, mesh, 0, lr_dev)
    assert np.allclose(out3, reference(w_np, x_np, y_np, 3, 0.1), rtol=1e-5, atol=1e-6)
    assert out3.sharding.is_equivalent_to(rep, 1)
    print("n_steps=0 result sharding:", out0.sharding)
    assert np.array_equal(np.asarray(out0), w_np)
    assert not out0.sharding.is_equivalent_to(rep, 1) and len(out0.sharding.device_set) == 1
    print("verified")
