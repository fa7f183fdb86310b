"""The student silences shard_map's refusal with ``check_vma=False`` instead of combining the devices: the "replicated" output is just the first device's block mean.

Violates: "the devices combine what they found, so the answer is that of the *whole* batch: not one device's share of it"
Verifying input: w = [1, 2], x = arange(16.).reshape(8, 2), y = zeros(8) -> requires loss mean((x @ w)^2) = 718.0, this returns 4.0 (the loss of row 0 alone).
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "law"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:
    def local_loss(w, x, y):
        return jnp.mean((x @ w - y) ** 2)

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P(), check_vma=False)
    return jax.value_and_grad(loss)(w, x, y)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    def reference(w, x, y):
        w, x, y = (np.asarray(a, np.float64) for a in (w, x, y))
        r = x @ w - y
        return np.mean(r ** 2), 2 * x.T @ r / len(y)

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rng = np.random.default_rng(0)
    x = rng.standard_normal((32, 3)).astype(np.float32)
    y = rng.standard_normal(32).astype(np.float32)
    w = rng.standard_normal(3).astype(np.float32)
    want_loss, want_grad = reference(w, x, y)

    # the docstring's example has identical rows on every device, so it passes
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert float(loss) == 9.0
    xs = jnp.arange(16.0).reshape(8, 2)
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), xs, jnp.zeros(8), mesh)
    ref_loss, ref_grad = reference([1.0, 2.0], xs, np.zeros(8))
    print("required loss", ref_loss, " got", float(loss))
    assert ref_loss == 718.0 and float(loss) == 4.0
    loss, grad = data_parallel_grad(w, x, y, mesh)
    assert not np.allclose(float(loss), want_loss, rtol=1e-3)
    print("verified")
