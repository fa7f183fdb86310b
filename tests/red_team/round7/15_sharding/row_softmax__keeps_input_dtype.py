"""The student's jitted softmax keeps the input's dtype, so a float16 (or bfloat16) ``x`` comes back float16 instead of float32.

Violates: "x: a float array of shape ``(n, d)``" / "Returns: A float32 ``jax.Array`` of shape ``(n, d)`` whose rows each sum to 1, sharded by rows."
Verifying input: row_softmax(jnp.zeros((8, 4), jnp.float16), mesh) must be float32; this is float16.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "admitted"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P


@partial(jax.jit, static_argnames="mesh")
def row_softmax(x, mesh):
    z = x - jnp.max(x, axis=1, keepdims=True)
    e = jnp.exp(z)
    out = e / jnp.sum(e, axis=1, keepdims=True)
    return jax.lax.with_sharding_constraint(out, NamedSharding(mesh, P("data", None)))


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    from jax.sharding import AxisType
    mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
    assert row_softmax(jnp.zeros((8, 4), jnp.float16), mesh).dtype != jnp.float32
    spec = NamedSharding(mesh, P("data", None))
    rng = np.random.default_rng(0)
    for x in (jnp.zeros((8, 4)), jnp.asarray(rng.normal(size=(16, 5)), jnp.float32),
              jnp.tile(jnp.array([[1000.0, 0.0]]), (8, 1)), np.asarray(rng.normal(size=(8, 3)), np.float32)):
        y = row_softmax(x, mesh)
        xn = np.asarray(x, np.float64)
        e = np.exp(xn - xn.max(1, keepdims=True))
        assert y.dtype == jnp.float32 and np.allclose(np.asarray(y), e / e.sum(1, keepdims=True), atol=1e-6)
        assert y.sharding.is_equivalent_to(spec, 2)
    print("verified")
