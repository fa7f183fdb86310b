"""Correct: flattens the tree, collects the array leaves (NumPy arrays/scalars, JAX arrays) and moves them with one explicit jax.device_put of the list, then rebuilds the tree with the other leaves untouched.

Verifying input: checked the Example, with 8 CPU devices a move to device 5 (from NumPy, from a JAX array on device 2, of a
NumPy scalar) committed there with values/shape/dtype kept (float16, int8 extremes, inf/nan), Python ints/floats/bools/str
and a function returned as the very same objects, all under jax.transfer_guard("disallow").
"""
EXERCISE = "devices.to_device"
VERDICT = "pass"
KIND = "style"

from typing import Any

import jax
import numpy as np


def _is_array(leaf) -> bool:
    return isinstance(leaf, (jax.Array, np.ndarray, np.generic))


def to_device(tree: Any, device: jax.Device) -> Any:
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    slots = [k for k, leaf in enumerate(leaves) if _is_array(leaf)]
    moved = jax.device_put([leaves[k] for k in slots], device)
    out = list(leaves)
    for k, arr in zip(slots, moved):
        out[k] = arr
    return treedef.unflatten(out)


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    import jax.numpy as jnp
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, jax.devices()[0])
    assert (moved["w"].devices() == {jax.devices()[0]}, moved["w"].committed) == (True, True)
    assert (moved["step"], moved["name"]) == (7, "mlp")
    d = jax.devices()
    fn = lambda z: z
    src = {"a": np.array([jnp.inf, 1.0], np.float16), "b": jax.device_put(jnp.array([-128, 127], jnp.int8), d[2]),
           "c": np.float32(0.5), "s": [3, 2.5, True, "x", fn]}
    with jax.transfer_guard("disallow"):
        out = to_device(src, d[5])
    for k in "abc":
        assert isinstance(out[k], jax.Array) and out[k].devices() == {d[5]} and out[k].committed
    assert out["a"].dtype == jnp.float16 and out["a"][0] == jnp.inf and out["b"].tolist() == [-128, 127]
    assert out["c"].shape == () and out["c"].dtype == jnp.float32
    assert all(a is b for a, b in zip(out["s"], src["s"]))
    print("ok")
