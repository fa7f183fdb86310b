"""The student copies x onto every device of the mesh and asks for the row layout with jax.device_put inside the jitted function; on an Auto mesh that is not a constraint, so the result comes back replicated.

Violates: "The result must come back sharded ``PartitionSpec("data", None)`` over ``mesh``".
Verifying input: x = zeros((8, 4)) -> requires a P("data", None) result with 8 (1, 4) shards, this returns P() with 8 full copies.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "beyond"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    rows = NamedSharding(mesh, P("data", None))

    @jax.jit
    def run(v):
        v = jnp.asarray(v, jnp.float32)
        e = jnp.exp(v - jnp.max(v, axis=1, keepdims=True))
        return jax.device_put(e / jnp.sum(e, axis=1, keepdims=True), rows)

    return run(jax.device_put(x, NamedSharding(mesh, P())))  # onto the mesh first, then split inside


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x = np.random.default_rng(3).normal(size=(16, 4)).astype(np.float32)
    ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
    for arg in (x, jax.device_put(x, jax.devices()[0])):
        np.testing.assert_allclose(np.asarray(row_softmax(arg, mesh)), ref, rtol=1e-5)
    assert np.isfinite(np.asarray(row_softmax(np.array([[1000.0, 0.0]] * 8, np.float32), mesh))).all()
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and len(y.sharding.device_set) == 8
    assert not y.sharding.is_equivalent_to(NamedSharding(mesh, P("data", None)), 2)
    assert [s.data.shape for s in y.addressable_shards] == [(8, 4)] * 8
    print("verified")
