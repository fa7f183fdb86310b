"""The student keeps w in the dtype it arrives in, so bfloat16 weights are updated and returned in bfloat16: steps smaller than bfloat16's spacing are lost and the result is not float32.

Violates: "Returns: The float32 ``(d,)`` weights after the last step" for "w: float weights of shape ``(d,)``".
Verifying input: w = full(1, 1.0, bfloat16), x = ones((8, 1)), y = full(8, 1.001), n_steps = 10, lr = 0.01 -> requires float32 ~1.0000199, this returns bfloat16 1.0 (every step rounded away).
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "dtypes"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _run(w, x, y, lr, mesh, n_steps):
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x = jax.lax.with_sharding_constraint(x, rows)
    y = jax.lax.with_sharding_constraint(y, rows)
    grad = jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))
    step = lambda _, v: jax.lax.with_sharding_constraint((v - lr * grad(v)).astype(w.dtype), rep)
    return jax.lax.fori_loop(0, n_steps, step, w)


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    if isinstance(lr, jax.Array):
        lr = jax.device_put(lr, rep)
    return _run(jax.device_put(w, rep), jax.device_put(x, rows), jax.device_put(y, rows), lr, mesh, n_steps)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    def reference(w, x, y, n_steps, lr):
        w = np.asarray(w, np.float64)
        for _ in range(n_steps):
            w = w - lr * 2.0 / len(y) * (x.T @ (x @ w - y))
        return w

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x1, y1 = jnp.ones((8, 1)), jnp.full(8, 3.0)
    assert [round(v, 4) for v in fit(jnp.zeros(1), x1, y1, mesh, 3, 0.25).tolist()] == [2.625]
    rng = np.random.default_rng(0)
    xr = rng.normal(size=(32, 3)).astype(np.float32)
    yr = (xr @ np.array([1.0, -2.0, 0.5]) + 0.1 * rng.normal(size=32)).astype(np.float32)
    wr = np.zeros(3, np.float32)
    wd, xd, yd = jax.device_put(wr, rep), jax.device_put(xr, rows), jax.device_put(yr, rows)
    for n_steps in (0, 7):
        lrd = jax.device_put(jnp.float32(0.05), rep)
        with jax.transfer_guard("disallow"):
            got = fit(wd, xd, yd, mesh, n_steps, lrd)
        assert got.sharding.is_equivalent_to(rep, 1) and got.dtype == jnp.float32
        np.testing.assert_allclose(np.asarray(got), reference(wr, xr, yr, n_steps, 0.05), rtol=1e-4, atol=1e-5)
    got = fit(jnp.full(1, 1.0, jnp.bfloat16), jnp.ones((8, 1)), jnp.full(8, 1.001), mesh, 10, 0.01)
    want = reference(np.ones(1), np.ones((8, 1)), np.full(8, 1.001), 10, 0.01)
    assert got.dtype == jnp.bfloat16 and float(got[0]) == 1.0 and want[0] > 1.00001, (got, want)
    print("verified")
