"""The student drops shard_map and writes the loss in plain jnp under the jit, so with inputs on one device the whole computation and both outputs stay on that one device.

Violates: "Each device works on its own block of rows (``jax.shard_map`` ...)" and "Both outputs come back replicated (every device holds them)".
Verifying input: w = [1, 2], x = ones((8, 2)), y = zeros(8) as ordinary jnp arrays -> requires (9.0, [6, 6]) replicated over the 8 devices, this returns the right values on device 0 only.
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "placement"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:

    def loss(w: jax.Array) -> jax.Array:
        # jit partitions it for us from the mesh anyway
        return jnp.mean((x @ w - y) ** 2)

    return jax.value_and_grad(loss)(w)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert (float(loss), grad.tolist()) == (9.0, [6.0, 6.0]) and loss.dtype == jnp.float32
    rng = np.random.default_rng(1)
    w, x, y = rng.normal(size=3).astype(np.float32), rng.normal(size=(32, 3)).astype(np.float32), rng.normal(size=32).astype(np.float32)
    loss, grad = data_parallel_grad(w, x, y, mesh)
    np.testing.assert_allclose(float(loss), np.mean((x @ w - y) ** 2), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(grad), 2 * x.T @ (x @ w - y) / 32, rtol=1e-4)
    assert len(loss.sharding.device_set) == 1 and len(grad.sharding.device_set) == 1
    print("verified")
