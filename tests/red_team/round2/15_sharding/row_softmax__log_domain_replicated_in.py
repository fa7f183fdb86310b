"""The student copies x to every device (P()) and computes the softmax in the log domain, exp(s - log(sum(exp(s)))) with s = x - rowmax, in a jit whose out_shardings asks for rows: each device keeps only its own rows of the result.

Correct: device_put to the replicated layout accepts NumPy and committed inputs, out_shardings=NamedSharding(mesh, P("data", None)) fixes the result's layout (also when called under an outer jit, where the inner jit's out_shardings still binds), shifting by each row's max first keeps [1000, 0] finite and [1000, 999] exact to float32, and the result is float32.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "pass"
KIND = "style"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    def softmax(v):
        s = v.astype(jnp.float32)
        s = s - jnp.max(s, axis=1, keepdims=True)  # shift first: the log of the sum stays small and exact
        return jnp.exp(s - jnp.log(jnp.sum(jnp.exp(s), axis=1, keepdims=True)))

    run = jax.jit(softmax, out_shardings=NamedSharding(mesh, P("data", None)))
    return run(jax.device_put(x, NamedSharding(mesh, P())))


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    want = NamedSharding(mesh, P("data", None))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y[0].tolist() == [0.25] * 4 and y.sharding.is_equivalent_to(want, 2)
    jitted = jax.jit(row_softmax, static_argnums=1)
    for n, d in [(8, 2), (24, 7)]:
        x = (np.random.default_rng(n).normal(size=(n, d)) * 50).astype(np.float32)
        ref = np.exp(x - x.max(1, keepdims=True)); ref /= ref.sum(1, keepdims=True)
        for arg in (x, jnp.asarray(x), jax.device_put(x, jax.devices()[6])):
            for f in (row_softmax, jitted) if not getattr(arg, "committed", False) else (row_softmax,):
                y = f(arg, mesh)
                assert y.dtype == jnp.float32 and y.sharding.is_equivalent_to(want, 2)
                assert [s.data.shape for s in y.addressable_shards] == [(n // 8, d)] * 8
                np.testing.assert_allclose(np.asarray(y), ref, rtol=2e-5, atol=1e-7)
                np.testing.assert_allclose(np.asarray(y).sum(1), 1.0, rtol=1e-5)
    assert row_softmax(jnp.ones((8, 2), jnp.bfloat16), mesh).dtype == jnp.float32
    hard = np.array([[1000.0, 0.0], [1000.0, 999.0], [-1000.0, -1000.0], [0.0, -1000.0]] * 2, np.float32)
    got = np.asarray(row_softmax(hard, mesh))
    np.testing.assert_allclose(got[:4], [[1, 0], [0.7310586, 0.2689414], [0.5, 0.5], [1, 0]], rtol=1e-6)
    print("verified")
