"""The student fixes the replication error with ``lax.psum`` of the per-device means: the loss (and so the gradient) is the sum of eight block means, eight times the batch's mean.

Violates: "the answer is that of the *whole* batch: not one device's share of it, and not eight shares added up."
Verifying input: w = [1, 2], x = ones((8, 2)), y = zeros(8) (the docstring's example) -> requires (9.0, [6.0, 6.0]), this returns (72.0, [48.0, 48.0]).
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "law"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:
    def local_loss(w, x, y):
        return jax.lax.psum(jnp.mean((x @ w - y) ** 2), "data")

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    def reference(w, x, y):
        w, x, y = (np.asarray(a, np.float64) for a in (w, x, y))
        r = x @ w - y
        return np.mean(r ** 2), 2 * x.T @ r / len(y)

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rng = np.random.default_rng(0)
    x = rng.standard_normal((32, 3)).astype(np.float32)
    y = rng.standard_normal(32).astype(np.float32)
    w = rng.standard_normal(3).astype(np.float32)
    want_loss, want_grad = reference(w, x, y)

    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    print("docstring example: required (9.0, [6.0, 6.0]), got", (float(loss), grad.tolist()))
    assert float(loss) == 72.0 and grad.tolist() == [48.0, 48.0]
    loss, grad = data_parallel_grad(w, x, y, mesh)
    assert np.allclose(float(loss), 8 * want_loss, rtol=1e-5) and np.allclose(grad, 8 * want_grad, rtol=1e-4)
    print("verified")
