"""The student saves a copy by returning a JAX array unchanged when it already lives on ``device``; an uncommitted array (any ``jnp`` result on the default device) then comes back uncommitted, so later computations are free to run elsewhere.

Violates: "Each comes back as a JAX array with the same values, shape and dtype, *committed* to ``device``"
Verifying input: to_device({"b": jnp.zeros(2)}, jax.devices()[0]) -> requires moved["b"].committed == True, this returns the same uncommitted array (committed False).
"""
EXERCISE = "devices.to_device"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np


def to_device(tree, device):
    def move(leaf):
        if isinstance(leaf, jax.Array):
            if leaf.devices() == {device}:
                return leaf                      # already there: no copy needed
            return jax.device_put(leaf, device)
        if isinstance(leaf, (np.ndarray, np.number, np.bool_)):
            return jax.device_put(leaf, device)
        return leaf                              # a setting: the very same object

    return jax.tree.map(move, tree)


if __name__ == "__main__":
    devs = jax.devices()
    moved = to_device({"w": np.ones(2), "step": 7, "name": "mlp"}, devs[0])
    assert moved["w"].devices() == {devs[0]} and moved["w"].committed
    assert moved["step"] == 7 and moved["name"] == "mlp"

    act = jnp.tanh
    cfg = object()
    for dev in (devs[-1], devs[len(devs) // 2]):
        elsewhere = jax.device_put(jnp.arange(3.0), devs[1 % len(devs)] if dev is not devs[1 % len(devs)] else devs[0])
        tree = {"p": [np.ones((2, 2), np.float32), np.float32(0.5), elsewhere], "s": (3, 0.1, True, "x", act, cfg)}
        with jax.transfer_guard("disallow"):
            out = to_device(tree, dev)
        for a, b in zip(out["p"], tree["p"]):
            assert isinstance(a, jax.Array) and a.devices() == {dev} and a.committed
            assert a.dtype == np.asarray(b).dtype and a.shape == np.shape(b)
            np.testing.assert_array_equal(a, np.asarray(b))
        assert all(x is y for x, y in zip(out["s"], tree["s"]))
    print("devices:", len(devs), "ordinary trees OK")

    # The breach: a JAX array that is already on the device but not committed there.
    b = jnp.zeros(2)
    assert b.devices() == {devs[0]} and not b.committed
    moved = to_device({"b": b}, devs[0])
    print("committed:", moved["b"].committed, " same object:", moved["b"] is b)
    assert moved["b"].committed is False
    print("verified")
