"""The student drops the ``@jax.jit`` decorator and instead jits a freshly built ``shard_map`` inside the function: the answer is right, but every call builds a new function, so JAX traces and compiles again on every call.

Violates: "Compiled with ``jax.jit`` (``mesh`` static): one compilation per input shape."
Verifying input: three calls data_parallel_grad(w, x, y, mesh) with the same (3,), (32, 3), (32,) float32 shapes -> requires one trace/compilation, this traces the per-device loss 3 times (one compilation per call, counted with jax.monitoring).
"""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

TRACES = []


def data_parallel_grad(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh) -> tuple[jax.Array, jax.Array]:
    def local_loss(w, x, y):
        TRACES.append(1)  # only to count traces in __main__; no effect on the result
        return jax.lax.pmean(jnp.mean((x @ w - y) ** 2), "data")

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.jit(jax.value_and_grad(loss))(w, x, y)


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

    compiles = []
    jax.monitoring.register_event_duration_secs_listener(
        lambda event, duration, **kw: compiles.append(event) if event == "/jax/compilation_cache/compile_requests_use_cache" or event.endswith("backend_compile_duration") else None)
    loss, grad = data_parallel_grad(jnp.array([1.0, 2.0]), jnp.ones((8, 2)), jnp.zeros(8), mesh)
    assert float(loss) == 9.0 and grad.tolist() == [6.0, 6.0]
    TRACES.clear(); compiles.clear()
    for _ in range(3):
        loss, grad = data_parallel_grad(w, x, y, mesh)
        assert np.allclose(float(loss), want_loss, rtol=1e-5) and np.allclose(grad, want_grad, rtol=1e-4, atol=1e-6)
    print("traces over 3 same-shape calls:", len(TRACES), " backend compiles:", len(compiles))
    assert len(TRACES) == 3 and len(compiles) >= 3
    print("verified")
