"""The student multiplies the inputs as they come (``jnp.matmul(x, w)``), trusting the mesh's Explicit axes to place the result: uncommitted inputs carry no sharding, so the product sits on one device.

Violates: "Returns: The float32 ``(n, m)`` product, sharded ``PartitionSpec("data", "model")``: each device holds one ``(n/4, m/2)`` block."
Verifying input: matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), mesh of (8, 1) devices) (the docstring's example) -> requires out.sharding equivalent to NamedSharding(mesh, P('data', 'model')), this returns SingleDeviceSharding(cpu:0).
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    return jnp.matmul(x, w).astype(jnp.float32)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np

    COLLECTIVES = ("all-gather", "all-reduce", "reduce-scatter", "all-to-all", "collective-permute")
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    rng = np.random.default_rng(0)
    x = rng.standard_normal((16, 6)).astype(np.float32)
    w = rng.standard_normal((6, 4)).astype(np.float32)
    xs = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    ws = jax.device_put(w, NamedSharding(mesh, P(None, "model")))

    def collectives(f):
        hlo = jax.jit(f, static_argnums=2).lower(xs, ws, mesh).compile().as_text()
        return [c for c in COLLECTIVES if c in hlo]
    # inputs that already arrive laid out are fine
    assert matmul_2d(xs, ws, mesh).sharding.is_equivalent_to(NamedSharding(mesh, P("data", "model")), 2)
    m81 = jax.make_mesh((jax.device_count(), 1), ("data", "model"))
    out = matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), m81)
    print("docstring example sharding:", out.sharding)
    assert out.tolist()[0] == [3.0, 3.0]
    assert not out.sharding.is_equivalent_to(NamedSharding(m81, P("data", "model")), 2)
    print("verified")
