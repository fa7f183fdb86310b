"""The student lays ``x`` out by rows but replicates ``w`` (``P()``) "so every device has all of it", then reshards the product to ``P("data", "model")``: values and output sharding are right, but for inputs already laid out the program must first all-gather ``w``'s columns.

Violates: "Lay ``x`` out with its rows split along ``"data"`` (its other axis whole) and ``w`` with its columns split along ``"model"``, and multiply: each device then computes its block of the product from the blocks it holds, with no communication." ("its program must contain no collective")
Verifying input: jax.jit(matmul_2d, static_argnums=2).lower(x laid out P("data", None), w laid out P(None, "model"), 4x2 Explicit mesh).compile().as_text() for x (16, 6), w (6, 4) -> requires no collective, this contains all-gather.
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    x = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    w = jax.device_put(w, NamedSharding(mesh, P()))
    return jax.sharding.reshard(x @ w, NamedSharding(mesh, P("data", "model")))


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
    out = matmul_2d(jnp.asarray(x), jnp.asarray(w), mesh)
    assert np.allclose(out, x.astype(np.float64) @ w, rtol=1e-5, atol=1e-5)
    assert out.sharding.is_equivalent_to(NamedSharding(mesh, P("data", "model")), 2)
    found = collectives(matmul_2d)
    print("collectives in the compiled program:", found)
    assert "all-gather" in found
    print("verified")
