"""The student pins x and y replicated (P()) inside the jitted loop "so every device sees the whole batch", which gives the right weights but gathers the whole batch onto every device.

Violates: "The batch stays split by rows along ``"data"`` and ``w`` replicated for the whole run".
Verifying input: x (32, 3), y (32,) laid out P("data"), w replicated -> requires a program that keeps x split (only an all-reduce of the gradient), this one's compiled HLO all-gathers x and y.
"""
EXERCISE = "sharding.fit"
VERDICT = "fail"
KIND = "beyond"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _run(w, x, y, lr, mesh, n_steps):
    rep = NamedSharding(mesh, P())
    x = jax.lax.with_sharding_constraint(x.astype(jnp.float32), rep)
    y = jax.lax.with_sharding_constraint(y.astype(jnp.float32), rep)
    grad = jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))
    step = lambda _, v: jax.lax.with_sharding_constraint(v - lr * grad(v), rep)
    return jax.lax.fori_loop(0, n_steps, step, w.astype(jnp.float32))


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
    lrd = jax.device_put(jnp.float32(0.05), rep)
    for n_steps in (0, 7):
        with jax.transfer_guard("disallow"):
            got = fit(wd, xd, yd, mesh, n_steps, lrd)
        assert got.sharding.is_equivalent_to(rep, 1) and got.dtype == jnp.float32
        np.testing.assert_allclose(np.asarray(got), reference(wr, xr, yr, n_steps, 0.05), rtol=1e-4, atol=1e-5)
    hlo = _run.lower(wd, xd, yd, lrd, mesh, 7).compile().as_text()
    assert "all-gather" in hlo
    print("verified")
