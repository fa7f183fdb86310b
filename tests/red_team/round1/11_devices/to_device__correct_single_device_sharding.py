"""Correct: one explicit ``jax.device_put`` of the list of array leaves with a ``SingleDeviceSharding``, settings passed through by identity.

Violates: nothing (correct solution).
Verifying input: mixed tree with NumPy arrays/scalars, JAX arrays on other devices, ints, strs, a function, an object, under transfer_guard("disallow") -> arrays committed on the device with same values/dtypes, settings the same objects.
"""
EXERCISE = "devices.to_device"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import SingleDeviceSharding


def _tdsd_is_array(leaf):
    return isinstance(leaf, (np.ndarray, np.generic, jax.Array))


def to_device(tree, device):
    leaves, treedef = jax.tree_util.tree_flatten(tree)
    positions = [i for i, leaf in enumerate(leaves) if _tdsd_is_array(leaf)]
    moved = jax.device_put([leaves[i] for i in positions], SingleDeviceSharding(device))
    for i, arr in zip(positions, moved):
        leaves[i] = arr
    return jax.tree_util.tree_unflatten(treedef, leaves)


if __name__ == "__main__":
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, jax.devices()[0])
    assert moved["w"].devices() == {jax.devices()[0]} and moved["w"].committed
    assert (moved["step"], moved["name"]) == (7, "mlp")
    devs = jax.devices()
    obj, fn = object(), (lambda z: z)
    tree = {"params": {"w": np.arange(6, dtype=np.int8).reshape(2, 3), "b": jax.device_put(jnp.ones(3), devs[0])},
            "lr": np.float32(0.5), "settings": [1.5, True, "s", fn, obj], "x": jnp.zeros((0, 3))}
    for dev in devs:
        with jax.transfer_guard("disallow"):
            out = to_device(tree, dev)
        for src, dst in zip(jax.tree.leaves(tree), jax.tree.leaves(out)):
            if _tdsd_is_array(src):
                assert isinstance(dst, jax.Array) and dst.devices() == {dev} and dst.committed
                assert dst.dtype == np.asarray(src).dtype and dst.shape == np.shape(src)
                assert np.array_equal(np.asarray(dst), np.asarray(src))
            else:
                assert dst is src
    assert jax.tree.structure(out) == jax.tree.structure(tree)
    print("verified")
