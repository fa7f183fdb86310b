"""The author's suite: strict settings, and tests/ importable for its support modules."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
