"""The student multiplies the inputs as they come and only lays out the *product* as P("data", "model"): for inputs that arrive replicated every device computes the whole (n, m) product and keeps a block of it.

Violates: "Lay ``x`` out with its rows split along ``"data"`` ... and ``w`` with its columns split along ``"model"``, and multiply: each device then computes its block of the product from the blocks it holds"
Verifying input: x = ones((8, 3)), w = ones((3, 4)) replicated over the Explicit (4, 2) mesh (P()), under jax.jit -> requires each device's dot to be (2, 2), this compiles to a full f32[8,4] dot on every device.
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    out = jnp.matmul(x, w)
    return jax.device_put(out, NamedSharding(mesh, P("data", "model")))


if __name__ == "__main__":
    import numpy as np

    assert jax.device_count() == 8, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh1 = jax.make_mesh((jax.device_count(), 1), ("data", "model"))
    out = matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), mesh1)
    assert out.tolist()[0] == [3.0, 3.0] and out.sharding.is_equivalent_to(NamedSharding(mesh1, P("data", "model")), 2)
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    rs = np.random.RandomState(0)
    X, W = rs.randn(16, 5).astype(np.float32), rs.randn(5, 6).astype(np.float32)
    f = jax.jit(matmul_2d, static_argnums=2)
    for g in (matmul_2d, f):
        out = g(jnp.asarray(X), jnp.asarray(W), mesh)
        assert np.allclose(out, X @ W, atol=1e-5) and out.dtype == jnp.float32
        assert out.sharding.is_equivalent_to(NamedSharding(mesh, P("data", "model")), 2)
        assert all(s.data.shape == (4, 3) for s in out.addressable_shards)
    xs = jax.device_put(X, NamedSharding(mesh, P("data", None)))
    ws = jax.device_put(W, NamedSharding(mesh, P(None, "model")))
    hlo = f.lower(xs, ws, mesh).compile().as_text()
    assert not any(c in hlo for c in ("all-gather", "all-reduce", "all-to-all", "collective-permute", "reduce-scatter"))
    # the flaw: inputs that arrive replicated over the mesh
    xr = jax.device_put(jnp.ones((8, 3)), NamedSharding(mesh, P()))
    wr = jax.device_put(jnp.ones((3, 4)), NamedSharding(mesh, P()))
    hlo = f.lower(xr, wr, mesh).compile().as_text()
    dots = [line.split("=")[1].split("dot(")[0].strip() for line in hlo.splitlines() if " dot(" in line]
    print("per-device dot shapes:", dots)
    assert dots == ["f32[8,4]{1,0}"], dots
    print("verified")
