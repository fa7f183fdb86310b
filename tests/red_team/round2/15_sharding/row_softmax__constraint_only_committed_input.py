"""The student pins the layout only with with_sharding_constraint inside jit, which works for NumPy or freshly made arrays but is refused when x is committed to one device.

Violates: "``x`` arrives on one device (or as a NumPy array). The result must come back sharded ``PartitionSpec("data", None)``".
Verifying input: x = device_put(zeros((8, 4)), jax.devices()[0]) -> requires a row-sharded softmax, this raises ValueError "Received incompatible devices for jitted computation".
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "placement"

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
        v = jax.lax.with_sharding_constraint(v.astype(jnp.float32), rows)
        e = jnp.exp(v - jnp.max(v, axis=1, keepdims=True))
        return jax.lax.with_sharding_constraint(e / jnp.sum(e, axis=1, keepdims=True), rows)

    return run(x)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data", None))
    x = np.random.default_rng(4).normal(size=(16, 4)).astype(np.float32)
    ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
    for arg in (x, jnp.asarray(x)):
        y = row_softmax(arg, mesh)
        np.testing.assert_allclose(np.asarray(y), ref, rtol=1e-5)
        assert y.sharding.is_equivalent_to(want, 2)
    assert np.isfinite(np.asarray(row_softmax(np.array([[1000.0, 0.0]] * 8, np.float32), mesh))).all()
    assert jax.jit(row_softmax, static_argnums=1)(x, mesh).sharding.is_equivalent_to(want, 2)
    try:
        row_softmax(jax.device_put(jnp.zeros((8, 4)), jax.devices()[0]), mesh)
    except ValueError as error:
        assert "incompatible devices" in str(error)
    else:
        raise AssertionError("expected the committed input to be refused")
    print("verified")
