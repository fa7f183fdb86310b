"""The student writes the per-device program with shard_map: device (i, j) multiplies its row block of x by its column block of w, and out_specs assembles the (n/4, m/2) blocks.

Correct: in_specs P("data", None) and P(None, "model") give each device exactly the blocks its output block needs, so the body needs no collective; out_specs=P("data", "model") is the promised layout; inputs are laid out with device_put first (NumPy or any device) and cast to float32; runs under jax.jit with mesh static.
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "pass"
KIND = "style"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    x = jax.device_put(jnp.asarray(x, jnp.float32), NamedSharding(mesh, P("data", None)))
    w = jax.device_put(jnp.asarray(w, jnp.float32), NamedSharding(mesh, P(None, "model")))
    local = jax.shard_map(lambda a, b: a @ b, mesh=mesh,
                          in_specs=(P("data", None), P(None, "model")), out_specs=P("data", "model"))
    return local(x, w)


if __name__ == "__main__":
    import numpy as np

    COLLECTIVES = ("all-gather", "all-reduce", "all-to-all", "collective-permute", "reduce-scatter")
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    want = NamedSharding(mesh, P("data", "model"))
    out = matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), jax.make_mesh((8, 1), ("data", "model")))
    assert out.tolist()[0] == [3.0, 3.0]
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 6)).astype(np.float32)
    w = rng.normal(size=(6, 4)).astype(np.float32)
    out = matmul_2d(x, w, mesh)
    np.testing.assert_allclose(np.asarray(out), x @ w, rtol=1e-5, atol=1e-5)
    assert out.dtype == jnp.float32 and out.sharding.is_equivalent_to(want, 2)
    assert [s.data.shape for s in out.addressable_shards] == [(2, 2)] * 8
    xs = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    ws = jax.device_put(w, NamedSharding(mesh, P(None, "model")))
    jitted = jax.jit(matmul_2d, static_argnums=2)
    for f in (matmul_2d, jitted):
        hlo = jax.jit(f, static_argnums=2).lower(xs, ws, mesh).compile().as_text()
        assert not [c for c in COLLECTIVES if c in hlo], [c for c in COLLECTIVES if c in hlo]
    for shape in [(4, 2), (2, 4), (8, 1)]:
        m = jax.make_mesh(shape, ("data", "model"))
        for n, k, mm in [(8, 3, 8), (16, 5, 4), (32, 16, 8)]:
            a = rng.normal(size=(n, k)).astype(np.float32)
            b = rng.normal(size=(k, mm)).astype(np.float32)
            for args in [(a, b), (jax.device_put(a, jax.devices()[5]), jnp.asarray(b))]:
                for f in (matmul_2d, jitted) if not getattr(args[0], "committed", False) else (matmul_2d,):
                    got = f(*args, m)
                    assert got.dtype == jnp.float32 and got.sharding.is_equivalent_to(NamedSharding(m, P("data", "model")), 2)
                    assert all(s.data.shape == (n // shape[0], mm // shape[1]) for s in got.addressable_shards)
                    np.testing.assert_allclose(np.asarray(got), a @ b, rtol=1e-5, atol=1e-5)
    assert matmul_2d(jnp.ones((8, 6), jnp.bfloat16), jnp.ones((6, 4), jnp.bfloat16), mesh).dtype == jnp.float32
    print("verified")
