"""Correct, unusual style: after laying the inputs out with ``device_put``, multiplies with ``jax.shard_map`` (each device multiplies its own ``(n/4, k)`` and ``(k, m/2)`` blocks, out_specs ``P("data", "model")``) instead of letting the Explicit mesh type the ``@``.

Verifying input: values compared with float64 NumPy for (n, k, m) in {(8, 3, 2), (32, 5, 8)} on the 4x2 mesh and the (8, 1) mesh, inputs as NumPy, uncommitted jnp, and already laid out; float16 inputs give float32; result sharded P('data', 'model') with (n/4, m/2) blocks; also under jax.jit (mesh static); the program compiled for laid-out inputs has no collective.
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    rows, cols = P("data", None), P(None, "model")
    x = jax.device_put(x, NamedSharding(mesh, rows))
    w = jax.device_put(w, NamedSharding(mesh, cols))
    block_product = lambda a, b: jnp.matmul(a, b, preferred_element_type=jnp.float32).astype(jnp.float32)
    return jax.shard_map(block_product, mesh=mesh, in_specs=(rows, cols), out_specs=P("data", "model"))(x, w)


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
    assert collectives(matmul_2d) == []
    jitted = jax.jit(matmul_2d, static_argnums=2)
    for m in (mesh, jax.make_mesh((jax.device_count(), 1), ("data", "model"))):
        nd, nm = m.shape["data"], m.shape["model"]
        want = NamedSharding(m, P("data", "model"))
        for (n, k, mm) in ((8, 3, 2), (32, 5, 8)):
            for dt in (np.float32, np.float16):
                a = rng.standard_normal((n, k)).astype(dt)
                b = rng.standard_normal((k, mm)).astype(dt)
                ref = a.astype(np.float64) @ b.astype(np.float64)
                laid = (jax.device_put(a, NamedSharding(m, P("data", None))), jax.device_put(b, NamedSharding(m, P(None, "model"))))
                for args in ((a, b), (jnp.asarray(a), jnp.asarray(b)), laid):
                    for fn in (matmul_2d, jitted):
                        out = fn(*args, m)
                        assert out.dtype == jnp.float32 and out.shape == (n, mm)
                        tol = 1e-5 if dt == np.float32 else 1e-2
                        assert np.allclose(np.asarray(out), ref, rtol=tol, atol=tol)
                        assert out.sharding.is_equivalent_to(want, 2)
                        assert {s.data.shape for s in out.addressable_shards} == {(n // nd, mm // nm)}
    out = matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), jax.make_mesh((jax.device_count(), 1), ("data", "model")))
    assert out.tolist()[0] == [3.0, 3.0]
    print("verified")
