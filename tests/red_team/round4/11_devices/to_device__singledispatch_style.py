"""Correct, unusual style: the per-leaf rule is a `functools.singledispatch` function, registered for `np.ndarray`, `np.generic` and `jax.Array` (all sent through the explicit `jax.device_put(leaf, device)`), with the identity as the default for every setting.

Violates: nothing (correct).
Verifying input: a tree of NumPy arrays/scalars, JAX arrays on other devices, Python ints/floats/bools/strings/functions/objects, under jax.transfer_guard("disallow") on 8 CPU devices -> requires arrays committed to the target and settings identical objects, this returns that.
"""
EXERCISE = "devices.to_device"
VERDICT = "pass"
KIND = "style"

import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.singledispatch
def _move(leaf, device):
    return leaf                                   # a setting: the very same object


@_move.register(np.ndarray)
@_move.register(np.generic)
@_move.register(jax.Array)
def _(leaf, device):
    return jax.device_put(leaf, device)


def to_device(tree, device):
    return jax.tree.map(lambda leaf: _move(leaf, device), tree)


if __name__ == "__main__":
    devs = jax.devices()
    print("devices:", len(devs))
    fn, obj = (lambda v: v), object()
    for target in (devs[0], devs[-1], devs[len(devs) // 2]):
        tree = {"params": {"w": np.ones((2, 3), np.float32), "b": jax.device_put(jnp.zeros(3), devs[-1]),
                           "u": jnp.arange(4)},
                "opt": [np.float32(0.5), np.int32(3), np.bool_(True), np.float64(1.5)],
                "step": 7, "lr": 0.1, "flag": True, "name": "mlp", "fn": fn, "obj": obj, "big": 2**40}
        with jax.transfer_guard("disallow"):
            out = to_device(tree, target)
        for arr, src in [(out["params"]["w"], tree["params"]["w"]), (out["params"]["b"], tree["params"]["b"]),
                         (out["params"]["u"], tree["params"]["u"])] + list(zip(out["opt"], tree["opt"])):
            assert isinstance(arr, jax.Array) and arr.devices() == {target} and arr.committed
            assert arr.shape == np.shape(src)
            np.testing.assert_array_equal(np.asarray(arr), np.asarray(src))
        assert out["opt"][0].dtype == np.float32 and out["opt"][1].dtype == np.int32 and out["opt"][2].dtype == np.bool_
        for k in ("step", "lr", "flag", "name", "fn", "obj", "big"):
            assert out[k] is tree[k]
        assert jax.tree.structure(out) == jax.tree.structure(tree)
    m = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, devs[0])
    assert m["w"].devices() == {devs[0]} and m["w"].committed and (m["step"], m["name"]) == (7, "mlp")
    print("verified")
