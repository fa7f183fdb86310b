"""The student lays out ``x`` and ``y`` by rows but passes ``w`` to the jitted loop as it came, so a ``w`` handed in on one device meets the sharded batch and jit refuses the mix of devices.

Violates: "w: float weights of shape ``(d,)`` (replicated over ``mesh`` or on one device)." ("The batch stays split by rows along ``"data"`` and ``w`` replicated for the whole run")
Verifying input: fit(jax.device_put(w, jax.devices()[0]), x, y, mesh, 3, lr) with x, y, lr on the devices -> requires the trained weights replicated, this raises ValueError: Received incompatible devices for jitted computation.

Relabelled correct after grading: a ``w`` committed to one device cannot be handed to any function that must work
under ``jax.jit`` beside a batch on the mesh (the reference, jitted, raises the same error), so the docstring never
meant it; it now says a replicated ``w`` or one JAX has not been told where to keep, and this file handles both.
"""
EXERCISE = "sharding.fit"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("n_steps",))
def _fit(w, x, y, lr, n_steps):
    def body(_, w):
        return w - lr * jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)

    return jax.lax.fori_loop(0, n_steps, body, w.astype(jnp.float32))


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rows = NamedSharding(mesh, P("data"))
    x, y = jax.device_put(x, rows), jax.device_put(y, rows)
    return _fit(w, x, y, lr, n_steps=n_steps)


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
    with jax.transfer_guard("disallow"):
        out = fit(w_dev, x_dev, y_dev, mesh, 3, lr_dev)  # replicated w: fine
    assert np.allclose(out, reference(w_np, x_np, y_np, 3, 0.1), rtol=1e-5, atol=1e-6) and out.sharding.is_equivalent_to(rep, 1)
    try:
        fit(jax.device_put(w_np, jax.devices()[0]), x_dev, y_dev, mesh, 3, lr_dev)
    except ValueError as e:
        print("w on one device:", str(e)[:60])
    else:
        raise AssertionError("expected a ValueError")
    print("verified")
