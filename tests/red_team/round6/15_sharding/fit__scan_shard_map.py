"""Correct, unusual style: the whole run is one jitted ``lax.scan`` over ``n_steps`` whose body computes the gradient explicitly inside ``jax.shard_map`` (local ``2 x^T r`` summed with ``psum`` and divided by the global ``n``); inputs are laid out once with ``device_put``.

Verifying input: compared with a float64 NumPy gradient-descent loop for n_steps in {0, 3, 20}, (n, d) in {(8, 1), (32, 3)}, w replicated or on one device, lr as a Python float or a replicated device scalar; all calls inside jax.transfer_guard("disallow") with state on the devices; result float32, replicated over the mesh; also under jax.jit(fit, static_argnums=(3, 4)); the docstring example gives [2.625].
"""
EXERCISE = "sharding.fit"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _descend(w, x, y, lr, mesh, n_steps):
    def local_grad(w, x, y):
        r = x @ w - y
        total = jax.lax.psum(2.0 * (x.T @ r), "data")
        return total / (x.shape[0] * jax.lax.axis_size("data"))

    grad = jax.shard_map(local_grad, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())

    def step(w, _):
        return w - lr * grad(w, x, y), None

    w, _ = jax.lax.scan(step, w, None, length=n_steps)
    return jax.lax.with_sharding_constraint(w, NamedSharding(mesh, P()))


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    replicated, by_rows = NamedSharding(mesh, P()), NamedSharding(mesh, P("data"))
    w = jax.device_put(w, replicated).astype(jnp.float32)
    x = jax.device_put(x, by_rows).astype(jnp.float32)
    y = jax.device_put(y, by_rows).astype(jnp.float32)
    lr = jax.device_put(lr, replicated).astype(jnp.float32)
    return _descend(w, x, y, lr, mesh=mesh, n_steps=n_steps)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    def reference(w, x, y, n_steps, lr):
        w, x, y = (np.asarray(a, np.float64) for a in (w, x, y))
        for _ in range(n_steps):
            w = w - float(lr) * 2 * x.T @ (x @ w - y) / len(y)
        return w

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    rep, rows = NamedSharding(mesh, P()), NamedSharding(mesh, P("data"))
    rng = np.random.default_rng(0)
    x_np = rng.standard_normal((32, 3)).astype(np.float32)
    y_np = rng.standard_normal(32).astype(np.float32)
    w_np = rng.standard_normal(3).astype(np.float32)
    x_dev, y_dev = jax.device_put(x_np, rows), jax.device_put(y_np, rows)
    w_dev, lr_dev = jax.device_put(w_np, rep), jax.device_put(np.float32(0.1), rep)
    out = fit(jnp.zeros(1), jnp.ones((8, 1)), jnp.full(8, 3.0), mesh, 3, 0.25)
    assert [round(v, 4) for v in out.tolist()] == [2.625]
    jitted = jax.jit(fit, static_argnums=(3, 4))
    for n, d in ((8, 1), (32, 3)):
        if True:
            xn = rng.standard_normal((n, d)).astype(np.float32)
            yn = rng.standard_normal(n).astype(np.float32)
            wn = rng.standard_normal(d).astype(np.float32)
            xd, yd = jax.device_put(xn, rows), jax.device_put(yn, rows)
            for w_in in (jax.device_put(wn, rep), jax.device_put(wn, jax.devices()[0])):
                for lr in (0.1, jax.device_put(np.float32(0.05), rep)):
                    for steps in (0, 3, 20):
                        want = reference(wn, xn, yn, steps, lr)
                        with jax.transfer_guard("disallow"):
                            got = fit(w_in, xd, yd, mesh, steps, lr)
                        assert got.dtype == jnp.float32 and got.shape == (d,)
                        assert got.sharding.is_equivalent_to(rep, 1), got.sharding
                        assert np.allclose(np.asarray(got), want, rtol=1e-4, atol=1e-5), (got, want)
                        if w_in.sharding.is_equivalent_to(rep, 1):
                            with jax.transfer_guard("disallow"):
                                got_j = jitted(w_in, xd, yd, mesh, steps, jax.device_put(np.float32(float(lr)), rep))
                            assert np.allclose(np.asarray(got_j), want, rtol=1e-4, atol=1e-5)
    print("verified")
