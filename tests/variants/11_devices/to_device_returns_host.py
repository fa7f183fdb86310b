"""Returns the tree unchanged: NumPy arrays stay on the host."""
EXERCISE = "devices.to_device"
VERDICT = "fail"
MESSAGE = "not on the device"

def to_device(tree, device):
    return tree
