"""The student writes ``P("model")`` for ``w`` meaning "split along model", but a PartitionSpec names mesh axes per *array* axis in order, so that splits ``w``'s rows (the contracted axis): the product comes back ``P("data", None)`` and the compiled program gathers ``w``.

Violates: "Returns: The float32 ``(n, m)`` product, sharded ``PartitionSpec("data", "model")``: each device holds one ``(n/4, m/2)`` block."
Verifying input: matmul_2d(x (16, 6), w (6, 4), 4x2 Explicit mesh) -> requires sharding P('data', 'model') with (4, 2) blocks, this returns P('data', None) with (4, 4) blocks (and an all-gather in the program).
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    x = jax.device_put(x, NamedSharding(mesh, P("data")))
    w = jax.device_put(w, NamedSharding(mesh, P("model")))
    return x @ w


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
    assert np.allclose(out, x.astype(np.float64) @ w, rtol=1e-5, atol=1e-5)  # values are right
    shapes = {s.data.shape for s in out.addressable_shards}
    print("result spec:", out.sharding.spec, " block shapes:", shapes, " collectives:", collectives(matmul_2d))
    assert not out.sharding.is_equivalent_to(NamedSharding(mesh, P("data", "model")), 2)
    assert shapes == {(4, 4)}
    print("verified")
