"""Correct: flattens the tree once, moves all data leaves with a single batched jax.device_put(list, device) call, and rebuilds the tree, leaving settings as the very same objects.

Verifying input: with 8 CPU devices, under transfer_guard("disallow"): NumPy arrays (several dtypes, 0-d included), NumPy scalars, JAX arrays uncommitted or committed elsewhere, Python int/float/bool/str, functions and other objects, nested dicts/lists/tuples; every data leaf is a committed jax.Array on the target device with equal values, shape and dtype; settings returned by identity; input untouched.
"""
EXERCISE = "devices.to_device"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    leaves, treedef = jax.tree.flatten(tree)
    is_data = [isinstance(leaf, (np.ndarray, np.generic, jax.Array)) for leaf in leaves]
    moved = iter(jax.device_put([leaf for leaf, data in zip(leaves, is_data) if data], device))
    return jax.tree.unflatten(treedef, [next(moved) if data else leaf for leaf, data in zip(leaves, is_data)])


if __name__ == "__main__":
    jax.config.update("jax_num_cpu_devices", 8)
    devices = jax.devices()
    m = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, devices[0])
    assert m["w"].devices() == {devices[0]} and m["w"].committed and m["step"] == 7 and m["name"] == "mlp"

    class Config:
        pass
    cfg, fn = Config(), (lambda x: x)
    big = 10**20
    tree = {
        "params": {"w": np.arange(6, dtype=np.float32).reshape(2, 3), "b": np.zeros((), np.int8),
                   "h": np.array([1.5, 2.0], np.float16)},
        "scalars": [np.float32(0.5), np.int32(-3), np.bool_(True), np.uint8(200)],
        "jax": (jnp.arange(4), jax.device_put(jnp.ones((2, 2)), devices[2])),
        "settings": [7, 0.1, True, "mlp", fn, cfg, big, None],
    }
    for target in (devices[0], devices[7], devices[3]):
        with jax.transfer_guard("disallow"):
            moved = to_device(tree, target)
        assert jax.tree.structure(moved) == jax.tree.structure(tree)
        for old, new in zip(jax.tree.leaves(tree), jax.tree.leaves(moved)):
            if isinstance(old, (np.ndarray, np.generic, jax.Array)):
                assert isinstance(new, jax.Array) and new.committed and new.devices() == {target}
                assert new.shape == np.shape(old) and new.dtype == np.asarray(old).dtype
                np.testing.assert_array_equal(np.asarray(new), np.asarray(old))
            else:
                assert new is old
    assert to_device({}, devices[1]) == {} and to_device([], devices[1]) == []
    print("verified")
